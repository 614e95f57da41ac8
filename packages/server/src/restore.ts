/**
 * Restores unfinished games at start, so that each one is hosted by exactly one process.
 *
 * - The room is created in *this* process (`matchMaker.handleCreateRoom`), which holds the restore
 *   nonce. `matchMaker.createRoom` would let Colyseus pick the least busy process through Redis,
 *   where the nonce is unknown (the restore would fail and the game be marked broken).
 * - A game already in the shared room listing (`matchMaker.query`, the Redis driver with
 *   several processes) is hosted elsewhere and skipped, unless its process no longer answers a
 *   health check (Colyseus then drops that process's stale listings and the game is restored).
 *   `gameServer.listen()` has already health-checked every registered process without a live
 *   IPC channel (`matchMaker.accept`), so listings of a SIGKILLed process are gone by then.
 * - Two processes starting at the same moment: a short claim in the shared presence
 *   (`incr` of `stronghold:restore:<id>`, 1 = ours) and a second look at the listing after the
 *   claim make sure only one of them creates the room. The claim is deleted once the room is
 *   listed (or the restore failed); it expires by itself if the process dies meanwhile. With the
 *   in-process presence (one process) there is nobody to race and no claim is taken: its `expire`
 *   is a 60 s timer that `del` does not clear, which kept the process (and test runners) alive.
 * - A game idle for longer than `idleSeconds` (idle-games.ts: no action and nobody connected) is
 *   marked `abandoned` instead of restored.
 */
import { randomBytes } from 'node:crypto';
import { LocalPresence, matchMaker, type IRoomCache, type Presence } from '@colyseus/core';
import { formatIdle, isIdle } from './idle-games';
import type { GameStore } from './persistence/game-store';
import type { Logger } from './ops/logger';
import { ROOM_NAME, type RoomContext } from './rooms/stronghold-room';

export interface RestoreResult {
  restored: string[];
  failed: string[];
  /** Games listed as hosted by another live process (not restored here). */
  hostedElsewhere: string[];
  /** Games idle for too long: marked abandoned, not restored. */
  abandoned: string[];
}

export interface RestoreOptions {
  /** A game idle this long is abandoned instead of restored (default: never). */
  idleSeconds?: number;
  now?: number;
}

const CLAIM_SECONDS = 60;
const claimKey = (id: string): string => `stronghold:restore:${id}`;

/** Drops a claim. Presence.del is typed `void`, but RedisPresence's returns a promise: awaited, a failure ignored. */
async function dropClaim(presence: Presence, key: string): Promise<void> {
  const withResult: { del(key: string): unknown } = presence;
  await Promise.resolve(withResult.del(key)).catch(() => {});
}

export async function restoreUnfinishedGames(
  store: GameStore,
  ctx: RoomContext,
  logger: Logger,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const result: RestoreResult = { restored: [], failed: [], hostedElsewhere: [], abandoned: [] };
  const ids = await store.listUnfinished();
  if (ids.length === 0) return result;
  const now = options.now ?? Date.now();
  // One process: no other process can restore a game at the same time (and the claim's timer would linger).
  const needsClaim = !(matchMaker.presence instanceof LocalPresence);

  const alive = new Map<string, Promise<boolean>>();
  const processAlive = (processId: string): Promise<boolean> => {
    if (processId === matchMaker.processId) return Promise.resolve(true);
    let p = alive.get(processId);
    if (!p) {
      p = matchMaker.healthCheckProcessId(processId).then(
        (ok) => ok === true,
        () => false,
      );
      alive.set(processId, p);
    }
    return p;
  };
  /** The live process that hosts `id`, if any. */
  const hostOf = async (id: string, listings?: Map<string, IRoomCache>): Promise<string | undefined> => {
    const listing = listings ? listings.get(id) : (await matchMaker.query({ roomId: id }))[0];
    if (!listing) return undefined;
    return (await processAlive(listing.processId)) ? listing.processId : undefined;
  };

  const listed = new Map<string, IRoomCache>();
  for (const room of await matchMaker.query({ name: ROOM_NAME })) listed.set(room.roomId, room);

  for (const id of ids) {
    const host = await hostOf(id, listed);
    if (host) {
      result.hostedElsewhere.push(id);
      logger.info(`game ${id} is hosted by process ${host}; not restored here`);
      continue;
    }
    if (options.idleSeconds !== undefined) {
      const game = await store.getGame(id);
      if (game && isIdle(game, options.idleSeconds, now)) {
        await store.setStatus(id, 'abandoned');
        result.abandoned.push(id);
        logger.info(`game ${id} abandoned: nobody connected for ${formatIdle(now - game.activeAt)}; not restored`, {
          event: 'game_abandoned',
          gameId: id,
          idleSeconds: Math.round((now - game.activeAt) / 1000),
        });
        continue;
      }
    }
    const key = claimKey(id);
    const claim = needsClaim ? await matchMaker.presence.incr(key) : 1;
    if (needsClaim) await matchMaker.presence.expire(key, CLAIM_SECONDS);
    if (claim !== 1) {
      result.hostedElsewhere.push(id);
      logger.info(`game ${id} is being restored by another process; not restored here`);
      continue;
    }
    try {
      // Listed in the meantime (a process that restored it just before our claim)?
      const hostNow = await hostOf(id);
      if (hostNow) {
        result.hostedElsewhere.push(id);
        logger.info(`game ${id} is hosted by process ${hostNow}; not restored here`);
        continue;
      }
      const nonce = randomBytes(16).toString('hex');
      ctx.restoreNonces.set(nonce, id);
      try {
        await matchMaker.handleCreateRoom(ROOM_NAME, { __restore: nonce });
        result.restored.push(id);
      } catch (e) {
        result.failed.push(id);
        logger.error(`could not restore game ${id}: ${e instanceof Error ? e.message : String(e)}`);
        await store.setStatus(id, 'broken').catch(() => {});
      } finally {
        ctx.restoreNonces.delete(nonce);
      }
    } finally {
      if (needsClaim) await dropClaim(matchMaker.presence, key);
    }
  }
  return result;
}
