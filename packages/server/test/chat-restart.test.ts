/**
 * Chat is kept with the game: after the server stops and starts again on the same DATA_DIR, a
 * player who takes the seat back (and a spectator who opens the game) gets the conversation as
 * `chatHistory`, read from the store; new messages are numbered after the stored ones.
 */
import { SqliteGameStore } from '../src/persistence/sqlite-store';
import { createGame, joinGame, startTestServer, tmpDataDir, type Player } from './helpers/harness';

jest.setTimeout(90_000);

const history = (p: Player) => p.received('chatHistory').flatMap((m) => m.entries);

test('chat history survives a server restart: sent from the store to a returning player and a new spectator', async () => {
  const dataDir = tmpDataDir('chat-restart');
  const first = await startTestServer({ dataDir });
  const inv = await createGame(first.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(first.url, roomId, { name: 'Dee' });
  inv.room.send('chat', { text: 'good luck' });
  await def.waitFor(() => def.received('chat').length === 1, 'first chat');
  def.room.send('chat', { text: 'you too' });
  await inv.waitFor(() => inv.received('chat').length === 2, 'second chat');
  const said = inv.received('chat');
  const tokens = { inv: inv.issuedToken, def: def.issuedToken };
  void inv.room.leave();
  void def.room.leave();
  await first.close();

  const second = await startTestServer({ dataDir });
  try {
    expect(second.restored).toContain(roomId);
    const inv2 = await joinGame(second.url, roomId, { token: tokens.inv });
    await inv2.waitFor(() => history(inv2).length === 2, 'chat history after the restart');
    expect(history(inv2)).toEqual(said);
    const spec = await joinGame(second.url, roomId, { name: 'Sam', spectate: true });
    await spec.waitFor(() => history(spec).length === 2, 'chat history for a spectator');
    expect(history(spec)).toEqual(said);
    // A new message goes on after the stored ones.
    const def2 = await joinGame(second.url, roomId, { token: tokens.def });
    def2.room.send('chat', { text: 'again' });
    await inv2.waitFor(() => inv2.received('chat').length === 1, 'chat after the restart');
    await Promise.all([inv2, def2, spec].map((p) => p.room.leave()));
  } finally {
    await second.close();
  }
  const store = new SqliteGameStore(dataDir);
  try {
    const kept = await store.getChat(roomId, 50);
    expect(kept.count).toBe(3);
    expect(kept.entries.map((e) => [e.seat, e.from, e.text])).toEqual([
      ['invader', 'Ivy', 'good luck'],
      ['defender', 'Dee', 'you too'],
      ['defender', 'Dee', 'again'],
    ]);
  } finally {
    await store.close();
  }
});
