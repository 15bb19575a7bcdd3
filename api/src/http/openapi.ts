import type { Env, Hono } from 'hono';
import type { Schema } from 'hono/types';
import { describeRoute, generateSpecs, resolver } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

/**
 * The REST API's OpenAPI 3.1 description, generated from the app itself (issue 19): each route's
 * request schemas are the zod schemas `validate()` already checks with, and its answers are the
 * zod schemas its service's types are inferred from, so the document cannot drift from the code.
 *
 * hono-openapi over @hono/zod-openapi: it reads the routes as they are (plain chained `Hono`
 * with a validator and a description middleware per route), so the gateway's typed client and
 * every handler stay unchanged; @hono/zod-openapi would have meant rewriting all 70 routes as
 * `createRoute` objects and giving up chaining.
 */

/**
 * Every refusal, whatever its status: `{ "error": "…" }` (api-error.ts); bad input also names
 * what was wrong with each field, for a form to show beside it.
 */
export const ErrorAnswer = z
  .object({
    error: z.string().meta({ description: 'What was wrong, in words for the user' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({
        description:
          'Bad input (400) only: what was wrong with each field, by its path in the request ' +
          '(`name`, `items.0.quantity`); the same words are in `error`',
      }),
  })
  .meta({ id: 'Error' });

/** A CSV download: UTF-8 with a byte-order mark, amounts as plain numbers, dates dd/mm/yyyy. */
const CSV = 'text/csv';

/**
 * Answers are described as they leave (zod's output side), objects closed to other properties:
 * a field the document does not name fails the conformance checks (openapi.test.ts).
 */
const OUTPUT = { options: { io: 'output' } };

type SuccessStatus = 200 | 201 | 204;
type Responses = NonNullable<Parameters<typeof describeRoute>[0]['responses']>;

export interface RouteDoc {
  summary: string;
  description?: string;
  /** The successful answers: a schema for JSON, `'csv'` for a download, null for no body. */
  answers: Partial<Record<SuccessStatus, z.ZodType | 'csv' | null>>;
  /** Refusals worth naming (their body is always `Error`), e.g. `{ 409: 'Already invoiced' }`. */
  refusals?: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 422 | 429, string>>;
  /** Sign-up and login: no session needed. */
  public?: boolean;
}

const STATUS_TEXT: Record<SuccessStatus, string> = { 200: 'OK', 201: 'Created', 204: 'No content' };

/**
 * Documents one route for a tag (the module's name in the reference page). Any status not
 * listed answers `Error` (the document's `default`), so no refusal is undocumented.
 */
export const documentedIn =
  (tag: string) =>
  ({ summary, description, answers, refusals = {}, public: open }: RouteDoc) => {
    const responses: Responses = {};
    for (const [status, answer] of Object.entries(answers)) {
      const text = STATUS_TEXT[Number(status) as SuccessStatus];
      responses[status] =
        answer === null
          ? { description: text }
          : answer === 'csv'
            ? { description: text, content: { [CSV]: { schema: { type: 'string' } } } }
            : {
                description: text,
                content: { 'application/json': { schema: resolver(answer, OUTPUT) } },
              };
    }
    for (const [status, why] of Object.entries(refusals)) {
      responses[status] = {
        description: why,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    responses.default = {
      description: 'Refused: the status says why (400 bad input, 401 no session, 403 not allowed…)',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
    return describeRoute({
      tags: [tag],
      summary,
      description,
      responses,
      ...(open ? { security: [] } : {}),
    });
  };

/** The whole document for an app built by `createApiApp`. */
export async function openApiDocument<E extends Env, S extends Schema, P extends string>(
  app: Hono<E, S, P>,
): Promise<OpenAPIV3_1.Document> {
  const errorSchema = await resolver(ErrorAnswer, OUTPUT).toOpenAPISchema();
  const document = await generateSpecs(app, {
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Ghala REST API',
        version: '1',
        description:
          'The system of record behind Ghala. Amounts are KSh with at most two decimals; ' +
          'every call but sign-up and login needs `Authorization: Bearer <token>` from login. ' +
          'Lists answer a plain array without parameters and a page (`items`, `next_cursor`, ' +
          '`total_count`) with any. Writes that create money or stock movements take an ' +
          '`Idempotency-Key` header, so a retry never records twice.',
      },
      components: {
        securitySchemes: { session: { type: 'http', scheme: 'bearer' } },
        schemas: { ...errorSchema.components?.schemas },
      },
      security: [{ session: [] }],
    },
    exclude: ['/api/openapi.json', /^\/api\/docs/],
    // `export.csv` looks like a static file to the generator; it is a call like any other.
    excludeStaticFile: false,
    // Validation refusals are `Error` like every other (the `default` answer says so).
    defaultValidationErrorResponse: false,
  });
  return document as OpenAPIV3_1.Document;
}

/** A moment, as ISO 8601 in UTC (`2026-11-26T09:30:00.000Z`). */
export const instant = z.string().meta({ format: 'date-time' });

/**
 * A member of staff who did something (made, cancelled, voided, reversed a document): the id
 * to filter the audit trail by, and the email people recognise them by.
 */
export const UserRef = z
  .object({ id: z.number().int(), email: z.string() })
  .meta({ id: 'UserRef' });
export type UserRef = z.output<typeof UserRef>;

/**
 * A page of a list (`ListPage`, page-query.ts): its rows, the next page's cursor, the count.
 * Named `id` in the document; without one it stays open to `.extend()` (the payments page).
 */
export const pageOf = <Item extends z.ZodType>(item: Item, id?: string) => {
  const page = z.object({
    items: z.array(item),
    next_cursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `cursor` for the next page; null on the last one' }),
    total_count: z.number().int().meta({ description: 'Rows matching the filters, on every page' }),
  });
  return id ? page.meta({ id }) : page;
};
