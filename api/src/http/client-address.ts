import { isIPv6 } from 'node:net';
import type { Context } from 'hono';

/**
 * Who is calling, as the server in front established it: the socket's peer address, or a
 * trusted proxy's `X-Forwarded-For` (server/http-server.ts), or, for calls the in-process
 * gateway makes on a browser's behalf, the browser's address (inProcessFetch below). The API
 * never reads a forwarding header itself: any caller can write one.
 */
export interface ClientAddressBindings {
  clientAddress?: string;
}

/**
 * The caller's address as a throttling key. An IPv6 client usually holds a whole /64 and can
 * pick a new address in it for every request, so its /64 counts as one address.
 */
export function clientAddressOf(c: Context): string {
  const address = (c.env as ClientAddressBindings | undefined)?.clientAddress;
  if (!address) return 'unknown';
  return isIPv6(address) ? `${ipv6Groups(address).slice(0, 4).join(':')}::/64` : address;
}

/** The eight groups of an IPv6 address, `::` expanded: `2001:db8::1` → 2001,db8,0,0,0,0,0,1. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}

/**
 * The REST API as a `fetch` for the gateway in the same process (server/ghala.ts). The
 * gateway's REST client writes the browser's address in `X-Forwarded-For`; only here, where
 * nothing but the gateway can call, is that header believed, and it travels on as a binding.
 */
export function inProcessFetch(app: {
  fetch: (request: Request, env: ClientAddressBindings) => Response | Promise<Response>;
}) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const clientAddress = request.headers.get('x-forwarded-for') ?? undefined;
    return app.fetch(request, { clientAddress });
  };
}
