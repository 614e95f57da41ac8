/**
 * Engine benchmark: full random self-play games on one core (random bot vs random bot: a uniform
 * pick from legalActions, then applyAction), timing legalActions, applyAction and viewFor
 * separately. Games are played in rounds; besides the means over all games it reports the best
 * and the median round, since other work on a shared machine only ever slows a round down.
 * Wall-clock figures count whatever else the machine runs while a call is timed; so each round
 * also replays its recorded states and actions timing process CPU (user + system) only:
 * `cpu*` figures, which sharing the cores with other work skews much less.
 * Also measures what a naive server would send: the full state as JSON after every action (the
 * baseline the schema patches are compared with).
 * Before anything is counted, `warmupGames` games run untimed in the figures (V8 compiles the
 * rules' hot functions during the first ~50 games: the first 10 took 150-160 µs per applyAction
 * against 26-28 µs from the 60th on, docs/benchmarks.md "Method"); their own means are
 * reported apart (`warmup`), as a server's first games pay them too.
 */
import { applyAction, legalActions, newGame, viewFor, type Action, type GameState } from '@stronghold/rules';
import { mulberry32, pickOne } from '@stronghold/server/testing';

/** A figure over the rounds: the mean over all games, the best round and the median round. */
export interface RoundFigure {
  mean: number;
  best: number;
  median: number;
}

/** The untimed warm-up games' own means (JIT compilation included). */
export interface WarmupFigures {
  games: number;
  meanLegalMicros: number;
  meanApplyMicros: number;
  meanGameMillis: number;
}

export interface EngineFigures {
  warmup: WarmupFigures;
  games: number;
  actions: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
  meanLegalMicros: number;
  meanApplyMicros: number;
  /** Mean of one viewFor call (the server makes three per action: spectator and both seats). */
  meanViewMicros: number;
  /** Engine time of one whole random game: its legalActions + applyAction calls, in ms. */
  meanGameMillis: number;
  rounds: number;
  legalMicros: RoundFigure;
  applyMicros: RoundFigure;
  viewMicros: RoundFigure;
  gameMillis: RoundFigure;
  /** Per call / per game, process CPU time while replaying each round's states (see above). */
  cpuLegalMicros: RoundFigure;
  cpuApplyMicros: RoundFigure;
  cpuViewMicros: RoundFigure;
  cpuGameMillis: RoundFigure;
  /** The same game taking each next list from applyAction's `legal` (legalActions only for the first state). */
  cpuGameResultLegalMillis: RoundFigure;
  meanActionsPerGame: number;
  /** Mean bytes of the spectator view as JSON: a naive server's broadcast per action per client. */
  naiveJsonBytesPerAction: number;
  /** Mean bytes of an `action` message `{ stateId, action }` as JSON (the echo baseline's payload). */
  meanActionMessageBytes: number;
}

interface Tally {
  /** Every state an action was chosen in, with that action (replayed for the CPU figures). */
  played: { state: GameState; action: Action }[];
  cpuLegal: number;
  cpuApply: number;
  cpuView: number;
  games: number;
  actions: number;
  legalNs: bigint;
  applyNs: bigint;
  viewNs: bigint;
  views: number;
}

const emptyTally = (): Tally => ({
  played: [],
  cpuLegal: 0,
  cpuApply: 0,
  cpuView: 0,
  games: 0,
  actions: 0,
  legalNs: 0n,
  applyNs: 0n,
  viewNs: 0n,
  views: 0,
});
const micros = (ns: bigint, n: number) => Number(ns) / 1e3 / Math.max(1, n);

const cpuMicros = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** Replays a round's recorded calls, timing process CPU (µs in all) of each kind of call. */
function replayForCpu(t: Tally): void {
  let a = cpuMicros();
  for (const { state } of t.played) legalActions(state);
  let b = cpuMicros();
  t.cpuLegal = b - a;
  a = cpuMicros();
  for (const { state, action } of t.played) applyAction(state, action);
  b = cpuMicros();
  t.cpuApply = b - a;
  a = cpuMicros();
  for (const { state } of t.played) {
    viewFor(state, 'spectator');
    viewFor(state, 'invader');
    viewFor(state, 'defender');
  }
  t.cpuView = cpuMicros() - a;
}

/** One step of a timed game: the state, the action picked, the state after it, and the time (ns) of each call. */
interface TimedStep {
  state: GameState;
  action: Action;
  next: GameState;
  legalNs: bigint;
  applyNs: bigint;
  viewNs: bigint;
}

/**
 * Plays one random game (a uniform pick from legalActions, then applyAction, then the three
 * views the server makes), timing each call; `step` is told of each action.
 */
function playTimedGame(gameSeed: number, pick: () => number, step: (t: TimedStep) => void): void {
  let s = newGame({ seed: gameSeed, ruleset: 'undead' });
  while (s.phase !== 'ended') {
    const a = process.hrtime.bigint();
    const legal = legalActions(s);
    const b = process.hrtime.bigint();
    const chosen = pickOne(legal, pick);
    const r = applyAction(s, chosen);
    const c = process.hrtime.bigint();
    if (!r.ok) throw new Error(`engine bench: a listed legal action was refused: ${r.error.message}`);
    viewFor(r.state, 'spectator');
    viewFor(r.state, 'invader');
    viewFor(r.state, 'defender');
    step({ state: s, action: chosen, next: r.state, legalNs: b - a, applyNs: c - b, viewNs: process.hrtime.bigint() - c });
    s = r.state;
  }
}

