/**
 * The wall sections: Invader units climbing on the outer face (levitating Phantoms above),
 * the crenellated stone band with its Stone Wall components (counted) and Cauldron space, the Defenders
 * and Priests on the walk behind, and the equipment and spell counters.
 */
import type { Graphics } from 'pixi.js';
import { WALLS, type WallId } from '@stronghold/rules';
import { CAPACITY, CAULDRON_WALLS } from '@stronghold/rules/cards';
import { isWallId } from '../logic/ids';
import { gfx, INVADER_ORDER, DEFENDER_ORDER, type DrawCtx } from './ctx';
import { drawCounters } from './counters';
import { t } from '../i18n';
import { cube, label } from './draw';
import { CUBE, NUM, WALL, WALL_LINE } from './layout';
import { C } from './palette';

export function drawWalls(ctx: DrawCtx): void {
  const g = gfx(ctx);
  for (const id of WALLS) drawWall(ctx, g, id);
  // Footbridges between adjacent walls: a plank across the seam (or the tower) between them.
  for (const fb of ctx.view.board.footbridges) {
    const [a = '', b = ''] = fb.split('-');
    if (!isWallId(a) || !isWallId(b)) continue;
    const ra = WALL[a];
    const rb = WALL[b];
    const [left, right] = ra.x < rb.x ? [ra, rb] : [rb, ra];
    const x = left.x + left.w - 14;
    const y = left.y + left.h - 12;
    g.roundRect(x, y, right.x - (left.x + left.w) + 28, 8, 2)
      .fill({ color: 0x9b7448 })
      .stroke({ width: 1, color: 0x4a3218 });
  }
}

/** One wall section: its stone band, its units and Priests, its equipment and counters. */
function drawWall(ctx: DrawCtx, g: Graphics, id: WallId): void {
  const r = WALL[id];
  const w = ctx.view.board.walls[id];
  const bandY = r.y + WALL_LINE.invaderH;
  const walkY = bandY + WALL_LINE.bandH;

  // Outer face (where the Invader climbs).
  g.rect(r.x, r.y, r.w, WALL_LINE.invaderH).fill({ color: 0x151a24 });
  g.rect(r.x, r.y, r.w, WALL_LINE.invaderH).stroke({ width: 1, color: C.fieldEdge });
  // Crenellated stone band.
  g.rect(r.x, bandY, r.w, WALL_LINE.bandH).fill({ color: C.stone });
  for (let i = 0; i < 4; i++) g.rect(r.x + 3 + i * (r.w / 4), bandY - 7, r.w / 4 - 6, 8).fill({ color: C.stone });
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 4; col++) {
      const off = row % 2 ? r.w / 8 : 0;
      g.rect(r.x + off + col * (r.w / 4), bandY + 2 + row * 11, r.w / 4 - 2, 9).stroke({ width: 1, color: C.mortar, alpha: 0.35 });
    }
  g.rect(r.x, bandY, r.w, WALL_LINE.bandH).stroke({ width: 1, color: C.stoneDark });
  // Wall walk (Defender side).
  g.rect(r.x, walkY, r.w, r.h - WALL_LINE.invaderH - WALL_LINE.bandH)
    .fill({ color: 0x232a38 })
    .stroke({ width: 1, color: C.insideEdge });

  // Name plate on the band.
  g.roundRect(r.x + r.w / 2 - 24, bandY + 2, 48, 23, 4).fill({ color: 0x23262d, alpha: 0.9 });
  label(ctx.layer, id.toUpperCase(), r.x + r.w / 2, bandY + 14, {
    size: NUM,
    weight: 'bold',
    anchorX: 0.5,
    anchorY: 0.5,
    color: 0xf0e8d0,
  });
  // Stone Wall components (each adds 1 to the wall's strength) under the plate: one block per
  // space (placed ones light, empty ones dark) and their number, read at the numbers' size on a
  // plate of its own. (Inside the span no tower covers: a tower stands 6 px over each wall beside it.)
  const sy = bandY + 29;
  for (let i = 0; i < CAPACITY.wallStones; i++) {
    const sx = r.x + 6 + i * 7;
    if (i < w.stones) g.roundRect(sx, sy, 6, 15, 1.5).fill({ color: 0xe4e7ee }).stroke({ width: 1, color: 0x22252c });
    else g.roundRect(sx + 0.5, sy + 1, 5, 13, 1.5).fill({ color: 0x3a3e48, alpha: 0.9 });
  }
  g.roundRect(r.x + 44, bandY + 27, 16, 19, 3).fill({ color: 0x23262d, alpha: 0.9 });
  label(ctx.layer, String(w.stones), r.x + 52, bandY + 37, {
    size: NUM,
    weight: 'bold',
    anchorX: 0.5,
    anchorY: 0.5,
    color: w.stones ? 0xf0e8d0 : C.muted,
  });
  // Cauldron space.
  if (CAULDRON_WALLS.includes(id)) {
    const cx = r.x + r.w - 9;
    const cy = bandY - 6;
    g.circle(cx, cy, 7)
      .fill({ color: w.cauldron ? 0xff7a30 : 0x1c1f27 })
      .stroke({ width: 1.5, color: w.cauldron ? 0xffd0a0 : C.stoneDark });
    if (w.cauldron) g.rect(cx - 5, cy - 9, 10, 3).fill({ color: 0x3a3a3a });
  }

  drawWallUnits(ctx, g, id, walkY);
  // Equipment and spell counters along the bottom of the walk.
  const eqY = r.y + r.h - 26;
  const ex = r.x + r.w - 24;
  if (w.inscription) {
    g.roundRect(ex, eqY, 20, 20, 3).fill({ color: 0x7fd1ff }).stroke({ width: 1, color: 0x1a4a6a });
    label(ctx.layer, t('board.inscription'), ex + 10, eqY + 10, {
      size: 10,
      weight: 'bold',
      color: 0x0a2030,
      anchorX: 0.5,
      anchorY: 0.5,
    });
    ctx.regions.add(`inscription:${id}`, { x: ex, y: eqY, w: 20, h: 20 });
  }
  // Spell counters sit on the outer face, top-left (they belong to the Invader).
  drawCounters(ctx, id, r.x + 3, r.y + 3, 9, r.w - 6);
  ctx.regions.add(id, r);
}

