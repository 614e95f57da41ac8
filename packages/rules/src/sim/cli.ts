#!/usr/bin/env node
/**
 * Self-play from the command line (the root script `npm run sim`):
 *   npm run sim -- --games N --seed S [--invader random|greedy] [--defender random|greedy]
 *                  [--max-actions N] [--accept-sample K] [--no-checks] [--verbose]
 * Game k plays seed S + k. Prints one figure per line, then each violation and exception.
 * Exit code 1 when any invariant was violated or any game threw.
 */
import { performance } from 'node:perf_hooks';
import { BOT_KINDS, DEFAULT_ACCEPT_SAMPLE, DEFAULT_MAX_ACTIONS, simulate, type BotKind } from './self-play';

interface CliOptions {
  games: number;
  seed: number;
  invader: BotKind;
  defender: BotKind;
  maxActions: number;
  acceptSample: number;
  checks: boolean;
  verbose: boolean;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const o: CliOptions = {
    games: 100,
    seed: 1,
    invader: 'random',
    defender: 'random',
    maxActions: DEFAULT_MAX_ACTIONS,
    acceptSample: DEFAULT_ACCEPT_SAMPLE,
    checks: true,
    verbose: false,
  };
  const int = (name: string, v: string | undefined): number => {
    const n = Number(v);
    if (v === undefined || !Number.isInteger(n)) throw new Error(`${name} needs an integer, got '${v ?? ''}'`);
    return n;
  };
  const bot = (name: string, v: string | undefined): BotKind => {
    if (!BOT_KINDS.includes(v as BotKind)) throw new Error(`${name} must be one of ${BOT_KINDS.join('|')}, got '${v ?? ''}'`);
    return v as BotKind;
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--games': o.games = int(flag, value()); break;
      case '--seed': o.seed = int(flag, value()); break;
      case '--invader': o.invader = bot(flag, value()); break;
      case '--defender': o.defender = bot(flag, value()); break;
      case '--max-actions': o.maxActions = int(flag, value()); break;
      case '--accept-sample': o.acceptSample = int(flag, value()); break;
      case '--no-checks': o.checks = false; break;
      case '--verbose': o.verbose = true; break;
      case '--help':
      case '-h':
        throw new Error('usage');
      default:
        throw new Error(`unknown option '${argv[i]}'`);
    }
  }
  if (o.games < 0) throw new Error('--games must be >= 0');
  return o;
}

const USAGE =
  'usage: npm run sim -- --games N --seed S [--invader random|greedy] [--defender random|greedy]\n' +
  '                      [--max-actions N] [--accept-sample K] [--no-checks] [--verbose]';

export function main(argv: readonly string[]): number {
  let o: CliOptions;
  try {
    o = parseArgs(argv);
  } catch (e) {
    const m = e instanceof Error ? e.message : String(e);
    console.error(m === 'usage' ? USAGE : `${m}\n${USAGE}`);
    return 2;
  }
  const s = simulate({
    games: o.games,
    seed: o.seed,
    invader: o.invader,
    defender: o.defender,
    maxActions: o.maxActions,
    acceptSample: o.acceptSample,
    checks: o.checks,
    now: () => performance.now(),
    onGame: o.verbose
      ? (r) => console.error(`seed ${r.seed}: ${r.winner ?? 'no winner'} (${r.reason ?? '-'}), turn ${r.turns}, ${r.actions.length} actions`)
      : undefined,
  });
  console.log(`games: ${s.games}`);
  console.log(`invader wins: ${s.invaderWins}`);
  console.log(`defender wins: ${s.defenderWins}`);
  console.log(`mean actions per game: ${s.meanActions.toFixed(1)}`);
  console.log(`games per second: ${s.gamesPerSecond.toFixed(2)}`);
  console.log(`invariant violations: ${s.violations.length}`);
  console.log(`exceptions: ${s.exceptions.length}`);
  for (const v of s.violations) {
    console.log(
      `violation seed ${v.seed} action ${v.actionIndex} [${v.invariant}] turn ${v.turn} ${v.phase} (${v.prompt}): ${v.message}` +
        (v.repeats ? ` (+${v.repeats} more in this game)` : ''),
    );
  }
  for (const x of s.exceptions) console.log(`exception seed ${x.seed} action ${x.actionIndex}: ${x.message}`);
  return s.violations.length || s.exceptions.length ? 1 : 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