/** Plays `games` games (seeds apart from the measured ones), timing them only to report them apart. */
function warmUp(games: number, seed: number): WarmupFigures {
  const pick = mulberry32(seed + 7919);
  let legalNs = 0n;
  let applyNs = 0n;
  let actions = 0;
  for (let g = 0; g < games; g++) {
    playTimedGame(seed * 100_003 + 1_000_000 + g, pick, (t) => {
      legalNs += t.legalNs;
      applyNs += t.applyNs;
      actions++;
    });
  }
  return {
    games,
    meanLegalMicros: micros(legalNs, actions),
    meanApplyMicros: micros(applyNs, actions),
    meanGameMillis: Number(legalNs + applyNs) / 1e6 / Math.max(1, games),
  };
}

function roundFigure(rounds: number[], mean: number): RoundFigure {
  const sorted = [...rounds].sort((a, b) => a - b);
  return { mean, best: sorted[0] ?? mean, median: sorted[Math.floor(sorted.length / 2)] ?? mean };
}

/** The figures of the timed games: means over all of them, and the best and median rounds. */
function figuresOf(
  warmup: WarmupFigures,
  total: Tally,
  rounds: Tally[],
  seconds: number,
): Omit<EngineFigures, 'naiveJsonBytesPerAction' | 'meanActionMessageBytes'> {
  const cpu = (f: (t: Tally) => number, n: (t: Tally) => number): RoundFigure => {
    const all =
      rounds.reduce((sum, t) => sum + f(t), 0) /
      Math.max(
        1,
        rounds.reduce((sum, t) => sum + n(t), 0),
      );
    return roundFigure(
      rounds.map((t) => f(t) / Math.max(1, n(t))),
      all,
    );
  };
  const gameMillis = (t: Tally) => Number(t.legalNs + t.applyNs) / 1e6 / Math.max(1, t.games);
  const meanLegalMicros = micros(total.legalNs, total.actions);
  const meanApplyMicros = micros(total.applyNs, total.actions);
  const meanViewMicros = micros(total.viewNs, total.views);
  const meanGameMillis = gameMillis(total);
  return {
    warmup,
    games: total.games,
    actions: total.actions,
    seconds,
    gamesPerSecond: total.games / seconds,
    actionsPerSecond: total.actions / seconds,
    meanLegalMicros,
    meanApplyMicros,
    meanViewMicros,
    meanGameMillis,
    rounds: rounds.length,
    legalMicros: roundFigure(
      rounds.map((t) => micros(t.legalNs, t.actions)),
      meanLegalMicros,
    ),
    applyMicros: roundFigure(
      rounds.map((t) => micros(t.applyNs, t.actions)),
      meanApplyMicros,
    ),
    viewMicros: roundFigure(
      rounds.map((t) => micros(t.viewNs, t.views)),
      meanViewMicros,
    ),
    gameMillis: roundFigure(rounds.map(gameMillis), meanGameMillis),
    cpuLegalMicros: cpu(
      (t) => t.cpuLegal,
      (t) => t.played.length,
    ),
    cpuApplyMicros: cpu(
      (t) => t.cpuApply,
      (t) => t.played.length,
    ),
    cpuViewMicros: cpu(
      (t) => t.cpuView,
      (t) => 3 * t.played.length,
    ),
    cpuGameMillis: cpu(
      (t) => (t.cpuLegal + t.cpuApply) / 1e3,
      (t) => t.games,
    ),
    cpuGameResultLegalMillis: cpu(
      (t) => t.cpuApply / 1e3,
      (t) => t.games,
    ),
    meanActionsPerGame: total.actions / Math.max(1, total.games),
  };
}

/**
 * Plays up to `maxGames` games in rounds of `gamesPerRound`, stopping early (after a whole game)
 * once `maxSeconds` have passed.
 */
export function runEngineBench(maxGames: number, seed = 1, maxSeconds = Infinity, gamesPerRound = 10, warmupGames = 50): EngineFigures {
  const warmup = warmUp(warmupGames, seed);
  const pick = mulberry32(seed);
  const total = emptyTally();
  const rounds: Tally[] = [];
  let jsonBytes = 0;
  let jsonSamples = 0;
  let actionBytes = 0;
  const t0 = process.hrtime.bigint();
  let current: Tally | undefined;
  for (let g = 0; g < maxGames && Number(process.hrtime.bigint() - t0) / 1e9 < maxSeconds; g++) {
    if (g % gamesPerRound === 0 || !current) {
      if (current) replayForCpu(current);
      current = emptyTally();
      rounds.push(current);
    }
    const round = current;
    for (const t of [total, round]) t.games++;
    playTimedGame(seed * 100_003 + g, pick, (step) => {
      round.played.push({ state: step.state, action: step.action });
      for (const t of [total, round]) {
        t.legalNs += step.legalNs;
        t.applyNs += step.applyNs;
        t.viewNs += step.viewNs;
        t.views += 3;
        t.actions++;
      }
      if (total.actions % 50 === 0) {
        actionBytes += Buffer.byteLength(JSON.stringify({ stateId: step.next.stateId, action: step.action }));
        jsonBytes += Buffer.byteLength(JSON.stringify(viewFor(step.next, 'spectator')));
        jsonSamples++;
      }
    });
  }
  if (current) replayForCpu(current);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return {
    ...figuresOf(warmup, total, rounds, seconds),
    naiveJsonBytesPerAction: jsonBytes / Math.max(1, jsonSamples),
    meanActionMessageBytes: actionBytes / Math.max(1, jsonSamples),
  };
}
