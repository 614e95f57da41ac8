/**
 * How long a name may be, from the protocol (the server refuses a longer one with the same limit):
 * an account's name and a player's (a guest's) name. A longer name is refused with the limit in
 * the words, never cut; the input shows its count against the limit as it is typed. Pure.
 */
import { MAX_ACCOUNT_NAME, MAX_PLAYER_NAME } from '@stronghold/protocol';

export type NameKind = 'account' | 'player';

export const nameLimit = (kind: NameKind): number => (kind === 'account' ? MAX_ACCOUNT_NAME : MAX_PLAYER_NAME);

/** The counter beside a name input ("24/20"), over when the name is longer than its limit. */
export function nameCount(typed: string, kind: NameKind): { n: number; max: number; over: boolean } {
  const n = typed.trim().length;
  const max = nameLimit(kind);
  return { n, max, over: n > max };
}

/** The words refusing a name over its limit (a catalog key and its parameters), or null when it fits. */
export function nameTooLongSaid(typed: string, kind: NameKind): { key: string; params: { max: number; n: number } } | null {
  const { n, max, over } = nameCount(typed, kind);
  return over ? { key: kind === 'account' ? 'names.accountTooLong' : 'names.tooLong', params: { max, n } } : null;
}
