/**
 * The servers under test: one built server process (SQLite in a temp DATA_DIR), or several behind
 * one redis-server on 127.0.0.1 (REDIS_URL + PUBLIC_ADDRESS, packages/server/src/distributed.ts),
 * each with its own SQLite directory (the games of a room live in its host's database; the
 * PostgreSQL a production fleet shares is not what this bench measures).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@stronghold/server/testing';

export interface ServerProcess {
  port: number;
  pid: number;
  child: ChildProcess;
}

export interface Fleet {
  servers: ServerProcess[];
  redisUrl: string | null;
  stop(): Promise<void>;
}

export interface FleetOptions {
  serverMain: string;
  processes: number;
  logFile: string;
  /** Directory for `node --cpu-prof` profiles of each server process, or null. */
  cpuProfDir: string | null;
  /** Extra node flags for each server process (--node-flags), e.g. GC tuning to compare. */
  nodeFlags: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function stopChild(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  throw new Error(`${what} not up after ${timeoutMs} ms`);
}

function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect(port, '127.0.0.1', () => sock.write('PING\r\n'));
    sock.setTimeout(1000, () => sock.destroy());
    sock.on('data', (d) => {
      sock.end();
      resolve(String(d).startsWith('+PONG'));
    });
    sock.on('error', () => resolve(false));
    sock.on('close', () => resolve(false));
  });
}

async function startRedis(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const bin = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p)) ?? 'redis-server';
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'];
  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  // Not installed: a clear error instead of an unhandled 'error' event (npm test installs it, the bench does not).
  const missing = new Promise<never>((_, reject) =>
    child.once('error', (e) =>
      reject(new Error(`--processes needs redis-server (${e.message}): install it, e.g. with scripts/test-prereqs.sh as root`)),
    ),
  );
  missing.catch(() => undefined); // an error after the start is the stop's to see, not an unhandled rejection
  await Promise.race([waitFor('redis-server', () => redisPing(port), child, 10_000), missing]);
  return { url: `redis://127.0.0.1:${port}`, child };
}

/** Starts the fleet and waits until every process answers /health. */
export async function startFleet(o: FleetOptions): Promise<Fleet> {
  if (!fs.existsSync(o.serverMain)) throw new Error(`${o.serverMain} is missing: run \`npm run build\` first`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-bench-'));
  const log = fs.openSync(o.logFile, 'w');
  const children: ChildProcess[] = [];
  const redisChildren: ChildProcess[] = [];
  const servers: ServerProcess[] = [];
  let redisUrl: string | null = null;
  const stop = async () => {
    // Servers first: they leave the shared listing through Redis as they stop.
    await Promise.all(children.filter((c) => !redisChildren.includes(c)).map((c) => stopChild(c)));
    await Promise.all(redisChildren.map((c) => stopChild(c, 5000)));
    fs.closeSync(log);
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    if (o.processes > 1) {
      const redis = await startRedis(tmp);
      children.push(redis.child);
      redisChildren.push(redis.child);
      redisUrl = redis.url;
    }
    for (let i = 0; i < o.processes; i++) {
      const port = await freePort();
      const dataDir = path.join(tmp, `data-${i}`);
      fs.mkdirSync(dataDir);
      // All bench clients come from one address: lift the per-address and waiting-game limits.
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        MAX_GAMES_PER_ADDRESS: '1000000',
        MAX_WAITING_GAMES: '1000000',
        ...(redisUrl ? { REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}` } : {}),
      };
      const profile = o.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', o.cpuProfDir] : [];
      const child = spawn(process.execPath, [...o.nodeFlags, ...profile, o.serverMain], { env, stdio: ['ignore', log, log] });
      children.push(child);
      if (child.pid === undefined) throw new Error(`could not start the server for port ${port}`);
      servers.push({ port, pid: child.pid, child });
    }
    await Promise.all(
      servers.map((s) =>
        waitFor(`server on port ${s.port}`, async () => (await fetch(`http://127.0.0.1:${s.port}/health`)).ok, s.child, 30_000),
      ),
    );
    return { servers, redisUrl, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
