import type { Seat } from '../state/types';

/** Something that happened, in words a game log can show, tagged with who may see it. */
export interface GameEvent {
  /** 'all' = both players and spectators; a seat = that seat only. */
  to: 'all' | Seat;
  /** A short machine tag for the client (e.g. 'cast', 'move', 'hit', 'panic'). */
  kind: string;
  text: string;
}

/** What a handler gets besides the draft state: where to put its events. */
export interface Ctx {
  events: GameEvent[];
}

export function log(ctx: Ctx, text: string, kind = 'info', to: 'all' | Seat = 'all'): void {
  ctx.events.push({ to, kind, text });
}
