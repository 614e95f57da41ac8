import type { ChoicePrompt } from '../state/prompts';
import { setupState } from '../new-game';
import { CROSSBOW_DECK } from '../cards/decks';
import type { GameEvent } from '../engine/events';
import { runSupply } from './supply';
import { must } from '../testing/must';

const S = 'seed 000 "Council Marker Allocation" + cards.md "Tower Crossbow hit deck"';

/** Run Phase 1's income step of turn II (Council open) and return the markers shown and the deck after. */
function income(seed: number): { markers: number; deck: string[] } {
  const s = setupState(seed);
  s.turn = 2;
  s.phase = 'supply';
  s.step = 'income';
  const events: GameEvent[] = [];
  runSupply(s, { events });
  const prompt = s.prompts[s.prompts.length - 1] as ChoicePrompt;
  expect(prompt).toMatchObject({ kind: 'choice', id: 'council.marker' });
  return { markers: Number(prompt.context.left), deck: s.decks.crossbow };
}

describe('Phase 1: Council markers from the Tower Crossbow deck', () => {
  test(`${S}: the revealed card is reshuffled into the deck ("reveal the top card, then reshuffle")`, () => {
    const runs = Array.from({ length: 24 }, (_, i) => income(i + 1));
    for (const r of runs) expect([...r.deck].sort()).toEqual(CROSSBOW_DECK.map((c) => c.id).sort());
    // Left on top, the shown card would be the first one a Tower Crossbow reveals in the Assault.
    const markersOnTop = (r: (typeof runs)[number]) =>
      must(
        CROSSBOW_DECK.find((c) => c.id === r.deck[0]),
        'the top card in the deck',
      ).markers;
    expect(runs.some((r) => markersOnTop(r) !== r.markers)).toBe(true);
  });

  test(`${S} + cards.md "Rumours": no card is revealed and no marker is given`, () => {
    const s = setupState(3);
    s.turn = 2;
    s.phase = 'supply';
    s.step = 'income';
    s.panic.active = [{ card: 'rumours', target: null }];
    const before = [...s.decks.crossbow];
    runSupply(s, { events: [] });
    expect(s.prompts).toEqual([]);
    expect(s.decks.crossbow).toEqual(before);
  });
});
