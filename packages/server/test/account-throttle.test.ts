/**
 * Sign-in throttling that stops guessers but not owners (docs/accounts.md "Security", OWASP's
 * device cookies), over real HTTP: strangers' wrong guesses lock an account for strangers only;
 * the owner's browser (its device token) and the address of the account's last sign-in still get
 * in, but a guesser sharing the owner's address is held to the account's rate there; a device
 * token used for guessing is locked itself; right-password sign-ins are limited per address, or
 * per device token for a browser that presents one; a password change makes the changer's address
 * the last one. Addresses come from X-Forwarded-For through a trusted loopback proxy.
 */
import { AccountErrorSchema, SessionResponseSchema, type SessionResponse } from '@stronghold/protocol';
import { parseTrustProxy } from '../src/security/client-address';
import { api, type Answer } from './helpers/accounts-http';
import { useTestServer } from './helpers/harness';

jest.setTimeout(60_000);

const errorOf = (a: Answer): string => AccountErrorSchema.parse(a.body).error;

describe('sign-in throttling with device tokens', () => {
  const srv = useTestServer({
    trustProxy: parseTrustProxy('loopback'),
    accountLimits: {
      // Strangers: 3 free wrong guesses per account, then a minute's wait that is answered 429 at once.
      account: { freeFailures: 3, baseDelayMs: 60_000, maxWaitMs: 0 },
      credential: { freeFailures: 2, baseDelayMs: 60_000, maxWaitMs: 0 },
      signup: { capacity: 1000, perSecond: 1000 },
      signin: { capacity: 3, perSecond: 0.0001 },
    },
  });

  const signUp = async (name: string, password: string, from: string): Promise<SessionResponse> => {
    const r = await api(srv.url, 'POST', '/api/account/signup', { body: { name, password }, forwardedFor: from });
    expect(r.status).toBe(201);
    return SessionResponseSchema.parse(r.body);
  };
  const signIn = (name: string, password: string, from: string, deviceToken?: string) =>
    api(srv.url, 'POST', '/api/account/signin', {
      body: { name, password, ...(deviceToken ? { deviceToken } : {}) },
      forwardedFor: from,
    });
  /** Nine wrong passwords for `name`, three from each of three addresses under `prefix`. */
  const guessNineTimes = async (name: string, prefix: string): Promise<number[]> => {
    const statuses: number[] = [];
    for (const a of [1, 2, 3]) for (let i = 0; i < 3; i++) statuses.push((await signIn(name, `wrong guess ${i}`, `${prefix}.${a}`)).status);
    return statuses;
  };

  test("nine wrong guesses from three addresses lock strangers out, but the owner's browser with its device token gets in from a new address", async () => {
    await signUp('Olivia', 'olivia password', '10.1.0.100');
    const before = await signIn('Olivia', 'olivia password', '10.1.0.101');
    expect(before.status).toBe(200);
    const deviceToken = SessionResponseSchema.parse(before.body).deviceToken;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The attacker's own account gives them a device token, but of another account.
    const attackersToken = (await signUp('Mallory', 'mallory password', '10.1.1.9')).deviceToken;

    const statuses = await guessNineTimes('Olivia', '10.1.1');
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429, 429, 429, 429]);

    const stranger = await signIn('Olivia', 'olivia password', '10.1.2.1');
    expect([stranger.status, errorOf(stranger)]).toEqual([429, 'rate_limited']);
    for (const token of ['x'.repeat(43), attackersToken])
      expect((await signIn('Olivia', 'olivia password', '10.1.2.2', token)).status).toBe(429);

    const owner = await signIn('olivia', 'olivia password', '10.1.3.1', deviceToken);
    expect(owner.status).toBe(200);
    const session = SessionResponseSchema.parse(owner.body);
    expect(session.account.name).toBe('Olivia');
    // The browser keeps the token it has: a known browser stays known.
    expect(session.deviceToken).toBe(deviceToken);
    expect((await api(srv.url, 'GET', '/api/account/me', { session: session.session })).status).toBe(200);
  });

  test('the address of the account’s last sign-in gets in while strangers are locked out', async () => {
    await signUp('Oscar', 'oscar password', '10.2.0.1');
    await guessNineTimes('Oscar', '10.2.1');
    expect((await signIn('Oscar', 'oscar password', '10.2.9.9')).status).toBe(429);
    expect((await signIn('Oscar', 'oscar password', '10.2.0.1')).status).toBe(200);
  });

  test("a guesser at the owner's last address is held to the account's rate there, which locks no one elsewhere", async () => {
    await signUp('Nadia', 'nadia password', '10.5.0.1');
    // Behind the owner's NAT: each wrong guess counts for the account at this address.
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await signIn('Nadia', `wrong guess ${i}`, '10.5.0.1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // It counted for the account at that address only: a sign-in from elsewhere is not held.
    expect((await signIn('Nadia', 'nadia password', '10.5.9.1')).status).toBe(200);
  });

  test('others at an address cannot use up the sign-ins of an owner whose browser presents its device token', async () => {
    const { deviceToken } = await signUp('Kasimir', 'kasimir password', '10.6.0.100');
    await signUp('Kasimir_Flatmate', 'flatmate password', '10.6.0.101');
    for (let i = 0; i < 3; i++) expect((await signIn('Kasimir_Flatmate', 'flatmate password', '10.6.0.1')).status).toBe(200);
    expect((await signIn('Kasimir_Flatmate', 'flatmate password', '10.6.0.1')).status).toBe(429);
    expect((await signIn('Kasimir', 'kasimir password', '10.6.0.1')).status).toBe(429);
    expect((await signIn('Kasimir', 'kasimir password', '10.6.0.1', deviceToken)).status).toBe(200);
  });

  test("a password change makes the changer's address the last one: the old one's holder is a stranger again", async () => {
    const owner = await signUp('Jonas', 'jonas password', '10.7.0.1');
    // The thief signs in last, from their own address.
    expect((await signIn('Jonas', 'jonas password', '10.7.6.6')).status).toBe(200);
    const changed = await api(srv.url, 'POST', '/api/account/password', {
      session: owner.session,
      body: { password: 'jonas password', newPassword: 'jonas took it back' },
      forwardedFor: '10.7.0.1',
    });
    expect(changed.status).toBe(200);
    await guessNineTimes('Jonas', '10.7.1');
    // The thief's address is no longer let past the strangers' lock...
    const thief = await signIn('Jonas', 'a guess at the new one', '10.7.6.6');
    expect([thief.status, errorOf(thief)]).toEqual([429, 'rate_limited']);
    // ...and the owner's is.
    expect((await signIn('Jonas', 'jonas took it back', '10.7.0.1')).status).toBe(200);
  });

  test('a device token used for wrong guesses is locked itself, and does not lock strangers out', async () => {
    await signUp('Petra', 'petra password', '10.3.0.1');
    const stolen = SessionResponseSchema.parse((await signIn('Petra', 'petra password', '10.3.0.2')).body).deviceToken;
    const statuses: number[] = [];
    // From a new address each time, so that only the token's own lane counts.
    for (let i = 1; i <= 4; i++) statuses.push((await signIn('Petra', `wrong guess ${i}`, `10.3.1.${i}`, stolen)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const locked = await signIn('Petra', 'petra password', '10.3.2.1', stolen);
    expect([locked.status, errorOf(locked)]).toEqual([429, 'rate_limited']);
    // Its guesses counted on its own lane, not on the account's lane for strangers.
    expect((await signIn('Petra', 'petra password', '10.3.2.2')).status).toBe(200);
  });

  test('right-password sign-ins are limited per address: past the limit 429 with Retry-After, and no session', async () => {
    await signUp('Quinn', 'quinn password', '10.4.0.100');
    for (let i = 0; i < 3; i++) expect((await signIn('Quinn', 'quinn password', '10.4.0.1')).status).toBe(200);
    const res = await fetch(`${srv.url}/api/account/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.4.0.1' },
      body: JSON.stringify({ name: 'Quinn', password: 'quinn password' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);
    const body = AccountErrorSchema.parse(await res.json());
    expect(body.error).toBe('rate_limited');
    expect(JSON.stringify(body)).not.toMatch(/session/);
    const sessions = await srv.store
      .sql()
      .all<{ n: number | string }>('SELECT COUNT(*) AS n FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.name = ?', 'Quinn');
    // The sign-up's and the three sign-ins'.
    expect(Number(sessions[0]?.n)).toBe(4);
    expect((await signIn('Quinn', 'quinn password', '10.4.0.2')).status).toBe(200);
  });
});
