/**
 * Where games stand, for `GET /api/games/status` (the home screen's "Your games" and "Waiting
 * for you"): whose decision it is, the turn and the clock, i.e. what a spectator of the game sees
 * too, and nothing of any prompt. A game this process hosts is read from its room; any other
 * (hosted by another process, or in the store only) from what its host last stored with it
 * (`games.live`: who acts and the turn after every change, the clock snapshot). Not replayed:
 * a replay costs about a millisecond per action on the event loop all rooms share.
 */
import type { GameState, Seat } from '@stronghold/rules';
import type { ClockStanding, GameStanding, TimeControl } from '@stronghold/protocol';
import type { ClockSnapshot } from './clocks/game-clock';
import type { GameStore, StoredGame } from './persistence/game-store';

/** What is known of a game being played: who acts, the turn, whether it has a winner, its clock. */
export interface LiveStanding {
  toAct: Seat | null;
  turn: number;
  winner: boolean;
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

/** A stored game and what is known of its play (null: nothing, e.g. stored by a version that did not write it). */
export function standingOf(game: StoredGame, live: LiveStanding | null, now: number): GameStanding {
  const playing = game.status === 'playing' && live !== null && !live.winner;
  const toAct = playing ? live.toAct : null;
  return {
    id: game.id,
    name: game.options.name,
    status: game.status,
    winner: game.winner,
    toAct,
    turn: live?.turn ?? null,
    clock: clockStanding(game.options.timeControl, playing ? live.clock : null, toAct, now),
  };
}

/** Where a hosted room's game stands now (a room's `game()` and clock); null while the room is being set up. */
export function hostedStanding(room: { game(): GameState; readonly control: { clockNow(): ClockSnapshot | null } }): LiveStanding | null {
  // Set during the room's onCreate, which a status request can come in the middle of.
  const game = room.game() as GameState | undefined;
  if (!game) return null;
  return { toAct: game.toAct, turn: game.turn, winner: !!game.winner, clock: room.control.clockNow() };
}

/** A game from the store alone: the standing and clock its host last stored with it (`games.live`). */
export function storedStanding(game: StoredGame): LiveStanding | null {
  const st = game.live?.standing;
  return st ? { toAct: st.toAct, turn: st.turn, winner: game.winner !== null, clock: game.live?.clock ?? null } : null;
}

/**
 * The standings of `ids` (unknown ids left out, in the order asked). `hosted(id)` reads a room of
 * this process; finished games need nothing beyond the store's row.
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
    const live = unfinished ? (hosted(id) ?? storedStanding(game)) : null;
    out.push(standingOf(game, live, now()));
  }
  return out;
}
