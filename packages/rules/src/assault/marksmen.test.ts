import { WALLS } from '../board/undead-board';
import { applyAction } from '../game';
import { answer, assaultScenario, counter, startAssault, topChoice } from '../testing';

/** Only the Marksmen the test places: none elsewhere. */
const only = (b: ReturnType<typeof assaultScenario>) =>
  b.with((s) => {
    for (const w of WALLS) s.board.walls[w].defenders.marksman = 0;
  });

describe('Ranged step 3: Marksmen engage Skeletons', () => {
  test('rulings.md "Assault" Marksmen: a Marksman on an unengaged wall shoots a Rampart linked by a path and kills one Skeleton (Defender\'s choice, one at a time)', () => {
    const s0 = startAssault(
      only(assaultScenario())
        .wall('w2', { defenders: { marksman: 2, soldier: 1 } })
        .area('r-left-1', { skeleton: 1, vampire: 2 })
        .area('r-left-2', { skeleton: 2 }),
    );
    const p = topChoice(s0);
    expect(p.id).toBe('assault.marksman');
    expect(p.options).toEqual(['r-left-1', 'r-left-2', 'none']);
    const s1 = answer(s0, 'defender', 'r-left-1');
    expect(s1.board.areas['r-left-1'].skeleton).toBe(0);
    expect(s1.units.altar.skeleton).toBe(1);
    // The second Marksman: r-left-1 has no Skeleton left.
    expect(topChoice(s1).options).toEqual(['r-left-2', 'none']);
    const s2 = answer(s1, 'defender', 'r-left-2');
    expect(s2.board.areas['r-left-2'].skeleton).toBe(1);
    expect(s2.board.areas['r-left-1'].vampire).toBe(2);
  });

  test('seed 001 "Marksmen Volley": Marksmen on a wall with Invader units are engaged and do not shoot; Marksmen in a Tower shoot at an opposite Rampart', () => {
    const s0 = startAssault(
      only(assaultScenario())
        .wall('w1', { defenders: { marksman: 2 }, invaders: { phantom: 1 } })
        .tower('t1', { marksmen: 1 })
        .area('r-left-1', { skeleton: 2 }),
    );
    const p = topChoice(s0);
    expect(p.context.at).toBe('t1');
    const s1 = answer(s0, 'defender', 'r-left-1');
    expect(s1.board.areas['r-left-1'].skeleton).toBe(1);
  });

  test('cards.md Fire Arrows: Marksmen may shoot any Invader unit (option rampart:unit)', () => {
    const s0 = startAssault(
      only(assaultScenario())
        .wall('w4', { defenders: { marksman: 1 } })
        .area('r-front-1', { vampire: 1, phantom: 1 })
        .with((s) => (s.effects.fireArrows = true)),
    );
    expect(topChoice(s0).options).toEqual([{ rampart: 'r-front-1', unit: 'phantom' }, { rampart: 'r-front-1', unit: 'vampire' }, 'none']);
    const s1 = answer(s0, 'defender', { rampart: 'r-front-1', unit: 'vampire' });
    expect(s1.board.areas['r-front-1'].vampire).toBe(0);
    expect(s1.units.removed.vampire).toBe(1);
  });

  test('seed 000 Marksmen: without Fire Arrows only Skeletons are targets', () => {
    const s0 = startAssault(
      only(assaultScenario())
        .wall('w4', { defenders: { marksman: 1 } })
        .area('r-front-1', { vampire: 1, phantom: 1 }),
    );
    expect(s0.phase).toBe('ended');
    expect(s0.board.areas['r-front-1']).toEqual({ phantom: 1, skeleton: 0, vampire: 1 });
  });

  test('cards.md Heavy Rain: "Marksmen on walls do not shoot", Marksmen in Towers still do', () => {
    const s0 = startAssault(
      only(assaultScenario())
        .wall('w1', { defenders: { marksman: 2 } })
        .tower('t1', { marksmen: 1 })
        .area('r-left-1', { skeleton: 3 })
        .with((s) => (s.effects.heavyRain = true)),
    );
    expect(topChoice(s0).context.at).toBe('t1');
    const s1 = answer(s0, 'defender', 'r-left-1');
    expect(s1.board.areas['r-left-1'].skeleton).toBe(2);
    expect(s1.phase).toBe('ended');
  });

  test('cards.md Cursed Bats: an active counter on a Tower silences its Marksmen and those on its adjacent walls', () => {
    const s0 = startAssault(
      only(assaultScenario())
        .wall('w1', { defenders: { marksman: 1 } })
        .wall('w2', { defenders: { marksman: 1 } })
        .wall('w3', { defenders: { marksman: 1 } })
        .tower('t1', { marksmen: 1 })
        .area('r-left-1', { skeleton: 3 })
        .area('r-left-2', { skeleton: 3 })
        .with((s) => counter(s, 'cursed-bats', 't1')),
    );
    expect(topChoice(s0).context.at).toBe('w3');
    const s1 = answer(s0, 'defender', 'r-left-2');
    expect(s1.phase).toBe('ended');
    expect(s1.board.areas['r-left-1'].skeleton).toBe(3);
  });

  test('cards.md Dark Fears: Marksmen on the walls of the chosen side cannot shoot', () => {
    const s0 = startAssault(
      only(assaultScenario())
        .wall('w3', { defenders: { marksman: 1 } })
        .wall('w4', { defenders: { marksman: 1 } })
        .area('r-left-2', { skeleton: 3 })
        .area('r-front-1', { skeleton: 3 })
        .with((s) => s.panic.active.push({ card: 'dark-fears', target: 'left' })),
    );
    expect(topChoice(s0).context.at).toBe('w4');
  });

  test('cards.md Mists: a Rampart with an active Mists counter cannot be targeted', () => {
    const s0 = startAssault(
      only(assaultScenario())
        .wall('w2', { defenders: { marksman: 1 } })
        .area('r-left-1', { skeleton: 3 })
        .area('r-left-2', { skeleton: 3 })
        .with((s) => counter(s, 'mists', 'r-left-1')),
    );
    expect(topChoice(s0).options).toEqual(['r-left-2', 'none']);
    const bad = applyAction(s0, { type: 'choose', seat: 'defender', option: 'r-left-1' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('illegal_target');
  });
});
