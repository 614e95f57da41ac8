/**
 * How a room's game comes to be: the stored options of a new game from its creator's options,
 * and a stored game rebuilt by replaying its seed and actions through the rules.
 */
import { applyAction, newGame, type Action, type GameEvent, type GameState, type Seat } from '@stronghold/rules';
import { type ComputerLevel, computerName, type CreateOptions } from '@stronghold/protocol';
import type { GameStore, StoredGame, StoredGameOptions } from '../persistence/game-store';
import { defaultName } from './seats';

/** The options a new game is stored with (the creator's options, validated). */
export function newGameOptions(o: CreateOptions): StoredGameOptions {
  const computer: Partial<Record<Seat, ComputerLevel>> = o.exhibition
    ? { ...o.exhibition }
    : o.opponent
      ? { [o.side === 'invader' ? 'defender' : 'invader']: o.opponent.computer }
      : {};
  const name = o.name || defaultName(o.side);
  return {
    name:
      o.gameName || (o.exhibition ? `${computerName(o.exhibition.invader)} vs ${computerName(o.exhibition.defender)}` : `${name}'s game`),
    private: o.private === true,
    hasPassword: !!o.password,
    creatorSide: o.side,
    ...(o.opponent || o.exhibition ? { computer } : {}),
    ...(o.timeControl && o.timeControl.kind !== 'none' ? { timeControl: o.timeControl } : {}),
    ...(o.rated && !o.opponent && !o.exhibition ? { rated: true } : {}),
  };
}

/** A stored game replayed: its record, the state its actions lead to, and every event on the way. */
export interface ReplayedGame {
  stored: StoredGame;
  state: GameState;
  events: GameEvent[];
  /** Every stored action with the stateId of the state it was taken in, in order. */
  moves: { stateId: number; action: Action }[];
}

/** Rebuilds a stored game by replaying its seed and actions through the rules; throws when they disagree. */
export async function replayStoredGame(store: GameStore, gameId: string): Promise<ReplayedGame> {
  const stored = await store.getGame(gameId);
  if (!stored) throw new Error(`no stored game ${gameId}`);
  let state = newGame({ seed: stored.seed, ruleset: 'undead' });
  const events: GameEvent[] = [];
  const moves: ReplayedGame['moves'] = [];
  for (const { seq, action } of await store.getActions(gameId)) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`replay of ${gameId} failed at action ${seq}: ${r.error.code} ${r.error.message}`);
    // The rules took it, so it is one of their actions.
    moves.push({ stateId: state.stateId, action: action as Action });
    if (r.state.stateId !== seq) throw new Error(`replay of ${gameId}: action ${seq} gave stateId ${r.state.stateId}`);
    state = r.state;
    events.push(...r.events);
  }
  return { stored, state, events, moves };
}
