import { encodeLog, expandLog } from './log-wire';
import { isErrorCode, SERVER_ERROR_CODES } from './error-codes';
import { LOG_KINDS } from '@stronghold/rules';
import { seededEvents } from '@stronghold/rules/testing';
import type { LogEntry } from './log-wire';

test('expandLog(encodeLog(x)) deep-equals x; malformed entries and unknown kinds are skipped', () => {
  const entries: LogEntry[] = [
    { seq: 1, kind: 'cast.cast', params: { spell: 'plague', mana: 2 } },
    { seq: 7, kind: 'phase.assault', params: {} },
    { seq: 8, kind: 'move.defender', params: { unit: 'marksman', from: 'w2', to: 'courtyard' } },
  ];
  expect(expandLog(JSON.parse(JSON.stringify(encodeLog(entries))))).toEqual(entries);
  expect(expandLog({ e: [[1, 0], 'y', [2, 0, { turn: 2 }], [3, 9999, {}], [4, 'turn.begins', {}], [5, 0, [1]], [6, 0, null]] })).toEqual([
    { seq: 2, kind: LOG_KINDS[0], params: { turn: 2 } },
  ]);
  expect(expandLog(null)).toEqual([]);
});

test('every log event of seeded games round-trips exactly, kinds as one- or two-byte indexes', () => {
  const events = seededEvents([900, 901, 902]);
  expect(events.length).toBeGreaterThan(500);
  const entries: LogEntry[] = events.map((e, i) => ({ seq: i + 1, kind: e.kind, params: e.params }));
  const wire = JSON.parse(JSON.stringify(encodeLog(entries))) as { e: [number, number, object][] };
  expect(expandLog(wire)).toEqual(entries);
  expect(wire.e.every(([, k]) => k >= 0 && k < 256)).toBe(true);
});

test('the error-code union holds the rules’ codes and the server’s, `replaced` included', () => {
  for (const c of ['malformed', 'illegal_action', 'stale_state', 'replaced', 'internal_error', 'game_over'])
    expect(isErrorCode(c)).toBe(true);
  expect(SERVER_ERROR_CODES).toContain('replaced');
  expect(isErrorCode('something_else')).toBe(false);
});
