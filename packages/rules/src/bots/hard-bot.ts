/**
 * Hard level: information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley &
 * Whitehouse 2012) over states sampled from the seat's view, within a budget of playouts or
 * milliseconds (docs/rules/self-play.md "Hard").
 *
 * Per decision:
 * 1. Root candidates: all the legal actions (after the window discipline) scored one ply with the
 *    value model (value-model.ts: the Invader's win chance from the evaluation's terms) on a
 *    first sampled state; the best `width` are searched, each starting with `priorVisits`
 *    pseudo-visits worth its one-ply value (progressive bias). Positions of this turn are left out.
 * 2. Each iteration takes one of `determinizations` sampled states (round robin; sampled as
 *    needed), walks the tree by UCB1 with availability counts (only children legal in this sample
 *    compete; a node widens to one more child each time its visits pass a square), expands one
 *    child picked by the playout policy (with its one-ply value as a prior), plays up to `depth`
 *    more actions with that policy (epsilon-greedy: with chance `epsilon` a uniform legal action,
 *    else the best of `playoutSample` random legal actions by the value model) and takes the value
 *    model's win chance of where it stopped as the result (1 or 0 for a decided game).
 * 3. It plays the most visited candidate (ties: the better mean).
 * It stops early when the decision does not need the budget: a single candidate (forced), an
 * action that wins the game at once, a best candidate the others can no longer catch in visits,
 * one holding most visits past a quarter of the budget, or all candidates within a hair of each
 * other (equivalent). Once a turn has had TURN_THINKING_MS of thinking, its later decisions get
 * LATE_DECISION_MS each (hardBot).
 * Everything random comes from the bot's generator, so with a playout budget a decision is
 * reproducible; a time budget needs the caller's clock (`now`).
 */
import type { Action } from '../actions/schema';
import { actionKey } from '../engine/action-key';
import { itemAt } from '../engine/item-at';
import { applyAction, legalActions } from '../game';
import type { GameState, Seat } from '../state/types';
import type { GameView } from '../view/view-for';
import { assertLegal, type Bot, type Budget, type LegalActions } from './bot';
import { botRng, sample, type BotRng } from './bot-rng';
import { determinize } from './determinize';
import { publicKey } from './one-ply';
import { HARD_VALUE_MODEL, winChanceFor, type ValueModel } from './value-model';
import { allowedActions, windowMemory } from './window-discipline';

export interface HardOptions {
  budget?: Budget;
  /** Sampled states the iterations take in turn. */
  determinizations?: number;
  /** Root candidates kept after the one-ply filter. */
  width?: number;
  /** Policy actions after the tree before the value model ends the playout. */
  depth?: number;
  /** Legal actions the playout policy compares at each step. */
  playoutSample?: number;
  /** Chance that a playout step is a uniform legal action instead of the policy's best. */
  epsilon?: number;
  /** UCB1 exploration constant (rewards are win chances in [0, 1]). */
  exploration?: number;
  /** Pseudo-visits of a new node's one-ply value (progressive bias). */
  priorVisits?: number;
  /** The win-chance model (default: DEFAULT_VALUE_MODEL). */
  model?: ValueModel;
}

/**
 * The model Hard searches with by default: the hand-set weights read as a win chance, plus how
 * near each wall is to a breach. The model fitted to self-play (tuned-value-model.ts) predicts
 * outcomes better but made a weaker Defender (docs/rules/self-play.md "Win-chance model and
 * tuning"), so it is only an option (`model`).
 */
export const DEFAULT_VALUE_MODEL: ValueModel = HARD_VALUE_MODEL;

/** 1 s per decision with a clock; without one (tests, reproducible sims) a playout count. */
export const DEFAULT_HARD_BUDGET: Required<Budget> = { ms: 1000, playouts: 400 };
export const HARD_DEFAULTS = {
  determinizations: 16,
  width: 12,
  depth: 8,
  playoutSample: 4,
  epsilon: 0.1,
  exploration: 0.4,
  priorVisits: 2,
} as const;

