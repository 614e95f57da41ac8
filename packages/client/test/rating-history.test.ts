/**
 * A profile's chart starts at the starting rating, before the first rated game (logic/rating-chart.ts
 * `fromStart`): one game is a line from 1500 to the new rating, not a lone dot.
 */
import { fromStart, ratingChart, STARTING_RATING } from '../src/logic/rating-chart';

const pairs = (s: string) => s.split(' ').map((xy) => xy.split(',').map(Number) as [number, number]);

test('no rated game: nothing to draw', () => {
  expect(fromStart([])).toEqual([]);
});

test('the starting rating (1500 ± 350) comes first, then each game', () => {
  const games = [
    { at: 10, rating: 1662, rd: 290 },
    { at: 20, rating: 1700, rd: 250 },
  ];
  expect(fromStart(games)).toEqual([{ at: 10, rating: 1500, rd: 350 }, ...games]);
  expect(STARTING_RATING).toEqual({ rating: 1500, rd: 350 });
});

test('one won game draws a rising line from the start, not a single point', () => {
  const c = ratingChart(fromStart([{ at: 10, rating: 1662, rd: 290 }]), 320, 110);
  if (!c) throw new Error('a chart');
  const line = pairs(c.line);
  expect(line).toHaveLength(2);
  const [start, after] = line;
  expect(after?.[0]).toBeGreaterThan(start?.[0] ?? Infinity);
  // Higher rating, higher on the chart (smaller y).
  expect(after?.[1]).toBeLessThan(start?.[1] ?? -Infinity);
  expect(c.dots).toHaveLength(2);
});
