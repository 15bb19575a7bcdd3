import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { ThrottleLimits } from '../api/src/config.ts';
import {
  TEST_PASSWORD_HASH_COST,
  TEST_THROTTLE_LIMITS,
  testApiConfig,
} from '../api/src/test/test-config.ts';
import { freshTestDatabase } from '../api/src/test/test-database.ts';
import { createGhala } from '../server/ghala.ts';
import { listen } from '../server/http-server.ts';

export type TestDatabase = 'sqlite' | 'postgres';

/**
 * The whole of Ghala on a free port with a database nobody else uses: a new SQLite file, or a
 * new PostgreSQL database (a copy of the migrated template) dropped afterwards. Used by client component tests and browser journeys.
 */
export async function startTestServer(
  options: {
    database?: TestDatabase;
    clientDir?: string;
    log?: boolean;
    /** Sign-up and sign-in budgets per address; the tests' generous ones unless given. */
    throttle?: ThrottleLimits;
    /** Host names answered besides localhost (listen's check against DNS rebinding). */
    allowedHosts?: string[];
    /** Peers whose X-Forwarded-For is believed (TRUSTED_PROXIES); none unless given. */
    trustedProxies?: string[];
    /** The shop's owner, the server's first account (a fixed test owner unless given). */
    owner?: { email: string; password: string };
    /**
     * Where the KRA simulator answers (its OSCU base address) when the shop's eTIMS mode is
     * simulator; KRA's answers are waited for 2 s and failures tried again within seconds.
     */
    kraSimulatorUrl?: string;
    /**
     * Where the Daraja simulator answers (its base address) when the shop's M-Pesa mode is
     * simulator; Daraja's answers are waited for 2 s.
     */
    mpesaSimulatorUrl?: string;
  } = {},
) {
  const database = options.database ?? 'sqlite';
  let env: Record<string, string>;
  let cleanUp: () => Promise<void>;
  if (database === 'sqlite') {
    const file = join(tmpdir(), `ghala-test-${randomUUID()}.db`);
    env = { DATABASE_URL: `file:${file}` };
    cleanUp = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    };
  } else {
    const url = process.env.TEST_DATABASE_URL;
    if (!url)
      throw new Error('TEST_DATABASE_URL must point at PostgreSQL for a postgres test server');
    const fresh = await freshTestDatabase(url, 'e2e');
    env = { DATABASE_URL: fresh.url };
    cleanUp = fresh.drop;
  }
  // createGhala migrates the new database (a PostgreSQL copy is up to date already).
  const ghala = await createGhala({
    env: { ...env, GRAPHQL_PLAYGROUND: 'true' },
    clientDir: options.clientDir,
    log: options.log ?? false,
    apiConfigOverrides: {
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      throttle: options.throttle ?? TEST_THROTTLE_LIMITS,
      // A shop installed with COMPANY_* given, so the screens' tests read a seller on every
      // document; a shop without them starts empty (issue 46), which the API's and the
      // letterhead's own tests show.
      company: {
        name: 'Ghala Hardware & General Supplies Ltd',
        registrationNumber: 'PVT-GH7Q2K9X',
        email: 'accounts@ghala.co.ke',
      },
      ...(options.kraSimulatorUrl
        ? {
            etims: {
              ...testApiConfig({ KRA_SIMULATOR_URL: options.kraSimulatorUrl }).etims,
              timeoutMs: 2_000,
              retry: { firstMs: 200, maxMs: 2_000 },
            },
          }
        : {}),
      ...(options.mpesaSimulatorUrl
        ? {
            mpesa: {
              ...testApiConfig({ MPESA_SIMULATOR_URL: options.mpesaSimulatorUrl }).mpesa,
              timeoutMs: 2_000,
            },
          }
        : {}),
    },
  });
  const listenAt = (port: number) =>
    listen(ghala.app, {
      host: '127.0.0.1',
      port,
      name: `Ghala test server (${database})`,
      allowedHosts: options.allowedHosts,
      trustedProxies: options.trustedProxies,
    });
  let server = await listenAt(0);
  let listening = true;
  // The first account owns the shop and every later one waits for its approval (issue 16), so
  // the server starts with its owner; tests make their accounts through the owner's invites.
  const owner = options.owner ?? { email: 'owner@ghala.test', password: 'owner-of-the-duka' };
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/signup', owner);
  const { token: ownerToken } = (await (await post('/api/login', owner)).json()) as {
    token: string;
  };
  return {
    url: server.url,
    database,
    /** The shop's owner: makes the invites tests sign up with, approves, manages staff. */
    owner: { ...owner, token: ownerToken },
    /** For tests that check nothing was written behind the server's back. */
    db: ghala.db,
    /**
     * Stops answering, as a server switched off or a line cut would (the port closed, nothing
     * listening), until `listenAgain`; the database and the built client stay as they are.
     */
    async stopListening() {
      if (!listening) return;
      listening = false;
      await server.close();
    },
    /** Answers again at the same address (the same origin, so the same service worker). */
    async listenAgain() {
      if (listening) return;
      server = await listenAt(Number(new URL(server.url).port));
      listening = true;
    },
    async stop() {
      if (listening) await server.close();
      await ghala.close();
      await cleanUp();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absolute URL of a real Ghala GraphQL endpoint for client component tests. */
    graphqlUrl: string;
    /** The test server's owner's session: tests' accounts come in through its invites. */
    ownerToken: string;
    /**
     * A second server whose shop signs with KRA (eTIMS): the mode is the shop's, so turning it
     * on in the shared server would change every other test's invoices. Its KRA is the
     * simulator the eTIMS tests start on `kraSimulatorPort` (only tests use a simulator).
     */
    etimsGraphqlUrl: string;
    etimsOwnerToken: string;
    kraSimulatorPort: number;
  }
}

/** A port nothing listens on now, for a server started later by the tests. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Vitest globalSetup for the client project: one real server for the whole run. */
export default async function setup(project: TestProject) {
  const kraSimulatorPort = await freePort();
  const [server, etims] = await Promise.all([
    startTestServer(),
    startTestServer({ kraSimulatorUrl: `http://127.0.0.1:${kraSimulatorPort}/etims-api/` }),
  ]);
  project.provide('graphqlUrl', `${server.url}/graphql`);
  project.provide('ownerToken', server.owner.token);
  project.provide('etimsGraphqlUrl', `${etims.url}/graphql`);
  project.provide('etimsOwnerToken', etims.owner.token);
  project.provide('kraSimulatorPort', kraSimulatorPort);
  return async () => {
    await Promise.all([server.stop(), etims.stop()]);
  };
}
