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

export interface DistributedEnv {
  REDIS_URL?: string;
  PUBLIC_ADDRESS?: string;
}

export interface DistributedOptions {
  presence?: Presence;
  driver?: MatchMakerDriver;
  publicAddress?: string;
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
  return {
    presence: new RedisPresence(redisUrl),
    driver: new RedisDriver(redisUrl),
    publicAddress,
  };
}
