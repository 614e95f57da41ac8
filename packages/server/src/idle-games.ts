/**
 * Games nobody plays get an end: a `playing` game with nobody connected for `idleSeconds`
 * (IDLE_GAME_DAYS, default 14 days) since its last action or the last time someone was connected
 * is marked `abandoned` (its record kept and served) and its room closed; restore.ts does not
 * restore such a game at start. Long before that, after `lobbySeconds` (LOBBY_IDLE_MINUTES,
 * default 15 minutes) of the same quiet, it leaves the live lobby list (its players still find it
 * in "Your games"); the first connection to it lists it again (StrongholdRoom.backToLobby).
 *
 * "Last connected" is written when someone joins or leaves (app.ts) and by this sweep, which
 * every interval touches the games of this process that have someone connected (`store.touch`),
 * so after a crash the idle time is right to within one interval. The interval is a quarter of
 * the shorter of the two times, at most 10 minutes.
 */
import { matchMaker, type Room } from '@colyseus/core';
import type { GameStore } from './persistence/game-store';
import type { Logger } from './ops/logger';
import { ROOM_NAME } from './rooms/stronghold-room';

export const DEFAULT_IDLE_DAYS = 14;
const DAY = 24 * 60 * 60;
export const DEFAULT_LOBBY_IDLE_MINUTES = 15;

/** LOBBY_IDLE_MINUTES (a positive number, fractions allowed) in seconds; default 15 minutes. */
export function lobbyIdleSecondsFromEnv(env: { LOBBY_IDLE_MINUTES?: string } = process.env): number {
  const raw = env.LOBBY_IDLE_MINUTES?.trim();
  if (!raw) return DEFAULT_LOBBY_IDLE_MINUTES * 60;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`LOBBY_IDLE_MINUTES must be a positive number of minutes, not '${raw}'`);
  return minutes * 60;
}

/** A room the sweep can take off the live lobby list (StrongholdRoom). */
interface LobbyListed {
  leaveLobby(): Promise<void>;
}
const listedInLobby = (room: Room): room is Room & LobbyListed => typeof (room as Partial<LobbyListed>).leaveLobby === 'function';

/** IDLE_GAME_DAYS (a positive number, fractions allowed) in seconds; default 14 days. */
export function idleSecondsFromEnv(env: { IDLE_GAME_DAYS?: string } = process.env): number {
  const raw = env.IDLE_GAME_DAYS?.trim();
  if (!raw) return DEFAULT_IDLE_DAYS * DAY;
  const days = Number(raw);
  if (!Number.isFinite(days) || days <= 0) throw new Error(`IDLE_GAME_DAYS must be a positive number of days, not '${raw}'`);
  return days * DAY;
}

/** True when a stored game has been idle long enough to be given up. */
export function isIdle(game: { status: string; activeAt: number }, idleSeconds: number, now: number): boolean {
  return (game.status === 'playing' || game.status === 'waiting') && now - game.activeAt >= idleSeconds * 1000;
}

export class IdleGameSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: GameStore,
    private readonly idleSeconds: number,
    private readonly logger: Logger,
    private readonly lobbySeconds = DEFAULT_LOBBY_IDLE_MINUTES * 60,
  ) {}

  get intervalMs(): number {
    return Math.max(1000, Math.min((Math.min(this.idleSeconds, this.lobbySeconds) * 1000) / 4, 10 * 60 * 1000));
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.running = this.sweep().catch((e: unknown) => this.logger.error(`idle sweep: ${e instanceof Error ? e.message : String(e)}`));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * One pass over this process's rooms: touch the ones with someone in them, take the quiet ones off
   * the live lobby list, close the idle ones. Returns the ids abandoned.
   */
  async sweep(now = Date.now()): Promise<string[]> {
    const abandoned: string[] = [];
    for (const listing of await matchMaker.query({ name: ROOM_NAME, processId: matchMaker.processId })) {
      const room = matchMaker.getLocalRoomById(listing.roomId) as Room | undefined;
      if (!room) continue;
      if (room.clients.length > 0) {
        await this.store.touch(room.roomId, now);
        continue;
      }
      const game = await this.store.getGame(room.roomId);
      if (!game || game.status !== 'playing') continue;
      if (!isIdle(game, this.idleSeconds, now)) {
        if (listedInLobby(room) && now - game.activeAt >= this.lobbySeconds * 1000) await room.leaveLobby();
        continue;
      }
      await room.lock();
      if (room.clients.length > 0) {
        await room.unlock();
        continue;
      }
      await this.store.setStatus(room.roomId, 'abandoned');
      this.logger.info(`game ${room.roomId} abandoned: nobody connected for ${formatIdle(now - game.activeAt)}`, {
        event: 'game_abandoned',
        gameId: room.roomId,
        idleSeconds: Math.round((now - game.activeAt) / 1000),
      });
      abandoned.push(room.roomId);
      await room.disconnect();
    }
    return abandoned;
  }
}

export function formatIdle(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s >= DAY) return `${(s / DAY).toFixed(1)} days`;
  if (s >= 3600) return `${(s / 3600).toFixed(1)} hours`;
  return `${s} s`;
}
