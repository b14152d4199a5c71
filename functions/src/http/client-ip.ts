import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Who the client is, for per-IP rate limits and visitors' idempotency scopes
 * (never logged or stored in clear). The one owner of that question: every
 * limiter asks clientIp(c).
 *
 * An address counts only when one of our own parts saw it:
 * - our in-process proxy (the embedded web origin) hands the API the address
 *   of its own socket as the `clientAddress` binding, which no request can set;
 * - a proxy we run in front (Google's front ends behind Firebase Hosting and
 *   Cloud Functions) appends to X-Forwarded-For, so of that header only the
 *   last `trustedProxyHops` entries were written by us; everything left of
 *   them is whatever the client sent, and is never read;
 * - otherwise (trustedProxyHops 0, as on the API port of the embedded
 *   default) the socket's peer is the client and the header is ignored.
 */

/** What our in-process proxy passes with the request (Hono bindings). */
export type ClientAddressBindings = { clientAddress?: string };

/** The one bucket for requests whose client cannot be told (no socket, or a malformed address). */
export const UNKNOWN_CLIENT = 'unknown';

export type ClientAddressSources = {
  /** Set only by our in-process proxy: the address of the socket it accepted. */
  proxiedAddress?: string | undefined;
  /** The X-Forwarded-For header as received (several headers joined with commas). */
  forwardedFor?: string | undefined;
  /** The peer of the socket this server accepted. */
  socketAddress?: string | undefined;
  /** How many X-Forwarded-For entries, counted from the right, our own proxies wrote (0: none). */
  trustedProxyHops: number;
};

/**
 * The rate-limit key of the client: an IPv4 address, or the /64 prefix of an
 * IPv6 one (one subscriber usually holds a whole /64, so single IPv6
 * addresses would be as easy to rotate as forged headers).
 */
export function clientAddressFrom(sources: ClientAddressSources): string {
  if (sources.proxiedAddress !== undefined) return normalizeAddress(sources.proxiedAddress);
  const entries = (sources.forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (sources.trustedProxyHops <= 0 || entries.length === 0) {
    return normalizeAddress(sources.socketAddress ?? '');
  }
  // Fewer entries than trusted hops: the request passed fewer of our proxies than configured, so its
  // first entry is the nearest address one of them saw. (A direct call to the function URL passes fewer
  // of them; if Cloud Run appends there rather than replaces, entries a client sends count: README,
  // "Client addresses", says how to check and close that path after deploying.)
  const index = Math.max(0, entries.length - sources.trustedProxyHops);
  return normalizeAddress(entries[index] as string);
}

/** A bare, canonical address for the limiter; UNKNOWN_CLIENT for anything that is not one. */
export function normalizeAddress(raw: string): string {
  let address = raw.trim();
  // "[2001:db8::1]:443" and "192.0.2.1:8080" (some proxies add the port), and a zone id.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1] as string;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '');
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return UNKNOWN_CLIENT;
  const groups = ipv6Groups(address.toLowerCase());
  // IPv4-mapped (::ffff:192.0.2.1): the IPv4 client it is.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6] as number, groups[7] as number];
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an address that isIP() accepted as IPv6. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(zeros).fill('0'), ...right].map((g) => Number.parseInt(g, 16));
}

/**
 * Resolves the client once per request, with the trust this deployment
 * gives X-Forwarded-For (AppDeps.trustedProxyHops), for clientIp() to read.
 */
export function clientAddress(trustedProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const bindings = c.env as ClientAddressBindings | undefined;
    c.set(
      'clientIp',
      clientAddressFrom({
        proxiedAddress: typeof bindings?.clientAddress === 'string' ? bindings.clientAddress : undefined,
        forwardedFor: c.req.header('x-forwarded-for'),
        socketAddress: socketAddressOf(c),
        trustedProxyHops,
      }),
    );
    await next();
  };
}

/** The peer of the accepting socket, when the runtime has one (@hono/node-server). */
export function socketAddressOf(c: Context): string | undefined {
  // The API behind the web origin gets bindings without a socket: getConnInfo would throw, and building
  // that TypeError was a tenth of a signed-in read's time through the web origin (issue 19 item 5).
  const env = c.env as { server?: { incoming?: unknown }; incoming?: unknown } | undefined;
  if (!env?.incoming && !env?.server?.incoming) return undefined;
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The client's rate-limit key, as the clientAddress middleware resolved it. */
export function clientIp(c: Context): string {
  return (c.get('clientIp') as string | undefined) ?? UNKNOWN_CLIENT;
}

/**
 * The client's household, where the question is how many people rather than how many requests (reports
 * that hide a review, accounts registered and verified, sign-in and code attempts, contact messages) or
 * what a request costs us (geocoding): an IPv4 address as clientIp has it, an IPv6 client by its /48.
 * ISPs delegate a /56 or a /48 to a home (RIPE-690), whose router hands out 256 or 65,536 /64s: by
 * /64, one person was as many networks as they liked.
 */
export function clientHousehold(c: Context): string {
  const address = clientIp(c);
  if (!address.endsWith('::/64')) return address;
  return `${address.split(':').slice(0, 3).join(':')}::/48`;
}
