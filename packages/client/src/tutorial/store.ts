/**
 * Which rooms are tutorials, and how far the coach got, kept in the browser per room id
 * (`localStorage['stronghold.tutorial.<roomId>']`), so a reload or a rejoin keeps the coach.
 */
import { isRecord, readJson, writeJson } from '../local-store';
import { freshProgress, type Progress } from './progress';
import type { TutorialSide } from './step';

const KEY = (roomId: string) => `stronghold.tutorial.${roomId}`;

export interface TutorialRecord {
  side: TutorialSide;
  progress: Progress;
  at: number;
}

/** This room is a tutorial for the player on `side`. */
export function markTutorial(roomId: string, side: TutorialSide): void {
  saveTutorial(roomId, { side, progress: freshProgress(), at: Date.now() });
}

export function saveTutorial(roomId: string, r: TutorialRecord): void {
  writeJson(KEY(roomId), r);
}

/** The room's tutorial record; null for another game, or a record that does not read back. */
export function loadTutorial(roomId: string): TutorialRecord | null {
  const r = readJson(KEY(roomId));
  if (!isRecord(r)) return null;
  const p = r.progress;
  if ((r.side !== 'invader' && r.side !== 'defender') || !isRecord(p) || typeof p.finished !== 'object' || !Array.isArray(p.started))
    return null;
  return {
    side: r.side,
    progress: { finished: (p.finished ?? {}) as Progress['finished'], started: p.started as string[], left: p.left === true },
    at: Number(r.at) || 0,
  };
}
