import { applyAction } from '../game';
import { checkInvariants } from '../invariants';
import { viewFor } from '../view/view-for';
import { noInvaders } from '../state/counts';
import { INVADER_UNITS, type GameState } from '../state/types';
import { answer, assaultScenario, choose, counter, invaderTotals, mustApply, noWallMarksmen, startAssault, topChoice } from '../testing';
import { DEFENDER_NAME, INVADER_NAME } from './common';

describe('Ranged step 2: Spectral Ballistae and Bone Throwers', () => {
  const ballista = (stack: ('hit' | 'miss')[]) =>
    assaultScenario()
      .with(noWallMarksmen)
      .wall('w5', { defenders: { soldier: 2, veteran: 1 }, invaders: { skeleton: 1, vampire: 1 } })
      .with((s) => counter(s, 'spectral-ballista', 'r-barbican', { stack }));

  test('seed 000 "Card Clarifications" Spectral Ballista: the Invader picks a wall linked by a path; a Miss is removed from the game', () => {
    const s0 = startAssault(ballista(['miss', 'hit', 'hit']));
    const p = topChoice(s0);
    expect(p.id).toBe('assault.ballista.target');
    expect(p.seat).toBe('invader');
    expect(p.options).toEqual(['w5', 'w6']);
    const s1 = answer(s0, 'invader', 'w5');
    const c = s1.board.counters.find((x) => x.spell === 'spectral-ballista');
    expect(c?.stack).toEqual(['hit', 'hit']);
    expect(s1.board.walls.w5.defenders).toEqual({ marksman: 0, soldier: 2, veteran: 1 });
  });

  test("seed 000 Spectral Ballista Hit: a Defender unit of the Invader's choice becomes the matching Invader unit on the Rampart, the strongest Invader unit on the wall goes to the Altar, Panic +1, the Hit is shuffled back", () => {
    const s0 = startAssault(ballista(['hit', 'miss']));
    const before = invaderTotals(s0);
    const s1 = answer(s0, 'invader', 'w5');
    expect(topChoice(s1).id).toBe('assault.ballista.capture');
    expect(topChoice(s1).options).toEqual(['soldier', 'veteran']);
    expect(s1.panic.level).toBe(1);
    const s2 = answer(s1, 'invader', 'veteran');
    expect(s2.board.walls.w5.defenders.veteran).toBe(0);
    expect(s2.defender.dead.veteran).toBe(1);
    expect(s2.board.areas['r-barbican'].vampire).toBe(1);
    // The Veteran's own cube is the Vampire (rulings.md "Units and counts"): the spares keep theirs.
    expect(s2.units.spares.vampire).toBe(5);
    expect(s2.units.captured.vampire).toBe(1);
    // The Vampire was destroyed by the hit (the Skeleton then lost the melee on w5).
    expect(s2.board.walls.w5.invaders.vampire).toBe(0);
    expect(s2.units.altar.vampire).toBe(1);
    const c = s2.board.counters.find((x) => x.spell === 'spectral-ballista');
    expect([...(c?.stack ?? [])].sort()).toEqual(['hit', 'miss']);
    expect(invaderTotals(s2)).toEqual({ ...before, vampire: before.vampire + 1 });
  });

  const noSpares = (s: GameState): void => {
    for (const u of INVADER_UNITS) {
      s.units.bag[u] += s.units.spares[u];
      s.units.spares[u] = 0;
    }
  };
  const unitCountFailures = (s: GameState) =>
    checkInvariants(s).filter((f) => f.invariant === 'units.invader' || f.invariant === 'counts.nonnegative');

  for (const [lost, becomes] of [
    ['marksman', 'phantom'],
    ['soldier', 'skeleton'],
    ['veteran', 'vampire'],
  ] as const) {
    test(`seed 000 Spectral Ballista: a captured ${DEFENDER_NAME[lost]} becomes a ${INVADER_NAME[becomes]} even with no spare ${INVADER_NAME[becomes]} (rulings.md "Units and counts")`, () => {
      const other = lost === 'soldier' ? 'veteran' : 'soldier';
      const s0 = startAssault(
        assaultScenario()
          .with(noWallMarksmen)
          .wall('w5', { defenders: { [lost]: 1, [other]: 1 } })
          .with((s) => counter(s, 'spectral-ballista', 'r-barbican', { stack: ['hit'] }))
          .with(noSpares),
      );
      const s1 = answer(answer(s0, 'invader', 'w5'), 'invader', lost);
      expect(s1.board.walls.w5.defenders[lost]).toBe(0);
      expect(s1.defender.dead[lost]).toBe(s0.defender.dead[lost] + 1);
      expect(s1.board.areas['r-barbican']).toEqual({ ...noInvaders(), [becomes]: 1 });
      // The Defender's own cube: the spares are not touched, the counts take it as an Invader unit.
      expect(s1.units.spares).toEqual(noInvaders());
      expect(s1.units.captured).toEqual({ ...noInvaders(), [becomes]: 1 });
      expect(invaderTotals(s1)).toEqual({ ...invaderTotals(s0), [becomes]: invaderTotals(s0)[becomes] + 1 });
      expect(unitCountFailures(s1)).toEqual([]);
    });
  }

  test('seed 001 "Siege Machine Barrage": the Invader selects the wall of every Spectral Ballista before any machine card is revealed', () => {
    const s0 = startAssault(
      assaultScenario()
        .with(noWallMarksmen)
        .wall('w5', { defenders: { soldier: 1, veteran: 1 } })
        .wall('w9', { defenders: { soldier: 2 } })
        .with((s) => {
          counter(s, 'bone-thrower', 'r-left-1', { stack: ['miss'] });
          counter(s, 'spectral-ballista', 'r-barbican', { stack: ['hit'] });
          counter(s, 'spectral-ballista', 'r-right-1', { stack: ['miss', 'hit'] });
        }),
    );
    const [bone, first, second] = s0.board.counters;
    const stacks = (s: GameState) => s.board.counters.map((c) => c.stack);
    // The first Ballista's wall, the Bone Thrower (an earlier counter) not fired yet.
    expect(topChoice(s0)).toMatchObject({ id: 'assault.ballista.target', options: ['w5', 'w6'], context: { counter: first?.id } });
    expect(stacks(s0)).toEqual([['miss'], ['hit'], ['miss', 'hit']]);
    // The second Ballista's wall is asked with no card of the first revealed.
    const s1 = answer(s0, 'invader', 'w5');
    expect(topChoice(s1)).toMatchObject({ id: 'assault.ballista.target', options: ['w8', 'w9'], context: { counter: second?.id } });
    expect(stacks(s1)).toEqual(stacks(s0));
    expect(s1.panic.level).toBe(s0.panic.level);
    // The selection is public and waits in the Assault's progress until that Ballista fires.
    expect(viewFor(s1, 'defender').assault?.data).toEqual({ [`target:${first?.id}`]: 'w5' });
    // Every target chosen: the machines fire in counter order, each at the wall chosen for it.
    const r = mustApply(s1, choose('w9', 'invader'));
    expect(r.events.filter((e) => e.kind.startsWith('ranged.')).map((e) => [e.kind, e.params])).toEqual([
      ['ranged.boneMiss', { at: bone?.at }],
      ['ranged.ballistaHit', { at: 'r-barbican', wall: 'w5' }],
    ]);
    expect(topChoice(r.state)).toMatchObject({ id: 'assault.ballista.capture', options: ['soldier', 'veteran'], context: { wall: 'w5' } });
    expect(r.state.board.counters.find((c) => c.id === second?.id)?.stack).toEqual(['miss', 'hit']);
    const r2 = mustApply(r.state, choose('veteran', 'invader'));
    expect(r2.events.filter((e) => e.kind.startsWith('ranged.')).map((e) => [e.kind, e.params])).toEqual([
      ['ranged.ballistaMiss', { at: 'r-right-1', wall: 'w9' }],
    ]);
  });

  test('Ranged step 2 only for active machines: an inactive Ballista does not shoot', () => {
    const s0 = startAssault(
      assaultScenario()
        .with(noWallMarksmen)
        .with((s) => counter(s, 'spectral-ballista', 'r-barbican', { stack: ['hit'], castTurn: 2 })),
    );
    expect(s0.phase).toBe('ended');
    expect(s0.board.counters[0]?.stack).toEqual(['hit']);
  });

  test('seed 000 Bone Thrower Hit: Panic +1, the Invader picks a building (not Statue/Hospital) and marks two unmarked actions one at a time', () => {
    const s0 = startAssault(
      assaultScenario()
        .with(noWallMarksmen)
        .with((s) => {
          counter(s, 'bone-thrower', 'r-left-1', { stack: ['hit', 'miss'] });
          s.defender.slots['forge.cross'].bone = true;
        }),
    );
    const p = topChoice(s0);
    expect(p.id).toBe('assault.bone.building');
    expect(p.options).toEqual(['forge', 'workshop', 'scouts', 'cathedral', 'barracks']);
    expect(s0.panic.level).toBe(1);
    const s1 = answer(s0, 'invader', 'forge');
    expect(topChoice(s1).options).toEqual(['forge.cannon', 'forge.cauldron', 'forge.footbridge']);
    const s2 = answer(s1, 'invader', 'forge.cauldron');
    expect(topChoice(s2).options).toEqual(['forge.cannon', 'forge.footbridge']);
    const s3 = answer(s2, 'invader', 'forge.cannon');
    expect(s3.defender.slots['forge.cannon'].bone).toBe(true);
    expect(s3.defender.slots['forge.cauldron'].bone).toBe(true);
    expect(s3.defender.slots['forge.footbridge'].bone).toBe(false);
    // Phase 6 drew the one card Panic 1 asked for.
    expect(s3.panic.drawn).toHaveLength(1);
    const bad = applyAction(s2, { type: 'choose', seat: 'invader', option: 'forge.cauldron' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('illegal_target');
  });

  test('seed 000 Bone Thrower Miss: the Miss card is removed from the game, nothing else happens', () => {
    const s0 = startAssault(
      assaultScenario()
        .with(noWallMarksmen)
        .with((s) => counter(s, 'bone-thrower', 'r-left-1', { stack: ['miss', 'hit'] })),
    );
    expect(s0.board.counters[0]?.stack).toEqual(['hit']);
    expect(s0.panic.drawn).toHaveLength(0);
  });
});
