/** The game server's small HTTP reads for the home screen: recent finished games, and where mine stand. */
import type { GameStanding } from '@stronghold/protocol';
import { t } from '../i18n';
import { endpoint } from './connection';

export type { GameStanding };

export interface FinishedListing {
  id: string;
  name: string;
  winner: { seat: 'invader' | 'defender'; reason: string } | null;
  players: { invader?: string; defender?: string };
  endedAt: number;
}

/** The game server's HTTP address (its WebSocket address, http instead of ws); empty: this page's own origin. */
export const httpBase = (): string => endpoint()?.replace(/^ws/, 'http') ?? '';

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${httpBase()}${path}`);
  if (!res.ok) throw new Error(t('conn.serverSaid', { n: res.status }));
  return (await res.json()) as T;
}

export async function fetchRecentFinished(limit = 20): Promise<FinishedListing[]> {
  return (await getJson<{ games: FinishedListing[] }>(`/api/games/recent?limit=${limit}`)).games;
}

/** Where my games stand (docs/protocol.md "HTTP"), with the moment the answer came (its `leftMs` count from then). */
export async function fetchStandings(ids: string[]): Promise<{ games: GameStanding[]; answeredAt: number }> {
  if (!ids.length) return { games: [], answeredAt: Date.now() };
  const body = await getJson<{ games: GameStanding[] }>(`/api/games/status?ids=${ids.map(encodeURIComponent).join(',')}`);
  return { games: body.games, answeredAt: Date.now() };
}

/** A replay's shareable address (opens the replay directly). */
export function replayUrl(id: string): string {
  return `${location.origin}${location.pathname}${location.search}#/replay/${encodeURIComponent(id)}`;
}
