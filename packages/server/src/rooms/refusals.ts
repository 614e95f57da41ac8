/**
 * What a player is told when a create or join fails: one of the protocol's documented refusals
 * (`JOIN_REFUSALS`, the account and ticket refusals), never an internal message. Anything else
 * that failed (the database refused a connection, the disk is full, a bug) becomes `unavailable`
 * in the player's words; the cause stays in the server's log, where an address or a driver's
 * message belongs.
 */
import { ServerError } from '@colyseus/core';
import { JOIN_REFUSALS } from '@stronghold/rules/protocol';

export const UNAVAILABLE_MESSAGE = 'unavailable: games cannot be saved right now; nothing was lost; try again in a minute';

/** The refusal a player gets for `e`: a ServerError of ours passes as it is. */
export function playerRefusal(e: unknown): ServerError {
  if (e instanceof ServerError && isOurs(e)) return e;
  return new ServerError(JOIN_REFUSALS.unavailable, UNAVAILABLE_MESSAGE);
}

/**
 * Our refusals are 4xx and 503 with a message that starts with its word (`bad_password`,
 * `bad_password; the next attempt ...`, `room_full: ...`); Colyseus's own (52x) and a library's
 * error are not.
 */
function isOurs(e: ServerError): boolean {
  return ((e.code >= 400 && e.code < 500) || e.code === 503) && /^[a-z_]+(?=$|[:;,. ])/.test(e.message);
}
