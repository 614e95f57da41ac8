/**
 * HTTP basic authentication against ADMIN_PASSWORD (any user name), compared in constant time
 * (SHA-256 of both, then timingSafeEqual: neither content nor length leaks through timing), with
 * failed attempts throttled per client address (login-throttle.ts). The address is express's
 * `req.ip`: the socket's address unless the app trusts a proxy.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from './logger';
import { LoginThrottle } from './login-throttle';

export const MIN_ADMIN_PASSWORD = 12;

const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest();

export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** The password of `Authorization: Basic base64(user:password)`, or null. */
export function basicPassword(header: string | undefined): string | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

/** Throws at start on a password too short to face the internet. */
export function checkAdminPassword(password: string): void {
  if (password.length < MIN_ADMIN_PASSWORD) {
    throw new Error(`ADMIN_PASSWORD must have at least ${MIN_ADMIN_PASSWORD} characters`);
  }
}

export function adminAuth(password: string, logger: Logger, throttle = new LoginThrottle()) {
  checkAdminPassword(password);
  return (req: Request, res: Response, next: NextFunction): void => {
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const decision = throttle.check(address);
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      res.status(429).type('text').send(`Too many failed logins; try again in ${decision.retryAfterSeconds} s.\n`);
      return;
    }
    const given = basicPassword(req.headers.authorization);
    if (given !== null && passwordMatches(given, password)) {
      throttle.succeeded(address);
      next();
      return;
    }
    if (given !== null) {
      const delayMs = throttle.failed(address);
      logger.warn(`operator login failed from ${address}`, { event: 'admin_login_failed', address, retryAfterSeconds: delayMs / 1000 });
    }
    res.setHeader('WWW-Authenticate', 'Basic realm="Stronghold operator", charset="UTF-8"');
    res.status(401).type('text').send('Operator password required.\n');
  };
}
