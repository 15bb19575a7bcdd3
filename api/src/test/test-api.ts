import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApiApp } from '../app.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { testApiConfig } from './test-config.ts';
import { freshTestSchema } from './test-schema.ts';

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
    options?: { body?: unknown; token?: string | null; headers?: Record<string, string> },
  ): Promise<CallResult>;
  /** Signs a new user up and logs in. */
  newUser(email?: string): Promise<{ email: string; password: string; token: string }>;
  close(): Promise<void>;
}

export async function createTestApi(kind: DatabaseUnderTest): Promise<TestApi> {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  let db: Db;
  let dropSchema = async () => {};
  if (kind === 'sqlite') {
    db = openDatabase('file::memory:');
    await migrateToLatest(db);
  } else {
    const url = process.env.TEST_DATABASE_URL!;
    const fresh = await freshTestSchema(url, 'test');
    db = openDatabase(url, { schema: fresh.schema, poolSize: 25 });
    const postgres = db;
    await fresh.building(() => migrateToLatest(postgres));
    dropSchema = fresh.drop;
  }
  const config = testApiConfig();
  const app = createApiApp({ db, config, clock });

  const call: TestApi['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(path, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
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
    async newUser(email = `staff-${randomUUID().slice(0, 8)}@example.co.ke`) {
      const password = 'correct horse';
      const signup = await call('POST', '/api/signup', { body: { email, password } });
      if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
      const login = await call('POST', '/api/login', { body: { email, password } });
      return { email, password, token: login.body.token as string };
    },
    async close() {
      await db.destroy();
      await dropSchema();
    },
  };
}

/** Runs a suite once per database under test, each on a fresh database or schema. */
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
