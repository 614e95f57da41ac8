import { BUILDING_ACTION_IDS, BUILDING_ACTIONS, COUNCIL_IDS, PANIC_IDS, SPELL_IDS, SPELLS, TIME_BOARD_MANA } from '@stronghold/rules/cards';
import { detailsFor } from '../src/logic/details';
import { rulesContents } from '../src/logic/rules-contents';
import { rulesTopicFor } from '../src/logic/rules-topics';
import { RULES_NUMBERS, type RulesTopicText } from '../src/i18n/rules-book';
import { rulesEn } from '../src/i18n/rules-en';
import { rulesZhHant } from '../src/i18n/rules-zh-Hant';
import { view as fixtureView } from './fixtures';
import { must } from './must';
import { anchors } from './rules-anchors';

const shape = (book: RulesTopicText[]): string[] => book.flatMap((p) => p.sections.map((s) => `${p.id}--${s.id}`));
const words = (book: RulesTopicText[]): string[] =>
  book.flatMap((p) => [p.title, ...p.sections.flatMap((s) => [s.heading, ...s.body, s.example ?? ''])]);

describe('rules panel: a player’s reference in both languages', () => {
  const en = rulesEn(RULES_NUMBERS);
  const zh = rulesZhHant(RULES_NUMBERS);

  it('has the same topics and sections in English and Traditional Chinese, the Chinese written in Chinese', () => {
    expect(shape(zh)).toEqual(shape(en));
    expect(shape(en)).toEqual(
      expect.arrayContaining([
        'turn--phases',
        'supply--casting',
        'moveout--choose',
        'defender--council',
        'assault--strength',
        'panic--level',
        'victory--end',
      ]),
    );
    for (const text of words(zh)) if (text) expect([text, /[\u4e00-\u9fff]/.test(text)]).toEqual([text, true]);
  });

  it('says nothing of the code: no paths, error codes, issue numbers or source files', () => {
    const code = /(packages\/|\.ts\b|\.md\b|rulings|seed \d|issue|#\d|`|illegal_|out_of_order|already_used|[a-z]+_[a-z]+)/i;
    for (const text of [...words(en), ...words(zh)]) expect([text, code.test(text)]).toEqual([text, false]);
    for (const text of words(rulesContents('en'))) expect([text, code.test(text)]).toEqual([text, false]);
  });

  it('quotes the figures of the rules’ tables (the Time Board, a Move out) rather than restating them', () => {
    const supply = JSON.stringify(en.find((p) => p.id === 'supply'));
    expect(supply).toContain(TIME_BOARD_MANA.filter((m) => m >= 0).join(', '));
    const zhSupply = JSON.stringify(zh.find((p) => p.id === 'supply'));
    expect(zhSupply).toContain(TIME_BOARD_MANA.filter((m) => m >= 0).join('、'));
  });

  it('lists every card with its full text from the card tables, and each building’s actions with their costs', () => {
    const all = rulesContents('en');
    const section = (topic: string, id: string) => all.find((p) => p.id === topic)?.sections.find((s) => s.id === id);
    for (const id of SPELL_IDS) expect(section('spell-cards', id)?.body).toContain(SPELLS[id].text);
    for (const id of COUNCIL_IDS) expect(section('council-cards', id)).toBeDefined();
    for (const id of PANIC_IDS) expect(section('panic-cards', id)).toBeDefined();
    for (const id of BUILDING_ACTION_IDS) expect(section('action-cards', id)?.body).toContain(BUILDING_ACTIONS[id].text);
    const buildings = must(section('defender', 'buildings'), 'the buildings section').body.join('\n');
    expect(buildings).toContain(`Cannon (${BUILDING_ACTIONS['forge.cannon'].cost})`);
  });
});

describe('rules panel: every hover card links to a section that exists', () => {
  const known = anchors();

  it('opens each card at its own entry', () => {
    const view = fixtureView();
    for (const id of [...SPELL_IDS, ...COUNCIL_IDS, ...PANIC_IDS, ...BUILDING_ACTION_IDS]) {
      const d = must(detailsFor(id, view), `the details of ${id}`);
      const at = rulesTopicFor(d);
      expect([id, at.endsWith(`--${id}`), known.has(at)]).toEqual([id, true, true]);
    }
  });

  it('links places (walls, towers, gates, paths, tracks) to the topic that explains them, never to nothing', () => {
    const view = fixtureView();
    const ids = [
      'w1',
      't1',
      'camp',
      'fg-front',
      'barracks',
      'courtyard',
      'statue',
      'hospital',
      'altar',
      'mana-deck',
      'library',
      'council',
      'card:moveout',
      'card:camp',
      'time',
      'panic',
      'hourglasses',
      'mana',
      'bag',
      'reserve',
      'decks',
    ];
    for (const id of ids) {
      const d = detailsFor(id, view);
      expect([id, d !== null]).toEqual([id, true]);
      if (d) expect([id, known.has(rulesTopicFor(d))]).toEqual([id, true]);
    }
    expect(rulesTopicFor(must(detailsFor('w1', view), 'the details of w1'))).toBe('assault--strength');
    expect(rulesTopicFor(must(detailsFor('gate-outer', view), 'the details of the outer Gate'))).toBe('assault--barbican');
  });
});
