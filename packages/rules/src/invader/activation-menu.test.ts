import { refused } from '../testing/play';
import type { Action } from '../actions/schema';
import type { SpellId } from '../cards/spells';
import { legalActions } from '../game';
import { topPrompt } from '../engine/prompt-stack';
import { counterActive } from '../state/board-queries';
import type { GameState, SpellCounter } from '../state/types';
import { mustApply } from '../testing/play';
import { scenario } from '../testing/scenario';
import { invaderActivationHandler } from './activation-menu';

const P3 = 'seed 000 "Phase 3: Activations"';
const activate = (spell: SpellId): Action => ({ type: 'activate', seat: 'invader', spell });
const done: Action = { type: 'done', seat: 'invader' };

/** Turn III, Phase 3 menu, with this row, Mana and counters ([spell, at, castTurn]). */
function activationMenu(row: SpellId[], mana: number, counters: Array<[SpellId, SpellCounter['at'], number]>): GameState {
  return scenario({ seed: 5 })
    .turn(3)
    .phase('activation')
    .mana(mana)
    .with((s) => {
      s.invader.row = [...row];
      for (const [spell, at, castTurn] of counters) s.board.counters.push({ id: s.nextId++, spell, at, castTurn });
    })
    .invaderMenu('invader-activation')
    .build();
}

const activeDrums = (s: GameState) => s.board.counters.filter((c) => c.spell === 'drums').map((c) => counterActive(s, c));

describe('Phase 3: Activation', () => {
  test(`${P3} "Activating a Newly Cast Spell Automatically" example: two old Drums and a new one; 1 Mana activates all three`, () => {
    const s = activationMenu(['drums', 'mists'], 3, [
      ['drums', 'r-left-1', 1],
      ['drums', 'r-front-1', 2],
      ['drums', 'r-right-1', 3],
      ['mists', 'r-left-2', 1],
    ]);
    // The counter cast this turn is active, the two older ones are not.
    expect(activeDrums(s)).toEqual([false, false, true]);
    const { state, events } = mustApply(s, activate('drums'));
    expect(state.invader.mana).toBe(2);
    expect(state.invader.activated).toEqual(['drums']);
    expect(activeDrums(state)).toEqual([true, true, true]);
    // "the Defender does not receive any Hourglasses"
    expect(state.defender.hourglasses).toBe(s.defender.hourglasses);
    expect(events.some((e) => e.kind.startsWith('hourglasses.'))).toBe(false);
    // The menu stays open for more activations (Mists here).
    expect(topPrompt(state)?.kind).toBe('invader-activation');
    expect(legalActions(state)).toEqual([activate('mists'), done]);
  });

  test(`${P3} example, "On a future turn ... all the three Drums counters using a single point of Mana"`, () => {
    const s = activationMenu(['drums'], 1, [
      ['drums', 'r-left-1', 1],
      ['drums', 'r-front-1', 2],
      ['drums', 'r-right-1', 2],
    ]);
    const { state } = mustApply(s, activate('drums'));
    expect(activeDrums(state)).toEqual([true, true, true]);
    expect(state.invader.mana).toBe(0);
  });

  test(`${P3}: only row spells that need Activation and have an inactive counter on the board are offered`, () => {
    const s = activationMenu(['drums', 'mists', 'terror', 'illusionary-threat', 'totems'], 5, [
      ['drums', 'r-left-1', 1], // old: can be activated
      ['mists', 'r-left-2', 3], // cast this turn: already active
      ['illusionary-threat', 'w3', 1], // needs no Activation
      ['totems', 'w4', 2], // old: can be activated
    ]);
    expect(legalActions(s)).toEqual([activate('drums'), activate('totems'), done]);
  });

  test(`${P3}: 'done' ends the phase's menu`, () => {
    const s = activationMenu(['drums'], 2, [['drums', 'r-left-1', 1]]);
    const draft = structuredClone(s);
    invaderActivationHandler.apply(draft, topPrompt(draft) as never, done, { events: [] });
    expect(draft.prompts).toEqual([]);
  });

  test(`${P3} "Cost: 1 Mana point": without Mana nothing can be activated (insufficient_mana)`, () => {
    const s = activationMenu(['drums'], 0, [['drums', 'r-left-1', 1]]);
    expect(legalActions(s)).toEqual([done]);
    expect(refused(s, activate('drums'))).toBe('insufficient_mana');
  });

  test(`${P3}: a spell type is activated once a turn (already_used)`, () => {
    const s = activationMenu(['drums', 'mists'], 3, [
      ['drums', 'r-left-1', 1],
      ['mists', 'r-left-2', 1],
    ]);
    const { state } = mustApply(s, activate('drums'));
    expect(topPrompt(state)?.kind).toBe('invader-activation');
    expect(refused(state, activate('drums'))).toBe('already_used');
  });

  test(`${P3}: a spell with no counter on the board (no_counter_left), one not needing Activation or not in play (illegal_target)`, () => {
    const s = activationMenu(['drums', 'illusionary-threat'], 3, [['illusionary-threat', 'w1', 1]]);
    expect(refused(s, activate('drums'))).toBe('no_counter_left');
    expect(refused(s, activate('illusionary-threat'))).toBe('illegal_target');
    expect(refused(s, activate('mists'))).toBe('illegal_target');
  });

  test(`${P3}: only a counter cast this turn is on the board: it is already active (illegal_target)`, () => {
    const s = activationMenu(['mists'], 3, [['mists', 'r-left-1', 3]]);
    expect(refused(s, activate('mists'))).toBe('illegal_target');
  });

  test(`rulings.md "Spells on the board" / ${P3} ("such Spells' corresponding cards or tokens located on the board"): counters of a spell exchanged at the Library can still be activated`, () => {
    // Drums left the row at the Library; its two counters stayed on the board.
    const s = activationMenu(['mists'], 2, [
      ['drums', 'r-left-1', 1],
      ['drums', 'r-front-1', 2],
      ['mists', 'r-left-2', 1],
    ]);
    expect(legalActions(s)).toEqual([activate('mists'), activate('drums'), done]);
    const { state } = mustApply(s, activate('drums'));
    expect(activeDrums(state)).toEqual([true, true]);
    expect(state.invader.mana).toBe(1);
    // Neither in the row nor on the board: nothing to activate.
    expect(refused(s, activate('totems'))).toBe('illegal_target');
  });

  test(`rulings.md "Spells on the board": Phase 3 is asked when only an exchanged spell's counters are on the board`, () => {
    const s = scenario({ seed: 5 })
      .turn(3)
      .phase('activation', 'start')
      .mana(1)
      .with((st) => {
        st.invader.row = st.invader.row.filter((id) => id !== 'drums');
        st.board.counters = [{ id: st.nextId++, spell: 'drums', at: 'r-left-1', castTurn: 1 }];
      })
      .start();
    expect(s.phase).toBe('activation');
    expect(legalActions(s)).toEqual([activate('drums'), done]);
  });

  test(`${P3}: a Move out in Phase 3 is wrong_phase`, () => {
    const s = activationMenu(['drums'], 3, [['drums', 'r-left-1', 1]]);
    expect(refused(s, { type: 'moveOut', seat: 'invader', size: 'minor' })).toBe('wrong_phase');
  });
});
