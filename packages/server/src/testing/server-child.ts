/**
 * The built server (`packages/server/dist/main.js`, what `npm start` runs) as a child process on
 * loopback, for the tests that kill, freeze or restart it, run several, or drive it from a browser,
 * and for the benchmark: one way to spawn it, wait until `/health` says ready, and stop it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The built entry point, from the sources (ts-jest) and from `dist` alike. */
export const SERVER_MAIN = process.env.STRONGHOLD_SERVER_MAIN ?? path.resolve(__dirname, '../../dist/main.js');

/** A loopback port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerChildOptions {
  /** Over the defaults: PATH, NODE_ENV=production, PORT, DATA_DIR, PUBLIC_ADDRESS (127.0.0.1:PORT), BOT_PLAYOUTS=8. */
  env?: Record<string, string>;
  /** A given port (a process started again at its address, as a supervisor does); default a free one. */
  port?: number;
  /** A given data directory (kept by `stop`); default a new temporary one (removed by `stop`). */
  dataDir?: string;
  /** Default 30 s. */
  timeoutMs?: number;
}

export interface ServerChild {
  port: number;
  url: string;
  publicAddress: string;
  dataDir: string;
  child: ChildProcess;
  /** When `/health` first answered 200 with `ready` (Date.now()). */
  healthyAt: number;
  /** Everything the process printed. */
  output(): string;
  /** Sends a signal; for one that ends the process, resolves once it has exited. */
  signal(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM (SIGKILL after 10 s), then the data directory is removed if this made it. */
  stop(): Promise<void>;
}

const running = (c: ChildProcess): boolean => c.exitCode === null && c.signalCode === null;

export async function startServerChild(options: ServerChildOptions = {}): Promise<ServerChild> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first`);
  const port = options.port ?? (await freePort());
  const publicAddress = `127.0.0.1:${port}`;
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-proc-'));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: path.resolve(__dirname, '../../../..'),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ADDRESS: publicAddress,
      // The computer's searches count playouts: the same play however loaded the machine.
      BOT_PLAYOUTS: '8',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const until = Date.now() + timeoutMs;
  let healthyAt = 0;
  while (!healthyAt) {
    if (!running(child)) throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${out}`);
    try {
      const res = await fetch(`${url}/health`);
      const body = (await res.json()) as { ok?: boolean; ready?: boolean };
      if (res.ok && body.ok && body.ready !== false) healthyAt = Date.now();
    } catch {
      /* not listening yet */
    }
    if (healthyAt) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in ${timeoutMs} ms:\n${out}`);
    }
    // Often: tests measure from healthyAt how soon players are back.
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    port,
    url,
    publicAddress,
    dataDir,
    child,
    healthyAt,
    output: () => out,
    async signal(signal) {
      if (!running(child)) return;
      child.kill(signal);
      if (signal !== 'SIGSTOP' && signal !== 'SIGCONT') await exited;
    },
    async stop() {
      if (running(child)) {
        child.kill('SIGCONT');
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(t);
      }
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
