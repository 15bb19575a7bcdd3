import type { IncomingMessage, ServerResponse } from 'node:http';

/** JSON in and out of node:http, for both simulators' calls and their controls alike. */

const BODY_LIMIT = 1024 * 1024;

export class BadBody extends Error {}

/** The request's JSON; undefined for an empty body; BadBody when it is not JSON or too large. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new BadBody('The request is larger than 1 MB');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadBody('The request is not JSON');
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json;charset=UTF-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export const headerValue = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};
