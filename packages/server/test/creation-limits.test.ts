/**
 * Games created per client address (a sliding window) and waiting games per process
 * are limited, each with a clear error. Loopback is a trusted proxy here, so X-Forwarded-For names
 * the client address.
 */
import { useTestServer } from './helpers/harness';
import { matchmake } from './helpers/matchmake';
import { parseTrustProxy } from '../src/security/client-address';

jest.setTimeout(60_000);

const srv = useTestServer({
  trustProxy: parseTrustProxy('loopback'),
  creationLimits: { perAddress: 3, windowSeconds: 600, maxWaiting: 5 },
});

test('games per address are limited; a waiting-games cap per process; clear errors', async () => {
  const made = [];
  for (let i = 0; i < 4; i++) made.push(await matchmake(srv.url, 'create', 'stronghold', { side: 'invader' }, '10.1.1.1'));
  expect(made.slice(0, 3).every((r) => !r.error)).toBe(true);
  expect(made[3]?.error).toMatch(/^too_many_games: at most 3 new games per 600 s from one address; retry after \d+ s/);
  const others = [];
  for (let i = 0; i < 3; i++) others.push(await matchmake(srv.url, 'create', 'stronghold', { side: 'defender' }, `10.1.2.${i}`));
  expect(others.slice(0, 2).every((r) => !r.error)).toBe(true);
  expect(others[2]?.error).toMatch(/^server_busy: 5 games are waiting/);
});

test('a refused create leaves no timer behind (Colyseus never disposes a room whose onCreate threw)', async () => {
  const timers = (): number => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
  const before = timers();
  for (let i = 0; i < 20; i++) {
    const r = await matchmake(srv.url, 'create', 'stronghold', { side: 'nobody' }, `10.3.0.${i}`);
    expect(r.error).toMatch(/bad create options/);
  }
  // Each refused room used to keep a 50 ms patch interval running for ever.
  expect(timers() - before).toBeLessThan(10);
});
