/**
 * The rules keep a game's end as an English sentence in `winner.reason` (the state, not the log);
 * its forms are the sentences of the log's victory events, so the reader gets them in
 * their language. An unknown reason is shown as it is.
 */
import type { WallId } from '@stronghold/rules';
import type { Translator } from './translate';

const BREACH_WALL =
  /^The Stronghold is breached on (w\d+): the Invader's advantage (\d+) is greater than the Defender's units there \((\d+)\)\.$/;

export function winnerReason(tr: Translator, reason: string): string {
  if (reason.startsWith('The Stronghold held until sunrise')) return tr.event('victory.sunrise', {});
  if (reason.startsWith('The third Gate is destroyed')) return tr.event('breach.gates', {});
  if (reason === 'The Invader conceded.' || reason === 'The Defender conceded.')
    return tr.event('victory.conceded', { seat: reason.includes('Invader') ? 'invader' : 'defender' });
  if (reason === 'The Invader ran out of time.' || reason === 'The Defender ran out of time.')
    return tr.event('victory.timeout', { seat: reason.includes('Invader') ? 'invader' : 'defender' });
  const m = BREACH_WALL.exec(reason);
  if (m) return tr.event('breach.wall', { wall: m[1] as WallId, advantage: Number(m[2]), units: Number(m[3]) });
  return reason;
}
