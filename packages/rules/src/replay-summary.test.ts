import { applyAction, legalActions } from './game';
import type { Action } from './actions/schema';
import { newGame } from './new-game';
import type { GameState } from './state/types';
import { summarizeGame } from './replay-summary';
import { must } from './testing/must';

/** A whole game of seeded random moves (busy ones preferred), as a record. */
function played(seed: number): { actions: Action[]; final: GameState } {
  let s = newGame({ seed, ruleset: 'undead' });
  const actions: Action[] = [];
  let x = seed * 7919 + 1;
  const rnd = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 20_000 && !s.winner; i++) {
    const legal = legalActions(s);
    const busy = legal.filter((a) => a.type !== 'done');
    const a = must(
      busy.length && rnd() < 0.8 ? busy[Math.floor(rnd() * busy.length)] : legal[Math.floor(rnd() * legal.length)],
      'a legal action',
    );
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.state;
  }
  return { actions, final: s };
}

describe('end of game: summarizeGame replays the record into figures', () => {
  const { actions, final } = played(5);

  it('replays every action to the same end: turns, winner, Gates destroyed, Defender units killed', () => {
    const g = summarizeGame(5, actions);
    expect(g.actions).toBe(actions.length);
    expect(g.turns).toBe(final.turn);
    expect(g.winner).toEqual(final.winner);
    expect(g.gatesDestroyed).toBe(Object.values(final.board.gates).filter((x) => x.destroyed).length);
    expect(g.defenderLost).toBe(Object.values(final.defender.dead).reduce((a, b) => a + b, 0));
  });

  it('has one Panic level per turn played, each within the Panic track', () => {
    const g = summarizeGame(5, actions);
    expect(g.panicByTurn).toHaveLength(final.turn);
    expect(g.panicByTurn[g.panicByTurn.length - 1]).toBe(final.panic.level);
    for (const p of g.panicByTurn) expect(Number.isInteger(p)).toBe(true);
  });

  it('counts Invader losses as they happen, not what the Altar holds at the end (Mana spent from it)', () => {
    const g = summarizeGame(5, actions);
    const held =
      Object.values(final.units.altar).reduce((a, b) => a + b, 0) + Object.values(final.units.removed).reduce((a, b) => a + b, 0);
    expect(g.invaderLost).toBeGreaterThanOrEqual(held);
    expect(g.invaderLost).toBeGreaterThan(0);
  });

  it('stops at the first refused action and says how many were applied; an empty record is turn I', () => {
    const cut = [...actions.slice(0, 10), { type: 'done', seat: 'nobody' }, ...actions.slice(10)];
    expect(summarizeGame(5, cut).actions).toBe(10);
    const empty = summarizeGame(5, []);
    expect(empty).toMatchObject({ turns: 1, winner: null, invaderLost: 0, defenderLost: 0, gatesDestroyed: 0, actions: 0 });
    expect(empty.panicByTurn).toHaveLength(1);
  });
});

describe('seed 000 "Phase 6: Panic": the chart shows the level each turn reached, not the floor Phase 6 returns it to', () => {
  // Seed 4's game: Panic at 2 and 3 in its first turns' Phase 6, back to 0 after each.
  const { actions } = played(4);

  /** The level each Phase 6 drew at ("as many cards as the level"), by turn, from the log. */
  function drawLevels(): Map<number, number> {
    let s = newGame({ seed: 4, ruleset: 'undead' });
    const levels = new Map<number, number>();
    for (const a of actions) {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.events) if (e.kind === 'panic.draw') levels.set(s.turn, e.params.level);
      s = r.state;
    }
    return levels;
  }

  it('a turn whose Phase 6 drew Panic cards has the level that drew them', () => {
    const g = summarizeGame(4, actions);
    const drawn = drawLevels();
    expect(drawn.size).toBeGreaterThan(0);
    for (const [turn, level] of drawn) {
      expect(level).toBeGreaterThan(0);
      expect(g.panicByTurn[turn - 1]).toBe(level);
    }
    // Not flat: Panic rose in this game, and the figures say so.
    expect(Math.max(...g.panicByTurn)).toBeGreaterThan(0);
    expect(new Set(g.panicByTurn).size).toBeGreaterThan(1);
    expect(g.panicByTurn.slice(0, 2)).toEqual([2, 3]);
  });
});
