import { afterAll, beforeAll, describe } from 'vitest';
import type { ApiConfig } from '../api/src/config.ts';
import {
  createTestApi,
  type DatabaseUnderTest,
  databasesUnderTest,
  type TestApi,
} from '../api/src/test/test-api.ts';
import { createGatewayApp } from '../gateway/src/gateway.ts';

export interface GraphQLAnswer {
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL data
  data: any;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface TestStack {
  api: TestApi;
  /** Every REST call the gateway made, as `METHOD /path?query`. */
  restCalls: string[];
  graphql(
    query: string,
    options?: { variables?: Record<string, unknown>; token?: string | null },
  ): Promise<GraphQLAnswer>;
  gatewayFetch(request: Request): Promise<Response>;
}

/** The real gateway over the real REST API on a fresh database, wired in process. */
export async function createTestStack(
  kind: DatabaseUnderTest,
  /** The API's settings other than the tests' usual ones, e.g. where the KRA simulator is. */
  apiConfig: () => Partial<ApiConfig> = () => ({}),
): Promise<TestStack> {
  const api = await createTestApi(kind, apiConfig());
  const restCalls: string[] = [];
  const gateway = createGatewayApp({
    restUrl: 'http://api.internal',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      restCalls.push(`${request.method} ${url.pathname}${url.search}`);
      return api.app.fetch(request);
    },
    playground: true,
  });
  const gatewayFetch = async (request: Request) => gateway.fetch(request);
  return {
    api,
    restCalls,
    gatewayFetch,
    async graphql(query, options = {}) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      const response = await gateway.fetch(
        new Request('http://ghala.test/graphql', {
          method: 'POST',
          headers,
          body: JSON.stringify({ query, variables: options.variables ?? {} }),
        }),
      );
      return (await response.json()) as GraphQLAnswer;
    },
  };
}

/** Runs a suite once per database under test, each on a fresh stack. */
export function describeEachStack(
  title: string,
  suite: (stack: () => TestStack) => void,
  /** Read when each stack starts, so a suite's own beforeAll (a simulator) may set it up. */
  apiConfig?: () => Partial<ApiConfig>,
) {
  for (const kind of databasesUnderTest) {
    describe(`${title} [${kind}]`, () => {
      let stack: TestStack;
      beforeAll(async () => {
        stack = await createTestStack(kind, apiConfig);
      });
      afterAll(async () => {
        await stack?.api.close();
      });
      suite(() => stack);
    });
  }
}
