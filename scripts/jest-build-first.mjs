/**
 * Jest's globalSetup: the tests run the sources (ts-jest), but the bot and SQLite worker threads,
 * the spawned server processes and the browser tests run the builds. So before any test the
 * rules', protocol's and server's builds are brought up to date (`tsc -b`, incremental: a no-op when nothing
 * changed), and the client's is rebuilt when a source it is made of is newer than it: a stale
 * build cannot be tested by accident, whether through `npm test` or a bare `npx jest <file>`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The newest modification time under `dir` (files only; node_modules and dist skipped). */
function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

export default function buildFirst() {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'packages/rules', 'packages/protocol', 'packages/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  const client = path.join(root, 'packages/client');
  const built = path.join(client, 'dist/index.html');
  const sources = Math.max(
    newest(path.join(client, 'src')),
    newest(path.join(root, 'packages/rules/src')),
    newest(path.join(root, 'packages/protocol/src')),
    ...['index.html', 'vite.config.ts', 'package.json'].map((f) => fs.statSync(path.join(client, f)).mtimeMs),
  );
  if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
    // Jest sets NODE_ENV=test, which Vite would take for a development build (the dev server's address).
    execFileSync('npm', ['run', 'build', '-w', '@stronghold/client'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
