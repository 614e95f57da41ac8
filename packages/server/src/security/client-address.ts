/**
 * The address a request comes from, for per-address limits. Colyseus's own `context.ip` prefers
 * the `X-Real-IP` / `X-Forwarded-For` headers, which any client can write, so it is not used:
 * the address is the socket's, unless a trusted proxy is configured (TRUST_PROXY, same values as
 * express's "trust proxy": a hop count, or comma-separated addresses / CIDRs / `loopback`,
 * `linklocal`, `uniquelocal`), in which case `proxy-addr` walks X-Forwarded-For back to the first
 * untrusted hop.
 */
import type { IncomingMessage } from 'node:http';
import type { AuthContext } from '@colyseus/core';
import proxyAddr from 'proxy-addr';

/**
 * The matchmaking request's socket address, as the server itself saw it. Colyseus hands `onAuth`
 * a fetch `Request`, which has headers but no socket, so the HTTP server writes the socket's
 * address into this header (over anything a client sent in it) before Colyseus reads the request.
 */
export const PEER_ADDRESS_HEADER = 'x-stronghold-peer-address';

/** Writes the socket's address into PEER_ADDRESS_HEADER: the HTTP server's first 'request' listener. */
export function stampPeerAddress(req: IncomingMessage): void {
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
}

export type TrustProxy = (address: string, hop: number) => boolean;

export const trustNobody: TrustProxy = () => false;

/** Parses TRUST_PROXY (unset or empty: trust nobody). */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim();
  if (!v || v === 'false' || v === '0') return trustNobody;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** The client's address for `req` ('unknown' when the request has no socket, e.g. an in-process call). */
export function clientAddress(req: IncomingMessage | undefined, trust: TrustProxy): string {
  if (!req?.socket) return 'unknown';
  if (trust === trustNobody) return normalize(req.socket.remoteAddress);
  try {
    return normalize(proxyAddr(req, trust));
  } catch {
    return normalize(req.socket.remoteAddress);
  }
}

/** `::ffff:1.2.3.4` and `1.2.3.4` are the same client. */
function normalize(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** The client's address for a matchmaking request (`onAuth`'s context): its socket's, or X-Forwarded-For through a trusted proxy. */
export function matchmakingAddress(context: AuthContext | undefined, trust: TrustProxy): string {
  const peer = context?.headers.get(PEER_ADDRESS_HEADER);
  if (!peer) return 'unknown';
  const forwarded = context?.headers.get('x-forwarded-for') ?? undefined;
  const req = { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwarded } };
  return clientAddress(req as unknown as IncomingMessage, trust);
}