/** Share of a time budget the search itself may use. */
const TIME_SHARE = 0.9;
/** Legal actions scored at the root (all of them in practice: a long list is a few ms of one-ply work). */
const ROOT_SAMPLE = 400;
/** How often (in playouts) the search asks whether it may stop early. */
const CHECK_EVERY = 8;
/** Candidates whose means differ by less than this after the probe are treated as equivalent. */
const EQUIVALENT = 0.002;
/** Playouts before the equivalence and share checks may stop the search. */
const MIN_PROBE = 48;
/** Sampled states an immediate win must hold in before the search skips the playouts. */
const WIN_CHECKS = 4;
/** Share of the root visits that, past a quarter of the budget, makes a candidate obvious. */
const OBVIOUS_SHARE = 0.8;

interface Node {
  action: Action | null;
  /** The seat that chose `action` (its rewards are stored from that seat's side). */
  seat: Seat;
  visits: number;
  total: number;
  /** Iterations in which this node's action was available (ISMCTS availability). */
  avail: number;
  children: Map<string, Child>;
}
interface Child extends Node {
  action: Action;
}

const node = (action: Action | null, seat: Seat): Node => ({ action, seat, visits: 0, total: 0, avail: 0, children: new Map() });
const mean = (n: Node): number => (n.visits ? n.total / n.visits : 0);

function ucb(n: Node, c: number): number {
  if (n.visits === 0) return Number.POSITIVE_INFINITY;
  return mean(n) + c * Math.sqrt(Math.log(Math.max(1, n.avail)) / n.visits);
}

const bestBy = <T>(items: readonly T[], f: (n: T) => number): T => items.reduce((a, b) => (f(b) > f(a) ? b : a));

interface Step {
  action: Action;
  state: GameState;
  /** The acting seat's win chance after the action. */
  value: number;
}

interface Search {
  me: Seat;
  rng: BotRng;
  o: Required<Omit<HardOptions, 'budget'>>;
}

/** One policy step: the best of `k` random legal actions by the model (or, with chance epsilon, a random one). */
function policyStep(x: Search, s: GameState, legal: readonly Action[], greedy: boolean): Step | null {
  const seat = s.toAct ?? itemAt(legal, 0, 'policy: legal actions').seat;
  const explore = !greedy && x.o.epsilon > 0 && x.rng.int(0, 999) < x.o.epsilon * 1000;
  const pool = explore ? sample(x.rng, legal, 1) : legal.length > x.o.playoutSample ? sample(x.rng, legal, x.o.playoutSample) : legal;
  let best: Step | null = null;
  for (const action of pool) {
    const r = applyAction(s, action);
    if (!r.ok) continue;
    const value = winChanceFor(r.state, seat, x.o.model);
    if (!best || value > best.value) best = { action, state: r.state, value };
  }
  return best;
}

/** One iteration on one sampled state: select, expand, play out, back up. */
function iterate(x: Search, root: Node, world: GameState): void {
  const path: Node[] = [];
  let s = world;
  let at: Node = root;
  const c = x.o.exploration;
  for (;;) {
    if (s.winner) break;
    let next: Child;
    if (at === root) {
      // Every root candidate is legal in every sampled state: the legal list comes from the view.
      const kids = [...root.children.values()];
      for (const k of kids) k.avail += 1;
      next = bestBy(kids, (n) => ucb(n, c));
    } else {
      const legal = legalActions(s);
      if (legal.length === 0) break;
      const live: Child[] = [];
      const untried: Action[] = [];
      for (const a of legal) {
        const known = at.children.get(actionKey(a));
        if (known) live.push(known);
        else untried.push(a);
      }
      for (const k of live) k.avail += 1;
      const widen = at.children.size < 1 + Math.floor(Math.sqrt(at.visits));
      if (untried.length > 0 && (live.length === 0 || widen)) {
        const step = policyStep(x, s, untried, true);
        if (!step) break;
        const child: Child = { ...node(step.action, step.action.seat), action: step.action, avail: 1 };
        // Progressive bias: the child starts with its one-ply value (from its chooser's side).
        child.visits = x.o.priorVisits;
        child.total = x.o.priorVisits * step.value;
        at.children.set(actionKey(step.action), child);
        path.push(child);
        s = step.state;
        break;
      }
      next = bestBy(live, (n) => ucb(n, c));
    }
    const r = applyAction(s, next.action);
    if (!r.ok) break;
    s = r.state;
    path.push(next);
    at = next;
  }
  for (let d = 0; d < x.o.depth && !s.winner; d++) {
    const legal = legalActions(s);
    if (legal.length === 0) break;
    const step = policyStep(x, s, legal, false);
    if (!step) break;
    s = step.state;
  }
  const value = winChanceFor(s, x.me, x.o.model);
  root.visits += 1;
  for (const n of path) {
    n.visits += 1;
    n.total += n.seat === x.me ? value : 1 - value;
  }
}

