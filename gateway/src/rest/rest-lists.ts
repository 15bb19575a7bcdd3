import type { AnyResponse, RestApi, RestClient } from './rest-client.ts';

/**
 * A REST list read without parameters answers spec §7's plain array; with any, a page (`items`,
 * `next_cursor`, `total_count`). The typed client allows both; these say which a read must be.
 */

export function wholeList<Answer>(
  answer: Answer,
  list: string,
): Extract<Answer, readonly unknown[]> {
  if (!Array.isArray(answer)) throw new Error(`GET /${list} without parameters is a list`);
  return answer as Extract<Answer, readonly unknown[]>;
}

export function pageOf<Answer>(answer: Answer, list: string): Exclude<Answer, readonly unknown[]> {
  if (Array.isArray(answer)) throw new Error(`GET /${list} with parameters is a page`);
  return answer as Exclude<Answer, readonly unknown[]>;
}

/**
 * A REST list read without parameters (`orders`, `invoices`, the customer and supplier lists),
 * once per GraphQL request: the whole list.
 */
export async function readWholeList<R extends AnyResponse>(
  rest: RestClient,
  list: string,
  send: (api: RestApi) => Promise<R>,
) {
  return wholeList(await rest.read(list, send), list);
}
