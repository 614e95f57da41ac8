/**
 * Whether a game stands in the live lobby list while nobody is connected to it: the idle sweep
 * (idle-games.ts) takes a game nobody has been connected to for the lobby's idle time off the list
 * (Colyseus lists only public rooms), and the first connection lists it again. Its players reach
 * it meanwhile from "Your games" by its id; a private game stays unlisted throughout.
 */
import type { StoredGameOptions } from '../persistence/game-store';
import type { Logger } from './room-context';

/** The part of the room this reads and sets. */
export interface LobbyPresenceHost {
  readonly roomId: string;
  /** How many connections the room has now. */
  connected(): number;
  disposed(): boolean;
  options(): StoredGameOptions;
  setPrivate(value: boolean): Promise<void>;
  readonly ctx: { readonly logger: Logger };
}

export class LobbyPresence {
  /** Taken off the live lobby list while nobody is connected (leave). */
  private off = false;

  constructor(private readonly room: LobbyPresenceHost) {}

  /** Nobody has been connected for the lobby's idle time: the game leaves the live list. */
  async leave(): Promise<void> {
    if (this.off || this.room.disposed() || this.room.connected() > 0) return;
    this.off = true;
    if (!this.room.options().private) await this.room.setPrivate(true);
    this.room.ctx.logger.info(`game ${this.room.roomId} left the lobby list: nobody connected`);
  }

  /** Someone connected to a game taken off the list: it is listed again. */
  async back(): Promise<void> {
    if (!this.off) return;
    this.off = false;
    if (!this.room.options().private) await this.room.setPrivate(false);
  }
}
