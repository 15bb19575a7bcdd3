import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApiApp } from '../app.ts';
import type { ApiConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Role } from '../db/schema.ts';
import { Conformance } from './openapi-conformance.ts';
import { testApiConfig } from './test-config.ts';
import { freshTestDatabase } from './test-database.ts';

export type DatabaseUnderTest = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at one. */
export const databasesUnderTest: DatabaseUnderTest[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
  headers: Headers;
}

export interface TestApi {
  kind: DatabaseUnderTest;
  db: Db;
  app: ReturnType<typeof createApiApp>;
  /** Moves the API's clock; tests use it for session expiry and overdue invoices. */
  advanceClock(ms: number): void;
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      token?: string | null;
      headers?: Record<string, string>;
      /** The caller's address, as the server in front would establish it (client-address.ts). */
      address?: string;
    },
  ): Promise<CallResult>;
  /** The document the answers are held to, and which documented calls they covered. */
  conformance(): Promise<Conformance>;
  /**
   * Signs a new member of staff up, lets them in as `role` (a manager unless told; the very
   * first account stays the owner) and logs in.
   */
  newUser(
    email?: string,
    role?: Role,
  ): Promise<{ id: number; email: string; password: string; token: string }>;
  close(): Promise<void>;
}

/** The API's OpenAPI document, read once per test file: it does not depend on the database. */
let conformance: Promise<Conformance> | undefined;
const conformanceOf = (app: ReturnType<typeof createApiApp>): Promise<Conformance> => {
  conformance ??= Promise.resolve(app.request('/api/openapi.json'))
    .then((response) => response.json())
    .then((document) => new Conformance(document));
  return conformance;
};

export async function createTestApi(
  kind: DatabaseUnderTest,
  /** Settings other than the tests' usual ones, e.g. `{ sessionIdleMs: 60_000 }`. */
  configOverrides: Partial<ApiConfig> = {},
  /** PostgreSQL session settings (database.ts), e.g. `{ synchronous_commit: 'off' }`. */
  postgresSettings?: Record<string, string>,
): Promise<TestApi> {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  let db: Db;
  let dropDatabase = async () => {};
  if (kind === 'sqlite') {
    db = openDatabase('file::memory:');
    await migrateToLatest(db);
  } else {
    // A copy of a database the migrations made once (test-database.ts): migrated already.
    const fresh = await freshTestDatabase(process.env.TEST_DATABASE_URL!, 'test');
    db = openDatabase(fresh.url, { poolSize: 25, settings: postgresSettings });
    dropDatabase = fresh.drop;
  }
  const config = { ...testApiConfig(), ...configOverrides };
  const app = createApiApp({ db, config, clock });

  const call: TestApi['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
    const response = await app.request(
      path,
      {
        method,
        headers,
        body:
          options.body === undefined
            ? undefined
            : typeof options.body === 'string'
              ? options.body
              : JSON.stringify(options.body),
      },
      { clientAddress: options.address },
    );
    const text = await response.text();
    // Every answer a test sees is also held to the OpenAPI document (openapi-conformance.ts).
    (await conformanceOf(app)).check({
      method,
      path,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: text,
    });
    return {
      status: response.status,
      // JSON parsed; a CSV download as its text.
      body:
        text && /json/.test(response.headers.get('content-type') ?? '')
          ? JSON.parse(text)
          : text || null,
      headers: response.headers,
    };
  };

  return {
    kind,
    db,
    app,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    call,
    conformance: () => conformanceOf(app),
    async newUser(email = `staff-${randomUUID().slice(0, 8)}@example.co.ke`, role = 'manager') {
      const password = 'correct horse';
      const signup = await call('POST', '/api/signup', { body: { email, password } });
      if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
      // Every account after the first waits for an owner's approval (staff.test.ts covers
      // that path); suites about other things get an active member in the role they ask for.
      if (signup.body.status === 'pending' || role !== 'manager') {
        await db
          .updateTable('users')
          .set({ status: 'active', ...(signup.body.role === 'owner' ? {} : { role }) })
          .where('id', '=', signup.body.id)
          .execute();
      }
      const login = await call('POST', '/api/login', { body: { email, password } });
      return { id: signup.body.id as number, email, password, token: login.body.token as string };
    },
    async close() {
      await db.destroy();
      await dropDatabase();
    },
  };
}

/** Runs a suite once per database under test, each on a fresh database. */
export function describeEachDatabase(title: string, suite: (api: () => TestApi) => void) {
  for (const kind of databasesUnderTest) {
    describe(`${title} [${kind}]`, () => {
      let api: TestApi;
      beforeAll(async () => {
        api = await createTestApi(kind);
      });
      afterAll(async () => {
        await api?.close();
      });
      suite(() => api);
    });
  }
}
