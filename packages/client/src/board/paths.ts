/** The directed paths with their trap spaces (a Trap glows amber on its path). */
import { type ForegroundId, type RampartId, type WallId } from '@stronghold/rules';
import { PATHS } from '@stronghold/rules/cards';
import { gfx, type DrawCtx } from './ctx';
import { FOREGROUND, RAMPART, WALL, type Rect } from './layout';
import { C } from './palette';

export interface PathGeom {
  id: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  mx: number;
  my: number;
}

/** Where a path's ends are drawn: every path runs from a Foreground or Rampart to a Rampart or wall. */
const PLACES: Record<ForegroundId | RampartId | WallId, Rect> = { ...FOREGROUND, ...RAMPART, ...WALL };

/** Path geometry, computed once from the rules' path table and the layout. */
export const PATH_GEOM: PathGeom[] = PATHS.map((p) => {
  const a = PLACES[p.from];
  const b = PLACES[p.to];
  const bx = b.x + b.w / 2;
  const siblings = PATHS.filter((q) => q.from === p.from);
  const i = siblings.findIndex((q) => q.id === p.id);
  const spread = siblings.length > 1 ? (i / (siblings.length - 1) - 0.5) * Math.min(a.w * 0.5, 60) : 0;
  const x1 = p.from.startsWith('fg-') ? Math.max(a.x + 24, Math.min(a.x + a.w - 24, bx)) : a.x + a.w / 2 + spread;
  const y1 = a.y + a.h;
  const x2 = bx;
  const y2 = b.y;
  return { id: p.id, x1, y1, x2, y2, mx: (x1 + x2) / 2, my: (y1 + y2) / 2 };
});

export function drawPaths(ctx: DrawCtx): void {
  const g = gfx(ctx);
  const traps = new Set<string>(ctx.view.board.traps);
  for (const p of PATH_GEOM) {
    g.moveTo(p.x1, p.y1).lineTo(p.x2, p.y2).stroke({ width: 5, color: 0x0a0c10, alpha: 0.6 });
    g.moveTo(p.x1, p.y1).lineTo(p.x2, p.y2).stroke({ width: 2.5, color: C.path });
    // Arrow head at the destination.
    const ang = Math.atan2(p.y2 - p.y1, p.x2 - p.x1);
    const ah = 8;
    g.poly([
      p.x2,
      p.y2,
      p.x2 - ah * Math.cos(ang - 0.45),
      p.y2 - ah * Math.sin(ang - 0.45),
      p.x2 - ah * Math.cos(ang + 0.45),
      p.y2 - ah * Math.sin(ang + 0.45),
    ]).fill({ color: C.path });
    // Trap space.
    const s = 7;
    const trap = traps.has(p.id);
    g.poly([p.mx, p.my - s, p.mx + s, p.my, p.mx, p.my + s, p.mx - s, p.my])
      .fill({ color: trap ? C.trap : 0x1c1f27 })
      .stroke({ width: 1.5, color: trap ? 0xffe3a0 : C.path });
    if (trap) g.circle(p.mx, p.my, 11).stroke({ width: 2, color: C.trap, alpha: 0.5 });
    ctx.regions.add(p.id, { x: p.mx - 11, y: p.my - 11, w: 22, h: 22 });
  }
}
