/** Small drawing helpers shared by the board components (PixiJS 8 Graphics and Text). */
import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import { C, FONT, SERIF, UNIT_COLOR } from './palette';
import { LABEL, NUM, type Rect } from './layout';

/** Texts created for the current frame, for tests that read what the canvas shows. */
export const drawnTexts: string[] = [];

export interface TextOpts {
  size?: number;
  color?: number;
  weight?: 'normal' | 'bold' | '600';
  serif?: boolean;
  align?: 'left' | 'center' | 'right';
  anchorX?: number;
  anchorY?: number;
  wrap?: number;
  alpha?: number;
  italic?: boolean;
  /**
   * The widest a name may be (design px): a longer one wraps between its words onto more lines,
   * set close together. It is never cut; a single word wider than this shows whole and overflows
   * (the readability browser test fails on that).
   */
  fit?: number;
}

/** How far apart the lines of a wrapped name are, as a share of its font size. */
const LINE_SPACING = 1.08;

export function label(parent: Container, str: string, x: number, y: number, o: TextOpts = {}): Text {
  const style: TextStyleOptions = {
    fontFamily: o.serif ? SERIF : FONT,
    // Every word on the board is legible at 1280 x 800 (LABEL design px or more).
    fontSize: Math.max(o.size ?? LABEL, LABEL),
    fill: o.color ?? C.text,
    fontWeight: o.weight ?? 'normal',
    fontStyle: o.italic ? 'italic' : 'normal',
    align: o.align ?? 'left',
    // Words are never broken: a name is read whole or not at all.
    ...(o.wrap || o.fit ? { wordWrap: true, wordWrapWidth: o.fit ?? o.wrap, breakWords: false } : {}),
    ...(o.fit ? { lineHeight: Math.round(Math.max(o.size ?? LABEL, LABEL) * LINE_SPACING) } : {}),
    letterSpacing: o.serif ? 0.5 : 0,
  };
  // The full text as its label too: the readability browser test checks that what is drawn is all of it.
  const t = new Text({ text: str, style, resolution: 2, label: str });
  t.anchor.set(o.anchorX ?? (o.align === 'center' ? 0.5 : o.align === 'right' ? 1 : 0), o.anchorY ?? 0);
  t.position.set(x, y);
  if (o.alpha !== undefined) t.alpha = o.alpha;
  parent.addChild(t);
  drawnTexts.push(str);
  return t;
}

export function panel(g: Graphics, r: Rect, fill: number, edge: number, radius = 8, alpha = 1): Graphics {
  return g.roundRect(r.x, r.y, r.w, r.h, radius).fill({ color: fill, alpha }).stroke({ width: 1.5, color: edge, alpha: 0.9 });
}

function shade(color: number, f: number): number {
  const r = Math.min(255, Math.max(0, Math.round(((color >> 16) & 255) * f)));
  const g = Math.min(255, Math.max(0, Math.round(((color >> 8) & 255) * f)));
  const b = Math.min(255, Math.max(0, Math.round((color & 255) * f)));
  return (r << 16) | (g << 8) | b;
}

/** A unit cube: a square with a lighter top bevel and a dark outline. */
export function cube(g: Graphics, x: number, y: number, size: number, unit: string, ghost = false): void {
  const col = UNIT_COLOR[unit] ?? C.muted;
  const a = ghost ? 0.55 : 1;
  g.roundRect(x, y, size, size, Math.max(1.5, size * 0.18)).fill({ color: shade(col, 0.72), alpha: a });
  g.roundRect(x + 1, y + 1, size - 2, size * 0.62, Math.max(1, size * 0.15)).fill({ color: col, alpha: a });
  g.roundRect(x, y, size, size, Math.max(1.5, size * 0.18)).stroke({ width: 1, color: 0x000000, alpha: 0.55 * a });
}

/**
 * Units of one side laid out in a grid inside `r`: one cube per unit while they fit, otherwise
 * one cube per type with its count.
 */
