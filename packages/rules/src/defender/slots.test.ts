import { cleanUp } from '../phases/cleanup-phase';
import { scenario } from '../testing';
import { choiceOn, choose, isLegal, pay, refused, run } from '../testing';

describe('the Hourglass economy of building actions', () => {
  test('seed 002 "設施": a partial payment stays on the action across turns, and completes later', () => {
    const s1 = run(scenario().defenderWindow(2, true).build(), pay('forge.cannon', 2));
    expect(s1.defender.slots['forge.cannon']).toMatchObject({ paid: 2, done: false });
    expect(s1.board.towers.t1.machine).toBeNull();
    cleanUp(s1);
    expect(s1.defender.slots['forge.cannon']).toMatchObject({ paid: 2, done: false });
    s1.defender.hourglasses = 1;
    const s2 = run(s1, pay('forge.cannon', 1));
    expect(s2.defender.slots['forge.cannon']).toMatchObject({ paid: 0, done: true });
    expect(choiceOn(s2, 'forge.cannon.tower')).toBeDefined();
    const s3 = run(s2, choose('t3', 'defender'));
    expect(s3.board.towers.t3.machine).toBe('cannon');
    expect(s3.defender.reserve.cannon).toBe(2);
  });

  test('seed 002 "設施": each action completes at most once a turn; Clean-up frees it again', () => {
    const s1 = run(scenario().defenderWindow(3, true).build(), pay('workshop.stone', 1), choose('w1', 'defender'));
    expect(s1.board.walls.w1.stones).toBe(3);
    expect(isLegal(s1, pay('workshop.stone', 1))).toBe(false);
    expect(refused(s1, pay('workshop.stone', 1))).toBe('already_used');
    cleanUp(s1);
    expect(isLegal(s1, pay('workshop.stone', 1))).toBe(true);
  });

  test('rulings.md "Turn flow" (Barracks training may complete more than once per turn within its limits), seed 002 "軍營" ("Training actions may be taken more than once per turn"): each completion frees the training for another full payment, within the Barracks limits', () => {
    const s0 = scenario()
      .with((s) => (s.board.barracks = { marksman: 3, soldier: 0, veteran: 0 }))
      .defenderWindow(8, true)
      .build();
    const s1 = run(s0, pay('barracks.soldier', 2));
    expect(s1.board.barracks).toEqual({ marksman: 2, soldier: 1, veteran: 0 });
    expect(s1.defender.slots['barracks.soldier']).toMatchObject({ paid: 0, done: false });
    const s2 = run(s1, pay('barracks.soldier', 1), pay('barracks.soldier', 1));
    expect(s2.board.barracks).toEqual({ marksman: 1, soldier: 2, veteran: 0 });
    // The Barracks hold at most 2 Soldiers: a third training cannot complete now.
    expect(refused(s2, pay('barracks.soldier', 2))).toBe('illegal_target');
    const s3 = run(s2, pay('barracks.veteran', 2));
    expect(s3.board.barracks).toEqual({ marksman: 1, soldier: 1, veteran: 1 });
    // 1 Veteran at most.
    expect(refused(s3, pay('barracks.veteran', 2))).toBe('illegal_target');
    expect(s3.defender.hourglasses).toBe(2);
  });

  test('seed 002 "設施": a partial payment needs no target now; only the completing Hourglass does', () => {
    // No Skeleton on any Rampart: a Sortie has no target.
    const s0 = scenario().defenderWindow(2).build();
    const s1 = run(s0, pay('scouts.sortie', 1));
    expect(s1.defender.slots['scouts.sortie']).toMatchObject({ paid: 1, done: false });
    s1.defender.hourglasses = 1;
    expect(refused(s1, pay('scouts.sortie', 1))).toBe('illegal_target');
    s1.board.areas['r-left-1'].skeleton = 2;
    const s2 = run(s1, pay('scouts.sortie', 1));
    expect(s2.defender.slots['scouts.sortie']).toMatchObject({ paid: 0, done: true });
  });

  test('rulings.md "Turn flow" / cards.md "Broken Chain": once the cost falls to what lies on the action, a payment of 0 completes it', () => {
    const s0 = scenario()
      .with((s) => s.panic.active.push({ card: 'broken-chain', target: null }))
      .defenderWindow(1, true)
      .build();
    const s1 = run(s0, pay('workshop.gate', 1));
    expect(s1.defender.slots['workshop.gate']).toMatchObject({ paid: 1, done: false });
    expect(isLegal(s1, pay('workshop.gate', 0))).toBe(false);
    // Clean-up: Broken Chain ends; Gate Reinforcement costs 1 again and 1 lies on it.
    s1.decks.panic = s1.decks.panic.filter((c) => c !== 'broken-chain');
    cleanUp(s1);
    expect(isLegal(s1, pay('workshop.gate', 0))).toBe(true);
    expect(isLegal(s1, pay('workshop.gate', 1))).toBe(false);
    const s2 = run(s1, pay('workshop.gate', 0), choose('gate-outer', 'defender'));
    expect(s2.board.gates['gate-outer'].toughness).toBe(7);
    expect(s2.defender.slots['workshop.gate']).toMatchObject({ paid: 0, done: true });
  });

  test('seed 000 "Bone Thrower": a Bone marker adds 1 to the cost and is removed when the action is executed', () => {
    const s0 = scenario()
      .with((s) => (s.defender.slots['workshop.stone'].bone = true))
      .defenderWindow(3, true)
      .build();
    const s1 = run(s0, pay('workshop.stone', 1));
    expect(s1.defender.slots['workshop.stone']).toMatchObject({ paid: 1, done: false, bone: true });
    const s2 = run(s1, pay('workshop.stone', 1));
    expect(s2.defender.slots['workshop.stone']).toMatchObject({ paid: 0, done: true, bone: false });
    expect(choiceOn(s2, 'workshop.stone.wall')).toBeDefined();
  });

  test('cards.md "Broken Chain": Gate Reinforcement costs 1 more Hourglass', () => {
    const s0 = scenario()
      .with((s) => s.panic.active.push({ card: 'broken-chain', target: null }))
      .defenderWindow(3, true)
      .build();
    const s1 = run(s0, pay('workshop.gate', 1));
    expect(s1.defender.slots['workshop.gate']).toMatchObject({ paid: 1, done: false });
    const s2 = run(s1, pay('workshop.gate', 1), choose('gate-middle', 'defender'));
    expect(s2.board.gates['gate-middle'].toughness).toBe(7);
  });

  test('cards.md "Riot": the building under Riot cannot be used; the others can', () => {
    const s = scenario()
      .with((st) => st.panic.active.push({ card: 'riot', target: 'workshop' }))
      .defenderWindow(2, true)
      .build();
    expect(refused(s, pay('workshop.stone', 1))).toBe('illegal_action');
    expect(isLegal(s, pay('forge.cross', 2))).toBe(true);
  });

  test('rulings.md "Defender details" / seed 000 "Hallucinations": paying lifts the block first; paid off, its Phantoms leave the game', () => {
    const s0 = scenario()
      .with((s) => {
        s.units.bag.phantom -= 3;
        s.defender.slots['forge.cannon'].block = { phantoms: 3, paid: 0 };
        s.defender.slots['forge.cannon'].paid = 1;
      })
      .defenderWindow(5, true)
      .build();
    // The blocked action cannot be executed: a payment is capped at what lifts the block.
    expect(refused(s0, pay('forge.cannon', 4))).toBe('illegal_action');
    const s1 = run(s0, pay('forge.cannon', 2));
    expect(s1.defender.slots['forge.cannon']).toMatchObject({ paid: 1, block: { phantoms: 3, paid: 2 } });
    const s2 = run(s1, pay('forge.cannon', 1));
    expect(s2.defender.slots['forge.cannon']).toMatchObject({ paid: 1, done: false, block: null });
    expect(s2.units.removed.phantom).toBe(s0.units.removed.phantom + 3);
    expect(s2.defender.hourglasses).toBe(2);
    const s3 = run(s2, pay('forge.cannon', 2));
    expect(choiceOn(s3, 'forge.cannon.tower')).toBeDefined();
  });

  test('seed 000 Hallucinations note: a block can be lifted gradually over several turns', () => {
    const s0 = scenario()
      .with((s) => {
        s.units.bag.phantom -= 2;
        s.defender.slots['scouts.trap'].block = { phantoms: 2, paid: 0 };
      })
      .defenderWindow(1, true)
      .build();
    const s1 = run(s0, pay('scouts.trap', 1));
    cleanUp(s1);
    expect(s1.defender.slots['scouts.trap'].block).toEqual({ phantoms: 2, paid: 1 });
  });

  describe('only an action whose effect is possible now can be completed', () => {
    test('no reserve item left: no_counter_left (for the completing payment; seed 002 "設施": a partial one is allowed)', () => {
      const s = scenario()
        .with((st) => (st.defender.reserve.cannon = 0))
        .defenderWindow(3)
        .build();
      expect(refused(s, pay('forge.cannon', 3))).toBe('no_counter_left');
      expect(isLegal(s, pay('forge.cannon', 2))).toBe(true);
    });
    test('no legal target: illegal_target', () => {
      const s = scenario()
        .with((st) => {
          for (const t of Object.values(st.board.towers)) t.machine = 'stakes';
        })
        .defenderWindow(3)
        .build();
      expect(refused(s, pay('workshop.crossbow', 2))).toBe('illegal_target');
      expect(isLegal(s, pay('workshop.crossbow', 1))).toBe(true);
    });
  });
});
