/** How soon a session tries again (net/rejoin-delay.ts): about every second, a little jitter, never past 1.5 s. */
import { REJOIN_MAX_DELAY_MS, rejoinDelayMs } from '../src/net/rejoin-delay';

test('a join with the seat token is tried again after 0.8 to 1.2 s, never more than 1.5 s', () => {
  expect(rejoinDelayMs(() => 0)).toBe(800);
  expect(rejoinDelayMs(() => 0.5)).toBe(1000);
  expect(rejoinDelayMs(() => 0.999)).toBe(1200);
  expect(rejoinDelayMs(() => 5)).toBe(REJOIN_MAX_DELAY_MS);
  for (let i = 0; i < 100; i++) {
    const d = rejoinDelayMs();
    expect(d).toBeGreaterThanOrEqual(800);
    expect(d).toBeLessThanOrEqual(1200);
  }
});
