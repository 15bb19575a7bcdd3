import { createLoaders, type Loaders } from './loaders.ts';
import { createRestClient, type RestClient, type RestFetch } from './rest/rest-client.ts';

/** Built afresh for every GraphQL request: caches and batches never outlive it. */
export interface GatewayContext {
  rest: RestClient;
  loaders: Loaders;
}

export function bearerToken(request: Request): string | null {
  const match = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function createContext(
  request: Request,
  restUrl: string,
  fetch: RestFetch,
  /** The browser's address, from the server in front (server/http-server.ts), if known. */
  clientAddress?: string,
): GatewayContext {
  const rest = createRestClient({
    baseUrl: restUrl,
    fetch,
    token: bearerToken(request),
    clientAddress,
    // The server in front names each request (server/http-server.ts); the API's logs say it too.
    requestId: request.headers.get('x-request-id') ?? undefined,
  });
  return { rest, loaders: createLoaders(rest) };
}
