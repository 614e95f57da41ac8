import type { Action } from '../actions/schema';
import type { CouncilId } from '../cards/council';
import { scenario } from '../testing';
import type { GameState } from '../state/types';
import { grantCouncilMarkers } from './council';
import { choiceOn, choose, D, INVADER_NEXT, invaderGoesOn, isLegal, refused, run } from '../testing';
import { itemAt } from '../engine/item-at';

const use = (card: CouncilId): Action => ({ type: 'council', seat: D, card });
const close: Action = { type: 'closeCouncil', seat: D };

/** A window whose Council holds `cards` with enough markers, closed unless said otherwise. */
function councilWindow(cards: CouncilId[], opts: { closed?: boolean; hand?: number; change?: (s: GameState) => void } = {}): GameState {
  return scenario()
    .prompt(INVADER_NEXT)
    .with((s) => {
      s.defender.council.cards = [...cards, ...s.defender.council.cards.filter((c) => !cards.includes(c))].slice(0, 6);
      s.defender.council.markers = Object.fromEntries(s.defender.council.cards.map((c) => [c, cards.includes(c) ? 5 : 0]));
      s.defender.council.closed = opts.closed ?? true;
      opts.change?.(s);
    })
    .defenderWindow(opts.hand ?? 1, true)
    .build();
}

