import { placeOf } from '../src/ui/log-order';

test('an entry goes after every shown line with a lower number: last when it is the highest', () => {
  expect(placeOf([], 1)).toBe(0);
  expect(placeOf([1, 2, 3], 4)).toBe(3);
});

test('an entry that arrives after higher numbers (a server note sent once stored) goes before them', () => {
  expect(placeOf([1, 2, 4, 5], 3)).toBe(2);
  expect(placeOf([2, 3], 1)).toBe(0);
});

test('unnumbered lines (the replay viewer) are never counted as above', () => {
  expect(placeOf([Number.NaN, Number.NaN], 1)).toBe(2);
});
