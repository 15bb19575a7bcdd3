import { createServer } from 'vite';
import { createGhala } from './ghala.ts';
import { listen, loadDotEnv, loadListenConfig } from './http-server.ts';

// `npm run dev`: the API and gateway on PORT (3000), and Vite's dev server with hot reload in
// front of them on PORT + 1; Vite proxies /graphql and /api (see vite.config.ts).
try {
  loadDotEnv();
  const listenConfig = loadListenConfig();
  const { host, port } = listenConfig;
  const ghala = await createGhala({ clientDir: null });
  await listen(ghala.app, { ...listenConfig, name: 'Ghala API and gateway', onClose: ghala.close });
  const vite = await createServer({
    configFile: `${import.meta.dirname}/../vite.config.ts`,
    server: { host, port: port + 1, strictPort: true },
  });
  await vite.listen();
  console.log(`Open ${vite.resolvedUrls?.local[0] ?? `http://${host}:${port + 1}/`} (hot reload)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
