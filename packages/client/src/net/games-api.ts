/** The game server's small HTTP reads for the home screen: recent finished games, and where mine stand. */
import { endpoint } from './connection';

export interface FinishedListing {
  id: string;
  name: string;
  winner: { seat: 'invader' | 'defender'; reason: string } | null;
  players: { invader?: string; defender?: string };
  endedAt: number;
}

export interface GameStanding {
  id: string;
  name: string;
  status: 'waiting' | 'playing' | 'ended' | 'abandoned' | 'broken';
  winner: { seat: 'invader' | 'defender'; reason: string } | null;
}

const base = (): string => endpoint()?.replace(/^ws/, 'http') ?? '';

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${base()}${path}`);
  if (!res.ok) throw new Error(`Server said ${res.status}.`);
  return (await res.json()) as T;
}

export async function fetchRecentFinished(limit = 20): Promise<FinishedListing[]> {
  return (await getJson<{ games: FinishedListing[] }>(`/api/games/recent?limit=${limit}`)).games;
}

export async function fetchStandings(ids: string[]): Promise<GameStanding[]> {
  if (!ids.length) return [];
  return (await getJson<{ games: GameStanding[] }>(`/api/games/status?ids=${ids.map(encodeURIComponent).join(',')}`)).games;
}

/** A replay's shareable address (opens the replay directly). */
export function replayUrl(id: string): string {
  return `${location.origin}${location.pathname}${location.search}#/replay/${encodeURIComponent(id)}`;
}
