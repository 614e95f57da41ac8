/**
 * Where a floating card goes so that it covers none of the places the player may click next: beside
 * the place it is about (right, below, left, above, in that order), slid along that side where a
 * target is in the way, kept inside the window; failing that, a corner of the fallback box (the
 * board's visible part) that covers the fewest targets. Pure: page coordinates in, a position out.
 */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Placement {
  x: number;
  y: number;
  /** The card covers no target: its link may take clicks. */
  clear: boolean;
}

/** Space between the card and what it is beside, and between the card and the window's edge. */
const GAP = 8;

export const intersects = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The part of `a` inside `b`, null when they do not meet. */
export function clip(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const w = Math.min(a.x + a.w, b.x + b.w) - x;
  const h = Math.min(a.y + a.h, b.y + b.h) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
}

const area = (r: Rect | null): number => (r ? r.w * r.h : 0);
const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(v, Math.max(lo, hi)));

/**
 * The card's top-left corner. `size`: the card's; `anchor`: the place it is about (the card never
 * covers it either: the pointer is there); `avoid`: the places to click; `bounds`: the window;
 * `fallback`: the box whose corners are tried when no side is free.
 */
export function placeCard(size: { w: number; h: number }, anchor: Rect, avoid: readonly Rect[], bounds: Rect, fallback: Rect): Placement {
  const inner = { x: bounds.x + GAP, y: bounds.y + GAP, w: bounds.w - 2 * GAP, h: bounds.h - 2 * GAP };
  const fits = (r: Rect) => r.x >= inner.x && r.y >= inner.y && r.x + r.w <= inner.x + inner.w && r.y + r.h <= inner.y + inner.h;
  const free = (r: Rect) => fits(r) && !intersects(r, anchor) && !avoid.some((t) => intersects(r, t));
  for (const r of besideAnchor(size, anchor, avoid, inner)) if (free(r)) return { x: r.x, y: r.y, clear: true };

  // No side is free: the corner of the fallback box that covers the least of the targets.
  const box = clip(fallback, inner) ?? inner;
  const corners: Rect[] = [
    { x: box.x, y: box.y, ...size },
    { x: box.x + box.w - size.w, y: box.y, ...size },
    { x: box.x, y: box.y + box.h - size.h, ...size },
    { x: box.x + box.w - size.w, y: box.y + box.h - size.h, ...size },
  ].map((r) => ({ ...r, x: clamp(r.x, inner.x, inner.x + inner.w - r.w), y: clamp(r.y, inner.y, inner.y + inner.h - r.h) }));
  const covered = (r: Rect) => avoid.reduce((n, t) => n + area(clip(r, t)), 0) + area(clip(r, anchor));
  const best = corners.reduce((a, b) => (covered(b) < covered(a) ? b : a));
  return { x: best.x, y: best.y, clear: covered(best) === 0 };
}

/**
 * Positions beside the anchor, side by side: on each side aligned with the anchor's start, its
 * centre and its end, then slid just past each target in the way, always still touching the
 * anchor's span so the card reads as being about it.
 */
function besideAnchor(size: { w: number; h: number }, a: Rect, avoid: readonly Rect[], inner: Rect): Rect[] {
  const out: Rect[] = [];
  const along = (start: number, span: number, len: number, edges: number[], lo: number, hi: number): number[] => {
    const raw = [start, start + span / 2 - len / 2, start + span - len, ...edges];
    const ok = raw.map((v) => clamp(v, lo, hi - len)).filter((v) => v + len > start && v < start + span);
    return [...new Set(ok)];
  };
  const ys = along(
    a.y,
    a.h,
    size.h,
    avoid.flatMap((t) => [t.y + t.h + GAP, t.y - size.h - GAP]),
    inner.y,
    inner.y + inner.h,
  );
  const xs = along(
    a.x,
    a.w,
    size.w,
    avoid.flatMap((t) => [t.x + t.w + GAP, t.x - size.w - GAP]),
    inner.x,
    inner.x + inner.w,
  );
  for (const y of ys) out.push({ x: a.x + a.w + GAP, y, ...size });
  for (const x of xs) out.push({ x, y: a.y + a.h + GAP, ...size });
  for (const y of ys) out.push({ x: a.x - GAP - size.w, y, ...size });
  for (const x of xs) out.push({ x, y: a.y - GAP - size.h, ...size });
  return out;
}
