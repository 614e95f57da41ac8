/**
 * One origin policy for the whole HTTP port. Colyseus answers every request on the port first
 * (its 'request' listener sets the matchmaker's CORS headers, then hands over to express) and
 * answers every OPTIONS preflight itself, so the policy is its public hook
 * (`matchMaker.controller.getCorsHeaders`, with the defaults emptied: they granted `*` with
 * credentials) plus two express guards:
 *
 * - a CORS grant (with credentials: the Colyseus SDK fetches with `credentials: 'include'`) only to
 *   an origin on the allow list (ALLOWED_ORIGINS); none to any other, `null` included;
 * - a request whose `Origin` is neither this server's own nor on the list is refused (403) before
 *   any express route runs, so a page elsewhere cannot make its visitors sign up or guess
 *   passwords (Colyseus routes `/matchmake` itself, before express: the room's `onAuth` in app.ts
 *   asks `foreign` too);
 * - `/admin` answers no request that says it comes from another origin (its `Origin`, or
 *   `Sec-Fetch-Site: cross-site` / `same-site`), listed or not, before its authentication.
 *
 * Requests without `Origin` (the Node SDK, bots, curl, a same-origin GET) keep working.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { matchMaker } from '@colyseus/core';

/** The request headers a listed origin's page may send (a JSON body, a Bearer session). */
const ALLOWED_HEADERS = 'Content-Type, Authorization';
/** The methods the client uses (DELETE: deleting an account). */
const ALLOWED_METHODS = 'GET, POST, DELETE';
/** How long a browser may keep a preflight's answer (Chromium keeps at most 2 h). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** `http(s)://host[:port]` as a browser writes it in `Origin`, or an Error saying what is wrong. */
function normalizedOrigin(entry: string): string {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an origin (write it as https://host[:port])`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an http(s) origin`);
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    throw new Error(`ALLOWED_ORIGINS: "${entry}" has more than a scheme, host and port`);
  return url.origin;
}

/**
 * ALLOWED_ORIGINS: comma-separated origins (`https://play.example.org`) whose pages may call this
 * server. Unset or empty: none (same origin only). `*` and `null` are refused: neither names a
 * page the operator trusts.
 */
export function parseAllowedOrigins(text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const e of entries) if (e === '*' || e === 'null') throw new Error(`ALLOWED_ORIGINS: "${e}" is never allowed; list the origins`);
  return [...new Set(entries.map(normalizedOrigin))];
}

/** ALLOWED_ORIGINS from the environment (main.ts); a malformed entry stops the start. */
export const allowedOriginsFromEnv = (env: NodeJS.ProcessEnv = process.env): string[] => parseAllowedOrigins(env.ALLOWED_ORIGINS);

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export class OriginPolicy {
  readonly allowed: readonly string[];
  private readonly listed: ReadonlySet<string>;

  constructor(allowed: readonly string[]) {
    this.allowed = [...allowed];
    this.listed = new Set(allowed);
  }

  /** The CORS headers for a request from `origin`: a grant only to a listed origin. */
  corsHeaders(origin: string | null): Record<string, string> {
    // The answer depends on Origin: a shared cache must not hand one origin's answer to another.
    if (origin === null || !this.listed.has(origin)) return { Vary: 'Origin' };
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
      Vary: 'Origin',
    };
  }

  /**
   * Whether the browser says the request comes from this server's own pages. `Sec-Fetch-Site`
   * when the browser sends it (it cannot be forged by a page and survives a proxy that rewrites
   * Host); otherwise `Origin` against `Host` (a proxy that drops the port keeps the host name).
   */
  private sameOrigin(origin: string, headers: IncomingHttpHeaders): boolean {
    const site = header(headers, 'sec-fetch-site');
    if (site !== undefined) return site === 'same-origin';
    const host = header(headers, 'host')?.toLowerCase();
    if (!host) return false;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return url.host === host || (!host.includes(':') && url.hostname === host);
  }

  /** A browser request from a page that is neither this server's nor listed (`Origin: null` included). */
  foreign(headers: IncomingHttpHeaders): boolean {
    const origin = header(headers, 'origin');
    if (origin === undefined) return false;
    if (origin === 'null') return true;
    return !this.sameOrigin(origin, headers) && !this.listed.has(origin);
  }

  /** A request that says it comes from another origin, listed or not. */
  crossOrigin(headers: IncomingHttpHeaders): boolean {
    const origin = header(headers, 'origin');
    if (origin !== undefined) return origin === 'null' || !this.sameOrigin(origin, headers);
    const site = header(headers, 'sec-fetch-site');
    return site === 'cross-site' || site === 'same-site';
  }

  /** Express guard for the whole app: a foreign origin's request runs nothing. */
  readonly refuseForeign: RequestHandler = (req, res, next) => {
    if (!this.foreign(req.headers)) {
      next();
      return;
    }
    res.status(403).json({ error: 'origin_not_allowed', message: 'This server does not answer pages of that origin.' });
  };

  /** Express guard for /admin, before its authentication: only its own origin is answered. */
  readonly refuseCrossOrigin: RequestHandler = (req, res, next) => {
    if (!this.crossOrigin(req.headers)) {
      next();
      return;
    }
    res.status(403).type('text').send('The operator page answers only requests from its own pages.\n');
  };

  /**
   * Makes Colyseus's CORS headers (on every answer of the port, and its answer to every
   * preflight) this policy's; gives back the function that puts the library's own back.
   */
  installCorsHeaders(): () => void {
    // Colyseus's controller is process-wide: widened here so its defaults can be emptied.
    const controller: { DEFAULT_CORS_HEADERS: Record<string, string>; getCorsHeaders: (headers: Headers) => Record<string, string> } =
      matchMaker.controller;
    const before = { defaults: controller.DEFAULT_CORS_HEADERS, get: controller.getCorsHeaders };
    controller.DEFAULT_CORS_HEADERS = {};
    controller.getCorsHeaders = (headers) => this.corsHeaders(headers.get('origin'));
    return () => {
      controller.DEFAULT_CORS_HEADERS = before.defaults;
      controller.getCorsHeaders = before.get;
    };
  }
}
