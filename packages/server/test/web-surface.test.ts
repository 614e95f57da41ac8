/**
 * The HTTP port's origin policy and security headers, over real HTTP against a started server:
 * a page of another origin (or `Origin: null`) gets no CORS grant anywhere, cannot reach /admin
 * even with the operator's password, and runs nothing under /api; a listed origin gets its grant;
 * matchmaking from the page's own origin and without Origin works; every page and API answer
 * carries the CSP, nosniff and referrer headers, and session-bearing answers are not stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { allowedOriginsFromEnv, OriginPolicy, parseAllowedOrigins } from '../src/security/origin-policy';
import { matchMaker } from '@colyseus/core';
import { createGame, tmpDataDir, useTestServer } from './helpers/harness';
import { signUp } from './helpers/accounts-http';
import { must } from './helpers/must';

jest.setTimeout(60_000);

const PASSWORD = 'correct horse battery staple';
const BASIC = `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`;
const FRIEND = 'https://friend.example';
const EVIL = 'https://evil.example';

interface Reply {
  status: number;
  headers: Headers;
  text: string;
}

async function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Reply> {
  const headers = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** What a browser's preflight for a JSON POST with a session from `origin` asks. */
const preflight = (url: string, origin: string): Promise<Reply> =>
  send(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
  });

/** No CORS grant of any kind in the answer. */
function expectNoGrant(r: Reply): void {
  expect({
    origin: r.headers.get('access-control-allow-origin'),
    credentials: r.headers.get('access-control-allow-credentials'),
    methods: r.headers.get('access-control-allow-methods'),
    headers: r.headers.get('access-control-allow-headers'),
  }).toEqual({ origin: null, credentials: null, methods: null, headers: null });
}

