/**
 * The bench's command line (run.ts's header lists the flags; docs/benchmarks.md has the table):
 * each flag's default and how its value is read, and the bounds every run keeps.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export interface Flags {
  rooms: number;
  /** Room counts to measure one after another (--sweep); [rooms] without it. */
  sizes: number[];
  processes: number;
  drivers: number;
  paceMs: number;
  /** Think times spread over paceMs x [1 - j, 1 + j] (think-time.ts); 0 = the lockstep clients of earlier runs. */
  paceJitter: number;
  duration: number;
  warmup: number;
  engineGames: number;
  engineSeconds: number;
  engineWarmup: number;
  out: string;
  compare: string | null;
  skipEngine: boolean;
  skipEcho: boolean;
  skipServer: boolean;
  skipPersistence: boolean;
  /** Skip the offline rooms' retention run (room-retention.ts). */
  skipRetention: boolean;
  /** Skip the bytes per action of one seeded game with no load (wire-bytes.ts). */
  skipWire: boolean;
  /** Measure the server load twice: as is, then with one hostile socket flooding large frames. */
  hostile: boolean;
  /** Write a V8 CPU profile of each server process into this directory (node --cpu-prof). */
  cpuProf: string | null;
  /** Extra node flags for the server processes (space-separated). */
  nodeFlags: string[];
}

const defaults = (): Flags => ({
  rooms: 200,
  sizes: [],
  processes: 1,
  drivers: 2,
  paceMs: 1000,
  paceJitter: 0.5,
  duration: 30,
  warmup: 5,
  engineGames: 200,
  engineSeconds: 20,
  engineWarmup: 50,
  out: path.join(ROOT, 'bench-results/bench.json'),
  compare: null,
  skipEngine: false,
  skipEcho: false,
  skipServer: false,
  skipPersistence: false,
  skipRetention: false,
  skipWire: false,
  hostile: false,
  cpuProf: null,
  nodeFlags: [],
});

/** Reads a flag's value (the next argument) as its kind: the readers below. */
interface Value {
  text(): string;
  positive(): number;
}

/** Each flag with a value: how it sets the flags from that value. */
const VALUED: Record<string, (f: Flags, v: Value) => void> = {
  '--rooms': (f, v) => (f.rooms = Math.floor(v.positive())),
  '--sweep': (f, v) => {
    const sizes = v
      .text()
      .split(',')
      .map((x) => Math.floor(Number(x)));
    if (sizes.some((n) => !Number.isFinite(n) || n <= 0)) throw new Error('--sweep needs room counts, e.g. 100,200,400,1000');
    f.sizes = sizes;
  },
  '--processes': (f, v) => (f.processes = Math.floor(v.positive())),
  '--drivers': (f, v) => (f.drivers = Math.floor(v.positive())),
  '--pace-ms': (f, v) => (f.paceMs = v.positive()),
  '--pace-jitter': (f, v) => {
    const j = Number(v.text());
    if (!(j >= 0 && j < 1)) throw new Error('--pace-jitter needs a number in [0, 1)');
    f.paceJitter = j;
  },
  '--duration': (f, v) => (f.duration = v.positive()),
  '--warmup': (f, v) => (f.warmup = v.positive()),
  '--engine-games': (f, v) => (f.engineGames = Math.floor(v.positive())),
  '--engine-seconds': (f, v) => (f.engineSeconds = v.positive()),
  '--engine-warmup': (f, v) => (f.engineWarmup = Math.floor(v.positive())),
  '--out': (f, v) => (f.out = path.resolve(v.text())),
  '--compare': (f, v) => (f.compare = path.resolve(v.text())),
  '--cpu-prof': (f, v) => (f.cpuProf = path.resolve(v.text())),
  '--node-flags': (f, v) => (f.nodeFlags = v.text().split(' ').filter(Boolean)),
};

/** The flags without a value. */
const SWITCHES: Record<string, keyof Flags> = {
  '--skip-engine': 'skipEngine',
  '--skip-echo': 'skipEcho',
  '--skip-server': 'skipServer',
  '--skip-persistence': 'skipPersistence',
  '--skip-retention': 'skipRetention',
  '--skip-wire': 'skipWire',
  '--hostile': 'hostile',
};

export function parseFlags(argv: string[]): Flags {
  const f = defaults();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const switched = SWITCHES[a];
    if (switched) {
      (f[switched] as boolean) = true;
      continue;
    }
    const set = VALUED[a];
    if (!set) throw new Error(`unknown flag ${a} (see bench/src/run.ts)`);
    const text = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    const positive = (): number => {
      const v = Number(argv[++i]);
      if (!Number.isFinite(v) || v <= 0) throw new Error(`${a} needs a positive number`);
      return v;
    };
    set(f, { text, positive });
  }
  if (f.sizes.length === 0) f.sizes = [f.rooms];
  if (f.duration > 600 || f.sizes.some((n) => n > 5000) || f.processes > 8) {
    throw new Error('bounded runs only: --duration <= 600, rooms <= 5000, --processes <= 8');
  }
  if (f.compare && !fs.existsSync(f.compare)) throw new Error(`--compare: ${f.compare} does not exist`);
  return f;
}
