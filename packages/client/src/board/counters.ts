/** Invader spell counters on any place: round purple tokens, dim when not working this turn. */
import type { GameView, SpellCounter } from '@stronghold/rules';
import { SPELLS } from '@stronghold/rules/cards';
import type { DrawCtx } from './ctx';
import { COUNTER_GLYPH, gfx } from './ctx';
import { label, token } from './draw';
import { NUM } from './layout';
import { C } from './palette';

export function counterIsLive(view: GameView, c: SpellCounter): boolean {
  const s = SPELLS[c.spell];
  return !s.activation || c.castTurn === view.turn || view.invader.activated.includes(c.spell);
}

/** Draw the counters standing at `at` in a row from (x, y) going right; returns the x after. */
export function drawCounters(ctx: DrawCtx, at: string, x: number, y: number, r = 10, maxW = 200, skip: string[] = []): number {
  const list = ctx.view.board.counters.filter((c) => c.at === at && !skip.includes(c.spell));
  const g = gfx(ctx);
  let cx = x;
  for (const c of list) {
    if (cx + 2 * r > x + maxW) break;
    const live = counterIsLive(ctx.view, c);
    const glyph = c.spell === 'illusionary-threat' && c.value !== undefined ? String(c.value) : (COUNTER_GLYPH[c.spell] ?? '•');
    token(ctx.layer, g, cx + r, y + r, r, live ? C.invader : 0x5b4a78, glyph, live ? 0xe9dcff : 0x000000);
    ctx.regions.add(`ctr:${c.id}`, { x: cx, y, w: 2 * r, h: 2 * r });
    cx += 2 * r + 4;
  }
  return cx;
}

/** A machine stack (Bone Thrower / Spectral Ballista): a small card pile with its size. */
export function drawMachine(ctx: DrawCtx, c: SpellCounter, x: number, y: number): void {
  const g = gfx(ctx);
  const live = counterIsLive(ctx.view, c);
  for (let i = 2; i >= 0; i--)
    g.roundRect(x + i * 2, y + i * 2, 30, 22, 3)
      .fill({ color: live ? 0x4b3470 : 0x3a3148 })
      .stroke({ width: 1, color: C.cardEdge });
  label(ctx.layer, COUNTER_GLYPH[c.spell] ?? '?', x + 15, y + 11, { size: 11, weight: 'bold', color: C.text, anchorX: 0.5, anchorY: 0.5 });
  label(ctx.layer, `×${c.stackSize ?? c.stack?.length ?? 0}`, x + 37, y + 12, { size: NUM, color: C.text, anchorY: 0.5 });
  ctx.regions.add(`ctr:${c.id}`, { x, y, w: 34, h: 26 });
}
