/**
 * Where a hover card about a board place may go: beside the place, clear of the places to click
 * next and of the decision panel, within the board box.
 */
import { clip, type Rect } from '../logic/card-placement';
import type { CardRoom } from '../ui/hover-card';
import type { BoardRenderer } from './renderer';

/** Where the board draws `id`, in page coordinates (null when it draws no such place). */
export function clientRect(renderer: BoardRenderer, id: string): Rect | null {
  const d = renderer.board.rectOf([id]);
  const a = d && renderer.toClient(d.x, d.y);
  const b = d && renderer.toClient(d.x + d.w, d.y + d.h);
  return a && b ? { x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y } : null;
}

/**
 * Room for a hover card about `id` (page coordinates `x`, `y`): its place on the board, the
 * `active` places as they show in the board box, the `panel`, and the board box for a corner.
 */
export function cardRoom(
  renderer: BoardRenderer,
  boardWrap: HTMLElement,
  panel: HTMLElement,
  active: Iterable<string>,
  at: { id: string; x: number; y: number },
): CardRoom {
  const wrap = boardWrap.getBoundingClientRect();
  const box = { x: wrap.left, y: wrap.top, w: wrap.width, h: wrap.height };
  const targets: Record<string, Rect> = {};
  for (const target of active) {
    const r = clientRect(renderer, target);
    if (r) targets[target] = r;
  }
  // Readable outside the canvas like data-highlights: where the card must not go (browser tests).
  const json = JSON.stringify(targets);
  if (boardWrap.dataset.targetRects !== json) boardWrap.dataset.targetRects = json;
  const avoid = Object.values(targets)
    .map((r) => clip(r, box))
    .filter((r): r is Rect => r !== null);
  const p = panel.getBoundingClientRect();
  if (p.width > 0 && p.height > 0) avoid.push({ x: p.left, y: p.top, w: p.width, h: p.height });
  const own = clientRect(renderer, at.id);
  return { anchor: (own && clip(own, box)) ?? { x: at.x - 1, y: at.y - 1, w: 2, h: 2 }, avoid, fallback: box };
}
