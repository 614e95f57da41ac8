/** Passwords, seat tokens and the rate limiter in isolation. */
import { cleanText } from '@stronghold/protocol';
import { hashPassword, verifyPassword } from '../src/security/password';
import { RateLimiter } from '../src/security/rate-limiter';
import { hashSeatToken, newSeatToken, seatTokenMatches } from '../src/seats/tokens';

test('passwords: scrypt with a random salt, verified in constant time', async () => {
  const a = await hashPassword('correct horse');
  const b = await hashPassword('correct horse');
  expect(a).not.toBe(b);
  expect(a).not.toContain('correct horse');
  expect(await verifyPassword('correct horse', a)).toBe(true);
  expect(await verifyPassword('correct hors', a)).toBe(false);
  expect(await verifyPassword(undefined, a)).toBe(false);
  expect(await verifyPassword('x', 'garbage')).toBe(false);
  expect(await verifyPassword('x', null)).toBe(false);
});

test('seat tokens: random, stored as a hash, matched only by the token itself', () => {
  const t = newSeatToken();
  expect(t).not.toBe(newSeatToken());
  const h = hashSeatToken(t);
  expect(h).toMatch(/^[0-9a-f]{64}$/);
  expect(seatTokenMatches(t, h)).toBe(true);
  expect(seatTokenMatches(h, h)).toBe(false);
  expect(seatTokenMatches(t + 'x', h)).toBe(false);
  expect(seatTokenMatches('', h)).toBe(false);
  expect(seatTokenMatches(t, null)).toBe(false);
});

test('rate limiter: a burst, then a steady rate', () => {
  let now = 0;
  const r = new RateLimiter({ capacity: 3, perSecond: 2 }, () => now);
  expect([r.take(), r.take(), r.take(), r.take()]).toEqual([true, true, true, false]);
  now += 500;
  expect([r.take(), r.take()]).toEqual([true, false]);
  now += 10_000;
  expect([r.take(), r.take(), r.take(), r.take()]).toEqual([true, true, true, false]);
});

test('rate limiter: how long until the next token (the oversized-frame pause)', () => {
  let now = 0;
  const r = new RateLimiter({ capacity: 2, perSecond: 0.5 }, () => now);
  expect(r.msUntilNext()).toBe(0);
  expect([r.take(), r.take(), r.take()]).toEqual([true, true, false]);
  expect(r.msUntilNext()).toBe(2000);
  now += 1500;
  expect(r.msUntilNext()).toBe(500);
  now += 500;
  expect([r.msUntilNext(), r.take(), r.take()]).toEqual([0, true, false]);
  expect(new RateLimiter({ capacity: 1, perSecond: 0 }, () => now).take()).toBe(true);
});

test('chat text: control and bidi characters become spaces, ends trimmed', () => {
  expect(cleanText('  a\u0000b\u202ec\n ')).toBe('a b c');
});
