/**
 * `POST /api/account/join-ticket` (docs/accounts.md "What travels where"): a signed-in browser
 * trades its session (the Bearer header) for a single-use ticket for one room request, which it
 * then sends in the matchmaking request's body. The answer is never cached.
 */
import { Router, type RequestHandler } from 'express';
import { JoinTicketRequestSchema, type JoinTicketResponse } from '@stronghold/protocol';
import { AccountFailure } from './account-failure';
import { badBody, jsonBody, parsed, route, signedIn, type AccountHttp } from './account-http';
import type { JoinTickets } from './join-tickets';

/** Refusals too: nothing about a ticket request belongs in a cache. */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

export function joinTicketRouter(http: AccountHttp, tickets: JoinTickets): Router {
  const r = Router();
  r.post(
    '/account/join-ticket',
    noStore,
    jsonBody,
    badBody,
    route(http, 'join ticket', async (req, res) => {
      const account = await signedIn(http, req);
      const scope = parsed(JoinTicketRequestSchema, req.body);
      const issued = await tickets.issue(account.id, scope);
      if (!('ticket' in issued)) {
        const s = Math.max(1, Math.ceil(issued.retryAfterMs / 1000));
        throw new AccountFailure('rate_limited', `Too many join tickets asked for; retry after ${s} s.`, issued.retryAfterMs);
      }
      res.json(issued satisfies JoinTicketResponse);
    }),
  );
  return r;
}
