/**
 * Message rate limits of one room: a token bucket per client and per kind of message, taken in
 * the frame guard on the raw frame (by its message type, before any decoding), so a flood costs
 * the server a byte comparison per frame, not a decode.
 */
import type { ErrorMessage } from '@stronghold/protocol';
import { RateLimiter, type RateLimit } from '../security/rate-limiter';

export interface RoomLimits {
  action: RateLimit;
  chat: RateLimit;
  /** Everything else a client sends (bad messages included). */
  other: RateLimit;
  /**
   * Frames over the message size cap (refused undecoded, but read whole by the WebSocket layer
   * first): past this budget the client's socket is not read until the next token (frame-guard.ts).
   */
  oversized: RateLimit;
}

/** The buckets a message type draws from (`oversized` is drawn by size, not type). */
export type LimitKind = Exclude<keyof RoomLimits, 'oversized'>;

export const DEFAULT_LIMITS: RoomLimits = {
  action: { capacity: 30, perSecond: 10 },
  chat: { capacity: 5, perSecond: 0.5 },
  other: { capacity: 20, perSecond: 5 },
  oversized: { capacity: 10, perSecond: 0.5 },
};

/** One client's buckets. */
export type ClientLimiters = Record<keyof RoomLimits, RateLimiter>;

export function clientLimiters(limits: RoomLimits): ClientLimiters {
  return {
    action: new RateLimiter(limits.action),
    chat: new RateLimiter(limits.chat),
    other: new RateLimiter(limits.other),
    oversized: new RateLimiter(limits.oversized),
  };
}

/** Which bucket a message type draws from. */
export function limitKindOf(type: string | number | undefined): LimitKind {
  return type === 'action' || type === 'chat' ? type : 'other';
}

/** The answer to a message over its client's rate. */
export const RATE_LIMITED: ErrorMessage = { code: 'rate_limited', message: 'Too many messages; slow down.' };
