import type { GameEvent } from '@stronghold/rules';
import { GameLog, type LogEntry } from './game-log';

const turn = (n: number): GameEvent => ({ to: 'all', kind: 'turn.begins', params: { turn: n } });
const back: GameEvent = { to: 'all', kind: 'seat.playerBack', params: { seat: 'invader' } };
const offered: GameEvent = { to: 'all', kind: 'seat.computerPlays', params: { seat: 'invader', why: 'offered' } };
const lines = (entries: LogEntry[]) => entries.map((e) => `${e.seq} ${e.kind}`);

test("a restored log gives every entry the number it had live: the rules' events take the numbers the notes do not", () => {
  const live = new GameLog();
  live.append([turn(1), turn(2)]);
  const notes = [live.note(offered).note, live.note(back).note];
  live.append([turn(3)]);
  live.append([turn(4), turn(5)]);
  const restored = new GameLog();
  restored.restoring(notes);
  restored.append([1, 2, 3, 4, 5].map(turn));
  restored.restored();
  expect(restored.historyFor('invader')).toEqual(live.historyFor('invader'));
  // The next entry after a restore is numbered after them all, a note like an event.
  expect(lines([restored.note(back).entry, ...restored.append([turn(6)])])).toEqual(['8 seat.playerBack', '9 turn.begins']);
});

test('notes before the first event and after the last keep their places', () => {
  const live = new GameLog();
  const first = live.note(offered).note;
  live.append([turn(1)]);
  const last = live.note(back).note;
  const restored = new GameLog();
  restored.restoring([last, first]);
  restored.append([turn(1)]);
  restored.restored();
  expect(restored.historyFor('spectator')).toEqual(live.historyFor('spectator'));
});

test('a note the store lost never makes a number given twice', () => {
  const live = new GameLog();
  live.append([turn(1)]);
  live.note(offered); // not stored
  live.append([turn(2)]);
  const kept = live.note(back).note;
  live.append([turn(3)]);
  const restored = new GameLog();
  restored.restoring([kept]);
  restored.append([1, 2, 3].map(turn));
  restored.restored();
  const seqs = restored.historyFor('spectator').map((e) => e.seq);
  expect(new Set(seqs).size).toBe(seqs.length);
  // From the kept note on, the numbers are those the clients saw.
  expect(restored.historyFor('spectator').slice(-2)).toEqual(live.historyFor('spectator').slice(-2));
});
