import { FOREGROUNDS, RAMPARTS, TOWERS, WALLS } from '../../board/undead-board';
import { SPELLS, type SpellId, type SpellPlacement } from '../../cards/spells';
import { counterActive, trapWorks } from '../../state/board-queries';
import { cleanUp } from '../../phases/cleanup-phase';
import { mustApply } from '../../testing/play';
import { countersLeft } from './cast';
import { cast, choose, invaderTotals, options, refused, spellsMenu } from '../../testing';
import { must } from '../../testing/must';

const CARDS = 'cards.md "Spells"';

describe('counters on Ramparts, Wall sections, Towers and Foregrounds', () => {
  const cases: Array<[SpellId, ReadonlyArray<string>, string]> = [
    ['drums', RAMPARTS, 'r-front-2'],
    ['mists', RAMPARTS, 'r-left-2'],
    ['strigoi-lair', RAMPARTS, 'r-right-1'],
    ['terror', WALLS, 'w7'],
    ['totems', WALLS, 'w2'],
    ['poisonous-cauldrons', WALLS, 'w9'],
    ['cursed-bats', TOWERS, 't4'],
    ['cemetery', FOREGROUNDS, 'fg-left'],
    ['marshes', FOREGROUNDS, 'fg-front'],
    ['crypt', FOREGROUNDS, 'fg-right'],
  ];
  for (const [spell, places, target] of cases) {
    test(`${CARDS} ${spell}: placed where the Invader chooses, active in the turn it is cast`, () => {
      const s = spellsMenu([spell, 'piercing-wail'], 10, (b) => b.turn(4));
      const a = mustApply(s, cast(spell)).state;
      expect(options(a)).toEqual([...places]);
      const b = mustApply(a, choose(target, 'invader')).state;
      const c = b.board.counters.filter((x) => x.spell === spell);
      expect(c).toHaveLength(1);
      expect(c[0]).toMatchObject({ at: target, castTurn: 4 });
      expect(counterActive(b, must(c[0], 'the counter'))).toBe(true);
      expect(b.nextId).toBe(s.nextId + 1);
    });

    test(`${CARDS} ${spell}: ruling, one ${spell} per place: a place that has one is no option`, () => {
      const s = spellsMenu([spell, 'piercing-wail'], 10, (b) =>
        b.with((x) => x.board.counters.push({ id: 77, spell, at: target as never, castTurn: 1 })),
      );
      const a = mustApply(s, cast(spell)).state;
      expect(options(a)).not.toContain(target);
      expect(options(a)).toHaveLength(places.length - 1);
    });
  }

  test('seed 000 "Activating a Newly Cast Spell Automatically": only the new Drums counter is active', () => {
    const s = spellsMenu(['drums', 'piercing-wail'], 10, (b) =>
      b.turn(3).with((x) => {
        x.board.counters.push({ id: 80, spell: 'drums', at: 'r-left-1', castTurn: 1 });
        x.board.counters.push({ id: 81, spell: 'drums', at: 'r-left-2', castTurn: 2 });
      }),
    );
    const a = mustApply(mustApply(s, cast('drums')).state, choose('r-front-1', 'invader')).state;
    expect(a.board.counters.filter((c) => c.spell === 'drums').map((c) => [c.at, counterActive(a, c)])).toEqual([
      ['r-left-1', false],
      ['r-left-2', false],
      ['r-front-1', true],
    ]);
  });

  test('seed 000 setup "3 Mists": a fourth Mists counter is no_counter_left', () => {
    const s = spellsMenu(['mists', 'piercing-wail'], 10, (b) =>
      b.with((x) => RAMPARTS.slice(0, 3).forEach((at, i) => x.board.counters.push({ id: 90 + i, spell: 'mists', at, castTurn: 1 }))),
    );
    expect(refused(s, cast('mists'))).toBe('no_counter_left');
  });

  test('board.md "2 equipment spaces": Totems go only where fewer than 2 of Inscription/Totem/Poisonous Cauldron stand', () => {
    const s = spellsMenu(['totems', 'piercing-wail'], 10, (b) =>
      b
        .wall('w1', { inscription: true })
        .wall('w3', { inscription: true })
        .with((x) => {
          x.board.counters.push({ id: 91, spell: 'poisonous-cauldrons', at: 'w1', castTurn: 1 });
          x.board.counters.push({ id: 92, spell: 'poisonous-cauldrons', at: 'w4', castTurn: 1 });
        }),
    );
    const a = mustApply(s, cast('totems')).state;
    expect(options(a)).not.toContain('w1'); // Inscription + Poisonous Cauldron: full
    expect(options(a)).toContain('w3'); // Inscription only
    expect(options(a)).toContain('w4'); // Poisonous Cauldron only
  });

  test('board.md "2 equipment spaces": with every wall full, Totems has no target (illegal_target)', () => {
    const t = spellsMenu(['totems', 'piercing-wail'], 10, (b) =>
      b.with((x) => {
        for (const w of WALLS) x.board.walls[w].inscription = true;
        x.board.counters.push(...WALLS.map((w, i) => ({ id: 400 + i, spell: 'poisonous-cauldrons' as const, at: w, castTurn: 1 })));
      }),
    );
    expect(refused(t, cast('totems'))).toBe('illegal_target');
  });

  test(`${CARDS} Marshes: Traps on paths leaving that Foreground stop working`, () => {
    const s = spellsMenu(['marshes', 'piercing-wail'], 10, (b) => b.with((x) => (x.board.traps = ['fg-left>r-left-1'])));
    expect(trapWorks(s, 'fg-left>r-left-1')).toBe(true);
    const a = mustApply(mustApply(s, cast('marshes')).state, choose('fg-left', 'invader')).state;
    expect(trapWorks(a, 'fg-left>r-left-1')).toBe(false);
  });
});