describe('one origin policy on the whole port', () => {
  /** The browser's headers on a request from the server's own page. */
  let own: Record<string, string>;
  const seen: Reply[] = [];
  const record = (r: Reply): Reply => (seen.push(r), r);

  const srv = useTestServer(() => {
    const clientDist = tmpDataDir('client');
    fs.writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>client</title>');
    return { adminPassword: PASSWORD, allowedOrigins: [FRIEND], clientDist };
  });
  beforeAll(() => {
    own = { origin: srv.url, 'sec-fetch-site': 'same-origin' };
  });

  it.each<[string, Record<string, string>]>([
    ['another origin', { origin: EVIL, 'sec-fetch-site': 'cross-site' }],
    ['an opaque origin (null)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['a listed origin', { origin: FRIEND, 'sec-fetch-site': 'cross-site' }],
    ['a cross-site navigation without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('/admin refuses %s with 403 before authentication, even with the right password', async (_what, from) => {
    const page = record(await send(`${srv.url}/admin`, { headers: { ...from, authorization: BASIC } }));
    expect(page.status).toBe(403);
    expect(page.text).not.toContain('name="token"');
    if (from.origin !== FRIEND) expectNoGrant(page);
    const disable = record(
      await send(`${srv.url}/admin/api/accounts/victim`, {
        method: 'POST',
        headers: { ...from, authorization: BASIC },
        body: { action: 'disable' },
      }),
    );
    expect(disable.status).toBe(403);
    const recompute = record(
      await send(`${srv.url}/admin/api/ratings/recompute`, { method: 'POST', headers: { ...from, authorization: BASIC }, body: {} }),
    );
    expect(recompute.status).toBe(403);
    if (from.origin && from.origin !== FRIEND) expectNoGrant(record(await preflight(`${srv.url}/admin/api/accounts/victim`, from.origin)));
  });

  it('/admin still answers its own page and a client without Origin (curl)', async () => {
    await signUp(srv.url, 'victim');
    const page = record(await send(`${srv.url}/admin`, { headers: { authorization: BASIC, 'sec-fetch-site': 'none' } }));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<td>victim</td>');
    // The account the refused requests above aimed at is still active.
    expect(page.text).toMatch(/<td>victim<\/td><td>[^<]+<\/td><td>active<\/td>/);
    const ownForm = record(
      await send(`${srv.url}/admin/api/accounts/victim`, {
        method: 'POST',
        headers: { ...own, authorization: BASIC },
        body: { action: 'enable' },
      }),
    );
    expect(ownForm.status).toBe(200);
    // A browser that sends no Sec-Fetch-Site: Origin against Host.
    const oldBrowser = record(await send(`${srv.url}/admin/api/health`, { headers: { origin: srv.url, authorization: BASIC } }));
    expect(oldBrowser.status).toBe(200);
    const curl = record(await send(`${srv.url}/admin/api/health`, { headers: { authorization: BASIC } }));
    expect(curl.status).toBe(200);
  });

  it.each([
    ['another origin', EVIL],
    ['an opaque origin (null)', 'null'],
  ])('/api/account from %s: no grant, the preflight refused, and a sign-up or a password guess runs nothing', async (_what, origin) => {
    const name = origin === 'null' ? 'opaque' : 'foreign';
    expectNoGrant(record(await preflight(`${srv.url}/api/account/signup`, origin)));
    expectNoGrant(record(await preflight(`${srv.url}/api/account/signin`, origin)));
    const headers = { origin, 'sec-fetch-site': 'cross-site' };
    const signup = record(
      await send(`${srv.url}/api/account/signup`, { method: 'POST', headers, body: { name, password: 'correct horse battery' } }),
    );
    expect([signup.status, JSON.parse(signup.text)]).toEqual([403, expect.objectContaining({ error: 'origin_not_allowed' })]);
    expectNoGrant(signup);
    const guess = record(
      await send(`${srv.url}/api/account/signin`, { method: 'POST', headers, body: { name: 'victim', password: 'a wrong guess' } }),
    );
    expect(guess.status).toBe(403);
    expectNoGrant(guess);
    // Nothing was created: the name is still free.
    await signUp(srv.url, name);
  });

  it('a listed origin gets its grant, with credentials, and its sign-up runs', async () => {
    const pre = record(await preflight(`${srv.url}/api/account/signup`, FRIEND));
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(FRIEND);
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const signup = record(
      await send(`${srv.url}/api/account/signup`, {
        method: 'POST',
        headers: { origin: FRIEND, 'sec-fetch-site': 'cross-site' },
        body: { name: 'friendly', password: 'correct horse battery' },
      }),
    );
    expect(signup.status).toBe(201);
    expect(signup.headers.get('access-control-allow-origin')).toBe(FRIEND);
    expect(signup.headers.get('vary')).toContain('Origin');
  });

  it('matchmaking works from the page’s own origin and without Origin, and grants nothing to another origin', async () => {
    const fromPage = record(
      await send(`${srv.url}/matchmake/create/stronghold`, { method: 'POST', headers: own, body: { side: 'invader', name: 'Ivy' } }),
    );
    expect(fromPage.status).toBe(200);
    expect(typeof (JSON.parse(fromPage.text) as { sessionId?: unknown }).sessionId).toBe('string');
    expectNoGrant(fromPage);
    const sdk = await createGame(srv.url);
    expect(sdk.room.roomId).toEqual(expect.any(String));
    await sdk.room.leave();
    expectNoGrant(record(await preflight(`${srv.url}/matchmake/create/stronghold`, EVIL)));
    const listed = record(await preflight(`${srv.url}/matchmake/create/stronghold`, FRIEND));
    expect(listed.headers.get('access-control-allow-origin')).toBe(FRIEND);
  });

  it('a plain form posted to matchmaking from another origin (no preflight) creates and joins nothing', async () => {
    const rooms = async (): Promise<number> => (await matchMaker.query({ name: 'stronghold' })).length;
    const before = await rooms();
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL, 'sec-fetch-site': 'cross-site' };
    for (const url of [`${srv.url}/matchmake/create/stronghold`, `${srv.url}/matchmake/joinOrCreate/stronghold`]) {
      const answer = await fetch(url, { method: 'POST', headers: form, body: 'side=invader&name=Ivy' });
      expect(answer.status).toBe(403);
      expect(await answer.text()).toMatch(/origin_not_allowed/);
    }
    expect(await rooms()).toBe(before);
  });

  it('every page and API answer carries the CSP (no framing, no eval), nosniff and a referrer policy', async () => {
    const answers = await Promise.all(
      ['/', '/index.html', '/health', '/api/games/recent', '/api/players', '/api/account/me', '/admin', '/metrics'].map(async (p) =>
        record(await send(`${srv.url}${p}`)),
      ),
    );
    answers.push(record(await send(`${srv.url}/matchmake/create/stronghold`, { method: 'POST', body: { side: 'nobody' } })));
    answers.push(record(await preflight(`${srv.url}/api/account/signup`, EVIL)));
    for (const r of answers) {
      const csp = r.headers.get('content-security-policy') ?? '';
      expect({ status: r.status, csp, framing: csp.includes("frame-ancestors 'none'") }).toEqual({ status: r.status, csp, framing: true });
      expect(csp).not.toContain('unsafe-eval');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const page = must(answers[0], 'the page');
    expect(page.text).toContain('<title>client</title>');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ${FRIEND} wss://friend.example`);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers that carry a session, a reservation or account data are never stored', async () => {
    const body = { name: 'stored', password: 'correct horse battery' };
    const signup = record(await send(`${srv.url}/api/account/signup`, { method: 'POST', body }));
    expect(signup.status).toBe(201);
    const signin = record(await send(`${srv.url}/api/account/signin`, { method: 'POST', body }));
    const session = (JSON.parse(signin.text) as { session: string }).session;
    const bearer = { authorization: `Bearer ${session}` };
    const answers = [
      signup,
      signin,
      record(await send(`${srv.url}/api/account/me`, { headers: bearer })),
      // Express routes paths whatever their case: so does no-store.
      record(await send(`${srv.url}/API/Account/me`, { headers: bearer })),
      record(await send(`${srv.url}/api/account/games`, { headers: bearer })),
      record(await send(`${srv.url}/api/invites`, { headers: bearer })),
      record(await send(`${srv.url}/api/players/stored`)),
      record(await send(`${srv.url}/admin`, { headers: { authorization: BASIC } })),
      record(await send(`${srv.url}/matchmake/create/stronghold`, { method: 'POST', body: { side: 'invader', name: 'Ivy' } })),
    ];
    expect(answers.map((r) => [r.status, r.headers.get('cache-control')])).toEqual(answers.map((r) => [r.status, 'no-store']));
    expect(answers.map((r) => r.status).every((s) => s < 300)).toBe(true);
  });

  it('no answer of this file granted `*` or reflected an unlisted origin', () => {
    expect(seen.length).toBeGreaterThan(30);
    const granted = seen.map((r) => r.headers.get('access-control-allow-origin')).filter((o) => o !== null);
    expect(granted.filter((o) => o !== FRIEND)).toEqual([]);
  });
});

describe('ALLOWED_ORIGINS and the origin checks', () => {
  it('lists origins as browsers write them, and refuses `*`, `null` and anything that is not an origin', () => {
    expect(parseAllowedOrigins(' HTTPS://Friend.Example:443 , http://localhost:5173,')).toEqual([
      'https://friend.example',
      'http://localhost:5173',
    ]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    for (const bad of ['*', 'null', 'friend.example', 'ftp://friend.example', 'https://friend.example/play', 'https://u:p@friend.example'])
      expect(() => allowedOriginsFromEnv({ ALLOWED_ORIGINS: bad })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('a proxy that passes the host name without its port still counts as the same origin; another host or port does not', () => {
    const policy = new OriginPolicy([]);
    expect(policy.crossOrigin({ origin: 'http://localhost:8080', host: 'localhost' })).toBe(false);
    expect(policy.crossOrigin({ origin: 'http://localhost:8080', host: 'localhost:8080' })).toBe(false);
    expect(policy.crossOrigin({ origin: 'http://localhost:9999', host: 'localhost:8080' })).toBe(true);
    expect(policy.crossOrigin({ origin: 'http://evil.example', host: 'localhost' })).toBe(true);
    // Sec-Fetch-Site, which a page cannot write, wins over a Host a proxy rewrote.
    expect(policy.crossOrigin({ origin: 'https://play.example', host: 'game1:2567', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(policy.crossOrigin({ origin: 'https://game1:2567', host: 'game1:2567', 'sec-fetch-site': 'cross-site' })).toBe(true);
  });
});
