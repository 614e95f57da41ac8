/** A finished game's review from the server (`GET /api/games/:id/review`, docs/protocol.md "Game review"). */
import { GameReviewSchema, type GameReview } from '@stronghold/protocol';
import { t } from '../i18n';
import { endpoint } from './connection';

export type ReviewAnswer = { status: 'pending' } | { status: 'none' } | { status: 'ready'; review: GameReview };

/**
 * The review, 'pending' while the server works it out (202), 'none' for a game that has none (not
 * found, or not ended: an abandoned game is not reviewed); throws on any other answer.
 */
export async function fetchReview(id: string): Promise<ReviewAnswer> {
  const base = endpoint()?.replace(/^ws/, 'http') ?? '';
  const res = await fetch(`${base}/api/games/${encodeURIComponent(id)}/review`);
  if (res.status === 202) return { status: 'pending' };
  if (res.status === 404 || res.status === 403) return { status: 'none' };
  if (!res.ok) throw new Error(t('conn.serverSaid', { n: res.status }));
  return { status: 'ready', review: GameReviewSchema.parse(await res.json()) };
}
