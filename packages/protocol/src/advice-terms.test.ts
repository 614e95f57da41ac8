import { termGrows } from './advice-terms';

// The terms' signs are those of Hard's win-chance model (docs/rules/self-play.md "Win-chance model").
describe('termGrows: which way a hint reason moves the thing it names', () => {
  test('for the Invader a gain in undead on the walls is more of them, a gain in defenders on the walls is fewer', () => {
    expect(termGrows('invaderOnWalls', 'invader', 3)).toBe(true);
    expect(termGrows('invaderOnWalls', 'invader', -3)).toBe(false);
    expect(termGrows('defenderOnWalls', 'invader', 2)).toBe(false);
  });

  test('for the Defender the same terms read the other way', () => {
    expect(termGrows('invaderOnWalls', 'defender', 3)).toBe(false);
    expect(termGrows('defenderOnWalls', 'defender', 2)).toBe(true);
    expect(termGrows('panic', 'defender', -4)).toBe(true);
  });

  test("the Defender's own terms (Hourglasses put to work) grow with a gain for the Defender", () => {
    expect(termGrows('hourglassPaid', 'defender', 0.5)).toBe(true);
    expect(termGrows('actionDone', 'defender', -1.5)).toBe(false);
  });

  test('a wall nearer a breach is good for the Invader and bad for the Defender', () => {
    expect(termGrows('breachMargin', 'invader', 1.2)).toBe(true);
    expect(termGrows('breachMargin', 'defender', 1.2)).toBe(false);
    expect(termGrows('breachReach', 'defender', -0.3)).toBe(true);
  });
});
