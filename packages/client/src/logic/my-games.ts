/**
 * "Your games" on the home screen, sorted (pure): from the seats this browser holds and where the
 * server says those games stand, the games waiting for a decision of mine (soonest deadline
 * first), the other current ones (most recent seat first, each marked with whose turn it is) and
 * the finished ones with my result.
 */
import type { GameStanding } from '@stronghold/protocol';

type Seat = 'invader' | 'defender';

export interface HeldSeat {
  roomId: string;
  seat: Seat;
}

export interface WaitingGame extends HeldSeat {
  standing: GameStanding;
  /** When my decision's time runs out (epoch ms by this browser's clock), or null without a running clock. */
  deadline: number | null;
}

export interface CurrentGame extends HeldSeat {
  /** Undefined until the server has answered (or when it does not know the game). */
  standing?: GameStanding;
  /** Whose turn: theirs, the game still waits for an opponent, or not known. */
  mark: 'theirs' | 'unstarted' | null;
}

export interface FinishedGame extends HeldSeat {
  standing: GameStanding;
  result: 'won' | 'lost' | 'ended' | 'abandoned';
}

export interface SortedGames {
  waiting: WaitingGame[];
  current: CurrentGame[];
  finished: FinishedGame[];
}

const FINISHED = new Set<GameStanding['status']>(['ended', 'abandoned', 'broken']);

/**
 * `mine` in the order to show (most recent first); `standings` as the server answered at
 * `answeredAt` (its `leftMs` counts from then, so the two machines' clocks need not agree).
 */
export function sortMyGames(mine: readonly HeldSeat[], standings: readonly GameStanding[], answeredAt: number): SortedGames {
  const byId = new Map(standings.map((s) => [s.id, s]));
  const out: SortedGames = { waiting: [], current: [], finished: [] };
  for (const m of mine) {
    const standing = byId.get(m.roomId);
    const held = { roomId: m.roomId, seat: m.seat };
    if (standing && FINISHED.has(standing.status)) {
      const result = standing.winner
        ? standing.winner.seat === m.seat
          ? 'won'
          : 'lost'
        : standing.status === 'ended'
          ? 'ended'
          : 'abandoned';
      out.finished.push({ ...held, standing, result });
    } else if (standing?.status === 'playing' && standing.toAct === m.seat) {
      const deadline = standing.clock.leftMs === null ? null : answeredAt + standing.clock.leftMs;
      out.waiting.push({ ...held, standing, deadline });
    } else {
      const mark = !standing ? null : standing.status === 'waiting' ? 'unstarted' : 'theirs';
      out.current.push({ ...held, ...(standing ? { standing } : {}), mark });
    }
  }
  // Soonest deadline first; games without a running clock after them, in the order given.
  out.waiting = out.waiting
    .map((w, i) => ({ w, i }))
    .sort((a, b) => (a.w.deadline ?? Infinity) - (b.w.deadline ?? Infinity) || a.i - b.i)
    .map(({ w }) => w);
  return out;
}

/** Time left until `deadline` in whole hours and minutes (rounded down; never below 0). */
export function timeLeft(deadline: number, now: number): { hours: number; minutes: number } {
  const min = Math.max(0, Math.floor((deadline - now) / 60_000));
  return { hours: Math.floor(min / 60), minutes: min % 60 };
}

/** The lists of "Your games" that are kept short until asked to show all. */
export type GameList = 'waiting' | 'current' | 'finished';

/**
 * A list as shown: its first `limit` items, or all of them once `expanded`; `more` is how many the
 * short list leaves out (0: no "Show all" to offer).
 */
export function shortList<T>(items: readonly T[], limit: number, expanded: boolean): { shown: T[]; more: number } {
  const more = Math.max(0, items.length - limit);
  return { shown: expanded ? [...items] : items.slice(0, limit), more };
}
