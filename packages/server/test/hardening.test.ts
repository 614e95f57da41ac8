/**
 * Against the real server over loopback: seat reservations cannot lock a room, messages
 * are capped before decoding, password guessing is throttled, game creation is limited, and a
 * joining client gets the recent chat. The server trusts loopback as a proxy here so that each
 * test can speak for several client addresses (X-Forwarded-For). Creation limits, and the header
 * being ignored without a trusted proxy: creation-limits.test.ts, forwarded-for.test.ts (one
 * server per file: Colyseus's matchmaker is one per process).
 */
import { Client } from '@colyseus/sdk';
import { SeatMessageSchema } from '@stronghold/protocol';
import { createGame, joinGame, serverRoom, sleep, useTestServer } from './helpers/harness';
import { matchmake } from './helpers/matchmake';
import { must } from './helpers/must';
import { parseTrustProxy } from '../src/security/client-address';

jest.setTimeout(60_000);

const srv = useTestServer({ trustProxy: parseTrustProxy('loopback'), creationLimits: { perAddress: 1000 } });

/** Joins through an HTTP reservation made as `from`, then the WebSocket. */
async function joinAs(from: string, roomId: string, options: Record<string, unknown>): Promise<{ seat?: string; error?: string }> {
  const r = await matchmake(srv.url, 'joinById', roomId, options, from);
  if (r.error) return { error: r.error };
  const room = await new Client(srv.url).consumeSeatReservation(r);
  let seat: string | undefined;
  room.onMessage('*', (type, data: unknown) => {
    if (type === 'seat') seat = SeatMessageSchema.parse(data).seat;
  });
  for (let i = 0; i < 100 && !seat; i++) await sleep(20);
  await room.leave();
  return { seat };
}

test('60 anonymous reservations do not keep the seat owner or a password holder out', async () => {
  // A running game: both seats owned.
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  await def.room.leave(); // the Defender steps away; the game goes on
  const flood = await Promise.all(
    Array.from({ length: 60 }, (_, i) => matchmake(srv.url, 'joinById', roomId, { spectate: i % 2 === 0 }, '10.6.6.6')),
  );
  expect(flood.filter((r) => !r.error).length).toBeLessThanOrEqual(4);
  expect(serverRoom(roomId).locked).toBe(false);
  expect(await joinAs('10.0.0.2', roomId, { token: def.token })).toEqual({ seat: 'defender' });

  // A password game: reservations without the password are refused, so none hold a place.
  const priv = await createGame(srv.url, { side: 'invader', name: 'Pia', private: true, password: 'hunter2' });
  const privId = priv.room.roomId;
  const noPassword = await Promise.all(Array.from({ length: 60 }, (_, i) => matchmake(srv.url, 'joinById', privId, {}, `10.7.0.${i}`)));
  expect(noPassword.every((r) => /bad_password/.test(r.error ?? ''))).toBe(true);
  expect(await joinAs('10.0.0.3', privId, { password: 'hunter2', name: 'Fred' })).toEqual({ seat: 'defender' });
  await Promise.all([inv, priv].map((p) => p.room.leave()));
});

test('many addresses reserving spectator places still leave the owner a way back', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  await def.room.leave();
  const flood = await Promise.all(
    Array.from({ length: 80 }, (_, i) => matchmake(srv.url, 'joinById', roomId, { spectate: true }, `10.8.${i}.1`)),
  );
  expect(flood.filter((r) => !r.error).length).toBe(50);
  expect(flood.filter((r) => /room_full/.test(r.error ?? '')).length).toBe(30);
  expect(await joinAs('10.0.0.4', roomId, { token: def.token })).toEqual({ seat: 'defender' });
  await inv.room.leave();
});

/** 60,000 nested arrays (about 60 KB) as an action's payload: the attack frame of the issue, smaller. */
const NESTED_ACTION_FRAME = Buffer.concat([
  Buffer.from([13, 0xa6]),
  Buffer.from('action'),
  Buffer.alloc(60_000, 0x91),
  Buffer.from([0x01]),
]);

/** A started game, the seat to act (with its legal list), its state id and its error count so far. */
async function tableWithActor() {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const def = await joinGame(srv.url, inv.room.roomId, { name: 'Dee' });
  const actor = inv.legal?.actions.length ? inv : def;
  await actor.waitFor(() => (actor.legal?.actions.length ?? 0) > 0, 'legal');
  return { inv, def, actor, stateId: actor.stateId, n: actor.errors.length };
}

