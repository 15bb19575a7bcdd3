import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createYoga } from 'graphql-yoga';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createContext, type GatewayContext } from './context.ts';
import { createGatewaySchema } from './graphql/schema.ts';
import { introspectionForSignedIn } from './plugins/introspection-guard.ts';
import { renderPlayground } from './plugins/playground.ts';
import type { RestFetch } from './rest/rest-client.ts';

export interface GatewayOptions {
  /** Base URL the REST paths are resolved against. */
  restUrl: string;
  /** How REST calls travel: the API app's own `fetch` in process, or HTTP. */
  fetch: RestFetch;
  playground: boolean;
}

/** graphql-yoga over the REST API, with GraphQL Armor's limits. */
export function createGatewayYoga(options: GatewayOptions) {
  return createYoga<Record<never, never>, GatewayContext>({
    schema: createGatewaySchema(),
    graphqlEndpoint: '/graphql',
    context: ({ request }) => createContext(request, options.restUrl, options.fetch),
    graphiql: options.playground,
    renderGraphiQL: renderPlayground,
    landingPage: false,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 8 },
        maxAliases: { n: 15 },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 20 },
        costLimit: { maxCost: 5000 },
        blockFieldSuggestion: { enabled: true },
      }),
      introspectionForSignedIn(options.restUrl, options.fetch),
    ],
  });
}

/** The gateway as a Hono app: `/graphql` (POST for queries, GET for the playground). */
export function createGatewayApp(options: GatewayOptions) {
  const yoga = createGatewayYoga(options);
  return new Hono()
    .use(
      '/graphql',
      bodyLimit({
        maxSize: 100 * 1024,
        onError: (c) => c.json({ errors: [{ message: 'Request body is too large' }] }, 413),
      }),
    )
    .on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw));
}
