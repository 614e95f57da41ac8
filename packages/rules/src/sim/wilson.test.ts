/** Win rates with 95 % Wilson intervals (docs/rules/self-play.md "Running it"). */
import { rateText, wilson } from './wilson';

describe('Wilson interval', () => {
  test('self-play.md "Running it": 95 % Wilson interval of a known case (50 of 200: 19.5 %-31.4 %)', () => {
    const w = wilson(50, 200);
    expect(w.p).toBe(0.25);
    expect(w.low).toBeCloseTo(0.1951, 3);
    expect(w.high).toBeCloseTo(0.3143, 3);
    expect(rateText(50, 200)).toBe('50 (25.0 %, 95 % CI 19.5-31.4 %)');
  });

  test('self-play.md "Running it": the interval stays inside [0, 1] at 0 and n wins, and is wide for few games', () => {
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeGreaterThan(0.2);
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(10, 10).low).toBeLessThan(0.8);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1, p: 0 });
  });
});
