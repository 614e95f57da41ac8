import type { ChoiceId, GameView } from '@stronghold/rules';
import { SPELLS } from '@stronghold/rules/cards';
import { explanations, optionLabel, optionText, unitDetails } from '../src/logic/explain';
import { A, startState, view } from './fixtures';
import { must } from './must';

describe('explanations at the moment of choice', () => {
  const v = view(startState(), 'invader');
  const choice = (id: ChoiceId): GameView => ({
    ...v,
    prompts: [{ kind: 'choice', seat: 'invader', id, label: 'x', options: [], context: {} }],
  });

  test('arranging the row says why spells are cast left to right (seed 000 spells, cast.ts out_of_order)', () => {
    expect(explanations(choice('spells.setup-order'), []).join(' ')).toMatch(/cast left to right/);
    expect(explanations(choice('supply.library.order'), []).join(' ')).toMatch(/cast left to right/);
  });

  test('a spell left of one already cast is listed as no longer offered, with the reason', () => {
    const first = must(v.invader.row[0], 'a first spell in the row');
    const third = must(v.invader.row[2], 'a third spell in the row');
    const spells: GameView = {
      ...v,
      prompts: [{ kind: 'invader-spells', seat: 'invader' }],
      invader: { ...v.invader, cast: [third], mana: 9 },
    };
    const legal = [A.done('invader')];
    const text = explanations(spells, legal).join(' ');
    expect(text).toContain(`${SPELLS[first].name} (left of ${SPELLS[third].name}, already cast)`);
    expect(text).toContain(`${SPELLS[third].name} (cast this turn)`);
  });

  test('each Library spell option carries its card text; Illusionary Threat values say what they mean', () => {
    expect(optionText('mists')).toContain(SPELLS.mists.text);
    expect(optionText('w3')).toBeNull();
    expect(optionLabel('spells.illusionary-threat.value', 0)).toMatch(/bluff/);
    expect(optionLabel('spells.illusionary-threat.value', 2)).toBe('2: 2 Phantoms join the section');
    expect(explanations(choice('spells.illusionary-threat.value'), []).join(' ')).toMatch(/Melee step 5/);
  });

  test('the legend gives each unit its strength from the rules tables, and a trait', () => {
    expect(unitDetails('phantom').kind).toBe('Invader unit · strength 1');
    expect(unitDetails('veteran').kind).toBe('Defender unit · strength 3');
    for (const u of ['phantom', 'skeleton', 'vampire', 'marksman', 'soldier', 'veteran']) expect(unitDetails(u).text).not.toBe('');
  });
});
