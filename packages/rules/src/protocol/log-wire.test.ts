import { encodeLog, encodeLogText, expandLog, expandLogText } from './log-wire';
import { isErrorCode, SERVER_ERROR_CODES } from './error-codes';
import { logTexts } from './log-phrases-cli';

test('expandLog(encodeLog(x)) deep-equals x; malformed entries are skipped', () => {
  const entries = [
    { seq: 1, kind: 'cast', text: 'The Invader casts Plague.' },
    { seq: 7, kind: 'info', text: '' },
    { seq: 8, kind: 'move', text: 'The Defender moves a Marksman from w2 to courtyard.' },
    { seq: 9, kind: 'x', text: 'Ünïcödé and "quotes" \\ survive' },
  ];
  expect(expandLog(JSON.parse(JSON.stringify(encodeLog(entries))))).toEqual(entries);
  expect(expandLog({ e: [[1, 'x'], 'y', [2, 'k', 't'], [3, 'k', [9999]], [4, 'k', [{}]]] })).toEqual([{ seq: 2, kind: 'k', text: 't' }]);
  expect(expandLog(null)).toEqual([]);
});

test('every log text of seeded games round-trips exactly, at well under the plain size', () => {
  const texts = logTexts([900, 901, 902]);
  expect(texts.length).toBeGreaterThan(500);
  let plain = 0;
  let packed = 0;
  for (const t of texts) {
    const enc = encodeLogText(t);
    expect(expandLogText(JSON.parse(JSON.stringify(enc)))).toBe(t);
    plain += JSON.stringify(t).length;
    packed += JSON.stringify(enc).length;
  }
  expect(packed).toBeLessThan(plain * 0.8);
});

test('the error-code union holds the rules’ codes and the server’s, `replaced` included', () => {
  for (const c of ['malformed', 'illegal_action', 'stale_state', 'replaced', 'internal_error', 'game_over']) expect(isErrorCode(c)).toBe(true);
  expect(SERVER_ERROR_CODES).toContain('replaced');
  expect(isErrorCode('something_else')).toBe(false);
});
