import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { bearerToken } from '../context.ts';
import type { RestFetch } from '../rest/rest-client.ts';
import { restApi } from '../rest/rest-client.ts';

/**
 * Introspection only for signed-in callers: the playground works for staff, while anonymous
 * callers cannot map the schema. The session is checked only when a query asks for
 * `__schema` or `__type`, so ordinary requests pay nothing.
 */
export function introspectionForSignedIn(restUrl: string, fetch: RestFetch): Plugin {
  const allowed = new WeakMap<Request, boolean>();
  return {
    async onParams({ params, request }) {
      if (!params.query || !/__schema|__type\b/.test(params.query)) return;
      const token = bearerToken(request);
      const response = token ? await restApi(restUrl, fetch, token).v1.me.$get() : null;
      allowed.set(request, response?.ok === true);
    },
    onValidate({ addValidationRule, context }) {
      const request = (context as { request?: Request }).request;
      if (request && allowed.get(request) === false)
        addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
