import { z } from 'zod';

const gatewayConfigSchema = z.object({
  REST_URL: z.url().optional(),
  GRAPHQL_PLAYGROUND: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

export interface GatewayConfig {
  /** Where the REST API is when it runs as its own process; unset means in process. */
  restUrl: string | undefined;
  playground: boolean;
}

export function loadGatewayConfig(
  env: Record<string, string | undefined> = process.env,
): GatewayConfig {
  const { REST_URL, GRAPHQL_PLAYGROUND } = parseEnvironment(gatewayConfigSchema, env);
  return { restUrl: REST_URL, playground: GRAPHQL_PLAYGROUND };
}

/**
 * The environment read by `schema`, an empty variable taken as unset (its default), or an
 * error naming every variable that is wrong at once. The server's own settings are read the
 * same way (server/http-server.ts).
 */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
): z.output<Schema> {
  const clean = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}
