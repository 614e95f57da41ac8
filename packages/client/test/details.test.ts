import { SPELLS, COUNCIL, BUILDING_ACTIONS } from '@stronghold/rules/cards';
import { detailsFor } from '../src/logic/details';
import { playSome, view } from './fixtures';
import { must } from './must';

test('cards show their rules text from the rules package', () => {
  const v = view();
  expect(detailsFor('bone-thrower', v)).toMatchObject({ title: 'Bone Thrower', text: SPELLS['bone-thrower'].text });
  expect(detailsFor('pyre', v)).toMatchObject({ title: 'Pyre', text: COUNCIL.pyre.text });
  expect(detailsFor('forge.cannon', v)).toMatchObject({ title: 'Cannon', text: BUILDING_ACTIONS['forge.cannon'].text });
  expect(detailsFor('riot', v)?.title).toBe('Riot');
});

test('places show what stands there', () => {
  const v = view();
  const w1 = must(detailsFor('w1', v), 'the details of w1');
  expect(w1.title).toBe('Wall 1');
  expect(w1.lines.join(' ')).toMatch(/2 Marksmen, 1 Soldier/);
  expect(detailsFor('t1', v)?.lines.join(' ')).toMatch(/No machine/);
  expect(detailsFor('gate-outer', v)?.lines.join(' ')).toMatch(/Toughness 6 of 8/);
});

test('every board element has details', () => {
  const v = view(playSome(10));
  for (const id of [
    'camp',
    'fg-left',
    'r-barbican',
    'w5',
    't3',
    'gate-inner',
    'courtyard',
    'barracks',
    'statue',
    'hospital',
    'library',
    'altar',
    'mana-deck',
    'council',
    'card:activation',
    'card:moveout',
    'card:camp',
    'time',
    'panic',
    'hourglasses',
    'mana',
    'bag',
    'reserve',
    'decks',
    'fg-left>r-left-1',
    'p1',
  ]) {
    expect(detailsFor(id, v)).not.toBeNull();
  }
});

test('the Library names its cards to the Invader only', () => {
  const s = playSome(2);
  const inv = must(detailsFor('library', view(s, 'invader')), "the Invader's details of the Library");
  const spec = must(detailsFor('library', view(s, 'spectator')), "a spectator's details of the Library");
  const names = view(s, 'invader').invader.library.map((id) => SPELLS[id].name);
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) {
    expect(inv.lines.join(' ')).toContain(n);
    expect(JSON.stringify(spec)).not.toContain(n);
  }
});
