import { WALLS } from '../board/undead-board';
import { applyAction } from '../game';
import { answer, assaultScenario, counter, invaderTotals, startAssault, topChoice } from '../testing';

/** No Marksmen, Priests in the Courtyard: only what the test places fights. */
const base = () =>
  assaultScenario()
    .priests([{ at: 'courtyard' }, { at: 'courtyard' }])
    .with((s) => {
      for (const w of WALLS) s.board.walls[w].defenders.marksman = 0;
    });

describe('Melee step 5: strength, losses, breach', () => {
  test('rulings.md "Assault" Losses: the Defender loses units worth at least the advantage and as little over as possible, one at a time by its choice', () => {
    // Defender 1+2+3 = 6 against 2 Vampires + 2 Skeletons = 10: advantage 4.
    const s0 = startAssault(
      base().wall('w3', { defenders: { marksman: 1, soldier: 1, veteran: 1 }, invaders: { vampire: 2, skeleton: 2 }, stones: 0 }),
    );
    const p = topChoice(s0);
    expect(p.id).toBe('assault.loss');
    expect(p.seat).toBe('defender');
    // Worth exactly 4: Veteran + Marksman. A Soldier is in no such set.
    expect(p.options).toEqual(['marksman', 'veteran']);
    const bad = applyAction(s0, { type: 'choose', seat: 'defender', option: 'soldier' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('illegal_target');
    const s1 = answer(s0, 'defender', 'marksman');
    // Only the Veteran completes 4: it goes by itself; the Hospital then asks which to heal.
    expect(s1.board.walls.w3.defenders).toEqual({ marksman: 0, soldier: 1, veteran: 0 });
    expect(topChoice(s1).id).toBe('assault.hospital');
    expect(s1.defender.hospital).toEqual({ marksman: 1, soldier: 0, veteran: 1 });
    expect(s1.board.walls.w3.invaders).toEqual({ phantom: 0, skeleton: 2, vampire: 2 });
  });

  test('rulings.md "Assault" Losses with the Vampire aura: removing Phantoms that count 2 is cheaper than losing the Vampire', () => {
    // Invader: Vampire 3 + 3 Phantoms at 2 = 9; Defender 3 + 6 + 3 stones = 12: advantage 3.
    const s0 = startAssault(base().wall('w4', { defenders: { veteran: 1, soldier: 3 }, invaders: { vampire: 1, phantom: 3 }, stones: 3 }));
    // Two Phantoms (worth 4) are the only minimal loss: each pick has one option and resolves by itself.
    expect(s0.board.walls.w4.invaders).toEqual({ phantom: 1, skeleton: 0, vampire: 1 });
    expect(s0.units.removed.phantom).toBe(2);
    expect(s0.phase).toBe('ended');
  });

  test('seed 001 "Strength Advantage": the Invader, losing, picks among minimal losses; Skeletons go to the Altar', () => {
    // Defender 3+2+2 stones = 7 against Skeleton 2 + Phantom 1 + Phantom 1 = 4: advantage 3.
    const s0 = startAssault(base().wall('w8', { defenders: { veteran: 1, soldier: 1 }, invaders: { skeleton: 1, phantom: 2 }, stones: 2 }));
    const p = topChoice(s0);
    expect(p.seat).toBe('invader');
    expect(p.options).toEqual(['phantom', 'skeleton']);
    const s1 = answer(s0, 'invader', 'skeleton');
    expect(s1.units.altar.skeleton).toBe(1);
    expect(s1.board.walls.w8.invaders.phantom).toBe(1);
    expect(s1.units.removed.phantom).toBe(1);
  });

  test('seed 001 "Resolving Strength": a tie removes nothing', () => {
    const s0 = startAssault(base().wall('w8', { defenders: { soldier: 1 }, invaders: { skeleton: 2 }, stones: 2 }));
    expect(s0.board.walls.w8.invaders.skeleton).toBe(2);
    expect(s0.board.walls.w8.defenders.soldier).toBe(1);
    expect(s0.winner?.seat).toBe('defender');
  });

  test('seed 001 "Breaking Into The Stronghold": an Invader advantage greater than the Defender units\' strength is a breach and the Invader wins at once', () => {
    // Defender units 1, stones 2 = 3; Invader 4 Skeletons = 8: advantage 5 > 1.
    const s0 = startAssault(base().wall('w1', { defenders: { marksman: 1 }, invaders: { skeleton: 4 }, stones: 2 }));
    expect(s0.winner?.seat).toBe('invader');
    expect(s0.winner?.reason).toContain('w1');
    expect(s0.phase).toBe('ended');
    expect(s0.toAct).toBeNull();
  });

  test('rulings.md "Assault" Breach: stones and Priests add strength but do not count for the breach; advantage equal to the units is no breach', () => {
    // Defender units 2 + stones 1 + Priest 2 = 5; Invader 7: advantage 2 = units: no breach, the Soldier is lost.
    const s0 = startAssault(
      base()
        .priests([{ at: 'w2' }])
        .wall('w2', { defenders: { soldier: 1 }, invaders: { skeleton: 2, vampire: 1 }, stones: 1 }),
    );
    expect(s0.winner?.seat).toBe('defender');
    expect(s0.board.walls.w2.defenders.soldier).toBe(0);
    expect(s0.defender.priests[0]?.at).toBe('w2');
  });

  test('seed 000 "Game End": a wall with Invader units and no Defender units left is breached when the Invader is stronger', () => {
    const s0 = startAssault(base().wall('w6', { defenders: {}, invaders: { phantom: 1 }, stones: 0 }));
    expect(s0.winner?.seat).toBe('invader');
  });

  test('cards.md Totems, Bloodlust; Council Last Stand; seed 000 Priest Trait I: strength modifiers', () => {
    // Invader: Vampire 4 (Bloodlust) + Totem 2 = 6. Defender: Soldier 2 + stones 1 + Priest 2 + Last Stand 1 = 6: a tie.
    const s0 = startAssault(
      base()
        .priests([{ at: 'w7' }])
        .wall('w7', { defenders: { soldier: 1 }, invaders: { vampire: 1 }, stones: 1 })
        .with((s) => {
          s.effects.bloodlust = true;
          s.effects.lastStand = true;
          counter(s, 'totems', 'w7');
        }),
    );
    expect(s0.board.walls.w7.invaders.vampire).toBe(1);
    expect(s0.board.walls.w7.defenders.soldier).toBe(1);
  });

  test('cards.md Terror: an active Terror counter raises Panic by 1 where the Invader wins', () => {
    const s0 = startAssault(
      base()
        .wall('w9', { defenders: { soldier: 2, veteran: 1 }, invaders: { skeleton: 3, vampire: 1 }, stones: 0 })
        .with((s) => counter(s, 'terror', 'w9')),
    );
    // Invader 9 against 7: advantage 2, one Soldier lost; Panic 1 drew one card in Phase 6.
    expect(s0.board.walls.w9.defenders.soldier).toBe(1);
    expect(s0.panic.drawn).toHaveLength(1);
  });

  test('cards.md Illusionary Threat: revealed in Melee step 5, that many spare Phantoms join the wall, the counter returns to the reserve', () => {
    const s0 = startAssault(
      base()
        .wall('w10', { defenders: { soldier: 1 }, stones: 0 })
        .with((s) => {
          s.invader.illusionReserve = [0, 1, 3];
          counter(s, 'illusionary-threat', 'w10', { value: 2, castTurn: 5 });
        }),
    );
    const before = invaderTotals(s0);
    // 2 Phantoms (2) against a Soldier (2): a tie.
    expect(s0.board.walls.w10.invaders.phantom).toBe(2);
    expect(s0.units.spares.phantom).toBe(3);
    expect(s0.board.counters).toHaveLength(0);
    expect(s0.invader.illusionReserve).toEqual([0, 1, 2, 3]);
    expect(invaderTotals(s0)).toEqual(before);
  });

  test('seed 000 "Other Notes": a Vampire raises the strength of Phantoms created by the Illusionary Threat', () => {
    // 3 Phantoms at 2 + Vampire 3 = 9 against Veteran 3 + Soldier 2 + stones 2 = 7: advantage 2.
    const s0 = startAssault(
      base()
        .wall('w10', { defenders: { soldier: 1, veteran: 1 }, invaders: { vampire: 1 }, stones: 2 })
        .with((s) => {
          s.invader.illusionReserve = [0, 1, 2];
          counter(s, 'illusionary-threat', 'w10', { value: 3 });
        }),
    );
    expect(s0.defender.hospital.soldier + s0.board.courtyard.soldier + s0.defender.dead.soldier).toBe(1);
    expect(s0.board.walls.w10.defenders).toEqual({ marksman: 0, soldier: 0, veteran: 1 });
  });
});
