/**
 * The reference Hard level (hard-v1): the first Hard search, kept unchanged as a fixed yardstick
 * for self-play (`--invader hard-v1`); players get the Hard of hard-bot.ts. Information-set Monte Carlo tree search over determinizations (single-observer
 * ISMCTS, Cowling, Powley & Whitehouse 2012), within a budget of playouts or milliseconds.
 *
 * Per decision:
 * 1. Root candidates: the legal actions scored one ply (as the greedy bot) on a first sampled
 *    state; the best `width` are searched (a greedy blunder filter that keeps the search narrow
 *    enough for a small budget; with a playout budget at most one candidate per 4 playouts),
 *    each starting with one pseudo-visit worth its one-ply score. A candidate that goes back to a
 *    position of this turn is left out, as for the greedy bot.
 * 2. Each iteration takes one of `determinizations` states sampled from the view (round robin),
 *    walks the tree from the root choosing by UCB1 with availability counts (only children legal
 *    in this sampled state compete; a node widens to one more child each time its visits pass a
 *    square), expands one child picked by the playout policy, then plays up to `depth` more
 *    actions with that policy (the best of `playoutSample` random legal actions, one ply) and
 *    cuts the playout short with the plain evaluation, squashed to [0, 1].
 * 3. It plays the most visited root candidate (ties: the better mean).
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
import { botRng, pick, sample, type BotRng } from './bot-rng';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { GREEDY_SAMPLE, turnMemory } from './greedy-bot';
import { publicKey, scoreActions, type Scored } from './one-ply';

export interface ReferenceHardOptions {
  budget?: Budget;
  /** States sampled per decision, used in turn by the iterations. */
  determinizations?: number;
  /** Root candidates kept after the one-ply filter. */
  width?: number;
  /** Policy actions after the tree before the evaluation cuts the playout. */
  depth?: number;
  /** Legal actions the playout policy compares at each step. */
  playoutSample?: number;
  /** UCB1 exploration constant (rewards are in [0, 1]). */
  exploration?: number;
}

/** 1 s per decision with a clock; without one (tests, reproducible sims) a playout count. */
export const REFERENCE_HARD_BUDGET: Required<Budget> = { ms: 1000, playouts: 200 };
export const REFERENCE_HARD_DEFAULTS = { determinizations: 8, width: 8, depth: 10, playoutSample: 3, exploration: 0.5 } as const;
/** The narrowest search gets at least this many playouts per root candidate. */
const PLAYOUTS_PER_CANDIDATE = 4;
/** Evaluation points that move the squashed reward from 0.5 to about 0.73. */
const SCALE = 10;

interface Node {
  /** The action that leads here: null at the root only. */
  action: Action | null;
  /** The seat that chose `action` (its rewards are stored from that seat's side). */
  seat: Seat;
  visits: number;
  total: number;
  /** Iterations in which this node's action was legal (ISMCTS availability). */
  avail: number;
  children: Map<string, Child>;
}

/** A node below the root: reached by an action. */
interface Child extends Node {
  action: Action;
}

const node = <A extends Action | null>(action: A, seat: Seat): Node & { action: A } => ({
  action,
  seat,
  visits: 0,
  total: 0,
  avail: 0,
  children: new Map(),
});

function ucb(n: Node, c: number): number {
  if (n.visits === 0) return Number.POSITIVE_INFINITY;
  return n.total / n.visits + c * Math.sqrt(Math.log(Math.max(1, n.avail)) / n.visits);
}

/** The playout policy: the best (one ply, for the acting seat) of a few random legal actions. */
function policyStep(s: GameState, legal: readonly Action[], k: number, rng: BotRng): Scored | null {
  const seat = s.toAct ?? itemAt(legal, 0, 'policy: legal actions').seat;
  const scored = scoreActions(s, legal.length > k ? sample(rng, legal, k) : legal, seat);
  let best: Scored | null = null;
  for (const c of scored) if (!best || c.score > best.score) best = c;
  return best;
}

interface Search {
  me: Seat;
  rng: BotRng;
  /** The evaluation of the position now (public fields only: the same in every sampled state). */
  base: number;
  o: Required<Omit<ReferenceHardOptions, 'budget'>>;
}

/** The reward in [0, 1] for `me` of a state reached by a playout. */
function reward(x: Search, s: GameState): number {
  if (s.winner) return s.winner.seat === x.me ? 1 : 0;
  return 1 / (1 + Math.exp(-(evaluate(s, x.me) - x.base) / SCALE));
}

const bestBy = (nodes: readonly Child[], f: (n: Child) => number): Child => nodes.reduce((a, b) => (f(b) > f(a) ? b : a));

