import { BUILDING_ACTION_IDS } from '../../cards/buildings';
import { cleanUp } from '../../phases/cleanup-phase';
import { mustApply } from '../../testing/play';
import { cast, choose, invaderTotals, options, promptId, refused, spellsMenu } from '../../testing';

const H = 'seed 000 "Card Clarifications" Hallucinations';

describe('Hallucinations', () => {
  test(`${H}: Phantoms from several places block one action, as many as its Hourglass cost`, () => {
    const s = spellsMenu(['hallucinations', 'piercing-wail'], 10, (b) =>
      b
        .area('r-left-1', { phantom: 1, skeleton: 2 })
        .wall('w4', { invaders: { phantom: 2 } })
        .area('camp', { phantom: 5 }),
    );
    const a = mustApply(s, cast('hallucinations')).state;
    expect(options(a)).toEqual([...BUILDING_ACTION_IDS]); // 3 Phantoms on the board: every action (cost <= 3)
    const b = mustApply(a, choose('scouts.sortie', 'invader')).state; // cost 2
    expect(promptId(b)).toBe('spells.hallucinations.source');
    expect(options(b)).toEqual(['r-left-1', 'w4']); // the Camp is off the board
    const c = mustApply(b, choose('r-left-1', 'invader')).state;
    // r-left-1 is empty of Phantoms now: the only source left resolves by itself.
    expect(c.defender.slots['scouts.sortie'].block).toEqual({ phantoms: 2, paid: 0 });
    expect(c.board.areas['r-left-1'].phantom).toBe(0);
    expect(c.board.walls.w4.invaders.phantom).toBe(1);
    expect(c.board.areas.camp.phantom).toBe(5);
    expect(invaderTotals(c)).toEqual(invaderTotals(s));
    expect(c.board.counters).toEqual([]);
  });

  test(`${H}: a Bone marker raises the Phantoms needed by one`, () => {
    const s = spellsMenu(['hallucinations', 'piercing-wail'], 10, (b) =>
      b.area('fg-left', { phantom: 5 }).with((x) => (x.defender.slots['forge.cannon'].bone = true)),
    );
    const a = mustApply(mustApply(s, cast('hallucinations')).state, choose('forge.cannon', 'invader')).state;
    expect(a.defender.slots['forge.cannon'].block).toEqual({ phantoms: 4, paid: 0 });
    expect(a.board.areas['fg-left'].phantom).toBe(1);
  });

  test(`${H}: Hourglasses already placed on the action do not change the cost`, () => {
    const s = spellsMenu(['hallucinations', 'piercing-wail'], 10, (b) =>
      b.area('fg-left', { phantom: 5 }).with((x) => (x.defender.slots['forge.cross'].paid = 1)),
    );
    const a = mustApply(mustApply(s, cast('hallucinations')).state, choose('forge.cross', 'invader')).state;
    expect(a.defender.slots['forge.cross'].block).toEqual({ phantoms: 2, paid: 0 });
    expect(a.defender.slots['forge.cross'].paid).toBe(1);
  });

  test(`${H}: only actions the Phantoms on the board can pay for are offered`, () => {
    const s = spellsMenu(['hallucinations', 'piercing-wail'], 10, (b) => b.area('fg-left', { phantom: 1 }));
    const a = mustApply(s, cast('hallucinations')).state;
    expect(options(a)).toEqual(['workshop.stone', 'workshop.gate']); // the two 1-Hourglass actions
  });

  test(`${H}: an action already blocked is no option`, () => {
    const s = spellsMenu(['hallucinations', 'piercing-wail'], 10, (b) =>
      b.area('fg-left', { phantom: 5 }).with((x) => {
        x.defender.slots['workshop.stone'].block = { phantoms: 1, paid: 0 };
      }),
    );
    const a = mustApply(s, cast('hallucinations')).state;
    expect(options(a)).not.toContain('workshop.stone');
    expect(options(a)).toHaveLength(BUILDING_ACTION_IDS.length - 1);
  });

  test(`${H} (no exception for an action completed this turn; rulings.md "Defender details"): an action already completed this turn may be blocked, and the block holds from the next turn until lifted`, () => {
    const s = spellsMenu(['hallucinations', 'piercing-wail'], 10, (b) =>
      b.area('fg-left', { phantom: 5 }).with((x) => {
        x.defender.slots['workshop.gate'].done = true;
      }),
    );
    const a = mustApply(s, cast('hallucinations')).state;
    expect(options(a)).toContain('workshop.gate');
    expect(options(a)).toHaveLength(BUILDING_ACTION_IDS.length);
    // One Phantom (its cost), from the only place with Phantoms.
    const b = mustApply(a, choose('workshop.gate', 'invader')).state;
    expect(b.defender.slots['workshop.gate']).toMatchObject({ done: true, block: { phantoms: 1, paid: 0 } });
    // The turn ends: the action is free again, and blocked.
    const next = structuredClone(b);
    cleanUp(next);
    expect(next.defender.slots['workshop.gate']).toMatchObject({ done: false, block: { phantoms: 1, paid: 0 } });
  });

  test(`${H}: no more than three blocks at once (illegal_target)`, () => {
    const s = spellsMenu(['hallucinations', 'piercing-wail'], 10, (b) =>
      b.area('fg-left', { phantom: 5 }).with((x) => {
        for (const id of ['forge.cross', 'scouts.trap', 'barracks.priest'] as const) x.defender.slots[id].block = { phantoms: 2, paid: 0 };
      }),
    );
    expect(refused(s, cast('hallucinations'))).toBe('illegal_target');
  });

  test(`${H}: with no Phantom on the board it cannot be cast (illegal_target)`, () => {
    const s = spellsMenu(['hallucinations', 'piercing-wail'], 10, (b) => b.area('camp', { phantom: 6 }));
    expect(refused(s, cast('hallucinations'))).toBe('illegal_target');
  });

  test(`${H}: Broken Chain makes Gate Reinforcement cost one more Phantom`, () => {
    const s = spellsMenu(['hallucinations', 'piercing-wail'], 10, (b) =>
      b.area('fg-left', { phantom: 4 }).with((x) => (x.panic.active = [{ card: 'broken-chain', target: null }])),
    );
    const a = mustApply(mustApply(s, cast('hallucinations')).state, choose('workshop.gate', 'invader')).state;
    expect(a.defender.slots['workshop.gate'].block).toEqual({ phantoms: 2, paid: 0 });
  });
  test(`${H} + seed 000 "The Saint": no Phantom leaves the Rampart with the Saint to hallucinate`, () => {
    const s = spellsMenu(['hallucinations', 'piercing-wail'], 10, (b) =>
      b
        .area('r-left-1', { phantom: 3 })
        .area('fg-left', { phantom: 1 })
        .with((x) => (x.board.saint = 'r-left-1')),
    );
    // Only 1 Phantom may go: actions costing 2 or more are no option.
    const a = mustApply(s, cast('hallucinations')).state;
    expect(options(a)).toEqual(['workshop.stone', 'workshop.gate']);
    const b = mustApply(a, choose('workshop.stone', 'invader')).state;
    expect(b.defender.slots['workshop.stone'].block).toEqual({ phantoms: 1, paid: 0 });
    expect(b.board.areas['r-left-1'].phantom).toBe(3);
    expect(b.board.areas['fg-left'].phantom).toBe(0);
    expect(invaderTotals(b)).toEqual(invaderTotals(s));
    // With every Phantom under the Saint, there is nothing to cast with.
    const t = spellsMenu(['hallucinations', 'piercing-wail'], 10, (x) =>
      x.area('r-left-1', { phantom: 3 }).with((y) => (y.board.saint = 'r-left-1')),
    );
    expect(refused(t, cast('hallucinations'))).toBe('illegal_target');
  });
});
