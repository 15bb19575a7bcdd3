import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** What was wrong with each field of a refused request, by its path: `items.0.quantity`. */
export type FieldMessages = Record<string, string>;

/**
 * The one error type of the API. Services throw it; the app's `onError` turns it into
 * `{ "error": message }` with its status, and a 400 that names fields into
 * `{ "error": message, "fields": { path: message } }` (the message still says it all).
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  /** Extra response headers, such as a 429's `Retry-After`. */
  readonly headers: Record<string, string>;
  /** Each refused field's own message, for a form to show beside the field. */
  readonly fields: FieldMessages | undefined;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    headers: Record<string, string> = {},
    fields?: FieldMessages,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.headers = headers;
    this.fields = fields && Object.keys(fields).length > 0 ? fields : undefined;
  }
}

/** Bad input; `fields` names what was wrong with each field, when the message is about fields. */
export const badRequest = (message: string, fields?: FieldMessages) =>
  new ApiError(400, message, {}, fields);
/** One field refused: the message reads `field: why`, as validation's do. */
export const badField = (field: string, why: string) =>
  badRequest(`${field}: ${why}`, { [field]: why });
export const unauthorized = (message = 'Authentication required') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const unprocessable = (message: string) => new ApiError(422, message);
/** A 429 always says when to come back (`Retry-After`, whole seconds, at least 1). */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new ApiError(429, message, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
