/**
 * What happened while a player waited (`catchUp`, rooms/catch-up.ts): when the turn comes back to
 * a seat, and when that seat's player comes back (a reload: a new connection with the seat token)
 * while it is theirs, the seat is sent exactly the other seat's actions since its own last
 * decision, each step as the state's view the rules give that seat (viewFor: no secret of the
 * other seat), with the numbers of that action's log entries the seat may read, and no action.
 */
import { viewFor, type Action, type GameState, type Seat } from '@stronghold/rules';
import { MAX_CATCH_UP_STEPS, type CatchUpMessage } from '@stronghold/protocol';
import { createGame, gameOf, joinGame, serverRoom, useTestServer, type Player } from './helpers/harness';
import { must } from './helpers/must';
import { mulberry32, pickOne } from '../src/testing';

jest.setTimeout(90_000);

const srv = useTestServer();

/** One action of the other seat, as the test saw the server apply it. */
interface Expected {
  before: GameState;
  after: GameState;
  seat: Seat;
  /** The log entries it wrote that the waiting seat may read. */
  seqs: number[];
}

/** The rules' view for `seat`, as the message carries it (JSON: absent and undefined fields are one). */
const viewJson = (state: GameState, seat: Seat): unknown => JSON.parse(JSON.stringify(viewFor(state, seat)));

/** The greatest log number the room has used so far. */
function lastSeq(roomId: string): number {
  const log = serverRoom(roomId).log;
  return Math.max(0, ...log.visibleTo('invader').map((e) => e.seq), ...log.visibleTo('defender').map((e) => e.seq));
}

/** The message holds exactly `expected` (its latest MAX_CATCH_UP_STEPS), each in `seat`'s own view. */
function expectCatchUp(message: CatchUpMessage | undefined, expected: Expected[], seat: Seat): void {
  const kept = expected.slice(-MAX_CATCH_UP_STEPS);
  const first = kept[0];
  if (!message || !first) throw new Error(`no catch-up to compare (${expected.length} expected)`);
  expect(message.earlier).toBe(expected.length - kept.length);
  expect(message.from.stateId).toBe(first.before.stateId);
  expect(JSON.parse(message.from.view)).toEqual(viewJson(first.before, seat));
  expect(message.steps.map((s) => ({ stateId: s.stateId, seat: s.seat, seqs: s.seqs }))).toEqual(
    kept.map((e) => ({ stateId: e.after.stateId, seat: e.seat, seqs: e.seqs })),
  );
  for (const [i, step] of message.steps.entries()) {
    const e = must(kept[i], `the expected step ${i}`);
    expect({ stateId: step.stateId, view: JSON.parse(step.view) as unknown }).toEqual({
      stateId: e.after.stateId,
      view: viewJson(e.after, seat),
    });
    // A step says who acted, never what the action was (a choice may name a secret).
    expect(Object.keys(step).sort()).toEqual(['seat', 'seqs', 'stateId', 'view']);
  }
}

/** Sends one of `actor`'s legal actions (an offered undo with chance `undo`) and waits until the server applied it. */
async function playOne(
  roomId: string,
  actor: Player,
  rnd: () => number,
  undo = 0,
): Promise<{ before: GameState; after: GameState; action: Action }> {
  const before = gameOf(roomId);
  await actor.waitFor(() => actor.legal?.stateId === before.stateId && actor.legal.actions.length > 0, 'legal');
  const offered = actor.legalActions.find((a) => a.type === 'undo');
  const action =
    offered && rnd() < undo
      ? offered
      : pickOne(
          actor.legalActions.filter((a) => a.type !== 'undo'),
          rnd,
        );
  actor.room.send('action', { stateId: before.stateId, action });
  await actor.waitFor(() => actor.stateId === before.stateId + 1, 'the state after the action');
  return { before, after: gameOf(roomId), action };
}

