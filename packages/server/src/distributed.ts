/**
 * Several server processes behind one address (Colyseus "scalability"): with REDIS_URL set, rooms
 * are listed and matched through Redis (@colyseus/redis-driver) and processes talk through Redis
 * pub/sub (@colyseus/redis-presence). Each process announces its own PUBLIC_ADDRESS
 * ("host:port" or "host/path" as a browser reaches it, no scheme): a client matched by any process
 * connects its room's WebSocket to the address of the process that hosts the room.
 * Without REDIS_URL: {} (Colyseus's in-memory presence and driver, one process).
 */
import type { MatchMakerDriver, Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';

export interface DistributedEnv {
  REDIS_URL?: string;
  PUBLIC_ADDRESS?: string;
  /** Milliseconds a Redis command may take before it fails (default REDIS_COMMAND_TIMEOUT_MS). */
  REDIS_COMMAND_TIMEOUT_MS?: string;
}

/**
 * Without a limit, a command to a Redis that stopped answering waits as long as the outage lasts,
 * and with it the create or join that sent it; with one, the request fails within seconds and the
 * player is told games cannot be started right now (rooms/refusals.ts). Nothing on a room's action
 * path waits on Redis (rooms/lobby-listing.ts), so a limit never fails an action.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 3000;

export interface DistributedOptions {
  presence?: Presence;
  driver?: MatchMakerDriver;
  publicAddress?: string;
}

/** The hash where Colyseus keeps each process's room and client counts (its Stats module). */
const ROOM_COUNT_KEY = 'roomcount';

/**
 * Colyseus writes its room and client counts from timers without awaiting them: while Redis is
 * stuck, each such write would end as an unhandled rejection once it times out. A lost count is
 * harmless (the next write replaces it), so that write alone swallows its failure.
 */
class RoomCountTolerantPresence extends RedisPresence {
  override hset(key: string, field: string, value: string): Promise<boolean> {
    const written = super.hset(key, field, value);
    return key === ROOM_COUNT_KEY ? written.catch(() => false) : written;
  }
}

export function distributedOptions(env: DistributedEnv = process.env): DistributedOptions {
  const redisUrl = env.REDIS_URL?.trim();
  if (!redisUrl) return {};
  if (!/^rediss?:\/\//.test(redisUrl)) throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  const publicAddress = env.PUBLIC_ADDRESS?.trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/\/+$/, '');
  if (!publicAddress) {
    throw new Error('PUBLIC_ADDRESS is required with REDIS_URL: the address ("host:port") clients use to reach this process');
  }
  const commandTimeout = Number(env.REDIS_COMMAND_TIMEOUT_MS ?? REDIS_COMMAND_TIMEOUT_MS);
  if (!Number.isInteger(commandTimeout) || commandTimeout <= 0) throw new Error('REDIS_COMMAND_TIMEOUT_MS must be a positive whole number');
  // The presence makes its subscriber connection from this one, with the same limit.
  const connect = (): Redis => new Redis(redisUrl, { commandTimeout });
  return {
    presence: new RoomCountTolerantPresence(connect()),
    driver: new RedisDriver(connect()),
    publicAddress,
  };
}
