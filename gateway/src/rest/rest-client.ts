import type { ClientResponse } from 'hono/client';
import { hc } from 'hono/client';
import type { ApiApp } from '../../../api/src/app.ts';
import { type FieldRenames, restFailure } from './rest-errors.ts';

export type RestFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

// biome-ignore lint/suspicious/noExplicitAny: matches any typed Hono response
export type AnyResponse = ClientResponse<any, any, any>;
/** The body of a typed response's success statuses. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format>
    ? Status extends 200 | 201 | 204
      ? Body
      : never
    : never;

/**
 * The typed REST client. `clientAddress` is the browser's address as the server in front of
 * the gateway established it; the API throttles sign-ups and sign-ins by it, and believes
 * this header only from the gateway (in process, or from an address in its TRUSTED_PROXIES).
 */
export const restApi = (
  baseUrl: string,
  fetch: RestFetch,
  token: string | null,
  clientAddress?: string,
  requestId?: string,
) =>
  hc<ApiApp>(baseUrl, {
    fetch,
    headers: (): Record<string, string> => ({
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
      ...(requestId ? { 'X-Request-Id': requestId } : {}),
    }),
  }).api;

export type RestApi = ReturnType<typeof restApi>;

/**
 * The options of a creating or paying POST that may be retried: with a key, the API makes the
 * record once and answers a repeat with the first answer. Every key given is sent, so the API
 * alone judges whether it is well formed.
 */
export const idempotencyKeyed = (key: string | null | undefined) =>
  key == null ? {} : { headers: { 'Idempotency-Key': key } };

/**
 * The REST API as one GraphQL request sees it: typed by the API's own route definitions, the
 * caller's token forwarded, and every GET made at most once per request.
 */
export function createRestClient(options: {
  baseUrl: string;
  fetch: RestFetch;
  token: string | null;
  clientAddress?: string;
  /** The browser request's id, for the API's log lines. */
  requestId?: string;
}) {
  const api = restApi(
    options.baseUrl,
    options.fetch,
    options.token,
    options.clientAddress,
    options.requestId,
  );
  const reads = new Map<string, Promise<unknown>>();

  async function unwrap<R extends AnyResponse>(
    response: R,
    renamed?: FieldRenames,
  ): Promise<SuccessBody<R>> {
    if (!response.ok) throw await restFailure(response as unknown as Response, renamed);
    if (response.status === 204) return null as SuccessBody<R>;
    return (await response.json()) as SuccessBody<R>;
  }

  return {
    api,
    /** A GET, shared by every resolver of this request that asks with the same key. */
    read<R extends AnyResponse>(
      key: string,
      send: (api: RestApi) => Promise<R>,
    ): Promise<SuccessBody<R>> {
      let pending = reads.get(key) as Promise<SuccessBody<R>> | undefined;
      if (!pending) {
        pending = send(api).then((response) => unwrap(response));
        reads.set(key, pending);
      }
      return pending;
    },
    /**
     * A write; earlier reads of this request may now be stale, so they are forgotten. A 400's
     * refused fields are named as the GraphQL input names them: REST's snake_case in camelCase,
     * and `renamed` for those that differ more (`items.*.id` of an order is `items.*.inventoryId`).
     */
    async write<R extends AnyResponse>(
      send: (api: RestApi) => Promise<R>,
      renamed?: FieldRenames,
    ): Promise<SuccessBody<R>> {
      reads.clear();
      const result = await send(api).then((response) => unwrap(response, renamed));
      reads.clear();
      return result;
    },
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
