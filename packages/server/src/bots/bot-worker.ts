/**
 * A thread that runs the rules' bots (started by bot-pool.ts): a search of a second or more must
 * never run on the event loop that serves the rooms. It keeps one bot per game and seat (a bot
 * remembers the positions of its turn), and answers each request with one of the legal actions;
 * it also answers hints (the Hard search's advice) and the positions of a finished game's review.
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { applyAction, legalActions, newGame, viewFor, type GameState } from '@stronghold/rules';
import { advise, createBot, type Bot, type Budget } from '@stronghold/rules/bots';
import {
  REVIEW_NOT_LOADED,
  type BotWorkerReply,
  type BotWorkerRequest,
  type BotWorkerResult,
  type PositionAdvice,
  type ReviewPositionRequest,
} from './bot-messages';

/** Bots kept at most (oldest dropped first; a dropped bot only forgets its turn memory). */
const MAX_BOTS = 1000;
/** Finished games kept replayed for their review (one is reviewed at a time; one more spare). */
const MAX_REVIEWED = 2;

/** A finished game's states, one per replay step (index i: after the first i actions). */
interface Replayed {
  seed: number;
  actions: number;
  states: GameState[];
}

function replay(gameSeed: number, actions: readonly unknown[], game: string): Replayed {
  let state = newGame({ seed: gameSeed, ruleset: 'undead' });
  const states = [state];
  for (const [i, action] of actions.entries()) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`review of ${game}: action ${i + 1} does not apply: ${r.error.code} ${r.error.message}`);
    state = r.state;
    states.push(state);
  }
  return { seed: gameSeed, actions: actions.length, states };
}

function main(): void {
  const port = parentPort;
  if (!port) throw new Error('bot-worker runs as a worker thread');
  const bots = new Map<string, Bot>();
  const reviewed = new Map<string, Replayed>();
  const now = (): number => performance.now();

  /** The game's states for its review, replayed once per review (when its actions come). */
  const statesOf = (r: ReviewPositionRequest): GameState[] => {
    let kept = reviewed.get(r.game);
    if (!r.actions) {
      if (!kept || kept.seed !== r.gameSeed || kept.actions !== r.count) throw new Error(REVIEW_NOT_LOADED);
      return kept.states;
    }
    if (!kept || kept.seed !== r.gameSeed || kept.actions !== r.actions.length) {
      kept = replay(r.gameSeed, r.actions, r.game);
      reviewed.delete(r.game);
      const oldest = reviewed.keys().next();
      if (reviewed.size >= MAX_REVIEWED && !oldest.done) reviewed.delete(oldest.value);
      reviewed.set(r.game, kept);
    }
    return kept.states;
  };

  /** Playouts when the pool counts them (tests, reproducible runs), else the thinking time. */
  const budgetOf = (r: { budgetMs: number; playouts?: number }): Budget => (r.playouts ? { playouts: r.playouts } : { ms: r.budgetMs });

  /** The review's question about one position: the game is over, so it searches from the view of the seat to act. */
  const position = (r: ReviewPositionRequest): PositionAdvice => {
    const state = statesOf(r)[r.index];
    if (!state) throw new Error(`review of ${r.game}: no position ${r.index}`);
    if (state.winner) return { seat: null, invaderWinChance: state.winner.seat === 'invader' ? 1 : 0, advice: null };
    const seat = state.toAct;
    const legal = legalActions(state);
    if (!seat || legal.length === 0) throw new Error(`review of ${r.game}: nobody acts at position ${r.index}`);
    const advice = advise({ view: viewFor(state, seat), legal, seed: r.seed, budget: budgetOf(r), now });
    return { seat, invaderWinChance: advice.invaderWinChance, advice };
  };

  const answer = (r: Exclude<BotWorkerRequest, { kind: 'forget' }>): BotWorkerResult => {
    if (r.kind === 'advise') {
      return { kind: 'advice', advice: advise({ view: r.view, legal: r.legal, seed: r.seed, budget: budgetOf(r), now }) };
    }
    if (r.kind === 'reviewPosition') return { kind: 'position', position: position(r) };
    const key = `${r.game}:${r.seat}:${r.level}`;
    let bot = bots.get(key);
    if (!bot) {
      bot = createBot(r.level, r.seed, r.seat);
      const oldest = bots.keys().next();
      if (bots.size >= MAX_BOTS && !oldest.done) bots.delete(oldest.value);
    } else bots.delete(key);
    bots.set(key, bot);
    return { kind: 'action', action: bot.decide({ view: r.view, legal: r.legal, budget: budgetOf(r), now }) };
  };

  port.on('message', (r: BotWorkerRequest) => {
    if (r.kind === 'forget') {
      for (const key of [...bots.keys()]) if (key.startsWith(`${r.game}:`)) bots.delete(key);
      reviewed.delete(r.game);
      return;
    }
    const started = now();
    try {
      port.postMessage({ id: r.id, ok: true, result: answer(r), ms: now() - started } satisfies BotWorkerReply);
    } catch (e) {
      port.postMessage({ id: r.id, ok: false, error: e instanceof Error ? e.message : String(e) } satisfies BotWorkerReply);
    }
  });
}

main();