export function unitGrid(
  parent: Container,
  g: Graphics,
  counts: Record<string, number>,
  order: readonly string[],
  r: Rect,
  size = 14,
  gap = 4,
): void {
  const units: string[] = [];
  for (const k of order) for (let i = 0; i < (counts[k] ?? 0); i++) units.push(k);
  if (!units.length) return;
  const cols = Math.max(1, Math.floor((r.w + gap) / (size + gap)));
  const rows = Math.max(1, Math.floor((r.h + gap) / (size + gap)));
  if (units.length <= cols * rows) {
    units.forEach((u, i) => cube(g, r.x + (i % cols) * (size + gap), r.y + Math.floor(i / cols) * (size + gap), size, u));
    return;
  }
  // Crowded: one cube per type with a count.
  let x = r.x;
  let y = r.y;
  const cellW = size + 32;
  for (const k of order) {
    const n = counts[k] ?? 0;
    if (!n) continue;
    if (x + cellW > r.x + r.w + 2) {
      x = r.x;
      y += size + gap;
    }
    cube(g, x, y, size, k);
    label(parent, `${n}`, x + size + 3, y + size / 2, { size: NUM, weight: 'bold', anchorY: 0.5 });
    x += cellW;
  }
}

/** A row of small pips: `filled` of `total`. */
export function pips(g: Graphics, x: number, y: number, total: number, filled: number, color: number, r = 3.5, gap = 3): void {
  for (let i = 0; i < total; i++) {
    const cx = x + i * (2 * r + gap) + r;
    if (i < filled) g.circle(cx, y, r).fill({ color });
    else g.circle(cx, y, r).stroke({ width: 1, color, alpha: 0.6 });
  }
}

/** An hourglass glyph. */
export function hourglass(g: Graphics, x: number, y: number, h: number, color: number = C.hourglass, alpha = 1): void {
  const w = h * 0.62;
  g.poly([x, y, x + w, y, x + w / 2, y + h / 2, x + w, y + h, x, y + h, x + w / 2, y + h / 2]).fill({ color, alpha });
  g.rect(x - 1, y - 1, w + 2, 2).fill({ color: 0x8a6a2a, alpha });
  g.rect(x - 1, y + h - 1, w + 2, 2).fill({ color: 0x8a6a2a, alpha });
}

/** A round counter token (spell counters, equipment) with a short glyph. */
export function token(
  parent: Container,
  g: Graphics,
  x: number,
  y: number,
  r: number,
  fill: number,
  glyph: string,
  edge: number = 0x000000,
): void {
  g.circle(x, y, r).fill({ color: fill }).stroke({ width: 1.5, color: edge, alpha: 0.8 });
  // A number (an Illusionary Threat's value) is read: it takes the numbers' size, over the token's edge if need be.
  const size = /\d/.test(glyph) ? NUM : Math.round(r * 1.05);
  label(parent, glyph, x, y, { size, weight: 'bold', color: 0x111111, anchorX: 0.5, anchorY: 0.5 });
}

/**
 * A card back (hidden cards) with its count and its name whole: in a tall card the count on top
 * and the name under it (on two lines where it needs them); in a wide one the count, then the name.
 */
export function cardBack(parent: Container, g: Graphics, r: Rect, count: number, title: string): void {
  g.roundRect(r.x + 3, r.y + 3, r.w, r.h, 5).fill({ color: 0x000000, alpha: 0.35 });
  g.roundRect(r.x, r.y, r.w, r.h, 5).fill({ color: C.cardBack }).stroke({ width: 1.5, color: C.cardEdge });
  g.roundRect(r.x + 3, r.y + 3, r.w - 6, r.h - 6, 3).stroke({ width: 1, color: C.gold, alpha: 0.45 });
  const countStyle = { size: NUM + 3, weight: 'bold', color: C.gold, anchorY: 0.5 } as const;
  if (r.w > 2 * r.h) {
    label(parent, String(count), r.x + 32, r.y + r.h / 2, { ...countStyle, anchorX: 1 });
    label(parent, title, r.x + 37, r.y + r.h / 2, { color: C.muted, anchorY: 0.5, fit: r.w - 40 });
    return;
  }
  label(parent, String(count), r.x + r.w / 2, r.y + 18, { ...countStyle, anchorX: 0.5 });
  label(parent, title, r.x + r.w / 2, r.y + 31, { color: C.muted, anchorX: 0.5, align: 'center', fit: r.w - 6 });
}

export function clear(c: Container): void {
  for (const child of c.removeChildren()) child.destroy({ children: true });
}
