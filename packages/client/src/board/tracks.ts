/**
 * The tracks and the two sides' stocks: the Time Board (turn, Mana per turn), the Panic Board
 * (level, floor, cards in force), the Invader's Mana, bag, Altar, Library and Mana deck, and the
 * Defender's Hourglasses, reserve and the hidden decks (as card backs with counts).
 */
import type { Graphics } from 'pixi.js';
import { nameOf, t } from '../i18n';
import { PANIC_MAX, PANIC_MIN, TIME_BOARD_MANA } from '@stronghold/rules/cards';
import { turnName } from '../logic/wording';
import { gfx, INVADER_ORDER, type DrawCtx } from './ctx';
import { cardBack, cube, hourglass, label, panel } from './draw';
import { CUBE, DEFENDER_PANEL, INVADER_PANEL, NUM, PANIC_BOARD, TIME_BOARD } from './layout';
import { C } from './palette';

export function drawTracks(ctx: DrawCtx): void {
  // One Graphics under all four parts' labels, as before the split.
  const g = gfx(ctx);
  drawTimeBoard(ctx, g);
  drawPanicBoard(ctx, g);
  drawInvaderStocks(ctx, g);
  drawDefenderStocks(ctx, g);
}

/** The Time Board: a cell per turn with the Mana it gives, the turn now outlined. */
function drawTimeBoard(ctx: DrawCtx, g: Graphics): void {
  const { view } = ctx;
  const tb = TIME_BOARD;
  panel(g, tb, C.panel, C.panelEdge);
  label(ctx.layer, t('board.time'), tb.x + 10, tb.y + 5, { size: 13, serif: true, weight: 'bold', color: C.muted });
  const cw = (tb.w - 20) / 8;
  TIME_BOARD_MANA.forEach((m, i) => {
    const x = tb.x + 10 + i * cw;
    const now = i + 1 === view.turn;
    const past = i + 1 < view.turn;
    g.roundRect(x + 1, tb.y + 24, cw - 2, 56, 5)
      .fill({ color: now ? 0x3a3020 : 0x1a2030, alpha: past ? 0.5 : 1 })
      .stroke({ width: now ? 2 : 1, color: now ? C.gold : C.panelEdge });
    // The turn in Roman numerals (a sans face: VIII must fit its cell) over the Mana it gives.
    label(ctx.layer, turnName(i + 1), x + cw / 2, tb.y + 26, {
      size: NUM,
      weight: 'bold',
      anchorX: 0.5,
      color: now ? C.gold : past ? C.dim : C.text,
    });
    label(ctx.layer, `${m > 0 ? '+' : ''}${m}`, x + cw / 2, tb.y + 52, {
      size: NUM,
      anchorX: 0.5,
      color: m < 0 ? 0xff9a9a : 0xc2b0ff,
      alpha: past ? 0.6 : 1,
    });
  });
  ctx.regions.add('time', tb);
}

