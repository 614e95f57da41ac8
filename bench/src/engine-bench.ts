/**
 * Engine benchmark: full random self-play games on one core, timing legalActions and
 * applyAction separately. Also measures what a naive server would send: the full state as JSON
 * after every action (the baseline the schema patches are compared with).
 */
import { applyAction, legalActions, newGame, viewFor } from '@stronghold/rules';
import { mulberry32 } from './stats';

export interface EngineFigures {
  games: number;
  actions: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
  meanLegalMicros: number;
  meanApplyMicros: number;
  meanActionsPerGame: number;
  /** Mean bytes of the spectator view as JSON: a naive server's broadcast per action per client. */
  naiveJsonBytesPerAction: number;
  /** Mean bytes of an `action` message `{ stateId, action }` as JSON (the echo baseline's payload). */
  meanActionMessageBytes: number;
}

/** Plays up to `maxGames` games, stopping early (after a whole game) once `maxSeconds` have passed. */
export function runEngineBench(maxGames: number, seed = 1, maxSeconds = Infinity): EngineFigures {
  const pick = mulberry32(seed);
  let actions = 0;
  let legalNs = 0n;
  let applyNs = 0n;
  let jsonBytes = 0;
  let jsonSamples = 0;
  let actionBytes = 0;
  const t0 = process.hrtime.bigint();
  let games = 0;
  for (let g = 0; g < maxGames && Number(process.hrtime.bigint() - t0) / 1e9 < maxSeconds; g++) {
    games++;
    let s = newGame({ seed: seed * 100_003 + g, ruleset: 'undead' });
    while (s.phase !== 'ended') {
      const a = process.hrtime.bigint();
      const legal = legalActions(s);
      const b = process.hrtime.bigint();
      const chosen = legal[Math.floor(pick() * legal.length)];
      const r = applyAction(s, chosen);
      const c = process.hrtime.bigint();
      legalNs += b - a;
      applyNs += c - b;
      if (!r.ok) throw new Error(`engine bench: a listed legal action was refused: ${r.error.message}`);
      s = r.state;
      actions++;
      if (actions % 50 === 0) {
        actionBytes += Buffer.byteLength(JSON.stringify({ stateId: s.stateId, action: chosen }));
        jsonBytes += Buffer.byteLength(JSON.stringify(viewFor(s, 'spectator')));
        jsonSamples++;
      }
    }
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return {
    games,
    actions,
    seconds,
    gamesPerSecond: games / seconds,
    actionsPerSecond: actions / seconds,
    meanLegalMicros: Number(legalNs) / 1e3 / Math.max(1, actions),
    meanApplyMicros: Number(applyNs) / 1e3 / Math.max(1, actions),
    meanActionsPerGame: actions / games,
    naiveJsonBytesPerAction: jsonBytes / Math.max(1, jsonSamples),
    meanActionMessageBytes: actionBytes / Math.max(1, jsonSamples),
  };
}
