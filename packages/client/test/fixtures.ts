/** Test fixtures: real views from the rules package, and actions as the server would list them. */
import {
  applyAction,
  legalActions,
  newGame,
  viewFor,
  type Action,
  type ChoiceOption,
  type GameState,
  type GameView,
} from '@stronghold/rules';
import { toWireGame, type WireSecrets } from '@stronghold/protocol';

export function startState(seed = 3): GameState {
  return newGame({ seed, ruleset: 'undead' });
}

export function view(state: GameState = startState(), seat: 'invader' | 'defender' | 'spectator' = 'spectator'): GameView {
  return viewFor(state, seat);
}

/** Play `n` legal actions (fewer once `stop` holds), always the first non-'done' one when there is one. */
export function playSome(n: number, seed = 3, stop: (s: GameState) => boolean = () => false): GameState {
  let s = startState(seed);
  for (let i = 0; i < n && !stop(s); i++) {
    const legal = legalActions(s);
    const a = legal.find((x) => x.type !== 'done') ?? legal[0];
    if (!a) break;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

export const A = {
  done: (seat: 'invader' | 'defender' = 'defender'): Action => ({ type: 'done', seat }),
  pay: (slot: Extract<Action, { type: 'pay' }>['slot'], amount = 1): Action => ({ type: 'pay', seat: 'defender', slot, amount }),
  move: (from: string, to: string, unit: 'marksman' | 'soldier' | 'veteran' | 'priest' = 'soldier'): Action =>
    ({ type: 'move', seat: 'defender', from, to, unit }) as Action,
  advance: (from: string, to: string, unit: 'phantom' | 'skeleton' | 'vampire' = 'skeleton'): Action =>
    ({ type: 'advance', seat: 'invader', from, to, unit, count: 1 }) as Action,
  choose: (option: ChoiceOption, seat: 'invader' | 'defender' = 'defender'): Action => ({ type: 'choose', seat, option }),
};

/** What a decoder makes of a value the schema holds: null travels as absent (JSON drops undefined). */
function decoded(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v, (_k, x: unknown) => (x === null ? undefined : x)));
}

/**
 * A room state as `room.state.toJSON()` gives it: the public view through the protocol's
 * toWireGame, seat secrets as given (a seat's client decodes only its own).
 */
export function roomStateJson(
  publicView: GameView,
  secrets: { invaderSecrets?: Partial<WireSecrets>; defenderSecrets?: Partial<WireSecrets> } = {},
) {
  return {
    game: decoded({ ...toWireGame(publicView), extrasJson: '{}' }),
    invaderSecrets: decoded(secrets.invaderSecrets ?? {}),
    defenderSecrets: decoded(secrets.defenderSecrets ?? {}),
    players: { invader: { name: 'Vlad', connected: true }, defender: { name: 'Anna', connected: false } },
    spectators: 2,
    status: 'playing',
    roomCode: 'abc123',
  };
}
