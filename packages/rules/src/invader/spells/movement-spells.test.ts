import { RAMPARTS } from '../../board/undead-board';
import { mustApply } from '../../testing/play';
import { cast, choose, invaderTotals, options, promptId, refused, spellsMenu } from '../../testing';

const CARDS = 'cards.md "Spells"';

describe('Ghostly Carriage', () => {
  test(`${CARDS} Ghostly Carriage: a Camp unit may go to any Rampart, a Foreground unit to its own Ramparts`, () => {
    const s = spellsMenu(['ghostly-carriage', 'piercing-wail'], 10, (b) => b.area('camp', { vampire: 1 }).area('fg-left', { skeleton: 1 }));
    const a = mustApply(s, cast('ghostly-carriage')).state;
    expect(options(a)).toEqual([
      ...RAMPARTS.map((r) => ({ from: 'camp', unit: 'vampire', to: r })),
      { from: 'fg-left', unit: 'skeleton', to: 'r-left-1' },
      { from: 'fg-left', unit: 'skeleton', to: 'r-left-2' },
    ]);
  });

  test(`${CARDS} Ghostly Carriage: up to 5 units, one at a time, skipping traps`, () => {
    const s = spellsMenu(['ghostly-carriage', 'piercing-wail'], 10, (b) =>
      b
        .area('camp', { skeleton: 4, vampire: 1 })
        .area('fg-front', { phantom: 3 })
        .with((x) => (x.board.traps = ['fg-front>r-barbican'])),
    );
    let x = mustApply(s, cast('ghostly-carriage')).state;
    expect(options(x)).not.toContain('done');
    for (const move of [
      { from: 'fg-front', unit: 'phantom', to: 'r-barbican' },
      { from: 'fg-front', unit: 'phantom', to: 'r-barbican' },
      { from: 'camp', unit: 'vampire', to: 'r-left-1' },
      { from: 'camp', unit: 'skeleton', to: 'r-right-2' },
    ]) {
      x = mustApply(x, choose(move, 'invader')).state;
      expect(options(x)).toContain('done');
    }
    x = mustApply(x, choose({ from: 'camp', unit: 'skeleton', to: 'r-right-2' }, 'invader')).state;
    expect(promptId(x)).not.toBe('spells.ghostly-carriage.move'); // 5 moved: the Carriage is full
    expect(x.board.areas['r-barbican'].phantom).toBe(2);
    expect(x.board.areas['r-left-1'].vampire).toBe(1);
    expect(x.board.areas['r-right-2'].skeleton).toBe(2);
    expect(x.board.areas.camp.skeleton).toBe(2);
    expect(x.board.traps).toEqual(['fg-front>r-barbican']); // the Trap did nothing and stays
    expect(invaderTotals(x)).toEqual(invaderTotals(s));
  });

  test(`${CARDS} Ghostly Carriage: the Invader may stop early ('done')`, () => {
    const s = spellsMenu(['ghostly-carriage', 'piercing-wail'], 10, (b) => b.area('camp', { skeleton: 4 }));
    const a = mustApply(
      mustApply(s, cast('ghostly-carriage')).state,
      choose({ from: 'camp', unit: 'skeleton', to: 'r-front-1' }, 'invader'),
    ).state;
    const b = mustApply(a, choose('done', 'invader')).state;
    expect(b.board.areas['r-front-1'].skeleton).toBe(1);
    expect(b.board.areas.camp.skeleton).toBe(3);
    expect(promptId(b)).not.toBe('spells.ghostly-carriage.move');
  });

  test(`${CARDS} Ghostly Carriage: capacity is respected (a full Rampart is no destination)`, () => {
    const s = spellsMenu(['ghostly-carriage', 'piercing-wail'], 10, (b) =>
      b.area('fg-left', { skeleton: 2 }).area('r-left-1', { skeleton: 7 }).area('r-left-2', { skeleton: 6 }),
    );
    const a = mustApply(s, cast('ghostly-carriage')).state;
    // Only one move exists (to r-left-2): it resolves by itself, then no destination is left.
    expect(a.board.areas['r-left-2'].skeleton).toBe(7);
    expect(a.board.areas['fg-left'].skeleton).toBe(1);
    expect(promptId(a)).not.toBe('spells.ghostly-carriage.move');
  });

  test(`${CARDS} Ghostly Carriage: with no unit in the Camp or on a Foreground it cannot be cast (illegal_target)`, () => {
    const s = spellsMenu(['ghostly-carriage', 'piercing-wail'], 10, (b) => b.area('r-left-1', { skeleton: 3 }));
    expect(refused(s, cast('ghostly-carriage'))).toBe('illegal_target');
  });
});

