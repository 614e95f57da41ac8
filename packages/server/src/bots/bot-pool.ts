/**
 * A small pool of bot threads (bot-worker.ts). A room asks `decide` for a computer seat that must
 * act and gets one of the legal actions back, or `advise` for a player's hint; the review queue
 * (review-queue.ts) asks `reviewPosition` for the positions of a finished game, one at a time, so
 * a decision waits behind at most one review position. The search runs off the event loop, so a
 * human's round trip in other rooms does not grow while bots think. A game always goes to the
 * same thread (its bots keep their turn memory there).
 */
import path from 'node:path';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Action } from '@stronghold/rules';
import type { Advice } from '@stronghold/rules/bots';
import type {
  AdviseAsk,
  BotWorkerReply,
  BotWorkerRequest,
  BotWorkerResult,
  DecideAsk,
  PositionAdvice,
  ReviewPositionAsk,
} from './bot-messages';

export interface BotPoolOptions {
  /** Threads (default 1: the server shares its cores with the rooms and the database thread). */
  size?: number;
  /** Thinking time per decision of the Hard level, in ms (default 1000). */
  hardBudgetMs?: number;
  /** Thinking time of a hint, in ms (default 1000). */
  hintBudgetMs?: number;
  /** Thinking time per position of a game review's chart, in ms (default 150). */
  reviewPositionMs?: number;
  /** Thinking time for each swing's "the computer would have played", in ms (default 1000). */
  reviewSwingMs?: number;
  /**
   * Every search (Hard, hints, reviews) thinks this many playouts instead of its time: the same
   * answer on any machine however loaded, and as fast as the machine goes (tests, reproducible runs).
   */
  searchPlayouts?: number;
}

export const DEFAULT_HARD_BUDGET_MS = 1000;
export const DEFAULT_HINT_BUDGET_MS = 1000;
/**
 * Per position of a review: a few hundred positions per game must be done within minutes on a
 * busy two-core server (docs/benchmarks.md "Game review").
 */
export const DEFAULT_REVIEW_POSITION_MS = 150;
export const DEFAULT_REVIEW_SWING_MS = 1000;
/** Easy and Normal do not search: a budget only bounds what they might do. */
const PLAIN_BUDGET_MS = 200;

