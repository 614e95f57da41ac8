/**
 * A player's name wherever it is shown: an account's name links to its profile, a guest's is
 * plain text, the computer is named by its level, a deleted account reads "deleted player".
 * Names go in as text nodes only (never markup).
 */
import type { PlayerRef } from '@stronghold/protocol';
import { t } from '../i18n';
import { h } from './dom';

export const profileHref = (name: string): string => `#/player/${encodeURIComponent(name)}`;
export const leaderboardHref = (): string => '#/leaderboard';

export function playerRefEl(ref: PlayerRef | null): HTMLElement {
  if (!ref) return h('span', { class: 'player-ref open' }, t('acct.openSeat'));
  switch (ref.kind) {
    case 'account':
      return h('a', { class: 'player-ref account', href: profileHref(ref.name), 'data-testid': `player-link-${ref.name}` }, ref.name);
    case 'guest':
      return h('span', { class: 'player-ref guest', title: t('acct.guestHint') }, ref.name);
    case 'computer':
      return h('span', { class: 'player-ref computer' }, t('computer.name', { level: t(`level.${ref.level}`) }));
    case 'deleted':
      return h('span', { class: 'player-ref deleted' }, t('acct.deletedPlayer'));
  }
}
