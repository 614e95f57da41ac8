/**
 * Stored positions for browser tests whose subject is not turn I: the test server starts every
 * new game there (its TEST_START_POSITION), so the pages open a game already in turn II or at the
 * Assault instead of playing ~30-300 actions through the page. The prefix is played here, through
 * the rules from source, by the same policy `driveUntil` uses; the server plays it again and
 * refuses to start if the rules disagree.
 */
import { applyAction, legalActions, newGame, viewFor, type Action, type GameState, type GameView } from '@stronghold/rules';
import { must } from '../test/must';
import { quickPolicy } from './helpers';

export interface StartPosition {
  seed: number;
  actions: Action[];
}

export interface PositionOptions {
  /** The game's seed (default 1). */
  seed?: number;
  /** Who plays each action until the position (default quickPolicy, as driveUntil). */
  policy?: (legal: Action[], v: GameView) => Action;
  /** Most actions to play before giving up (default 2000). */
  max?: number;
}

/** The first position of a game played by `policy` where `until` holds of the Invader's view (and the seat to act's). */
export function positionWhere(until: (v: GameView) => boolean, o: PositionOptions = {}): StartPosition {
  const seed = o.seed ?? 1;
  const policy = o.policy ?? quickPolicy;
  let state: GameState = newGame({ seed, ruleset: 'undead' });
  const actions: Action[] = [];
  for (let i = 0; i <= (o.max ?? 2000); i++) {
    const seat = must(state.toAct, 'a seat to act before the position');
    const mine = viewFor(state, seat);
    if (until(viewFor(state, 'invader')) || until(mine)) return { seed, actions };
    const action = policy(legalActions(state), mine);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`positionWhere: the rules refused ${JSON.stringify(action)}: ${r.error.message}`);
    state = r.state;
    actions.push(action);
  }
  throw new Error(`positionWhere: no such position within ${o.max ?? 2000} actions of seed ${seed}`);
}

/** The environment a test server needs to start every new game at `position`. */
export const startAt = (position: StartPosition): Record<string, string> => ({ TEST_START_POSITION: JSON.stringify(position) });
