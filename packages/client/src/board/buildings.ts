/**
 * Inside the stronghold: the action buildings with their slots (Hourglasses paid of the cost as a
 * number, Bone markers, Hallucination blocks), the Barracks' units, the Courtyard, the Statue and the Hospital.
 */
import { nameOf, t } from '../i18n';
import { BUILDING_ACTIONS, BUILDING_ACTION_IDS, type BuildingActionId } from '@stronghold/rules/cards';
import { gfx, DEFENDER_ORDER, type DrawCtx } from './ctx';
import { cube, hourglass, label, panel, unitGrid } from './draw';
import { BUILDING, COURTYARD, CUBE, HOSPITAL, INSIDE, NUM, SLOT_GAP, SLOT_H, SLOT_TOP, STATUE } from './layout';
import { C } from './palette';
import { fractionText, slotProgress, type SlotState } from './progress';

const title = (building: string): string => t(`board.${building}`);
const ACCENT: Record<string, number> = { forge: 0xff8a4a, workshop: 0xc8a070, scouts: 0x7fc88a, cathedral: 0xf0e0a0, barracks: 0x8fb0ff };

export function drawBuildings(ctx: DrawCtx): void {
  const { view } = ctx;
  const g = gfx(ctx);
  // The inner ground.
  g.roundRect(INSIDE.x, INSIDE.y, INSIDE.w, INSIDE.h, 10).fill({ color: C.inside }).stroke({ width: 1, color: C.insideEdge });
  const riot = view.panic.active.find((p) => p.card === 'riot')?.target ?? null;

  for (const [bid, r] of Object.entries(BUILDING)) {
    panel(g, r, C.building, C.buildingEdge, 8);
    g.rect(r.x + 1, r.y + 1, r.w - 2, 26).fill({ color: 0x283149 });
    g.rect(r.x + 1, r.y + 26, r.w - 2, 2).fill({ color: ACCENT[bid] ?? C.gold, alpha: 0.8 });
    label(ctx.layer, title(bid), r.x + r.w / 2, r.y + 14, {
      size: 14,
      serif: true,
      weight: 'bold',
      anchorX: 0.5,
      anchorY: 0.5,
      color: ACCENT[bid],
    });
    const slots = BUILDING_ACTION_IDS.filter((s) => BUILDING_ACTIONS[s].building === bid);
    slots.forEach((sid, i) => drawSlot(ctx, g, sid, r.x + 5, r.y + SLOT_TOP + i * (SLOT_H + SLOT_GAP), r.w - 10));
    if (bid === 'barracks') {
      const y = r.y + SLOT_TOP + slots.length * (SLOT_H + SLOT_GAP);
      label(ctx.layer, t('board.garrison'), r.x + 8, y - 1, { size: 11, color: C.muted });
      unitGrid(ctx.layer, g, view.board.barracks, DEFENDER_ORDER, { x: r.x + 8, y: y + 20, w: r.w - 16, h: 2 * CUBE + 3 }, CUBE, 3);
    }
    if (riot === bid) {
      g.roundRect(r.x, r.y, r.w, r.h, 8).fill({ color: 0x400000, alpha: 0.45 });
      label(ctx.layer, t('board.riot'), r.x + r.w / 2, r.y + r.h / 2, {
        size: 22,
        weight: 'bold',
        serif: true,
        anchorX: 0.5,
        anchorY: 0.5,
        color: C.danger,
      });
    }
    ctx.regions.add(bid, r);
  }

  // Courtyard.
  panel(g, COURTYARD, 0x1b2333, C.insideEdge, 8);
  label(ctx.layer, t('board.courtyard'), COURTYARD.x + 10, COURTYARD.y + 8, { size: 13, serif: true, weight: 'bold', color: C.muted });
  unitGrid(
    ctx.layer,
    g,
    view.board.courtyard,
    DEFENDER_ORDER,
    { x: COURTYARD.x + 10, y: COURTYARD.y + 32, w: COURTYARD.w - 20, h: 70 },
    CUBE + 2,
    5,
  );
  drawPriests(ctx, g, 'courtyard', COURTYARD.x + 16, COURTYARD.y + COURTYARD.h - 20);
  ctx.regions.add('courtyard', COURTYARD);

  // Statue.
  panel(g, STATUE, 0x1b2333, C.insideEdge, 8);
  label(ctx.layer, t('board.statue'), STATUE.x + 10, STATUE.y + 8, { size: 13, serif: true, weight: 'bold', color: C.muted });
  const sx = STATUE.x + STATUE.w / 2;
  const sy = STATUE.y + 78;
  g.rect(sx - 18, sy + 22, 36, 10).fill({ color: 0x5d626d });
  g.roundRect(sx - 8, sy - 18, 16, 40, 5).fill({ color: 0x8d93a0 });
  g.circle(sx, sy - 24, 8).fill({ color: 0x8d93a0 });
  drawPriests(ctx, g, 'statue', STATUE.x + 20, STATUE.y + 48);
  ctx.regions.add('statue', STATUE);

  // Hospital.
  panel(g, HOSPITAL, 0x1b2333, C.insideEdge, 8);
  label(ctx.layer, t('board.hospital'), HOSPITAL.x + 10, HOSPITAL.y + 8, { size: 13, serif: true, weight: 'bold', color: C.muted });
  // The red cross sits in the bottom corner: the name takes the whole top line in some languages.
  g.rect(HOSPITAL.x + HOSPITAL.w - 24, HOSPITAL.y + HOSPITAL.h - 17, 12, 4).fill({ color: 0xe05050 });
  g.rect(HOSPITAL.x + HOSPITAL.w - 20, HOSPITAL.y + HOSPITAL.h - 21, 4, 12).fill({ color: 0xe05050 });
  unitGrid(
    ctx.layer,
    g,
    view.defender.hospital,
    DEFENDER_ORDER,
    { x: HOSPITAL.x + 10, y: HOSPITAL.y + 32, w: HOSPITAL.w - 20, h: 2 * CUBE + 4 },
    CUBE,
    4,
  );
  const dead = view.defender.dead;
  const nDead = dead.marksman + dead.soldier + dead.veteran;
  label(ctx.layer, t('board.dead', { n: nDead }), HOSPITAL.x + 10, HOSPITAL.y + 80, { size: NUM, color: C.muted });
  ctx.regions.add('hospital', HOSPITAL);
}

