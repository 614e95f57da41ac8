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
import ipaddr from 'ipaddr.js';
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

/**
 * The client as per-address limits count it: an IPv4 address as it is (`::ffff:1.2.3.4` and
 * `1.2.3.4` are the same client), an IPv6 address by its /64 (`2001:db8:1:2::/64`). One host is
 * routinely given a whole /64 and may pick any address in it, so counting each address apart would
 * let it sign up, guess or create without limit.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (!ipaddr.IPv6.isValid(address)) return address;
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

const normalize = addressKey;

/** The client's address for a matchmaking request (`onAuth`'s context): its socket's, or X-Forwarded-For through a trusted proxy. */
export function matchmakingAddress(context: AuthContext | undefined, trust: TrustProxy): string {
  const peer = context?.headers.get(PEER_ADDRESS_HEADER);
  if (!peer) return 'unknown';
  const forwarded = context?.headers.get('x-forwarded-for') ?? undefined;
  const req = { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwarded } };
  return clientAddress(req as unknown as IncomingMessage, trust);
}
