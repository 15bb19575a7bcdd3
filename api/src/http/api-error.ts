import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type of the API. Services throw it; the app's `onError` turns it into
 * `{ "error": message }` with its status.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Authentication required') => new ApiError(401, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const unprocessable = (message: string) => new ApiError(422, message);
export const tooManyRequests = (message: string) => new ApiError(429, message);
