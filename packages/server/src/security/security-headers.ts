/**
 * The security headers of every answer on the HTTP port (helmet), set by the HTTP server's first
 * 'request' listener so that Colyseus's own answers (matchmaking, preflights) carry them as well
 * as express's: the client's Content-Security-Policy (content-security-policy.ts), no framing, no
 * MIME sniffing, no Referer, and `Cache-Control: no-store` on every answer that carries a session,
 * a seat reservation or account data. HSTS is left to the TLS proxy, which knows whether the
 * whole host name is served over TLS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { contentSecurityPolicy } from './content-security-policy';

/** Path prefixes whose answers carry a session, a seat reservation or an account's data. */
export const NO_STORE_PREFIXES: readonly string[] = ['/api/account', '/api/invites', '/api/players', '/admin', '/matchmake'];

const noStore = (url: string | undefined): boolean => {
  // As express routes it: case-insensitive, and a doubled slash is still the same route.
  const pathname =
    (url ?? '')
      .split('?')[0]
      ?.toLowerCase()
      .replace(/\/{2,}/g, '/') ?? '';
  return NO_STORE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
};

/** The HTTP server's listener that sets every answer's security headers (`connectTo`: see contentSecurityPolicy). */
export function securityHeaders(connectTo: readonly string[]): (req: IncomingMessage, res: ServerResponse) => void {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(connectTo) },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  return (req, res) => {
    // helmet only sets headers, synchronously; its `next` has nothing to do here.
    headers(req, res, () => undefined);
    if (noStore(req.url)) res.setHeader('Cache-Control', 'no-store');
  };
}
