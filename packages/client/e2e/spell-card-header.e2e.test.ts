/**
 * In Chromium: on a spell card cast this turn, the "cast" marker and the counters left ("N left",
 * the Dragon Phantom's "n/3") never overlap, at 1280x800 and at 390x844. The bounds are the
 * drawn Texts' own, on screen, read from the Pixi scene of the spell row. The game starts where
 * the Invader has cast a spell with counters this turn (a stored position, start-position.ts).
 */
import type { Application, Container } from 'pixi.js';
import type { Action, GameView } from '@stronghold/rules';
import { SPELLS } from '@stronghold/rules/cards';
import { browserSuite, describeGame, openTable, quickPolicy, resizeTo, shot, viewNow, waitFor } from './helpers';
import { positionWhere, startAt } from './start-position';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** A spell of the row with counters, cast this turn. */
const castWithCounters = (v: GameView) => v.invader.cast.some((id) => v.invader.row.includes(id) && SPELLS[id].counters !== null);
/** quickPolicy, except that the Invader casts a spell with counters as soon as it may. */
const castingPolicy = (legal: Action[], v: GameView): Action =>
  legal.find((a) => a.type === 'cast' && SPELLS[a.spell].counters !== null) ?? quickPolicy(legal, v);
const position = positionWhere(castWithCounters, { policy: castingPolicy });

interface Box {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describeGame('a spell card cast this turn: "cast" clear of the counters left', () => {
  const suite = browserSuite({ serve: 'game', env: startAt(position), errorsAfterEach: true });

  test('at 1280x800 and 390x844 the "cast" marker and "N left" of every cast card do not overlap', async () => {
    const { inv } = await openTable(suite.url, await suite.page(), await suite.page());
    const v = await viewNow(inv);
    expect(castWithCounters(v)).toBe(true);
    for (const vp of VIEWPORTS) {
      await resizeTo(inv, vp);
      await waitFor(
        () => inv.evaluate(() => (window as unknown as { __PIXI_APP__?: Application }).__PIXI_APP__?.renderer.screen.width ?? 0),
        (w) => w > 0,
        'the board sized',
      );
      const boxes = await inv.evaluate(() => {
        const app = (window as unknown as { __PIXI_APP__?: Application }).__PIXI_APP__;
        const out: Box[] = [];
        const walk = (c: Container) => {
          if (!c.visible || c.destroyed) return;
          c.children.forEach(walk);
          const t = c as Container & { text?: unknown };
          if (typeof t.text !== 'string' || c.parent?.label !== 'spell-row') return;
          const b = c.getBounds();
          out.push({ text: t.text, x: b.x, y: b.y, w: b.width, h: b.height });
        };
        if (app) walk(app.stage);
        return out;
      });
      const casts = boxes.filter((b) => b.text === 'cast');
      const counts = boxes.filter((b) => /^\d+ left$/.test(b.text) || /^\d+\/\d+$/.test(b.text));
      expect({ vp, casts: casts.length }).toEqual({ vp, casts: v.invader.cast.filter((id) => v.invader.row.includes(id)).length });
      expect(counts.length).toBeGreaterThan(0);
      const touching = casts.flatMap((c) =>
        counts.filter((n) => overlap(c, n)).map((n) => `${vp.width}x${vp.height}: "cast" over "${n.text}"`),
      );
      expect(touching).toEqual([]);
      await shot(inv, `spell-card-header-${vp.width}x${vp.height}`);
    }
  });
});