describe('Reinforcements', () => {
  test(`${CARDS} Reinforcements: 3 spare Skeletons join the Foreground at once`, () => {
    const s = spellsMenu(['reinforcements', 'piercing-wail'], 10, (b) => b.area('fg-front', { vampire: 2 }));
    const a = mustApply(mustApply(s, cast('reinforcements')).state, choose('fg-front', 'invader')).state;
    expect(a.board.areas['fg-front']).toEqual({ phantom: 0, skeleton: 3, vampire: 2 });
    expect(a.units.spares.skeleton).toBe(s.units.spares.skeleton - 3);
    expect(a.board.counters.find((c) => c.spell === 'reinforcements')?.at).toBe('fg-front');
    expect(invaderTotals(a)).toEqual(invaderTotals(s));
  });

  test(`${CARDS} Reinforcements: only up to capacity (10 on a Foreground); a full Foreground is no option`, () => {
    const s = spellsMenu(['reinforcements', 'piercing-wail'], 10, (b) =>
      b.area('fg-front', { skeleton: 9 }).area('fg-left', { skeleton: 10 }),
    );
    const a = mustApply(s, cast('reinforcements')).state;
    expect(options(a)).toEqual(['fg-front', 'fg-right']);
    const b = mustApply(a, choose('fg-front', 'invader')).state;
    expect(b.board.areas['fg-front'].skeleton).toBe(10);
    expect(b.units.spares.skeleton).toBe(s.units.spares.skeleton - 1);
  });

  test(`${CARDS} Reinforcements: only the spare Skeletons left can join; none left is illegal_target`, () => {
    const s = spellsMenu(['reinforcements', 'piercing-wail'], 10, (b) =>
      b.with((x) => {
        x.units.removed.skeleton += x.units.spares.skeleton - 1;
        x.units.spares.skeleton = 1;
      }),
    );
    const a = mustApply(mustApply(s, cast('reinforcements')).state, choose('fg-right', 'invader')).state;
    expect(a.board.areas['fg-right'].skeleton).toBe(1);
    expect(a.units.spares.skeleton).toBe(0);
    const none = spellsMenu(['reinforcements', 'piercing-wail'], 10, (b) =>
      b.with((x) => {
        x.units.removed.skeleton += x.units.spares.skeleton;
        x.units.spares.skeleton = 0;
      }),
    );
    expect(refused(none, cast('reinforcements'))).toBe('illegal_target');
  });
});

