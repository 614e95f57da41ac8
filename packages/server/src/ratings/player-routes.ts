/**
 * `GET /api/players/:name` (a profile), `GET /api/players?board=&limit=` (a leaderboard) and
 * `GET /api/games/:id/rating` (what a game's end did to ratings, for the end screen): public, no
 * session needed.
 */
import { Router } from 'express';
import {
  AccountNameSchema,
  LeaderboardQuerySchema,
  type GameRatingResponse,
  type LeaderboardResponse,
  type ProfileResponse,
} from '@stronghold/protocol';
import type { HostedStanding } from '../accounts/account-games';
import { AccountFailure } from '../accounts/account-failure';
import { parsed, route, type AccountHttp } from '../accounts/account-http';
import { leaderboard, playerProfile } from './profiles';
import type { RatingService } from './rating-service';

/** A game id as the rooms make them (the record and review routes take the same). */
const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function playerRouter(http: AccountHttp, hosted: HostedStanding, ratings: RatingService): Router {
  const store = http.accounts.store;
  const r = Router();
  r.get(
    '/players',
    route(http, 'leaderboard', async (req, res) => {
      const q = parsed(LeaderboardQuerySchema, req.query);
      const provisionalRd = ratings.rules.provisionalRd;
      res.json({ players: await leaderboard(store, q.board, q.limit, ratings.rules), provisionalRd } satisfies LeaderboardResponse);
    }),
  );
  r.get(
    '/players/:name',
    route<{ name: string }>(http, 'profile', async (req, res) => {
      const name = AccountNameSchema.safeParse(req.params.name);
      const profile = name.success ? await playerProfile(store, name.data, hosted, ratings.rules) : null;
      if (!profile) throw new AccountFailure('not_found', 'No player of that name.');
      res.json({ profile } satisfies ProfileResponse);
    }),
  );
  r.get(
    '/games/:id/rating',
    route<{ id: string }>(http, 'game rating', async (req, res) => {
      if (!GAME_ID.test(req.params.id)) throw new AccountFailure('not_found', 'No game of that id.');
      res.json({ rating: await ratings.outcome(req.params.id) } satisfies GameRatingResponse);
    }),
  );
  return r;
}
