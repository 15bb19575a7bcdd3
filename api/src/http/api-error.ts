import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type of the API. Services throw it; the app's `onError` turns it into
 * `{ "error": message }` with its status.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  /** Extra response headers, such as a 429's `Retry-After`. */
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
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