test('a frame over the message cap is refused before decoding; the client stays and can play', async () => {
  const { inv, def, actor, stateId, n } = await tableWithActor();
  actor.room.connection.send(NESTED_ACTION_FRAME);
  const e = await actor.nextError(n);
  expect(e.code).toBe('bad_message');
  expect(e.message).toMatch(/over the 4096-byte limit/);
  actor.room.send('action', { stateId, action: actor.legalActions[0] });
  await actor.waitFor(() => actor.stateId === stateId + 1, 'the next state');
  expect(actor.room.connection.isOpen).toBe(true);
  await Promise.all([inv, def].map((p) => p.room.leave()));
});

test('a client that keeps sending oversized frames is not read for a while, then plays on', async () => {
  const { inv, def, actor, stateId, n } = await tableWithActor();
  // The oversized budget is a burst of 10 (DEFAULT_LIMITS.oversized): the 11th frame pauses the socket.
  for (let i = 0; i < 11; i++) actor.room.connection.send(NESTED_ACTION_FRAME);
  await actor.waitFor(() => actor.errors.length >= n + 11, '11 errors');
  const codes = actor.errors.slice(n).map((e) => e.code);
  expect(codes.slice(0, 10)).toEqual(Array(10).fill('bad_message'));
  const paused = must(actor.errors[n + 10], 'the 11th error');
  expect(paused.code).toBe('rate_limited');
  expect(paused.message).toMatch(/oversized messages; this connection is not read for \d+ s/);
  // Nothing is lost: the action sent meanwhile is read once the pause is over, and applied.
  actor.room.send('action', { stateId, action: actor.legalActions[0] });
  await actor.waitFor(() => actor.stateId === stateId + 1, 'the next state');
  expect(actor.room.connection.isOpen).toBe(true);
  await Promise.all([inv, def].map((p) => p.room.leave()));
});

test('wrong passwords from one address get growing delays, then rate_limited with a retry-after', async () => {
  const host = await createGame(srv.url, { side: 'invader', name: 'Ivy', private: true, password: 'correct horse' });
  const roomId = host.room.roomId;
  const answers: string[] = [];
  for (let i = 0; i < 8; i++)
    answers.push((await matchmake(srv.url, 'joinById', roomId, { password: `guess ${i}` }, '10.9.9.9')).error ?? 'joined');
  expect(answers.slice(0, 4).every((a) => /^bad_password/.test(a))).toBe(true);
  expect(answers[2]).toMatch(/next attempt is answered after \d+ s/);
  expect(answers.some((a) => /^rate_limited: too many failed attempts; retry after \d+ s/.test(a))).toBe(true);
  // Even the right password is not checked from that address now...
  expect((await matchmake(srv.url, 'joinById', roomId, { password: 'correct horse' }, '10.9.9.9')).error).toMatch(/^rate_limited/);
  // ...while another address with it gets in.
  expect(await joinAs('10.0.0.5', roomId, { password: 'correct horse' })).toEqual({ seat: 'defender' });
  await host.room.leave();
});

test('wrong seat tokens are throttled per address too', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const answers: string[] = [];
  for (let i = 0; i < 8; i++)
    answers.push((await matchmake(srv.url, 'joinById', roomId, { token: `forged-${i}` }, '10.9.9.10')).error ?? 'joined');
  expect(answers[0]).toMatch(/^bad_token/);
  expect(answers.some((a) => /^rate_limited/.test(a))).toBe(true);
  await inv.room.leave();
});

test('a joining client gets the last 50 chat messages as chatHistory, shaped as the chat broadcast', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  for (let i = 0; i < 55; i++) (i % 2 ? inv : def).room.send('chat', { text: `line ${i}` });
  await inv.waitFor(() => inv.received('chat').length === 55, '55 chats');
  const broadcast = inv.received('chat');
  const late = await joinGame(srv.url, roomId, { spectate: true });
  await late.waitFor(() => late.received('chatHistory').length > 0, 'chatHistory');
  const [history] = late.received('chatHistory');
  expect(history).toEqual({ entries: broadcast.slice(-50) });
  expect(Object.keys(history?.entries[0] ?? {}).sort()).toEqual(['at', 'from', 'seat', 'text']);
  await Promise.all([inv, def, late].map((p) => p.room.leave()));
});
