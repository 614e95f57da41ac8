/**
 * The guess throttle and the creation limits on their own, with a fake clock: growing delays after failures, a cap, refusal beyond the longest wait, one attempt at a
 * time per key, success clears the key; games per address in a sliding window.
 */
import { AttemptThrottle, type ThrottlePolicy } from '../src/security/attempt-throttle';
import { clientAddress, parseTrustProxy } from '../src/security/client-address';
import { CreationLimits } from '../src/security/creation-limits';
import type { IncomingMessage } from 'node:http';

const policy: ThrottlePolicy = { freeFailures: 1, baseDelayMs: 100, maxDelayMs: 800, maxWaitMs: 1000, forgetAfterMs: 60_000 };

function fakeClock(): { now: () => number; sleep: (ms: number) => Promise<void>; slept: number[] } {
  const c = { t: 0, slept: [] as number[] };
  return {
    now: () => c.t,
    sleep: (ms) => {
      c.slept.push(ms);
      c.t += ms;
      return Promise.resolve();
    },
    slept: c.slept,
  };
}

test('each failure after the free one doubles the wait before the next answer, up to the cap', async () => {
  const clock = fakeClock();
  const t = new AttemptThrottle(policy, clock.now, clock.sleep);
  const wrong = (): Promise<boolean> => Promise.resolve(false);
  const outcomes = [];
  for (let i = 0; i < 6; i++) outcomes.push(await AttemptThrottle.attempt([[t, 'k']], wrong));
  expect(outcomes.every((o) => o.kind === 'failed')).toBe(true);
  // Waits held before answers 3..6: 100, 200, 400, 800 (the cap).
  expect(clock.slept).toEqual([100, 200, 400, 800]);
  // The next wait would be the cap again; with maxWaitMs 1000 it is still held, not refused.
  expect(t.waitFor('k')).toBe(800);
});

test('an attempt that would wait longer than maxWaitMs is refused unchecked, with the time to wait', async () => {
  const clock = fakeClock();
  const t = new AttemptThrottle({ ...policy, maxWaitMs: 300 }, clock.now, clock.sleep);
  let checks = 0;
  const wrong = (): boolean => {
    checks++;
    return false;
  };
  for (let i = 0; i < 3; i++) await AttemptThrottle.attempt([[t, 'k']], wrong); // waits 0, 0, 100
  await AttemptThrottle.attempt([[t, 'k']], wrong); // waits 200
  const refused = await AttemptThrottle.attempt([[t, 'k']], () => true); // would wait 400 > 300
  expect(refused).toEqual({ kind: 'throttled', retryAfterMs: 400 });
  expect(checks).toBe(4);
  expect(await AttemptThrottle.attempt([[t, 'other-key']], () => true)).toEqual({ kind: 'passed' });
});

test('a success clears its key; a room-wide key keeps counting across addresses', async () => {
  const clock = fakeClock();
  const perAddress = new AttemptThrottle(policy, clock.now, clock.sleep);
  const perRoom = new AttemptThrottle({ ...policy, freeFailures: 3 }, clock.now, clock.sleep);
  for (const address of ['a', 'b', 'c', 'd']) {
    await AttemptThrottle.attempt(
      [
        [perAddress, address],
        [perRoom, 'room'],
      ],
      () => false,
    );
  }
  // Four failures from four addresses: each address is within its free failure, the room is not.
  expect(perAddress.waitFor('a')).toBe(0);
  expect(perRoom.waitFor('room')).toBe(100);
  await AttemptThrottle.attempt(
    [
      [perAddress, 'a'],
      [perRoom, 'room'],
    ],
    () => true,
  );
  expect(perAddress.waitFor('a')).toBe(0);
});

test('parallel attempts on one key are answered one after another, not side by side', async () => {
  const clock = fakeClock();
  const t = new AttemptThrottle({ ...policy, freeFailures: 0, maxWaitMs: 10_000 }, clock.now, clock.sleep);
  let running = 0;
  let most = 0;
  const wrong = async (): Promise<boolean> => {
    running++;
    most = Math.max(most, running);
    await Promise.resolve();
    running--;
    return false;
  };
  const all = await Promise.all(Array.from({ length: 5 }, () => AttemptThrottle.attempt([[t, 'k']], wrong)));
  expect(most).toBe(1);
  expect(all.map((o) => o.kind)).toEqual(['failed', 'failed', 'failed', 'failed', 'failed']);
  expect(clock.slept).toEqual([100, 200, 400, 800]);
});

test('games per address: a sliding window; another address is not affected', () => {
  let now = 0;
  const limits = new CreationLimits({ perAddress: 3, windowSeconds: 60, maxWaiting: 10 }, () => now);
  expect([limits.take('a'), limits.take('a'), limits.take('a')]).toEqual([0, 0, 0]);
  now = 10_000;
  expect(limits.take('a')).toBe(50_000);
  expect(limits.take('b')).toBe(0);
  now = 60_001;
  expect(limits.take('a')).toBe(0);
});

test('the client address is the socket address; X-Forwarded-For only through a trusted proxy', () => {
  const req = (remote: string, xff?: string): IncomingMessage =>
    ({
      socket: { remoteAddress: remote },
      connection: { remoteAddress: remote },
      headers: xff ? { 'x-forwarded-for': xff } : {},
    }) as unknown as IncomingMessage;
  expect(clientAddress(req('::ffff:127.0.0.1', '6.6.6.6'), parseTrustProxy(undefined))).toBe('127.0.0.1');
  expect(clientAddress(req('127.0.0.1', '6.6.6.6'), parseTrustProxy('loopback'))).toBe('6.6.6.6');
  expect(clientAddress(req('10.1.2.3', '6.6.6.6'), parseTrustProxy('loopback'))).toBe('10.1.2.3');
  expect(clientAddress(req('127.0.0.1', '1.1.1.1, 6.6.6.6'), parseTrustProxy('1'))).toBe('6.6.6.6');
});
