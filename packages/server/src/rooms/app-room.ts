/**
 * The room class one server defines: the `stronghold` room given that server's context, its
 * matchmaking admission (the static `onAuth`, which Colyseus calls unbound, so it closes over the
 * context), a count and a log line for each refused create or join, and the game's last activity
 * recorded on each join and leave (idle-games.ts).
 */
import { ServerError, type AuthContext } from '@colyseus/core';
import type { JoinTickets } from '../accounts/join-tickets';
import { refusalReason } from '../ops/metrics';
import type { OriginPolicy } from '../security/origin-policy';
import { admitMatchmaking, matchmakeRequest, requestUrl, type Admission, type CreatorAuth } from './admission';
import { playerRefusal } from './refusals';
import type { RoomContext } from './room-context';
import { StrongholdRoom } from './stronghold-room';

export function appRoomClass(ctx: RoomContext, origins: OriginPolicy, joinTickets: JoinTickets): typeof StrongholdRoom {
  const { logger } = ctx;
  /**
   * A refused create or join (admission, onCreate or onJoin threw): one count and one log line,
   * then the refusal in the protocol's words (rooms/refusals.ts); an internal cause is logged, not sent.
   */
  const refused = (roomId: string, e: unknown): never => {
    const refusal = playerRefusal(e);
    if (refusal !== e) logger.error(`room ${roomId}: create or join failed: ${e instanceof Error ? e.message : String(e)}`);
    const reason = refusalReason(refusal);
    ctx.metrics?.onRefused(reason);
    logger.info(`room ${roomId}: connection refused (${reason})`, { event: 'connection_refused', gameId: roomId, reason });
    throw refusal;
  };
  /** Someone joined or left: the game's idle time starts again (idle-games.ts; never delays the room). */
  const touch = (roomId: string): void =>
    void ctx.store
      .touch(roomId)
      .catch((e: unknown) => logger.warn(`game ${roomId}: could not record activity: ${e instanceof Error ? e.message : String(e)}`));

  return class AppStrongholdRoom extends StrongholdRoom {
    static override roomContext = ctx;
    /** Matchmaking admission (static: Colyseus calls it, unbound, before any place is reserved). */
    static override onAuth(_token: string, options: unknown, context: AuthContext): Promise<Admission | CreatorAuth> {
      const request = matchmakeRequest(requestUrl(context));
      const where = request.method === 'joinById' && request.target ? request.target : 'matchmaking';
      // Colyseus routes /matchmake before express sees it, so the origin policy is applied here too:
      // a plain form from another site (no preflight) would otherwise create and join as its visitors.
      const foreign = origins.foreign(Object.fromEntries(context.headers.entries()));
      const admitted = foreign
        ? Promise.reject(new ServerError(403, 'origin_not_allowed: this server does not answer pages of that origin'))
        : admitMatchmaking(ctx, options, context, joinTickets);
      return admitted.catch((e: unknown) => refused(where, e));
    }
    override async onCreate(...args: Parameters<StrongholdRoom['onCreate']>): ReturnType<StrongholdRoom['onCreate']> {
      await super.onCreate(...args).catch((e: unknown) => refused('create', e));
    }
    override async onJoin(...args: Parameters<StrongholdRoom['onJoin']>): ReturnType<StrongholdRoom['onJoin']> {
      await super.onJoin(...args).catch((e: unknown) => refused(this.roomId, e));
      touch(this.roomId);
    }
    override async onLeave(...args: Parameters<StrongholdRoom['onLeave']>): ReturnType<StrongholdRoom['onLeave']> {
      touch(this.roomId);
      return super.onLeave(...args);
    }
  };
}
