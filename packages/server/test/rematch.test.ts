/**
 * A rematch over real WebSockets keeps every option of the game it follows: its name, privacy,
 * password and clock; only the sides are swapped.
 */
import { createGame, gameOf, joinGame, useTestServer, type Player } from './helpers/harness';
import { must } from './helpers/must';

jest.setTimeout(60_000);

const srv = useTestServer();

/** The invitation a player got once both asked (room, seat and token of the new game). */
const invitation = (p: Player) =>
  must(
    p.received('rematch').find((m) => m.roomId),
    'a rematch invitation',
  );

test('a rematch of a private, passworded 20 min + 10 s game keeps its clock, privacy, password and names, sides swapped', async () => {
  const timeControl = { kind: 'realtime', bankMs: 20 * 60_000, incrementMs: 10_000 } as const;
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy', gameName: 'Clocked', private: true, password: 'pw', timeControl });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee', password: 'pw' });
  await def.waitFor(() => def.state.status === 'playing', 'playing');
  inv.room.send('action', { stateId: gameOf(roomId).stateId, action: { type: 'concede', seat: 'invader' } });
  await def.waitFor(() => def.state.status === 'ended', 'the end');
  inv.room.send('rematch', {});
  def.room.send('rematch', {});
  await inv.waitFor(() => inv.received('rematch').some((m) => m.roomId), 'the invitation');
  await def.waitFor(() => def.received('rematch').some((m) => m.roomId), 'the invitation');
  const forInv = invitation(inv);
  const forDef = invitation(def);
  const newId = must(forInv.roomId, 'the new room');

  const stored = must(await srv.store.getGame(newId), 'the new game stored');
  expect(stored.options).toMatchObject({ name: 'Clocked', private: true, hasPassword: true, timeControl });
  expect(stored.passwordHash).not.toBeNull();

  // Both players come back with their tokens (no password needed), sides swapped; the clocks run.
  const ivy = await joinGame(srv.url, newId, { token: forInv.token });
  const dee = await joinGame(srv.url, newId, { token: forDef.token });
  expect([ivy.seat, dee.seat]).toEqual(['defender', 'invader']);
  await ivy.waitFor(() => ivy.state.players.invader.clockMs > 0 && ivy.state.players.defender.clockMs > 0, 'the clocks of the rematch');
  expect(ivy.state.players.invader.name).toBe('Dee');
  expect(ivy.state.players.defender.name).toBe('Ivy');
  // Anyone else still needs the password, as in the first game.
  let refused = '';
  await joinGame(srv.url, newId, { name: 'Eve', spectate: true }).catch((e: unknown) => (refused = String(e)));
  expect(refused).toMatch(/bad_password/);
  const spec = await joinGame(srv.url, newId, { name: 'Eve', spectate: true, password: 'pw' });
  expect(spec.seat).toBe('spectator');
  await Promise.all([inv, def, ivy, dee, spec].map((p) => p.room.leave()));
});