/** Why the search stopped. */
export type StopReason = 'forced' | 'single' | 'win' | 'decided' | 'obvious' | 'equivalent' | 'budget';

export interface HardSearchResult {
  action: Action;
  /** The deciding seat's win chance at the root: the chosen candidate's mean. */
  value: number;
  /** The same from the Invader's side. */
  invaderWinChance: number;
  playouts: number;
  candidates: number;
  stop: StopReason;
}

/** The best `width` of `scored` that do not go back to a position of this turn (keys computed only as needed); the best `width` when all do. */
function keepFresh(scored: readonly Step[], seen: ReadonlySet<string>, me: Seat, width: number): Step[] {
  const fresh: Step[] = [];
  for (const c of scored) {
    if (fresh.length >= width) break;
    if (seen.size === 0 || !seen.has(publicKey(c.state, me))) fresh.push(c);
  }
  return fresh.length > 0 ? fresh : scored.slice(0, width);
}

/** The search for one decision among `legal` (the caller's discipline already applied); `seen` holds positions not to go back to. */
export function hardSearch(
  view: GameView,
  legal: LegalActions,
  rng: BotRng,
  budget: Budget,
  options: HardOptions = {},
  now?: () => number,
  seen: ReadonlySet<string> = new Set(),
): HardSearchResult {
  const o = { ...HARD_DEFAULTS, model: DEFAULT_VALUE_MODEL, ...options };
  const me = view.toAct ?? legal[0].seat;
  const result = (action: Action, value: number, playouts: number, candidates: number, stop: StopReason): HardSearchResult => ({
    action,
    value,
    invaderWinChance: me === 'invader' ? value : 1 - value,
    playouts,
    candidates,
    stop,
  });
  const start = now?.() ?? 0;
  const first = determinize(view, rng);
  const oneply = (action: Action): Step | null => {
    const r = applyAction(first, action);
    return r.ok ? { action, state: r.state, value: winChanceFor(r.state, me, o.model) } : null;
  };
  if (legal.length === 1) return result(legal[0], oneply(legal[0])?.value ?? winChanceFor(first, me, o.model), 0, 1, 'forced');

  // The clock counts only for a time budget.
  const clock = budget.ms !== undefined ? now : undefined;
  const timed = clock !== undefined;
  const maxPlayouts = budget.playouts ?? (timed ? Number.POSITIVE_INFINITY : DEFAULT_HARD_BUDGET.playouts);
  // The search ends a little before the budget: choosing, the caller's bookkeeping and a last
  // playout that started just in time must fit in what is left.
  const deadline = timed ? start + TIME_SHARE * (budget.ms ?? 0) : Number.POSITIVE_INFINITY;

  // Shuffled first, so the stable sort breaks ties at random.
  // Root scoring stops at a quarter of a time budget (a very long legal list on a slow machine):
  // the candidates scored by then are the ones searched.
  const scoringEnd = timed ? start + 0.25 * (deadline - start) : Number.POSITIVE_INFINITY;
  const scored: Step[] = [];
  for (const [i, action] of sample(rng, legal, ROOT_SAMPLE).entries()) {
    if (clock && i > 0 && i % 16 === 0 && clock() >= scoringEnd) break;
    const step = oneply(action);
    if (step) scored.push(step);
  }
  scored.sort((a, b) => b.value - a.value);
  const kept = keepFresh(scored, seen, me, o.width);
  const best = kept[0];
  if (best === undefined) return result(legal[0], winChanceFor(first, me, o.model), 0, 0, 'forced');
  // An action that wins at once needs no search, unless hidden cards decide it (a shot from the
  // Cannon deck during the Assault it starts): so it must win in a few more sampled states too.
  const worlds = [first];
  const winsIn = (w: GameState): boolean => {
    const r = applyAction(w, best.action);
    return r.ok && r.state.winner?.seat === me;
  };
  if (best.state.winner?.seat === me) {
    while (worlds.length < WIN_CHECKS) worlds.push(determinize(view, rng));
    if (worlds.every(winsIn)) return result(best.action, 1, 0, kept.length, 'win');
  }
  if (kept.length === 1) return result(best.action, best.value, 0, 1, 'single');

  const x: Search = { me, rng, o };
  const root = node(null, me);
  for (const k of kept) {
    const child: Child = {
      ...node(k.action, me),
      action: k.action,
      visits: o.priorVisits,
      avail: o.priorVisits,
      total: o.priorVisits * k.value,
    };
    root.children.set(actionKey(k.action), child);
  }
  const arms = (): Child[] => [...root.children.values()].sort((a, b) => b.visits - a.visits || mean(b) - mean(a));
  let playouts = 0;
  let stop: StopReason = 'budget';
  for (;;) {
    if (playouts >= maxPlayouts) break;
    const t = clock ? clock() : 0;
    if (timed && t >= deadline) break;
    if (playouts > 0 && playouts % CHECK_EVERY === 0) {
      const [a, b] = arms() as [Child, Child];
      // Playouts still to come: counted, or estimated from the rate so far.
      const left = timed ? ((deadline - t) * playouts) / Math.max(1e-6, t - start) : maxPlayouts - playouts;
      const spent = timed ? (t - start) / (deadline - start) : playouts / maxPlayouts;
      if (a.visits - b.visits > left) {
        stop = 'decided';
        break;
      }
      if (playouts >= MIN_PROBE && spent >= 0.25 && a.visits >= OBVIOUS_SHARE * root.visits) {
        stop = 'obvious';
        break;
      }
      if (playouts >= MIN_PROBE) {
        const means = [...root.children.values()].map(mean);
        if (Math.max(...means) - Math.min(...means) < EQUIVALENT) {
          stop = 'equivalent';
          break;
        }
      }
    }
    const i = playouts % o.determinizations;
    if (i >= worlds.length) worlds.push(determinize(view, rng));
    iterate(x, root, itemAt(worlds, i, 'hard: sampled states'));
    playouts += 1;
  }
  const chosen = itemAt(arms(), 0, 'hard: the most visited candidate');
  return result(chosen.action, mean(chosen), playouts, kept.length, stop);
}

