/** The six towers: round bastions with a machine space and room for two Marksmen. */
import { t as text } from '../i18n';
import { TOWERS } from '@stronghold/rules';
import { gfx, type DrawCtx } from './ctx';
import { drawCounters } from './counters';
import { cube, label } from './draw';
import { CUBE, NUM, TOWER } from './layout';
import { C } from './palette';

const machineName = (m: string): string => text(`board.machine.${m}`);

export function drawTowers(ctx: DrawCtx): void {
  const g = gfx(ctx);
  for (const id of TOWERS) {
    const r = TOWER[id];
    const t = ctx.view.board.towers[id];
    // Shadow, body, crenellated top.
    g.roundRect(r.x + 3, r.y + 4, r.w, r.h, 18).fill({ color: 0x000000, alpha: 0.4 });
    g.roundRect(r.x, r.y, r.w, r.h, 18).fill({ color: C.tower }).stroke({ width: 2, color: C.stoneDark });
    for (let i = 0; i < 3; i++) g.rect(r.x + 5 + i * ((r.w - 10) / 3), r.y - 6, (r.w - 10) / 3 - 4, 9).fill({ color: C.tower });
    g.roundRect(r.x + 5, r.y + 6, r.w - 10, r.h - 12, 14).stroke({ width: 1, color: C.stoneLight, alpha: 0.35 });
    label(ctx.layer, text('board.tower', { n: id.slice(1) }), r.x + r.w / 2, r.y + 8, {
      size: NUM,
      weight: 'bold',
      anchorX: 0.5,
      color: 0xf3ecd8,
    });

    // Machine space.
    const mx = r.x + r.w / 2;
    const my = r.y + 54;
    g.circle(mx, my, 16)
      .fill({ color: 0x2a2d34 })
      .stroke({ width: 1.5, color: t.machine ? C.gold : 0x4a4f5a });
    if (t.machine === 'cannon') {
      g.roundRect(mx - 11, my - 4, 22, 8, 3).fill({ color: 0x111111 });
      g.circle(mx - 6, my + 6, 4).fill({ color: 0x6b4a2c });
      g.circle(mx + 6, my + 6, 4).fill({ color: 0x6b4a2c });
    } else if (t.machine === 'crossbow') {
      g.moveTo(mx - 11, my - 6)
        .quadraticCurveTo(mx, my + 6, mx + 11, my - 6)
        .stroke({ width: 3, color: 0xa0703a });
      g.moveTo(mx, my - 10)
        .lineTo(mx, my + 10)
        .stroke({ width: 2, color: 0xd8c8a0 });
    } else if (t.machine === 'stakes') {
      for (let i = -1; i <= 1; i++)
        g.poly([mx + i * 7 - 3, my + 9, mx + i * 7, my - 10, mx + i * 7 + 3, my + 9]).fill({ color: t.stakesUsed ? 0x6a5a44 : 0xc8a070 });
    }
    if (t.machine) {
      // The name is wider than the tower: it sits whole on a dark plate that reaches over the walls' edges.
      const name = label(ctx.layer, machineName(t.machine), mx, my + 20, { anchorX: 0.5, color: C.gold });
      g.roundRect(mx - name.width / 2 - 4, my + 19, name.width + 8, name.height + 2, 4).fill({ color: 0x1a1c22, alpha: 0.92 });
    }

    // Marksmen (2 spaces).
    for (let i = 0; i < 2; i++) {
      const x = mx - CUBE - 2 + i * (CUBE + 4);
      const y = r.y + 98;
      if (i < t.marksmen) cube(g, x, y, CUBE, 'marksman');
      else g.roundRect(x, y, CUBE, CUBE, 3).stroke({ width: 1, color: 0x9aa0ad, alpha: 0.35 });
    }
    drawCounters(ctx, id, r.x + 4, r.y + r.h - 30, 9, r.w - 8);
    ctx.regions.add(id, r);
  }
}