function drawPriests(ctx: DrawCtx, g: ReturnType<typeof gfx>, at: string, x: number, y: number): void {
  ctx.view.defender.priests
    .filter((p) => p.at === at)
    .forEach((p, i) => {
      const px = x + i * 24;
      g.circle(px, y, 9).fill({ color: 0xf6f0e0 }).stroke({ width: 1.5, color: C.gold });
      g.rect(px - 1, y - 6, 2, 12).fill({ color: C.gold });
      g.rect(px - 4, y - 3, 8, 2).fill({ color: C.gold });
      if (p.acted) g.circle(px, y, 9).fill({ color: 0x000000, alpha: 0.4 });
      ctx.regions.add(p.id, { x: px - 10, y: y - 10, w: 20, h: 20 });
    });
}

/** The colour of a building action's count: what is paid stands out from what is not. */
const COUNT_COLOR: Record<SlotState, number> = {
  unpaid: C.muted,
  part: C.hourglass,
  done: C.good,
  blocked: 0xe0c8ff,
};

function drawSlot(ctx: DrawCtx, g: ReturnType<typeof gfx>, sid: BuildingActionId, x: number, y: number, w: number): void {
  const a = BUILDING_ACTIONS[sid];
  const s = ctx.view.defender.slots[sid];
  const done = s.done;
  g.roundRect(x, y, w, SLOT_H, 5)
    .fill({ color: done ? C.slotDone : C.slot })
    .stroke({ width: 1, color: done ? 0x3f7a55 : 0x3a4560 });
  if (s.block) g.roundRect(x, y, w, SLOT_H, 5).fill({ color: 0x2a1040, alpha: 0.72 }).stroke({ width: 1.5, color: C.invader });
  // The name whole (plain letters, so the longest word fits), on two lines where it needs them;
  // the bottom row: what pays for it (an Hourglass, or the Phantoms of a Hallucinations block)
  // and how much of it is paid as a number ("1/2"), the Bone marker, the tick, the count left.
  label(ctx.layer, nameOf(sid), x + 5, y + 1, { color: done ? 0x9ad0aa : C.text, fit: w - 8 });
  const p = slotProgress(ctx.view, sid);
  const rowY = y + SLOT_H - 15;
  let after: number;
  if (s.block) {
    const shown = Math.min(4, s.block.phantoms);
    for (let i = 0; i < shown; i++) cube(g, x + 6 + i * 17, rowY - 2, 15, 'phantom');
    after = x + 6 + shown * 17 + 2;
  } else {
    hourglass(g, x + 8, rowY, 14, p.state === 'unpaid' ? 0xb89a58 : C.hourglass);
    after = x + 8 + 14 * 0.62 + 5; // an Hourglass is 0.62 of its height wide
  }
  const count = label(ctx.layer, fractionText(p), after, rowY + 7, {
    size: NUM,
    weight: p.state === 'unpaid' ? 'normal' : 'bold',
    anchorY: 0.5,
    color: COUNT_COLOR[p.state],
  });
  after += count.width + 4;
  if (s.bone) {
    const bx = after + 3;
    g.roundRect(bx, rowY + 4, 14, 6, 3).fill({ color: C.bone });
    for (const [dx, dy] of [
      [0, 4],
      [0, 10],
      [14, 4],
      [14, 10],
    ] as const)
      g.circle(bx + dx, rowY + dy, 3).fill({ color: C.bone });
    after += 22;
  }
  // What is left in the reserve for it (not while blocked: the row is the block's then).
  if (a.uses && !s.block) {
    const left = ctx.view.defender.reserve[a.uses];
    label(ctx.layer, t('board.left', { n: left }), x + w - 5, rowY + 7, {
      size: NUM,
      align: 'right',
      anchorY: 0.5,
      color: left ? C.muted : C.danger,
    });
  }
  if (done) label(ctx.layer, '✓', after, rowY + 7, { size: 14, weight: 'bold', anchorY: 0.5, color: C.good });
  ctx.regions.add(sid, { x, y, w, h: SLOT_H });
}
