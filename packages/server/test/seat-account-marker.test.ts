/**
 * The seat's account marker in the room state (`players.<seat>.account`, docs/protocol.md
 * "State"), over real sockets: true for a seat a signed-in account took, false for a guest's seat
 * (even a guest who typed an account's name) and for the computer's; every client, spectators
 * too, decodes the same marker, and nothing else of the account reaches them. A game restored
 * after a restart marks the same seats.
 */
import { signUp } from './helpers/accounts-http';
import { createGame, createGameAs, joinGame, joinGameAs, serverRoom, tmpDataDir, useTestServer } from './helpers/harness';
import { startServerChild, type ServerChild } from '../src/testing';

jest.setTimeout(60_000);

/** Everything a seat tells every client. */
const SEAT_FIELDS = ['account', 'accountDeleted', 'awaySince', 'clockMs', 'clockRunning', 'computer', 'connected', 'name', 'offerable'];

const srv = useTestServer({ computerPace: { opponentMs: 0, exhibitionMs: 0 } });

test("an account's seat is marked as an account's, a guest's (named like the account) is not, for players and spectators alike", async () => {
  const session = await signUp(srv.url, 'Marker_Ann');
  const ann = await createGameAs(srv.url, session, { side: 'defender', name: 'ignored when signed in' });
  const roomId = ann.room.roomId;
  const guest = await joinGame(srv.url, roomId, { name: 'Marker_Ann' });
  expect(guest.seat).toBe('invader');
  const watcher = await joinGame(srv.url, roomId, { spectate: true });
  expect(watcher.seat).toBe('spectator');

  for (const p of [ann, guest, watcher]) {
    await p.waitFor(() => p.state.status === 'playing' && p.state.players.invader.name === 'Marker_Ann', 'both seats taken');
    expect(p.state.players.defender).toMatchObject({ name: 'Marker_Ann', account: true });
    expect(p.state.players.invader).toMatchObject({ name: 'Marker_Ann', account: false });
    // The seat carries the account's public name and the marker, never its id or session.
    expect(JSON.stringify(p.state.players)).not.toContain(session);
    expect(Object.keys(p.state.players.defender.toJSON()).sort()).toEqual(SEAT_FIELDS);
  }
  // The lobby's listing says the same.
  expect(serverRoom(roomId).metadata).toMatchObject({
    invader: 'Marker_Ann',
    invaderAccount: false,
    defender: 'Marker_Ann',
    defenderAccount: true,
  });
  await Promise.all([ann, guest, watcher].map((p) => p.room.leave()));
});

test("a guest's game against the computer marks neither seat; a guest who signs in and takes a free seat marks it", async () => {
  const solo = await createGame(srv.url, { side: 'invader', name: 'Solo', opponent: { computer: 'easy' } });
  await solo.waitFor(() => solo.state.players.defender.name !== '', 'the computer seated');
  expect(solo.state.players.invader.account).toBe(false);
  expect(solo.state.players.defender.account).toBe(false);
  await solo.room.leave();

  const host = await createGame(srv.url, { side: 'invader', name: 'Host' });
  const session = await signUp(srv.url, 'Marker_Ben');
  const ben = await joinGameAs(srv.url, session, host.room.roomId, {});
  expect(ben.seat).toBe('defender');
  await host.waitFor(() => host.state.players.defender.account, "the account's seat marked");
  expect(host.state.players.defender.name).toBe('Marker_Ben');
  expect(host.state.players.invader.account).toBe(false);
  await Promise.all([host, ben].map((p) => p.room.leave()));
});

test('a game restored after a restart marks the same seats (from the stored account seats)', async () => {
  const dataDir = tmpDataDir('seat-account-marker');
  let proc: ServerChild = await startServerChild({ dataDir });
  try {
    const session = await signUp(proc.url, 'Marker_Cy');
    const cy = await createGameAs(proc.url, session, { side: 'invader' });
    const roomId = cy.room.roomId;
    await joinGame(proc.url, roomId, { name: 'Guest_Gil' });
    await cy.waitFor(() => cy.state.status === 'playing', 'playing');

    await proc.signal('SIGKILL');
    proc = await startServerChild({ dataDir });
    expect(proc.output()).toMatch(/1 game\(s\) restored/);
    const watcher = await joinGame(proc.url, roomId, { spectate: true });
    expect(watcher.state.players.invader).toMatchObject({ name: 'Marker_Cy', account: true });
    expect(watcher.state.players.defender).toMatchObject({ name: 'Guest_Gil', account: false });
    await watcher.room.leave();
  } finally {
    await proc.signal('SIGKILL');
  }
});