describe('Illusionary Threat', () => {
  test('cards.md Illusionary Threat: the Invader picks a wall, then secretly a value from the reserve', () => {
    const s = spellsMenu(['illusionary-threat', 'piercing-wail'], 10);
    const a = mustApply(s, cast('illusionary-threat')).state;
    expect(options(a)).toEqual([...WALLS]);
    const b = mustApply(a, choose('w6', 'invader')).state;
    const p = b.prompts.at(-1);
    expect(p?.kind === 'choice' && p.secret).toBe(true);
    expect(options(b)).toEqual([0, 1, 2, 3]);
    const { state: c, events } = mustApply(b, choose(2, 'invader'));
    expect(c.board.counters.find((x) => x.spell === 'illusionary-threat')).toMatchObject({ at: 'w6', value: 2, castTurn: s.turn });
    expect(c.invader.illusionReserve).toEqual([0, 1, 3]);
    const reveal = events.filter((e) => e.kind === 'secret.illusionValue' && e.params.n === 2);
    expect(reveal.length).toBe(1);
    expect(reveal[0]?.to).toBe('invader');
    expect(events.filter((e) => e.to !== 'invader').some((e) => Object.values(e.params).includes(2))).toBe(false);
  });

  test('cards.md Illusionary Threat: with the reserve empty it is no_counter_left', () => {
    const s = spellsMenu(['illusionary-threat', 'piercing-wail'], 10, (b) =>
      b.with((x) => {
        x.invader.illusionReserve = [];
        WALLS.slice(0, 4).forEach((w, i) =>
          x.board.counters.push({ id: 70 + i, spell: 'illusionary-threat', at: w, castTurn: 1, value: i }),
        );
      }),
    );
    expect(refused(s, cast('illusionary-threat'))).toBe('no_counter_left');
  });

  test('cards.md Illusionary Threat: a single value left is laid without asking', () => {
    const s = spellsMenu(['illusionary-threat', 'piercing-wail'], 10, (b) => b.with((x) => (x.invader.illusionReserve = [1])));
    const a = mustApply(mustApply(s, cast('illusionary-threat')).state, choose('w1', 'invader')).state;
    expect(a.board.counters.find((x) => x.spell === 'illusionary-threat')?.value).toBe(1);
    expect(a.invader.illusionReserve).toEqual([]);
  });
});

describe("counter limits (seed 000 setup: the Invader's reserve)", () => {
  const placesFor: Record<SpellPlacement, ReadonlyArray<string>> = {
    rampart: RAMPARTS,
    wall: WALLS,
    tower: TOWERS,
    foreground: FOREGROUNDS,
    'dragon-card': ['dragon-card', 'dragon-card', 'dragon-card'],
    none: ['camp'],
  };
  const limited = (Object.keys(SPELLS) as SpellId[]).filter((id) => SPELLS[id].counters !== null);
  test.each(limited)('cards.md "Spells": %s with every counter on the board is no_counter_left', (spell) => {
    const n = must(SPELLS[spell].counters, 'a counter limit');
    const places = placesFor[SPELLS[spell].placement];
    const s = spellsMenu([spell, 'piercing-wail'], 10, (b) =>
      b.with((x) => {
        for (let i = 0; i < n; i++) x.board.counters.push({ id: 500 + i, spell, at: places[i % places.length] as never, castTurn: 1 });
      }),
    );
    expect(refused(s, cast(spell))).toBe('no_counter_left');
    const fewer = spellsMenu([spell, 'piercing-wail'], 10, (b) =>
      b.area('fg-left', { phantom: 3 }).with((x) => {
        for (let i = 0; i < n - 1; i++) x.board.counters.push({ id: 500 + i, spell, at: places[i % places.length] as never, castTurn: 1 });
      }),
    );
    expect(mustApply(fewer, cast(spell)).state.invader.cast).toEqual([spell]);
  });

  test('rulings.md "Defender details" (the Reinforcements counter returns to the reserve at Clean-up): after three casts the spell can be cast again', () => {
    const s = spellsMenu(['reinforcements', 'piercing-wail'], 10, (b) =>
      b.with((x) => {
        for (const at of ['fg-left', 'fg-right'] as const)
          x.board.counters.push({ id: x.nextId++, spell: 'reinforcements', at, castTurn: 1 });
      }),
    );
    const a = mustApply(mustApply(s, cast('reinforcements')).state, choose('fg-front', 'invader')).state;
    expect(a.board.counters.filter((c) => c.spell === 'reinforcements')).toHaveLength(3);
    cleanUp(a);
    expect(a.board.counters.filter((c) => c.spell === 'reinforcements')).toEqual([]);
    expect(countersLeft(a, 'reinforcements')).toBe(3);
    // The Skeletons stay where they arrived.
    expect(a.board.areas['fg-front'].skeleton).toBe(3);
  });
});
