/**
 * Undo in the Board Game Arena manner ("Fewer clicks"; no rule heading exists for it):
 * a seat may take back its own actions since the last point where something new became known.
 * Checked over seeded random games, step by step, with each kind of "something new" seen at least once.
 */
import type { Action } from '../actions/schema';
import { botRng, pick } from '../bots/bot-rng';
import { replay } from '../replay';
import { newGame } from '../new-game';
import type { GameState, Seat } from '../state/types';
import { viewFor } from '../view/view-for';
import { applyAction, legalActions, playerActions } from '../game';
import { must } from '../testing/must';
import { undoOffer } from './undo';

interface Step {
  before: GameState;
  action: Action;
  after: GameState;
}

/** Random games (actions from legalActions only), every step kept. */
function randomSteps(seeds: readonly number[]): Step[] {
  const steps: Step[] = [];
  for (const seed of seeds) {
    const rng = botRng(seed);
    let s = newGame({ seed, ruleset: 'undead' });
    while (s.phase !== 'ended') {
      const legal = legalActions(s);
      const action = pick(rng, legal);
      const r = applyAction(s, action);
      if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(action)} refused: ${r.error.message}`);
      steps.push({ before: s, action, after: r.state });
      s = r.state;
    }
  }
  return steps;
}

const STEPS = randomSteps([1, 2, 3]);
const json = (x: unknown) => JSON.stringify(x);
/** A state as the players know it, stateId aside (an undo files itself under a new one). */
const sansId = (s: GameState) => ({ ...s, stateId: -1 });
const undo = (seat: Seat): Action => ({ type: 'undo', seat });
const step = (i: number): Step => must(STEPS[i], `step ${i}`);
const toAct = (s: GameState): Seat => must(s.toAct, 'a seat to act');

function expectRefused(s: GameState, seat: Seat, code: string): void {
  const before = json(s);
  const r = applyAction(s, undo(seat));
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
  expect(json(s)).toBe(before);
}

/** Steps after which the acting seat is still to act, by what changed. */
const sameSeat = STEPS.filter((st) => st.after.toAct === st.action.seat);
const usedRng = sameSeat.filter((st) => json(st.before.rng) !== json(st.after.rng));
const drewCard = sameSeat.filter((st) => json(st.before.rng) === json(st.after.rng) && json(st.before.decks) !== json(st.after.decks));
const secretMoved = sameSeat.filter(
  (st) =>
    json(st.before.rng) === json(st.after.rng) &&
    json(st.before.decks) === json(st.after.decks) &&
    json([st.before.invader.library, st.before.invader.illusionReserve, st.before.board.counters.map((c) => c.value)]) !==
      json([st.after.invader.library, st.after.invader.illusionReserve, st.after.board.counters.map((c) => c.value)]),
);
const handedOver = STEPS.filter((st) => st.after.toAct !== st.action.seat && st.after.toAct !== null);
const undoable = STEPS.filter((st) => undoOffer(st.after));

describe('undo', () => {
  test('undo: a step that made nothing new known is offered for undo, and the undo restores the state before it exactly (stateId aside)', () => {
    expect(undoable.length).toBeGreaterThan(50);
    for (const { before, action, after } of undoable) {
      expect(undoOffer(after)).toEqual(undo(action.seat));
      const r = applyAction(after, undo(action.seat));
      if (!r.ok) throw new Error(r.error.message);
      expect(sansId(r.state)).toEqual(sansId(before));
      expect(json(sansId(r.state))).toBe(json(sansId(before)));
      expect(r.state.stateId).toBe(after.stateId + 1);
      expect(r.legal).toEqual(legalActions(before));
      expect(r.events.map((e) => e.kind)).toEqual(['undo.taken']);
    }
  });

  test('undo: cannot undo past a use of the seeded generator (a shuffle, a die, a unit from the bag)', () => {
    expect(usedRng.length).toBeGreaterThan(0);
    for (const st of usedRng) {
      expect(undoOffer(st.after)).toBeNull();
      expectRefused(st.after, st.action.seat, 'nothing_to_undo');
    }
  });

  test('undo: cannot undo past a card drawn (a deck changed)', () => {
    expect(drewCard.length).toBeGreaterThan(0);
    for (const st of drewCard) {
      expect(undoOffer(st.after)).toBeNull();
      expectRefused(st.after, st.action.seat, 'nothing_to_undo');
    }
  });

  test('undo: cannot undo past a hidden value shown or taken (the Library, the Illusionary Threat values)', () => {
    expect(secretMoved.length).toBeGreaterThan(0);
    for (const st of secretMoved) {
      expect(undoOffer(st.after)).toBeNull();
      expectRefused(st.after, st.action.seat, 'nothing_to_undo');
    }
  });

  test("undo: cannot undo past the other seat's action, nor once the other seat is to act", () => {
    expect(handedOver.length).toBeGreaterThan(0);
    for (const st of handedOver) {
      // The seat that acted is no longer to act; the seat now to act has done nothing to take back.
      expectRefused(st.after, st.action.seat, 'not_your_turn');
      expect(undoOffer(st.after)).toBeNull();
      expectRefused(st.after, toAct(st.after), 'nothing_to_undo');
    }
    // And the window does not reach back over the hand-over: the first step after it starts anew.
    let prev: Step | undefined;
    for (const st of STEPS) {
      if (prev && prev.after.toAct !== prev.action.seat && st.after.undo) expect(st.after.undo.actions).toEqual([st.action]);
      prev = st;
    }
  });

  test('undo: undos in a row walk back one action each, down to the last point where something became known, and no further', () => {
    // The longest window seen: undo it whole.
    const windowOf = (st: Step) => st.after.undo?.actions.length ?? 0;
    let longest = 0;
    for (let i = 0; i < STEPS.length; i++) if (windowOf(step(i)) > windowOf(step(longest))) longest = i;
    const k = windowOf(step(longest));
    expect(k).toBeGreaterThan(2);
    let s = step(longest).after;
    for (let back = 1; back <= k; back++) {
      const r = applyAction(s, undo(toAct(s)));
      if (!r.ok) throw new Error(r.error.message);
      expect(sansId(r.state)).toEqual(sansId(step(longest - back + 1).before));
      s = r.state;
    }
    expect(s.undo).toBeUndefined();
    expectRefused(s, toAct(s), 'nothing_to_undo');
  });

  test('undo: no view holds the undo window, and after an undo the other seat sees what it saw before the action', () => {
    for (const { before, action, after } of undoable.slice(0, 40)) {
      for (const viewer of ['invader', 'defender', 'spectator'] as const) {
        const v = viewFor(after, viewer);
        expect('undo' in v).toBe(false);
        expect(json(v)).not.toContain('"base"');
      }
      const other = action.seat === 'invader' ? 'defender' : 'invader';
      const r = applyAction(after, undo(action.seat));
      if (!r.ok) throw new Error(r.error.message);
      expect({ ...viewFor(r.state, other), stateId: -1 }).toEqual({ ...viewFor(before, other), stateId: -1 });
      expect({ ...viewFor(r.state, 'spectator'), stateId: -1 }).toEqual({ ...viewFor(before, 'spectator'), stateId: -1 });
    }
  });

  test('undo: applyAction accepts an undo exactly when playerActions lists it; legalActions never does', () => {
    for (const { after } of STEPS.slice(0, 300)) {
      if (!after.toAct) continue;
      const listed = playerActions(after).some((a) => a.type === 'undo');
      expect(listed).toBe(undoOffer(after) !== null);
      expect(legalActions(after).some((a) => a.type === 'undo')).toBe(false);
      expect(applyAction(after, undo(after.toAct)).ok).toBe(listed);
      // Given the list applyAction returned (the server's path), the same actions.
      expect(playerActions(after, legalActions(after))).toEqual(playerActions(after));
    }
  });

  test('undo: a malformed undo is refused and changes nothing', () => {
    const s = must(undoable[0], 'an undoable step').after;
    for (const raw of [{ type: 'undo' }, { type: 'undo', seat: 'both' }, { type: 'undo', seat: s.toAct, steps: 2 }]) {
      const before = json(s);
      const r = applyAction(s, raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('malformed');
      expect(json(s)).toBe(before);
    }
  });

  test('undo: replay(seed, actions) gives back a game with undos exactly (recorded, JSON round trip included)', () => {
    for (const seed of [4, 5]) {
      const rng = botRng(seed + 100);
      let s = newGame({ seed, ruleset: 'undead' });
      const actions: Action[] = [];
      let undos = 0;
      while (s.phase !== 'ended') {
        const offered = playerActions(s);
        const u = offered.find((a) => a.type === 'undo');
        // Undo now and then (one in four when offered), otherwise a random move.
        const legal = offered.filter((a) => a.type !== 'undo');
        const action = u && rng.int(0, 3) === 0 ? u : pick(rng, legal);
        if (action.type === 'undo') undos++;
        const r = applyAction(s, action);
        if (!r.ok) throw new Error(r.error.message);
        actions.push(action);
        s = r.state;
      }
      expect(undos).toBeGreaterThan(5);
      const saved = JSON.parse(json(actions)) as unknown[];
      const again = replay(seed, saved);
      expect(again).toEqual(s);
      expect(json(again)).toBe(json(s));
      expect(again.stateId).toBe(actions.length);
    }
  });
});