describe('seed 000 "The Commanders\' Council"', () => {
  test('seed 000 "Council Marker Allocation": the Defender places the markers one at a time among the six cards', () => {
    const s0 = scenario()
      .prompt(INVADER_NEXT)
      .with((s) => {
        grantCouncilMarkers(s, 2, { events: [] });
        s.toAct = 'defender';
      })
      .build();
    const a = itemAt(s0.defender.council.cards, 0, 'Council cards');
    const b = itemAt(s0.defender.council.cards, 1, 'Council cards');
    expect(choiceOn(s0, 'council.marker')?.options).toEqual(s0.defender.council.cards);
    const s1 = run(s0, choose(a, 'defender'));
    expect(s1.defender.council.markers[a]).toBe(1);
    expect(choiceOn(s1, 'council.marker')).toBeDefined();
    const s2 = run(s1, choose(b, 'defender'));
    expect(s2.defender.council.markers[b]).toBe(1);
    expect(invaderGoesOn(s2)).toBe(true);
  });

  test('seed 000: closing the Council is free and once; afterwards no markers are received', () => {
    const s0 = councilWindow([], { closed: false, hand: 2 });
    const s1 = run(s0, close);
    expect(s1.defender.council.closed).toBe(true);
    expect(s1.defender.hourglasses).toBe(2);
    expect(refused(s1, close)).toBe('already_used');
    const markersBefore = JSON.stringify(s1.defender.council.markers);
    grantCouncilMarkers(s1, 3, { events: [] });
    expect(JSON.stringify(s1.defender.council.markers)).toBe(markersBefore);
    expect(choiceOn(s1, 'council.marker')).toBeUndefined();
  });

  test('seed 000: a card can be used only after closing, with its markers, once; then it is discarded', () => {
    const open = councilWindow(['holy-relics'], { closed: false });
    expect(refused(open, use('holy-relics'))).toBe('out_of_order');
    const short = councilWindow(['holy-relics'], { change: (s) => (s.defender.council.markers['holy-relics'] = 1) });
    expect(refused(short, use('holy-relics'))).toBe('illegal_action');
    const s0 = councilWindow(['holy-relics'], { change: (s) => (s.panic.level = 3) });
    const s1 = run(s0, use('holy-relics'));
    expect(s1.panic.level).toBe(1);
    expect(s1.defender.council.used).toEqual(['holy-relics']);
    expect(refused(s1, use('holy-relics'))).toBe('already_used');
    const other = s0.defender.council.cards.find((c) => c !== 'holy-relics') as CouncilId;
    expect(refused(s0, use(other))).toBe('illegal_action');
  });

  test('cards.md "Call to Arms": 3 Soldiers from the reserve to the Courtyard, then Marksmen if Soldiers run out', () => {
    const s = run(
      councilWindow(['call-to-arms'], { change: (st) => Object.assign(st.defender.reserve, { soldier: 1, marksman: 4 }) }),
      use('call-to-arms'),
    );
    expect(s.board.courtyard).toEqual({ marksman: 2, soldier: 1, veteran: 0 });
    expect(s.defender.reserve).toMatchObject({ soldier: 0, marksman: 2 });
  });

  test('cards.md "Veteran Captains": 2 Veterans from the reserve to the Courtyard', () => {
    const s = run(councilWindow(['veteran-captains']), use('veteran-captains'));
    expect(s.board.courtyard.veteran).toBe(2);
    expect(s.defender.reserve.veteran).toBe(1);
  });

  test('rulings.md "Defender details": Veteran Captains brings up to 2 Veterans and nothing in their place (only Call to Arms has a fallback)', () => {
    const one = run(
      councilWindow(['veteran-captains'], { change: (st) => Object.assign(st.defender.reserve, { veteran: 1, soldier: 3, marksman: 3 }) }),
      use('veteran-captains'),
    );
    expect(one.board.courtyard).toEqual({ marksman: 0, soldier: 0, veteran: 1 });
    expect(one.defender.reserve).toMatchObject({ veteran: 0, soldier: 3, marksman: 3 });
    // With no Veteran in the reserve the card can do nothing, so it is not offered.
    const none = councilWindow(['veteran-captains'], {
      change: (st) => Object.assign(st.defender.reserve, { veteran: 0, soldier: 3, marksman: 3 }),
    });
    expect(isLegal(none, use('veteran-captains'))).toBe(false);
    expect(refused(none, use('veteran-captains'))).toBe('illegal_target');
  });

  test('cards.md "Masons\' Guild": up to 3 Stone Wall components, one at a time, stopping with done', () => {
    const s1 = run(councilWindow(['masons-guild']), use('masons-guild'), choose('w3', 'defender'), choose('w3', 'defender'));
    expect(s1.board.walls.w3.stones).toBe(4);
    expect(choiceOn(s1, 'council.masons.wall')?.options).toContain('done');
    const s2 = run(s1, choose('done', 'defender'));
    expect(s2.defender.reserve.stone).toBe(1);
    expect(s2.prompts.at(-1)?.kind).toBe('defender-spend');
  });

  test('cards.md "Night Watch": 3 Hourglasses now; the window stays open', () => {
    const s = run(councilWindow(['night-watch'], { hand: 1 }), use('night-watch'));
    expect(s.defender.hourglasses).toBe(4);
    expect(s.prompts.at(-1)?.kind).toBe('defender-spend');
  });

  test('cards.md "Fire Arrows", "Blessed Water", "Last Stand": this turn\'s effects', () => {
    const s = run(
      councilWindow(['fire-arrows', 'blessed-water', 'last-stand'], { hand: 2 }),
      use('fire-arrows'),
      use('blessed-water'),
      use('last-stand'),
    );
    expect(s.effects).toMatchObject({ fireArrows: true, blessedWater: true, lastStand: true });
  });

  test('cards.md "Sally Forth": up to 4 units on one Foreground, one at a time; Skeletons go to the Altar', () => {
    const s0 = councilWindow(['sally-forth'], {
      change: (s) => {
        s.units.bag.skeleton -= 3;
        s.units.bag.vampire -= 2;
        Object.assign(s.board.areas['fg-left'], { skeleton: 3, vampire: 2 });
      },
    });
    const s1 = run(
      s0,
      use('sally-forth'),
      choose('skeleton', 'defender'),
      choose('vampire', 'defender'),
      choose('skeleton', 'defender'),
      choose('skeleton', 'defender'),
    );
    expect(s1.board.areas['fg-left']).toEqual({ phantom: 0, skeleton: 0, vampire: 1 });
    expect(s1.units.altar.skeleton).toBe(s0.units.altar.skeleton + 3);
    expect(s1.units.removed.vampire).toBe(s0.units.removed.vampire + 1);
    expect(choiceOn(s1, 'council.sally.unit')).toBeUndefined();
  });

  test('cards.md "Sally Forth": with nobody on the Foregrounds the card is not offered', () => {
    const s = councilWindow(['sally-forth']);
    expect(refused(s, use('sally-forth'))).toBe('illegal_target');
  });

  test('cards.md "Engineers": one standing Gate +3 toughness, at most 8', () => {
    const s0 = councilWindow(['engineers'], { change: (s) => (s.board.gates['gate-outer'].destroyed = true) });
    const s1 = run(s0, use('engineers'));
    expect(choiceOn(s1, 'council.engineers.gate')?.options).toEqual(['gate-middle', 'gate-inner']);
    const s2 = run(s1, choose('gate-inner', 'defender'));
    expect(s2.board.gates['gate-inner'].toughness).toBe(8);
  });

  test('cards.md "Pyre": the Altar\'s Skeletons leave the game', () => {
    const s0 = councilWindow(['pyre'], {
      change: (s) => {
        s.units.bag.skeleton -= 5;
        s.units.altar.skeleton += 5;
      },
    });
    const s1 = run(s0, use('pyre'));
    expect(s1.units.altar.skeleton).toBe(0);
    expect(s1.units.removed.skeleton).toBe(s0.units.removed.skeleton + 5);
  });

  test('cards.md "Pyre" + seed 000 "Spectral Ballista" ("treated as a skeleton cube"): every cube on the Altar burns, whatever its colour', () => {
    const s0 = councilWindow(['pyre'], {
      change: (s) => {
        s.units.bag.skeleton -= 2;
        s.units.altar.skeleton += 2;
        // Cubes a Spectral Ballista hit sent to the Altar keep their own type there.
        s.units.bag.vampire -= 1;
        s.units.altar.vampire += 1;
        s.units.bag.phantom -= 1;
        s.units.altar.phantom += 1;
      },
    });
    const s1 = run(s0, use('pyre'));
    expect(s1.units.altar).toEqual({ phantom: 0, skeleton: 0, vampire: 0 });
    expect(s1.units.removed).toEqual({
      phantom: s0.units.removed.phantom + 1,
      skeleton: s0.units.removed.skeleton + 2,
      vampire: s0.units.removed.vampire + 1,
    });
  });

  test('cards.md "Scout Report": the Defender sees the Library from now on', () => {
    const s = run(councilWindow(['scout-report']), use('scout-report'));
    expect(s.defender.scoutReport).toBe(true);
    expect(isLegal(s, use('scout-report'))).toBe(false);
  });

  test('bad input: a card that is not in play', () => {
    const s = councilWindow(['holy-relics']);
    const absent = itemAt(s.defender.council.setAside, 0, 'set-aside Council cards');
    expect(refused(s, use(absent))).toBe('illegal_target');
  });
});
