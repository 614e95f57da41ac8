/**
 * Finished games' reviews (docs/server.md "Game review"): Hard's estimate of the Invader's chance
 * to win after every action, the three biggest swings, and for each what the computer would have
 * played instead. A game is queued when it ends (or when its review is asked for and none is
 * stored); one game at a time, one position at a time, in the bot threads (bot-pool.ts), so a
 * computer's decision waits behind at most one review position and nothing runs on the rooms'
 * event loop but the bookkeeping. The result is stored with the game (the `reviews` table).
 */
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Action } from '@stronghold/rules';
import { MAX_ADVICE_TERMS, type GameReview, type ReviewSwing } from '@stronghold/protocol';
import type { Logger } from '../ops/logger';
import type { GameStore } from '../persistence/game-store';
import { REVIEW_NOT_LOADED, type PositionAdvice } from './bot-messages';
import type { BotPool } from './bot-pool';
import { pickSwings } from './review-swings';

/** Where a game's review stands in this process. */
export type ReviewProgress = 'queued' | 'running' | null;

/** A chance as stored: three decimals are more than a chart can show. */
const rounded = (p: number): number => Math.round(Math.min(1, Math.max(0, p)) * 1000) / 1000;

const freshSeed = (): number => randomInt(0, 2 ** 31 - 1);

export class ReviewQueue {
  private readonly queue: string[] = [];
  private running: string | null = null;
  private closed = false;
  /** The loop's run, awaited by close() and by tests. */
  private loop: Promise<void> | null = null;

  constructor(
    private readonly store: GameStore,
    private readonly bots: BotPool,
    private readonly logger: Logger,
  ) {}

  /** Queues the game's review unless it is queued or being computed already. */
  request(gameId: string): void {
    if (this.closed || this.running === gameId || this.queue.includes(gameId)) return;
    this.queue.push(gameId);
    this.kick();
  }

  /** Starts the loop unless it runs (a game queued while it was ending starts it again). */
  private kick(): void {
    if (this.loop || this.closed) return;
    this.loop = this.drain().finally(() => {
      this.loop = null;
      if (this.queue.length) this.kick();
    });
  }

  progress(gameId: string): ReviewProgress {
    return this.running === gameId ? 'running' : this.queue.includes(gameId) ? 'queued' : null;
  }

  /** Resolves once the queue is empty (the reviews computed so far are stored). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    await this.loop?.catch(() => {});
  }

  /** Read through a call: close() may have run during an await. */
  private isClosed(): boolean {
    return this.closed;
  }

  private async drain(): Promise<void> {
    for (let id = this.queue.shift(); id !== undefined && !this.closed; id = this.queue.shift()) {
      this.running = id;
      const started = performance.now();
      try {
        const review = await this.compute(id);
        if (review && !this.isClosed()) {
          await this.store.saveReview(id, review);
          const ms = Math.round(performance.now() - started);
          this.logger.info(`game ${id}: review of ${review.chances.length - 1} actions stored in ${ms} ms`, {
            event: 'review_stored',
            gameId: id,
            ms,
          });
        }
      } catch (e) {
        if (!this.isClosed()) this.logger.error(`game ${id}: review failed: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        this.bots.forget(id);
        this.running = null;
      }
    }
  }

  /** The review of a stored finished game (null when the game is unknown or not finished). */
  private async compute(id: string): Promise<GameReview | null> {
    const game = await this.store.getGame(id);
    if (game?.status !== 'ended') return null;
    const actions = (await this.store.getActions(id)).map((a) => a.action as Action);
    const positionMs = this.bots.reviewPositionMs;
    // The actions go to the thread once (a copy of a long game costs the event loop milliseconds);
    // again only if the thread does not hold the game (restarted, or another review pushed it out).
    let loaded = false;
    const ask = async (index: number, budgetMs: number): Promise<PositionAdvice> => {
      const base = { game: id, gameSeed: game.seed, count: actions.length, index, seed: freshSeed(), budgetMs };
      if (loaded) {
        try {
          return await this.bots.reviewPosition({ ...base, actions: null });
        } catch (e) {
          if (!(e instanceof Error) || e.message !== REVIEW_NOT_LOADED) throw e;
        }
      }
      const position = await this.bots.reviewPosition({ ...base, actions });
      loaded = true;
      return position;
    };
    const chances: number[] = [];
    for (let index = 0; index <= actions.length; index++) {
      if (this.closed) return null;
      chances.push(rounded((await ask(index, positionMs)).invaderWinChance));
    }
    const swings: ReviewSwing[] = [];
    for (const swing of pickSwings(chances)) {
      const played = actions[swing.step - 1];
      // What the seat that acted would have been told to play there, with a hint's thinking time.
      if (!played) continue;
      const before = await ask(swing.step - 1, this.bots.reviewSwingMs);
      // Out of turn (a concession while the other seat was to act) the seat had no other move.
      const advice = before.seat === played.seat ? before.advice : null;
      swings.push({
        ...swing,
        seat: played.seat,
        played,
        suggested: advice?.action ?? null,
        terms: (advice?.terms ?? []).slice(0, MAX_ADVICE_TERMS).map((t) => ({ term: t.term, delta: t.delta })),
      });
    }
    return { id, chances, swings, positionMs };
  }
}