/** The Invader units on a wall's outer face, the Defenders and Priests on its walk. */
function drawWallUnits(ctx: DrawCtx, g: Graphics, id: WallId, walkY: number): void {
  const { view } = ctx;
  const r = WALL[id];
  const w = view.board.walls[id];
  // Invader units: 4 spaces (2x2) plus levitating Phantoms above.
  const inv = w.invaders;
  const cells: string[] = [];
  for (const u of INVADER_ORDER) for (let i = 0; i < inv[u]; i++) cells.push(u);
  // Two a row (the 2x2 spaces, Phantoms above) while they fit, three smaller ones a row beyond,
  // all inside the span the towers leave free.
  if (cells.length <= 9) {
    const per = cells.length <= 6 ? 2 : 3;
    const size = per === 2 ? CUBE : 16;
    const gap = 3;
    const startX = r.x + (r.w - (per * size + (per - 1) * gap)) / 2;
    cells.forEach((u, i) => {
      const col = i % per;
      const row = Math.floor(i / per);
      cube(g, startX + col * (size + gap), r.y + WALL_LINE.invaderH - size - 12 - row * (size + gap), size, u);
    });
  } else {
    const size = CUBE;
    INVADER_ORDER.forEach((u, i) => {
      const n = inv[u];
      if (!n) return;
      cube(g, r.x + 6, r.y + 16 + i * 23, size, u);
      label(ctx.layer, `×${n}`, r.x + 27, r.y + 16 + i * 23 + size / 2, { size: NUM, weight: 'bold', anchorY: 0.5 });
    });
  }

  // Defenders: the walk holds 4 unit spaces; Priests beside them.
  const d = w.defenders;
  const defs: string[] = [];
  for (const u of DEFENDER_ORDER) for (let i = 0; i < d[u]; i++) defs.push(u);
  const dy = walkY + 6;
  if (defs.length <= 6) {
    const per = defs.length <= 4 ? 2 : 3;
    const size = per === 2 ? CUBE : 16;
    const x0 = r.x + (r.w - (per * size + (per - 1) * 3)) / 2;
    defs.forEach((u, i) => cube(g, x0 + (i % per) * (size + 3), dy + Math.floor(i / per) * (size + 3), size, u));
  } else
    DEFENDER_ORDER.forEach((u, i) => {
      const n = d[u];
      cube(g, r.x + 7 + i * 18, dy, 16, u, n === 0);
      label(ctx.layer, String(n), r.x + 15 + i * 18, dy + 18, { size: NUM, weight: 'bold', anchorX: 0.5 });
    });
  // Priests: white-robed tokens with a gold cross.
  const priests = view.defender.priests.filter((p) => p.at === id);
  priests.forEach((p, i) => {
    const px = r.x + 16 + i * 22;
    const py = walkY + 56;
    g.circle(px, py, 9).fill({ color: 0xf6f0e0 }).stroke({ width: 1.5, color: C.gold });
    g.rect(px - 1, py - 6, 2, 12).fill({ color: C.gold });
    g.rect(px - 4, py - 3, 8, 2).fill({ color: C.gold });
    if (p.acted) g.circle(px, py, 9).fill({ color: 0x000000, alpha: 0.4 });
    ctx.regions.add(p.id, { x: px - 10, y: py - 10, w: 20, h: 20 });
  });
}