describe('Phantom Gale', () => {
  test(`${CARDS} Phantom Gale: every Phantom of the Rampart goes to its walls, the Invader splitting them`, () => {
    const s = spellsMenu(['phantom-gale', 'piercing-wail'], 10, (b) =>
      b.area('r-left-2', { phantom: 3, skeleton: 2 }).area('r-front-1', { phantom: 1 }),
    );
    const a = mustApply(s, cast('phantom-gale')).state;
    expect(options(a)).toEqual(['r-left-2', 'r-front-1']);
    let x = mustApply(a, choose('r-left-2', 'invader')).state;
    expect(options(x)).toEqual(['w2', 'w3']);
    x = mustApply(x, choose('w2', 'invader')).state;
    x = mustApply(x, choose('w3', 'invader')).state;
    x = mustApply(x, choose('w3', 'invader')).state;
    expect(x.board.areas['r-left-2']).toEqual({ phantom: 0, skeleton: 2, vampire: 0 });
    expect(x.board.walls.w2.invaders.phantom).toBe(1);
    expect(x.board.walls.w3.invaders.phantom).toBe(2);
    expect(x.board.areas['r-front-1'].phantom).toBe(1);
    expect(invaderTotals(x)).toEqual(invaderTotals(s));
  });

  test(`${CARDS} Phantom Gale: up to the levitation limit (4 + 3); those that fit nowhere stay`, () => {
    const s = spellsMenu(['phantom-gale', 'piercing-wail'], 10, (b) =>
      b
        .area('r-right-2', { phantom: 6 })
        .wall('w9', { invaders: { skeleton: 4, phantom: 2 } })
        .wall('w10', { invaders: { vampire: 3 }, inscription: true }),
    );
    let x = mustApply(s, cast('phantom-gale')).state; // r-right-2 is the only Rampart with Phantoms
    // w9 takes one more levitating Phantom (3 levitating), w10 one more in a unit space (no levitation).
    expect(options(x)).toEqual(['w9', 'w10']);
    x = mustApply(x, choose('w9', 'invader')).state; // then only w10 fits: resolves by itself
    expect(x.board.walls.w9.invaders.phantom).toBe(3);
    expect(x.board.walls.w10.invaders.phantom).toBe(1);
    expect(x.board.areas['r-right-2'].phantom).toBe(4);
    expect(invaderTotals(x)).toEqual(invaderTotals(s));
  });

  test(`${CARDS} Phantom Gale: ruling, traps do not stop the Gale`, () => {
    const s = spellsMenu(['phantom-gale', 'piercing-wail'], 10, (b) =>
      b.area('r-barbican', { phantom: 1 }).with((x) => (x.board.traps = ['r-barbican>w5', 'r-barbican>w6'])),
    );
    const a = mustApply(mustApply(s, cast('phantom-gale')).state, choose('w5', 'invader')).state;
    expect(a.board.walls.w5.invaders.phantom).toBe(1);
    expect(a.board.traps).toHaveLength(2);
  });

  test('seed 000 "The Saint": Phantoms cannot be blown out of a Rampart with the Saint', () => {
    const s = spellsMenu(['phantom-gale', 'piercing-wail'], 10, (b) =>
      b.area('r-left-1', { phantom: 2 }).with((x) => (x.board.saint = 'r-left-1')),
    );
    expect(refused(s, cast('phantom-gale'))).toBe('illegal_target');
  });

  test(`${CARDS} Phantom Gale: a Rampart whose walls are all full is no option`, () => {
    const s = spellsMenu(['phantom-gale', 'piercing-wail'], 10, (b) =>
      b
        .area('r-left-1', { phantom: 2 })
        .area('r-left-2', { phantom: 1 })
        .wall('w1', { invaders: { skeleton: 4, phantom: 3 } })
        .wall('w2', { invaders: { skeleton: 4, phantom: 3 } }),
    );
    const a = mustApply(s, cast('phantom-gale')).state;
    // only r-left-2 (via w3) can blow: single option, resolved; w3 was the only wall
    expect(a.board.walls.w3.invaders.phantom).toBe(1);
    expect(a.board.areas['r-left-1'].phantom).toBe(2);
  });
});
