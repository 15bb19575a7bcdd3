/**
 * `npm run kra-sim` and `npm run mpesa-sim`: one simulator on the port and host its environment
 * variables name (`<prefix>_PORT`, `<prefix>_HOST`), until Ctrl-C, with a one-line reason when
 * it cannot start.
 */
export async function runSimulator(options: {
  /** As the messages name it: "KRA", "M-Pesa". */
  name: string;
  /** KRA_SIM: KRA_SIM_PORT and KRA_SIM_HOST. */
  variables: string;
  defaultPort: number;
  /** Starts it, and says where it listens and how to drive it. */
  start: (address: { port: number; host: string }) => Promise<{
    close(): Promise<void>;
    introduction: string[];
  }>;
}): Promise<void> {
  const portVariable = `${options.variables}_PORT`;
  const port = Number(process.env[portVariable] ?? options.defaultPort);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(
      `${portVariable} must be a port number (0 to 65535), not "${process.env[portVariable]}"`,
    );
    process.exit(1);
  }
  try {
    const simulator = await options.start({
      port,
      host: process.env[`${options.variables}_HOST`] ?? '127.0.0.1',
    });
    for (const line of simulator.introduction) console.log(line);
    const stop = () => {
      void simulator.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${port} is in use by another program: set ${portVariable} to a free port (e.g. ${portVariable}=${port + 1})`
        : `The ${options.name} simulator did not start: ${(error as Error).message}`,
    );
    process.exit(1);
  }
}