/** The Panic Board: the level, the floor, and the Panic cards in force or drawn for next turn. */
function drawPanicBoard(ctx: DrawCtx, g: Graphics): void {
  const { view } = ctx;
  const pb = PANIC_BOARD;
  panel(g, pb, C.panel, C.panelEdge);
  label(ctx.layer, t('board.panic'), pb.x + 10, pb.y + 6, { size: 13, serif: true, weight: 'bold', color: C.muted });
  label(
    ctx.layer,
    `${t('board.panicLevel', { level: view.panic.level })}${view.panic.floor ? t('board.panicFloor', { floor: view.panic.floor }) : ''}`,
    pb.x + pb.w - 10,
    pb.y + 2,
    {
      size: NUM,
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
    g.rect(x + 1, pb.y + 30, pw - 2, 32).fill({ color: col, alpha: below ? 0.25 : 0.9 });
    if (v === view.panic.level) g.roundRect(x - 1, pb.y + 27, pw + 2, 38, 4).stroke({ width: 2.5, color: C.torch });
    // The digit at the numbers' size and its sign a little smaller, the pair centred in the cell
    // ("+6" all at 19 px would fill it edge to edge).
    const style = { anchorY: 0.5, color: v === view.panic.level ? C.torch : C.muted, weight: 'bold' } as const;
    const digit = label(ctx.layer, String(Math.abs(v)), 0, pb.y + 46, { ...style, size: NUM });
    const sign = v ? label(ctx.layer, v > 0 ? '+' : '−', 0, pb.y + 45, { ...style, size: 15 }) : null;
    const left = x + (pw - digit.width - (sign?.width ?? 0)) / 2;
    sign?.position.set(left, pb.y + 45);
    digit.position.set(left + (sign?.width ?? 0), pb.y + 46);
  }
  if (view.panic.floor > PANIC_MIN) {
    const fx = pb.x + 10 + (view.panic.floor - PANIC_MIN) * pw;
    g.rect(fx - 1, pb.y + 26, 2, 40).fill({ color: C.danger });
  }
  const cards = [
    ...view.panic.active.map((p) => ({ id: p.card, note: 'in force' })),
    ...view.panic.drawn.map((p) => ({ id: p, note: 'next turn' })),
  ];
  let px = pb.x + 10;
  for (const c of cards.slice(0, 4)) {
    const name = nameOf(c.id);
    const w = Math.min(88, 14 + name.length * 6.2);
    g.roundRect(px, pb.y + 70, w, 28, 4)
      .fill({ color: c.note === 'in force' ? 0x4a1e1e : 0x2a2a36 })
      .stroke({ width: 1, color: c.note === 'in force' ? C.danger : C.panelEdge });
    label(ctx.layer, name, px + w / 2, pb.y + 84, { size: 11, anchorX: 0.5, anchorY: 0.5 });
    ctx.regions.add(c.id, { x: px, y: pb.y + 70, w, h: 28 });
    px += w + 4;
  }
  if (!cards.length) label(ctx.layer, t('board.noPanic'), pb.x + 10, pb.y + 76, { size: 12, color: C.dim, italic: true });
  ctx.regions.add('panic', pb);
}

/** The Invader's Mana, bag, Altar of Death, Library and Mana deck. */
function drawInvaderStocks(ctx: DrawCtx, g: Graphics): void {
  const { view } = ctx;
  const ip = INVADER_PANEL;
  panel(g, ip, 0x1a1426, 0x4a3a6a);
  label(ctx.layer, t('board.necromancer'), ip.x + 10, ip.y + 6, { size: 13, serif: true, weight: 'bold', color: C.invader });
  // Mana.
  g.circle(ip.x + 30, ip.y + 56, 21)
    .fill({ color: 0x2a1f48 })
    .stroke({ width: 2, color: C.mana });
  label(ctx.layer, String(view.invader.mana), ip.x + 30, ip.y + 56, {
    size: NUM + 3,
    weight: 'bold',
    anchorX: 0.5,
    anchorY: 0.5,
    color: 0xe0d4ff,
  });
  label(ctx.layer, t('card.mana'), ip.x + 30, ip.y + 80, { size: 11, anchorX: 0.5, color: C.muted });
  ctx.regions.add('mana', { x: ip.x + 8, y: ip.y + 34, w: 44, h: 60 });
  // Bag.
  label(ctx.layer, t('card.bag'), ip.x + 62, ip.y + 26, { size: 11, color: C.muted });
  INVADER_ORDER.forEach((u, i) => {
    cube(g, ip.x + 62, ip.y + 44 + i * 25, CUBE, u);
    label(ctx.layer, String(view.units.bag[u]), ip.x + 84, ip.y + 44 + i * 25 + CUBE / 2, { size: NUM, anchorY: 0.5 });
  });
  ctx.regions.add('bag', { x: ip.x + 58, y: ip.y + 24, w: 58, h: 100 });
  // Altar of Death.
  label(ctx.layer, t('board.altar'), ip.x + 122, ip.y + 26, { size: 11, color: C.muted });
  g.roundRect(ip.x + 120, ip.y + 40, 62, 84, 6)
    .fill({ color: 0x2a1616 })
    .stroke({ width: 1, color: 0x6a2a2a });
  INVADER_ORDER.forEach((u, i) => {
    const k = view.units.altar[u];
    cube(g, ip.x + 126, ip.y + 44 + i * 25, CUBE, u, k === 0);
    label(ctx.layer, String(k), ip.x + 150, ip.y + 44 + i * 25 + CUBE / 2, { size: NUM, anchorY: 0.5, color: k ? C.text : C.dim });
  });
  ctx.regions.add('altar', { x: ip.x + 118, y: ip.y + 24, w: 66, h: 102 });
  // Library and Mana deck as card backs.
  cardBack(ctx.layer, g, { x: ip.x + 194, y: ip.y + 26, w: 78, h: 74 }, view.hidden.library, t('board.library'));
  ctx.regions.add('library', { x: ip.x + 194, y: ip.y + 26, w: 78, h: 74 });
  cardBack(ctx.layer, g, { x: ip.x + 282, y: ip.y + 26, w: 78, h: 74 }, view.hidden.manaDeck, t('board.manaDeck'));
  ctx.regions.add('mana-deck', { x: ip.x + 282, y: ip.y + 26, w: 78, h: 74 });
  const flags = [
    view.invader.drewMana && t('board.manaCard'),
    view.invader.usedAltar && t('board.altar'),
    view.invader.usedLibrary && t('board.library'),
  ]
    .filter(Boolean)
    .join(' · ');
  if (flags) label(ctx.layer, t('board.usedThisTurn', { what: flags }), ip.x + 194, ip.y + 102, { size: 10, color: C.muted, wrap: 168 });
}

/** The Defender's Hourglasses, reserve, hidden decks, this turn's effects and the dead. */
function drawDefenderStocks(ctx: DrawCtx, g: Graphics): void {
  const { view } = ctx;
  const dp = DEFENDER_PANEL;
  panel(g, dp, 0x121c2a, 0x2f4a6a);
  label(ctx.layer, t('board.garrisonCommand'), dp.x + 10, dp.y + 6, { size: 13, serif: true, weight: 'bold', color: C.defender });
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
  label(ctx.layer, t('board.hourglasses'), dp.x + 6, dp.y + 92, { size: 11, color: C.muted });
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
  label(ctx.layer, t('board.reserve'), dp.x + 117, dp.y + 24, { size: 11, color: C.muted });
  // One column of "name  count", each name whole on its line, the count at the numbers' size.
  items.forEach(([name, k], i) => {
    const x = dp.x + 117;
    const y = dp.y + 55 + i * 19.5;
    label(ctx.layer, name, x, y, { color: k ? C.muted : C.dim, anchorY: 0.5, fit: 96 });
    label(ctx.layer, String(k), x + 115, y, { size: NUM, weight: 'bold', color: k ? C.text : C.dim, anchorX: 1, anchorY: 0.5 });
  });
  ctx.regions.add('reserve', { x: dp.x + 112, y: dp.y + 22, w: 122, h: 144 });
  // Hidden decks.
  const decks: Array<[string, number]> = [
    [t('phase.panic'), view.hidden.panicDeck],
    [t('board.machine.crossbow'), view.hidden.crossbowDeck],
    [t('board.machine.cannon'), view.hidden.cannonDeck],
  ];
  // The hidden decks as a column of wide card backs, each with its count and its name whole.
  const deckRect = (i: number) => ({ x: dp.x + 236, y: dp.y + 26 + i * 36, w: 128, h: 30 });
  decks.forEach(([name, k], i) => {
    cardBack(ctx.layer, g, deckRect(i), k, name);
  });
  cardBack(ctx.layer, g, deckRect(3), view.decks.machine.hit + view.decks.machine.miss, t('board.machineDeck'));
  ctx.regions.add('decks', { x: dp.x + 236, y: dp.y + 24, w: 130, h: 142 });
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
  if (fx.length) label(ctx.layer, t('board.thisTurn', { what: fx }), dp.x + 10, dp.y + 136, { size: 11, color: C.torch, wrap: 250 });
  const dead = view.defender.dead;
  label(ctx.layer, t('board.dead', { n: dead.marksman + dead.soldier + dead.veteran }), dp.x + 10, dp.y + 112, {
    size: NUM,
    color: C.muted,
  });
}
