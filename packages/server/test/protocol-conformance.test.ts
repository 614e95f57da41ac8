/**
 * The protocol's schemas are the wire: every message a room sends in a game (seats, legal lists,
 * logs, chat, errors, the end and a rematch) parses with the schema of its type, and every type
 * the room answers is in SERVER_MESSAGES; every type in CLIENT_MESSAGES is handled by the room,
 * and a type outside it is refused as unknown.
 */
import { CLIENT_MESSAGES, SERVER_MESSAGE_SCHEMAS, SERVER_MESSAGES, type ServerMessageType } from '@stronghold/protocol';
import { createGame, gameOf, joinGame, useTestServer, type Player } from './helpers/harness';
import { mulberry32, pickOne } from '../src/testing';

jest.setTimeout(60_000);

const srv = useTestServer();

function expectConforms(p: Player): void {
  expect(p.messages.length).toBeGreaterThan(0);
  for (const m of p.messages) {
    expect(SERVER_MESSAGES).toContain(m.type);
    const parsed = SERVER_MESSAGE_SCHEMAS[m.type as ServerMessageType].safeParse(m.data);
    if (!parsed.success) throw new Error(`'${m.type}' does not parse: ${parsed.error.message}\n${JSON.stringify(m.data).slice(0, 400)}`);
  }
}

test('every message of a game, both seats and a spectator, parses with the schema of its type', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const spec = await joinGame(srv.url, roomId, { spectate: true });
  inv.room.send('chat', { text: 'hello' });
  def.room.send('chat', { text: 'hi' });
  // A refused action and an unknown type: `error` messages.
  inv.room.send('action', { stateId: -1, action: { type: 'nothing' } });
  spec.room.send('chat', { text: 'spectators cannot chat' });
  const rnd = mulberry32(7);
  for (let step = 0; step < 60; step++) {
    const g = gameOf(roomId);
    const actor = g.toAct === 'invader' ? inv : def;
    await actor.waitFor(() => actor.legal?.stateId === g.stateId && actor.legal.actions.length > 0, 'legal');
    const moves = actor.legalActions.filter((a) => a.type !== 'undo');
    actor.room.send('action', { stateId: g.stateId, action: pickOne(moves, rnd) });
    await actor.waitFor(() => actor.stateId === g.stateId + 1, 'state after action');
  }
  // The end by concession, then a rematch asked for by one seat.
  const g = gameOf(roomId);
  inv.room.send('action', { stateId: g.stateId, action: { type: 'concede', seat: 'invader' } });
  await def.waitFor(() => def.log.some((e) => e.kind === 'victory.conceded'), 'the concession in the log');
  inv.room.send('rematch', {});
  await def.waitFor(() => def.messages.some((m) => m.type === 'rematch'), 'rematch');
  await inv.waitFor(() => inv.errors.length >= 1 && inv.messages.some((m) => m.type === 'chat'), 'errors and chat');
  for (const p of [inv, def, spec]) expectConforms(p);
  const seen = new Set([inv, def, spec].flatMap((p) => p.messages.map((m) => m.type)));
  for (const type of ['seat', 'legal', 'log', 'error', 'chat', 'rematch']) expect(seen).toContain(type);
  await Promise.all([inv, def, spec].map((p) => p.room.leave()));
});

test('every client message type is handled by the room; a type outside the list is refused as unknown', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const def = await joinGame(srv.url, inv.room.roomId, { name: 'Dee' });
  for (const type of CLIENT_MESSAGES) {
    const before = inv.errors.length;
    inv.room.send(type, { junk: true });
    const e = await inv.nextError(before);
    // Junk in a known type fails its own check, never the unknown-type answer.
    expect(e.message).not.toMatch(/Unknown message type/);
  }
  const before = inv.errors.length;
  inv.room.send('hint-of-something-else', {});
  expect((await inv.nextError(before)).message).toMatch(/Unknown message type/);
  await Promise.all([inv, def].map((p) => p.room.leave()));
});
