/**
 * Runs the built server (`node packages/server/dist/main.js`, what `npm start`, the Dockerfile and
 * docker-compose run) as a child process with the given environment, on an ephemeral port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
export { onLegal, PreparedClient } from '../../src/testing';
import { freePort } from './services';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');
/** The entry point under test (override with STRONGHOLD_SERVER_MAIN to test another build). */
export const SERVER_MAIN = process.env.STRONGHOLD_SERVER_MAIN ?? path.join(REPO_ROOT, 'packages/server/dist/main.js');

export interface ServerProcess {
  port: number;
  url: string;
  publicAddress: string;
  child: ChildProcess;
  /** When `/health` first answered 200 with `ready` (Date.now()). */
  healthyAt: number;
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** A given port (a process started again at the same PUBLIC_ADDRESS, as a supervisor does); default a free one. */
  port?: number;
  timeoutMs?: number;
}

export async function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first`);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const port = options.port ?? (await freePort());
  const publicAddress = `127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-proc-'));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_ADDRESS: publicAddress,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  let healthyAt = 0;
  while (!healthyAt) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before it was ready:\n${out}`);
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
    // Often: the time from its first answer to the players being seated is measured from healthyAt.
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    port,
    url,
    publicAddress,
    child,
    healthyAt,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(t);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
