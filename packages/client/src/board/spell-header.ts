/**
 * Where the texts of a spell card's header go (x from the card's left edge, in design px), so the
 * "cast" marker never overlaps "N left". Left to right: the stage (Roman), "A" (needs Activation),
 * the "cast" marker (a dot and the word); the counters left end right of centre, before the Mana
 * gem. A card is too narrow for all of them at once: when they would touch, what the card always
 * says in its hover card goes first (the stage, then "A"); the word "cast" is never dropped while
 * the header can hold it, and the dot alone is the last resort.
 */

/** The widths of the header's texts (null: not shown on this card). */
export interface HeaderWidths {
  stage: number;
  activation: number | null;
  cast: number | null;
  counters: number | null;
}

/** Where each shown text starts (null: not drawn), and where the left-hand items end. */
export interface HeaderPlan {
  stage: number | null;
  activation: number | null;
  /** The cast dot's centre. */
  castDot: number | null;
  /** The word "cast" (null with the dot alone). */
  castWord: number | null;
  /** The counters' right edge. */
  countersRight: number;
  /** Where the left-hand items end (the Dragon Phantom's dots may start here). */
  end: number;
}

/** Inner margin at the left; space between two items; the least space left before the counters. */
export const HEADER_PAD = 7;
const GAP = 8;
export const HEADER_MIN_SPACE = 6;
/** The cast dot's radius and the room it takes before its word. */
const DOT_R = 4;
const DOT_ROOM = 11;
/** Room the Mana gem takes at the right: the counters end there; the gem's own left edge. */
const GEM_ROOM = 32;
const GEM_LEFT = 28;

/** A spell card's width in a row `rowW` wide: two columns, 10 px margins, 8 px between. */
export const spellCardWidth = (rowW: number): number => Math.floor((rowW - 28) / 2);

type Item = 'stage' | 'activation' | 'castDot' | 'castWord';

function place(items: Array<[Item, number]>): { at: Partial<Record<Item, number>>; end: number } {
  const at: Partial<Record<Item, number>> = {};
  let x = HEADER_PAD;
  for (const [item, w] of items) {
    if (item === 'castDot') {
      at.castDot = x + DOT_R;
      x += items.some(([i]) => i === 'castWord') ? DOT_ROOM : 2 * DOT_R + GAP;
      continue;
    }
    at[item] = x;
    x += w + GAP;
  }
  return { at, end: x - GAP };
}

export function spellHeaderPlan(w: HeaderWidths, cardW: number): HeaderPlan {
  const countersRight = cardW - GEM_ROOM;
  const limit = (w.counters === null ? cardW - GEM_LEFT : countersRight - w.counters) - HEADER_MIN_SPACE;
  const stage: [Item, number] = ['stage', w.stage];
  const act: Array<[Item, number]> = w.activation === null ? [] : [['activation', w.activation]];
  const cast: Array<[Item, number]> =
    w.cast === null
      ? []
      : [
          ['castDot', 2 * DOT_R],
          ['castWord', w.cast],
        ];
  // The fullest header first, then with less of what the hover card says anyway.
  const tries: Array<Array<[Item, number]>> = [[stage, ...act, ...cast], [...act, ...cast], [...cast]];
  if (w.cast !== null) tries.push([['castDot', 2 * DOT_R]]);
  // The first that fits; else the last (the dot alone, or nothing left of the counters).
  let fits = place([]);
  for (const items of tries) {
    fits = place(items);
    if (fits.end <= limit) break;
  }
  return {
    stage: fits.at.stage ?? null,
    activation: fits.at.activation ?? null,
    castDot: fits.at.castDot ?? null,
    castWord: fits.at.castWord ?? null,
    countersRight,
    end: fits.end,
  };
}
