/** sameAction: same keys (any order) and equal values, nested options included; the legal writer's diff relies on it. */
import { sameAction } from './action-key';

const cases: [object, object, boolean][] = [
  [{ type: 'done', seat: 'invader' }, { seat: 'invader', type: 'done' }, true],
  [{ type: 'done', seat: 'invader' }, { type: 'done', seat: 'defender' }, false],
  [{ type: 'done', seat: 'invader' }, { type: 'done', seat: 'invader', extra: 1 }, false],
  [{ type: 'done', seat: 'invader', extra: 1 }, { type: 'done', seat: 'invader' }, false],
  [{ type: 'done', seat: 'invader', a: 1 }, { type: 'done', seat: 'invader', b: 1 }, false],
  [{ type: 'choose', option: { wall: 'w9', unit: 'soldier' } }, { type: 'choose', option: { unit: 'soldier', wall: 'w9' } }, true],
  [{ type: 'choose', option: { wall: 'w9', unit: 'soldier' } }, { type: 'choose', option: { wall: 'w9' } }, false],
  [{ type: 'choose', option: { wall: 'w9' } }, { type: 'choose', option: 'w9' }, false],
  [{ type: 'advance', count: 1 }, { type: 'advance', count: '1' }, false],
  [{}, {}, true],
];

test.each(cases)('sameAction(%j, %j) is %s, both ways', (a, b, same) => {
  expect(sameAction(a, b)).toBe(same);
  expect(sameAction(b, a)).toBe(same);
});
