/** The Invader's spell row (up to 6 cards) and the Activation, Move out and Camp cards. */
import { nameOf, roman, t } from '../i18n';
import { type SpellId } from '@stronghold/rules';
import { SPELLS } from '@stronghold/rules/cards';
import { gfx, type DrawCtx } from './ctx';
import { drawnTexts, label, panel } from './draw';
import type { Text } from 'pixi.js';
import { NUM, SPELL_ROW } from './layout';
import { C } from './palette';
import { dragonProgress, fractionText } from './progress';
import { spellCardWidth, spellHeaderPlan } from './spell-header';

export function drawSpellRow(ctx: DrawCtx): void {
  const { view } = ctx;
  const g = gfx(ctx);
  const r = SPELL_ROW;
  panel(g, r, 0x17121f, 0x3e2f58);
  label(ctx.layer, t('board.spellRow'), r.x + 10, r.y + 6, { size: 13, serif: true, weight: 'bold', color: C.invader });
  label(ctx.layer, `${view.invader.row.length}/6`, r.x + r.w - 10, r.y + 2, { size: NUM, align: 'right', color: C.muted });
  // Two columns of three: a card is wide enough for its name whole on one line.
  const cw = spellCardWidth(r.w);
  const ch = 56;
  for (let i = 0; i < 6; i++) {
    const x = r.x + 10 + (i % 2) * (cw + 8);
    const y = r.y + 26 + Math.floor(i / 2) * (ch + 6);
    const id = view.invader.row[i];
    if (!id) {
      g.roundRect(x, y, cw, ch, 6).stroke({ width: 1, color: 0x3e2f58, alpha: 0.8 });
      continue;
    }
    drawSpellCard(ctx, g, id, x, y, cw, ch);
  }
  // Row cards.
  const rowY = r.y + 26 + 3 * (ch + 6);
  const rowH = r.y + r.h - 8 - rowY;
  const rw = Math.floor((r.w - 36) / 3);
  const cards: Array<[string, string, string]> = [
    ['card:activation', t('board.activation'), t('board.activationSub')],
    ['card:moveout', t('board.moveout'), t('board.moveoutSub')],
    ['card:camp', t('board.campCard'), t('board.campSub')],
  ];
  cards.forEach(([id, name, sub], i) => {
    const x = r.x + 10 + i * (rw + 8);
    g.roundRect(x, rowY, rw, rowH, 6).fill({ color: 0x2a1f2a }).stroke({ width: 1.5, color: 0x8a5a6a });
    label(ctx.layer, name, x + rw / 2, rowY + 3, { weight: 'bold', anchorX: 0.5, align: 'center', color: 0xf0c8d0, fit: rw - 6 });
    // The cost (numbers) at the numbers' size, on two lines where it needs them.
    label(ctx.layer, sub, x + rw / 2, rowY + 23, { size: NUM, anchorX: 0.5, align: 'center', color: C.text, wrap: rw - 6 });
    ctx.regions.add(id, { x, y: rowY, w: rw, h: rowH });
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
  // Header, left to right: the stage (Roman), "A" (needs Activation), "cast" when cast this turn,
  // the counters left; the Mana cost gem at the right. The name whole on the line below. The
  // texts are made first and placed from their widths (spell-header.ts), so none overlaps another.
  g.roundRect(x + 3, y + 3, w - 6, 24, 4).fill({ color: 0x3a2d52 });
  const hy = y + 15;
  const stage = label(ctx.layer, roman(s.stage), 0, hy, { size: NUM, weight: 'bold', color: C.gold, anchorY: 0.5 });
  const act = s.activation ? label(ctx.layer, 'A', 0, hy, { weight: 'bold', anchorY: 0.5, color: C.good }) : null;
  const castWord = cast ? label(ctx.layer, t('board.cast'), 0, hy, { weight: 'bold', anchorY: 0.5, color: 0xc8b0ff }) : null;
  g.circle(x + w - 16, hy, 12)
    .fill({ color: 0x4a2f8a })
    .stroke({ width: 1, color: 0xc8b0ff });
  label(ctx.layer, String(s.mana), x + w - 16, hy, { size: NUM, weight: 'bold', anchorX: 0.5, anchorY: 0.5 });
  // The counters left to place; the Dragon Phantom's all go on its card, so it reads the ones
  // there of its spaces ("1/3", its strength at the Barbican), with a dot for each space where
  // the header has room.
  const onBoard = view.board.counters.filter((c) => c.spell === id).length;
  const dragon = id === 'dragon-phantom' ? dragonProgress(view) : null;
  const countText = dragon ? fractionText(dragon) : s.counters !== null ? t('board.left', { n: Math.max(0, s.counters - onBoard) }) : null;
  const count =
    countText === null
      ? null
      : label(ctx.layer, countText, 0, hy, {
          size: NUM,
          weight: dragon?.have ? 'bold' : 'normal',
          align: 'right',
          anchorY: 0.5,
          color: dragon?.have ? 0xd8c4ff : C.muted,
        });
  const plan = spellHeaderPlan(
    { stage: stage.width, activation: act?.width ?? null, cast: castWord?.width ?? null, counters: count?.width ?? null },
    w,
  );
  placeOrDrop(stage, x, plan.stage);
  if (act) placeOrDrop(act, x, plan.activation);
  if (castWord) placeOrDrop(castWord, x, plan.castWord);
  if (plan.castDot !== null)
    g.circle(x + plan.castDot, hy, 4)
      .fill({ color: C.mana })
      .stroke({ width: 1, color: 0xffffff });
  if (count) count.x = x + plan.countersRight;
  if (dragon && count) {
    const hx = x + plan.end + 8;
    if (hx + dragon.of * 11 + 4 <= x + plan.countersRight - count.width)
      for (let i = 0; i < dragon.of; i++)
        g.circle(hx + 5 + i * 11, hy, 5)
          .fill({ color: i < dragon.have ? C.invader : 0x2a2040 })
          .stroke({ width: 1, color: C.cardEdge });
    ctx.regions.add('dragon-card', { x, y, w, h });
  }
  label(ctx.layer, nameOf(id), x + 7, y + 30, { fit: w - 14, color: 0xf0e8ff });
  ctx.regions.add(id, { x, y, w, h });
}

/** A header text at its planned place, or out of the scene when the header has no room for it. */
function placeOrDrop(text: Text, cardX: number, at: number | null): void {
  if (at !== null) {
    text.x = cardX + at;
    return;
  }
  // Not drawn after all: not among what the board shows either.
  const i = drawnTexts.lastIndexOf(text.text);
  if (i >= 0) drawnTexts.splice(i, 1);
  text.destroy();
}
