/**
 * A note of the server's in the game log (here: the absent invader's seat offered to the
 * computer) goes to the clients only once its save settles, so no client holds the number of a
 * note a crash lost before the save; a save the store refuses neither holds the room up nor keeps
 * the note from the players. The store's saves of notes are held by the test.
 */
import type { GameStore, StoredLogNote } from '../src/persistence/game-store';
import { SqliteGameStore } from '../src/persistence/sqlite-store';
import { createGame, joinGame, tmpDataDir, useTestServer } from './helpers/harness';

jest.setTimeout(60_000);

/** Each note save the room asked for, settled by the test. */
const held: { note: StoredLogNote; settle(error?: Error): void }[] = [];
let asked: () => void = () => undefined;

/** The SQLite store with its note saves held until the test settles them. */
function holdingStore(): GameStore {
  const store = new SqliteGameStore(tmpDataDir('log-notes'));
  return new Proxy(store, {
    get(target, key) {
      if (key === 'addLogNote')
        return (_gameId: string, note: StoredLogNote) =>
          new Promise<void>((resolve, reject) => {
            held.push({ note, settle: (e) => (e ? reject(e) : resolve()) });
            asked();
          });
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const srv = useTestServer(() => ({
  store: holdingStore(),
  computerPace: { opponentMs: 0, exhibitionMs: 0 },
  absentGraceSeconds: 1,
  reconnectSeconds: 1,
}));

test('a note is sent once its save settles (here refused: sent all the same), the game going on meanwhile (its entries arriving first, with higher numbers)', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  await def.waitFor(() => def.state.status === 'playing', 'playing');
  await inv.room.leave(true);
  await def.waitFor(() => def.state.players.invader.offerable, 'the seat offerable');
  const saving = new Promise<void>((resolve) => (asked = resolve));
  const before = { stateId: def.stateId, log: def.log.length };
  def.room.send('offerSeatToComputer', {});
  await saving;
  // The room goes on while the save is held: the computer plays the invader's moves.
  await def.waitFor(() => def.stateId > before.stateId && def.log.length > before.log, 'the computer to act');
  expect(def.log.some((e) => e.kind === 'seat.computerPlays')).toBe(false);

  const [first] = held;
  first?.settle(new Error('disk full'));
  await def.waitFor(() => def.log.some((e) => e.kind === 'seat.computerPlays'), 'the note after its save was refused');
  const note = def.log.find((e) => e.kind === 'seat.computerPlays');
  expect(note?.seq).toBe(first?.note.seq);
  // The computer's entries came first, with higher numbers (a page orders the log by number, ui/log-order.ts).
  expect(def.log.filter((e) => e.seq > (note?.seq ?? 0) && def.log.indexOf(e) < def.log.indexOf(note ?? e)).length).toBeGreaterThan(0);
});
