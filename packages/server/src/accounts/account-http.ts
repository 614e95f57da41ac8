/**
 * What the account and player routes share: a JSON body parser with a small limit, the
 * request's account (from its Bearer session), input parsed with the contract's zod schemas, and
 * one way to answer a failure (`{ error, message }` with the contract's status).
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import type { Logger } from '../ops/logger';
import type { AccountRow } from '../persistence/account-store';
import { clientAddress, type TrustProxy } from '../security/client-address';
import { AccountFailure } from './account-failure';
import type { AccountService } from './account-service';
import { bearerToken } from './session-tokens';

export const jsonBody = express.json({ limit: '16kb' });

/** A body the JSON parser refused (malformed, too large): the contract's 400, not express's HTML page. */
export const badBody: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  const status = typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' ? err.status : 500;
  if (status >= 500) {
    next(err);
    return;
  }
  const failure = new AccountFailure('bad_request', 'Bad request: the body is not JSON of at most 16 KiB.');
  res.status(failure.status).json(failure.body());
};

export interface AccountHttp {
  accounts: AccountService;
  trustProxy: TrustProxy;
  logger: Logger;
}

/** The body (or query) as `schema` reads it, or a 400. */
export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input ?? {});
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new AccountFailure('bad_request', `Bad request: ${where}${issue?.message ?? 'invalid input'}.`);
  }
  return r.data;
}

export const sessionOf = (req: Request): string | null => bearerToken(req.headers.authorization);

export const addressOf = (http: AccountHttp, req: Request): string => clientAddress(req, http.trustProxy);

/** The signed-in account of the request, or a 401 / 403. */
export const signedIn = (http: AccountHttp, req: Request): Promise<AccountRow> => http.accounts.authenticate(sessionOf(req));

/** An async route whose AccountFailure becomes its answer and anything else a logged 500. */
export function route<P = Record<string, string>>(
  http: AccountHttp,
  what: string,
  handler: (req: Request<P>, res: Response) => Promise<void>,
): RequestHandler<P> {
  return (req, res) => {
    handler(req, res).catch((e: unknown) => {
      if (e instanceof AccountFailure) {
        if (e.retryAfterMs !== undefined) res.setHeader('Retry-After', String(Math.max(1, Math.ceil(e.retryAfterMs / 1000))));
        res.status(e.status).json(e.body());
        return;
      }
      http.logger.error(`${what}: ${e instanceof Error ? e.message : String(e)}`);
      if (!res.headersSent) res.status(500).json({ error: 'internal_error', message: 'The server failed; nothing changed.' });
    });
  };
}
