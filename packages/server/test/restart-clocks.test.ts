/**
 * A restart with running clocks and a computer seat: the server process is SIGKILLed
 * during a real-time game against the computer and started again on the same DATA_DIR; the
 * clocks come back with the time they had (the downtime is not charged), the computer seat is
 * still the computer's and it goes on playing once the person has acted.
 */
import { createGame, joinGame, sleep, tmpDataDir, type Player } from './helpers/harness';
import { startServerChild, type ServerChild as Proc } from '../src/testing';

// The Easy computer's whole turn after the restart runs on a machine other tests load too.
jest.setTimeout(180_000);

let proc: Proc | null = null;
afterEach(async () => {
  if (proc) await proc.signal('SIGKILL');
  proc = null;
});

const BANK = 10 * 60_000;

async function myTurn(p: Player): Promise<void> {
  await p.waitFor(() => p.legal?.stateId === p.stateId && p.legal.actions.length > 0, 'my turn', 30_000);
}

test('SIGKILL during a real-time game against the computer: clocks and the computer seat survive, downtime is not charged', async () => {
  const dataDir = tmpDataDir('restart-clocks');
  proc = await startServerChild({ dataDir, env: { BOT_PACE_MS: '0' } });
  const me = await createGame(proc.url, {
    side: 'defender',
    name: 'Dee',
    opponent: { computer: 'easy' },
    timeControl: { kind: 'realtime', bankMs: BANK, incrementMs: 5000 },
  });
  const roomId = me.room.roomId;
  await myTurn(me); // the computer (Invader) has played its first decision
  expect(me.state.players.invader.name).toBe('Computer (Easy)');
  const stateBefore = me.stateId;
  await me.waitFor(() => me.state.players.defender.clockRunning, 'my clock runs');
  const token = me.issuedToken;

  await proc.signal('SIGKILL');
  await sleep(3000); // downtime that must not be charged
  proc = await startServerChild({ dataDir, env: { BOT_PACE_MS: '0' } });
  const back = await joinGame(proc.url, roomId, { token });
  expect(back.seat).toBe('defender');
  await back.waitFor(() => back.stateId === stateBefore, 'same state');
  const players = back.state.players;
  expect(players.invader.name).toBe('Computer (Easy)');
  expect(players.invader.computer).toBe('easy');
  expect(players.defender.clockRunning).toBe(true);
  // At most the time spent before the kill and since the restart: not the 3 s of downtime.
  expect(players.defender.clockMs).toBeGreaterThan(BANK - 2500);
  expect(players.defender.clockMs).toBeLessThanOrEqual(BANK);
  expect(players.invader.clockMs).toBeGreaterThan(BANK - 2500);

  // The person acts; the computer goes on playing after the restart.
  for (let i = 0; i < 30 && back.state.game.toAct !== 'invader'; i++) {
    await myTurn(back);
    const s = back.stateId;
    back.room.send('action', { stateId: s, action: back.legalActions[0] });
    await back.waitFor(() => back.stateId > s, 'applied');
  }
  const handed = back.stateId;
  await back.waitFor(() => back.stateId > handed && back.state.game.toAct === 'defender', 'the computer played on', 120_000);
  expect(back.errors).toEqual([]);
});
