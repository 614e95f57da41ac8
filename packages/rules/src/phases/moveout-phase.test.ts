import type { GameEvent } from '../engine/events';
import { topPrompt } from '../engine/prompt-stack';
import { totalInvaders } from '../state/counts';
import type { GameState, InvaderCounts } from '../state/types';
import { mustApply } from '../testing/play';
import { scenario, type ScenarioBuilder } from '../testing/scenario';
import { runMoveout } from './moveout-phase';

const MO = 'rulings.md "Camp and Move out"';
const P4 = 'seed 000 "Phase 4: Moving Out and the Camp"';

/** A state at a step of Phase 4 with nothing pending, so the runner can be called directly. */
function at(step: string, change?: (b: ScenarioBuilder) => ScenarioBuilder): GameState {
  let b = scenario({ seed: 11 }).turn(3).phase('moveout', step);
  if (change) b = change(b);
  const s = b.defenderWindow(0).build();
  s.prompts = [];
  s.toAct = null;
  return s;
}

function run(s: GameState): { s: GameState; events: GameEvent[] } {
  const draft = structuredClone(s);
  const events: GameEvent[] = [];
  runMoveout(draft, { events });
  return { s: draft, events };
}

const sum = (c: InvaderCounts) => totalInvaders(c);

describe('Phase 4 runner', () => {
  test(`${P4} "New Units" / ${MO}: 14 units are drawn from the bag to the Camp, then the Move out / Camp menu`, () => {
    const s0 = at('start');
    const { s } = run(s0);
    expect(sum(s.board.areas.camp)).toBe(14);
    expect(sum(s.units.bag)).toBe(sum(s0.units.bag) - 14);
    for (const u of ['phantom', 'skeleton', 'vampire'] as const) {
      expect(s.units.bag[u] + s.board.areas.camp[u]).toBe(s0.units.bag[u] + s0.board.areas.camp[u]);
    }
    expect(topPrompt(s)?.kind).toBe('invader-moveout');
  });

  test(`${MO} "If the bag has fewer, draw what is left"`, () => {
    const s0 = at('start', (b) =>
      b.with((x) => {
        x.units.removed = { ...x.units.bag };
        x.units.removed.phantom -= 3;
        x.units.removed.skeleton -= 2;
        x.units.removed.vampire -= 0;
        x.units.bag = { phantom: 3, skeleton: 2, vampire: 0 };
      }),
    );
    const { s } = run(s0);
    expect(s.board.areas.camp).toEqual({ phantom: 3, skeleton: 2, vampire: 0 });
    expect(s.units.bag).toEqual({ phantom: 0, skeleton: 0, vampire: 0 });
  });

  test(`${MO} "Units in the camp stay there for later turns": the new units join those already in the Camp`, () => {
    const s0 = at('start', (b) => b.area('camp', { vampire: 2 }));
    const { s } = run(s0);
    expect(sum(s.board.areas.camp)).toBe(16);
  });

  test('cards.md "Cemetery": at the start of Phase 4, 2 Skeletons from the Altar of Death return to its Foreground', () => {
    const s0 = at('start', (b) =>
      b.with((x) => {
        x.units.bag.skeleton -= 3;
        x.units.altar.skeleton = 3;
        x.board.counters.push({ id: 800, spell: 'cemetery', at: 'fg-left', castTurn: 2 });
        x.board.counters.push({ id: 801, spell: 'cemetery', at: 'fg-right', castTurn: 2 });
      }),
    );
    const { s, events } = run(s0);
    expect(s.board.areas['fg-left'].skeleton).toBe(2);
    // Only 1 left on the Altar for the second Cemetery.
    expect(s.board.areas['fg-right'].skeleton).toBe(1);
    expect(s.units.altar.skeleton).toBe(0);
    expect(events.filter((e) => e.kind === 'cemetery.raise')).toHaveLength(2);
    // Cemetery first, then the draw: the drawn units are in the Camp, not on the Foreground.
    expect(sum(s.board.areas.camp)).toBe(14);
  });

  test('cards.md "Cemetery": "(up to capacity)": a Foreground with 9 units takes 1 Skeleton', () => {
    const s0 = at('start', (b) =>
      b.area('fg-front', { phantom: 9 }).with((x) => {
        x.units.bag.skeleton -= 4;
        x.units.altar.skeleton = 4;
        x.board.counters.push({ id: 802, spell: 'cemetery', at: 'fg-front', castTurn: 1 });
      }),
    );
    const { s } = run(s0);
    expect(s.board.areas['fg-front']).toEqual({ phantom: 9, skeleton: 1, vampire: 0 });
    expect(s.units.altar.skeleton).toBe(3);
  });

  test(`${MO} "Camp: no unit advances this turn; the Defender gets no Hourglasses": then the final window, then the Assault`, () => {
    const { s, events } = run(at('chosen', (b) => b.hourglasses(0)));
    expect(topPrompt(s)).toEqual({ kind: 'defender-spend', seat: 'defender', reason: 'before the Assault', final: true });
    expect(s.defender.hourglasses).toBe(0);
    expect(events.some((e) => e.kind.startsWith('hourglasses.'))).toBe(false);
    s.prompts = [];
    const next = run(s).s;
    expect(next.phase).toBe('assault');
    expect(next.step).toBe('start');
  });

  test('cards.md "Move out card": "The Defender gets Hourglasses equal to the Mana paid" (Major: 2), then the final window', () => {
    const s0 = at('advanced', (b) => b.hourglasses(0).with((x) => (x.moveOut = { size: 'major', stage: 'camp', moved: {} })));
    const { s, events } = run(s0);
    expect(s.defender.hourglasses).toBe(2);
    expect(events.some((e) => e.kind === 'hourglasses.moveOut' && e.params.n === 2)).toBe(true);
    expect(topPrompt(s)).toMatchObject({ kind: 'defender-spend', final: true });
  });

  test('cards.md "Move out card": a Minor Move out gives 1 Hourglass', () => {
    const s0 = at('advanced', (b) => b.hourglasses(0).with((x) => (x.moveOut = { size: 'minor', stage: 'camp', moved: {} })));
    expect(run(s0).s.defender.hourglasses).toBe(1);
  });

  test(`${MO}: through the flow: Minor Move out, the Camp units advance, the Defender gets 1 Hourglass before the Assault`, () => {
    const s0 = scenario({ seed: 11 })
      .turn(3)
      .phase('moveout', 'chosen')
      .mana(1)
      .hourglasses(0)
      .area('camp', { skeleton: 2 })
      .invaderMenu('invader-moveout')
      .build();
    let s = mustApply(s0, { type: 'moveOut', seat: 'invader', size: 'minor' }).state;
    expect(topPrompt(s)?.kind).toBe('invader-advance');
    // Nothing stands on Ramparts or Foregrounds: their stages end by themselves.
    expect(s.moveOut?.stage).toBe('camp');
    s = mustApply(s, { type: 'advance', seat: 'invader', from: 'camp', to: 'fg-front', unit: 'skeleton', count: 1 }).state;
    const r = mustApply(s, { type: 'done', seat: 'invader' });
    s = r.state;
    expect(s.board.areas['fg-front'].skeleton).toBe(1);
    expect(s.board.areas.camp.skeleton).toBe(1);
    expect(r.events.some((e) => e.kind === 'hourglasses.moveOut' && e.params.n === 1)).toBe(true);
    expect(s.phase).toBe('moveout');
    expect(topPrompt(s)).toMatchObject({ kind: 'defender-spend', final: true });
  });
});
