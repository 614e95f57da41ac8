/**
 * The tracks and the two sides' stocks: the Time Board (turn, Mana per turn), the Panic Board
 * (level, floor, cards in force), the Invader's Mana, bag, Altar, Library and Mana deck, and the
 * Defender's Hourglasses, reserve and the hidden decks (as card backs with counts).
 */
import { nameOf, t } from '../i18n';
import { PANIC_MAX, PANIC_MIN, TIME_BOARD_MANA } from '@stronghold/rules/cards';
import { turnName } from '../logic/wording';
import { gfx, INVADER_ORDER, type DrawCtx } from './ctx';
import { cardBack, cube, hourglass, label, panel } from './draw';
import { DEFENDER_PANEL, INVADER_PANEL, PANIC_BOARD, TIME_BOARD } from './layout';
import { C } from './palette';

export function drawTracks(ctx: DrawCtx): void {
  const { view } = ctx;
  const g = gfx(ctx);

  // Time Board.
  const tb = TIME_BOARD;
  panel(g, tb, C.panel, C.panelEdge);
  label(ctx.layer, t('board.time'), tb.x + 10, tb.y + 7, { size: 12, serif: true, weight: 'bold', color: C.muted });
  const cw = (tb.w - 20) / 8;
  TIME_BOARD_MANA.forEach((m, i) => {
    const x = tb.x + 10 + i * cw;
    const now = i + 1 === view.turn;
    const past = i + 1 < view.turn;
    g.roundRect(x + 2, tb.y + 26, cw - 4, 38, 5)
      .fill({ color: now ? 0x3a3020 : 0x1a2030, alpha: past ? 0.5 : 1 })
      .stroke({ width: now ? 2 : 1, color: now ? C.gold : C.panelEdge });
    label(ctx.layer, turnName(i + 1), x + cw / 2, tb.y + 30, {
      size: 13,
      weight: 'bold',
      anchorX: 0.5,
      color: now ? C.gold : past ? C.dim : C.text,
      serif: true,
    });
    label(ctx.layer, `${m > 0 ? '+' : ''}${m}`, x + cw / 2, tb.y + 47, { size: 11, anchorX: 0.5, color: m < 0 ? 0xff9a9a : 0xc2b0ff });
  });
  ctx.regions.add('time', tb);

  // Panic Board.
  const pb = PANIC_BOARD;
  panel(g, pb, C.panel, C.panelEdge);
  label(ctx.layer, t('board.panic'), pb.x + 10, pb.y + 7, { size: 12, serif: true, weight: 'bold', color: C.muted });
  label(
    ctx.layer,
    `${t('board.panicLevel', { level: view.panic.level })}${view.panic.floor ? t('board.panicFloor', { floor: view.panic.floor }) : ''}`,
    pb.x + pb.w - 10,
    pb.y + 7,
    {
      size: 12,
      align: 'right',
      color: C.text,
    },
  );
  const n = PANIC_MAX - PANIC_MIN + 1;
  const pw = (pb.w - 20) / n;
  for (let i = 0; i < n; i++) {
    const v = PANIC_MIN + i;
    const x = pb.x + 10 + i * pw;
    const heat = (v - PANIC_MIN) / (n - 1);
    const col = heat < 0.5 ? 0x1f3a4a : heat < 0.75 ? 0x4a3a1a : 0x5a1e1e;
    const below = v < view.panic.floor;
    g.rect(x + 1, pb.y + 28, pw - 2, 26).fill({ color: col, alpha: below ? 0.25 : 0.9 });
    if (v === view.panic.level) g.roundRect(x - 1, pb.y + 25, pw + 2, 32, 4).stroke({ width: 2.5, color: C.torch });
    label(ctx.layer, `${v > 0 ? '+' : ''}${v}`, x + pw / 2, pb.y + 41, {
      size: 10,
      anchorX: 0.5,
      anchorY: 0.5,
      color: v === view.panic.level ? C.torch : C.muted,
      weight: v === view.panic.level ? 'bold' : 'normal',
    });
  }
  if (view.panic.floor > PANIC_MIN) {
    const fx = pb.x + 10 + (view.panic.floor - PANIC_MIN) * pw;
    g.rect(fx - 1, pb.y + 24, 2, 34).fill({ color: C.danger });
  }
  const cards = [
    ...view.panic.active.map((p) => ({ id: p.card, note: 'in force' })),
    ...view.panic.drawn.map((p) => ({ id: p, note: 'next turn' })),
  ];
  let px = pb.x + 10;
  for (const c of cards.slice(0, 4)) {
    const name = nameOf(c.id);
    const w = Math.min(88, 14 + name.length * 6.2);
    g.roundRect(px, pb.y + 62, w, 24, 4)
      .fill({ color: c.note === 'in force' ? 0x4a1e1e : 0x2a2a36 })
      .stroke({ width: 1, color: c.note === 'in force' ? C.danger : C.panelEdge });
    label(ctx.layer, name, px + w / 2, pb.y + 74, { size: 10, anchorX: 0.5, anchorY: 0.5 });
    ctx.regions.add(c.id, { x: px, y: pb.y + 62, w, h: 24 });
    px += w + 4;
  }
  if (!cards.length) label(ctx.layer, t('board.noPanic'), pb.x + 10, pb.y + 66, { size: 11, color: C.dim, italic: true });
  ctx.regions.add('panic', pb);

  // Invader stocks.
  const ip = INVADER_PANEL;
  panel(g, ip, 0x1a1426, 0x4a3a6a);
  label(ctx.layer, t('board.necromancer'), ip.x + 10, ip.y + 7, { size: 12, serif: true, weight: 'bold', color: C.invader });
  // Mana.
  g.circle(ip.x + 30, ip.y + 56, 20)
    .fill({ color: 0x2a1f48 })
    .stroke({ width: 2, color: C.mana });
  label(ctx.layer, String(view.invader.mana), ip.x + 30, ip.y + 56, {
    size: 20,
    weight: 'bold',
    anchorX: 0.5,
    anchorY: 0.5,
    color: 0xe0d4ff,
  });
  label(ctx.layer, t('card.mana'), ip.x + 30, ip.y + 80, { size: 11, anchorX: 0.5, color: C.muted });
  ctx.regions.add('mana', { x: ip.x + 8, y: ip.y + 34, w: 44, h: 60 });
  // Bag.
  label(ctx.layer, t('card.bag'), ip.x + 66, ip.y + 30, { size: 11, color: C.muted });
  INVADER_ORDER.forEach((u, i) => {
    cube(g, ip.x + 66, ip.y + 46 + i * 20, 14, u);
    label(ctx.layer, String(view.units.bag[u]), ip.x + 84, ip.y + 53 + i * 20, { size: 12, anchorY: 0.5 });
  });
  ctx.regions.add('bag', { x: ip.x + 62, y: ip.y + 28, w: 52, h: 86 });
  // Altar of Death.
  label(ctx.layer, t('board.altar'), ip.x + 122, ip.y + 30, { size: 11, color: C.muted });
  g.roundRect(ip.x + 120, ip.y + 44, 56, 62, 6)
    .fill({ color: 0x2a1616 })
    .stroke({ width: 1, color: 0x6a2a2a });
  INVADER_ORDER.forEach((u, i) => {
    const k = view.units.altar[u];
    cube(g, ip.x + 126, ip.y + 49 + i * 19, 13, u, k === 0);
    label(ctx.layer, String(k), ip.x + 146, ip.y + 55 + i * 19, { size: 12, anchorY: 0.5, color: k ? C.text : C.dim });
  });
  ctx.regions.add('altar', { x: ip.x + 118, y: ip.y + 28, w: 60, h: 80 });
  // Library and Mana deck as card backs.
  cardBack(ctx.layer, g, { x: ip.x + 190, y: ip.y + 30, w: 80, h: 74 }, view.hidden.library, t('board.library'));
  ctx.regions.add('library', { x: ip.x + 190, y: ip.y + 30, w: 80, h: 74 });
  cardBack(ctx.layer, g, { x: ip.x + 280, y: ip.y + 30, w: 80, h: 74 }, view.hidden.manaDeck, t('board.manaDeck'));
  ctx.regions.add('mana-deck', { x: ip.x + 280, y: ip.y + 30, w: 80, h: 74 });
  const flags = [
    view.invader.drewMana && t('board.manaCard'),
    view.invader.usedAltar && t('board.altar'),
    view.invader.usedLibrary && t('board.library'),
  ]
    .filter(Boolean)
    .join(' · ');
  if (flags) label(ctx.layer, t('board.usedThisTurn', { what: flags }), ip.x + 190, ip.y + 112, { size: 10, color: C.muted, wrap: 172 });

  // Defender stocks.
  const dp = DEFENDER_PANEL;
  panel(g, dp, 0x121c2a, 0x2f4a6a);
  label(ctx.layer, t('board.garrisonCommand'), dp.x + 10, dp.y + 7, { size: 12, serif: true, weight: 'bold', color: C.defender });
  const hg = view.defender.hourglasses;
  g.roundRect(dp.x + 10, dp.y + 28, 86, 62, 8)
    .fill({ color: 0x2a2414 })
    .stroke({ width: 2, color: hg ? C.hourglass : 0x5a5040 });
  hourglass(g, dp.x + 20, dp.y + 40, 36, C.hourglass);
  label(ctx.layer, String(hg), dp.x + 70, dp.y + 58, {
    size: 26,
    weight: 'bold',
    anchorX: 0.5,
    anchorY: 0.5,
    color: hg ? 0xffe6a0 : C.dim,
  });
  label(ctx.layer, t('board.hourglasses'), dp.x + 53, dp.y + 94, { size: 11, anchorX: 0.5, color: C.muted });
  ctx.regions.add('hourglasses', { x: dp.x + 8, y: dp.y + 26, w: 90, h: 82 });
  // Reserve summary.
  const res = view.defender.reserve;
  const items: Array<[string, number]> = [
    [t('board.res.soldiers'), res.soldier],
    [t('board.res.veterans'), res.veteran],
    [t('board.res.stones'), res.stone],
    [t('board.res.traps'), res.trap],
    [t('board.res.cannons'), res.cannon],
    [t('board.res.crossbows'), res.crossbow],
  ];
  label(ctx.layer, t('board.reserve'), dp.x + 108, dp.y + 28, { size: 11, color: C.muted });
  items.forEach(([name, k], i) => {
    const x = dp.x + 108 + (i % 2) * 78;
    const y = dp.y + 46 + Math.floor(i / 2) * 19;
    label(ctx.layer, `${name} ${k}`, x, y, { size: 11, color: k ? C.text : C.dim });
  });
  ctx.regions.add('reserve', { x: dp.x + 104, y: dp.y + 26, w: 156, h: 82 });
  // Hidden decks.
  const decks: Array<[string, number]> = [
    [t('phase.panic'), view.hidden.panicDeck],
    [t('board.machine.crossbow'), view.hidden.crossbowDeck],
    [t('board.machine.cannon'), view.hidden.cannonDeck],
  ];
  decks.forEach(([name, k], i) =>
    cardBack(ctx.layer, g, { x: dp.x + 262 + (i % 2) * 54, y: dp.y + 28 + Math.floor(i / 2) * 64, w: 50, h: 58 }, k, name),
  );
  cardBack(
    ctx.layer,
    g,
    { x: dp.x + 316, y: dp.y + 92, w: 50, h: 58 },
    view.decks.machine.hit + view.decks.machine.miss,
    t('board.machineDeck'),
  );
  ctx.regions.add('decks', { x: dp.x + 266, y: dp.y + 26, w: 100, h: 126 });
  const fx = [
    view.effects.heavyRain && 'heavy-rain',
    view.effects.bloodlust && 'bloodlust',
    view.effects.plague && 'plague',
    view.effects.fireArrows && 'fire-arrows',
    view.effects.blessedWater && 'blessed-water',
    view.effects.lastStand && 'last-stand',
    view.effects.desperation && 'desperation',
  ].filter((id): id is string => !!id);
  // The cards' names, as the log and the hover cards name them.
  if (fx.length) label(ctx.layer, t('board.thisTurn', { what: fx }), dp.x + 10, dp.y + 116, { size: 11, color: C.torch, wrap: 250 });
  const dead = view.defender.dead;
  label(ctx.layer, t('board.dead', { n: dead.marksman + dead.soldier + dead.veteran }), dp.x + 10, dp.y + dp.h - 20, {
    size: 11,
    color: C.muted,
  });
}
