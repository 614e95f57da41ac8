/**
 * The device token this browser keeps per account (net/device-tokens.ts, docs/accounts.md
 * "Security"): sent in the sign-in's body (never in the address), kept from the server's answer,
 * kept across a sign-out so the browser stays known, replaced by a password change and forgotten
 * when the account is deleted. The server is a fetch stub; the game client (connection.ts, which
 * Vite builds and jest cannot load) a stand-in for the page's own server.
 */
import { useMemoryStorage } from './memory-storage';

jest.mock('../src/net/connection', () => ({
  currentServer: () => ({ endpoint: undefined, ownsSession: true, foreignHost: '' }),
  endpoint: () => undefined,
  setSessionToken: () => undefined,
}));

import { Account } from '../src/net/account';
import { forgetDeviceToken, loadDeviceToken, saveDeviceToken } from '../src/net/device-tokens';

const TOKEN_A = 'a'.repeat(43);
const TOKEN_B = 'b'.repeat(43);
const TOKEN_C = 'c'.repeat(43);

interface Asked {
  path: string;
  body: unknown;
}

/** The server's answers by request; anything else is a 401. */
function serve(answers: Record<string, { status: number; body?: unknown }>): Asked[] {
  const asked: Asked[] = [];
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    const path = `${init?.method ?? 'GET'} ${url}`;
    asked.push({ path, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null });
    const a = answers[path] ?? { status: 401, body: { error: 'unauthorized', message: 'signed out' } };
    return Promise.resolve(new Response(a.status === 204 ? null : JSON.stringify(a.body ?? {}), { status: a.status }));
  }) as typeof fetch;
  return asked;
}

const session = (token: string | undefined) => ({
  status: 200,
  body: { session: 'sess-1', account: { name: 'Ann', createdAt: 1 }, ...(token ? { deviceToken: token } : {}) },
});

beforeEach(useMemoryStorage);

test('tokens are kept per account, whatever the case of its name, and a malformed one is none', () => {
  saveDeviceToken('Ann', TOKEN_A);
  saveDeviceToken('bob', TOKEN_B);
  expect(loadDeviceToken('ANN')).toBe(TOKEN_A);
  expect(loadDeviceToken('Bob')).toBe(TOKEN_B);
  expect(loadDeviceToken('carol')).toBeNull();
  saveDeviceToken('carol', 'not a token');
  expect(loadDeviceToken('carol')).toBeNull();
  forgetDeviceToken('ann');
  expect(loadDeviceToken('Ann')).toBeNull();
  expect(loadDeviceToken('bob')).toBe(TOKEN_B);
});

test('a sign-in sends the stored token in its body and keeps the one answered; a sign-out keeps it', async () => {
  let asked = serve({ 'POST /api/account/signin': session(TOKEN_A), 'POST /api/account/claim': { status: 200, body: { claimed: [] } } });
  await new Account().signIn('ann', 'ann password');
  expect(asked[0]).toEqual({ path: 'POST /api/account/signin', body: { name: 'ann', password: 'ann password' } });
  expect(loadDeviceToken('Ann')).toBe(TOKEN_A);

  serve({ 'GET /api/account/games': { status: 200, body: { games: [] } }, 'POST /api/account/signout': { status: 204 } });
  await new Account().signOut(false);
  expect(loadDeviceToken('Ann')).toBe(TOKEN_A);

  asked = serve({ 'POST /api/account/signin': session(TOKEN_A), 'POST /api/account/claim': { status: 200, body: { claimed: [] } } });
  await new Account().signIn('Ann', 'ann password');
  expect(asked[0]?.path).toBe('POST /api/account/signin');
  expect(asked[0]?.body).toEqual({ name: 'Ann', password: 'ann password', deviceToken: TOKEN_A });
  expect(asked.every((a) => !a.path.includes(TOKEN_A))).toBe(true);
});

test('a password change replaces the token; deleting the account forgets it', async () => {
  serve({
    'POST /api/account/signup': { ...session(TOKEN_B), status: 201 },
    'POST /api/account/claim': { status: 200, body: { claimed: [] } },
  });
  const account = new Account();
  await account.signUp('Ann', 'ann password');
  expect(loadDeviceToken('ann')).toBe(TOKEN_B);

  const asked = serve({ 'POST /api/account/password': { status: 200, body: { deviceToken: TOKEN_C } } });
  await account.changePassword('ann password', 'a new passphrase');
  expect(asked[0]?.body).toEqual({ password: 'ann password', newPassword: 'a new passphrase' });
  expect(loadDeviceToken('ann')).toBe(TOKEN_C);

  serve({ 'GET /api/account/games': { status: 200, body: { games: [] } }, 'DELETE /api/account': { status: 204 } });
  await account.delete('a new passphrase');
  expect(loadDeviceToken('ann')).toBeNull();
});

test('a refused password change keeps the token', async () => {
  saveDeviceToken('Ann', TOKEN_A);
  serve({ 'POST /api/account/signin': session(TOKEN_A), 'POST /api/account/claim': { status: 200, body: { claimed: [] } } });
  const account = new Account();
  await account.signIn('Ann', 'ann password');
  serve({ 'POST /api/account/password': { status: 400, body: { error: 'password_too_common', message: 'common' } } });
  await expect(account.changePassword('ann password', 'iloveyou')).rejects.toMatchObject({ code: 'password_too_common' });
  expect(loadDeviceToken('Ann')).toBe(TOKEN_A);
});
