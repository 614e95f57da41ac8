/**
 * A restart with running clocks and a computer seat (issue 14): the server process is SIGKILLed
 * during a real-time game against the computer and started again on the same DATA_DIR; the
 * clocks come back with the time they had (the downtime is not charged), the computer seat is
 * still the computer's and it goes on playing once the person has acted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createGame, joinGame, sleep, tmpDataDir, type Player } from './helpers/harness';

jest.setTimeout(90_000);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Proc {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startProcess(dataDir: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(__dirname, 'helpers/run-from-source.js')], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', BOT_PACE_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const body = (await (await fetch(`${url}/health`)).json()) as { ok: boolean; ready: boolean };
      if (body.ok && body.ready) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`server not ready:\n${out}`);
    await sleep(100);
  }
  return { child, url, output: () => out };
}

function kill(p: Proc, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
    p.child.once('exit', () => resolve());
    p.child.kill(signal);
  });
}

let proc: Proc | null = null;
afterEach(async () => {
  if (proc) await kill(proc, 'SIGKILL');
  proc = null;
});

const BANK = 10 * 60_000;

async function myTurn(p: Player): Promise<void> {
  await p.waitFor(() => p.legal?.stateId === p.stateId && (p.legal?.actions.length ?? 0) > 0, 'my turn', 30_000);
}

test('SIGKILL during a real-time game against the computer: clocks and the computer seat survive, downtime is not charged', async () => {
  const dataDir = tmpDataDir('restart-clocks');
  proc = await startProcess(dataDir);
  const me = await createGame(proc.url, {
    side: 'defender',
    name: 'Dee',
    opponent: { computer: 'easy' },
    timeControl: { kind: 'realtime', bankMs: BANK, incrementMs: 5000 },
  });
  const roomId = me.room.roomId;
  await myTurn(me); // the computer (Invader) has played its first decision
  expect(me.room.state.players.invader.name).toBe('Computer (Easy)');
  const stateBefore = me.stateId!;
  await me.waitFor(() => me.room.state.players.defender.clockRunning === true, 'my clock runs');
  const token = me.token!;

  await kill(proc, 'SIGKILL');
  await sleep(3000); // downtime that must not be charged
  proc = await startProcess(dataDir);
  const back = await joinGame(proc.url, roomId, { token });
  expect(back.seat).toBe('defender');
  await back.waitFor(() => back.stateId === stateBefore, 'same state');
  const players = back.room.state.players;
  expect(players.invader.name).toBe('Computer (Easy)');
  expect(players.invader.computer).toBe('easy');
  expect(players.defender.clockRunning).toBe(true);
  // At most the time spent before the kill and since the restart: not the 3 s of downtime.
  expect(players.defender.clockMs).toBeGreaterThan(BANK - 2500);
  expect(players.defender.clockMs).toBeLessThanOrEqual(BANK);
  expect(players.invader.clockMs).toBeGreaterThan(BANK - 2500);

  // The person acts; the computer goes on playing after the restart.
  for (let i = 0; i < 30 && back.room.state.game.toAct !== 'invader'; i++) {
    await myTurn(back);
    const s = back.stateId!;
    back.room.send('action', { stateId: s, action: back.legal!.actions[0] });
    await back.waitFor(() => back.stateId! > s, 'applied');
  }
  const handed = back.stateId!;
  await back.waitFor(() => back.stateId! > handed && back.room.state.game.toAct === 'defender', 'the computer played on', 30_000);
  expect(back.errors).toEqual([]);
});
