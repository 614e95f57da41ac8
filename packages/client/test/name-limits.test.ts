/**
 * Names are never cut (logic/name-limits.ts): the limits are the protocol's, the server's own; a
 * name over its limit is counted against it and refused with the limit in the words.
 */
import { MAX_ACCOUNT_NAME, MAX_PLAYER_NAME, AccountNameSchema, JoinRoomOptionsSchema } from '@stronghold/protocol';
import { nameCount, nameTooLongSaid } from '../src/logic/name-limits';
import { translator } from '../src/i18n';

test('an account name of 29 characters is refused with the limit of 20, as the server refuses it', () => {
  const name = 'a'.repeat(29);
  expect(nameCount(name, 'account')).toEqual({ n: 29, max: MAX_ACCOUNT_NAME, over: true });
  const said = nameTooLongSaid(name, 'account');
  expect(said).toEqual({ key: 'names.accountTooLong', params: { max: 20, n: 29 } });
  expect(translator('en').t(said?.key ?? '', said?.params)).toBe('An account name is at most 20 characters; this one has 29.');
  expect(translator('zh-Hant').t(said?.key ?? '', said?.params)).toBe('帳號名稱最多 20 個字元；這個有 29 個。');
  expect(AccountNameSchema.safeParse(name).success).toBe(false);
});

test('a guest name of 30 characters is refused with the limit of 24, which the server applies too', () => {
  const name = 'Sir Reginald of the Long Name';
  expect(name.length).toBeGreaterThan(MAX_PLAYER_NAME);
  expect(nameTooLongSaid(name, 'player')).toEqual({ key: 'names.tooLong', params: { max: MAX_PLAYER_NAME, n: name.length } });
  expect(JoinRoomOptionsSchema.safeParse({ name }).success).toBe(false);
});

test('a name at its limit fits, counted without the spaces at its ends', () => {
  expect(nameTooLongSaid('b'.repeat(MAX_ACCOUNT_NAME), 'account')).toBeNull();
  expect(nameTooLongSaid(`  ${'c'.repeat(MAX_PLAYER_NAME)}  `, 'player')).toBeNull();
  expect(nameCount(`  ${'c'.repeat(MAX_PLAYER_NAME)}  `, 'player')).toEqual({ n: MAX_PLAYER_NAME, max: MAX_PLAYER_NAME, over: false });
  expect(JoinRoomOptionsSchema.parse({ name: 'c'.repeat(MAX_PLAYER_NAME) }).name).toBe('c'.repeat(MAX_PLAYER_NAME));
});
