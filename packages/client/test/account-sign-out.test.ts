/**
 * Signing out on a shared computer (net/account.ts): the seat tokens of the account's games are
 * forgotten with the session, so the next person at this browser cannot take those seats; a
 * guest's seat the account does not hold stays. The server is a fetch stub; the game client
 * (connection.ts, which Vite builds and jest cannot load) a stand-in for the page's own server.
 */
import type { AccountGame } from '@stronghold/protocol';
import { useMemoryStorage } from './memory-storage';

jest.mock('../src/net/connection', () => ({
  currentServer: () => ({ endpoint: undefined, ownsSession: true, foreignHost: '' }),
  endpoint: () => undefined,
  setSessionToken: () => undefined,
}));

import { Account } from '../src/net/account';
import { loadAccount, saveAccount } from '../src/net/account-store';
import { mySeats, saveSeat } from '../src/net/storage';

const game = (gameId: string): AccountGame => ({
  gameId,
  name: gameId,
  seat: 'invader',
  opponent: null,
  rated: false,
  state: 'their-turn',
  updatedAt: 1,
});

/** The server's answers by path; a path it does not list is a 401 (a session it no longer knows). */
function serve(answers: Record<string, { status: number; body?: unknown }>): string[] {
  const asked: string[] = [];
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    const path = `${init?.method ?? 'GET'} ${url}`;
    asked.push(path);
    const a = answers[path] ?? { status: 401, body: { error: 'unauthorized', message: 'signed out' } };
    return Promise.resolve(new Response(a.status === 204 ? null : JSON.stringify(a.body ?? {}), { status: a.status }));
  }) as typeof fetch;
  return asked;
}

const held = () =>
  mySeats()
    .map((m) => m.roomId)
    .sort();

beforeEach(() => {
  useMemoryStorage();
  saveAccount({ name: 'ann', session: 'sess-1' });
  saveSeat('ann-1', 'invader', 'tok-1');
  saveSeat('ann-2', 'defender', 'tok-2');
  saveSeat('guest-game', 'invader', 'tok-3');
});

const GAMES = { status: 200, body: { games: [game('ann-1'), game('ann-2')] } };

test("sign out forgets the session and the seat tokens of the account's games, not a guest's", async () => {
  const asked = serve({ 'GET /api/account/games': GAMES, 'POST /api/account/signout': { status: 204 } });
  await new Account().signOut(false);
  expect(asked).toEqual(['GET /api/account/games', 'POST /api/account/signout']);
  expect(loadAccount()).toBeNull();
  expect(held()).toEqual(['guest-game']);
});

test("sign out everywhere and deleting the account forget the account's seats too", async () => {
  serve({ 'GET /api/account/games': GAMES, 'POST /api/account/signout-everywhere': { status: 204 } });
  await new Account().signOut(true);
  expect(held()).toEqual(['guest-game']);

  saveAccount({ name: 'ann', session: 'sess-1' });
  saveSeat('ann-1', 'invader', 'tok-1');
  serve({ 'GET /api/account/games': GAMES, 'DELETE /api/account': { status: 204 } });
  await new Account().delete('a password');
  expect(loadAccount()).toBeNull();
  expect(held()).toEqual(['guest-game']);
});

test('a refused deletion (wrong password) keeps the account and every seat', async () => {
  serve({
    'GET /api/account/games': GAMES,
    'DELETE /api/account': { status: 401, body: { error: 'bad_credentials', message: 'wrong password' } },
  });
  await expect(new Account().delete('not it')).rejects.toThrow();
  expect(loadAccount()).toEqual({ name: 'ann', session: 'sess-1' });
  expect(held()).toEqual(['ann-1', 'ann-2', 'guest-game']);
});

test("when the account's games cannot be listed, every seat token of this browser is forgotten", async () => {
  serve({ 'GET /api/account/games': { status: 500, body: {} }, 'POST /api/account/signout': { status: 204 } });
  await new Account().signOut(false);
  expect(loadAccount()).toBeNull();
  expect(held()).toEqual([]);
});

test('a session signed out elsewhere is forgotten at start, with the seats it left here', async () => {
  serve({});
  await new Account().check();
  expect(loadAccount()).toBeNull();
  expect(held()).toEqual([]);
});
