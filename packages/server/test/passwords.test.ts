/**
 * Passwords over real HTTP (docs/accounts.md "Security"): the commonest passwords (and the
 * account's name) are refused at sign-up and at a change, whatever their case; a signed-in player
 * changes the password with the current one, which ends every other session and device token of
 * the account, is throttled per session, and is not stopped by strangers' lock-out of the account.
 */
import { AccountErrorSchema, ChangePasswordResponseSchema, SessionResponseSchema } from '@stronghold/rules/protocol';
import { parseTrustProxy } from '../src/security/client-address';
import { api, type Answer } from './helpers/accounts-http';
import { startTestServer, type TestServer } from './helpers/harness';

jest.setTimeout(60_000);

const errorOf = (a: Answer): string => AccountErrorSchema.parse(a.body).error;
const COMMON = ['password', '12345678', 'iloveyou', 'PassWord', 'ILOVEYOU', 'sunshine1'];

describe('passwords', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({
      trustProxy: parseTrustProxy('loopback'),
      accountLimits: {
        account: { freeFailures: 2, baseDelayMs: 60_000, maxWaitMs: 0 },
        credential: { freeFailures: 2, baseDelayMs: 60_000, maxWaitMs: 0 },
        signup: { capacity: 1000, perSecond: 1000 },
      },
    });
  });
  afterAll(async () => {
    await srv.close();
  });

  const signUp = (name: string, password: string, from = '10.9.0.1') =>
    api(srv.url, 'POST', '/api/account/signup', { body: { name, password }, forwardedFor: from });
  const signIn = (name: string, password: string, from = '10.9.0.2', deviceToken?: string) =>
    api(srv.url, 'POST', '/api/account/signin', { body: { name, password, ...(deviceToken ? { deviceToken } : {}) }, forwardedFor: from });
  const change = (session: string, password: string, newPassword: string, from = '10.9.0.3') =>
    api(srv.url, 'POST', '/api/account/password', { session, body: { password, newPassword }, forwardedFor: from });
  const me = (session: string) => api(srv.url, 'GET', '/api/account/me', { session });
  const sessionOf = (a: Answer) => SessionResponseSchema.parse(a.body);

  test('the commonest passwords and the name itself are refused at sign-up, whatever their case, and create nothing', async () => {
    for (const password of [...COMMON, 'rosalind99', 'ROSALIND99']) {
      const r = await signUp('Rosalind99', password);
      expect({ password, status: r.status, error: errorOf(r) }).toEqual({ password, status: 400, error: 'password_too_common' });
      expect(AccountErrorSchema.parse(r.body).message).toMatch(/common/);
    }
    expect((await api(srv.url, 'GET', '/api/players/Rosalind99')).status).toBe(404);
    expect((await signUp('Rosalind99', 'a rarer passphrase')).status).toBe(201);
  });

  test('a change needs the current password, refuses a common new one, and changes nothing when refused', async () => {
    const { session } = sessionOf(await signUp('Sergei', 'sergei password'));
    const wrong = await change(session, 'not sergeis password', 'a brand new secret');
    expect([wrong.status, errorOf(wrong)]).toEqual([401, 'bad_credentials']);
    for (const newPassword of COMMON) {
      const r = await change(session, 'sergei password', newPassword);
      expect({ newPassword, status: r.status, error: errorOf(r) }).toEqual({ newPassword, status: 400, error: 'password_too_common' });
    }
    const signedOut = await api(srv.url, 'POST', '/api/account/password', {
      body: { password: 'sergei password', newPassword: 'a brand new secret' },
    });
    expect(signedOut.status).toBe(401);
    expect((await signIn('Sergei', 'sergei password')).status).toBe(200);
    expect((await signIn('Sergei', 'a brand new secret')).status).toBe(401);
  });

  test('a change ends every other session and device token; this session stays; the new password signs in, the old one not', async () => {
    const first = sessionOf(await signUp('Tamsin', 'tamsin password'));
    const other = sessionOf(await signIn('Tamsin', 'tamsin password'));
    const r = await change(first.session, 'tamsin password', 'tamsin has a new one');
    expect(r.status).toBe(200);
    const { deviceToken } = ChangePasswordResponseSchema.parse(r.body);
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(other.session)).status).toBe(401);
    expect((await me(first.session)).status).toBe(200);
    expect((await signIn('Tamsin', 'tamsin password', '10.9.1.1')).status).toBe(401);
    const again = sessionOf(await signIn('Tamsin', 'tamsin has a new one', '10.9.1.2', other.deviceToken));
    // The other browser's device token ended with the old password: it is given a new one.
    expect(again.deviceToken).not.toBe(other.deviceToken);
    expect(sessionOf(await signIn('Tamsin', 'tamsin has a new one', '10.9.1.3', deviceToken)).deviceToken).toBe(deviceToken);
  });

  test('wrong current passwords lock that session out of changing; strangers locking the account do not stop the owner', async () => {
    const { session } = sessionOf(await signUp('Ulrike', 'ulrike password', '10.9.2.1'));
    for (let i = 1; i <= 5; i++) await signIn('Ulrike', `wrong guess ${i}`, `10.9.3.${i}`);
    expect((await signIn('Ulrike', 'ulrike password', '10.9.3.9')).status).toBe(429);
    expect((await change(session, 'ulrike password', 'ulrike changed it', '10.9.4.1')).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await change(session, `wrong current ${i}`, 'another new one', `10.9.5.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const held = await change(session, 'ulrike changed it', 'another new one', '10.9.5.9');
    expect([held.status, errorOf(held)]).toEqual([429, 'rate_limited']);
  });
});