function intFromEnv(env: NodeJS.ProcessEnv, name: string, min: number): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer of at least ${min}, not '${raw}'`);
  return n;
}

/** BOT_THREADS, BOT_HARD_MS, BOT_HINT_MS, REVIEW_POSITION_MS, REVIEW_SWING_MS and BOT_PLAYOUTS (positive integers) as pool options. */
export function botPoolOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): BotPoolOptions {
  return {
    size: intFromEnv(env, 'BOT_THREADS', 1),
    hardBudgetMs: intFromEnv(env, 'BOT_HARD_MS', 1),
    hintBudgetMs: intFromEnv(env, 'BOT_HINT_MS', 1),
    reviewPositionMs: intFromEnv(env, 'REVIEW_POSITION_MS', 1),
    reviewSwingMs: intFromEnv(env, 'REVIEW_SWING_MS', 1),
    searchPlayouts: intFromEnv(env, 'BOT_PLAYOUTS', 1),
  };
}

/** ABSENT_GRACE_SECONDS: how long an absent player's seat waits before the computer may take it. */
export function absentGraceFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  return intFromEnv(env, 'ABSENT_GRACE_SECONDS', 1);
}

/** BOT_PACE_MS (against a person) and EXHIBITION_PACE_MS: least milliseconds between computer actions. */
export function computerPaceFromEnv(env: NodeJS.ProcessEnv = process.env): { opponentMs?: number; exhibitionMs?: number } {
  const pace: { opponentMs?: number; exhibitionMs?: number } = {};
  const opponentMs = intFromEnv(env, 'BOT_PACE_MS', 0);
  const exhibitionMs = intFromEnv(env, 'EXHIBITION_PACE_MS', 0);
  if (opponentMs !== undefined) pace.opponentMs = opponentMs;
  if (exhibitionMs !== undefined) pace.exhibitionMs = exhibitionMs;
  return pace;
}

/** The worker's compiled file next to this one (dist); from sources the built one, else ts-node. */
function workerScript(): { file: string; execArgv?: string[] } {
  const beside = path.join(__dirname, 'bot-worker.js');
  if (fs.existsSync(beside)) return { file: beside };
  const built = path.resolve(__dirname, '../../dist/bots/bot-worker.js');
  if (fs.existsSync(built)) return { file: built };
  return { file: path.join(__dirname, 'bot-worker.ts'), execArgv: ['--require', 'ts-node/register/transpile-only'] };
}

interface Pending {
  resolve(r: BotWorkerResult): void;
  reject(e: Error): void;
  worker: Worker;
}

export class BotPool {
  /** Threads by index (indexOf); one starts on first use. */
  private readonly workers = new Map<number, Worker>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  readonly hardBudgetMs: number;
  readonly hintBudgetMs: number;
  readonly reviewPositionMs: number;
  readonly reviewSwingMs: number;
  readonly searchPlayouts: number | undefined;
  readonly size: number;

  constructor(options: BotPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? 1);
    this.hardBudgetMs = options.hardBudgetMs ?? DEFAULT_HARD_BUDGET_MS;
    this.hintBudgetMs = options.hintBudgetMs ?? DEFAULT_HINT_BUDGET_MS;
    this.reviewPositionMs = options.reviewPositionMs ?? DEFAULT_REVIEW_POSITION_MS;
    this.reviewSwingMs = options.reviewSwingMs ?? DEFAULT_REVIEW_SWING_MS;
    this.searchPlayouts = options.searchPlayouts;
  }

  /** Threads start on first use (a server without computer games starts none). */
  private indexOf(game: string): number {
    let h = 0;
    for (let i = 0; i < game.length; i++) h = (h * 31 + game.charCodeAt(i)) >>> 0;
    return h % this.size;
  }

  private worker(game: string): Worker {
    const index = this.indexOf(game);
    let w = this.workers.get(index);
    if (!w) {
      const script = workerScript();
      w = new Worker(script.file, { execArgv: script.execArgv });
      w.unref();
      w.on('message', (r: BotWorkerReply) => this.settle(r));
      const fail = (e: Error): void => {
        for (const [id, p] of this.pending) {
          if (p.worker !== w) continue;
          this.pending.delete(id);
          p.reject(e);
        }
        if (this.workers.get(index) === w) this.workers.delete(index);
      };
      w.on('error', fail);
      w.on('exit', (code) => fail(new Error(`bot thread exited (${code})`)));
      this.workers.set(index, w);
    }
    return w;
  }

  private settle(r: BotWorkerReply): void {
    const p = this.pending.get(r.id);
    if (!p) return;
    this.pending.delete(r.id);
    if (![...this.pending.values()].some((q) => q.worker === p.worker)) p.worker.unref();
    if (r.ok) p.resolve(r.result);
    else p.reject(new Error(r.error));
  }

  /** Sends one numbered request to the game's thread; resolves with the thread's answer. */
  private ask(game: string, request: (id: number) => Exclude<BotWorkerRequest, { kind: 'forget' }>): Promise<BotWorkerResult> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    const w = this.worker(game);
    const id = this.nextId++;
    return new Promise<BotWorkerResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, worker: w });
      w.ref();
      const asked = request(id);
      w.postMessage(this.searchPlayouts ? { ...asked, playouts: this.searchPlayouts } : asked);
    });
  }

  /** One of `ask.legal`, chosen by the level's bot for that seat, within the level's budget. */
  async decide(ask: DecideAsk): Promise<Action> {
    const budgetMs = ask.level === 'hard' ? this.hardBudgetMs : PLAIN_BUDGET_MS;
    const r = await this.ask(ask.game, (id) => ({ kind: 'decide', id, ...ask, budgetMs }));
    if (r.kind !== 'action') throw new Error(`bot thread answered a decision with ${r.kind}`);
    return r.action;
  }

  /** The Hard search's advice for the seat of `ask.view` (a hint), within `ask.budgetMs`. */
  async advise(ask: AdviseAsk): Promise<Advice> {
    const r = await this.ask(ask.game, (id) => ({ kind: 'advise', id, ...ask }));
    if (r.kind !== 'advice') throw new Error(`bot thread answered a hint with ${r.kind}`);
    return r.advice;
  }

  /** One position of a finished game's review (the thread keeps the game replayed until it is forgotten). */
  async reviewPosition(ask: ReviewPositionAsk): Promise<PositionAdvice> {
    const r = await this.ask(ask.game, (id) => ({ kind: 'reviewPosition', id, ...ask }));
    if (r.kind !== 'position') throw new Error(`bot thread answered a review position with ${r.kind}`);
    return r.position;
  }

  /** The game is over or gone: its bots can be dropped. */
  forget(game: string): void {
    if (this.closed) return;
    this.workers.get(this.indexOf(game))?.postMessage({ kind: 'forget', game } satisfies BotWorkerRequest);
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = [...this.workers.values()];
    this.workers.clear();
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      p.reject(new Error('bot pool closed'));
    }
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
