import { startKraSimulator } from './kra-simulator.ts';

// `npm run kra-sim`: the KRA OSCU simulator on KRA_SIM_PORT (4790) of KRA_SIM_HOST (127.0.0.1),
// accepting any well-formed device, until Ctrl-C.
const port = Number(process.env.KRA_SIM_PORT ?? 4790);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(
    `KRA_SIM_PORT must be a port number (0 to 65535), not "${process.env.KRA_SIM_PORT}"`,
  );
  process.exit(1);
}

try {
  const simulator = await startKraSimulator({
    port,
    host: process.env.KRA_SIM_HOST ?? '127.0.0.1',
  });
  console.log(`KRA OSCU simulator listening on ${simulator.url}`);
  console.log(
    `Controls: POST ${simulator.origin}/__control/faults {"fault":"timeout-after-save"|"910"|"994"|"down"}, ` +
      `DELETE ${simulator.origin}/__control/faults, GET ${simulator.origin}/__control/saves`,
  );
  const stop = () => {
    void simulator.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is in use by another program: set KRA_SIM_PORT to a free port (e.g. KRA_SIM_PORT=${port + 1})`
      : `The KRA simulator did not start: ${(error as Error).message}`,
  );
  process.exit(1);
}
