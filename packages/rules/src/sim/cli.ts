#!/usr/bin/env node
/**
 * Self-play from the command line (the root script `npm run sim`):
 *   npm run sim -- --games N --seed S [--bot-seed B] [--invader random|random-single|easy|normal|greedy|hard|hard-v1] [--defender ...]
 *                  [--playouts N] [--ms N] [--depth N] [--width N] [--determinizations N]
 *                  [--playout-sample N] [--value-model hard|hand|tuned] [--breach-weights M,R] [--workers N] [--max-actions N] [--accept-sample K]
 *                  [--no-checks] [--verbose] [--json]
 * Game k plays seed S + k with bots seeded from B + k (a stream apart from the game's). Prints one figure per line, the Invader's win rate with its 95 %
 * Wilson interval and a row for the strength table of docs/rules/self-play.md, then each
 * violation and exception. Exit code 1 when any invariant was violated or any game threw.
 * With --workers N the games are split into N contiguous seed ranges, each played by a child
 * process (same results as one process: a game depends on its seed only, unless --ms is used).
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { Budget } from '../bots/bot';
import { HARD_DEFAULTS, DEFAULT_HARD_BUDGET, type HardOptions } from '../bots/hard-bot';
import { REFERENCE_HARD_DEFAULTS, searchWidth } from '../bots/reference-hard-bot';
import { TUNED_VALUE_MODEL } from '../bots/tuned-value-model';
import { HAND_VALUE_MODEL, HARD_VALUE_MODEL, withBreachWeights } from '../bots/value-model';
import type { Seat } from '../state/types';
import {
  BOT_KINDS,
  DEFAULT_ACCEPT_SAMPLE,
  DEFAULT_MAX_ACTIONS,
  emptySummary,
  searches,
  simulate,
  type BotKind,
  type SimSummary,
} from './self-play';
import { rateText } from './wilson';

export interface CliOptions {
  games: number;
  seed: number;
  /** Game k's bots are seeded from botSeed + k: a stream apart from the game seeds. */
  botSeed: number;
  invader: BotKind;
  defender: BotKind;
  maxActions: number;
  acceptSample: number;
  checks: boolean;
  verbose: boolean;
  json: boolean;
  workers: number;
  budget: Budget;
  hard: Omit<HardOptions, 'budget'>;
}

/** A flag's integer value, or an error naming the flag. */
function int(name: string, v: string | undefined): number {
  const n = Number(v);
  if (v === undefined || !Number.isInteger(n)) throw new Error(`${name} needs an integer, got '${v ?? ''}'`);
  return n;
}

/** A flag's integer value of at least 1. */
function positive(name: string, v: string | undefined): number {
  const n = int(name, v);
  if (n < 1) throw new Error(`${name} must be >= 1, got ${n}`);
  return n;
}

