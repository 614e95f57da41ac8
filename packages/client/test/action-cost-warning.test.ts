import type { Action, GameView } from '@stronghold/rules';
import { costWarning } from '../src/logic/action-cost-warning';
import { view } from './fixtures';

const spring: Action = { type: 'springTrap', seat: 'invader', from: 'fg-left', to: 'r-left-1' };

/** The start view with one Vampire and one Phantom on fg-left, Bloodlust on or off. */
function withVampire(bloodlust: boolean): GameView {
  const v = view();
  v.board.areas['fg-left'] = { phantom: 1, skeleton: 0, vampire: 1 };
  v.effects = { ...v.effects, bloodlust };
  return v;
}

test('seed 000 "Trap": the warning names the units next to the Trap with their printed strength', () => {
  const text = costWarning(spring, withVampire(false)) ?? '';
  expect(text).toMatch(/1 Vampire \(strength 3 each\)/);
  expect(text).toMatch(/1 Phantom \(strength 1 each\)/);
});

test('cards.md "Bloodlust" ("each Vampire has strength 4"): the Trap warning counts a Vampire as 4', () => {
  const text = costWarning(spring, withVampire(true)) ?? '';
  expect(text).toMatch(/1 Vampire \(strength 4 each\)/);
  expect(text).toMatch(/1 Phantom \(strength 1 each\)/);
});

test('an advance costs nothing that cannot be undone: no warning', () => {
  expect(
    costWarning({ type: 'advance', seat: 'invader', from: 'fg-left', to: 'r-left-1', unit: 'phantom', count: 1 }, withVampire(true)),
  ).toBeNull();
});