test("when the turn comes back, the seat gets exactly the other seat's actions since its last decision (an undone one left out), in its own view", async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const players: Record<Seat, Player> = { invader: inv, defender: def };
  const waiting: Record<Seat, Expected[]> = { invader: [], defender: [] };
  const rnd = mulberry32(11);
  let turnsBack = 0;
  let undone = 0;
  for (let i = 0; i < 80; i++) {
    const g = gameOf(roomId);
    if (!g.toAct || g.winner) break;
    const actorSeat = g.toAct;
    const seqBefore = lastSeq(roomId);
    const { before, after, action } = await playOne(roomId, players[actorSeat], rnd, 0.3);
    const other: Seat = actorSeat === 'invader' ? 'defender' : 'invader';
    const written = serverRoom(roomId)
      .log.visibleTo(other)
      .filter((e) => e.seq > seqBefore)
      .map((e) => e.seq);
    waiting[actorSeat] = [];
    // An undo takes the undone move back out of what the other seat is shown: it never happened.
    if (action.type === 'undo' && waiting[other].at(-1)?.seat === actorSeat) {
      waiting[other].pop();
      undone++;
    } else waiting[other].push({ before, after, seat: actorSeat, seqs: written });
    if (after.toAct !== other) continue;
    // The turn came back to `other`: its catch-up follows the action's patch and log.
    const p = players[other];
    const endsHere = (m: CatchUpMessage) => m.steps.at(-1)?.stateId === after.stateId;
    await p.waitFor(() => p.received('catchUp').some(endsHere), 'the catch-up');
    expect(p.received('catchUp').filter(endsHere)).toHaveLength(1);
    expectCatchUp(p.received('catchUp').find(endsHere), waiting[other], other);
    // Its log entries are ones this seat was sent.
    const sent = new Set(p.log.map((e) => e.seq));
    for (const seq of waiting[other].flatMap((e) => e.seqs)) expect(sent).toContain(seq);
    turnsBack++;
  }
  expect(turnsBack).toBeGreaterThan(4);
  expect(undone).toBeGreaterThan(0);
  // The actor itself is never sent one for its own moves: each catch-up it got ends on the other seat's action.
  for (const seat of ['invader', 'defender'] as const)
    for (const m of players[seat].received('catchUp')) expect(m.steps.every((s) => s.seat !== seat)).toBe(true);
  await Promise.all([inv, def].map((p) => p.room.leave()));
});

test('a player who comes back (a new connection with the seat token) while it is their turn gets what happened while away', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const token = def.issuedToken;
  const rnd = mulberry32(5);
  // Play until the Defender has decided something, and the Invader is to act again.
  let defenderActed = false;
  while (!defenderActed || gameOf(roomId).toAct !== 'invader') {
    const actor = gameOf(roomId).toAct === 'invader' ? inv : def;
    if (actor === def) defenderActed = true;
    await playOne(roomId, actor, rnd);
  }
  // The Defender leaves (a closed page), and the Invader plays until the turn is the Defender's.
  await def.room.leave();
  await inv.waitFor(() => !inv.state.players.defender.connected, 'the Defender gone');
  const away: Expected[] = [];
  while (gameOf(roomId).toAct === 'invader') {
    const seqBefore = lastSeq(roomId);
    const { before, after } = await playOne(roomId, inv, rnd);
    const seqs = serverRoom(roomId)
      .log.visibleTo('defender')
      .filter((e) => e.seq > seqBefore)
      .map((e) => e.seq);
    away.push({ before, after, seat: 'invader', seqs });
  }
  expect(gameOf(roomId).toAct).toBe('defender');
  const back = await joinGame(srv.url, roomId, { token });
  expect(back.seat).toBe('defender');
  await back.waitFor(() => back.received('catchUp').length > 0, 'the catch-up on coming back');
  expectCatchUp(back.received('catchUp')[0], away, 'defender');
  // The entries it points to came with the greeting's log history.
  const sent = new Set(back.log.map((e) => e.seq));
  for (const seq of away.flatMap((e) => e.seqs)) expect(sent).toContain(seq);
  // A spectator is sent none.
  const spec = await joinGame(srv.url, roomId, { spectate: true });
  await spec.waitFor(() => spec.log.length > 0, 'the spectator greeted');
  expect(spec.received('catchUp')).toEqual([]);
  await Promise.all([inv, back, spec].map((p) => p.room.leave()));
});
