/**
 * What the Rules panel shows, in the reader's language: the rules book of that language
 * (i18n/rules-en.ts, rules-zh-Hant.ts) with the figures of the rules' tables, then every card's
 * full text from the card tables (spells, Council cards, Panic cards, building actions), and the
 * buildings' actions with their costs listed from the same tables.
 */
import { BUILDING_ACTION_IDS, BUILDING_ACTIONS, COUNCIL, COUNCIL_IDS, PANIC_IDS, SPELL_IDS, SPELLS } from '@stronghold/rules/cards';
import type { BuildingId } from '@stronghold/rules';
import { cardText, currentLanguage, nameOf, roman, t, type Language } from '../i18n';
import { RULES_NUMBERS, type RulesSectionText, type RulesTopicText } from '../i18n/rules-book';
import { rulesEn } from '../i18n/rules-en';
import { rulesZhHant } from '../i18n/rules-zh-Hant';
import { cap } from './ids';

const BOOKS: Record<Language, typeof rulesEn> = { en: rulesEn, 'zh-Hant': rulesZhHant };

/** The Cards topics' ids (a card's anchor is `<topic>--<card id>`). */
export const CARD_TOPICS = { spell: 'spell-cards', council: 'council-cards', panic: 'panic-cards', action: 'action-cards' } as const;

/** "Forge: Cannon (3), …": each building's actions with their costs, from the tables. */
function buildingsList(): string[] {
  const by = new Map<BuildingId, string[]>();
  for (const id of BUILDING_ACTION_IDS) {
    const a = BUILDING_ACTIONS[id];
    by.set(a.building, [...(by.get(a.building) ?? []), `${nameOf(id)} (${a.cost})`]);
  }
  return [...by].map(([b, actions]) => `• ${cap(nameOf(b).replace(/^the /, ''))}: ${actions.join(t('card.sep'))}`);
}

function cardTopics(): RulesTopicText[] {
  const card = (id: string, kind: string, text: string): RulesSectionText => ({ id, heading: nameOf(id), body: [kind, text] });
  return [
    {
      id: CARD_TOPICS.spell,
      title: t('rules.cards.spells'),
      sections: SPELL_IDS.map((id) => {
        const s = SPELLS[id];
        return card(
          id,
          t(s.activation ? 'card.spellKindActivation' : 'card.spellKind', { stage: roman(s.stage), mana: s.mana }),
          cardText(id),
        );
      }),
    },
    {
      id: CARD_TOPICS.council,
      title: t('rules.cards.council'),
      sections: COUNCIL_IDS.map((id) => card(id, t('card.councilKind', { n: COUNCIL[id].markers }), cardText(id))),
    },
    {
      id: CARD_TOPICS.panic,
      title: t('rules.cards.panic'),
      sections: PANIC_IDS.map((id) => card(id, t('card.panicKind'), cardText(id))),
    },
    {
      id: CARD_TOPICS.action,
      title: t('rules.cards.actions'),
      sections: BUILDING_ACTION_IDS.map((id) => {
        const a = BUILDING_ACTIONS[id];
        return card(
          id,
          `${t('card.actionKind', { building: cap(nameOf(a.building).replace(/^the /, '')) })} · ${t('card.cost', { n: a.cost })}`,
          cardText(id),
        );
      }),
    },
  ];
}

/** Every topic of the panel, in reading order. */
export function rulesContents(language: Language = currentLanguage()): RulesTopicText[] {
  const book = BOOKS[language](RULES_NUMBERS).map((topic) => ({
    ...topic,
    sections: topic.sections.map((s) =>
      topic.id === 'defender' && s.id === 'buildings' ? { ...s, body: [...buildingsList(), ...s.body] } : s,
    ),
  }));
  return [...book, ...cardTopics()];
}

/** A section's anchor in the panel. */
export const sectionAnchor = (topic: string, section: string): string => `${topic}--${section}`;
