/**
 * Passwords over real HTTP (docs/accounts.md "Security"): the commonest passwords (and the
 * account's name) are refused at sign-up and at a change, whatever their case; a signed-in player
 * changes the password with the current one, which ends every other session and device token of
 * the account, is throttled per session, and is not stopped by strangers' lock-out of the account.
 * A sign-in or change that checked the old password while a change overtook it gets nothing: the
 * check is held by a throttle whose wait is a gate the test opens (services built on the server's
 * store), the overtaking change goes over HTTP.
 */
import { AccountErrorSchema, ChangePasswordResponseSchema, SessionResponseSchema } from '@stronghold/protocol';
import { AccountService } from '../src/accounts/account-service';
import { SignupLimits } from '../src/accounts/signup-limits';
import { AccountStore } from '../src/persistence/account-store';
import { AttemptThrottle } from '../src/security/attempt-throttle';
import { parseTrustProxy } from '../src/security/client-address';
import { api, type Answer } from './helpers/accounts-http';
import { useTestServer } from './helpers/harness';

jest.setTimeout(60_000);

const errorOf = (a: Answer): string => AccountErrorSchema.parse(a.body).error;
/**
 * A throttle that holds every check it would delay until `release`: `held` resolves when it does
 * (a failure delays the next check by a minute, which the gate stands for).
 */
function gatedThrottle(): { throttle: AttemptThrottle; held: Promise<void>; release(): void } {
  let onHeld!: () => void;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  const policy = { freeFailures: 0, baseDelayMs: 60_000, maxDelayMs: 60_000, maxWaitMs: 120_000, forgetAfterMs: 600_000 };
  const throttle = new AttemptThrottle(policy, Date.now, () => {
    onHeld();
    return gate;
  });
  return { throttle, held, release };
}

const lenient = (): AttemptThrottle =>
  new AttemptThrottle({ freeFailures: 100, baseDelayMs: 1, maxDelayMs: 1, maxWaitMs: 120_000, forgetAfterMs: 1000 });

const COMMON = ['password', '12345678', 'iloveyou', 'PassWord', 'ILOVEYOU', 'sunshine1'];

describe('passwords', () => {
  const srv = useTestServer({
    trustProxy: parseTrustProxy('loopback'),
    accountLimits: {
      account: { freeFailures: 2, baseDelayMs: 60_000, maxWaitMs: 0 },
      credential: { freeFailures: 2, baseDelayMs: 60_000, maxWaitMs: 0 },
      signup: { capacity: 1000, perSecond: 1000 },
    },
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

  /** A second server process's accounts on the same store, whose `address` or `credentials` lane is `gated`. */
  const serviceWith = (lanes: { address?: AttemptThrottle; credentials?: AttemptThrottle }): AccountService =>
    new AccountService(new AccountStore(srv.store.sql()), srv.store, {
      address: lanes.address ?? lenient(),
      account: lenient(),
      seatTokens: lenient(),
      signups: new SignupLimits({ capacity: 10, perSecond: 10 }),
      ...(lanes.credentials ? { credentials: lanes.credentials } : {}),
    });
  const countOf = async (table: 'sessions' | 'device_tokens', name: string): Promise<number> => {
    const [row] = await srv.store
      .sql()
      .all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table} t JOIN accounts a ON a.id = t.account_id WHERE a.name = ?`, name);
    return Number(row?.n);
  };

  test('a sign-in with the old password that a change overtakes while its check is held gets no session and no device token', async () => {
    const owner = sessionOf(await signUp('Viktor', 'viktor password', '10.9.6.1'));
    const gate = gatedThrottle();
    const thief = serviceWith({ address: gate.throttle });
    // A wrong guess first, so that the address's next check is held.
    await expect(thief.signIn({ name: 'Viktor', password: 'a wrong guess' }, '10.9.6.6')).rejects.toMatchObject({
      code: 'bad_credentials',
    });
    const late = thief.signIn({ name: 'Viktor', password: 'viktor password' }, '10.9.6.6');
    await gate.held;
    expect((await change(owner.session, 'viktor password', 'viktor changed it', '10.9.6.1')).status).toBe(200);
    gate.release();
    await expect(late).rejects.toMatchObject({ code: 'bad_credentials' });
    // The owner's session and new device token only.
    expect([await countOf('sessions', 'Viktor'), await countOf('device_tokens', 'Viktor')]).toEqual([1, 1]);
    expect((await me(owner.session)).status).toBe(200);
  });

  test('of two changes checked against the same current password, the one overtaken changes nothing and ends no session', async () => {
    const owner = sessionOf(await signUp('Wanda', 'wanda password', '10.9.7.1'));
    const stolen = sessionOf(await signIn('Wanda', 'wanda password', '10.9.7.6'));
    const account = await new AccountStore(srv.store.sql()).accountByName('Wanda');
    if (!account) throw new Error('no account Wanda');
    const gate = gatedThrottle();
    const thief = serviceWith({ credentials: gate.throttle });
    const thiefChanges = (password: string) =>
      thief.changePassword(account, stolen.session, { password, newPassword: 'the thief wants it' }, '10.9.7.6');
    // A wrong current password first, so that the stolen session's next check is held.
    await expect(thiefChanges('a wrong guess')).rejects.toMatchObject({ code: 'bad_credentials' });
    const late = thiefChanges('wanda password');
    await gate.held;
    expect((await change(owner.session, 'wanda password', 'wanda changed it', '10.9.7.1')).status).toBe(200);
    gate.release();
    await expect(late).rejects.toMatchObject({ code: 'bad_credentials' });
    expect([(await me(owner.session)).status, (await me(stolen.session)).status]).toEqual([200, 401]);
    expect((await signIn('Wanda', 'the thief wants it', '10.9.7.7')).status).toBe(401);
    expect((await signIn('Wanda', 'wanda changed it', '10.9.7.1')).status).toBe(200);
  });
});
