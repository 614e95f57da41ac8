/**
 * Undo through the room: the undo is an action like any other (intent -> zod -> rules ->
 * sync -> patch, persisted first), offered in the seat's `legal` list only when the rules allow
 * it, and a restarted server that replays the stored actions lands on the same state.
 */
import { replay, viewFor, type Action, type GameView } from '@stronghold/rules';
import { createGame, expectDecodedViews, gameOf, joinGame, startTestServer, type Player, type TestServer } from './helpers/harness';
import { must } from './helpers/must';
import { mulberry32, pickOne } from '../src/testing';

jest.setTimeout(60_000);

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

const sansId = (v: GameView | null) => (v ? { ...v, stateId: -1 } : v);

/** Random moves (never an undo) until the actor's `legal` offers an undo; returns the views before the actor's last move. */
async function playUntilUndoOffered(inv: Player, def: Player, roomId: string, rnd: () => number) {
  let before: { invader: GameView | null; defender: GameView | null } | null = null;
  for (let step = 0; step < 500; step++) {
    const g = gameOf(roomId);
    await Promise.all([inv, def].map((p) => p.waitFor(() => p.stateId === g.stateId, `stateId ${g.stateId}`)));
    const actor = g.toAct === 'invader' ? inv : def;
    await actor.waitFor(() => actor.legal?.stateId === g.stateId && actor.legal.actions.length > 0, 'legal');
    const offered = actor.legalActions;
    if (before && offered.some((a) => a.type === 'undo')) return { actor, before, stateId: g.stateId };
    const moves = offered.filter((a) => a.type !== 'undo');
    before = { invader: inv.view(), defender: def.view() };
    actor.room.send('action', { stateId: g.stateId, action: pickOne(moves, rnd) });
    await actor.waitFor(() => actor.stateId === g.stateId + 1, 'state after action');
  }
  throw new Error('no undo was offered in 500 actions');
}

test('undo: the room applies an undo from the legal list, both seats see the state before the move again, and the record replays it', async () => {
  srv = await startTestServer();
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const rnd = mulberry32(15);

  const { actor, before, stateId } = await playUntilUndoOffered(inv, def, roomId, rnd);
  const undo: Action = { type: 'undo', seat: actor.seat as 'invader' | 'defender' };
  const idle = actor === inv ? def : inv;
  // The other seat cannot take back the actor's move.
  const errs = idle.errors.length;
  idle.room.send('action', { stateId, action: { type: 'undo', seat: idle.seat } });
  expect((await idle.nextError(errs)).code).toBe('not_your_turn');

  actor.room.send('action', { stateId, action: undo });
  await Promise.all([inv, def].map((p) => p.waitFor(() => p.stateId === stateId + 1, 'state after undo')));
  expect(sansId(inv.view())).toEqual(sansId(before.invader));
  expect(sansId(def.view())).toEqual(sansId(before.defender));
  expectDecodedViews(gameOf(roomId), [inv, def]);
  expect(inv.errors.concat(def.errors).filter((e) => e.code !== 'not_your_turn')).toEqual([]);
  // The log says so to both seats.
  await Promise.all(
    [inv, def].map((p) =>
      p.waitFor(
        () => p.log.some((e) => e.kind === 'undo.taken' && JSON.stringify(e.params) === JSON.stringify({ seat: actor.seat })),
        'undo in the log',
      ),
    ),
  );

  // Persisted: the stored record holds the undo and replays to the room's state.
  const stored = await srv.store.getActions(roomId);
  expect(stored.at(-1)).toEqual({ seq: stateId + 1, action: undo });
  const game = must(await srv.store.getGame(roomId), 'the stored game');
  expect(
    replay(
      game.seed,
      stored.map((s) => s.action),
    ),
  ).toEqual(gameOf(roomId));
  await Promise.all([inv, def].map((p) => p.room.leave()));
});

test('undo: a server restarted on the same data restores a game whose record ends with an undo', async () => {
  srv = await startTestServer();
  const dataDir = srv.dataDir;
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const { actor, stateId } = await playUntilUndoOffered(inv, def, roomId, mulberry32(16));
  actor.room.send('action', { stateId, action: { type: 'undo', seat: actor.seat } });
  await actor.waitFor(() => actor.stateId === stateId + 1, 'state after undo');
  const live = gameOf(roomId);
  const tokens = { invader: inv.token, defender: def.token };
  await srv.close();

  srv = await startTestServer({ dataDir });
  expect(srv.restored).toContain(roomId);
  expect(gameOf(roomId)).toEqual(live);
  const inv2 = await joinGame(srv.url, roomId, { token: tokens.invader });
  expect(inv2.view()).toEqual(viewFor(live, 'invader'));
  await inv2.room.leave();
});
