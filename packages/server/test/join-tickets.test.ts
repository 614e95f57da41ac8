/**
 * No long-lived secret in a URL (docs/accounts.md "What travels where"), over real HTTP and real
 * WebSockets (@colyseus/sdk from Node, as the web client speaks it): a signed-in player trades the
 * session (Bearer header) for a single-use join ticket that travels in the matchmaking request's
 * body, so no URL the server receives carries the session or a seat token. A ticket admits once,
 * within its lifetime (the server's ticket clock is moved, nothing waits), for its account and its
 * game or request only; a refused ticket reserves nothing. The seat still goes to the account.
 */
import type http from 'node:http';
import { Client, type MatchMakeError } from '@colyseus/sdk';
import { JOIN_TICKET_REFUSAL, JoinTicketResponseSchema } from '@stronghold/protocol';
import { JOIN_TICKET_LIFETIME_MS } from '../src/accounts/join-tickets';
import { accountGames, api, signUp } from './helpers/accounts-http';
import { createGame, joinGame, reconnect, useTestServer, type Player } from './helpers/harness';
import { must } from './helpers/must';

jest.setTimeout(60_000);

/** The server's ticket clock: tests move it forward (never back) instead of waiting. */
const clock = { offsetMs: 0 };
const srv = useTestServer({ reconnectSeconds: 5, joinTickets: { now: () => Date.now() + clock.offsetMs } });

/** Every URL the HTTP server is asked for (requests and WebSocket upgrades) until `stop`. */
function recordUrls(): { urls: string[]; stop(): void } {
  const server = must(srv.gameServer.transport.server, 'the HTTP server');
  const urls: string[] = [];
  const onRequest = (req: http.IncomingMessage): void => void urls.push(`${req.method ?? ''} ${req.url ?? ''}`);
  const onUpgrade = (req: http.IncomingMessage): void => void urls.push(`UPGRADE ${req.url ?? ''}`);
  // First, before express routes the request (a router mounted at /api rewrites `req.url`).
  server.prependListener('request', onRequest);
  server.prependListener('upgrade', onUpgrade);
  return {
    urls,
    stop: () => {
      server.off('request', onRequest);
      server.off('upgrade', onUpgrade);
    },
  };
}

async function ticketFor(session: string, scope: Record<string, unknown>): Promise<string> {
  const r = await api(srv.url, 'POST', '/api/account/join-ticket', { session, body: scope });
  if (r.status !== 200) throw new Error(`join ticket: ${r.status} ${r.text}`);
  return JoinTicketResponseSchema.parse(r.body).ticket;
}

/** The matchmaking refusal of a request that should fail: its code and message (code 0: it joined). */
async function refusal(request: () => Promise<{ leave(): Promise<unknown> }>): Promise<{ code: number; message: string }> {
  try {
    const room = await request();
    await room.leave();
    return { code: 0, message: 'joined' };
  } catch (e) {
    return { code: (e as MatchMakeError).code, message: (e as Error).message };
  }
}

const joinWith = (roomId: string, options: Record<string, unknown>, headers?: Record<string, string>) => () =>
  new Client(srv.url, headers ? { headers } : undefined).joinById(roomId, options);

/** Closes the socket under the room without leaving it (as a lost connection does). */
const dropSocket = (p: Player): void => (p.room.connection.transport as unknown as { ws: { close(): void } }).ws.close();

const seatsOf = async (session: string): Promise<[string, string][]> =>
  (await accountGames(srv.url, session)).map((g) => [g.gameId, g.seat]);

