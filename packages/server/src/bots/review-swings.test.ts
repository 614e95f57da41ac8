import { pickSwings } from './review-swings';

describe('pickSwings: the steps where the estimate moved most', () => {
  test('picks the three largest moves, up or down, and lists them in the game order', () => {
    //              step: 0    1    2    3    4    5    6
    const chances = [0.5, 0.52, 0.2, 0.25, 0.9, 0.85, 1];
    // Moves: 1:+0.02 2:-0.32 3:+0.05 4:+0.65 5:-0.05 6:+0.15
    expect(pickSwings(chances)).toEqual([
      { step: 2, before: 0.52, after: 0.2 },
      { step: 4, before: 0.25, after: 0.9 },
      { step: 6, before: 0.85, after: 1 },
    ]);
  });

  test('among equal moves the earlier step wins', () => {
    expect(pickSwings([0.5, 0.6, 0.5, 0.6, 0.5], 2).map((s) => s.step)).toEqual([1, 2]);
  });

  test('a step that moved nothing is no swing; fewer changes give fewer swings', () => {
    expect(pickSwings([0.5, 0.5, 0.5, 0.7, 0.7])).toEqual([{ step: 3, before: 0.5, after: 0.7 }]);
    expect(pickSwings([0.5])).toEqual([]);
    expect(pickSwings([])).toEqual([]);
  });

  test('asks for as many as it is told', () => {
    expect(pickSwings([0, 1, 0, 1, 0], 4)).toHaveLength(4);
    expect(pickSwings([0, 1, 0, 1, 0], 0)).toEqual([]);
  });
});
