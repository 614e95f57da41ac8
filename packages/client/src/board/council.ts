/** The Council: the six cards drawn at setup, their markers (placed of needed), and whether the Council is closed. */
import { nameOf, t } from '../i18n';
import { gfx, type DrawCtx } from './ctx';
import { label, panel, pips } from './draw';
import { COUNCIL_PANEL, NUM } from './layout';
import { C } from './palette';
import { councilProgress, fractionText } from './progress';

export function drawCouncil(ctx: DrawCtx): void {
  const { view } = ctx;
  const g = gfx(ctx);
  const r = COUNCIL_PANEL;
  const c = view.defender.council;
  panel(g, r, 0x101a26, 0x2f4a6a);
  label(ctx.layer, t('board.council'), r.x + 10, r.y + 6, { size: 13, serif: true, weight: 'bold', color: C.defender });
  label(ctx.layer, c.closed ? t('board.councilClosed') : t('board.councilOpen'), r.x + r.w - 10, r.y + 6, {
    size: 11,
    align: 'right',
    color: c.closed ? C.good : C.muted,
  });
  ctx.regions.add('council', { x: r.x, y: r.y, w: r.w, h: 24 });
  const cw = 112;
  const ch = 60;
  c.cards.forEach((id, i) => {
    const x = r.x + 10 + (i % 3) * (cw + 8);
    const y = r.y + 28 + Math.floor(i / 3) * (ch + 6);
    const p = councilProgress(view, id);
    const used = c.used.includes(id);
    const ready = !used && p.have >= p.of;
    g.roundRect(x + 2, y + 3, cw, ch, 6).fill({ color: 0x000000, alpha: 0.35 });
    g.roundRect(x, y, cw, ch, 6)
      .fill({ color: used ? 0x151a20 : C.council })
      .stroke({ width: ready ? 2.5 : 1.5, color: ready ? C.good : C.councilEdge, alpha: used ? 0.4 : 1 });
    // The name (two lines set close, clear of the markers), the markers as dots and, read at the
    // numbers' size, as "placed/needed"; the card's text (too long to read at the board's scale) is
    // in its hover details.
    label(ctx.layer, nameOf(id), x + 6, y + 3, { weight: 'bold', fit: cw - 10, color: used ? C.dim : 0xdcecff });
    const count = label(ctx.layer, fractionText(p), x + cw - 6, y + ch - 10, {
      size: NUM,
      weight: p.have ? 'bold' : 'normal',
      align: 'right',
      anchorY: 0.5,
      color: used ? C.dim : ready ? C.good : p.have ? C.gold : C.muted,
    });
    // The dots in the room the number leaves (smaller for a card that needs many).
    const room = cw - 6 - count.width - 6 - 9;
    pips(g, x + 9, y + ch - 10, p.of, p.have, C.gold, Math.min(5.5, (room - (p.of - 1) * 3) / (2 * p.of)), 3);
    if (used)
      label(ctx.layer, t('board.used'), x + cw / 2, y + ch / 2, {
        size: 18,
        weight: 'bold',
        serif: true,
        anchorX: 0.5,
        anchorY: 0.5,
        color: 0x6a7a8a,
      });
    ctx.regions.add(id, { x, y, w: cw, h: ch });
  });
  ctx.regions.add('council', r);
}
