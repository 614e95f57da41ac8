/**
 * `node jest-run-watchdog.mjs <run dir> <jest pid>`, started detached by the test file that starts
 * the run's PostgreSQL cluster (packages/server/test/helpers/services.ts). The cluster runs apart
 * from jest (pg_ctl starts it in a session of its own), so a run that ends without its
 * globalTeardown (interrupted, killed) would leave it running: once the jest process is gone
 * while the run's directory is still there, this stops the cluster and removes the directory.
 * It exits as soon as the directory is gone (the teardown's normal work).
 */
import fs from 'node:fs';
import { alive, removeRunDir } from './jest-global-teardown.mjs';

const [dir, jestPid] = process.argv.slice(2);

const timer = setInterval(() => {
  if (!fs.existsSync(dir)) clearInterval(timer);
  else if (!alive(Number(jestPid))) {
    clearInterval(timer);
    void removeRunDir(dir);
  }
}, 1000);
