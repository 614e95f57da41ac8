import { RAMPARTS } from '../../board/undead-board';
import { counterActive } from '../../state/board-queries';
import { mustApply } from '../../testing/play';
import { cast, choose, options, refused, spellsMenu } from '../../testing';
import { must } from '../../testing/must';

const CC = 'seed 000 "Card Clarifications"';

describe('Bone Thrower and Spectral Ballista', () => {
  for (const spell of ['bone-thrower', 'spectral-ballista'] as const) {
    test(`${CC} ${spell}: a 2 Hit + 5 Miss stack from the Machine deck, shuffled, on the chosen Rampart; active this turn`, () => {
      const s = spellsMenu([spell, 'piercing-wail'], 10, (b) => b.turn(3));
      const a = mustApply(s, cast(spell)).state;
      expect(options(a)).toEqual([...RAMPARTS]);
      const b = mustApply(a, choose('r-barbican', 'invader')).state;
      const c = must(
        b.board.counters.find((x) => x.spell === spell),
        `a ${spell} counter`,
      );
      expect(c.at).toBe('r-barbican');
      expect(c.castTurn).toBe(3);
      expect(counterActive(b, c)).toBe(true);
      expect([...must(c.stack, 'its stack')].sort()).toEqual(['hit', 'hit', 'miss', 'miss', 'miss', 'miss', 'miss']);
      expect(b.decks.machine).toEqual({ hit: s.decks.machine.hit - 2, miss: s.decks.machine.miss - 5 });
    });
  }

  test('board.md "one machine space per Rampart": a Rampart holding a machine is no target', () => {
    const s = spellsMenu(['spectral-ballista', 'piercing-wail'], 10, (b) =>
      b.with((x) => x.board.counters.push({ id: 99, spell: 'bone-thrower', at: 'r-left-1', castTurn: 1, stack: ['miss'] })),
    );
    const a = mustApply(s, cast('spectral-ballista')).state;
    expect(options(a)).not.toContain('r-left-1');
    expect(options(a)).toHaveLength(6);
  });

  test(`${CC}: with every Rampart holding a machine the spell has no target (illegal_target)`, () => {
    const s = spellsMenu(['bone-thrower', 'piercing-wail'], 10, (b) =>
      b.with((x) => {
        RAMPARTS.forEach((r, i) =>
          x.board.counters.push({ id: 100 + i, spell: i < 3 ? 'bone-thrower' : 'spectral-ballista', at: r, castTurn: 1, stack: [] }),
        );
      }),
    );
    expect(refused(s, cast('bone-thrower'))).toBe('illegal_target');
  });

  test(`${CC}: not castable when the Machine deck lacks 2 Hit or 5 Miss cards`, () => {
    const noHit = spellsMenu(['bone-thrower', 'piercing-wail'], 10, (b) => b.with((x) => (x.decks.machine = { hit: 1, miss: 20 })));
    expect(refused(noHit, cast('bone-thrower'))).toBe('illegal_target');
    const noMiss = spellsMenu(['spectral-ballista', 'piercing-wail'], 10, (b) => b.with((x) => (x.decks.machine = { hit: 5, miss: 4 })));
    expect(refused(noMiss, cast('spectral-ballista'))).toBe('illegal_target');
  });

  test('seed 000 setup "4 Bone Thrower markers": a fifth Bone Thrower is no_counter_left', () => {
    const s = spellsMenu(['bone-thrower', 'piercing-wail'], 10, (b) =>
      b.with((x) => {
        RAMPARTS.slice(0, 4).forEach((r, i) =>
          x.board.counters.push({ id: 100 + i, spell: 'bone-thrower', at: r, castTurn: 1, stack: [] }),
        );
      }),
    );
    expect(refused(s, cast('bone-thrower'))).toBe('no_counter_left');
  });
});

describe('Dragon Phantom', () => {
  test(`${CC} Dragon Phantom: a counter goes on the Dragon Phantom card, active this turn`, () => {
    const s = spellsMenu(['dragon-phantom', 'piercing-wail'], 10, (b) =>
      b.turn(2).with((x) => x.board.counters.push({ id: 50, spell: 'dragon-phantom', at: 'dragon-card', castTurn: 1 })),
    );
    const a = mustApply(s, cast('dragon-phantom')).state;
    const dragons = a.board.counters.filter((c) => c.spell === 'dragon-phantom');
    expect(dragons.map((c) => c.at)).toEqual(['dragon-card', 'dragon-card']);
    // seed 000 Phase 3: only the new counter is active without Activation.
    expect(dragons.map((c) => counterActive(a, c))).toEqual([false, true]);
    expect(a.invader.mana).toBe(8);
  });

  test(`${CC} Dragon Phantom: the card has 3 spaces; a fourth is no_counter_left`, () => {
    const s = spellsMenu(['dragon-phantom', 'piercing-wail'], 10, (b) =>
      b.with((x) => {
        for (let i = 0; i < 3; i++) x.board.counters.push({ id: 60 + i, spell: 'dragon-phantom', at: 'dragon-card', castTurn: 1 });
      }),
    );
    expect(refused(s, cast('dragon-phantom'))).toBe('no_counter_left');
  });
});