/** One ISMCTS iteration on one sampled state: select, expand, play out, back up. */
function iterate(x: Search, root: Node, world: GameState): void {
  const path: Child[] = [];
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
      // The children of the legal actions (in their order), and the legal actions without one.
      const live: Child[] = [];
      const untried: Action[] = [];
      for (const a of legal) {
        const known = at.children.get(actionKey(a));
        if (known) live.push(known);
        else untried.push(a);
      }
      for (const k of live) k.avail += 1;
      const widen = at.children.size < 1 + Math.floor(Math.sqrt(at.visits));
      if (live.length < legal.length && (live.length === 0 || widen)) {
        const step = policyStep(s, untried, x.o.playoutSample, x.rng);
        if (!step) break;
        // applyAction accepted step.action in s, so its seat is the one to act there.
        const child = node(step.action, step.action.seat);
        child.avail = 1;
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
    if (at.visits === 0) break;
  }
  for (let d = 0; d < x.o.depth && !s.winner; d++) {
    const legal = legalActions(s);
    if (legal.length === 0) break;
    const step = policyStep(s, legal, x.o.playoutSample, x.rng);
    if (!step) break;
    s = step.state;
  }
  const value = reward(x, s);
  root.visits += 1;
  for (const n of path) {
    n.visits += 1;
    n.total += n.seat === x.me ? value : 1 - value;
  }
}

/** Root candidates searched: `width`, but at most one per 4 playouts of a playout budget (at least 2). */
export const searchWidth = (width: number, playouts: number): number =>
  Number.isFinite(playouts) ? Math.min(width, Math.max(2, Math.ceil(playouts / PLAYOUTS_PER_CANDIDATE))) : width;

export interface ReferenceHardStats {
  playouts: number;
  candidates: number;
  /** The chosen arm's mean reward in [0, 1], from the deciding seat's side (0.5 when nothing was searched). */
  value?: number;
}

/** The search for one decision; `stats` (if given) receives what it did. */
export function referenceHardChoice(
  view: GameView,
  legal: LegalActions,
  rng: BotRng,
  seen: ReadonlySet<string>,
  budget: Budget,
  options: ReferenceHardOptions = {},
  now?: () => number,
  stats?: ReferenceHardStats,
): Action {
  if (legal.length === 1) return legal[0];
  const o = { ...REFERENCE_HARD_DEFAULTS, ...options };
  const deadline = budget.ms !== undefined && now ? now() + budget.ms : Number.POSITIVE_INFINITY;
  const maxPlayouts = budget.playouts ?? (deadline < Number.POSITIVE_INFINITY ? Number.POSITIVE_INFINITY : REFERENCE_HARD_BUDGET.playouts);
  const me = view.toAct ?? legal[0].seat;
  const first = determinize(view, rng);
  const worlds = [first];
  // Shuffled first, so the stable sort breaks ties at random.
  const candidates = sample(rng, legal, GREEDY_SAMPLE);
  const scored = scoreActions(first, candidates, me).sort((a, b) => b.score - a.score);
  // A small playout budget spread over many candidates would pick among them almost at random.
  const width = searchWidth(o.width, maxPlayouts);
  const kept: Scored[] = [];
  for (const c of scored) {
    if (kept.length >= width) break;
    if (seen.size > 0 && seen.has(publicKey(c.state, me))) continue;
    kept.push(c);
  }
  const best = kept[0];
  if (best === undefined) return pick(rng, legal);
  if (kept.length === 1) return best.action;
  const root = node(null, me);
  const x: Search = { me, rng, base: evaluate(first, me), o };
  for (const k of kept) {
    // Prior: one pseudo-visit worth the one-ply score, so thin evidence does not overturn it.
    const child = node(k.action, me);
    child.visits = 1;
    child.avail = 1;
    child.total = reward(x, k.state);
    root.children.set(actionKey(k.action), child);
  }
  let playouts = 0;
  // A finite deadline comes with the caller's clock (`now`).
  while (playouts < maxPlayouts && (deadline === Number.POSITIVE_INFINITY || (now !== undefined && now() < deadline))) {
    const i = playouts % o.determinizations;
    if (i >= worlds.length) worlds.push(determinize(view, rng));
    iterate(x, root, itemAt(worlds, i, 'hard: sampled states'));
    playouts += 1;
  }
  const mean = (n: Node) => (n.visits ? n.total / n.visits : 0);
  const chosen = bestBy([...root.children.values()], (n) => n.visits + mean(n) / 2);
  if (stats) {
    stats.playouts = playouts;
    stats.candidates = kept.length;
    stats.value = mean(chosen);
  }
  return chosen.action;
}

export function referenceHardBot(seed: number, seat?: Seat, options: ReferenceHardOptions = {}): Bot {
  const own = botRng(seed);
  const memory = turnMemory();
  const name = seat ? `hard-v1(${seat})` : 'hard-v1';
  return {
    name,
    decide({ view, legal, rng, budget, now }) {
      assertLegal(name, legal);
      const seen = memory.note(view);
      const b = budget ?? options.budget ?? (now ? { ms: REFERENCE_HARD_BUDGET.ms } : { playouts: REFERENCE_HARD_BUDGET.playouts });
      return referenceHardChoice(view, legal, rng ?? own, seen, b, options, now);
    },
  };
}
