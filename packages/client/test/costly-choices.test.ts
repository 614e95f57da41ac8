/**
 * The choices that cost the player units by their own choice ask first (logic/action-cost-warning.ts):
 * a sacrifice to the Stakes says which unit dies and what it buys; a move into a Trap says what the
 * Trap kills and never promises that it cannot be taken back (the rules' undo window decides that).
 */
import { applyAction, legalActions, playerActions, TRAP_STRENGTH, viewFor, WALLS, type Action, type GameState } from '@stronghold/rules';
import { assaultScenario, scenario, startAssault } from '@stronghold/rules/testing';
import { confirmLabel, costWarning } from '../src/logic/action-cost-warning';
import { view } from './fixtures';

/** The Assault at Melee step 4: Stakes in Tower 6, 3 Vampires on Wall 9 (seed 000 Workshop "Stakes"). */
function stakesAsked(): GameState {
  return startAssault(
    assaultScenario()
      .with((s) => {
        for (const w of WALLS) s.board.walls[w].defenders.marksman = 0;
      })
      .tower('t6', { machine: 'stakes' })
      .wall('w9', { defenders: { soldier: 2, veteran: 1 }, invaders: { vampire: 3 } }),
  );
}

const choose = (option: Extract<Action, { type: 'choose' }>['option']): Action => ({ type: 'choose', seat: 'defender', option });

test('seed 000 Workshop "Stakes" (the sacrificed unit is dead, not in the Hospital): the sacrifice asks first, naming the unit, the wall and the Vampires it eliminates', () => {
  const s = stakesAsked();
  const v = viewFor(s, 'defender');
  const sacrifice = choose({ wall: 'w9', unit: 'veteran' });
  expect(legalActions(s)).toContainEqual(sacrifice);
  const text = costWarning(sacrifice, v) ?? '';
  expect(text).toBe(
    'The Stakes in Tower 6: your Veteran on Wall 9 is sacrificed. It dies (it does not go to the Hospital), and the 3 Vampires on Wall 9 are eliminated.',
  );
  expect(confirmLabel(sacrifice, v)).toBe('Sacrifice the Veteran');
});

test("seed 000 Stakes: declining ('none') costs nothing, so nothing is asked", () => {
  const s = stakesAsked();
  expect(legalActions(s)).toContainEqual(choose('none'));
  expect(costWarning(choose('none'), viewFor(s, 'defender'))).toBeNull();
});

test('a choice of another question with the same shape of option is not taken for a sacrifice', () => {
  const v = view();
  v.prompts = [{ kind: 'choice', seat: 'defender', id: 'assault.loss', label: '', options: ['soldier'], context: {} }];
  expect(costWarning(choose('soldier'), v)).toBeNull();
  expect(costWarning(choose({ wall: 'w9', unit: 'soldier' }), v)).toBeNull();
});

test('seed 000 "Trap": the warning says what the Trap kills and asks, without promising the move cannot be taken back', () => {
  const s = scenario({ seed: 9 })
    .turn(3)
    .phase('moveout', 'advanced')
    .with((x) => (x.moveOut = { size: 'minor', stage: 'foregrounds', moved: {} }))
    .area('fg-left', { phantom: 2, skeleton: 1 })
    .traps(['fg-left>r-left-1'])
    .invaderMenu('invader-advance')
    .build();
  const v = viewFor(s, 'invader');
  const spring: Action = { type: 'springTrap', seat: 'invader', from: 'fg-left', to: 'r-left-1' };
  // The rules may well offer to take it back (nothing new is known after it): the client cannot tell.
  const sprung = applyAction(s, spring);
  expect(sprung.ok && playerActions(sprung.state).some((a) => a.type === 'undo')).toBe(true);
  const text = costWarning(spring, v) ?? '';
  expect(text).toContain(`kills units of combined strength ${TRAP_STRENGTH} or more`);
  expect(text).toMatch(/Spring it\?$/);
  expect(text).not.toMatch(/taken back/);
  expect(confirmLabel(spring, v)).toBe('Spring the Trap');
});
