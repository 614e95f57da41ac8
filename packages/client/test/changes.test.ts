import { slidesBetween, turnedOver } from '../src/logic/changes';
import { startState, view } from './fixtures';

describe('changes between two views (the board motion)', () => {
  const v = view(startState(), 'spectator');
  const clone = () => JSON.parse(JSON.stringify(v)) as typeof v;

  test('a unit that left one place and reached another slides from there to there', () => {
    const next = clone();
    next.stateId = v.stateId + 1;
    next.board.walls.w1.defenders.soldier -= 1;
    next.board.walls.w2.defenders.soldier += 1;
    expect(slidesBetween(v, next)).toEqual([{ unit: 'soldier', side: 'defender', from: 'w1', to: 'w2' }]);
  });

  test('units that only appear (drawn from the bag) or only vanish do not slide', () => {
    const next = clone();
    next.board.areas.camp.skeleton += 5;
    next.board.walls.w3.defenders.marksman -= 1;
    expect(slidesBetween(v, next)).toEqual([]);
  });

  test('a counter whose value became known, or a new one, turns over', () => {
    const a = clone();
    a.board.counters = [{ id: 7, spell: 'illusionary-threat', at: 'w4', castTurn: 1 }];
    const b = clone();
    b.board.counters = [
      { id: 7, spell: 'illusionary-threat', at: 'w4', castTurn: 1, value: 2 },
      { id: 8, spell: 'drums', at: 'r-left-1', castTurn: 1 },
    ];
    expect(turnedOver(a, b)).toEqual(['ctr:7', 'ctr:8']);
    expect(turnedOver(b, b)).toEqual([]);
  });
});
