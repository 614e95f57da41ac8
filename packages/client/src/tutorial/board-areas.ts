/**
 * The board regions a tutorial step can point at, as rectangles of the board's own layout
 * (`board/layout.ts`, in its design space), and their place on screen given the canvas's
 * on-screen box. Pure.
 */
import {
  CAMP,
  COUNCIL_PANEL,
  DEFENDER_PANEL,
  DESIGN,
  FOREGROUND,
  GATE_BLOCK,
  INSIDE,
  INVADER_PANEL,
  PANIC_BOARD,
  RAMPART,
  SPELL_ROW,
  TIME_BOARD,
  TOWER,
  WALL,
  type Rect,
} from '../board/layout';

export const BOARD_AREAS = [
  'camp',
  'foregrounds',
  'ramparts',
  'invader-side',
  'walls',
  'gates',
  'inside',
  'spell-row',
  'council',
  'invader-panel',
  'defender-panel',
  'time-board',
  'panic-board',
] as const;
export type BoardArea = (typeof BOARD_AREAS)[number];

/** The smallest rectangle holding all of `rects`. */
export function union(...rects: Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.w));
  const bottom = Math.max(...rects.map((r) => r.y + r.h));
  return { x, y, w: right - x, h: bottom - y };
}

export function areaRect(a: BoardArea): Rect {
  switch (a) {
    case 'camp':
      return CAMP;
    case 'foregrounds':
      return union(...Object.values(FOREGROUND));
    case 'ramparts':
      return union(...Object.values(RAMPART));
    case 'invader-side':
      return union(CAMP, ...Object.values(FOREGROUND), ...Object.values(RAMPART));
    case 'walls':
      return union(...Object.values(WALL), ...Object.values(TOWER), GATE_BLOCK);
    case 'gates':
      return GATE_BLOCK;
    case 'inside':
      return INSIDE;
    case 'spell-row':
      return SPELL_ROW;
    case 'council':
      return COUNCIL_PANEL;
    case 'invader-panel':
      return INVADER_PANEL;
    case 'defender-panel':
      return DEFENDER_PANEL;
    case 'time-board':
      return TIME_BOARD;
    case 'panic-board':
      return PANIC_BOARD;
  }
}

/** A screen box (client pixels), as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a board area is on screen, the canvas being drawn at `canvas` (the design space scaled to it). */
export function areaOnScreen(a: BoardArea, canvas: Box): Box {
  const r = areaRect(a);
  const sx = canvas.width / DESIGN.width;
  const sy = canvas.height / DESIGN.height;
  return { left: canvas.left + r.x * sx, top: canvas.top + r.y * sy, width: r.w * sx, height: r.h * sy };
}

/** The part of `b` inside `clip` (the board's scrolled viewport), or null when none shows. */
export function clipBox(b: Box, clip: Box): Box | null {
  const left = Math.max(b.left, clip.left);
  const top = Math.max(b.top, clip.top);
  const right = Math.min(b.left + b.width, clip.left + clip.width);
  const bottom = Math.min(b.top + b.height, clip.top + clip.height);
  return right - left < 4 || bottom - top < 4 ? null : { left, top, width: right - left, height: bottom - top };
}
