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
  const clean = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = gatewayConfigSchema.safeParse(clean);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return { restUrl: parsed.data.REST_URL, playground: parsed.data.GRAPHQL_PLAYGROUND };
}
