import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import type * as ApolloClientModule from '../src/app/apollo-client.ts';
import type * as ScreensModule from '../src/app/prepare-screen.ts';
import { withClientModules } from './client-modules.ts';

/*
 * The requests a signed-in page load sends first, captured at build time by running the app's
 * own code (client/src/app/prepare-screen.ts, `fetchScreenData`, through the app's Apollo Client with
 * a `fetch` that records each request's body): index.html's inline script sends the same ones
 * before the app's code has arrived (vite.config.ts, routePreloads), and the app's boot link
 * (client/src/app/boot-data.ts) hands their answers to the operations that would have sent
 * them. Nothing is copied by hand, so the script's queries and variables cannot drift from
 * the screens': a screen that asks for something new is captured by the next build.
 */

/** A request's body as the app's HttpLink sends it. */
export type BootBody = {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
  [other: string]: unknown;
};

export type BootTable = {
  /** Every request body, once. */
  requests: BootBody[];
  /** Who is signed in (its answer's `data.me.role` picks the role's requests). */
  whoIs: number;
  /** Sent whatever the address's search (`?q=…`): the requests no screen's address changes. */
  common: number[];
  /**
   * Each screen's requests on its plain address (no `?…`): those of every role, and those
   * that differ by role (the inventory asks for cost prices for managers), sent once the
   * answer to `whoIs` says the role; null when no request differs.
   */
  routes: Record<string, { always: number[]; byRole: Record<string, number[]> | null }>;
};

/** The roles the schema knows (schema.graphql's `enum Role`). */
function schemaRoles(root: string): string[] {
  const schema = parse(readFileSync(join(root, 'schema.graphql'), 'utf8'));
  for (const definition of schema.definitions) {
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'Role') {
      return (definition.values ?? []).map((value) => value.name.value);
    }
  }
  throw new Error('schema.graphql has no enum Role');
}

/** Runs `work` with a local storage that holds a session token, as a signed-in page has. */
async function signedIn<T>(work: () => Promise<T>): Promise<T> {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  const items = new Map<string, string>([['token', 'build-time']]);
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    },
  });
  try {
    return await work();
  } finally {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  }
}

/**
 * Runs `work` with the clock stopped at `at` (ms since the epoch): `new Date()` and
 * `Date.now()` say that instant, dates given a value stay as given.
 */
async function atInstant<T>(at: number, work: () => Promise<T>): Promise<T> {
  const RealDate = Date;
  class StoppedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(at);
      else super(...(args as [string | number | Date]));
    }
    static override now() {
      return at;
    }
  }
  globalThis.Date = StoppedDate as DateConstructor;
  try {
    return await work();
  } finally {
    globalThis.Date = RealDate;
  }
}

/*
 * Two instants a month and a day apart (the second just after midnight in Nairobi, still the
 * day before in UTC): a request whose body is not the same at both depends on the day (a
 * report's month, "as at today"). When it differs only by the day and month where the shop is,
 * they are written as placeholders the page's script fills in with its own day (so `/reports`
 * asks for this month's VAT return with the page); any other difference is left to the app.
 */
const INSTANTS = [Date.UTC(2026, 0, 15, 9), Date.UTC(2026, 1, 16, 21)];

/** What the page's script replaces with the day and the month in Nairobi when it sends. */
export const NAIROBI_DAY = '{{nairobi-day}}';
export const NAIROBI_MONTH = '{{nairobi-month}}';

/** Kenya keeps East Africa Time all year (UTC+3, no summer time). */
const nairobiDayAt = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);

/** A body sent at `at`, its day and month in Nairobi written as placeholders. */
export function datedBody(body: string, at: number): string {
  const day = nairobiDayAt(at);
  return body.replaceAll(day, NAIROBI_DAY).replaceAll(day.slice(0, 7), NAIROBI_MONTH);
}

export async function captureBootRequests(root: string): Promise<BootTable> {
  return withClientModules(root, async (load) => {
    const { createApolloClient } = await load<typeof ApolloClientModule>(
      'client/src/app/apollo-client.ts',
    );
    const { fetchScreenData, screenPaths } = await load<typeof ScreensModule>(
      'client/src/app/prepare-screen.ts',
    );
    return capturedFrom(root, createApolloClient, fetchScreenData, screenPaths);
  });
}

async function capturedFrom(
  root: string,
  createApolloClient: typeof ApolloClientModule.createApolloClient,
  fetchScreenData: typeof ScreensModule.fetchScreenData,
  screenPaths: readonly string[],
): Promise<BootTable> {
  const roles = schemaRoles(root);

  /** The bodies a page load at `path` sends first, for a user of `role`, on any day. */
  const capture = async (path: string, role: string) => {
    const sentAt: string[][] = [];
    // One after the other: each stops the one clock there is.
    for (const at of INSTANTS) {
      const sent = await atInstant(at, () => captureAt(path, role));
      sentAt.push(sent.map((body) => datedBody(body, at)));
    }
    const [first = [], ...others] = sentAt;
    return first.filter((body) => others.every((sent) => sent.includes(body)));
  };
  const captureAt = (path: string, role: string) =>
    signedIn(async () => {
      const sent: string[] = [];
      const client = createApolloClient({
        bootRequests: () => undefined,
        fetch: async (_uri, init) => {
          const body = JSON.parse(String(init?.body)) as BootBody;
          sent.push(JSON.stringify(body));
          // Who is signed in answers with the role; nothing else is answered at build time.
          const answer =
            body.operationName === 'CurrentUser'
              ? { data: { me: { __typename: 'User', id: '1', email: 'build@ghala', role } } }
              : { errors: [{ message: 'Not answered at build time' }] };
          return new Response(JSON.stringify(answer), {
            headers: { 'content-type': 'application/json' },
          });
        },
      });
      await fetchScreenData(client, path, '');
      client.stop();
      return sent;
    });

  const bodies: string[] = [];
  const indexOf = (body: string) => {
    if (!bodies.includes(body)) bodies.push(body);
    return bodies.indexOf(body);
  };
  const routes: BootTable['routes'] = {};
  for (const path of screenPaths) {
    const byRole: Record<string, number[]> = {};
    for (const role of roles) byRole[role] = (await capture(path, role)).map(indexOf);
    const all = Object.values(byRole);
    const always = (all[0] ?? []).filter((index) => all.every((sent) => sent.includes(index)));
    const differ = Object.fromEntries(
      roles.map((role) => [role, (byRole[role] ?? []).filter((i) => !always.includes(i))]),
    );
    const anyDiffer = Object.values(differ).some((sent) => sent.length > 0);
    routes[path] = { always, byRole: anyDiffer ? differ : null };
  }
  const requests = bodies.map((body) => JSON.parse(body) as BootBody);
  const whoIs = requests.findIndex((body) => body.operationName === 'CurrentUser');
  if (whoIs < 0) throw new Error('No screen asked who is signed in: nothing to boot from');
  const everyRoute = Object.values(routes);
  const common = everyRoute[0]?.always.filter((i) => everyRoute.every((r) => r.always.includes(i)));
  return { requests, whoIs, common: common ?? [], routes };
}