test('signed in through join tickets, no URL the server receives carries the session or a seat token: sign-in, lobby, create, join, reconnect, take back', async () => {
  const rec = recordUrls();
  const aliceSession = await signUp(srv.url, 'UrlAlice');
  const bobSession = await signUp(srv.url, 'UrlBob');
  // The lobby, as the web client opens it: it needs no account, so nothing of the account goes.
  const lobby = await new Client(srv.url).joinOrCreate('lobby');
  lobby.onMessage('*', () => undefined);

  const alice = await createGame(srv.url, {
    side: 'invader',
    name: 'Typed',
    joinTicket: await ticketFor(aliceSession, { method: 'create' }),
  });
  const roomId = alice.room.roomId;
  const bob = await joinGame(srv.url, roomId, { name: 'Typed', joinTicket: await ticketFor(bobSession, { method: 'joinById', roomId }) });
  expect([alice.seat, bob.seat]).toEqual(['invader', 'defender']);
  // The ticket made the seats the accounts': named as them, listed as theirs.
  await alice.waitFor(() => alice.state.players.defender.name === 'UrlBob', 'the defender named as the account');
  expect(alice.state.players.invader.name).toBe('UrlAlice');
  expect(await seatsOf(aliceSession)).toContainEqual([roomId, 'invader']);
  expect(await seatsOf(bobSession)).toContainEqual([roomId, 'defender']);

  // A dropped socket comes back with Colyseus's reconnection token (in the URL: see the docs).
  const reconnectionToken = bob.room.reconnectionToken;
  dropSocket(bob);
  await alice.waitFor(() => !alice.state.players.defender.connected, 'the defender shown away');
  const bobBack = await reconnect(srv.url, reconnectionToken);
  expect(bobBack.seat).toBe('defender');

  // Another tab takes Alice's seat back with her seat token, signed in by a new ticket.
  const seatToken = alice.issuedToken;
  const aliceAgain = await joinGame(srv.url, roomId, {
    token: seatToken,
    joinTicket: await ticketFor(aliceSession, { method: 'joinById', roomId }),
  });
  expect(aliceAgain.seat).toBe('invader');
  await Promise.all([lobby.leave(), aliceAgain.room.leave(), bobBack.room.leave()]);
  rec.stop();

  const secrets = [aliceSession, bobSession, seatToken];
  expect(rec.urls.filter((u) => secrets.some((s) => u.includes(s)))).toEqual([]);
  // What was recorded is the whole exchange: the HTTP requests and every socket, the reconnection's too.
  const upgrades = rec.urls.filter((u) => u.startsWith('UPGRADE '));
  expect(upgrades.length).toBe(5);
  expect(upgrades.filter((u) => u.includes('reconnectionToken='))).toHaveLength(1);
  expect(upgrades.filter((u) => u.includes('_authToken'))).toEqual([]);
  for (const path of [
    '/api/account/signup',
    '/api/account/join-ticket',
    '/matchmake/joinOrCreate/lobby',
    '/matchmake/create/',
    '/matchmake/joinById/',
    '/matchmake/reconnect/',
  ]) {
    expect(rec.urls.some((u) => u.startsWith('POST ') && u.includes(path))).toBe(true);
  }
});

test('the recorder sees what a ticket spares: the SDK copies a session set as client.auth.token into the WebSocket URL', async () => {
  const session = await signUp(srv.url, 'UrlCarol');
  const rec = recordUrls();
  const client = new Client(srv.url);
  client.auth.token = session;
  const room = await client.create('stronghold', { side: 'invader' });
  await room.leave();
  rec.stop();
  expect(rec.urls.filter((u) => u.startsWith('UPGRADE ') && u.includes(`_authToken=${session}`))).toHaveLength(1);
});

test('a ticket admits once: used again it is refused with bad_ticket and reserves nothing; raced by two requests it admits one', async () => {
  const host = await createGame(srv.url, { side: 'invader', name: 'Host' });
  const roomId = host.room.roomId;
  const session = await signUp(srv.url, 'OnceOnly');
  const ticket = await ticketFor(session, { method: 'joinById', roomId });
  const watcher = await joinGame(srv.url, roomId, { spectate: true, joinTicket: ticket });
  expect(watcher.seat).toBe('spectator');

  expect(await refusal(joinWith(roomId, { joinTicket: ticket }))).toEqual({
    code: JOIN_TICKET_REFUSAL,
    message: 'bad_ticket: this join ticket is unknown or was used already; ask for a new one',
  });
  expect(await refusal(joinWith(roomId, { joinTicket: 'not-a-ticket-anyone-was-given' }))).toMatchObject({ code: JOIN_TICKET_REFUSAL });
  expect(host.state.players.defender.name).toBe('');
  expect(await seatsOf(session)).toEqual([]);

  const raced = await ticketFor(session, { method: 'joinById', roomId });
  const outcomes = await Promise.all([refusal(joinWith(roomId, { joinTicket: raced })), refusal(joinWith(roomId, { joinTicket: raced }))]);
  expect(outcomes.map((o) => o.code).sort()).toEqual([0, JOIN_TICKET_REFUSAL]);
  await Promise.all([host.room.leave(), watcher.room.leave()]);
});

test('a ticket is good for its lifetime only: past it, bad_ticket (expired) and nothing reserved', async () => {
  const host = await createGame(srv.url, { side: 'invader', name: 'Host' });
  const roomId = host.room.roomId;
  const session = await signUp(srv.url, 'TooLate');
  const justInTime = await ticketFor(session, { method: 'joinById', roomId });
  const late = await ticketFor(session, { method: 'joinById', roomId });
  // Two seconds before the end (real time moves a little too while the requests go): still good.
  clock.offsetMs += JOIN_TICKET_LIFETIME_MS - 2_000;
  const inTime = await joinGame(srv.url, roomId, { spectate: true, joinTicket: justInTime });
  expect(inTime.seat).toBe('spectator');
  clock.offsetMs += 2_001;
  expect(await refusal(joinWith(roomId, { joinTicket: late }))).toEqual({
    code: JOIN_TICKET_REFUSAL,
    message: 'bad_ticket: this join ticket has expired; ask for a new one',
  });
  expect(host.state.players.defender.name).toBe('');
  await Promise.all([host.room.leave(), inTime.room.leave()]);
});

