/**
 * `/api/invites...` (the contract: @stronghold/protocol accounts.ts, docs/accounts.md): a
 * signed-in player lists the invites sent to it, invites another account by name to the open
 * seat of its game, and accepts or declines an invite. Registered on the account router
 * (account-routes.ts), behind its JSON body parser.
 */
import type { Router } from 'express';
import { CreateInviteRequestSchema, type InvitesResponse } from '@stronghold/protocol';
import { parsed, route, signedIn, type AccountHttp } from './account-http';
import type { Invites } from './invites';

export function addInviteRoutes(r: Router, http: AccountHttp, invites: Invites): void {
  r.get(
    '/invites',
    route(http, 'invites', async (req, res) => {
      res.json({ invites: await invites.list(await signedIn(http, req)) } satisfies InvitesResponse);
    }),
  );
  r.post(
    '/invites',
    route(http, 'invite', async (req, res) => {
      const account = await signedIn(http, req);
      const { to, gameId } = parsed(CreateInviteRequestSchema, req.body);
      res.status(201).json({ id: await invites.create(account, to, gameId) });
    }),
  );
  r.post(
    '/invites/:id/accept',
    route<{ id: string }>(http, 'accept invite', async (req, res) => {
      const account = await signedIn(http, req);
      res.json({ gameId: await invites.accept(account, req.params.id) });
    }),
  );
  r.post(
    '/invites/:id/decline',
    route<{ id: string }>(http, 'decline invite', async (req, res) => {
      await invites.decline(await signedIn(http, req), req.params.id);
      res.status(204).end();
    }),
  );
}
