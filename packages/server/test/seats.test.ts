/**
 * Seats, tokens, reconnection, private games and passwords, the lobby, spectators, chat, rate
 * limits and the HTTP endpoints (default rate limits, a 1-second reconnection window).
 */
import { Client, type Room } from '@colyseus/sdk';
import { createGame, dropConnection, gameOf, joinGame, reconnect, serverRoom, sleep, useTestServer } from './helpers/harness';

jest.setTimeout(60_000);

const srv = useTestServer({ limits: undefined, reconnectSeconds: 1 });

async function joinRefused(roomId: string, options: Record<string, unknown>): Promise<string> {
  try {
    const room = await new Client(srv.url).joinById(roomId, options);
    await room.leave();
    return 'joined';
  } catch (e) {
    return (e as Error).message;
  }
}

/** Drops the socket without a close handshake (as a closed page or a lost network does). */
const dropSocket = (p: { room: Room }): void => dropConnection(p.room);

test('a dropped socket keeps its seat: the same session reconnects and can act', async () => {
  const inv = await createGame(srv.url, { side: 'defender', name: 'Dora' });
  expect(inv.seat).toBe('defender');
  const roomId = inv.room.roomId;
  const other = await joinGame(srv.url, roomId, { name: 'Ian' });
  expect(other.seat).toBe('invader');
  const invader = other;
  await invader.waitFor(() => (invader.legal?.actions.length ?? 0) > 0, 'legal');
  const token = invader.room.reconnectionToken;
  await inv.waitFor(() => inv.state.players.invader.connected, 'invader shown connected');

  dropSocket(invader);
  await inv.waitFor(() => !inv.state.players.invader.connected, 'invader shown disconnected');
  const back = await reconnect(srv.url, token);
  expect(back.seat).toBe('invader');
  await back.waitFor(() => back.legal !== null && back.legal.actions.length > 0, 'legal again');
  await inv.waitFor(() => inv.state.players.invader.connected, 'invader shown connected');
  const g = gameOf(roomId);
  back.room.send('action', { stateId: g.stateId, action: back.legalActions[0] });
  await inv.waitFor(() => inv.stateId === g.stateId + 1, 'the action went through');
  expect(back.errors).toEqual([]);
  await Promise.all([inv, back].map((p) => p.room.leave()));
});

test('after the reconnection window, the seat token takes the seat back; a wrong token gets none', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const token = def.issuedToken;
  expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  await inv.waitFor(() => inv.state.players.defender.connected, 'defender shown connected');
  dropSocket(def);
  await sleep(1500); // past the 1 s window
  await inv.waitFor(() => !inv.state.players.defender.connected, 'defender disconnected');

  expect(await joinRefused(roomId, { token: 'not-a-token' })).toMatch(/bad_token/);
  const again = await joinGame(srv.url, roomId, { token });
  expect(again.seat).toBe('defender');
  expect(again.token).toBeUndefined(); // the token is not re-issued
  expect(again.state.players.defender.name).toBe('Dee');
  await inv.waitFor(() => inv.state.players.defender.connected, 'defender back');
  // A newcomer without a token can only watch: both seats are owned.
  const third = await joinGame(srv.url, roomId, { name: 'Zed' });
  expect(third.seat).toBe('spectator');
  await Promise.all([again, third].map((p) => p.room.leave()));
  await inv.waitFor(() => inv.state.players.invader.connected, 'invader still connected');
  await inv.room.leave();
});

test('a second connection with the token replaces the first one', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const tab2 = await joinGame(srv.url, roomId, { token: def.token });
  expect(tab2.seat).toBe('defender');
  await def.waitFor(() => def.errors.some((e) => e.code === 'replaced'), 'replaced');
  await def.waitFor(() => !def.room.connection.isOpen, 'old socket closed');
  for (let i = 0; i < 50 && serverRoom(roomId).clients.length !== 2; i++) await sleep(20);
  expect(serverRoom(roomId).clients.length).toBe(2);
  await Promise.all([inv, tab2].map((p) => p.room.leave()));
});

