/**
 * determinize (docs/rules/self-play.md "Determinization"; rulings.md "Hidden information"): a
 * full state sampled from one seat's view keeps every fact of that view, hides the rest at
 * random, and is a state the engine plays on.
 */
import { itemAt } from '../engine/item-at';
import { applyAction, legalActions } from '../game';
import { checkInvariants } from '../invariants';
import { randomStates } from '../sim/random-states';
import type { GameState, Seat } from '../state/types';
import { viewFor } from '../view/view-for';
import { botRng } from './bot-rng';
import { determinize, DeterminizeError } from './determinize';
import { must } from '../testing/must';

const SEATS: readonly Seat[] = ['invader', 'defender'];
const states = randomStates(
  Array.from({ length: 16 }, (_, i) => 100 + i),
  6,
);

/** The top prompt is the other seat's secret choice: its options are not in the view. */
const othersSecret = (s: GameState, seat: Seat): boolean => {
  const p = s.prompts[s.prompts.length - 1];
  return !!p && p.kind === 'choice' && !!p.secret && p.seat !== seat;
};

describe('determinize', () => {
  test('rulings.md "Hidden information": viewFor(determinize(viewFor(s, seat)), seat) deep-equals viewFor(s, seat), and the invariants hold', () => {
    const rng = botRng(77);
    let checked = 0;
    let refused = 0;
    for (const s of states) {
      for (const seat of SEATS) {
        const view = viewFor(s, seat);
        if (othersSecret(s, seat)) {
          expect(() => determinize(view, rng)).toThrow(DeterminizeError);
          refused++;
          continue;
        }
        const d = determinize(view, rng);
        expect(viewFor(d, seat)).toEqual(view);
        const legal = legalActions(d);
        expect(checkInvariants(d, legal)).toEqual([]);
        // The seat to act has the same legal actions in the sampled state: they are public to it.
        if (s.toAct === seat) expect(legal).toEqual(legalActions(s));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(0);
  });

  test("a sampled state holds the Assault's queue items as the state does (typed), not as the view writes them", () => {
    const rng = botRng(79);
    let checked = 0;
    for (const s of states) {
      if (!s.assault) continue;
      for (const seat of SEATS) {
        if (othersSecret(s, seat)) continue;
        expect(determinize(viewFor(s, seat), rng).assault).toEqual(s.assault);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  test('rulings.md "Hidden information": the engine plays on from a sampled state (every legal action accepted, invariants hold after it)', () => {
    const rng = botRng(78);
    let applied = 0;
    for (const s of states.filter((_, i) => i % 4 === 0)) {
      const seat = s.toAct;
      if (!seat) continue;
      const d = determinize(viewFor(s, seat), rng);
      for (const a of legalActions(d).slice(0, 6)) {
        const r = applyAction(d, a);
        expect(r.ok).toBe(true);
        if (r.ok) expect(checkInvariants(r.state, legalActions(r.state))).toEqual([]);
        applied++;
      }
    }
    expect(applied).toBeGreaterThan(100);
  });

  test('rulings.md "Hidden information": what the seat cannot see is drawn at random, what it sees is kept', () => {
    // States with a hidden Library, set-aside cards, machine stacks and face-down Illusionary values.
    const withStack = must(
      states.find((s) => s.board.counters.some((c) => c.stack && c.stack.length > 2) && !s.defender.scoutReport),
      'a state with a machine stack',
    );
    const withIllusion = must(
      states.find((s) => s.board.counters.some((c) => c.spell === 'illusionary-threat')),
      'a state with an Illusionary Threat',
    );
    const draws = Array.from({ length: 12 }, (_, i) => determinize(viewFor(withStack, 'defender'), botRng(i)));
    const distinct = (f: (d: GameState) => unknown) => new Set(draws.map((d) => JSON.stringify(f(d)))).size;
    expect(distinct((d) => d.rng)).toBe(12);
    expect(distinct((d) => [...d.invader.library].sort())).toBeGreaterThan(1);
    expect(distinct((d) => d.invader.setAside)).toBeGreaterThan(1);
    expect(distinct((d) => d.defender.council.setAside)).toBeGreaterThan(1);
    expect(distinct((d) => d.board.counters.map((c) => c.stack))).toBeGreaterThan(1);
    for (const d of draws) {
      expect(d.invader.row).toEqual(withStack.invader.row);
      // Two of each stage are set aside, and none of them is a spell in play.
      expect(d.invader.setAside).toHaveLength(6);
      for (const id of d.invader.setAside) expect(d.invader.row).not.toContain(id);
      for (const id of d.invader.library) expect([...d.invader.row, ...d.invader.setAside]).not.toContain(id);
      // A machine stack keeps its 2 Hit cards (a revealed Hit goes back into it).
      for (const c of d.board.counters) if (c.stack) expect(c.stack.filter((x) => x === 'hit')).toHaveLength(Math.min(2, c.stack.length));
    }
    // The Invader knows its Illusionary values; the Defender gets them drawn from the four values.
    const asInvader = determinize(viewFor(withIllusion, 'invader'), botRng(1));
    expect(asInvader.board.counters).toEqual(
      withIllusion.board.counters.map((c): unknown => (c.stack ? expect.objectContaining({ spell: c.spell }) : c)),
    );
    expect(asInvader.invader.illusionReserve).toEqual(withIllusion.invader.illusionReserve);
    expect(asInvader.invader.library).toEqual(withIllusion.invader.library);
    const values = Array.from({ length: 12 }, (_, i) => {
      const d = determinize(viewFor(withIllusion, 'defender'), botRng(i));
      const onBoard = d.board.counters.filter((c) => c.spell === 'illusionary-threat').map((c) => must(c.value, 'a drawn value'));
      expect([...onBoard, ...d.invader.illusionReserve].sort()).toEqual([0, 1, 2, 3]);
      return JSON.stringify(onBoard);
    });
    expect(new Set(values).size).toBeGreaterThan(1);
  });

  test('rulings.md "Hidden information": determinize leaves the view it is given untouched', () => {
    const view = viewFor(itemAt(states, 40, 'random states'), 'defender');
    const copy = structuredClone(view);
    determinize(view, botRng(3));
    expect(view).toEqual(copy);
  });
});
