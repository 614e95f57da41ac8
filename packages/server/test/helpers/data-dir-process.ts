/**
 * The built server (`packages/server/dist/main.js`, what `npm start` runs; `npm test` builds it
 * first) as a child process on a free loopback port, for crash-and-restart tests: started on a
 * DATA_DIR, waited for until `/health` says ready, and killed with any signal (SIGKILL for a crash).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { sleep } from './harness';
import { SERVER_MAIN } from './server-process';
import { freePort } from './services';

export interface DataDirProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

export async function startDataDirProcess(dataDir: string, env: Record<string, string> = {}): Promise<DataDirProcess> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
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

export function killDataDirProcess(p: DataDirProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) {
      resolve();
      return;
    }
    p.child.once('exit', () => resolve());
    p.child.kill(signal);
  });
}
