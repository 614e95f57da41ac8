import { applyAction } from '../game';
import { answer, assaultScenario, counter, invaderTotals, noWallMarksmen, startAssault, topChoice } from '../testing';

const base = () =>
  assaultScenario()
    .with(noWallMarksmen)
    .tower('t1', { machine: 'cannon' })
    .area('fg-left', { skeleton: 2 })
    .area('r-left-1', { vampire: 1 });

describe('Ranged step 1: Cannons and Tower Crossbows', () => {
  test('seed 001 "Defender Cannon Barrage" / seed 002 Forge Cannon: the Defender picks the Foreground of its side or an opposite Rampart; the card shown kills one unit of that type', () => {
    const s0 = startAssault(base().with((s) => (s.decks.cannon = ['skeleton', 'miss', 'miss', 'phantom', 'skeleton', 'vampire'])));
    const p = topChoice(s0);
    expect(p.id).toBe('assault.cannon');
    expect(p.seat).toBe('defender');
    expect(p.options).toEqual(['fg-left', 'r-left-1', 'none']);
    const before = invaderTotals(s0);
    const s1 = answer(s0, 'defender', 'fg-left');
    expect(s1.board.areas['fg-left'].skeleton).toBe(1);
    expect(s1.units.altar.skeleton).toBe(1);
    expect(invaderTotals(s1)).toEqual(before);
  });

  test('cards.md Cannon hit deck: a card showing a type not on the target kills nothing; a Miss kills nothing', () => {
    const s0 = startAssault(base().with((s) => (s.decks.cannon = ['vampire', 'miss', 'miss', 'phantom', 'skeleton', 'skeleton'])));
    const s1 = answer(s0, 'defender', 'fg-left');
    expect(s1.board.areas['fg-left'].skeleton).toBe(2);
    const m0 = startAssault(base().with((s) => (s.decks.cannon = ['miss', 'vampire', 'miss', 'phantom', 'skeleton', 'skeleton'])));
    const m1 = answer(m0, 'defender', 'r-left-1');
    expect(m1.board.areas['r-left-1'].vampire).toBe(1);
  });

  test('cards.md Cannon hit deck: several Cannons reveal successive cards (reshuffled only after all have fired)', () => {
    const s0 = startAssault(
      base()
        .tower('t2', { machine: 'cannon' })
        .area('r-left-2', { vampire: 1 })
        .with((s) => (s.decks.cannon = ['skeleton', 'vampire', 'miss', 'miss', 'phantom', 'skeleton'])),
    );
    expect(topChoice(s0).id).toBe('assault.machine');
    const s1 = answer(answer(s0, 'defender', 't1'), 'defender', 'fg-left');
    expect(topChoice(s1).context.tower).toBe('t2');
    expect(topChoice(s1).options).toEqual(['fg-left', 'r-left-2', 'none']);
    const s2 = answer(s1, 'defender', 'r-left-2');
    expect(s2.board.areas['fg-left'].skeleton).toBe(1);
    expect(s2.board.areas['r-left-2'].vampire).toBe(0);
    expect(s2.units.removed.vampire).toBe(1);
    expect([...s2.decks.cannon].sort()).toEqual(['miss', 'miss', 'phantom', 'skeleton', 'skeleton', 'vampire']);
  });

  test('seed 002 Forge Cannon ("one by one, in the order the Defender likes") / rulings.md "Assault": the Defender picks which machine fires next, each target chosen after the earlier results', () => {
    const s0 = startAssault(
      assaultScenario()
        .with(noWallMarksmen)
        .tower('t1', { machine: 'cannon' })
        .tower('t2', { machine: 'crossbow' })
        .tower('t5', { machine: 'cannon' })
        .area('r-left-2', { vampire: 1 })
        .area('r-front-2', { skeleton: 1 })
        .with((s) => {
          s.decks.cannon = ['vampire', 'skeleton', 'miss', 'miss', 'phantom', 'skeleton'];
          s.decks.crossbow = ['red-1', 'blue-1', 'red-2', 'blue-2', 'red-3', 'blue-3'];
        }),
    );
    const p0 = topChoice(s0);
    expect(p0.id).toBe('assault.machine');
    expect(p0.seat).toBe('defender');
    expect(p0.options).toEqual(['t1', 't2', 't5']);
    // The Cannon in t5 first, not in tower order.
    const s1 = answer(s0, 'defender', 't5');
    expect(topChoice(s1)).toMatchObject({ id: 'assault.cannon', context: { tower: 't5' }, options: ['r-front-2', 'none'] });
    // Its card shows a Vampire; only a Skeleton is on r-front-2: nothing is killed.
    const s2 = answer(s1, 'defender', 'r-front-2');
    expect(s2.board.areas['r-front-2'].skeleton).toBe(1);
    expect(topChoice(s2)).toMatchObject({ id: 'assault.machine', options: ['t1', 't2'] });
    // The Tower Crossbow next: its red card kills the Vampire on r-left-2...
    const s3 = answer(answer(s2, 'defender', 't2'), 'defender', 'r-left-2');
    expect(s3.board.areas['r-left-2'].vampire).toBe(0);
    // ...the only unit the t1 Cannon could have hit: it has no target left, the step is over.
    expect(s3.prompts.some((p) => p.kind === 'choice' && p.id.startsWith('assault.'))).toBe(false);
  });

  test('rulings.md "Turn flow" ("when only one answer is legal it resolves by itself"): a single machine able to fire needs no order choice', () => {
    const s0 = startAssault(base().tower('t6', { machine: 'cannon' }));
    // t6 sees nothing (no Invader units on the right): only t1 can fire.
    expect(topChoice(s0).id).toBe('assault.cannon');
    expect(topChoice(s0).context.tower).toBe('t1');
  });

  test("cards.md Mists and Crypt: an active Mists Rampart and a Crypt Foreground cannot be targeted ('none' remains)", () => {
    const s0 = startAssault(
      base().with((s) => {
        counter(s, 'mists', 'r-left-1');
        counter(s, 'crypt', 'fg-left');
      }),
    );
    // Only 'none' is left: the decision resolves by itself and nothing is shot.
    expect(s0.board.areas['fg-left'].skeleton).toBe(2);
    expect(s0.board.areas['r-left-1'].vampire).toBe(1);
  });

  test('cards.md Mists: an inactive Mists counter (cast earlier, not activated) does not protect', () => {
    const s0 = startAssault(base().with((s) => counter(s, 'mists', 'r-left-1', { castTurn: 3 })));
    expect(topChoice(s0).options).toContain('r-left-1');
  });

  test('cards.md Heavy Rain: Cannons and Tower Crossbows do not shoot', () => {
    const s0 = startAssault(
      base()
        .tower('t2', { machine: 'crossbow' })
        .with((s) => (s.effects.heavyRain = true)),
    );
    expect(s0.board.areas['fg-left'].skeleton).toBe(2);
    expect(s0.board.areas['r-left-1'].vampire).toBe(1);
    expect(s0.phase).toBe('ended');
  });

  test('seed 000 Workshop "Tower Crossbow": only places with Vampires; a red card eliminates one Vampire, a blue card misses', () => {
    const b = () =>
      assaultScenario()
        .with(noWallMarksmen)
        .tower('t2', { machine: 'crossbow' })
        .area('fg-left', { vampire: 1, skeleton: 3 })
        .area('r-front-1', { vampire: 2 })
        .area('r-left-2', { skeleton: 2 });
    const red = startAssault(b().with((s) => (s.decks.crossbow = ['red-2', 'blue-1', 'red-1', 'blue-2', 'red-3', 'blue-3'])));
    expect(topChoice(red).id).toBe('assault.crossbow');
    expect(topChoice(red).options).toEqual(['fg-left', 'r-front-1', 'none']);
    const r1 = answer(red, 'defender', 'r-front-1');
    expect(r1.board.areas['r-front-1'].vampire).toBe(1);
    expect(r1.units.removed.vampire).toBe(1);
    const blue = startAssault(b().with((s) => (s.decks.crossbow = ['blue-2', 'red-1', 'red-2', 'blue-1', 'red-3', 'blue-3'])));
    const b1 = answer(blue, 'defender', 'r-front-1');
    expect(b1.board.areas['r-front-1'].vampire).toBe(2);
  });

  test("the Defender may hold fire ('none')", () => {
    const s0 = startAssault(base().with((s) => (s.decks.cannon = ['skeleton', 'miss', 'miss', 'phantom', 'skeleton', 'vampire'])));
    const s1 = answer(s0, 'defender', 'none');
    expect(s1.board.areas['fg-left'].skeleton).toBe(2);
  });

  test('bad input: a target out of range is illegal_target and changes nothing', () => {
    const s0 = startAssault(base());
    const r = applyAction(s0, { type: 'choose', seat: 'defender', option: 'fg-right' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal_target');
    const r2 = applyAction(s0, { type: 'choose', seat: 'invader', option: 'fg-left' });
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.code).toBe('not_your_turn');
    expect(topChoice(s0).id).toBe('assault.cannon');
  });
});
