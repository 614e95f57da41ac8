/**
 * "What would the computer do?" over real WebSockets: a player of a game against the computer
 * gets the Hard search's suggestion for their own decision, as one of their legal actions, and
 * only they get it; a game between two people, a spectator, someone else's decision and a second
 * hint while one is worked out are refused, each with its own error code.
 */
import { sameAction } from '@stronghold/rules';
import { createGame, joinGame, useTestServer, type Player } from './helpers/harness';

jest.setTimeout(120_000);

// The computer waits 3 s between actions here, so the test holds the moment the computer is to
// act even on a loaded machine, while the Invader's Supply Phase (the computer's, before the
// Defender's first decision) still ends well within a minute.
const srv = useTestServer({ computerPace: { opponentMs: 3000, exhibitionMs: 0 } });

const myDecision = (p: Player): Promise<void> =>
  p.waitFor(() => p.legal?.stateId === p.stateId && p.legal.actions.length > 0, 'my decision', 90_000);

test('in a game against the computer the player gets a legal suggestion for their decision, the spectator nothing', async () => {
  const me = await createGame(srv.url, { side: 'invader', name: 'Ivy', opponent: { computer: 'easy' } });
  const spec = await joinGame(srv.url, me.room.roomId, { spectate: true });
  await myDecision(me);
  const stateId = me.stateId;
  const legal = me.legalActions;
  me.room.send('hint', { stateId });
  // A second request while the first is worked out is refused; the first is still answered.
  me.room.send('hint', { stateId });
  expect((await me.nextError(0)).code).toBe('hint_pending');
  await me.waitFor(() => me.received('hint').length === 1, 'the hint', 20_000);
  const [hint] = me.received('hint');
  expect(hint?.stateId).toBe(stateId);
  expect(legal.some((a) => hint && sameAction(a, hint.action))).toBe(true);
  expect(hint?.terms.length).toBeLessThanOrEqual(2);
  // Once answered the seat may ask again.
  me.room.send('hint', { stateId });
  await me.waitFor(() => me.received('hint').length === 2, 'a second hint', 20_000);
  expect(me.errors.map((e) => e.code)).toEqual(['hint_pending']);

  spec.room.send('hint', { stateId });
  expect((await spec.nextError(0)).code).toBe('spectator');
  expect(spec.received('hint')).toEqual([]);
  await Promise.all([me, spec].map((p) => p.room.leave()));
});

test("a hint is refused for the computer's decision and for a state that has passed", async () => {
  // The computer plays the Invader, who acts first: it is not the Defender's decision.
  const me = await createGame(srv.url, { side: 'defender', name: 'Dee', opponent: { computer: 'easy' } });
  await me.waitFor(() => me.state.status === 'playing', 'playing');
  me.room.send('hint', { stateId: me.stateId });
  expect((await me.nextError(0)).code).toBe('not_your_turn');
  await myDecision(me);
  me.room.send('hint', { stateId: me.stateId - 1 });
  expect((await me.nextError(1)).code).toBe('stale_state');
  me.room.send('hint', { stateId: 'now' });
  expect((await me.nextError(2)).code).toBe('bad_message');
  expect(me.received('hint')).toEqual([]);
  await me.room.leave();
});

test('a hint is refused in a game between two people', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const def = await joinGame(srv.url, inv.room.roomId, { name: 'Dee' });
  await myDecision(inv);
  inv.room.send('hint', { stateId: inv.stateId });
  const e = await inv.nextError(0);
  expect(e.code).toBe('no_hints');
  def.room.send('hint', { stateId: def.stateId });
  expect((await def.nextError(0)).code).toBe('no_hints');
  expect([...inv.received('hint'), ...def.received('hint')]).toEqual([]);
  await Promise.all([inv, def].map((p) => p.room.leave()));
});
