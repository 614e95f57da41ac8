/**
 * Where in the Rules panel a hover card's subject is explained: a heading id of the bundled
 * rules pages (`page--heading-slug`) or of the generated card list (`cards--card-name`). Pure.
 */
import type { Details } from './details';

/** A heading's anchor: lower case, words joined by dashes (also used by the panel's renderer). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`'’"()]/g, '')
    .replace(/[^a-z0-9\u4e00-\u9fff]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function anchor(page: string, heading: string): string {
  return `${page}--${slug(heading)}`;
}

/** Fixed subjects: a hover card's kind (or title) and the heading that explains it. */
const BY_KIND: Array<[RegExp, string, string]> = [
  [/^Wall section|^(Invader|Defender) unit/, 'assault', 'Melee step 5: strength'],
  [/^Tower/, 'assault', 'Ranged step 1: Cannons and Tower Crossbows'],
  [/^Gate/, 'assault', 'The Barbican'],
  [/^Path/, 'moveout', 'Traps (seed 000 "Trap"; rulings.md)'],
  [/^Priest/, 'defender', 'Priests (seed 000 "Defender\'s Heroes: Priests"; rulings.md "Defender details")'],
  [/^Invader staging area|^Foreground|^Rampart/, 'moveout', 'Advancing (rulings.md "Camp and Move out")'],
  [/^Invader row card/, 'moveout', 'Order of the phase'],
  [/^Track/, 'panic-and-victory', 'Phase 6 (rulings.md "Panic (Phase 6)")'],
  [
    /^Invader deck|^Invader units|^Invader$/,
    'invader-supply',
    'Phase 1: Supply (seed 000 "Phase 1: Supply"; cards.md "Time Board", "Mana deck")',
  ],
  [/^Invader spells/, 'spells', 'Phase 2: casting (seed 000 "Phase 2: Casting Spells")'],
  [/^Defender$/, 'defender', 'Building actions and the Hourglass economy (seed 002 "設施"; seed 000; rulings.md)'],
  [/^Inside the stronghold/, 'defender', 'Movement and swaps (seed 002 "移動", "換位"; board.md "Inside the stronghold")'],
  [/^Building/, 'defender', 'The buildings (seed 000 "Defender\'s New Buildings"; cards/buildings.ts)'],
  [/^Hidden cards/, 'turn-flow', 'Setup (seed 000 "Game Setup", board.md)'],
];

/** The anchor a hover card's "Rules…" link opens. Every card has one (the contents at worst). */
export function rulesTopicFor(d: Details): string {
  // Cards: their own entry in the card list, which links on to the phase that uses them.
  if (/^(Spell|Council card|Panic card)/.test(d.kind) || / action$/.test(d.kind)) return anchor('cards', d.title);
  if (d.title === 'Barracks') return anchor('defender', 'The Barracks (buildings/barracks.ts)');
  for (const [re, page, heading] of BY_KIND) if (re.test(d.kind)) return anchor(page, heading);
  return anchor('README', 'The rules as implemented');
}
