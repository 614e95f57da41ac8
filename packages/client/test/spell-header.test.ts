/**
 * A spell card's header (board/spell-header.ts): the "cast" marker never overlaps "N left" or the
 * Dragon Phantom's "n/3", in either language. The board is drawn in design px and scaled whole to
 * the screen, so a header that holds its texts at the design size holds them at 1280x800 and at
 * 390x844 alike. The widths are the texts' own, measured in Chromium at the board's sizes (bold
 * 19 px Roman stage, bold 17.5 px "A" and "cast", 19 px counters).
 */
import { spellCardWidth, spellHeaderPlan, HEADER_MIN_SPACE, type HeaderWidths } from '../src/board/spell-header';
import { SPELL_ROW } from '../src/board/layout';

const CARD_W = spellCardWidth(SPELL_ROW.w);
const STAGE_III = 21;
const A = 14;
const CAST = { en: 41, 'zh-Hant': 21 };
const LEFT = { en: 49, 'zh-Hant': 30 };
const DRAGON = 33;

/** The x ranges the plan gives the cast marker (dot and word) and the counters. */
function spans(w: HeaderWidths) {
  const p = spellHeaderPlan(w, CARD_W);
  const castStart = p.castDot === null ? null : p.castDot - 4;
  const castEnd = p.castWord !== null ? p.castWord + (w.cast ?? 0) : p.castDot !== null ? p.castDot + 4 : null;
  const counters = w.counters === null ? null : { from: p.countersRight - w.counters, to: p.countersRight };
  return { p, castStart, castEnd, counters };
}

describe.each(['en', 'zh-Hant'] as const)('a cast spell card in %s', (lang) => {
  test.each([
    ['stage III, needs Activation, "N left"', { stage: STAGE_III, activation: A, cast: CAST[lang], counters: LEFT[lang] }],
    ['stage III, "N left"', { stage: STAGE_III, activation: null, cast: CAST[lang], counters: LEFT[lang] }],
    ['the Dragon Phantom "n/3"', { stage: STAGE_III, activation: A, cast: CAST[lang], counters: DRAGON }],
  ])('%s: the word "cast" shows, clear of the counters', (_name, w) => {
    const { p, castEnd, counters } = spans(w);
    expect(p.castWord).not.toBeNull();
    if (castEnd === null || counters === null || p.castDot === null) throw new Error('a cast marker and counters');
    expect(castEnd + HEADER_MIN_SPACE).toBeLessThanOrEqual(counters.from);
    // Nothing left of "cast" runs into it either.
    const castStart = p.castDot - 4;
    if (p.activation !== null) expect(p.activation + A).toBeLessThan(castStart);
    if (p.stage !== null) expect(p.stage + STAGE_III).toBeLessThan(p.activation ?? castStart);
  });
});

test('the header keeps everything where it fits: a card not cast shows its stage and "A"', () => {
  const p = spellHeaderPlan({ stage: STAGE_III, activation: A, cast: null, counters: LEFT.en }, CARD_W);
  expect(p.stage).toBe(7);
  expect(p.activation).toBe(7 + STAGE_III + 8);
  expect(p.castDot).toBeNull();
});

test('the English header of a cast stage-III card with "A" cannot hold all four: the stage goes first, "A" and "cast" stay', () => {
  const p = spellHeaderPlan({ stage: STAGE_III, activation: A, cast: CAST.en, counters: LEFT.en }, CARD_W);
  expect(p.stage).toBeNull();
  expect(p.activation).toBe(7);
  expect(p.castWord).not.toBeNull();
});

test('whatever the widths, the cast marker never reaches the counters (the dot alone at the last)', () => {
  for (let cast = 10; cast <= 120; cast += 10)
    for (let counters = 20; counters <= 110; counters += 10) {
      const { castEnd, counters: c } = spans({ stage: 30, activation: 16, cast, counters });
      if (castEnd !== null && c && 7 + 8 + HEADER_MIN_SPACE <= c.from) expect(castEnd + HEADER_MIN_SPACE).toBeLessThanOrEqual(c.from);
    }
});
