/**
 * Whether a refusal a player got is one the protocol documents (docs/protocol.md "Join refusals"
 * and "Messages"): a create or join refused with an HTTP status and a message that starts with the
 * word of that status (`JOIN_REFUSALS` and the rest of the table), an `error` message with a code of the
 * complete union (`isErrorCode`). Never an internal message, a server's address or one of
 * Colyseus's own 52x codes.
 */
import { ACCOUNT_REQUIRED_REFUSAL, isErrorCode, JOIN_REFUSALS, JOIN_TICKET_REFUSAL } from '@stronghold/protocol';

/** One refusal as a player saw it: a matchmaking error (`status`: its HTTP code) or an `error` message. */
export type Refusal = JoinRefused | { kind: 'error'; code: string; message: string };

/** A create or join refused: the matchmaking answer's HTTP status and message. */
export interface JoinRefused {
  kind: 'join';
  status: number;
  message: string;
}

/**
 * The documented join refusals (the table "Join refusals"): the words a message starts with, the
 * refusal's name and its status (`bad_options` is worded "bad options" or "bad create options";
 * `too_many_games` shares `rate_limited`'s status).
 */
const JOIN_WORDS: readonly (readonly [prefix: string, name: string, status: number])[] = [
  ...Object.entries(JOIN_REFUSALS).map(([name, status]) => [name === 'bad_options' ? 'bad options' : name, name, status] as const),
  ['bad create options', 'bad_options', JOIN_REFUSALS.bad_options],
  ['too_many_games', 'too_many_games', JOIN_REFUSALS.rate_limited],
  // The accounts' refusals (docs/accounts.md), in the same table.
  ['bad_ticket', 'bad_ticket', JOIN_TICKET_REFUSAL],
  ['account_required', 'account_required', ACCOUNT_REQUIRED_REFUSAL],
  ['unauthorized', 'unauthorized', 401],
  ['account_disabled', 'account_disabled', 403],
  ['origin_not_allowed', 'origin_not_allowed', 403],
];

/** Something of the server's insides: an IPv4 address with a port, a driver's or the OS's error name. */
const INTERNAL =
  /\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\b|ECONN|ETIMEDOUT|EPIPE|ENOTFOUND|\bat [\w.]+ \(|redis|postgres|\bpg\b|Connection is closed/i;

/** The documented join refusal a status and message are, by its name (`unavailable`, `bad_options`). */
export function joinRefusalWord(status: number, message: string): string | undefined {
  for (const [prefix, name, code] of JOIN_WORDS) {
    if (code === status && (message === prefix || new RegExp(`^${prefix}(?=[:;,. ])`).test(message))) return name;
  }
  return undefined;
}

/** Why `r` is not a documented refusal, or null when it is one. */
export function undocumented(r: Refusal): string | null {
  if (INTERNAL.test(r.message)) return `an internal detail in the message: ${JSON.stringify(r.message)}`;
  if (r.kind === 'error') return isErrorCode(r.code) ? null : `error code ${JSON.stringify(r.code)} is not in the protocol's union`;
  if (r.status >= 520 && r.status < 530) return `Colyseus's own code ${r.status}: ${JSON.stringify(r.message)}`;
  return joinRefusalWord(r.status, r.message) ? null : `status ${r.status} with ${JSON.stringify(r.message)} is no documented join refusal`;
}

/** The name a refusal is counted under in the summary: the join word with its status, or the error code. */
export function refusalName(r: Refusal): string {
  if (r.kind === 'error') return r.code;
  return `${joinRefusalWord(r.status, r.message) ?? 'undocumented'} ${r.status}`;
}
