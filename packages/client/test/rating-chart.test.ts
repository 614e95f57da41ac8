import { ratingChart } from '../src/logic/rating-chart';

const p = (rating: number, rd: number) => ({ at: 0, rating, rd });
const pairs = (s: string) => s.split(' ').map((xy) => xy.split(',').map(Number) as [number, number]);

test('no rated game: no chart', () => {
  expect(ratingChart([], 300, 100)).toBeNull();
});

test('the line runs oldest to newest left to right; a higher rating is drawn higher', () => {
  const c = ratingChart([p(1500, 50), p(1600, 50), p(1550, 50)], 300, 100, 10);
  if (!c) throw new Error('a chart');
  const line = pairs(c.line);
  expect(line.map(([x]) => x)).toEqual([10, 150, 290]);
  const [a, b, d] = line.map(([, y]) => y);
  expect(b).toBeLessThan(d ?? 0);
  expect(d).toBeLessThan(a ?? 0);
  // The range covers the whole band: rating ± rd of every game.
  expect(c.top).toBe(1650);
  expect(c.bottom).toBe(1450);
  expect(c.dots).toHaveLength(3);
});

test('the band is the rating ± deviation: its upper edge above the line, its lower edge below, at every game', () => {
  const c = ratingChart([p(1500, 350), p(1520, 200)], 200, 100);
  if (!c) throw new Error('a chart');
  const band = pairs(c.band);
  const line = pairs(c.line);
  expect(band).toHaveLength(4);
  // Upper edge left to right, lower edge right to left.
  expect(band[0]?.[1]).toBeLessThan(line[0]?.[1] ?? 0);
  expect(band[1]?.[1]).toBeLessThan(line[1]?.[1] ?? 0);
  expect(band[2]?.[1]).toBeGreaterThan(line[1]?.[1] ?? 0);
  expect(band[3]?.[1]).toBeGreaterThan(line[0]?.[1] ?? 0);
});

test('one game sits in the middle; a flat history still spans at least 100 rating points', () => {
  const c = ratingChart([p(1500, 0)], 100, 50, 0);
  if (!c) throw new Error('a chart');
  expect(c.line).toBe('50,25');
  expect(c.top - c.bottom).toBe(100);
});
