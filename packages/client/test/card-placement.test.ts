/**
 * Hover cards never cover a place the player can click next (logic/card-placement.ts): beside the
 * place they are about, slid past targets, inside the window; else a corner of the board box.
 */
import { intersects, placeCard, type Rect } from '../src/logic/card-placement';

const WINDOW: Rect = { x: 0, y: 0, w: 1280, h: 800 };
const BOARD: Rect = { x: 0, y: 40, w: 900, h: 700 };
const CARD = { w: 280, h: 120 };
const at = (p: { x: number; y: number }): Rect => ({ ...p, ...CARD });

test('with nothing to avoid the card goes right of its place, level with it', () => {
  const anchor = { x: 100, y: 200, w: 60, h: 40 };
  expect(placeCard(CARD, anchor, [], WINDOW, BOARD)).toEqual({ x: 168, y: 200, clear: true });
});

test('a destination right of the place sends the card to another side, clear of it and of the place', () => {
  const anchor = { x: 100, y: 200, w: 60, h: 40 };
  const target = { x: 170, y: 150, w: 400, h: 200 };
  const p = placeCard(CARD, anchor, [target], WINDOW, BOARD);
  expect(p.clear).toBe(true);
  expect(intersects(at(p), target)).toBe(false);
  expect(intersects(at(p), anchor)).toBe(false);
});

test('the card slides along a side past a target in the way, still beside its place', () => {
  const anchor = { x: 300, y: 300, w: 40, h: 200 };
  // Right side: a target level with the place's top; below, left and above are walled off.
  const targets = [
    { x: 350, y: 280, w: 300, h: 100 },
    { x: 0, y: 505, w: 1280, h: 295 },
    { x: 0, y: 0, w: 295, h: 800 },
    { x: 0, y: 0, w: 1280, h: 295 },
  ];
  const p = placeCard(CARD, anchor, targets, WINDOW, BOARD);
  // Level with the place's end: just below the target.
  expect(p).toEqual({ x: 348, y: 380, clear: true });
});

test('the card stays inside the window: by a place at the right edge it goes below, pushed left', () => {
  const anchor = { x: 1200, y: 100, w: 60, h: 40 };
  const p = placeCard(CARD, anchor, [], WINDOW, BOARD);
  expect(p).toEqual({ x: WINDOW.w - 8 - CARD.w, y: 148, clear: true });
  // Below taken too: left of it.
  const below = [{ x: 0, y: 145, w: 1280, h: 655 }];
  expect(placeCard(CARD, anchor, below, WINDOW, BOARD)).toEqual({ x: 1200 - 8 - CARD.w, y: 20, clear: true });
});

test('no side free: the corner of the board box that covers the least, marked not clear when it covers a target', () => {
  const anchor = { x: 400, y: 350, w: 40, h: 40 };
  const everywhere = [
    { x: 0, y: 0, w: 1280, h: 345 },
    { x: 0, y: 395, w: 1280, h: 405 },
    { x: 0, y: 345, w: 395, h: 50 },
    { x: 445, y: 345, w: 835, h: 50 },
  ];
  const p = placeCard(CARD, anchor, everywhere, WINDOW, BOARD);
  expect(p.clear).toBe(false);
  expect([8, BOARD.w - CARD.w]).toContain(p.x);
  // One corner of the board box is free: it is taken.
  const oneFree = [
    { x: 0, y: 0, w: 1280, h: 345 },
    { x: 300, y: 395, w: 980, h: 405 },
    { x: 0, y: 345, w: 395, h: 50 },
    { x: 445, y: 345, w: 835, h: 50 },
  ];
  expect(placeCard(CARD, anchor, oneFree, WINDOW, BOARD)).toEqual({ x: 8, y: BOARD.y + BOARD.h - CARD.h, clear: true });
});
