/**
 * Which rooms are tutorials, and how far the coach got, kept in the browser per room id
 * (`localStorage['stronghold.tutorial.<roomId>']`), so a reload or a rejoin keeps the coach.
 */
import { freshProgress, type Progress } from './progress';
import type { TutorialSide } from './step';

const KEY = (roomId: string) => `stronghold.tutorial.${roomId}`;

export interface TutorialRecord {
  side: TutorialSide;
  progress: Progress;
  at: number;
}

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** This room is a tutorial for the player on `side`. */
export function markTutorial(roomId: string, side: TutorialSide): void {
  saveTutorial(roomId, { side, progress: freshProgress(), at: Date.now() });
}

export function saveTutorial(roomId: string, r: TutorialRecord): void {
  store()?.setItem(KEY(roomId), JSON.stringify(r));
}

/** The room's tutorial record; null for another game, or a record that does not read back. */
export function loadTutorial(roomId: string): TutorialRecord | null {
  const raw = store()?.getItem(KEY(roomId));
  if (!raw) return null;
  try {
    const r = JSON.parse(raw) as Partial<TutorialRecord>;
    const p = r.progress;
    if ((r.side !== 'invader' && r.side !== 'defender') || !p || typeof p.finished !== 'object' || !Array.isArray(p.started)) return null;
    return { side: r.side, progress: { finished: p.finished ?? {}, started: p.started, left: p.left === true }, at: Number(r.at) || 0 };
  } catch {
    return null;
  }
}
