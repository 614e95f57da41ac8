/**
 * `/api/account/...` and `/api/invites...` (the contract: @stronghold/protocol accounts.ts,
 * docs/accounts.md). Requests and answers are parsed with the contract's schemas; a signed-in
 * request carries `Authorization: Bearer <session>`. The router is put together from its
 * concerns: signing up, in and out; what a signed-in account does with itself; invites
 * (invite-routes.ts).
 */
import { Router } from 'express';
import {
  ChangePasswordRequestSchema,
  ClaimSeatsRequestSchema,
  CredentialsSchema,
  DeleteAccountRequestSchema,
  SignInRequestSchema,
  type AccountGamesResponse,
  type ClaimSeatsResponse,
  type MeResponse,
} from '@stronghold/protocol';
import { accountGames, type HostedStanding } from './account-games';
import { addressOf, badBody, jsonBody, parsed, route, sessionOf, signedIn, type AccountHttp } from './account-http';
import { summaryOf } from './account-service';
import { addInviteRoutes } from './invite-routes';
import type { Invites } from './invites';

export function accountRouter(http: AccountHttp, invites: Invites, hosted: HostedStanding): Router {
  const r = Router();
  r.use(jsonBody, badBody);
  addSessionRoutes(r, http);
  addOwnAccountRoutes(r, http, hosted);
  addInviteRoutes(r, http, invites);
  return r;
}

/** Opening and ending sessions: sign up, sign in, who am I, sign out (here or everywhere). */
function addSessionRoutes(r: Router, http: AccountHttp): void {
  const { accounts } = http;
  r.post(
    '/account/signup',
    route(http, 'signup', async (req, res) => {
      const c = parsed(CredentialsSchema, req.body);
      res.status(201).json(await accounts.signUp(c, addressOf(http, req)));
    }),
  );
  r.post(
    '/account/signin',
    route(http, 'signin', async (req, res) => {
      const c = parsed(SignInRequestSchema, req.body);
      res.json(await accounts.signIn(c, addressOf(http, req)));
    }),
  );
  r.get(
    '/account/me',
    route(http, 'me', async (req, res) => {
      res.json({ account: summaryOf(await signedIn(http, req)) } satisfies MeResponse);
    }),
  );
  r.post(
    '/account/signout',
    route(http, 'signout', async (req, res) => {
      await signedIn(http, req);
      await accounts.signOut(sessionOf(req) ?? '');
      res.status(204).end();
    }),
  );
  r.post(
    '/account/signout-everywhere',
    route(http, 'signout-everywhere', async (req, res) => {
      await accounts.signOutEverywhere(await signedIn(http, req));
      res.status(204).end();
    }),
  );
}

/** What a signed-in account does with itself: delete it, change its password, claim its guest seats, list its games. */
function addOwnAccountRoutes(r: Router, http: AccountHttp, hosted: HostedStanding): void {
  const { accounts } = http;
  r.delete(
    '/account',
    route(http, 'delete account', async (req, res) => {
      const account = await signedIn(http, req);
      const { password } = parsed(DeleteAccountRequestSchema, req.body);
      await accounts.deleteAccount(account, sessionOf(req) ?? '', password, addressOf(http, req));
      res.status(204).end();
    }),
  );
  r.post(
    '/account/password',
    route(http, 'change password', async (req, res) => {
      const account = await signedIn(http, req);
      const request = parsed(ChangePasswordRequestSchema, req.body);
      res.json(await accounts.changePassword(account, sessionOf(req) ?? '', request, addressOf(http, req)));
    }),
  );
  r.post(
    '/account/claim',
    route(http, 'claim', async (req, res) => {
      const account = await signedIn(http, req);
      const request = parsed(ClaimSeatsRequestSchema, req.body);
      res.json({ claimed: await accounts.claimSeats(account, request, addressOf(http, req)) } satisfies ClaimSeatsResponse);
    }),
  );
  r.get(
    '/account/games',
    route(http, 'account games', async (req, res) => {
      const account = await signedIn(http, req);
      res.json({ games: await accountGames(accounts.store, account.id, hosted) } satisfies AccountGamesResponse);
    }),
  );
}
