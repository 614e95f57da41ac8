/**
 * Accounts over HTTP (docs/accounts.md): sign up and sign in, names unique whatever their case,
 * sessions ended by sign-out, sign-out everywhere and an operator disabling the account,
 * deletion by the owner, wrong passwords throttled per address and per account, sign-ups
 * limited per address, and no answer ever carrying a session it did not just open or any hash.
 */
import { createHash } from 'node:crypto';
import { AccountErrorSchema, MeResponseSchema, SessionResponseSchema } from '@stronghold/protocol';
import { parseTrustProxy } from '../src/security/client-address';
import { api, signUp, type Answer } from './helpers/accounts-http';
import { useTestServer } from './helpers/harness';

jest.setTimeout(60_000);

const ADMIN = 'operator-password-123';
const adminAuth = `Basic ${Buffer.from(`admin:${ADMIN}`).toString('base64')}`;

const errorOf = (a: Answer): string => AccountErrorSchema.parse(a.body).error;

describe('accounts and sessions', () => {
  const srv = useTestServer({ adminPassword: ADMIN });
  /** Every answer of this block, with the session it opened (if any), for the leak check at the end. */
  const answers: { answer: Answer; opened: string | null }[] = [];
  const sessions: string[] = [];
  const call = async (...args: Parameters<typeof api>): Promise<Answer> => {
    const answer = await api(...args);
    const opened = SessionResponseSchema.safeParse(answer.body);
    if (opened.success) sessions.push(opened.data.session);
    answers.push({ answer, opened: opened.success ? opened.data.session : null });
    return answer;
  };
  const me = (session: string) => call(srv.url, 'GET', '/api/account/me', { session });
  const disable = (name: string, action: 'disable' | 'enable') =>
    fetch(`${srv.url}/admin/api/accounts/${name}`, {
      method: 'POST',
      headers: { authorization: adminAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ action }),
    });

  test('sign up answers 201 with a session and the account; the session and a sign-in session both work', async () => {
    const up = await call(srv.url, 'POST', '/api/account/signup', { body: { name: 'Alice', password: 'alice password' } });
    expect(up.status).toBe(201);
    const first = SessionResponseSchema.parse(up.body);
    expect(first.account.name).toBe('Alice');
    expect(first.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const inn = await call(srv.url, 'POST', '/api/account/signin', { body: { name: 'alice', password: 'alice password' } });
    expect(inn.status).toBe(200);
    const second = SessionResponseSchema.parse(inn.body);
    expect(second.session).not.toBe(first.session);
    expect(second.account).toEqual(first.account);
    for (const s of [first.session, second.session]) {
      const r = await me(s);
      expect(r.status).toBe(200);
      expect(MeResponseSchema.parse(r.body).account.name).toBe('Alice');
    }
  });

  test('names are unique whatever their case, and only 3-20 ASCII letters, digits, _ and - are names', async () => {
    await signUp(srv.url, 'Bob_the-2nd');
    const taken = await call(srv.url, 'POST', '/api/account/signup', { body: { name: 'bob_THE-2ND', password: 'another password' } });
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toBe('name_taken');
    // 'Bоb' with a Cyrillic о: a look-alike is no name at all.
    for (const name of ['ab', 'a'.repeat(21), 'bob smith', 'B\u043eb', 'bob<script>', '']) {
      const r = await call(srv.url, 'POST', '/api/account/signup', { body: { name, password: 'long enough' } });
      expect({ name, status: r.status, error: errorOf(r) }).toEqual({ name, status: 400, error: 'bad_request' });
    }
    const short = await call(srv.url, 'POST', '/api/account/signup', { body: { name: 'Shorty', password: 'short' } });
    expect(short.status).toBe(400);
    const notJson = await fetch(`${srv.url}/api/account/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(notJson.status).toBe(400);
    expect(AccountErrorSchema.parse(await notJson.json()).error).toBe('bad_request');
  });

  test('a wrong password or an unknown name is the same 401; no session, bad session: 401', async () => {
    await signUp(srv.url, 'Carol', 'carol password');
    const wrong = await call(srv.url, 'POST', '/api/account/signin', { body: { name: 'Carol', password: 'not carols password' } });
    const unknown = await call(srv.url, 'POST', '/api/account/signin', { body: { name: 'Nobody', password: 'not carols password' } });
    expect([wrong.status, errorOf(wrong)]).toEqual([401, 'bad_credentials']);
    expect([unknown.status, errorOf(unknown)]).toEqual([401, 'bad_credentials']);
    expect(AccountErrorSchema.parse(wrong.body).message).toBe(AccountErrorSchema.parse(unknown.body).message);
    expect((await call(srv.url, 'GET', '/api/account/me')).status).toBe(401);
    expect((await me('x'.repeat(43))).status).toBe(401);
  });

  test('sign out ends that session only; sign out everywhere ends every session of the account', async () => {
    const a = await signUp(srv.url, 'Dave', 'dave password');
    const b = SessionResponseSchema.parse(
      (await call(srv.url, 'POST', '/api/account/signin', { body: { name: 'Dave', password: 'dave password' } })).body,
    ).session;
    const c = SessionResponseSchema.parse(
      (await call(srv.url, 'POST', '/api/account/signin', { body: { name: 'Dave', password: 'dave password' } })).body,
    ).session;
    expect((await call(srv.url, 'POST', '/api/account/signout', { session: a })).status).toBe(204);
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(200);
    expect((await call(srv.url, 'POST', '/api/account/signout-everywhere', { session: b })).status).toBe(204);
    expect((await me(b)).status).toBe(401);
    expect((await me(c)).status).toBe(401);
  });

  test('an account the operator disables cannot sign in and its sessions stop working; enabled again it signs in', async () => {
    const s = await signUp(srv.url, 'Eve', 'eve password');
    expect((await disable('eve', 'disable')).status).toBe(200);
    const refused = await call(srv.url, 'POST', '/api/account/signin', { body: { name: 'Eve', password: 'eve password' } });
    expect([refused.status, errorOf(refused)]).toEqual([403, 'account_disabled']);
    expect((await me(s)).status).toBe(401);
    const page = await fetch(`${srv.url}/admin`, { headers: { authorization: adminAuth } });
    expect(await page.text()).toMatch(/<td>Eve<\/td><td>[^<]+<\/td><td>disabled<\/td>/);
    expect((await disable('Eve', 'enable')).status).toBe(200);
    expect((await call(srv.url, 'POST', '/api/account/signin', { body: { name: 'Eve', password: 'eve password' } })).status).toBe(200);
    expect((await me(s)).status).toBe(401);
    expect((await disable('nobody-here', 'disable')).status).toBe(404);
  });

  test('the owner deletes the account with the password: its sessions end and its name is free again', async () => {
    const s = await signUp(srv.url, 'Frank', 'frank password');
    const wrong = await call(srv.url, 'DELETE', '/api/account', { session: s, body: { password: 'not franks' } });
    expect([wrong.status, errorOf(wrong)]).toEqual([401, 'bad_credentials']);
    expect((await me(s)).status).toBe(200);
    expect((await call(srv.url, 'DELETE', '/api/account', { session: s, body: { password: 'frank password' } })).status).toBe(204);
    expect((await me(s)).status).toBe(401);
    expect((await call(srv.url, 'POST', '/api/account/signin', { body: { name: 'Frank', password: 'frank password' } })).status).toBe(401);
    expect((await call(srv.url, 'GET', '/api/players/Frank')).status).toBe(404);
    const again = await call(srv.url, 'POST', '/api/account/signup', { body: { name: 'frank', password: 'a new frank' } });
    expect(again.status).toBe(201);
  });

  test('no answer carries a session other than the one it opened, nor any password or session hash', () => {
    expect(answers.length).toBeGreaterThan(20);
    const hashes = sessions.map((s) => createHash('sha256').update(s).digest('hex'));
    for (const { answer, opened } of answers) {
      for (const s of sessions) if (s !== opened) expect(answer.text).not.toContain(s);
      for (const h of hashes) expect(answer.text).not.toContain(h);
      expect(answer.text).not.toMatch(/argon2|password_hash|passwordHash|token_hash/i);
    }
  });
});

describe('sign-in throttling and sign-up limits', () => {
  const srv = useTestServer({
    // Addresses come from X-Forwarded-For here, so the test can speak from several.
    trustProxy: parseTrustProxy('loopback'),
    accountLimits: {
      address: { freeFailures: 2, baseDelayMs: 60_000, maxWaitMs: 0 },
      account: { freeFailures: 3, baseDelayMs: 60_000, maxWaitMs: 0 },
      signup: { capacity: 3, perSecond: 0.0001 },
    },
  });
  const signIn = (name: string, password: string, from: string) =>
    api(srv.url, 'POST', '/api/account/signin', { body: { name, password }, forwardedFor: from });

  test('after too many wrong passwords from one address, that address waits (even for another account); others do not', async () => {
    await signUp(srv.url, 'Gina', 'gina password', '10.0.0.100');
    await signUp(srv.url, 'Hank', 'hank password', '10.0.0.101');
    for (let i = 0; i < 3; i++) expect((await signIn('Gina', 'wrong password', '10.0.0.1')).status).toBe(401);
    const held = await signIn('Hank', 'hank password', '10.0.0.1');
    expect([held.status, errorOf(held)]).toEqual([429, 'rate_limited']);
    expect(AccountErrorSchema.parse(held.body).retryAfterMs).toBeGreaterThan(50_000);
    expect((await signIn('Hank', 'hank password', '10.0.0.2')).status).toBe(200);
  });

  test('wrong passwords for one account from many addresses make that account wait; other accounts do not', async () => {
    await signUp(srv.url, 'Iris', 'iris password', '10.0.1.100');
    await signUp(srv.url, 'Jack', 'jack password', '10.0.1.101');
    for (let i = 1; i <= 4; i++) expect((await signIn('iris', 'wrong password', `10.0.1.${i}`)).status).toBe(401);
    const held = await signIn('Iris', 'iris password', '10.0.1.9');
    expect([held.status, errorOf(held)]).toEqual([429, 'rate_limited']);
    expect((await signIn('Jack', 'jack password', '10.0.1.9')).status).toBe(200);
  });

  test('sign-ups are limited per address', async () => {
    for (const name of ['Kim1', 'Kim2', 'Kim3'])
      expect(
        (await api(srv.url, 'POST', '/api/account/signup', { body: { name, password: 'kims password' }, forwardedFor: '10.0.2.1' })).status,
      ).toBe(201);
    const fourth = await api(srv.url, 'POST', '/api/account/signup', {
      body: { name: 'Kim4', password: 'kims password' },
      forwardedFor: '10.0.2.1',
    });
    expect([fourth.status, errorOf(fourth)]).toEqual([429, 'rate_limited']);
    expect(
      (await api(srv.url, 'POST', '/api/account/signup', { body: { name: 'Kim4', password: 'kims password' }, forwardedFor: '10.0.2.2' }))
        .status,
    ).toBe(201);
  });
});
