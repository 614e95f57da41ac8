import { dragonAttack } from './barbican';
import { assaultScenario, counter, startAssault } from '../testing';

const dragons = (n: number, inactive = 0) =>
  assaultScenario().with((s) => {
    for (let i = 0; i < n; i++) counter(s, 'dragon-phantom', 'dragon-card');
    for (let i = 0; i < inactive; i++) counter(s, 'dragon-phantom', 'dragon-card', { castTurn: 2 });
  });

describe('The Barbican: the Dragon Phantom', () => {
  test('seed 000 "Dragon Phantom" example: 2 counters and Panic 3 attack for 5', () => {
    const s0 = startAssault(dragons(2).with((s) => (s.panic.level = 3)));
    expect(s0.board.gates['gate-outer'].toughness).toBe(1);
    expect(s0.board.gates['gate-outer'].destroyed).toBe(false);
    expect(s0.board.gates['gate-middle'].toughness).toBe(6);
  });

  test('seed 000 "Dragon Phantom": the attack cannot exceed 5 (3 counters, Panic 5)', () => {
    expect(dragonAttack(3, 5)).toBe(5);
    const s0 = startAssault(
      dragons(3).with((s) => {
        s.panic.level = 5;
        s.board.gates['gate-outer'].toughness = 8;
      }),
    );
    expect(s0.board.gates['gate-outer'].toughness).toBe(3);
  });

  test('seed 000 "Phase 6: Panic" note (rulings.md "Assault" Barbican): a negative Panic level grants no bonus, so it never lowers the attack below the active counters', () => {
    expect(dragonAttack(2, -3)).toBe(2);
    const s0 = startAssault(dragons(2).with((s) => (s.panic.level = -3)));
    expect(s0.board.gates['gate-outer'].toughness).toBe(4);
    const s1 = startAssault(dragons(1).with((s) => (s.panic.level = -1)));
    expect(s1.board.gates['gate-outer'].toughness).toBe(5);
    // A positive level still adds (the rulebook's example), up to 5.
    expect(dragonAttack(1, 2)).toBe(3);
  });

  test('rulings.md "Assault" Barbican: only when active; inactive counters do not add to the attack', () => {
    const none = startAssault(dragons(0, 2).with((s) => (s.panic.level = 2)));
    expect(none.board.gates['gate-outer'].toughness).toBe(6);
    const one = startAssault(dragons(1, 2));
    expect(one.board.gates['gate-outer'].toughness).toBe(5);
  });

  test('seed 000 "Dragon Phantom": a destroyed Gate raises the Panic floor by 1 and its Cross returns to the reserve; the next attack hits the next Gate', () => {
    const s0 = startAssault(
      dragons(2).with((s) => {
        s.panic.level = 3;
        s.board.gates['gate-outer'].toughness = 4;
        s.board.gates['gate-outer'].cross = true;
        s.defender.reserve.cross = 2;
      }),
    );
    const g = s0.board.gates['gate-outer'];
    expect(g.destroyed).toBe(true);
    expect(g.cross).toBe(false);
    expect(s0.defender.reserve.cross).toBe(3);
    expect(s0.panic.floor).toBe(1);
    // Phase 6 brought the level back to the floor.
    expect(s0.panic.level).toBe(1);
    expect(s0.board.gates['gate-middle'].toughness).toBe(6);
  });

  test('seed 000 "Dragon Phantom" ("the Panic Level is permanently increased by 1") / rulings.md "Assault" Barbican: a destroyed Gate raises the level at once, so this Phase 6 draws one card more; capped at +6', () => {
    const s0 = startAssault(
      dragons(2).with((s) => {
        s.panic.level = 3;
        s.board.gates['gate-outer'].toughness = 4;
      }),
    );
    expect(s0.board.gates['gate-outer'].destroyed).toBe(true);
    expect(s0.panic.drawn).toHaveLength(4);
    expect(s0.panic.level).toBe(1);
    const s1 = startAssault(
      dragons(1).with((s) => {
        s.panic.level = 6;
        s.board.gates['gate-outer'].toughness = 4;
      }),
    );
    expect(s1.board.gates['gate-outer'].destroyed).toBe(true);
    expect(s1.panic.drawn).toHaveLength(6);
  });

  test('seed 000 "Game End": destroying the third Gate is a breach, the Invader wins', () => {
    const s0 = startAssault(
      dragons(1).with((s) => {
        s.panic.level = 2;
        s.panic.floor = 2;
        s.board.gates['gate-outer'] = { toughness: 0, destroyed: true, cross: false };
        s.board.gates['gate-middle'] = { toughness: 0, destroyed: true, cross: false };
        s.board.gates['gate-inner'].toughness = 3;
      }),
    );
    expect(s0.board.gates['gate-inner'].destroyed).toBe(true);
    expect(s0.winner?.seat).toBe('invader');
    expect(s0.phase).toBe('ended');
  });
});