/** A flag's bot kind. */
function bot(name: string, v: string | undefined): BotKind {
  if (!BOT_KINDS.includes(v as BotKind)) throw new Error(`${name} must be one of ${BOT_KINDS.join('|')}, got '${v ?? ''}'`);
  return v as BotKind;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const o: CliOptions = {
    games: 100,
    seed: 1,
    botSeed: DEFAULT_BOT_SEED,
    invader: 'random',
    defender: 'random',
    maxActions: DEFAULT_MAX_ACTIONS,
    acceptSample: DEFAULT_ACCEPT_SAMPLE,
    checks: true,
    verbose: false,
    json: false,
    workers: 1,
    budget: {},
    hard: {},
  };
  const args = [...argv];
  let breach: { breachMargin: number; breachReach: number } | null = null;
  for (let arg = args.shift(); arg !== undefined; arg = args.shift()) {
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? args.shift();
    switch (flag) {
      case '--games':
        o.games = int(flag, value());
        break;
      case '--seed':
        o.seed = int(flag, value());
        break;
      case '--bot-seed':
        o.botSeed = int(flag, value());
        break;
      case '--invader':
        o.invader = bot(flag, value());
        break;
      case '--defender':
        o.defender = bot(flag, value());
        break;
      case '--max-actions':
        o.maxActions = int(flag, value());
        break;
      case '--accept-sample':
        o.acceptSample = int(flag, value());
        break;
      case '--playouts':
        o.budget.playouts = positive(flag, value());
        break;
      case '--ms':
        o.budget.ms = positive(flag, value());
        break;
      case '--depth':
        o.hard.depth = int(flag, value());
        break;
      case '--width':
        o.hard.width = positive(flag, value());
        break;
      case '--determinizations':
        o.hard.determinizations = positive(flag, value());
        break;
      case '--value-model': {
        const v = value();
        if (v !== 'hard' && v !== 'hand' && v !== 'tuned') throw new Error(`--value-model must be hard|hand|tuned, got '${v ?? ''}'`);
        o.hard.model = v === 'hard' ? HARD_VALUE_MODEL : v === 'hand' ? HAND_VALUE_MODEL : TUNED_VALUE_MODEL;
        break;
      }
      case '--breach-weights': {
        const [margin, reach] = (value() ?? '').split(',').map(Number);
        if (margin === undefined || reach === undefined || !Number.isFinite(margin) || !Number.isFinite(reach))
          throw new Error('--breach-weights must be two numbers, M,R');
        breach = { breachMargin: margin, breachReach: reach };
        break;
      }
      case '--playout-sample':
        o.hard.playoutSample = positive(flag, value());
        break;
      case '--workers':
        o.workers = positive(flag, value());
        break;
      case '--no-checks':
        o.checks = false;
        break;
      case '--verbose':
        o.verbose = true;
        break;
      case '--json':
        o.json = true;
        break;
      case '--help':
      case '-h':
        throw new Error('usage');
      default:
        throw new Error(`unknown option '${arg}'`);
    }
  }
  if (o.games < 0) throw new Error('--games must be >= 0');
  if (breach) o.hard.model = withBreachWeights(o.hard.model ?? HARD_VALUE_MODEL, breach);
  return o;
}

/** The bots' seed when none is given: a fixed number, unrelated to any game seed. */
export const DEFAULT_BOT_SEED = 7919;

const USAGE =
  'usage: npm run sim -- --games N --seed S [--bot-seed B] [--invader random|random-single|easy|normal|greedy|hard|hard-v1] [--defender ...]\n' +
  '                      [--playouts N] [--ms N] [--depth N] [--width N] [--determinizations N]\n' +
  '                      [--playout-sample N] [--value-model hard|hand|tuned] [--breach-weights M,R] [--workers N] [--max-actions N] [--accept-sample K]\n' +
  '                      [--no-checks] [--verbose] [--json]';

/** The Hard bot's budget: as given, else the default playout count (reproducible). */
const budgetOf = (o: CliOptions): Budget =>
  o.budget.playouts === undefined && o.budget.ms === undefined ? { playouts: DEFAULT_HARD_BUDGET.playouts } : o.budget;

/** "hard (16 playouts, depth 8, width 12, 16 determinizations, sample 4)" / "normal" (width: as searched). */
export function botLabel(kind: BotKind, o: CliOptions): string {
  if (!searches(kind)) return kind === 'greedy' ? 'normal' : kind;
  const b = budgetOf(o);
  const budget = [b.playouts !== undefined ? `${b.playouts} playouts` : null, b.ms !== undefined ? `${b.ms} ms` : null]
    .filter(Boolean)
    .join(' or ');
  if (kind === 'hard-v1') {
    const h = { ...REFERENCE_HARD_DEFAULTS, ...o.hard };
    return `hard-v1 (${budget}, depth ${h.depth}, width ${searchWidth(h.width, b.playouts ?? Number.POSITIVE_INFINITY)}, ${h.determinizations} determinizations, sample ${h.playoutSample})`;
  }
  const h = { ...HARD_DEFAULTS, ...o.hard };
  const model =
    h.model === TUNED_VALUE_MODEL
      ? ', tuned model'
      : h.model === HAND_VALUE_MODEL
        ? ', hand model'
        : h.model === HARD_VALUE_MODEL || h.model === undefined
          ? ''
          : `, breach weights ${String(h.model.weights.breachMargin)},${String(h.model.weights.breachReach)}`;
  return `hard (${budget}, depth ${h.depth}, width ${h.width}, ${h.determinizations} determinizations, sample ${h.playoutSample}${model})`;
}

