/**
 * Where in the Rules panel a hover card's subject is explained: a section of the rules book
 * (`topic--section`, the ids of i18n/rules-book.ts) or a card's own entry (`spell-cards--drums`).
 * Works in every language: a card is known by its name in the reader's language, a place by the
 * kind the hover card gives it (logic/details.ts). Pure but for the reader's language.
 */
import { BUILDING_ACTION_IDS, COUNCIL_IDS, PANIC_IDS, SPELL_IDS } from '@stronghold/rules/cards';
import { nameOf, t } from '../i18n';
import type { Details } from './details';
import { CARD_TOPICS } from './rules-contents';
import { nameOf as placeName } from './ids';

/** A section's anchor. */
export function anchor(topic: string, section: string): string {
  return `${topic}--${section}`;
}

const CARDS: Array<[string, readonly string[]]> = [
  [CARD_TOPICS.spell, SPELL_IDS],
  [CARD_TOPICS.council, COUNCIL_IDS],
  [CARD_TOPICS.panic, PANIC_IDS],
  [CARD_TOPICS.action, BUILDING_ACTION_IDS],
];

/** Hover-card kinds (catalog keys) and the section that explains them. */
const BY_KIND: Array<[string, string, string]> = [
  ['card.wallKind', 'assault', 'strength'],
  ['card.towerKind', 'assault', 'ranged'],
  ['card.gateKind', 'assault', 'barbican'],
  ['card.pathKind', 'moveout', 'traps'],
  ['card.priestKind', 'defender', 'priests'],
  ['card.campKind', 'moveout', 'advance'],
  ['card.foregroundKind', 'moveout', 'advance'],
  ['card.rampartKind', 'moveout', 'advance'],
  ['card.rowCard', 'moveout', 'choose'],
  ['card.track', 'panic', 'level'],
  ['card.invaderDeck', 'supply', 'mana-deck'],
  ['card.invaderUnits', 'overview', 'units'],
  ['side.invader', 'supply', 'mana'],
  ['card.libraryKind', 'supply', 'mana-deck'],
  ['card.spellCard', 'supply', 'casting'],
  ['side.defender', 'defender', 'hourglasses'],
  ['card.courtyardKind', 'defender', 'movement'],
  ['card.buildingKind', 'defender', 'buildings'],
  ['card.decksKind', 'overview', 'board'],
];

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The anchor a hover card's "Rules…" link opens. Every card has one (the first topic at worst). */
export function rulesTopicFor(d: Details): string {
  // Cards: their own entry, whose text says what they do. A building action's title may carry its building.
  for (const [topic, ids] of CARDS) {
    const id = ids.find((c) => same(nameOf(c), d.title) || same(placeName(c), d.title));
    if (id) return anchor(topic, id);
  }
  for (const [key, topic, section] of BY_KIND) if (d.kind === t(key)) return anchor(topic, section);
  return anchor('overview', 'goal');
}
