/**
 * The invariant checker itself (docs/rules/self-play.md "Invariants"): a clean position passes,
 * and each kind of breakage is caught and named. Positions are built with scenario() or taken
 * from a real game, then broken by hand.
 */
import { SPELLS } from '../cards';
import { itemAt } from '../engine/item-at';
import { applyAction, legalActions, newGame, type GameEvent, type GameState, type SpellId } from '../index';
import {
  DEFENDER_TOTAL,
  DEFENDER_TOTALS,
  INVADER_TOTALS,
  checkAccepted,
  checkEvents,
  checkInvariants,
  countDefenders,
  countInvaders,
  jsonBreak,
  jsonEqual,
  type InvariantId,
} from '../invariants';
import { scenario } from '../testing';
import { playGame } from './self-play';

const ids = (s: GameState): InvariantId[] => [...new Set(checkInvariants(s).map((f) => f.invariant))];
const broken = (s: GameState, change: (t: GameState) => void): GameState => {
  const t = structuredClone(s);
  change(t);
  return t;
};

/** A position in the middle of a real game (turn 2 or later, so the board is busy). */
function midGame(): GameState {
  const g = playGame({ seed: 31, checks: false });
  const states: GameState[] = [];
  // Replay the recorded actions up to a busy position.
  let s = newGame({ seed: 31 });
  for (const a of g.actions) {
    states.push(s);
    const legal = legalActions(s);
    expect(legal).toContainEqual(a);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    if (s.turn >= 3 && s.board.counters.length > 0) return s;
  }
  return itemAt(states, Math.floor(states.length / 2), 'replayed states');
}