/** Mean, 95th and 99th percentile (nearest rank) of decision times in ms. */
export function timeStats(ms: readonly number[]): { n: number; mean: number; p95: number; p99: number; max: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const rank = (p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  const n = sorted.length;
  return { n, mean: n ? sorted.reduce((a, b) => a + b, 0) / n : 0, p95: rank(0.95), p99: rank(0.99), max: sorted[n - 1] ?? 0 };
}

function runHere(o: CliOptions): SimSummary {
  return simulate({
    games: o.games,
    seed: o.seed,
    botSeed: o.botSeed,
    invader: o.invader,
    defender: o.defender,
    maxActions: o.maxActions,
    acceptSample: o.acceptSample,
    checks: o.checks,
    budget: budgetOf(o),
    hard: o.hard,
    now: () => performance.now(),
    onGame: o.verbose
      ? (r) =>
          console.error(`seed ${r.seed}: ${r.winner ?? 'no winner'} (${r.reason ?? '-'}), turn ${r.turns}, ${r.actions.length} actions`)
      : undefined,
  });
}

/** Sum the summaries of the workers (seconds: the parent's wall time). */
export function mergeSummaries(parts: readonly SimSummary[], seconds: number): SimSummary {
  const s = emptySummary(seconds);
  for (const p of parts) {
    s.games += p.games;
    s.invaderWins += p.invaderWins;
    s.defenderWins += p.defenderWins;
    s.unfinished += p.unfinished;
    s.totalActions += p.totalActions;
    s.violations.push(...p.violations);
    s.exceptions.push(...p.exceptions);
    for (const seat of ['invader', 'defender'] as const) {
      s.decisionMs[seat].push(...p.decisionMs[seat]);
      s.turnMs[seat].push(...p.turnMs[seat]);
    }
  }
  s.meanActions = s.games ? s.totalActions / s.games : 0;
  s.gamesPerSecond = seconds > 0 ? s.games / seconds : 0;
  return s;
}

/** Worker k of n: its seed range of the o.games games. */
export function slices(games: number, seed: number, workers: number, botSeed = 0): Array<{ games: number; seed: number; botSeed: number }> {
  const out: Array<{ games: number; seed: number; botSeed: number }> = [];
  let start = 0;
  for (let k = 0; k < workers; k++) {
    const n = Math.floor(games / workers) + (k < games % workers ? 1 : 0);
    if (n > 0) out.push({ games: n, seed: seed + start, botSeed: botSeed + start });
    start += n;
  }
  return out;
}

function runWorkers(o: CliOptions, argv: readonly string[]): Promise<SimSummary> {
  const t0 = performance.now();
  const runs = slices(o.games, o.seed, o.workers, o.botSeed).map(
    (part) =>
      new Promise<SimSummary>((resolve, reject) => {
        // The worker's own --games/--seed/--workers come last and win over the parent's.
        const own = [
          '--games',
          String(part.games),
          '--seed',
          String(part.seed),
          '--bot-seed',
          String(part.botSeed),
          '--workers',
          '1',
          '--json',
        ];
        const child = fork(__filename, [...argv, ...own], {
          stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
        });
        let out = '';
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- stdio[1] is 'pipe': the child has a stdout stream
        child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
        child.on('error', reject);
        child.on('close', () => {
          try {
            // The summary is the last line (split gives at least one; an empty one fails to parse).
            resolve(JSON.parse(out.trim().split('\n').pop() ?? '') as SimSummary);
          } catch (e) {
            reject(new Error(`worker for seeds ${part.seed}.. printed no summary: ${String(e)}`));
          }
        });
      }),
  );
  return Promise.all(runs).then((parts) => mergeSummaries(parts, (performance.now() - t0) / 1000));
}

function report(o: CliOptions, s: SimSummary): number {
  if (o.json) {
    console.log(JSON.stringify(s));
    return s.violations.length || s.exceptions.length ? 1 : 0;
  }
  console.log(`games: ${s.games}`);
  console.log(`invader wins: ${s.invaderWins}`);
  console.log(`defender wins: ${s.defenderWins}`);
  console.log(`mean actions per game: ${s.meanActions.toFixed(1)}`);
  console.log(`games per second: ${s.gamesPerSecond.toFixed(2)}`);
  console.log(`invariant violations: ${s.violations.length}`);
  console.log(`exceptions: ${s.exceptions.length}`);
  console.log(`invader win rate: ${rateText(s.invaderWins, s.games)}`);
  console.log(`bot seeds: ${o.botSeed}..${o.botSeed + Math.max(0, s.games - 1)}`);
  for (const seat of ['invader', 'defender'] as const satisfies readonly Seat[]) {
    const kind = seat === 'invader' ? o.invader : o.defender;
    if (!searches(kind) || s.decisionMs[seat].length === 0) continue;
    const t = timeStats(s.decisionMs[seat]);
    console.log(
      `${seat} decision time (${t.n} decisions): mean ${t.mean.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms, max ${t.max.toFixed(1)} ms`,
    );
    const w = timeStats(s.turnMs[seat]);
    const sec = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
    console.log(`${seat} thinking per turn (${w.n} turns): mean ${sec(w.mean)}, p95 ${sec(w.p95)}, p99 ${sec(w.p99)}, max ${sec(w.max)}`);
  }
  const seeds = s.games ? `seeds ${o.seed}..${o.seed + s.games - 1}` : 'no game';
  console.log(
    `table row: | ${botLabel(o.invader, o)} | ${botLabel(o.defender, o)} | ${s.games} (${seeds}) | ${rateText(s.invaderWins, s.games)} | ` +
      `${s.meanActions.toFixed(0)} | ${(s.seconds / 60).toFixed(1)} min, ${o.workers} worker${o.workers === 1 ? '' : 's'} |`,
  );
  for (const v of s.violations) {
    console.log(
      `violation seed ${v.seed} action ${v.actionIndex} [${v.invariant}] turn ${v.turn} ${v.phase} (${v.prompt}): ${v.message}` +
        (v.repeats ? ` (+${v.repeats} more in this game)` : ''),
    );
  }
  for (const x of s.exceptions) console.log(`exception seed ${x.seed} action ${x.actionIndex}: ${x.message}`);
  return s.violations.length || s.exceptions.length ? 1 : 0;
}

/** Exit code: 0 fine, 1 violations or exceptions, 2 bad options (a promise with --workers > 1). */
export function main(argv: readonly string[]): number | Promise<number> {
  let o: CliOptions;
  try {
    o = parseArgs(argv);
  } catch (e) {
    const m = e instanceof Error ? e.message : String(e);
    console.error(m === 'usage' ? USAGE : `${m}\n${USAGE}`);
    return 2;
  }
  if (o.workers > 1 && o.games > 1) return runWorkers(o, argv).then((s) => report(o, s));
  return report(o, runHere(o));
}

if (require.main === module) {
  // A worker that fails (no summary, not started) rejects the run: report it and exit 1.
  Promise.resolve(main(process.argv.slice(2))).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exitCode = 1;
    },
  );
}
