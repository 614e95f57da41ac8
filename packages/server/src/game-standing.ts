/**
 * Where games stand, for `GET /api/games/status` (the home screen's "Your games" and "Waiting
 * for you"): whose decision it is, the turn and the clock, i.e. what a spectator of the game sees
 * too, and nothing of any prompt. A game this process hosts is read from its room; any other
 * (hosted by another process, or in the store only) from the store: its actions replayed through
 * the rules (as a restore does) and its last stored clock snapshot.
 */
import { replay, type GameState, type Seat } from '@stronghold/rules';
import type { ClockStanding, GameStanding, TimeControl } from '@stronghold/rules/protocol';
import type { ClockSnapshot } from './clocks/game-clock';
import type { GameStore, StoredGame } from './persistence/game-store';

/** What a room hosted here tells about its game now. */
export interface LiveStanding {
  state: GameState;
  clock: ClockSnapshot | null;
}

/** The clock's public face: kind, and what the seat to act has left (the state's players' clocks show the same). */
export function clockStanding(
  control: TimeControl | undefined,
  clock: ClockSnapshot | null,
  toAct: Seat | null,
  now: number,
): ClockStanding {
  const kind = control?.kind ?? 'none';
  if (kind === 'none' || !clock || !toAct || clock.running !== toAct) return { kind, leftMs: null, deadline: null };
  const leftMs = Math.max(0, clock.remainingMs[toAct] - (now - clock.since));
  return { kind, leftMs, deadline: now + leftMs };
}

/** A stored game and its state (null: not known, e.g. its replay failed) as the endpoint reports it. */
export function standingOf(game: StoredGame, live: LiveStanding | null, now: number): GameStanding {
  const playing = game.status === 'playing' && live !== null && !live.state.winner;
  const toAct = playing ? live.state.toAct : null;
  return {
    id: game.id,
    name: game.options.name,
    status: game.status,
    winner: game.winner,
    toAct,
    turn: live?.state.turn ?? null,
    clock: clockStanding(game.options.timeControl, playing ? live.clock : null, toAct, now),
  };
}

/** The game's state from the store alone: seed and actions through the rules, with the stored clock. */
export async function storedStanding(store: GameStore, game: StoredGame): Promise<LiveStanding | null> {
  try {
    const actions = (await store.getActions(game.id)).map((a) => a.action);
    return { state: replay(game.seed, actions), clock: game.live?.clock ?? null };
  } catch {
    return null;
  }
}

/**
 * The standings of `ids` (unknown ids left out, in the order asked). `hosted(id)` gives a room
 * of this process's own reading; finished games need no state beyond the store's row.
 */
export async function readStandings(
  store: GameStore,
  ids: readonly string[],
  hosted: (id: string) => LiveStanding | null,
  now: () => number = Date.now,
): Promise<GameStanding[]> {
  const out: GameStanding[] = [];
  for (const id of ids) {
    const game = await store.getGame(id);
    if (!game) continue;
    const unfinished = game.status === 'playing' || game.status === 'waiting';
    const live = unfinished ? (hosted(id) ?? (await storedStanding(store, game))) : null;
    out.push(standingOf(game, live, now()));
  }
  return out;
}
