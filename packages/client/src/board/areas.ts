/** The Invader's ground: the Camp, the three Foregrounds and the seven Ramparts. */
import { t } from '../i18n';
import type { InvaderCounts } from '@stronghold/rules';
import { FOREGROUNDS, RAMPARTS, SPELLS } from '@stronghold/rules/cards';
import { shortName } from '../logic/ids';
import { nameOf } from '../i18n';
import { gfx, INVADER_ORDER, type DrawCtx } from './ctx';
import { drawCounters, drawMachine } from './counters';
import { cube, label, panel, unitGrid } from './draw';
import { CAMP, CUBE, FOREGROUND, NUM, RAMPART } from './layout';
import { C } from './palette';

const total = (c: InvaderCounts): number => c.phantom + c.skeleton + c.vampire;

export function drawAreas(ctx: DrawCtx): void {
  const { view } = ctx;
  const g = gfx(ctx);

  // Camp: a war camp of tents along the top.
  panel(g, CAMP, C.camp, C.campEdge, 10);
  for (let i = 0; i < 9; i++) {
    const x = CAMP.x + 250 + i * 84;
    g.poly([x, CAMP.y + CAMP.h - 10, x + 18, CAMP.y + CAMP.h - 34, x + 36, CAMP.y + CAMP.h - 10]).fill({ color: 0x3a2226, alpha: 0.8 });
  }
  label(ctx.layer, t('board.camp'), CAMP.x + 14, CAMP.y + 8, { size: 15, serif: true, weight: 'bold', color: 0xe8a0a0 });
  const camp = view.board.areas.camp;
  label(ctx.layer, t('board.campUnits', { n: total(camp) }), CAMP.x + 14, CAMP.y + 32, { size: NUM, color: C.muted });
  let cx = CAMP.x + 130;
  for (const u of INVADER_ORDER) {
    const n = camp[u];
    cube(g, cx, CAMP.y + 24, 22, u, n === 0);
    label(ctx.layer, `${n}`, cx + 28, CAMP.y + 35, { size: 20, weight: 'bold', anchorY: 0.5, color: n ? C.text : C.dim });
    cx += 74;
  }
  ctx.regions.add('camp', CAMP);

  // Foregrounds.
  for (const id of FOREGROUNDS) {
    const r = FOREGROUND[id];
    panel(g, r, C.foreground, C.foregroundEdge, 10);
    // The name whole on one line beside its count: plain letters, narrower than the serif titles.
    label(ctx.layer, shortName(id), r.x + 12, r.y + 6, { color: C.muted, fit: r.w - 66 });
    label(ctx.layer, `${total(view.board.areas[id])}/10`, r.x + r.w - 10, r.y + 4, { size: NUM, align: 'right', color: C.muted });
    unitGrid(ctx.layer, g, view.board.areas[id], INVADER_ORDER, { x: r.x + 12, y: r.y + 32, w: r.w - 24, h: 50 }, 21, 5);
    // Foreground spell cards (Cemetery, Marshes, Crypt) and counters (Reinforcements).
    let x = r.x + 12;
    for (const c of view.board.counters.filter(
      (k) => k.at === id && SPELLS[k.spell].placement === 'foreground' && k.spell !== 'reinforcements',
    )) {
      // As wide as its name, so that the name shows whole.
      const name = label(ctx.layer, nameOf(c.spell), x + 5, r.y + r.h - 19, { anchorY: 0.5 });
      const w = Math.ceil(name.width) + 10;
      g.roundRect(x, r.y + r.h - 30, w, 22, 4)
        .fill({ color: C.card })
        .stroke({ width: 1, color: C.cardEdge });
      ctx.regions.add(`ctr:${c.id}`, { x, y: r.y + r.h - 30, w, h: 22 });
      x += w + 6;
    }
    drawCounters(ctx, id, x, r.y + r.h - 30, 11, r.x + r.w - x, ['cemetery', 'marshes', 'crypt']);
    ctx.regions.add(id, r);
  }

  // Ramparts: earthworks with units, a machine space, counters and the Defender's cover spaces.
  for (const id of RAMPARTS) {
    const r = RAMPART[id];
    const barb = id === 'r-barbican';
    g.roundRect(r.x, r.y, r.w, r.h, 12)
      .fill({ color: C.rampart })
      .stroke({ width: 2, color: barb ? C.gold : C.rampartEdge, alpha: barb ? 0.7 : 1 });
    g.roundRect(r.x + 4, r.y + 4, r.w - 8, 6, 3).fill({ color: 0x3a3428 });
    // A name with a number (L1, F2) is read as one: the numbers' size; the Barbican's stays smaller.
    const name = shortName(id);
    // The Barbican's name in plain letters, narrower than the serif, so that it shows whole beside its count.
    const numbered = /\d/.test(name);
    label(ctx.layer, name, r.x + 10, r.y + 12, {
      size: numbered ? NUM : undefined,
      fit: r.w - 50,
      serif: numbered,
      weight: numbered ? 'bold' : 'normal',
      color: barb ? C.gold : 0xcdbb98,
    });
    const n = total(view.board.areas[id]);
    label(ctx.layer, `${n}/7`, r.x + r.w - 8, r.y + 12, { size: NUM, align: 'right', color: C.muted });
    unitGrid(
      ctx.layer,
      g,
      view.board.areas[id],
      INVADER_ORDER,
      { x: r.x + 10, y: r.y + 40, w: r.w - 20, h: 2 * (CUBE + 2) + 4 },
      CUBE + 2,
      4,
    );
    // Machine stack.
    const machine = view.board.counters.find((c) => c.at === id && (c.spell === 'bone-thrower' || c.spell === 'spectral-ballista'));
    if (machine) drawMachine(ctx, machine, r.x + 8, r.y + r.h - 32);
    drawCounters(ctx, id, r.x + (machine ? 68 : 8), r.y + r.h - 30, 10, r.w - (machine ? 104 : 44), ['bone-thrower', 'spectral-ballista']);
    // Cover spaces: the Saint and Consecrated Ground.
    const covers: Array<[string, number]> = [];
    if (view.board.saint === id) covers.push(['S', C.gold]);
    for (const c of view.board.consecrated) if (c === id) covers.push(['✚', 0xfff2c0]);
    covers.forEach(([glyph, col], i) => {
      const x = r.x + r.w - 16 - i * 24;
      const y = r.y + r.h - 18;
      g.circle(x, y, 10).fill({ color: col }).stroke({ width: 1.5, color: 0x5a4a20 });
      label(ctx.layer, glyph, x, y, { size: 12, weight: 'bold', color: 0x3a2a00, anchorX: 0.5, anchorY: 0.5 });
    });
    ctx.regions.add(id, r);
  }
}
