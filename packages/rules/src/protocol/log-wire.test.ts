import { encodeLog, expandLog } from './log-wire';
import { isErrorCode, SERVER_ERROR_CODES } from './error-codes';

test('expandLog(encodeLog(x)) deep-equals x; malformed entries are skipped', () => {
  const entries = [
    { seq: 1, kind: 'cast', text: 'The Invader casts Plague.' },
    { seq: 7, kind: 'info', text: '' },
  ];
  expect(expandLog(JSON.parse(JSON.stringify(encodeLog(entries))))).toEqual(entries);
  expect(expandLog({ e: [[1, 'x'], 'y', [2, 'k', 't']] })).toEqual([{ seq: 2, kind: 'k', text: 't' }]);
  expect(expandLog(null)).toEqual([]);
});

test('the error-code union holds the rules’ codes and the server’s, `replaced` included', () => {
  for (const c of ['malformed', 'illegal_action', 'stale_state', 'replaced', 'internal_error', 'game_over']) expect(isErrorCode(c)).toBe(true);
  expect(SERVER_ERROR_CODES).toContain('replaced');
  expect(isErrorCode('something_else')).toBe(false);
});
