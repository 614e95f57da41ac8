import type { ChoicePrompt } from '../state/prompts';
import { setupState } from '../new-game';
import { CROSSBOW_DECK } from '../cards/decks';
import type { GameEvent } from '../engine/events';
import { runSupply } from './supply-phase';
import { must } from '../testing/must';
import type { GameState } from '../state/types';
import { choiceOn, choose, done, mustApply, run, scenario } from '../testing';
import { topPrompt } from '../engine/prompt-stack';
import { itemAt } from '../engine/item-at';

const S = 'seed 000 "Council Marker Allocation" + cards.md "Tower Crossbow hit deck"';

/** Run Phase 1's Council step of turn II (Council open) and return the markers shown and the deck after. */
function councilStep(seed: number): { markers: number; deck: string[] } {
  const s = setupState(seed);
  s.turn = 2;
  s.phase = 'supply';
  s.step = 'council';
  const events: GameEvent[] = [];
  runSupply(s, { events });
  const prompt = s.prompts[s.prompts.length - 1] as ChoicePrompt;
  expect(prompt).toMatchObject({ kind: 'choice', id: 'council.marker' });
  return { markers: Number(prompt.context.left), deck: s.decks.crossbow };
}

describe('Phase 1: Council markers from the Tower Crossbow deck', () => {
  test(`${S}: the revealed card is reshuffled into the deck ("reveal the top card, then reshuffle")`, () => {
    const runs = Array.from({ length: 24 }, (_, i) => councilStep(i + 1));
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
    s.step = 'council';
    s.panic.active = [{ card: 'rumours', target: null }];
    const before = [...s.decks.crossbow];
    runSupply(s, { events: [] });
    expect(s.prompts).toEqual([]);
    expect(s.decks.crossbow).toEqual(before);
  });
});

const P1 = 'seed 000 "Phase 1: Supply" (rulings.md "Turn flow")';

describe("Phase 1: the Invader's Supply Phase before the Defender's", () => {
  /** Turn II from the start of Phase 1, Council open: run to the first decision. */
  const turnTwo = (seed = 3) => scenario({ seed }).turn(2).phase('supply', 'start').startWithEvents();
  const revealed = (events: readonly GameEvent[]) =>
    events.filter((e) => e.kind === 'council.crossbowCard' || e.kind === 'council.markers');

  test(`${P1}: the Invader decides its Supply Phase without seeing the Council markers; they are revealed and allocated when it is over`, () => {
    const { state: s0, events: e0 } = turnTwo();
    expect(topPrompt(s0)?.kind).toBe('invader-supply');
    expect(revealed(e0)).toEqual([]);
    const markersOnCards = (s: GameState) => Object.values(s.defender.council.markers).reduce((a, b) => a + b, 0);
    expect(markersOnCards(s0)).toBe(0);
    // The supply Hourglasses are in hand already (they keep their timing).
    expect(s0.defender.hourglasses).toBe(2);
    const { state: s1, events: e1 } = mustApply(s0, done('invader'));
    expect(revealed(e1).map((e) => e.kind)).toEqual(['council.crossbowCard', 'council.markers']);
    const marker = choiceOn(s1, 'council.marker');
    expect(marker?.seat).toBe('defender');
    // Allocate them all; then the Supply Hourglasses are spent at the end of Phase 1.
    let s = s1;
    for (let left = Number(marker?.context.left); left > 0; left--)
      s = run(s, choose(itemAt(s.defender.council.cards, 0, 'card'), 'defender'));
    expect(topPrompt(s)).toMatchObject({ kind: 'defender-spend', reason: 'Supply' });
    expect(s.phase).toBe('supply');
  });

  test(`${P1}: after a Supply action (a Mana card) the markers still come only when the Invader's Supply Phase is over`, () => {
    const { state: s0 } = turnTwo(4);
    const r = mustApply(s0, { type: 'drawMana', seat: 'invader' });
    expect(revealed(r.events)).toEqual([]);
    expect(choiceOn(r.state, 'council.marker')).toBeUndefined();
  });
});
