/** What the password change form says when the server refuses it (logic/account-errors.ts), in both languages. */
import { accountErrorSaid } from '../src/logic/account-errors';
import { CATALOGS } from '../src/i18n';

test('a common new password and a wrong current one each get their own sentence, in both languages', () => {
  const common = accountErrorSaid({ status: 400, code: 'password_too_common' }, 'password');
  const wrong = accountErrorSaid({ status: 401, code: 'bad_credentials' }, 'password');
  expect(common.key).toBe('account.err.commonPassword');
  expect(accountErrorSaid({ status: 400, code: 'password_too_common' }, 'signup').key).toBe('account.err.commonPassword');
  expect(wrong.key).toBe('account.err.wrongPassword');
  for (const lang of ['en', 'zh-Hant'] as const) {
    const ui = CATALOGS[lang].ui as Record<string, unknown>;
    expect([common.key, wrong.key, 'account.changePassword', 'account.newPassword'].filter((k) => !(k in ui))).toEqual([]);
  }
});
