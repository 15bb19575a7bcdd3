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
  });
  return { rest, loaders: createLoaders(rest) };
}
