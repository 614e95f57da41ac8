/**
 * Jest's globalTeardown: stops the PostgreSQL cluster a test file started in the run's directory
 * (jest-global-setup.mjs), if one did, and removes the directory with the cluster's data.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Whether process `pid` still runs (EPERM: it does, as another user). */
export const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
};

/** Stops every cluster in the run's directory `dir` and removes the directory. */
export async function removeRunDir(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir)) {
    // A cluster's postmaster.pid starts with the postmaster's pid; SIGQUIT is an immediate
    // shutdown (what `pg_ctl stop -m immediate` sends), which needs neither pg_ctl nor its user.
    const pidFile = path.join(dir, entry, 'data', 'postmaster.pid');
    if (!entry.startsWith('stronghold-pg-') || !fs.existsSync(pidFile)) continue;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) continue;
    process.kill(pid, 'SIGQUIT');
    const until = Date.now() + 10_000;
    while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

export default async function globalTeardown() {
  const dir = process.env.STRONGHOLD_TEST_RUN_DIR;
  if (dir) await removeRunDir(dir);
  delete process.env.STRONGHOLD_TEST_RUN_DIR;
  delete process.env.STRONGHOLD_TEST_RUN_PID;
}
