/**
 * The address a request comes from, for per-address limits. Colyseus's own `context.ip` prefers
 * the `X-Real-IP` / `X-Forwarded-For` headers, which any client can write, so it is not used:
 * the address is the socket's, unless a trusted proxy is configured (TRUST_PROXY, same values as
 * express's "trust proxy": a hop count, or comma-separated addresses / CIDRs / `loopback`,
 * `linklocal`, `uniquelocal`), in which case `proxy-addr` walks X-Forwarded-For back to the first
 * untrusted hop.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

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
