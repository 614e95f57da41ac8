/**
 * Two-finger pinch on the board's scrolling host: the board's zoom follows the fingers' spread
 * and the point between them stays under them. One finger pans (the host scrolls natively: the
 * canvas allows pan-x/pan-y touch actions and keeps pinch for this handler).
 */
export interface Zoomable {
  /** The zoom now (1 = the board fits the host's width on narrow screens). */
  readonly effectiveZoom: number;
  /** Set the zoom and resize the board. */
  setZoom(zoom: number): void;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export const clampZoom = (z: number): number => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, z));

/** Listens on `host` for two-pointer pinches; returns a function that stops listening. */
export function pinchZoom(host: HTMLElement, board: Zoomable): () => void {
  const points = new Map<number, { x: number; y: number }>();
  let start: { dist: number; zoom: number } | null = null;
  const spread = () => {
    const [a, b] = [...points.values()];
    return a && b ? { dist: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } } : null;
  };
  const down = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') return;
    points.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const s = spread();
    if (points.size === 2 && s && s.dist > 0) start = { dist: s.dist, zoom: board.effectiveZoom };
  };
  const move = (e: PointerEvent) => {
    if (!points.has(e.pointerId)) return;
    points.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const s = spread();
    if (!start || !s) return;
    e.preventDefault();
    const before = board.effectiveZoom;
    const next = clampZoom((start.zoom * s.dist) / start.dist);
    if (Math.abs(next - before) < 0.01) return;
    // Keep the content under the fingers' midpoint where it is.
    const box = host.getBoundingClientRect();
    const cx = host.scrollLeft + s.mid.x - box.left;
    const cy = host.scrollTop + s.mid.y - box.top;
    board.setZoom(next);
    const k = next / before;
    host.scrollLeft = cx * k - (s.mid.x - box.left);
    host.scrollTop = cy * k - (s.mid.y - box.top);
  };
  const up = (e: PointerEvent) => {
    points.delete(e.pointerId);
    if (points.size < 2) start = null;
  };
  host.addEventListener('pointerdown', down, { capture: true });
  host.addEventListener('pointermove', move, { capture: true, passive: false });
  for (const t of ['pointerup', 'pointercancel', 'pointerleave'] as const) host.addEventListener(t, up, { capture: true });
  return () => {
    host.removeEventListener('pointerdown', down, { capture: true });
    host.removeEventListener('pointermove', move, { capture: true });
    for (const t of ['pointerup', 'pointercancel', 'pointerleave'] as const) host.removeEventListener(t, up, { capture: true });
  };
}
