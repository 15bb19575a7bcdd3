import type { Context, Env, MiddlewareHandler, TypedResponse } from 'hono';
import type { BlankInput } from 'hono/types';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { businessDate, type Clock } from './clock.ts';
import { type CsvCell, csvDownload } from './csv.ts';
import { documentedIn, type RouteDoc } from './openapi.ts';
import { hasNoQuery, idParam, validate } from './validation.ts';

/**
 * The shapes the API's routes come in, each written once: a route is its words and schemas (one
 * object: what it takes, what it answers, what it `needs`, the document's summary) and the one
 * call that answers it. Each shape is the handlers a Hono route takes, spread after the path
 * (`.get('/:id', ...route.json({ … }, ({ param }) => find(param.id)))`), so the chained app
 * still carries every path, input and answer to the gateway's typed client.
 */

/** The parts of a request a route validates, by zod schema. */
interface RequestSchemas {
  param?: z.ZodType;
  query?: z.ZodType;
  json?: z.ZodType;
}
type Part = keyof RequestSchemas;
const PARTS: readonly Part[] = ['param', 'query', 'json'];

/** The validated request, as the answering call reads it: `{ param: { id }, json: … }`. */
export type Valid<In extends RequestSchemas> = {
  [K in Part & keyof In]: In[K] extends z.ZodType ? z.output<In[K]> : never;
};

// What `validate(part, schema)` tells Hono's types, joined as Hono joins a route's validators.
// Which parts a route validates is read from its keys, so a route built from generic schemas
// (the sales list's) still has a handler list of known length.
type ValidatorOf<K extends Part, In> = K extends keyof In
  ? ReturnType<typeof validate<K, In[K] & z.ZodType>> extends MiddlewareHandler<
      Env,
      string,
      infer I
    >
    ? I
    : never
  : BlankInput;
type RequestOf<In extends RequestSchemas> = ValidatorOf<'param', In> &
  ValidatorOf<'query', In> &
  ValidatorOf<'json', In>;
type ValidatorsOf<In extends RequestSchemas> = [
  ...('param' extends keyof In ? [MiddlewareHandler] : []),
  ...('query' extends keyof In ? [MiddlewareHandler] : []),
  ...('json' extends keyof In ? [MiddlewareHandler] : []),
];
/** A route's handlers: the check of what it needs, its description, its validators, its answer. */
type Handlers<E extends Env, In extends RequestSchemas, Answer> = [
  ...('needs' extends keyof In ? [MiddlewareHandler] : []),
  MiddlewareHandler,
  ...ValidatorsOf<In>,
  (c: Context<E, string, RequestOf<In>>) => Promise<Answer>,
];

type JsonBody = NonNullable<unknown> | null;
type JsonAnswer<Body, Status extends 200 | 201> = Response & TypedResponse<Body, Status, 'json'>;
/** What a route's `answers` say it answers with: one JSON status. */
type JsonStatus<Doc extends RouteDoc> = Extract<keyof Doc['answers'], 200 | 201>;

/** What a CSV export sends: the file's name (before its date), the header row and the rows. */
interface CsvExport {
  name: string;
  header: readonly string[];
  rows: AsyncIterable<readonly CsvCell[][]>;
}

/** The day a CSV file is named after: today where the business is. */
interface BusinessClock {
  clock: Clock;
  config: { timeZone: string };
}

/** One write under the request's Idempotency-Key, answered with `Status`. */
type WriteOnce<E extends Env, Status extends 200 | 201> = <Body>(
  c: Context<E>,
  payload: unknown,
  write: (trx: Db) => Promise<Body>,
) => Promise<{ status: Status; body: Body; replayed: boolean }>;

/**
 * The Idempotency-Key's store (idempotency/): makes or changes a record once, replaying a
 * repeat's answer.
 */
interface WritesOnce<E extends Env> {
  created: WriteOnce<E, 201>;
  changed: WriteOnce<E, 200>;
}

/** Lets a client tell a replayed answer from a fresh one. */
export const replayHeaders = (answer: { replayed: boolean }): Record<string, string> =>
  answer.replayed ? { 'Idempotent-Replayed': 'true' } : {};

