/** The Barbican: three Gates in a row (outer, middle, inner) with toughness and Crosses. */
import { t } from '../i18n';
import { GATES, CAPACITY } from '@stronghold/rules/cards';
import { gfx, type DrawCtx } from './ctx';
import { drawCounters } from './counters';
import { label, pips } from './draw';
import { GATE, GATE_BLOCK, NUM } from './layout';
import { C } from './palette';

const gateLabel = (id: string): string => t(`board.${id}`);

export function drawGates(ctx: DrawCtx): void {
  const g = gfx(ctx);
  const b = GATE_BLOCK;
  // The gatehouse passage.
  g.rect(b.x, b.y, b.w, b.h).fill({ color: 0x0e1118 }).stroke({ width: 2, color: C.stoneDark });
  g.rect(b.x, b.y, 8, b.h).fill({ color: C.stone });
  g.rect(b.x + b.w - 8, b.y, 8, b.h).fill({ color: C.stone });
  label(ctx.layer, t('board.gates'), b.x + b.w / 2, b.y + 4, { size: 11, serif: true, weight: 'bold', anchorX: 0.5, color: C.muted });
  for (const id of GATES) {
    const r = GATE[id];
    const s = ctx.view.board.gates[id];
    if (s.destroyed) {
      g.roundRect(r.x, r.y, r.w, r.h, 4).fill({ color: 0x1c1412 }).stroke({ width: 1.5, color: 0x5a2a22 });
      g.moveTo(r.x + 8, r.y + 8)
        .lineTo(r.x + r.w - 8, r.y + r.h - 8)
        .stroke({ width: 3, color: C.danger, alpha: 0.8 });
      g.moveTo(r.x + r.w - 8, r.y + 8)
        .lineTo(r.x + 8, r.y + r.h - 8)
        .stroke({ width: 3, color: C.danger, alpha: 0.8 });
      label(ctx.layer, gateLabel(id), r.x + r.w / 2, r.y + r.h / 2, { size: 10, anchorX: 0.5, anchorY: 0.5, color: C.danger });
    } else {
      g.roundRect(r.x, r.y, r.w, r.h, 4).fill({ color: C.gateWood }).stroke({ width: 1.5, color: 0x2a1a0c });
      for (let i = 1; i < 5; i++)
        g.moveTo(r.x + (i * r.w) / 5, r.y + 2)
          .lineTo(r.x + (i * r.w) / 5, r.y + r.h - 2)
          .stroke({ width: 1, color: 0x4a301a });
      g.rect(r.x, r.y + 10, r.w, 4).fill({ color: C.gateIron });
      g.rect(r.x, r.y + r.h - 14, r.w, 4).fill({ color: C.gateIron });
      // The name small on the top band, the toughness (what is read) large below it.
      g.roundRect(r.x + 4, r.y + 15, r.w - 8, 27, 4).fill({ color: 0x1a120a, alpha: 0.8 });
      // The name's first letter (O / M / I, 外 / 中 / 內): the whole word at a legible size does not fit beside the number.
      // At the numbers' size: "I" reads as a numeral too.
      label(ctx.layer, Array.from(gateLabel(id))[0] ?? '', r.x + 6, r.y + 28, { size: NUM, weight: 'bold', anchorY: 0.5, color: 0xe8d8b8 });
      label(ctx.layer, String(s.toughness), r.x + r.w - 8, r.y + 28, {
        size: NUM + 3,
        weight: 'bold',
        anchorX: 1,
        anchorY: 0.5,
        color: 0xfff0d0,
      });
      pips(g, r.x + 5, r.y + r.h - 5, CAPACITY.gateMax, s.toughness, C.gold, 3, 2.2);
      if (s.cross) {
        const cx = r.x + r.w - 9;
        const cy = r.y + 8;
        g.circle(cx, cy, 8).fill({ color: 0xf6f0e0 }).stroke({ width: 1, color: C.gold });
        g.rect(cx - 1, cy - 5, 2, 10).fill({ color: C.gold });
        g.rect(cx - 4, cy - 2, 8, 2).fill({ color: C.gold });
      }
    }
    ctx.regions.add(id, r);
  }
  drawCounters(ctx, 'gates', b.x + 4, b.y + b.h - 22, 8, b.w - 8);
}
