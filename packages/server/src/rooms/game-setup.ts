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

/** A seed's game after `actions`: the state, every event on the way, and each action with the stateIds around it. */
export interface PlayedActions {
  state: GameState;
  events: GameEvent[];
  moves: { stateId: number; seq: number; action: Action }[];
}

/** Called for each action played: the states around it and its events (the room logs them and keeps its catch-up, catch-up.ts). */
export type OnPlayed = (before: GameState, action: Action, after: GameState, events: readonly GameEvent[]) => void;

/** Plays `actions` from `seed`'s new game through the rules; throws at the first one they refuse (`what` names the source). */
export function playActions(seed: number, actions: readonly unknown[], what: string, onPlayed?: OnPlayed): PlayedActions {
  let state = newGame({ seed, ruleset: 'undead' });
  const events: GameEvent[] = [];
  const moves: PlayedActions['moves'] = [];
  actions.forEach((action, i) => {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`${what} failed at action ${i + 1}: ${r.error.code} ${r.error.message}`);
    // The rules took it, so it is one of their actions.
    moves.push({ stateId: state.stateId, seq: r.state.stateId, action: action as Action });
    onPlayed?.(state, action as Action, r.state, r.events);
    state = r.state;
    events.push(...r.events);
  });
  return { state, events, moves };
}

/** Rebuilds a stored game by replaying its seed and actions through the rules; throws when they disagree. */
export async function replayStoredGame(store: GameStore, gameId: string, onPlayed?: OnPlayed): Promise<ReplayedGame> {
  const stored = await store.getGame(gameId);
  if (!stored) throw new Error(`no stored game ${gameId}`);
  const rows = await store.getActions(gameId);
  const { state, events, moves } = playActions(
    stored.seed,
    rows.map((r) => r.action),
    `replay of ${gameId}`,
    onPlayed,
  );
  moves.forEach((m, i) => {
    const seq = rows[i]?.seq;
    if (m.seq !== seq) throw new Error(`replay of ${gameId}: action ${seq} gave stateId ${m.seq}`);
  });
  return { stored, state, events, moves: moves.map(({ stateId, action }) => ({ stateId, action })) };
}
