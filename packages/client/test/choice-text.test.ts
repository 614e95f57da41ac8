/**
 * The catalogs' choice questions read the rules' prompt contexts: every {slot} of a `choice.<id>`
 * message must be a field of that id's context (the rules' table, engine/choices.ts), else the
 * question silently falls back to the rules' English label (packages/rules/README.md "Choices").
 */
import { CHOICE_IDS, contextFields, isChoiceId, type ChoiceId } from '@stronghold/rules';
import { CATALOGS, LANGUAGES, choiceText, slotsOf } from '../src/i18n';

/** The choice ids a catalog key `choice.<id>` speaks for (`choice.spells.place` for every placement). */
const idsOf = (key: string): ChoiceId[] => {
  const id = key.slice('choice.'.length);
  if (id === 'spells.place') return CHOICE_IDS.filter((c) => c.startsWith('spells.place.'));
  return isChoiceId(id) ? [id] : [];
};

describe('choice questions in the catalogs (rules: ContextOf<Id>)', () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: every choice.<id> key names a choice id, and its slots are fields of that id's context`, () => {
      const ui = CATALOGS[lang].ui as Record<string, string | { other: string }>;
      const messages = Object.entries(ui).filter(([k]) => k.startsWith('choice.'));
      expect(messages.length).toBeGreaterThan(30);
      const wrong: string[] = [];
      for (const [key, message] of messages) {
        const ids = idsOf(key);
        if (ids.length === 0) wrong.push(`${key}: no such choice id`);
        for (const id of ids) for (const slot of slotsOf(message)) if (!contextFields(id).includes(slot)) wrong.push(`${key}: {${slot}}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  test("a question whose context lacks a slot (a secret prompt seen by the other seat) shows the rules' label", () => {
    const label = 'Choose the Rampart the repelled Phantom from w2 goes to';
    expect(choiceText({ id: 'repel.rampart', label, context: {} })).toBe(label);
    expect(choiceText({ id: 'repel.rampart', label, context: { wall: 'w2', unit: 'phantom' } })).not.toBe(label);
  });
});