/**
 * Who may call a route, checked and documented from the one word a route `needs`: the check
 * that refuses anyone else (before the request is validated) and the words it refuses with,
 * which the document gives as the route's 403. The sign-in layer knows the roles and supplies
 * it (auth/roles.ts); this layer knows none.
 */
export interface Gatekeeper<Need extends string> {
  check(needs: Need): MiddlewareHandler;
  refusal(needs: Need): string;
}

/** What a route declares besides its schemas: its words and what it needs to be called. */
type Declared<Need extends string> = RouteDoc & { needs?: Need };

/** What every route of one part of the API shares. */
interface Shared<Need extends string> {
  gatekeeper?: Gatekeeper<Need>;
  /**
   * What every route of the part needs (a part behind one permission): documented on each
   * route, checked once for the whole part by `.use(route.partCheck())`.
   */
  needs?: Need;
}

/**
 * The route shapes of one part of the API (`tag`, its heading in the reference), for routes whose
 * context is `E` (the signed-in user, behind sign-in); a route or the part `needs` what
 * `gatekeeper` checks (auth/roles.ts's `signedInRoutes` gives both).
 */
export function documentedRoutes<E extends Env, Need extends string = never>(
  tag: string,
  shared: Shared<Need> = {},
) {
  const documented = documentedIn(tag);
  const gatekeeper = (): Gatekeeper<Need> => {
    if (!shared.gatekeeper) throw new Error(`${tag}: a route needs a permission no one checks`);
    return shared.gatekeeper;
  };
  const withRefusal = (doc: Declared<Need>): RouteDoc => {
    const needs = doc.needs ?? shared.needs;
    if (needs === undefined) return doc;
    return { ...doc, refusals: { ...doc.refusals, 403: gatekeeper().refusal(needs) } };
  };

  const handlers = <In extends RequestSchemas, Answer>(
    doc: Declared<Need>,
    schemas: In,
    answer: (input: Valid<In>, c: Context<E>) => Promise<Answer>,
  ): Handlers<E, In, Answer> => {
    const parts = PARTS.filter((part) => schemas[part] !== undefined);
    const validators = parts.map((part) => validate(part, schemas[part] as z.ZodType));
    const handler = (c: Context<E>) => {
      const valid = (part: Part): unknown => c.req.valid(part as never);
      const input = Object.fromEntries(parts.map((part) => [part, valid(part)])) as Valid<In>;
      return answer(input, c);
    };
    // The part's own `needs` are checked once by `.use(partCheck())`; a route's, on the route.
    const checks = doc.needs === undefined ? [] : [gatekeeper().check(doc.needs)];
    const described = documented(withRefusal(doc));
    return [...checks, described, ...validators, handler] as unknown as Handlers<E, In, Answer>;
  };

  /** A JSON answer, with the one status its `answers` name (200 or 201). */
  const json = <const Doc extends Declared<Need> & RequestSchemas, Body extends JsonBody>(
    doc: Doc,
    answer: (input: Valid<Doc>, c: Context<E>) => Promise<Body> | Body,
  ) => {
    const status = successStatus(doc) as JsonStatus<Doc>;
    return handlers(
      doc,
      doc,
      async (input: Valid<Doc>, c) =>
        c.json(await answer(input, c), status) as unknown as JsonAnswer<Body, JsonStatus<Doc>>,
    );
  };

  return {
    json,

    /** The check of what the whole part `needs`, for its `.use()`. */
    partCheck(): MiddlewareHandler {
      if (shared.needs === undefined) throw new Error(`${tag}: the part needs nothing`);
      return gatekeeper().check(shared.needs);
    },

    /**
     * GET `/:id`: the one record the path's id names (`idParam`: digits only), as `find` answers
     * it; `find` refuses an unknown id itself, so its 404 is named in `refusals` where it has one.
     */
    one<const Doc extends Declared<Need>, Body extends JsonBody>(
      doc: Doc,
      find: (id: number, c: Context<E>) => Promise<Body> | Body,
    ) {
      return json({ ...doc, param: idParam }, ({ param }, c) => find(param.id, c));
    },

    /** 204 and no body, once `act` is done (a delete, a withdrawal). */
    noContent<const Doc extends Declared<Need> & RequestSchemas>(
      doc: Doc,
      act: (input: Valid<Doc>, c: Context<E>) => Promise<unknown>,
    ) {
      return handlers(doc, doc, async (input: Valid<Doc>, c) => {
        await act(input, c);
        return c.body(null, 204);
      });
    },

    /**
     * GET /: without parameters the whole list (spec §7's plain array), with any a page; `item`
     * and `page` are their schemas, for the document.
     */
    listOrPage<
      const Doc extends Omit<Declared<Need>, 'answers'> & { query: z.ZodType },
      Item extends JsonBody,
      Page extends JsonBody,
    >(
      doc: Doc & { item: z.ZodType; page: z.ZodType },
      lists: {
        list(c: Context<E>): Promise<Item[]>;
        page(query: z.output<Doc['query']>, c: Context<E>): Promise<Page>;
      },
    ) {
      const { item, page, ...words } = doc;
      return handlers(
        { ...words, answers: { 200: z.union([z.array(item), page]) } },
        doc,
        async (input: Valid<Doc>, c) =>
          hasNoQuery(c.req.url)
            ? c.json(await lists.list(c), 200)
            : c.json(await lists.page((input as { query: z.output<Doc['query']> }).query, c), 200),
      );
    },

    /**
     * A CSV download: the file `exported` names (dated today where the business is), its header,
     * then its rows streamed (csv.ts). Registered before `/:id`, which would otherwise take
     * `export.csv` for an id.
     */
    csv<const Doc extends Omit<Declared<Need>, 'answers'> & RequestSchemas>(
      doc: Doc & { deps: BusinessClock },
      exported: (input: Valid<Doc>, c: Context<E>) => CsvExport | Promise<CsvExport>,
    ) {
      const { deps, ...words } = doc;
      return handlers({ ...words, answers: { 200: 'csv' } }, doc, async (input: Valid<Doc>, c) => {
        const { name, header, rows } = await exported(input, c);
        const day = businessDate(deps.clock(), deps.config.timeZone);
        return csvDownload(c, { name, day }, header, rows);
      });
    },

    /**
     * A POST that makes something (201) once per `Idempotency-Key`: a repeat with the same key
     * replays the first answer, marked `Idempotent-Replayed`. The key covers the validated body,
     * or what `keyCovers` takes of it (a field that says when, not what, is left out).
     */
    createdUnderKey<const Doc extends Declared<Need> & RequestSchemas, Body extends JsonBody>(
      doc: Doc,
      idempotent: Pick<WritesOnce<E>, 'created'>,
      write: (trx: Db, input: Valid<Doc>, c: Context<E>) => Promise<Body>,
      keyCovers: (json: unknown) => unknown = (json) => json,
    ) {
      return handlers(doc, doc, async (input: Valid<Doc>, c) => {
        const payload = 'json' in input ? keyCovers(input.json) : null;
        const answer = await idempotent.created(c, payload, (trx) => write(trx, input, c));
        return c.json(answer.body, answer.status, replayHeaders(answer)) as unknown as JsonAnswer<
          Body,
          201
        >;
      });
    },

    /**
     * A POST that changes a record (a reversal, a cancellation), answered 200 with it as it now
     * is, once per `Idempotency-Key` as `createdUnderKey` makes one. The key covers the path's
     * ids and the validated body together.
     */
    changedUnderKey<const Doc extends Declared<Need> & RequestSchemas, Body extends JsonBody>(
      doc: Doc,
      idempotent: Pick<WritesOnce<E>, 'changed'>,
      write: (trx: Db, input: Valid<Doc>, c: Context<E>) => Promise<Body>,
    ) {
      return handlers(doc, doc, async (input: Valid<Doc>, c) => {
        const { param, json } = input as { param?: object; json?: object };
        const answer = await idempotent.changed(c, { ...param, ...json }, (trx) =>
          write(trx, input, c),
        );
        return c.json(answer.body, answer.status, replayHeaders(answer)) as unknown as JsonAnswer<
          Body,
          200
        >;
      });
    },
  };
}

/** The one success status a route's document names. */
function successStatus(doc: RouteDoc): number {
  const [status, ...others] = Object.keys(doc.answers).map(Number);
  if (status === undefined || others.length > 0)
    throw new Error(`${doc.summary}: a route answers one success status`);
  return status;
}
