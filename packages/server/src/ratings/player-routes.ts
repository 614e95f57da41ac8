/** `GET /api/players/:name` (a profile) and `GET /api/players?board=&limit=` (a leaderboard): public, no session needed. */
import { Router } from 'express';
import { AccountNameSchema, LeaderboardQuerySchema, type LeaderboardResponse, type ProfileResponse } from '@stronghold/rules/protocol';
import type { HostedStanding } from '../accounts/account-games';
import { AccountFailure } from '../accounts/account-failure';
import { parsed, route, type AccountHttp } from '../accounts/account-http';
import { leaderboard, playerProfile } from './profiles';

export function playerRouter(http: AccountHttp, hosted: HostedStanding): Router {
  const store = http.accounts.store;
  const r = Router();
  r.get(
    '/players',
    route(http, 'leaderboard', async (req, res) => {
      const q = parsed(LeaderboardQuerySchema, req.query);
      res.json({ players: await leaderboard(store, q.board, q.limit) } satisfies LeaderboardResponse);
    }),
  );
  r.get(
    '/players/:name',
    route<{ name: string }>(http, 'profile', async (req, res) => {
      const name = AccountNameSchema.safeParse(req.params.name);
      const profile = name.success ? await playerProfile(store, name.data, hosted) : null;
      if (!profile) throw new AccountFailure('not_found', 'No player of that name.');
      res.json({ profile } satisfies ProfileResponse);
    }),
  );
  return r;
}