test("a ticket is good for its game or request only, and not with another account's session", async () => {
  const first = await createGame(srv.url, { side: 'invader', name: 'One' });
  const second = await createGame(srv.url, { side: 'invader', name: 'Two' });
  const [one, two] = [first.room.roomId, second.room.roomId];
  const session = await signUp(srv.url, 'Elsewhere');
  const other = await signUp(srv.url, 'Bystander');

  expect(await refusal(joinWith(two, { joinTicket: await ticketFor(session, { method: 'joinById', roomId: one }) }))).toEqual({
    code: JOIN_TICKET_REFUSAL,
    message: 'bad_ticket: this join ticket is for another game; ask for one for this request',
  });
  expect(await refusal(joinWith(two, { joinTicket: await ticketFor(session, { method: 'create' }) }))).toEqual({
    code: JOIN_TICKET_REFUSAL,
    message: 'bad_ticket: this join ticket is for a create request; ask for one for this request',
  });
  const createWithJoinTicket = await ticketFor(session, { method: 'joinById', roomId: one });
  expect(
    (await refusal(() => new Client(srv.url).create('stronghold', { side: 'invader', joinTicket: createWithJoinTicket }))).message,
  ).toMatch(/^bad_ticket: this join ticket is for another game/);
  const mine = await ticketFor(session, { method: 'joinById', roomId: two });
  expect(await refusal(joinWith(two, { joinTicket: mine }, { authorization: `Bearer ${other}` }))).toEqual({
    code: JOIN_TICKET_REFUSAL,
    message: "bad_ticket: this join ticket is another account's than this request's session",
  });
  expect([first.state.players.defender.name, second.state.players.defender.name]).toEqual(['', '']);
  expect([await seatsOf(session), await seatsOf(other)]).toEqual([[], []]);
  await Promise.all([first.room.leave(), second.room.leave()]);
});

test('a ticket of an account deleted since is refused as its session would be; a rated game is created with a ticket', async () => {
  const host = await createGame(srv.url, { side: 'invader', name: 'Host' });
  const roomId = host.room.roomId;
  const session = await signUp(srv.url, 'GoneSoon', 'correct horse battery');
  const ticket = await ticketFor(session, { method: 'joinById', roomId });
  expect((await api(srv.url, 'DELETE', '/api/account', { session, body: { password: 'correct horse battery' } })).status).toBe(204);
  expect((await refusal(joinWith(roomId, { joinTicket: ticket }))).message).toMatch(/^unauthorized: /);

  const rater = await signUp(srv.url, 'RatedMaker');
  const rated = await createGame(srv.url, { side: 'defender', rated: true, joinTicket: await ticketFor(rater, { method: 'create' }) });
  expect(rated.state.players.defender.name).toBe('RatedMaker');
  expect((await accountGames(srv.url, rater)).find((g) => g.gameId === rated.room.roomId)?.rated).toBe(true);
  await Promise.all([host.room.leave(), rated.room.leave()]);
});

test("an account's sixth live ticket uses up its oldest: asked for over HTTP, the first is refused and the sixth admits", async () => {
  const host = await createGame(srv.url, { side: 'invader', name: 'Host' });
  const roomId = host.room.roomId;
  const session = await signUp(srv.url, 'Hoarder');
  const tickets: string[] = [];
  for (let i = 0; i < 6; i++) tickets.push(await ticketFor(session, { method: 'joinById', roomId }));
  expect(await refusal(joinWith(roomId, { spectate: true, joinTicket: must(tickets[0], 'the first ticket') }))).toEqual({
    code: JOIN_TICKET_REFUSAL,
    message: 'bad_ticket: this join ticket is unknown or was used already; ask for a new one',
  });
  const watcher = await joinGame(srv.url, roomId, { spectate: true, joinTicket: must(tickets[5], 'the sixth ticket') });
  expect(watcher.seat).toBe('spectator');
  await Promise.all([host.room.leave(), watcher.room.leave()]);
});

test('POST /api/account/join-ticket: a session in the header, a named game or request in the body, never cached', async () => {
  const session = await signUp(srv.url, 'Asker');
  const ask = (body: unknown, auth?: string) =>
    fetch(`${srv.url}/api/account/join-ticket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body: JSON.stringify(body),
    });
  const ok = await ask({ method: 'joinById', roomId: 'ABCDEF' }, session);
  expect(ok.status).toBe(200);
  expect(ok.headers.get('cache-control')).toBe('no-store');
  const answer = JoinTicketResponseSchema.parse(await ok.json());
  expect(answer.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(answer.expiresInSeconds).toBe(30);
  const refusals = [
    await ask({ method: 'create' }),
    await ask({ method: 'joinById' }, session),
    await ask({ method: 'reconnect' }, session),
    await ask({ method: 'create', roomId: 'ABCDEF' }, session),
  ];
  expect(
    await Promise.all(refusals.map(async (r) => [r.status, r.headers.get('cache-control'), ((await r.json()) as { error: string }).error])),
  ).toEqual([
    [401, 'no-store', 'unauthorized'],
    [400, 'no-store', 'bad_request'],
    [400, 'no-store', 'bad_request'],
    [400, 'no-store', 'bad_request'],
  ]);
});
