import type { AnyResponse, RestApi, RestClient, SuccessBody } from './rest-client.ts';
import { nullIfMissing, pathId } from './rest-errors.ts';

/** A record's REST path parameters, its GraphQL id checked as the `id` argument. */
type IdPath = { param: { id: string } };

/**
 * One record's `GET …/:id`, read once per GraphQL request under `kind:id` whoever asks, null
 * when the API has no such record (its 404), an id that is not one refused as the `id` argument.
 */
export function readById<R extends AnyResponse>(
  rest: RestClient,
  kind: string,
  id: string | number,
  send: (api: RestApi, path: IdPath) => Promise<R>,
): Promise<SuccessBody<R> | null> {
  return nullIfMissing(
    rest.read(`${kind}:${id}`, (api) => send(api, { param: { id: pathId(id) } })),
  );
}

/** One record's `DELETE …/:id`; the mutation answers the id it was given. */
export async function deleteById<Id extends string | number>(
  rest: RestClient,
  id: Id,
  send: (api: RestApi, path: IdPath) => Promise<AnyResponse>,
): Promise<Id> {
  await rest.write((api) => send(api, { param: { id: pathId(id) } }));
  return id;
}