test('private games are not listed and need their password; public ones are listed with metadata', async () => {
  const lobby = await new Client(srv.url).joinOrCreate('lobby');
  type Listing = { roomId: string; metadata: Record<string, unknown> };
  let rooms: Listing[] = [];
  lobby.onMessage('rooms', (r: Listing[]) => (rooms = r));
  lobby.onMessage('+', ([id, r]: [string, Listing]) => {
    rooms = rooms.filter((x) => x.roomId !== id).concat(r);
  });
  lobby.onMessage('-', (id: string) => {
    rooms = rooms.filter((x) => x.roomId !== id);
  });

  const priv = await createGame(srv.url, { side: 'invader', name: 'Ivy', private: true, password: 'open sesame' });
  const pub = await createGame(srv.url, { side: 'defender', name: 'Pat', gameName: 'Open table' });
  await sleep(300);
  const listed = rooms.find((r) => r.roomId === pub.room.roomId);
  expect(listed?.metadata).toMatchObject({
    name: 'Open table',
    defender: 'Pat',
    invader: '',
    status: 'waiting',
    hasPassword: false,
    spectators: 0,
    turn: 1,
  });
  expect(rooms.some((r) => r.roomId === priv.room.roomId)).toBe(false);

  expect(await joinRefused(priv.room.roomId, { name: 'Eve' })).toMatch(/bad_password/);
  expect(await joinRefused(priv.room.roomId, { name: 'Eve', password: 'open sesam' })).toMatch(/bad_password/);
  const friend = await joinGame(srv.url, priv.room.roomId, { name: 'Fred', password: 'open sesame' });
  expect(friend.seat).toBe('defender');
  await expect(new Client(srv.url).join('stronghold', { name: 'Mal' }).then((r) => r.roomId)).resolves.not.toBe(priv.room.roomId);

  const joiner = await joinGame(srv.url, pub.room.roomId, { name: 'Quinn' });
  expect(joiner.seat).toBe('invader');
  await sleep(300);
  expect(rooms.find((r) => r.roomId === pub.room.roomId)?.metadata).toMatchObject({ invader: 'Quinn', status: 'playing' });
  await Promise.all([priv, pub, friend, joiner].map((p) => p.room.leave()));
  await lobby.leave();
});

test('spectators are read-only; players chat in plain, length-limited text; acting before the start is refused', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const n0 = inv.errors.length;
  inv.room.send('action', { stateId: 0, action: { type: 'done', seat: 'invader' } });
  expect((await inv.nextError(n0)).code).toBe('not_started');

  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const spec = await joinGame(srv.url, roomId, { name: 'Sam', spectate: true });
  expect(spec.seat).toBe('spectator');
  await inv.waitFor(() => inv.legal !== null, 'legal');
  for (const msg of [
    ['action', { stateId: gameOf(roomId).stateId, action: inv.legalActions[0] }],
    ['chat', { text: 'hello' }],
  ] as const) {
    const n = spec.errors.length;
    spec.room.send(msg[0], msg[1]);
    expect((await spec.nextError(n)).code).toBe('spectator');
  }

  def.room.send('chat', { text: '  hi\u0000 <b>there</b>\u202e  ' });
  await spec.waitFor(() => spec.received('chat').length > 0, 'chat');
  const [chat] = spec.received('chat');
  expect(chat).toMatchObject({ from: 'Dee', seat: 'defender', text: 'hi  <b>there</b>' });
  const n = def.errors.length;
  def.room.send('chat', { text: 'x'.repeat(301) });
  expect((await def.nextError(n)).code).toBe('bad_message');
  expect(spec.state.spectators).toBe(1);
  await Promise.all([inv, def, spec].map((p) => p.room.leave()));
});

test('flooding is rate-limited per client and still answered; the other player is unaffected', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const def = await joinGame(srv.url, inv.room.roomId, { name: 'Dee' });
  const before = JSON.stringify(gameOf(inv.room.roomId));
  const n0 = def.errors.length;
  for (let i = 0; i < 100; i++) def.room.send('action', { stateId: -5, action: null });
  for (let i = 0; i < 20; i++) def.room.send('chat', { text: `spam ${i}` });
  await def.waitFor(() => def.errors.length >= n0 + 115, 'errors');
  const codes = def.errors.map((e) => e.code);
  expect(codes.filter((c) => c === 'rate_limited').length).toBeGreaterThan(50);
  expect(codes.filter((c) => c === 'bad_message').length).toBeGreaterThan(0);
  expect(JSON.stringify(gameOf(inv.room.roomId))).toBe(before);
  expect(def.room.connection.isOpen).toBe(true);
  inv.room.send('chat', { text: 'hello' });
  await def.waitFor(() => def.received('chat').some((c) => c.text === 'hello'), 'chat');
  await Promise.all([inv, def].map((p) => p.room.leave()));
});

test('at most 50 spectators', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const specs = [];
  for (let i = 0; i < 50; i++) specs.push(await new Client(srv.url).joinById(roomId, { spectate: true }));
  expect(await joinRefused(roomId, { spectate: true })).not.toBe('joined');
  // A seat holder still gets back in.
  await def.room.leave();
  const back = await joinGame(srv.url, roomId, { token: def.token });
  expect(back.seat).toBe('defender');
  await Promise.all([inv.room, back.room, ...specs].map((r) => r.leave()));
});

test('HTTP: health, and a game record only once the game has ended', async () => {
  const health = await fetch(`${srv.url}/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ ok: true, db: true, ready: true });
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  expect((await fetch(`${srv.url}/api/games/${inv.room.roomId}/record`)).status).toBe(403);
  expect((await fetch(`${srv.url}/api/games/nope/record`)).status).toBe(404);
  expect((await fetch(`${srv.url}/api/games/%2e%2e%2frecord`)).status).toBe(404);
  await inv.room.leave();
});
