/**
 * The public game routes under `/api`: recent finished games (replay links on the home screen),
 * where games stand (the home screen's "Your games"), a finished game's record (its replay) and
 * its review (bots/review-queue.ts). No session needed: they show public facts only.
 */
import { Router, type Response } from 'express';
import type { HostedStanding } from '../accounts/account-games';
import type { ReviewQueue } from '../bots/review-queue';
import { readStandings } from '../game-standing';
import { asyncHandler } from '../ops/async-handler';
import type { Logger } from '../ops/logger';
import type { GameStatus, GameStore, StoredGame } from '../persistence/game-store';
import { internalError } from './route-failure';

/** A game id as the rooms make them. */
const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface GameRouteParts {
  store: GameStore;
  reviews: ReviewQueue;
  /** Where a game this process hosts stands now (the store's record may be behind). */
  hosted: HostedStanding;
  logger: Logger;
}

export function gameRouter({ store, reviews, hosted, logger }: GameRouteParts): Router {
  const r = Router();
  r.get(
    '/games/recent',
    asyncHandler(
      async (req, res) => {
        const limit = Number(req.query.limit ?? 20);
        res.json({ games: await store.recentFinished(Number.isFinite(limit) ? limit : 20) });
      },
      internalError(logger, 'recent'),
    ),
  );
  // Where the games this browser holds seats in stand: public facts only (game-standing.ts).
  r.get(
    '/games/status',
    asyncHandler(
      async (req, res) => {
        const ids = queryText(req.query.ids)
          .split(',')
          .filter((id) => GAME_ID.test(id))
          .slice(0, 50);
        res.json({ games: await readStandings(store, ids, hosted) });
      },
      internalError(logger, 'status'),
    ),
  );
  /** The stored game `id` if its status is one of `statuses`; otherwise answers 404 / 403 and gives null. */
  const finishedGame = async (id: string, res: Response, statuses: readonly GameStatus[]): Promise<StoredGame | null> => {
    const game = GAME_ID.test(id) ? await store.getGame(id) : null;
    if (!game) res.status(404).json({ error: 'not_found' });
    else if (!statuses.includes(game.status)) res.status(403).json({ error: 'not_finished' });
    else return game;
    return null;
  };
  r.get(
    '/games/:id/record',
    asyncHandler<{ id: string }>(
      async (req, res) => {
        // An abandoned game can never be played on, so its seed no longer hides anything.
        const game = await finishedGame(req.params.id, res, ['ended', 'abandoned']);
        if (!game) return;
        const actions = (await store.getActions(game.id)).map((a) => a.action);
        res.json({ id: game.id, seed: game.seed, options: game.options, actions, winner: game.winner, status: game.status });
      },
      internalError(logger, 'record'),
    ),
  );
  // 200 with the review once stored, 202 while it is worked out.
  r.get(
    '/games/:id/review',
    asyncHandler<{ id: string }>(
      async (req, res) => {
        // An abandoned game is not reviewed: nobody played it to its end.
        const game = await finishedGame(req.params.id, res, ['ended']);
        if (!game) return;
        const review = await store.getReview(game.id);
        if (review) return void res.json(review);
        reviews.request(game.id);
        res.status(202).json({ status: 'pending' });
      },
      internalError(logger, 'review'),
    ),
  );
  return r;
}

/** A query parameter as text: `?ids=a,b` and `?ids=a&ids=b` both read 'a,b'. */
function queryText(value: unknown): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(',') : '';
}
