import { BUILDING_ACTION_IDS, COUNCIL_IDS, PANIC_IDS, SPELL_IDS } from '@stronghold/rules/cards';
import { cardsMarkdown } from '../src/logic/card-texts';
import { detailsFor } from '../src/logic/details';
import { rulesTopicFor } from '../src/logic/rules-topics';
import { view as fixtureView } from './fixtures';
import { must } from './must';
import { anchors } from './rules-anchors';

describe('rules panel: every hover card links to a section that exists', () => {
  const known = anchors();

  it('has one card entry per spell, Council, Panic card and building action, with its full text', () => {
    const md = cardsMarkdown();
    expect(md).toContain('## Spells');
    const view = fixtureView();
    for (const id of [...SPELL_IDS, ...COUNCIL_IDS, ...PANIC_IDS, ...BUILDING_ACTION_IDS]) {
      const d = must(detailsFor(id, view), `the details of ${id}`);
      const at = rulesTopicFor(d);
      expect([id, at.startsWith('cards--'), known.has(at)]).toEqual([id, true, true]);
      if (d.text) expect(md).toContain(d.text.slice(0, 20).replace(/([\\`*_[\]<>#|])/g, '\\$1'));
    }
  });

  it('links places (walls, towers, gates, paths, tracks) to the phase that explains them, never to nothing', () => {
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
    expect(rulesTopicFor(must(detailsFor('w1', view), 'the details of w1'))).toMatch(/^assault--/);
  });
});
