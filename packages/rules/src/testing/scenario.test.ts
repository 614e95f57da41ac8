/** "The scenario builder": start at any phase or Assault step, helpers, single answers held open. */
import { TOWER_DATA } from '../board/undead-board';
import { legalActions } from '../game';
import { topPrompt } from '../engine/prompt-stack';
import { checkInvariants } from '../invariants';
import { must } from './must';
import { ASSAULT_STEP_IDS, scenario } from './scenario';

describe('scenario builder', () => {
  test('seed 000 "Assault Steps" Melee 4: assaultStep("melee-4") starts there and asks the Stakes question, with no Defender window', () => {
    const wall = must(TOWER_DATA.t2.walls[0], 'a wall of Tower t2');
    const s = scenario({ seed: 1 })
      .turn(8)
      .tower('t2', { machine: 'stakes', stakesUsed: false })
      .wall(wall, { invaders: { vampire: 1 }, defenders: { soldier: 1 } })
      .assaultStep('melee-4')
      .start();
    expect(topPrompt(s)).toMatchObject({ kind: 'choice', id: 'assault.stakes', seat: 'defender' });
    expect(s.toAct).toBe('defender');
    expect(s.assault?.step).toBe('melee-4');
    expect(() => scenario().assaultStep('melee-9')).toThrow(ASSAULT_STEP_IDS.join(', '));
  });

  test('rulings.md "Camp and Move out": at("moveout") starts the phase: the Move out card menu is the first decision', () => {
    const s = scenario({ seed: 1 }).turn(3).mana(3).at('moveout').start();
    expect(topPrompt(s)?.kind).toBe('invader-moveout');
    expect(s.toAct).toBe('invader');
  });

  test('rulings.md "Turn flow" ("when only one answer is legal it resolves by itself"): keepSingleAnswers holds the position there', () => {
    // No Mana: Camp is the only answer to the Move out card.
    const free = scenario({ seed: 1 }).turn(3).mana(0).at('moveout').start();
    expect(topPrompt(free)?.kind).not.toBe('invader-moveout');
    const held = scenario({ seed: 1 }).turn(3).mana(0).keepSingleAnswers().at('moveout').start();
    expect(topPrompt(held)?.kind).toBe('invader-moveout');
    expect(legalActions(held)).toEqual([{ type: 'moveOut', seat: 'invader', size: 'camp' }]);
  });

  test('helpers for counters, the row and Library, Traps, Gates, the Altar and Panic cards keep every invariant', () => {
    const s = scenario({ seed: 2 })
      .turn(4)
      .counter('drums', 'r-left-1')
      .row(['mists', 'drums', 'terror'])
      .library(['crypt', 'totems'])
      .traps(['fg-left>r-left-1'])
      .gate('gate-outer', { toughness: 7 })
      .altar({ skeleton: 3 })
      .panicInForce('riot', 'forge')
      .at('spells')
      .start();
    expect(s.board.counters).toContainEqual(expect.objectContaining({ spell: 'drums', at: 'r-left-1', castTurn: 4 }));
    expect(s.invader.row).toEqual(['mists', 'drums', 'terror']);
    expect(s.invader.library).toEqual(['crypt', 'totems']);
    expect(s.board.traps).toEqual(['fg-left>r-left-1']);
    expect(s.board.gates['gate-outer'].toughness).toBe(7);
    expect(s.units.altar.skeleton).toBeGreaterThanOrEqual(3);
    expect(s.panic.active).toContainEqual({ card: 'riot', target: 'forge' });
    expect(checkInvariants(s)).toEqual([]);
  });
});
