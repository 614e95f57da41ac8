/** A session's handlers act only while their session is the screen's latest (net/latest-handlers.ts). */
import { whileLive } from '../src/net/latest-handlers';

test('a handler passes its arguments on while live, and does nothing once its session is not the latest', () => {
  let latest = true;
  const got: unknown[][] = [];
  const h = whileLive(() => latest, {
    log: (a: number, b: string) => got.push([a, b]),
    error: (e: { code: string }) => got.push([e.code]),
  });
  h.log(1, 'x');
  h.error({ code: 'stale_state' });
  latest = false;
  h.log(2, 'y');
  h.error({ code: 'replaced' });
  expect(got).toEqual([[1, 'x'], ['stale_state']]);
});
