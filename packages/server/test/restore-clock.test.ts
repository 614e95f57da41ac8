/**
 * A game's clock is stored after the action it follows (the action is made durable first), so a
 * crash between the two restores a clock one decision behind. The restored room must run the clock
 * of the seat the game says is to act, not the one the stored clock names.
 */
import { SqliteGameStore } from '../src/persistence/sqlite-store';
import { createGame, gameOf, joinGame, startTestServer, tmpDataDir } from './helpers/harness';
import { must } from './helpers/must';

jest.setTimeout(60_000);

test('restored with a stored clock one decision behind, the clock runs for the seat to act', async () => {
  const dataDir = tmpDataDir('restore-clock');
  const first = await startTestServer({ dataDir, computerPace: { opponentMs: 0, exhibitionMs: 0 } });
  const me = await createGame(first.url, {
    side: 'invader',
    name: 'Ivy',
    opponent: { computer: 'easy' },
    timeControl: { kind: 'realtime', bankMs: 600_000, incrementMs: 0 },
  });
  const roomId = me.room.roomId;
  await me.waitFor(() => me.state.players.invader.clockRunning, 'my clock runs');
  expect(gameOf(roomId).toAct).toBe('invader');
  const token = me.issuedToken;
  // Not awaited: closing the server below ends the connection anyway.
  void me.room.leave();
  await first.close();

  // What a crash just after the action and before its clock write leaves: the clock names the other seat.
  const store = new SqliteGameStore(dataDir);
  const stored = await store.getGame(roomId);
  expect(stored?.live?.clock?.running).toBe('invader');
  const live = must(stored?.live, 'the stored live state');
  await store.setLive(roomId, { ...live, clock: { ...must(live.clock, 'the stored clock'), running: 'defender' } });
  await store.close();

  const second = await startTestServer({ dataDir, computerPace: { opponentMs: 0, exhibitionMs: 0 } });
  try {
    expect(second.restored).toContain(roomId);
    const back = await joinGame(second.url, roomId, { token });
    expect(back.seat).toBe('invader');
    expect(back.state.players.invader.clockRunning).toBe(true);
    expect(back.state.players.defender.clockRunning).toBe(false);
  } finally {
    await second.close();
  }
});
