/**
 * What happened while a player waited, across a crash: the built server runs as a child process,
 * two clients play until the turn comes back to a seat after several moves of the other, the
 * process is SIGKILLed and a new one restores the game from the stored actions; the seat taking
 * its place back with its token gets the same `catchUp` (the same steps, views and log entries)
 * as before the crash.
 */
import type { CatchUpMessage } from '@stronghold/protocol';
import { createGame, joinGame, tmpDataDir, type Player } from './helpers/harness';
import { must } from './helpers/must';
import { mulberry32, pickOne, startServerChild, type ServerChild } from '../src/testing';

jest.setTimeout(90_000);

let proc: ServerChild | null = null;
afterEach(async () => {
  if (proc) await proc.signal('SIGKILL');
  proc = null;
});

/** The catch-up `p` got that ends on state `stateId`, if any. */
const catchUpTo = (p: Player, stateId: number): CatchUpMessage | undefined =>
  p.received('catchUp').find((m) => m.steps.at(-1)?.stateId === stateId);

test('SIGKILL and restart: the seat whose turn it is gets the same catch-up from the restored game', async () => {
  const dataDir = tmpDataDir('catch-up-restart');
  proc = await startServerChild({ dataDir });
  const inv = await createGame(proc.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(proc.url, roomId, { name: 'Dee' });
  const rnd = mulberry32(9);
  let waited: { player: Player; message: CatchUpMessage } | null = null;
  for (let i = 0; i < 200 && !waited; i++) {
    const stateId = inv.stateId;
    await Promise.race([inv, def].map((p) => p.waitFor(() => p.legal?.stateId === stateId && p.legal.actions.length > 0, 'legal')));
    const actor = must(
      [inv, def].find((p) => p.legal?.stateId === stateId && p.legal.actions.length > 0),
      'the seat to act',
    );
    const other = actor === inv ? def : inv;
    actor.room.send('action', {
      stateId,
      action: pickOne(
        actor.legalActions.filter((a) => a.type !== 'undo'),
        rnd,
      ),
    });
    await Promise.all([inv, def].map((p) => p.waitFor(() => p.stateId === stateId + 1, 'next state')));
    // The turn came back to the other seat after at least three moves: that is the summary to compare.
    if (!(other.legal?.stateId === stateId + 1 && other.legal.actions.length > 0)) continue;
    await other.waitFor(() => catchUpTo(other, stateId + 1) !== undefined, 'the catch-up');
    const message = must(catchUpTo(other, stateId + 1), 'the catch-up');
    if (message.steps.length >= 3) waited = { player: other, message };
  }
  const { player, message } = must(waited, 'a turn that came back after three moves or more');

  await proc.signal('SIGKILL');
  proc = await startServerChild({ dataDir });
  expect(proc.output()).toMatch(/1 game\(s\) restored/);
  const back = await joinGame(proc.url, roomId, { token: player.token });
  expect(back.seat).toBe(player.seat);
  await back.waitFor(() => back.received('catchUp').length > 0, 'the catch-up after the restart');
  expect(back.received('catchUp')[0]).toEqual(message);
  await back.room.leave();
});
