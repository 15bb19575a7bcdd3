import { CONTROL_SUMMARY } from './control-routes.ts';
import { startMpesaSimulator } from './mpesa-simulator.ts';

// `npm run mpesa-sim`: the Daraja (M-Pesa) simulator on MPESA_SIM_PORT (4792) of MPESA_SIM_HOST
// (127.0.0.1), giving a token to any consumer key and secret, until Ctrl-C.
const port = Number(process.env.MPESA_SIM_PORT ?? 4792);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(
    `MPESA_SIM_PORT must be a port number (0 to 65535), not "${process.env.MPESA_SIM_PORT}"`,
  );
  process.exit(1);
}

try {
  const simulator = await startMpesaSimulator({
    port,
    host: process.env.MPESA_SIM_HOST ?? '127.0.0.1',
  });
  console.log(`Daraja (M-Pesa) simulator listening on ${simulator.url}`);
  console.log(
    'Sandbox shortcode 174379 checks its published passkey; other shortcodes take any Password.',
  );
  console.log(`Controls (JSON) on ${simulator.url}:\n  ${CONTROL_SUMMARY.join('\n  ')}`);
  const stop = () => {
    void simulator.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is in use by another program: set MPESA_SIM_PORT to a free port (e.g. MPESA_SIM_PORT=${port + 1})`
      : `The M-Pesa simulator did not start: ${(error as Error).message}`,
  );
  process.exit(1);
}
