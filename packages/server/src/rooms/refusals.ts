/**
 * What a player is told when a create or join fails: one of the protocol's documented refusals
 * (`JOIN_REFUSALS`, the account and ticket refusals), never an internal message. Anything else
 * that failed (the database refused a connection, the disk is full, a bug) becomes `unavailable`
 * in the player's words; the cause stays in the server's log, where an address or a driver's
 * message belongs.
 */
import { ErrorCode, matchMaker, ServerError, type AuthContext } from '@colyseus/core';
import { JOIN_REFUSALS } from '@stronghold/protocol';

export const UNAVAILABLE_MESSAGE = 'unavailable: games cannot be saved right now; nothing was lost; try again in a minute';

export const NOT_FOUND_MESSAGE = 'not_found: no game is open under this code (it ended, or the code is wrong)';
export const EXPIRED_MESSAGE = 'expired: the place kept for you lapsed before the connection came; try again';

/**
 * The refusal a player gets for `e`: a ServerError of ours passes as it is; Colyseus's own
 * matchmaking refusals become the protocol's words for them.
 */
export function playerRefusal(e: unknown): ServerError {
  if (e instanceof ServerError && isOurs(e)) return e;
  const code = e instanceof ServerError ? e.code : undefined;
  if (code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID) return new ServerError(JOIN_REFUSALS.not_found, NOT_FOUND_MESSAGE);
  if (code === ErrorCode.MATCHMAKE_EXPIRED) return new ServerError(JOIN_REFUSALS.expired, EXPIRED_MESSAGE);
  if (code === ErrorCode.MATCHMAKE_NO_HANDLER || code === ErrorCode.MATCHMAKE_INVALID_CRITERIA)
    return new ServerError(JOIN_REFUSALS.bad_options, 'bad options: no such matchmaking request');
  return new ServerError(JOIN_REFUSALS.unavailable, UNAVAILABLE_MESSAGE);
}

/**
 * Every answer of Colyseus's matchmaking route through `playerRefusal`: a failure before any room
 * is reached (Redis timing out while it is stuck, a room id no process hosts) is refused in the
 * protocol's words like one from a room. `log` gets the cause of each one that was not ours.
 * Gives back the function that puts the library's own method back (the controller is process-wide).
 */
export function installMatchmakingRefusals(log: (cause: string) => void): () => void {
  // Widened to a function property: the controller is a plain object whose methods use no `this`.
  type Invoke = (method: string, roomName: string, options?: Record<string, unknown>, auth?: AuthContext) => Promise<unknown>;
  const controller: { invokeMethod: Invoke } = matchMaker.controller;
  const invoke = controller.invokeMethod;
  const original = invoke.bind(controller);
  controller.invokeMethod = async (...args: Parameters<Invoke>) => {
    try {
      const answer: unknown = await original(...args);
      return answer;
    } catch (e) {
      const refusal = playerRefusal(e);
      if (refusal !== e) log(`${args[0]} ${args[1]}: ${e instanceof Error ? e.message : String(e)}`);
      throw refusal;
    }
  };
  return () => {
    controller.invokeMethod = invoke;
  };
}

/** A refusal in the protocol's words (already logged where it was made). */
export function isPlayerRefusal(e: unknown): boolean {
  return e instanceof ServerError && isOurs(e);
}

/**
 * Our refusals are 4xx and 503 with a message that starts with its word (`bad_password`,
 * `bad_password; the next attempt ...`, `room_full: ...`); Colyseus's own (52x) and a library's
 * error are not.
 */
function isOurs(e: ServerError): boolean {
  return ((e.code >= 400 && e.code < 500) || e.code === 503) && /^[a-z_]+(?=$|[:;,. ])/.test(e.message);
}
