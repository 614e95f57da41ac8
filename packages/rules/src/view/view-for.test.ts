import { newGame } from '../state/new-game';
import { viewFor } from './view-for';

/** Does the serialized view hold this id as a value (not as an object key such as effects.plague)? */
const holdsValue = (text: string, id: string): boolean => new RegExp(`"${id}"(?!:)`).test(text);

describe('rulings.md "Hidden information"', () => {
  const s = newGame({ seed: 21 });

  test('the set-aside spells and Council cards are seen by nobody', () => {
    for (const viewer of ['invader', 'defender', 'spectator'] as const) {
      const text = JSON.stringify(viewFor(s, viewer));
      for (const id of s.invader.setAside) expect(holdsValue(text, id)).toBe(false);
      for (const id of s.defender.council.setAside) expect(holdsValue(text, id)).toBe(false);
    }
  });

  test('the Library is seen by the Invader only (before Scout Report)', () => {
    expect(viewFor(s, 'invader').invader.library).toEqual(s.invader.library);
    for (const viewer of ['defender', 'spectator'] as const) {
      const text = JSON.stringify(viewFor(s, viewer));
      for (const id of s.invader.library) expect(holdsValue(text, id)).toBe(false);
      expect(viewFor(s, viewer).hidden.library).toBe(12);
    }
  });

  test('after Scout Report the Defender sees the Library; spectators still do not', () => {
    const t = structuredClone(s);
    t.defender.scoutReport = true;
    expect(viewFor(t, 'defender').invader.library).toEqual(t.invader.library);
    expect(viewFor(t, 'spectator').invader.library).toEqual([]);
  });

  test('deck orders and the RNG never appear; their counts do', () => {
    for (const viewer of ['invader', 'defender', 'spectator'] as const) {
      const v = viewFor(s, viewer);
      expect('rng' in v).toBe(false);
      expect(v.decks.panic).toEqual([]);
      expect(v.decks.mana).toEqual([]);
      expect(v.hidden.panicDeck).toBe(12);
      expect(v.hidden.manaDeck).toBe(9);
    }
  });

  test('a face-down Illusionary Threat value is seen by the Invader only', () => {
    const t = structuredClone(s);
    t.board.counters.push({ id: 99, spell: 'illusionary-threat', at: 'w3', castTurn: 1, value: 3 });
    expect(viewFor(t, 'invader').board.counters[0].value).toBe(3);
    expect(viewFor(t, 'defender').board.counters[0].value).toBeUndefined();
    expect(viewFor(t, 'spectator').board.counters[0].value).toBeUndefined();
  });

  test('viewFor does not change the state', () => {
    const before = JSON.stringify(s);
    viewFor(s, 'defender');
    expect(JSON.stringify(s)).toBe(before);
  });
});
