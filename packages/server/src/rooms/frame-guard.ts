/**
 * The frame guard: looks at every raw WebSocket frame of a joined client before Colyseus does.
 * Colyseus drops a client whose frame it cannot decode (or throws out of the socket handler), and
 * its schema decoder logs every bad byte; a large frame would cost a full msgpack decode before
 * any rate limit. So, on the raw buffer and in this order: the frame kind, the message type (a
 * short string or number, read by hand), the client's rate limit for that type, the size cap;
 * only then is the body decoded, to check that Colyseus can decode it too (a frame within the cap
 * is decoded twice, the second time by Colyseus, which dispatches it to the room's handlers).
 * Oversized frames also draw from the client's `oversized` bucket: the WebSocket layer has read
 * and unmasked the whole frame before the guard sees it, so a client that keeps sending them is
 * told so and its socket is not read for a while (`pauseMs`), which stops the flood at the TCP
 * level instead of paying for every frame.
 */
import type { ErrorMessage } from '@stronghold/protocol';
import { Protocol } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import { unpack } from 'msgpackr';
import { limitKindOf, RATE_LIMITED, type ClientLimiters } from './rate-limits';

/**
 * Largest frame accepted. The largest legal action measured over 150 seeded self-play games
 * (1.6 M legal actions) packs to 100 bytes as `{ stateId, action }`; the largest chat (300
 * characters of 3 UTF-8 bytes each) to 911 bytes. 4 KiB leaves room for both to grow.
 */
export const DEFAULT_MAX_MESSAGE_BYTES = 4096;

/** Longest message type accepted (this protocol's longest is `offerSeatToComputer`, 19 characters). */
const MAX_TYPE_LENGTH = 64;

export type FrameHeader =
  /** ROOM_DATA / ROOM_DATA_BYTES with a readable type; the payload starts at `offset`. */
  | { kind: 'data'; type: string | number; offset: number; bytes: boolean }
  | { kind: 'join' }
  | { kind: 'leave' }
  | { kind: 'bad'; why: string };

/**
 * Whether a frame may go on to Colyseus; if not, the one `error` to answer (none for a client not
 * joined yet) and, for a client over its oversized-frame budget, how long not to read its socket.
 */
export type FrameDecision = { pass: true } | { pass: false; error?: ErrorMessage; pauseMs?: number };

/**
 * Decides on one raw frame of a client: `joining` while Colyseus waits for its JOIN_ROOM frame,
 * `limits` its buckets (undefined before onJoin gave it any: its frames are dropped).
 */
export function guardFrame(
  buffer: Uint8Array | undefined,
  joining: boolean,
  limits: ClientLimiters | undefined,
  maxBytes: number,
): FrameDecision {
  // No buffer at all is an empty frame (as readFrameHeader reads it).
  if (!buffer) return refuse(limits, 'empty frame');
  const header = readFrameHeader(buffer);
  if (header.kind === 'bad') return refuse(limits, header.why);
  // Sent once by a joining client; a repeat is noise.
  if (header.kind === 'join') return joining ? PASS : refuse(limits, 'unexpected join frame');
  if (header.kind === 'leave') return PASS;
  if (!limits) return DROP;
  const frame = buffer;
  const oversized = frame.length > maxBytes;
  // Every oversized frame counts, rate-limited or not: the cost was paid before the guard ran.
  if (oversized && !limits.oversized.take()) {
    const pauseMs = Math.max(limits.oversized.msUntilNext(), MIN_PAUSE_MS);
    return {
      pass: false,
      error: {
        code: 'rate_limited',
        message: `Too many oversized messages; this connection is not read for ${Math.ceil(pauseMs / 1000)} s.`,
      },
      pauseMs,
    };
  }
  if (!limits[limitKindOf(header.type)].take()) return RATE_LIMITED_DECISION;
  if (oversized)
    return { pass: false, error: { code: 'bad_message', message: `Bad message: ${frame.length} bytes, over the ${maxBytes}-byte limit.` } };
  if (header.bytes) return PASS;
  const body = decodeBody(frame, header);
  if (!body.ok) return { pass: false, error: { code: 'bad_message', message: 'Bad message: undecodable message.' } };
  return PASS;
}

const PASS: FrameDecision = { pass: true };
const DROP: FrameDecision = { pass: false };
const RATE_LIMITED_DECISION: FrameDecision = { pass: false, error: RATE_LIMITED };

/** A frame that is not a message: drawn from the client's `other` bucket and answered, unless over it. */
function refuse(limits: ClientLimiters | undefined, why: string): FrameDecision {
  if (!limits) return DROP;
  if (!limits.other.take()) return RATE_LIMITED_DECISION;
  return { pass: false, error: { code: 'bad_message', message: `Bad message: ${why}.` } };
}

/** Shortest pause of a client over its oversized-frame budget. */
const MIN_PAUSE_MS = 1000;

/** Reads a frame's kind and message type without decoding its body. */
export function readFrameHeader(buffer: Uint8Array | undefined): FrameHeader {
  if (!buffer || buffer.length === 0) return { kind: 'bad', why: 'empty frame' };
  const code = buffer[0];
  if (code === Protocol.JOIN_ROOM) return { kind: 'join' };
  if (code === Protocol.LEAVE_ROOM) return { kind: 'leave' };
  // Everything else (PING, requests, inputs: Colyseus 0.18 frames this protocol does not use) is refused.
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) return { kind: 'bad', why: 'unknown frame' };
  try {
    const [type, offset] = readMessageType(buffer);
    return { kind: 'data', type, offset, bytes: code === Protocol.ROOM_DATA_BYTES };
  } catch {
    return { kind: 'bad', why: 'undecodable message' };
  }
}

/**
 * The msgpack body of a ROOM_DATA frame as Colyseus would decode it (undefined without a body);
 * called only on frames within the cap.
 */
export function decodeBody(
  buffer: Uint8Array,
  header: Extract<FrameHeader, { kind: 'data' }>,
): { ok: true; message: unknown } | { ok: false } {
  if (buffer.length <= header.offset) return { ok: true, message: undefined };
  try {
    return { ok: true, message: unpack(buffer.subarray(header.offset)) };
  } catch {
    return { ok: false };
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The message type at the start of a ROOM_DATA frame (a short valid UTF-8 string or a finite
 * number, as Colyseus encodes it) and where the payload starts; throws otherwise. Done by hand so
 * that garbage never reaches the schema decoder (which logs every bad byte).
 */
function readMessageType(buffer: Uint8Array): [string | number, number] {
  const it = { offset: 1 };
  if (buffer.length < 2) throw new Error('no type');
  if (decode.stringCheck(buffer, it)) {
    // Bytes past the end read as 0 (Uint8Array); the start/length checks below refuse them.
    const byte = (i: number): number => buffer[i] ?? 0;
    const prefix = byte(1);
    let length: number;
    let start: number;
    if (prefix < 0xc0) [length, start] = [prefix & 0x1f, 2];
    else if (prefix === 0xd9) [length, start] = [byte(2), 3];
    else if (prefix === 0xda) [length, start] = [byte(2) | (byte(3) << 8), 4];
    else throw new Error('type too long');
    if (start > buffer.length) throw new Error('truncated type');
    if (length > MAX_TYPE_LENGTH || start + length > buffer.length) throw new Error('bad type length');
    return [strictUtf8.decode(buffer.subarray(start, start + length)), start + length];
  }
  const type = decode.number(buffer, it);
  if (!Number.isFinite(type) || it.offset > buffer.length) throw new Error('bad numeric type');
  return [type, it.offset];
}