describe('invariants', () => {
  const start = newGame({ seed: 5 });
  const mid = midGame();

  test('rulings.md "Units and counts": 39 Phantoms, 76 Skeletons, 27 Vampires and 41 Defender units at setup', () => {
    expect(INVADER_TOTALS).toEqual({ phantom: 39, skeleton: 76, vampire: 27 });
    for (const u of ['phantom', 'skeleton', 'vampire'] as const) expect(countInvaders(start, u)).toBe(INVADER_TOTALS[u]);
    expect(countDefenders(start)).toBe(DEFENDER_TOTAL);
    expect(DEFENDER_TOTALS).toEqual({ marksman: 17, soldier: 20, veteran: 4 });
    expect(checkInvariants(start)).toEqual([]);
    expect(checkInvariants(mid)).toEqual([]);
  });

  test('rulings.md "Units and counts": a lost or duplicated unit is caught (Invader per type, Defender in total)', () => {
    expect(ids(broken(start, (t) => (t.units.bag.skeleton -= 1)))).toEqual(['units.invader']);
    expect(ids(broken(start, (t) => (t.units.removed.vampire += 1)))).toEqual(['units.invader']);
    expect(ids(broken(start, (t) => (t.defender.dead.soldier += 1)))).toEqual(['units.defender']);
    expect(ids(broken(start, (t) => (t.board.towers.t1.marksmen += 1)))).toEqual(['units.defender']);
    // A Soldier turned into a Veteran out of nowhere: the total holds, the types do not.
    expect(
      checkInvariants(broken(start, (t) => ((t.defender.reserve.soldier -= 1), (t.defender.reserve.veteran += 1)))).map((f) => f.message),
    ).toEqual(['soldier: 19 in the game, expected 20', 'veteran: 5 in the game, expected 4']);
    // Moving a unit between places keeps the counts whole.
    expect(ids(broken(start, (t) => ((t.units.bag.vampire -= 1), (t.units.altar.vampire += 1))))).toEqual([]);
  });

  test('seed 000 "Hallucinations": Phantoms standing in a blocked building still count', () => {
    const s = scenario({ seed: 2 })
      .with((t) => {
        t.units.bag.phantom -= 2;
        t.defender.slots['forge.cannon'].block = { phantoms: 2, paid: 0 };
      })
      .invaderMenu('invader-spells')
      .build();
    expect(countInvaders(s, 'phantom')).toBe(39);
    expect(checkInvariants(s).filter((f) => f.invariant.startsWith('units'))).toEqual([]);
  });

  test('board.md capacities: areas, walls (levitation aside), towers, barracks; and no negative count', () => {
    const over = broken(start, (t) => {
      t.units.bag.skeleton -= 8;
      t.board.areas['r-left-1'].skeleton += 8;
    });
    expect(ids(over)).toEqual(['capacity']);
    // 4 units + 3 levitating Phantoms fit on a wall; an eighth unit does not.
    const wall = (phantom: number, skeleton: number) =>
      broken(start, (t) => {
        t.units.bag.phantom -= phantom;
        t.units.bag.skeleton -= skeleton;
        t.board.walls.w3.invaders = { phantom, skeleton, vampire: 0 };
      });
    expect(ids(wall(3, 4))).toEqual([]);
    expect(ids(wall(3, 5))).toEqual(['capacity']);
    expect(ids(broken(start, (t) => ((t.board.barracks.veteran += 1), (t.defender.reserve.veteran -= 1))))).toEqual(['capacity']);
    expect(ids(broken(start, (t) => ((t.board.towers.t2.marksmen = 3), (t.board.barracks.marksman -= 3))))).toEqual(['capacity']);
    expect(
      ids(
        broken(
          start,
          (t) => ((t.units.bag.phantom -= 1), (t.units.spares.phantom += 1), (t.units.spares.vampire -= 6), (t.units.bag.vampire += 6)),
        ),
      ),
    ).toEqual(['counts.nonnegative']);
  });

  test('seed 000 Hourglasses, Mana and Panic: never negative, Panic within -6..6', () => {
    expect(ids(broken(start, (t) => (t.defender.hourglasses = -1)))).toEqual(['resources']);
    expect(ids(broken(start, (t) => (t.invader.mana = -2)))).toEqual(['resources']);
    expect(ids(broken(start, (t) => (t.panic.level = 7)))).toEqual(['panic']);
    expect(ids(broken(start, (t) => (t.panic.level = -7)))).toEqual(['panic']);
    expect(ids(broken(start, (t) => (t.panic.level = 6)))).toEqual([]);
  });

  test('rulings.md "Turn flow": a decision is pending with a legal action until the game ends, none after', () => {
    const stuck = broken(start, (t) => {
      t.prompts = [];
    });
    expect(ids(stuck)).toContain('flow');
    const wrongSeat = broken(start, (t) => (t.toAct = t.toAct === 'invader' ? 'defender' : 'invader'));
    expect(ids(wrongSeat)).toContain('flow');
    const ended = broken(start, (t) => {
      t.winner = { seat: 'defender', reason: 'test' };
      t.phase = 'ended';
      t.prompts = [];
      t.toAct = null;
    });
    expect(ids(ended)).toEqual([]);
    expect(ids(broken(ended, (t) => (t.winner = null)))).toContain('flow');
  });

  test('rulings.md "Hidden information": a Library or set-aside spell id in what the Defender sees is a leak', () => {
    const library = itemAt(start.invader.library, 0, 'Library');
    const leak = broken(start, (t) => {
      t.prompts.push({
        kind: 'choice',
        seat: 'invader',
        id: 'test.leak' as never,
        label: 'x',
        options: [`cast:${library}`, 'done'],
        context: {},
      });
    });
    const found = checkInvariants(leak).filter((f) => f.invariant === 'hidden');
    expect(found.map((f) => f.message)).toEqual(
      expect.arrayContaining([`defender view: hidden spell '${library}' appears`, `spectator view: hidden spell '${library}' appears`]),
    );
    // The same options in a secret prompt are removed from the other seat's view: no leak.
    const secret = broken(leak, (t) => {
      const p = t.prompts.at(-1);
      if (p?.kind === 'choice') p.secret = true;
    });
    expect(ids(secret)).not.toContain('hidden');
    // After Scout Report the Defender may see the Library; the spectator still may not.
    const scouted = broken(leak, (t) => (t.defender.scoutReport = true));
    expect(checkInvariants(scouted).map((f) => f.message)).toEqual([`spectator view: hidden spell '${library}' appears`]);
    const setAside = itemAt(start.invader.setAside, 0, 'set-aside spells');
    expect(ids(broken(start, (t) => (t.defender.council.markers[setAside] = 1)))).toEqual([]); // keys are not values
    expect(ids(broken(start, (t) => t.board.traps.push(setAside as never)))).toContain('hidden');
  });

  test('rulings.md "Hidden information": events the Defender or spectators get name no hidden spell or Council card', () => {
    const library = itemAt(start.invader.library, 0, 'Library');
    const setAside = itemAt(start.invader.setAside, 0, 'set-aside spells');
    const council = itemAt(start.defender.council.setAside, 0, 'set-aside Council cards');
    const incoming = (to: GameEvent['to'], spell: SpellId): GameEvent => ({
      to,
      kind: 'library.incoming',
      params: { out: itemAt(start.invader.row, 0, 'row'), incoming: spell },
    });
    expect(checkEvents(start, [incoming('invader', library)])).toEqual([]);
    expect(checkEvents(start, [incoming('all', library)]).map((f) => f.invariant)).toEqual(['hidden']);
    expect(checkEvents(start, [{ to: 'defender', kind: 'cast.cast', params: { spell: setAside, mana: 0 } }])).toHaveLength(1);
    expect(checkEvents(start, [{ to: 'all', kind: 'council.use', params: { card: council } }])).toHaveLength(1);
    // A spell in the row is public: naming it is fine.
    const row = itemAt(start.invader.row, 0, 'row');
    expect(checkEvents(start, [{ to: 'all', kind: 'cast.cast', params: { spell: row, mana: SPELLS[row].mana } }])).toEqual([]);
    // After Scout Report the Defender may read the Library; spectators still may not.
    const scouted = broken(start, (t) => (t.defender.scoutReport = true));
    expect(checkEvents(scouted, [incoming('defender', library)])).toEqual([]);
    expect(checkEvents(scouted, [incoming('all', library)])).toHaveLength(1);
  });

  test('rulings.md "Hidden information": a spell id that is also in the row or on the board is no leak', () => {
    const row = itemAt(start.invader.row, 0, 'row');
    const s = broken(start, (t) => {
      t.prompts.push({
        kind: 'choice',
        seat: 'invader',
        id: 'test.public' as never,
        label: 'x',
        options: [`cast:${row}`, 'done'],
        context: {},
      });
    });
    expect(ids(s)).not.toContain('hidden');
  });

  test('rulings.md "Hidden information": a face-down Illusionary Threat value stays with the Invader', () => {
    const s = broken(start, (t) => {
      t.board.counters.push({ id: 999, spell: 'illusionary-threat', at: 'w3', castTurn: 1, value: 2 });
      t.invader.illusionReserve = t.invader.illusionReserve.filter((v) => v !== 2);
    });
    // viewFor removes the value: no leak.
    expect(ids(s)).not.toContain('hidden');
    expect(checkInvariants(s)).toEqual([]);
  });

  test('self-play.md "Invariants": the state round-trips through JSON; undefined, NaN and Maps do not', () => {
    expect(jsonEqual(JSON.parse(JSON.stringify(mid)), mid)).toBe(true);
    expect(ids(broken(start, (t) => ((t as unknown as Record<string, unknown>).extra = undefined)))).toEqual(['json']);
    expect(ids(broken(start, (t) => ((t as unknown as Record<string, unknown>).extra = new Map())))).toEqual(['json']);
    expect(checkInvariants(broken(start, (t) => (t.invader.mana = NaN))).map((f) => f.invariant)).toContain('json');
    // jsonBreak gives the same verdict as a real round trip.
    const samples: unknown[] = [
      mid,
      { a: undefined },
      // eslint-disable-next-line no-sparse-arrays -- a hole is one of the values JSON does not keep
      { a: [1, , 2] },
      { a: new Date(0) },
      { a: Infinity },
      { a: () => 1 },
      { a: [null, 'x', { b: false }] },
    ];
    for (const v of samples) expect(jsonBreak(v) === null).toBe(jsonEqual(JSON.parse(JSON.stringify(v)), v));
    expect(jsonEqual({ a: NaN }, { a: NaN })).toBe(false);
    expect(jsonEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  test('README "applyAction": every listed legal action is accepted; a forged one is reported', () => {
    const legal = legalActions(mid);
    expect(checkAccepted(mid, legal)).toEqual([]);
    const listed = itemAt(legal, 0, 'legal actions');
    const forged = { ...listed, seat: listed.seat === 'invader' ? 'defender' : 'invader' } as (typeof legal)[number];
    const found = checkAccepted(mid, [forged]);
    expect(found).toHaveLength(1);
    expect(found[0]?.invariant).toBe('legal.accepted');
  });
});
