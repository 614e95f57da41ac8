/**
 * Crash and restart: the built server runs as a child process, two bots play part of a
 * game, the process is SIGKILLed, a new one starts on the same DATA_DIR; the players take their
 * seats back with their tokens and the game goes on from exactly the same state.
 */
import { joinGame, createGame, sleep, tmpDataDir, type Player } from './helpers/harness';
import { mulberry32, pickOne } from '../src/testing';
import { startServerChild, type ServerChild as Proc } from '../src/testing';

jest.setTimeout(90_000);

/** Every action played, with the stateId it was sent for. */
const played: { stateId: number; action: unknown }[] = [];

/** Plays `n` random legal actions (bots answer their own `legal` messages). */
async function play(inv: Player, def: Player, n: number, rnd: () => number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const stateId = inv.stateId;
    const actor = [inv, def].find((p) => p.legal?.stateId === stateId && p.legal.actions.length > 0);
    if (!actor) {
      await Promise.race([inv, def].map((p) => p.waitFor(() => p.legal?.stateId === p.stateId && p.legal.actions.length > 0, 'legal')));
      i--;
      continue;
    }
    const action = pickOne(actor.legalActions, rnd);
    played.push({ stateId, action });
    actor.room.send('action', { stateId, action });
    await Promise.all([inv, def].map((p) => p.waitFor(() => p.stateId === stateId + 1, 'next state')));
  }
}

const snapshot = (p: Player) => {
  const seat = p.seat;
  if (seat !== 'invader' && seat !== 'defender') throw new Error(`a seated player, not ${seat ?? 'no seat'}`);
  return {
    game: p.view(),
    secrets: p.state[`${seat}Secrets`].toJSON(),
    legal: p.legal && p.legal.stateId === p.stateId ? p.legal.actions : [],
  };
};

let proc: Proc | null = null;
afterEach(async () => {
  if (proc) await proc.signal('SIGKILL');
  proc = null;
});

test('SIGKILL mid-game, restart on the same DATA_DIR: seats come back by token, the state is identical', async () => {
  const dataDir = tmpDataDir('restart');
  proc = await startServerChild({ dataDir });
  const inv = await createGame(proc.url, { side: 'invader', name: 'Ivy', private: true, password: 'pw' });
  const roomId = inv.room.roomId;
  const def = await joinGame(proc.url, roomId, { name: 'Dee', password: 'pw' });
  const rnd = mulberry32(31337);
  await play(inv, def, 40, rnd);
  await sleep(100); // let the last `legal` arrive
  const before = { invader: snapshot(inv), defender: snapshot(def), stateId: inv.stateId };
  expect(before.stateId).toBe(40);

  await proc.signal('SIGKILL');
  proc = await startServerChild({ dataDir });
  expect(proc.output()).toMatch(/1 game\(s\) restored/);

  let refused = '';
  await joinGame(proc.url, roomId, { token: 'forged-token' }).catch((e: unknown) => (refused = String(e)));
  expect(refused).toMatch(/bad_token/);
  refused = '';
  await joinGame(proc.url, roomId, { name: 'Eve' }).catch((e: unknown) => (refused = String(e)));
  expect(refused).toMatch(/bad_password/); // the password survives the restart too

  const inv2 = await joinGame(proc.url, roomId, { token: inv.token });
  const def2 = await joinGame(proc.url, roomId, { token: def.token });
  expect([inv2.seat, def2.seat]).toEqual(['invader', 'defender']);
  const acting = before.invader.legal.length ? inv2 : def2;
  await acting.waitFor(() => acting.legal !== null, 'legal after restart');
  await inv2.waitFor(() => inv2.state.status === 'playing', 'status');
  const after = { invader: snapshot(inv2), defender: snapshot(def2), stateId: inv2.stateId };
  expect(after).toEqual(before);
  await inv2.waitFor(() => inv2.state.players.defender.connected, 'defender shown connected');
  // A guest's seat, present, no clock, never away.
  const present = {
    connected: true,
    clockMs: -1,
    clockRunning: false,
    computer: '',
    awaySince: 0,
    offerable: false,
    account: false,
    accountDeleted: false,
  };
  expect(inv2.state.players.toJSON()).toEqual({ invader: { name: 'Ivy', ...present }, defender: { name: 'Dee', ...present } });
  // The history comes back too, and each seat's greeting lists its own latest actions (the
  // game's last 16), so a client whose action went unanswered in the crash knows it was applied.
  const greeting = (p: Player) => p.messages.find((m) => m.type === 'seat')?.data as { recent?: unknown[] };
  const lastOf = (seat: string) => played.slice(-16).filter((m) => (m.action as { seat: string }).seat === seat);
  expect(greeting(inv2).recent).toEqual(lastOf('invader'));
  expect(greeting(def2).recent).toEqual(lastOf('defender'));
  expect(lastOf('invader').length + lastOf('defender').length).toBe(16);
  expect(inv2.log.map((e) => e.seq)).toEqual(inv.log.map((e) => e.seq).slice(-200));

  // And the game goes on.
  await play(inv2, def2, 10, rnd);
  expect(inv2.stateId).toBe(50);
  await Promise.all([inv2, def2].map((p) => p.room.leave()));
});
