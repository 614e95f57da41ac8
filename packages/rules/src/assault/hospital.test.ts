import { applyAction } from '../game';
import { answer, assaultScenario, startAssault, topChoice } from '../testing';

const wounded = () =>
  assaultScenario().with((s) => {
    s.defender.hospital = { marksman: 1, soldier: 2, veteran: 0 };
  });

describe('Melee step 6: the Hospital', () => {
  test('seed 000 "The Hospital" / rulings.md "Assault": one unit lost in melee this turn (Defender\'s choice) returns to the Courtyard, the others die', () => {
    const s0 = startAssault(wounded());
    const p = topChoice(s0);
    expect(p.id).toBe('assault.hospital');
    expect(p.seat).toBe('defender');
    expect(p.options).toEqual(['marksman', 'soldier']);
    const bad = applyAction(s0, { type: 'choose', seat: 'defender', option: 'veteran' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('illegal_target');
    const s1 = answer(s0, 'defender', 'soldier');
    expect(s1.board.courtyard.soldier).toBe(1);
    expect(s1.defender.dead).toEqual({ marksman: 1, soldier: 1, veteran: 0 });
    expect(s1.defender.hospital).toEqual({ marksman: 0, soldier: 0, veteran: 0 });
  });

  test('cards.md Sick Bay: the Hospital heals no one', () => {
    const s0 = startAssault(wounded().with((s) => s.panic.active.push({ card: 'sick-bay', target: null })));
    expect(s0.board.courtyard.soldier).toBe(0);
    expect(s0.defender.dead).toEqual({ marksman: 1, soldier: 2, veteran: 0 });
  });

  test("cards.md Plague: one unit in the Hospital (Invader's choice) dies first, and no one is healed", () => {
    const s0 = startAssault(wounded().with((s) => (s.effects.plague = true)));
    const p = topChoice(s0);
    expect(p.id).toBe('assault.plague');
    expect(p.seat).toBe('invader');
    const s1 = answer(s0, 'invader', 'marksman');
    expect(s1.defender.dead).toEqual({ marksman: 1, soldier: 2, veteran: 0 });
    expect(s1.board.courtyard).toEqual({ marksman: 0, soldier: 0, veteran: 0 });
  });

  test('an empty Hospital asks nothing', () => {
    const s0 = startAssault(assaultScenario());
    expect(s0.phase).toBe('ended');
    expect(s0.defender.dead).toEqual({ marksman: 0, soldier: 0, veteran: 0 });
  });
});
