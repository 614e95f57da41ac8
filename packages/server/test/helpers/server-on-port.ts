/**
 * The built server (`node packages/server/dist/main.js`) started on a port chosen by the caller:
 * a process killed and started again at the same PUBLIC_ADDRESS, as an operator's supervisor
 * does, so the players' sockets and listings point at the same address before and after.
 * Otherwise as startServerProcess (server-process.ts), which picks a free port itself.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_MAIN, type ServerProcess } from './server-process';

export interface StartedServer extends ServerProcess {
  /** When `/health` first answered 200 with `ready` (Date.now()). */
  healthyAt: number;
}

export async function startServerProcessOn(port: number, env: Record<string, string>, timeoutMs = 30_000): Promise<StartedServer> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first`);
  const publicAddress = `127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-proc-'));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...env,
      PORT: String(port),
      PUBLIC_ADDRESS: publicAddress,
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
    // Often: the time from its answering to the players being seated is measured from here.
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
