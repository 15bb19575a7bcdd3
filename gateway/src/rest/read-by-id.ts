import type { AnyResponse, RestApi, RestClient, SuccessBody } from './rest-client.ts';
import { nullIfMissing, pathId } from './rest-errors.ts';

/**
 * One record's `GET …/:id`, read once per GraphQL request under `kind:id` whoever asks, null
 * when the API has no such record (its 404), an id that is not one refused as the `id` argument.
 */
export function readById<R extends AnyResponse>(
  rest: RestClient,
  kind: string,
  id: string | number,
  send: (api: RestApi, path: { param: { id: string } }) => Promise<R>,
): Promise<SuccessBody<R> | null> {
  return nullIfMissing(
    rest.read(`${kind}:${id}`, (api) => send(api, { param: { id: pathId(id) } })),
  );
}
