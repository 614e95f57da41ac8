import { applyAction, legalActions } from '../game';
import { newGame } from '../new-game';
import { replay } from '../replay';
import type { Action } from '../actions/schema';
import type { GameState } from '../state/types';
import { must } from '../testing/must';

const start = (): GameState => newGame({ seed: 11, ruleset: 'undead' });

/** A few real steps so the game is under way, with the Invader to act. */
function underWay(): { state: GameState; actions: Action[] } {
  let s = start();
  const actions: Action[] = [];
  for (let i = 0; i < 6; i++) {
    const a = must(legalActions(s)[0], 'a legal action');
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.state;
  }
  return { state: s, actions };
}

// docs/rules/panic-and-victory.md "Conceding and losing on time".
describe('concede', () => {
  it('concede: the seat not to act may concede; the other seat wins and the game is over', () => {
    const { state } = underWay();
    const quiet: 'invader' | 'defender' = state.toAct === 'invader' ? 'defender' : 'invader';
    const r = applyAction(state, { type: 'concede', seat: quiet });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.winner).toEqual({ seat: state.toAct, reason: `${quiet === 'invader' ? 'The Invader' : 'The Defender'} conceded.` });
    expect(r.state.phase).toBe('ended');
    expect(r.state.stateId).toBe(state.stateId + 1);
    expect(r.legal).toEqual([]);
    expect(r.events.map((e) => e.kind)).toContain('victory.conceded');
    expect(state.winner).toBeNull(); // the input is untouched
  });

  it('concede: the seat to act may concede too, and nothing is accepted after it', () => {
    const s = start();
    const r = applyAction(s, { type: 'concede', seat: must(s.toAct, 'a seat to act') });
    expect(r.ok && r.state.winner?.seat).toBe(s.toAct === 'invader' ? 'defender' : 'invader');
    if (!r.ok) return;
    const again = applyAction(r.state, { type: 'concede', seat: 'defender' });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.code).toBe('game_over');
  });

  it('concede: never listed as a legal action, and a malformed concede is refused', () => {
    const { state } = underWay();
    expect(legalActions(state).some((a) => a.type === 'concede')).toBe(false);
    const bad = applyAction(state, { type: 'concede', seat: 'both' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('malformed');
  });

  it('concede: a record ending in a concede replays to the same result', () => {
    const { state, actions } = underWay();
    const all: Action[] = [...actions, { type: 'concede', seat: 'invader' }];
    const r = applyAction(state, all[all.length - 1]);
    expect(r.ok).toBe(true);
    const replayed = replay(11, all);
    expect(replayed.winner).toEqual({ seat: 'defender', reason: 'The Invader conceded.' });
  });
});

// docs/rules/panic-and-victory.md "Conceding and losing on time": in a rated game a seat whose clock runs out loses (the server's `timeout`).
describe('timeout (a loss on time)', () => {
  it('timeout: the seat out of time loses, whoever is to act, and the game is over with its own reason and log line', () => {
    const { state } = underWay();
    const out: 'invader' | 'defender' = state.toAct === 'invader' ? 'defender' : 'invader';
    const r = applyAction(state, { type: 'timeout', seat: out });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.winner).toEqual({ seat: state.toAct, reason: `${out === 'invader' ? 'The Invader' : 'The Defender'} ran out of time.` });
    expect(r.state.phase).toBe('ended');
    expect(r.events.map((e) => e.kind)).toContain('victory.timeout');
    expect(r.events.map((e) => e.kind)).not.toContain('victory.conceded');
    expect(legalActions(state).some((a) => a.type === 'timeout')).toBe(false);
  });

  it('timeout: a record ending on time replays to the same result', () => {
    const { actions } = underWay();
    const replayed = replay(11, [...actions, { type: 'timeout', seat: 'defender' }]);
    expect(replayed.winner).toEqual({ seat: 'invader', reason: 'The Defender ran out of time.' });
  });
});
