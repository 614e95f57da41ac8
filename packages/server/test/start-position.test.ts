/**
 * A test server's stored position (TEST_START_POSITION): every new game starts after the stored
 * actions, seen by both seats exactly as if they had been played, logged, and restored from the
 * store like any game; a prefix the rules refuse stops the server from starting.
 */
import { applyAction, legalActions, newGame, type Action, type GameState } from '@stronghold/rules';
import { mulberry32, pickOne } from '../src/testing';
import { playStartPosition, startPositionFromEnv, type StartPosition } from '../src/rooms/start-position';
import { createGame, expectDecodedViews, gameOf, joinGame, useTestServer } from './helpers/harness';

/** `n` random legal actions from `seed`'s new game, and the state they lead to. */
function randomPrefix(seed: number, n: number): { position: StartPosition; state: GameState } {
  const rnd = mulberry32(seed);
  let state = newGame({ seed, ruleset: 'undead' });
  const actions: Action[] = [];
  for (let i = 0; i < n; i++) {
    const action = pickOne(legalActions(state), rnd);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    actions.push(action);
  }
  return { position: { seed, actions }, state };
}

describe('a game that starts at a stored position', () => {
  const { position, state } = randomPrefix(4242, 30);
  const server = useTestServer({ startPosition: position });

  test('both seats see the position the actions lead to, with its log, and the seat to act its legal actions', async () => {
    const inv = await createGame(server.url, { side: 'invader', name: 'Ivy' });
    const def = await joinGame(server.url, inv.room.roomId, { name: 'Dee' });
    await inv.waitFor(() => inv.stateId === 30, 'the stored position');
    await def.waitFor(() => def.stateId === 30, 'the stored position');
    expect(gameOf(inv.room.roomId)).toEqual(state);
    expectDecodedViews(state, [inv, def]);
    const actor = state.toAct === 'invader' ? inv : def;
    await actor.waitFor(() => actor.legal?.stateId === 30, 'the legal actions');
    expect(actor.legalActions).toEqual(expect.arrayContaining(legalActions(state)));
    // The log holds what the stored actions did, as if they had been played here.
    expect(inv.log.length).toBeGreaterThan(5);
  });

  test('the position replays from the store like any game (its actions are stored)', async () => {
    const inv = await createGame(server.url, { side: 'invader', name: 'Ivy' });
    const stored = await server.store.getActions(inv.room.roomId);
    expect(stored.map((a) => a.action)).toEqual(position.actions);
    expect(stored.map((a) => a.seq)).toEqual(position.actions.map((_, i) => i + 1));
  });
});

describe('TEST_START_POSITION', () => {
  test('unset: no stored position', () => {
    expect(startPositionFromEnv({})).toBeUndefined();
  });

  test('a prefix the rules take is read; one they refuse stops the server with the action it failed at', () => {
    const { position } = randomPrefix(7, 12);
    expect(startPositionFromEnv({ TEST_START_POSITION: JSON.stringify(position) })).toEqual(position);
    const wrong = { seed: position.seed, actions: [...position.actions.slice(0, 5), { type: 'concede', seat: 'nobody' }] };
    expect(() => startPositionFromEnv({ TEST_START_POSITION: JSON.stringify(wrong) })).toThrow(/failed at action 6/);
    expect(() => startPositionFromEnv({ TEST_START_POSITION: JSON.stringify({ seed: -1, actions: [] }) })).toThrow(/TEST_START_POSITION/);
    expect(playStartPosition(position).state.stateId).toBe(12);
  });
});
