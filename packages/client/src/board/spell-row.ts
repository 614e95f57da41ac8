/** The Invader's spell row (up to 6 cards) and the Activation, Move out and Camp cards. */
import { nameOf, roman, t } from '../i18n';
import { type SpellId } from '@stronghold/rules';
import { SPELLS } from '@stronghold/rules/cards';
import { gfx, type DrawCtx } from './ctx';
import { label, panel } from './draw';
import { NUM, SPELL_ROW } from './layout';
import { C } from './palette';

export function drawSpellRow(ctx: DrawCtx): void {
  const { view } = ctx;
  const g = gfx(ctx);
  const r = SPELL_ROW;
  panel(g, r, 0x17121f, 0x3e2f58);
  label(ctx.layer, t('board.spellRow'), r.x + 10, r.y + 6, { size: 13, serif: true, weight: 'bold', color: C.invader });
  label(ctx.layer, `${view.invader.row.length}/6`, r.x + r.w - 10, r.y + 2, { size: NUM, align: 'right', color: C.muted });
  const cw = 112;
  const ch = 88;
  for (let i = 0; i < 6; i++) {
    const x = r.x + 10 + (i % 3) * (cw + 8);
    const y = r.y + 26 + Math.floor(i / 3) * (ch + 6);
    const id = view.invader.row[i];
    if (!id) {
      g.roundRect(x, y, cw, ch, 6).stroke({ width: 1, color: 0x3e2f58, alpha: 0.8 });
      continue;
    }
    drawSpellCard(ctx, g, id, x, y, cw, ch);
  }
  // Row cards.
  const rowY = r.y + 26 + 2 * (ch + 6);
  const rowH = r.y + r.h - 8 - rowY;
  const cards: Array<[string, string, string]> = [
    ['card:activation', t('board.activation'), t('board.activationSub')],
    ['card:moveout', t('board.moveout'), t('board.moveoutSub')],
    ['card:camp', t('board.campCard'), t('board.campSub')],
  ];
  cards.forEach(([id, name, sub], i) => {
    const x = r.x + 10 + i * (cw + 8);
    g.roundRect(x, rowY, cw, rowH, 6).fill({ color: 0x2a1f2a }).stroke({ width: 1.5, color: 0x8a5a6a });
    label(ctx.layer, name, x + cw / 2, rowY + 4, { size: 13, weight: 'bold', anchorX: 0.5, color: 0xf0c8d0 });
    // The cost (numbers) at the numbers' size, on two lines where it needs them.
    label(ctx.layer, sub, x + cw / 2, rowY + 22, { size: NUM, anchorX: 0.5, align: 'center', color: C.text, wrap: cw - 8 });
    ctx.regions.add(id, { x, y: rowY, w: cw, h: rowH });
  });
}

function drawSpellCard(ctx: DrawCtx, g: ReturnType<typeof gfx>, id: SpellId, x: number, y: number, w: number, h: number): void {
  const { view } = ctx;
  const s = SPELLS[id];
  const cast = view.invader.cast.includes(id);
  const active = view.invader.activated.includes(id);
  g.roundRect(x + 2, y + 3, w, h, 6).fill({ color: 0x000000, alpha: 0.35 });
  g.roundRect(x, y, w, h, 6)
    .fill({ color: C.card })
    .stroke({ width: active ? 2.5 : 1.5, color: active ? C.good : C.cardEdge });
  // Header: the stage (Roman), "cast" when cast this turn, the Mana cost gem.
  g.roundRect(x + 3, y + 3, w - 6, 26, 4).fill({ color: 0x3a2d52 });
  label(ctx.layer, roman(s.stage), x + 7, y + 16, { size: NUM, weight: 'bold', color: C.gold, anchorY: 0.5 });
  g.circle(x + w - 16, y + 16, 13)
    .fill({ color: 0x4a2f8a })
    .stroke({ width: 1, color: 0xc8b0ff });
  label(ctx.layer, String(s.mana), x + w - 16, y + 16, { size: NUM, weight: 'bold', anchorX: 0.5, anchorY: 0.5 });
  if (cast) {
    g.circle(x + w - 36, y + 16, 4)
      .fill({ color: C.mana })
      .stroke({ width: 1, color: 0xffffff });
    label(ctx.layer, t('board.cast'), x + w - 43, y + 16, { size: 11, weight: 'bold', align: 'right', anchorY: 0.5, color: 0xc8b0ff });
  }
  label(ctx.layer, nameOf(id), x + 7, y + 32, { weight: 'bold', fit: w - 12, color: 0xf0e8ff });
  // Footer: "A" (needs Activation) and the counters left, a number.
  const onBoard = view.board.counters.filter((c) => c.spell === id).length;
  if (s.activation) label(ctx.layer, 'A', x + 8, y + h - 13, { size: 13, weight: 'bold', anchorY: 0.5, color: C.good });
  if (s.counters !== null)
    label(ctx.layer, t('board.left', { n: Math.max(0, s.counters - onBoard) }), x + w - 7, y + h - 13, {
      size: NUM,
      align: 'right',
      anchorY: 0.5,
      color: C.muted,
    });
  if (id === 'dragon-phantom') {
    const n = view.board.counters.filter((c) => c.at === 'dragon-card').length;
    for (let i = 0; i < 3; i++)
      g.circle(x + 24 + i * 11, y + h - 13, 5)
        .fill({ color: i < n ? C.invader : 0x2a2040 })
        .stroke({ width: 1, color: C.cardEdge });
    ctx.regions.add('dragon-card', { x, y, w, h });
  }
  ctx.regions.add(id, { x, y, w, h });
}
