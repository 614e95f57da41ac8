/**
 * Jest's globalSetup: the builds first (jest-build-first.mjs), then the run's directory, where
 * services shared by the run's test files live (packages/server/test/helpers/services.ts: one
 * PostgreSQL cluster, started by the first test file that needs it). Its path is passed in the
 * environment, which the workers jest starts after this inherit; jest-global-teardown.mjs stops
 * what was started there and removes it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import buildFirst from './jest-build-first.mjs';

export default function globalSetup() {
  buildFirst();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-jest-run-'));
  // As root the cluster runs as the `postgres` user, which must reach its directory in here.
  fs.chmodSync(dir, 0o711);
  process.env.STRONGHOLD_TEST_RUN_DIR = dir;
  // For scripts/jest-run-watchdog.mjs: the run is over when this process is gone.
  process.env.STRONGHOLD_TEST_RUN_PID = String(process.pid);
}
