/**
 * Clocks and absent players, over real WebSockets: a seat whose time runs out is
 * played by the Normal computer and its player takes it back with the seat token; a player away
 * past the grace period is replaced in a game with a clock; what the other player learns about an
 * absent one: when they lost their connection (`players.<seat>.awaySince`, the server's clock),
 * and, without a clock, when their seat may be offered to the computer (`offerable`, after the
 * reconnection window and the grace period).
 */
import type { Room } from '@colyseus/sdk';
import { createGame, dropConnection, gameOf, joinGame, reconnect, serverRoom, sleep, useTestServer, type Player } from './helpers/harness';
import { must } from './helpers/must';

jest.setTimeout(60_000);

const srv = useTestServer({ computerPace: { opponentMs: 0, exhibitionMs: 0 }, absentGraceSeconds: 1, reconnectSeconds: 1 });

/** The log as `kind params` lines (the server's takeover facts are structured events like the rules'). */
const logText = (p: Player): string => p.log.map((e) => `${e.kind} ${JSON.stringify(e.params)}`).join('\n');

test('a seat whose clock runs out is played by the Normal computer; the player takes it back with the token', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy', timeControl: { kind: 'realtime', bankMs: 1500, incrementMs: 0 } });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  await def.waitFor(() => def.state.players.invader.clockRunning, 'the invader clock runs');
  expect(def.state.players.invader.clockMs).toBeGreaterThan(0);
  expect(gameOf(roomId).toAct).toBe('invader');
  // Nobody acts for the invader: after 1.5 s the computer does.
  await def.waitFor(() => /seat\.computerPlays \{"seat":"invader","why":"time"\}/.test(logText(def)), 'takeover logged', 10_000);
  await def.waitFor(() => def.state.players.invader.computer === 'normal', 'computer shown');
  await def.waitFor(() => gameOf(roomId).stateId > 0, 'the computer acted', 10_000);
  const token = inv.issuedToken;
  await inv.room.leave(true);
  const back = await joinGame(srv.url, roomId, { token });
  expect(back.seat).toBe('invader');
  await back.waitFor(() => /seat\.playerBack \{"seat":"invader"\}/.test(logText(back)), 'takeback logged');
  expect(serverRoom(roomId).state.players.invader.computer).toBe('');
  const live = must((await srv.store.getGame(roomId))?.live, 'the stored live state');
  expect(live.takenOver).toEqual({});
  expect(live.clock?.remainingMs.invader).toBeGreaterThanOrEqual(0);
});

test('a player away past the grace period in a game with a clock is replaced by the computer', async () => {
  const inv = await createGame(srv.url, {
    side: 'invader',
    name: 'Ivy',
    timeControl: { kind: 'correspondence', perDecisionMs: 3_600_000 },
  });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  await def.waitFor(() => gameOf(roomId).toAct === 'invader' && def.state.status === 'playing', 'playing');
  await inv.room.leave(true);
  await def.waitFor(() => /seat\.computerPlays \{"seat":"invader","why":"away"\}/.test(logText(def)), 'takeover for absence', 10_000);
  expect((await srv.store.getGame(roomId))?.live?.takenOver).toEqual({ invader: 'away' });
});

test('without a clock the present player may offer the absent seat to the computer after the grace period', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  await def.waitFor(() => def.state.status === 'playing', 'playing');
  def.room.send('offerSeatToComputer', {});
  await def.waitFor(() => def.errors.some((e) => e.code === 'not_away'), 'refused while the invader is here');
  await inv.room.leave(true);
  await new Promise((r) => setTimeout(r, 1300));
  def.room.send('offerSeatToComputer', {});
  await def.waitFor(() => /seat\.computerPlays \{"seat":"invader","why":"offered"\}/.test(logText(def)), 'offered', 10_000);
  await def.waitFor(() => gameOf(roomId).stateId > 0, 'the computer acted', 10_000);
});

test("a room disposed while a dropped player's reconnection is pending leaves no timer behind (the leave resumes after the dispose)", async () => {
  const inv = await createGame(srv.url, {
    side: 'invader',
    name: 'Ivy',
    timeControl: { kind: 'realtime', bankMs: 60_000, incrementMs: 0 },
  });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  await def.waitFor(() => def.state.players.invader.clockRunning, 'the invader clock runs');
  const room = serverRoom(roomId);
  const timers = (room as unknown as { timers: { pending: number } }).timers;
  await inv.room.leave(true);
  // Not consented: the room holds the seat for a reconnection and its onLeave waits for it.
  def.room.connection.close();
  for (let i = 0; i < 100 && room.clients.length > 0; i++) await sleep(20);
  expect(room.clients.length).toBe(0);
  // No client left: the room disposes at once, then the pending leave resumes on the disposed
  // room and would arm the defender's grace timer.
  await room.disconnect();
  await sleep(200);
  expect(timers.pending).toBe(0);
});

/** Drops the socket without a close handshake (as a closed page or a lost network does). */
const dropSocket = (p: { room: Room }): void => dropConnection(p.room);

test('a dropped player is shown away since the moment the connection was lost, and present again after reconnecting', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const def = await joinGame(srv.url, inv.room.roomId, { name: 'Dee' });
  await def.waitFor(() => def.state.status === 'playing', 'playing');
  expect(def.state.players.invader.awaySince).toBe(0);
  const before = Date.now();
  const token = must(inv.room.reconnectionToken, 'a reconnection token');
  dropSocket(inv);
  await def.waitFor(() => !def.state.players.invader.connected, 'the invader shown away');
  const since = def.state.players.invader.awaySince;
  expect(since).toBeGreaterThanOrEqual(before);
  expect(since).toBeLessThanOrEqual(Date.now());
  // Within the reconnection window the seat may not be offered yet.
  expect(def.state.players.invader.offerable).toBe(false);
  const back = await reconnect(srv.url, token);
  expect(back.seat).toBe('invader');
  await def.waitFor(() => def.state.players.invader.connected && def.state.players.invader.awaySince === 0, 'the invader back');
});

test('without a clock the seat becomes offerable after the reconnection window and the grace period, and not after the computer took it', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const def = await joinGame(srv.url, inv.room.roomId, { name: 'Dee' });
  await def.waitFor(() => def.state.status === 'playing', 'playing');
  const left = Date.now();
  dropSocket(inv);
  await def.waitFor(() => def.state.players.invader.offerable, 'the seat offerable', 10_000);
  // 1 s of reconnection window, then 1 s of grace.
  expect(Date.now() - left).toBeGreaterThanOrEqual(1900);
  expect(def.state.players.invader.awaySince).toBeGreaterThanOrEqual(left);
  def.room.send('offerSeatToComputer', {});
  await def.waitFor(() => def.state.players.invader.computer === 'normal', 'the computer plays the invader');
  expect(def.state.players.invader.offerable).toBe(false);
  expect(def.state.players.invader.name).toBe('Ivy');
});

test('with a clock the seat is never offerable: the computer takes it by itself', async () => {
  const inv = await createGame(srv.url, {
    side: 'invader',
    name: 'Ivy',
    timeControl: { kind: 'correspondence', perDecisionMs: 3_600_000 },
  });
  const def = await joinGame(srv.url, inv.room.roomId, { name: 'Dee' });
  await def.waitFor(() => def.state.status === 'playing', 'playing');
  await inv.room.leave(true);
  await def.waitFor(() => def.state.players.invader.computer === 'normal', 'the computer took the seat', 10_000);
  await sleep(200);
  expect(def.state.players.invader.offerable).toBe(false);
  expect(def.state.players.invader.awaySince).toBeGreaterThan(0);
});
