/**
 * Engine benchmark: full random self-play games on one core (random bot vs random bot: a uniform
 * pick from legalActions, then applyAction), timing legalActions, applyAction and viewFor
 * separately. Games are played in rounds; besides the means over all games it reports the best
 * and the median round, since other work on a shared machine only ever slows a round down.
 * Also measures what a naive server would send: the full state as JSON after every action (the
 * baseline the schema patches are compared with).
 */
import { applyAction, legalActions, newGame, viewFor } from '@stronghold/rules';
import { mulberry32 } from './stats';

/** A figure over the rounds: the mean over all games, the best round and the median round. */
export interface RoundFigure {
  mean: number;
  best: number;
  median: number;
}

export interface EngineFigures {
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
  meanActionsPerGame: number;
  /** Mean bytes of the spectator view as JSON: a naive server's broadcast per action per client. */
  naiveJsonBytesPerAction: number;
  /** Mean bytes of an `action` message `{ stateId, action }` as JSON (the echo baseline's payload). */
  meanActionMessageBytes: number;
}

interface Tally {
  games: number;
  actions: number;
  legalNs: bigint;
  applyNs: bigint;
  viewNs: bigint;
  views: number;
}

const emptyTally = (): Tally => ({ games: 0, actions: 0, legalNs: 0n, applyNs: 0n, viewNs: 0n, views: 0 });
const micros = (ns: bigint, n: number) => Number(ns) / 1e3 / Math.max(1, n);

function roundFigure(rounds: number[], mean: number): RoundFigure {
  const sorted = [...rounds].sort((a, b) => a - b);
  return { mean, best: sorted[0] ?? mean, median: sorted[Math.floor(sorted.length / 2)] ?? mean };
}

/**
 * Plays up to `maxGames` games in rounds of `gamesPerRound`, stopping early (after a whole game)
 * once `maxSeconds` have passed.
 */
export function runEngineBench(maxGames: number, seed = 1, maxSeconds = Infinity, gamesPerRound = 10): EngineFigures {
  const pick = mulberry32(seed);
  const total = emptyTally();
  const rounds: Tally[] = [];
  let jsonBytes = 0;
  let jsonSamples = 0;
  let actionBytes = 0;
  const t0 = process.hrtime.bigint();
  for (let g = 0; g < maxGames && Number(process.hrtime.bigint() - t0) / 1e9 < maxSeconds; g++) {
    if (g % gamesPerRound === 0) rounds.push(emptyTally());
    const round = rounds[rounds.length - 1];
    let s = newGame({ seed: seed * 100_003 + g, ruleset: 'undead' });
    for (const t of [total, round]) t.games++;
    while (s.phase !== 'ended') {
      const a = process.hrtime.bigint();
      const legal = legalActions(s);
      const b = process.hrtime.bigint();
      const chosen = legal[Math.floor(pick() * legal.length)];
      const r = applyAction(s, chosen);
      const c = process.hrtime.bigint();
      if (!r.ok) throw new Error(`engine bench: a listed legal action was refused: ${r.error.message}`);
      s = r.state;
      viewFor(s, 'spectator');
      viewFor(s, 'invader');
      viewFor(s, 'defender');
      const d = process.hrtime.bigint();
      for (const t of [total, round]) {
        t.legalNs += b - a;
        t.applyNs += c - b;
        t.viewNs += d - c;
        t.views += 3;
        t.actions++;
      }
      if (total.actions % 50 === 0) {
        actionBytes += Buffer.byteLength(JSON.stringify({ stateId: s.stateId, action: chosen }));
        jsonBytes += Buffer.byteLength(JSON.stringify(viewFor(s, 'spectator')));
        jsonSamples++;
      }
    }
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const gameMillis = (t: Tally) => Number(t.legalNs + t.applyNs) / 1e6 / Math.max(1, t.games);
  const meanLegalMicros = micros(total.legalNs, total.actions);
  const meanApplyMicros = micros(total.applyNs, total.actions);
  const meanViewMicros = micros(total.viewNs, total.views);
  const meanGameMillis = gameMillis(total);
  return {
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
    legalMicros: roundFigure(rounds.map((t) => micros(t.legalNs, t.actions)), meanLegalMicros),
    applyMicros: roundFigure(rounds.map((t) => micros(t.applyNs, t.actions)), meanApplyMicros),
    viewMicros: roundFigure(rounds.map((t) => micros(t.viewNs, t.views)), meanViewMicros),
    gameMillis: roundFigure(rounds.map(gameMillis), meanGameMillis),
    meanActionsPerGame: total.actions / Math.max(1, total.games),
    naiveJsonBytesPerAction: jsonBytes / Math.max(1, jsonSamples),
    meanActionMessageBytes: actionBytes / Math.max(1, jsonSamples),
  };
}
