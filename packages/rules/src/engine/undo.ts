/**
 * Undo in the Board Game Arena manner: a seat may take back its own actions since the
 * last point where something new became known. Such a point is any step after which
 *
 * - the other seat is to act (or the game is over): its decision, or the hand-over itself, ends it;
 * - the seeded generator was used (a shuffle, a die, a unit drawn from the bag);
 * - a secret changed: a deck, the Library, a set-aside pile, the Illusionary Threat reserve, a
 *   counter's hidden value or machine stack, the Scout Report (the Library shown), or a secret
 *   choice was asked (its options come from hidden cards).
 *
 * The last test is deliberately coarse (a secret that merely moved also counts): refusing an undo
 * is harmless, letting a seat take back what it has just learnt is not.
 *
 * The window lives in the state (GameState.undo: the state at that point and the seat's actions
 * since), so an undo is an ordinary recorded action: replay(seed, actions) and a server restoring
 * a game replay it like any other, and the state after it is the earlier one again. viewFor drops
 * the window whole, so no view ever holds the earlier state. legalActions leaves the undo out (it
 * lists the game's moves: bots, the simulator and the rule tests read it); undoOffer names it and
 * playerActions (engine/apply.ts) lists both for the players.
 */
import type { Action } from '../actions/schema';
import type { GameState } from '../state/types';
import { withFields } from './with-fields';

/** The undo the seat to act may send now, or null when it has nothing to take back. */
export function undoOffer(state: GameState): Extract<Action, { type: 'undo' }> | null {
  const w = state.undo;
  if (!w || w.actions.length === 0 || state.winner || state.phase === 'ended' || state.toAct !== w.seat) return null;
  return { type: 'undo', seat: w.seat };
}

/** Did the step from `prev` to `next` by `seat` make something new known (see the file comment)? */
export function revealing(prev: GameState, next: GameState, seat: Action['seat']): boolean {
  if (next.toAct !== seat || next.winner || next.phase === 'ended') return true;
  if (!same(prev.rng, next.rng)) return true;
  return !sameSecrets(prev, next);
}

/**
 * `next` (the result of `action` on `prev`) with the undo window that step leaves: one more
 * action in the window, or none after a revealing step.
 */
export function withUndoWindow(prev: GameState, next: GameState, action: Action): GameState {
  if (revealing(prev, next, action.seat)) {
    if (!next.undo) return next;
    const { undo: _closed, ...rest } = next;
    return rest;
  }
  const open = prev.undo && prev.undo.seat === action.seat ? prev.undo : null;
  const base = open ? open.base : withoutWindow(prev);
  return withFields(next, { undo: { seat: action.seat, base, actions: [...(open?.actions ?? []), action] } });
}

/**
 * The state an undo gives back: the window's base with every action of the window but the last
 * one applied again (`step` applies one; they were all non-revealing, so this is the very state
 * the seat had before its last action), under a new stateId (state ids only grow: the server
 * files each action under the id it produced).
 */
export function undone(state: GameState, step: (s: GameState, a: Action) => GameState): GameState {
  const w = state.undo;
  if (!w) return state;
  let s = w.base;
  for (const a of w.actions.slice(0, -1)) s = step(s, a);
  return withFields(s, { stateId: state.stateId + 1 });
}

function withoutWindow(s: GameState): GameState {
  if (!s.undo) return s;
  const { undo: _window, ...rest } = s;
  return rest;
}

/** The parts of a state someone may not see (view/view-for.ts redacts them), compared. */
function sameSecrets(a: GameState, b: GameState): boolean {
  return (
    same(a.decks, b.decks) &&
    same(a.invader.library, b.invader.library) &&
    same(a.invader.setAside, b.invader.setAside) &&
    same(a.invader.illusionReserve, b.invader.illusionReserve) &&
    same(a.defender.council.setAside, b.defender.council.setAside) &&
    a.defender.scoutReport === b.defender.scoutReport &&
    (a.board.counters === b.board.counters || same(hiddenOnCounters(a), hiddenOnCounters(b))) &&
    (a.prompts === b.prompts || same(secretPrompts(a), secretPrompts(b)))
  );
}

const hiddenOnCounters = (s: GameState): unknown[] =>
  s.board.counters.filter((c) => c.value !== undefined || c.stack).map((c) => [c.id, c.value, c.stack]);

const secretPrompts = (s: GameState): unknown[] => s.prompts.filter((p) => p.kind === 'choice' && p.secret);

/** Deep equality of plain JSON data; the engine shares unchanged subtrees, so identity is the usual answer. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // Two empty lists (the usual secretPrompts) are equal without writing either out.
  if (Array.isArray(a) && Array.isArray(b) && a.length === 0 && b.length === 0) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}