/**
 * Thinking a player waits for in one turn at most, about: once the bot has thought this long in a
 * turn, each later decision of that turn gets `LATE_DECISION_MS` (a turn of a Major Move out is
 * some 30 decisions; at 1 s each the other player would wait half a minute).
 */
export const TURN_THINKING_MS = 12_000;
/** The time budget of a decision once the turn's thinking is spent. */
export const LATE_DECISION_MS = 100;

/**
 * The time budget of the next decision: the full budget while the turn's thinking lasts, then
 * LATE_DECISION_MS (never more than the budget). Playout budgets are left alone (reproducible).
 */
export function turnBudget(b: Budget, spentThisTurn: number): Budget {
  if (b.ms === undefined) return b;
  const left = TURN_THINKING_MS - spentThisTurn;
  return { ...b, ms: Math.min(b.ms, Math.max(LATE_DECISION_MS, left)) };
}

export function hardBot(seed: number, seat?: Seat, options: HardOptions = {}): Bot {
  const own = botRng(seed);
  const memory = windowMemory();
  const name = seat ? `hard(${seat})` : 'hard';
  // This turn's thinking so far (with a clock only).
  let turn = -1;
  let spent = 0;
  return {
    name,
    decide({ view, legal, rng, budget, now }) {
      assertLegal(name, legal);
      const ctx = memory.note(view);
      const allowed = allowedActions(legal, ctx);
      assertLegal(name, allowed);
      const b = budget ?? options.budget ?? (now ? { ms: DEFAULT_HARD_BUDGET.ms } : { playouts: DEFAULT_HARD_BUDGET.playouts });
      if (view.turn !== turn) {
        turn = view.turn;
        spent = 0;
      }
      const t0 = now?.();
      const action = hardSearch(view, allowed, rng ?? own, turnBudget(b, spent), options, now, ctx.seen).action;
      if (now && t0 !== undefined) spent += now() - t0;
      memory.chose(view, action);
      return action;
    },
  };
}
