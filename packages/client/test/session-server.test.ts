/**
 * The account's session goes only to the page's own game server (net/server-address.ts): a link
 * with `?server=` to another host gets no `Authorization` header, and the page there is a guest.
 * The game client (connection.ts, which Vite builds and jest cannot load) is replaced by one
 * that answers with the server chosen for each test.
 */
import { gameServer, sessionFor, type GameServer } from '../src/net/server-address';
import { useMemoryStorage } from './memory-storage';

const SITE = { origin: 'https://stronghold.example' };
const at = (search: string, build?: string): GameServer => gameServer({ ...SITE, search }, build);

let mockServer: GameServer = at('');
jest.mock('../src/net/connection', () => ({
  currentServer: () => mockServer,
  endpoint: () => mockServer.endpoint,
  setSessionToken: () => undefined,
}));

import { fetchAccountGames, fetchMe } from '../src/net/accounts-api';
import { Account } from '../src/net/account';
import { saveAccount } from '../src/net/account-store';

test("no ?server=: the page's own origin (or the build's server) owns the session", () => {
  expect(at('')).toEqual({ endpoint: undefined, ownsSession: true, foreignHost: '' });
  expect(at('', 'ws://localhost:2567')).toMatchObject({ endpoint: 'ws://localhost:2567', ownsSession: true });
});

test("?server= naming the page's own origin or the build's server keeps the session", () => {
  expect(at('?server=wss://stronghold.example').ownsSession).toBe(true);
  expect(at('?server=https://stronghold.example/').ownsSession).toBe(true);
  expect(at('?server=ws://localhost:2567', 'ws://localhost:2567').ownsSession).toBe(true);
});

test('?server= naming another host, port or scheme does not get the session', () => {
  for (const q of [
    'wss://evil.example',
    'wss://stronghold.example.evil.example',
    'wss://stronghold.example:8443',
    'ws://stronghold.example',
    'not a url',
    'javascript:alert(1)',
  ]) {
    const s = at(`?server=${encodeURIComponent(q)}`);
    expect(s.ownsSession).toBe(false);
    expect(sessionFor(s, 'sess-1')).toBeNull();
  }
  expect(at('?server=wss://evil.example').foreignHost).toBe('evil.example');
  expect(sessionFor(at(''), 'sess-1')).toBe('sess-1');
});

describe('requests', () => {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  beforeEach(() => {
    useMemoryStorage();
    calls.length = 0;
    global.fetch = jest.fn((url: string, init?: RequestInit) => {
      calls.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
      const body = url.endsWith('/api/account/games') ? { games: [] } : { account: { name: 'ann', createdAt: 1 } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }) as typeof fetch;
  });

  test("to the page's own server the account endpoints carry the session", async () => {
    mockServer = at('');
    await fetchMe('sess-1');
    expect(calls[0]?.headers.authorization).toBe('Bearer sess-1');
  });

  test('to a foreign ?server= the account endpoints go without it', async () => {
    mockServer = at('?server=wss://evil.example');
    await fetchMe('sess-1').catch(() => undefined);
    await fetchAccountGames('sess-1').catch(() => undefined);
    expect(calls.map((c) => c.url)).toEqual(['https://evil.example/api/account/me', 'https://evil.example/api/account/games']);
    for (const c of calls) expect(c.headers.authorization).toBeUndefined();
  });

  test('on a foreign ?server= the stored account is not used: a guest, no sign-in, nothing sent', async () => {
    saveAccount({ name: 'ann', session: 'sess-1' });
    mockServer = at('?server=wss://evil.example');
    const account = new Account();
    expect(account.available).toBe(false);
    expect(account.signedIn).toBeNull();
    expect(account.session).toBeNull();
    await account.check();
    await expect(account.signIn('ann', 'a password')).rejects.toThrow();
    expect(calls).toEqual([]);
    // The session stays stored for the page's own server.
    mockServer = at('');
    expect(new Account().session).toBe('sess-1');
  });
});
