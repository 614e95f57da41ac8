/**
 * The leak check of the invariants searches string values only (rulings.md "Hidden
 * information"), so spell ids that are also field names of the view (effects.plague,
 * effects.bloodlust, effects.desperation) are checked like any other; and the Panic cards are
 * conserved.
 */
import { checkInvariants } from './invariants';
import { newGame } from './new-game';
import type { GameState } from './state/types';
import { itemAt } from './engine/item-at';

const FIELD_NAMED = ['plague', 'bloodlust', 'desperation'] as const;

/** A new game with the three spells in the Library (out of the row and the set-aside six). */
function withFieldNamedInLibrary(): GameState {
  const s = newGame({ seed: 5 });
  const named = (id: string) => (FIELD_NAMED as readonly string[]).includes(id);
  s.invader.setAside = s.invader.setAside.filter((id) => !named(id));
  s.invader.row = s.invader.row.filter((id) => !named(id));
  s.invader.library = [...s.invader.library.filter((id) => !named(id)), ...FIELD_NAMED];
  return s;
}

const hidden = (s: GameState) =>
  checkInvariants(s)
    .filter((f) => f.invariant === 'hidden')
    .map((f) => f.message);

describe('rulings.md "Hidden information": the leak check searches string values, not field names', () => {
  test('the effects.plague / bloodlust / desperation field names are no leak', () => {
    expect(hidden(withFieldNamedInLibrary())).toEqual([]);
  });

  for (const id of FIELD_NAMED) {
    test(`a Library spell '${id}' (also a field name) shown to the Defender as a value is a leak`, () => {
      const s = withFieldNamedInLibrary();
      s.prompts.push({
        kind: 'choice',
        seat: 'invader',
        id: 'test.leak' as never,
        label: 'x',
        options: [`cast:${id}`, 'done'],
        context: {},
      });
      expect(hidden(s)).toEqual(
        expect.arrayContaining([`defender view: hidden spell '${id}' appears`, `spectator view: hidden spell '${id}' appears`]),
      );
    });
  }
});

describe('seed 000 "Phase 6: Panic": each of the 12 Panic cards is in one place', () => {
  test('a card both in force and in the deck breaks the invariant', () => {
    const s = newGame({ seed: 5 });
    expect(checkInvariants(s).filter((f) => f.invariant === 'panic')).toEqual([]);
    s.panic.active.push({ card: itemAt(s.decks.panic, 0, 'Panic deck'), target: null });
    expect(checkInvariants(s).map((f) => f.invariant)).toContain('panic');
  });
});
