/**
 * The measured runs of one room count: the bare `ws` echo (the round-trip floor), the built
 * server under the load, and with --hostile the same load again under one flooding socket.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import type { Flags } from './flags';
import { ROOT } from './flags';
import { at } from './lists';
import type { DriverReply, DriverResult, DriverSetup } from './load-driver';
import { deadline, forkDriver, runLoad, type LoadFigures } from './load-run';
import { startFleet, stopChild, type ServerProcess } from './server-fleet';

const SERVER_MAIN = process.env.STRONGHOLD_SERVER_MAIN ?? path.join(ROOT, 'packages/server/dist/main.js');

export interface HostileFigures {
  framesSent: number;
  errorReplies: number;
  framesPerSecond: number;
  hostileCpuPercent: number;
}

/** The same load again while one more driver floods ~117 KiB frames from one spectator socket. */
async function runUnderFlood(
  servers: ServerProcess[],
  f: Flags,
  payloadBytes: number,
): Promise<{ flooded: LoadFigures; hostile: HostileFigures }> {
  const flooder = forkDriver();
  try {
    await new Promise<void>((resolve, reject) => {
      flooder.once('message', () => resolve());
      flooder.once('exit', (code) => reject(new Error(`hostile driver exited with ${code}`)));
      const setup: DriverSetup = {
        type: 'setup',
        mode: 'hostile',
        port: at(servers, 0).port,
        rooms: 1,
        paceMs: f.paceMs,
        paceJitter: f.paceJitter,
        seed: 1,
        payloadBytes,
      };
      flooder.send(setup);
    });
    flooder.send({ type: 'go' });
    flooder.send({ type: 'measure' });
    const t0 = process.hrtime.bigint();
    process.stdout.write('  hostile: one spectator socket flooding ~117 KiB action frames\n');
    const flooded = await runLoad('game', servers, f, payloadBytes);
    const result = new Promise<DriverResult>((resolve) =>
      flooder.on('message', (m: DriverReply) => {
        if (m.type === 'result') resolve(m);
      }),
    );
    flooder.send({ type: 'stop' });
    const r = await Promise.race([result, deadline(30_000, 'hostile driver result timed out')]);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    return {
      flooded,
      hostile: {
        framesSent: r.actions,
        errorReplies: r.errors.hostileErrorReplies ?? 0,
        framesPerSecond: r.actions / seconds,
        hostileCpuPercent: (r.driverCpuSeconds / seconds) * 100,
      },
    };
  } finally {
    await stopChild(flooder, 5000);
  }
}

export interface ServerRuns {
  plain: LoadFigures;
  flooded?: LoadFigures;
  hostile?: HostileFigures;
}

export async function runServerLoad(f: Flags, payloadBytes: number, logFile: string): Promise<ServerRuns> {
  const fleet = await startFleet({
    serverMain: SERVER_MAIN,
    processes: f.processes,
    logFile,
    cpuProfDir: f.cpuProf,
    nodeFlags: f.nodeFlags,
  });
  try {
    const plain = await runLoad('game', fleet.servers, f, payloadBytes);
    if (!f.hostile) return { plain };
    return { plain, ...(await runUnderFlood(fleet.servers, f, payloadBytes)) };
  } finally {
    await fleet.stop();
  }
}

export async function runEcho(f: Flags, payloadBytes: number): Promise<LoadFigures> {
  const server = fork(path.join(__dirname, 'echo-baseline.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const { port } = await new Promise<{ port: number }>((resolve) => server.once('message', (m: { port: number }) => resolve(m)));
    if (server.pid === undefined) throw new Error('the echo server did not start');
    return await runLoad('echo', [{ port, pid: server.pid }], f, payloadBytes);
  } finally {
    await stopChild(server, 5000);
  }
}

/** One room count of a run (a sweep has several). */
export interface SizeRun {
  rooms: number;
  echo: LoadFigures | null;
  server: LoadFigures | null;
  flooded: LoadFigures | null;
  hostile: HostileFigures | null;
}
