import { createGhala } from './ghala.ts';
import { listen, loadDotEnv, loadListenConfig } from './http-server.ts';

// `npm start`: client, GraphQL gateway and REST API in one process.
try {
  loadDotEnv();
  const listenConfig = loadListenConfig();
  const ghala = await createGhala({});
  await listen(ghala.app, { ...listenConfig, name: 'Ghala', onClose: ghala.close });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
