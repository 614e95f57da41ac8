import { accountErrorSaid } from '../src/logic/account-errors';
import { CATALOGS } from '../src/i18n';

test('a taken name, a wrong password and an invalid name each get their own sentence', () => {
  expect(accountErrorSaid({ status: 409, code: 'name_taken' }, 'signup').key).toBe('account.err.nameTaken');
  expect(accountErrorSaid({ status: 401, code: 'bad_credentials' }, 'signin').key).toBe('account.err.badCredentials');
  // Deleting asks only for the password: a refusal is about the password alone.
  expect(accountErrorSaid({ status: 401, code: 'bad_credentials' }, 'delete').key).toBe('account.err.wrongPassword');
  expect(accountErrorSaid({ status: 400, code: 'bad_request' }, 'signup').key).toBe('account.err.invalidName');
});

test('a throttled request says the wait: whole seconds up to a minute, whole minutes (rounded up) beyond', () => {
  expect(accountErrorSaid({ status: 429, code: 'rate_limited', retryAfterMs: 1200 }, 'signin')).toEqual({
    key: 'account.err.throttledSeconds',
    params: { n: 2 },
  });
  expect(accountErrorSaid({ status: 429, code: 'rate_limited', retryAfterMs: 60_000 }, 'signin')).toEqual({
    key: 'account.err.throttledSeconds',
    params: { n: 60 },
  });
  expect(accountErrorSaid({ status: 429, code: 'rate_limited', retryAfterMs: 61_000 }, 'signin')).toEqual({
    key: 'account.err.throttledMinutes',
    params: { n: 2 },
  });
  expect(accountErrorSaid({ status: 429, code: 'rate_limited' }, 'signin').key).toBe('account.err.throttled');
});

test('an unknown refusal names its HTTP status', () => {
  expect(accountErrorSaid({ status: 502, code: 'bad_answer' }, 'other')).toEqual({ key: 'account.err.other', params: { status: 502 } });
});

test('every sentence an account error can give exists in both languages', () => {
  const codes = [
    'name_taken',
    'bad_credentials',
    'rate_limited',
    'bad_request',
    'unauthorized',
    'account_disabled',
    'not_found',
    'forbidden',
    'network',
    'x',
  ];
  const keys = new Set<string>();
  for (const code of codes)
    for (const during of ['signin', 'signup', 'delete', 'other'] as const)
      for (const retryAfterMs of [undefined, 5000, 300_000])
        keys.add(accountErrorSaid({ status: 400, code, ...(retryAfterMs ? { retryAfterMs } : {}) }, during).key);
  for (const lang of ['en', 'zh-Hant'] as const) {
    const ui = CATALOGS[lang].ui as Record<string, unknown>;
    expect([...keys].filter((k) => !(k in ui))).toEqual([]);
  }
});
