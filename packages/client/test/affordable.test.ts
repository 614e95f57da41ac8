import { actionCost, legalActions, viewFor, type Action, type GameState } from '@stronghold/rules';
import { affordableSlots, highlights } from '../src/logic/targets';
import { suggestPurchase } from '../src/logic/suggestion';
import { playSome } from './fixtures';

/** The first Defender window of a game (the first position whose legal list holds a payment). */
const firstDefenderWindow = (): GameState => playSome(200, 3, (s) => legalActions(s).some((a) => a.type === 'pay'));

const pays = (legal: readonly Action[]) => legal.filter((a): a is Extract<Action, { type: 'pay' }> => a.type === 'pay');

test('a building action glows only when a listed payment completes it: partial payments alone do not light it', () => {
  const s = firstDefenderWindow();
  const legal = legalActions(s);
  const v = viewFor(s, 'defender');
  const affordable = affordableSlots(legal, v);
  const payable = new Set(pays(legal).map((a) => a.slot));
  // The first window lists partial payments on actions that cannot complete now (no target yet).
  expect(payable.size).toBeGreaterThan(affordable.size);
  for (const slot of payable) {
    const completes = pays(legal).some((a) => a.slot === slot && a.amount >= actionCost(v, a.slot) - v.defender.slots[a.slot].paid);
    expect(affordable.has(slot)).toBe(completes);
  }
  const active = highlights(legal, null, v).active;
  for (const slot of payable) expect(active.has(slot)).toBe(affordable.has(slot));
  // Without a view (no costs known) every anchor glows, as before.
  for (const slot of payable) expect(highlights(legal, null).active.has(slot)).toBe(true);
});

test('with no payment that completes anything, the actions that take a payment still glow', () => {
  const s = firstDefenderWindow();
  const v = viewFor(s, 'defender');
  const partial = pays(legalActions(s)).filter((a) => a.amount < actionCost(v, a.slot) - v.defender.slots[a.slot].paid);
  expect(partial.length).toBeGreaterThan(0);
  expect(affordableSlots(partial, v).size).toBe(0);
  expect([...highlights(partial, null, v).active].sort()).toEqual([...new Set(partial.map((a) => a.slot))].sort());
});

test('the learning game suggestion is a listed payment that completes a building action, the same every time', () => {
  const s = firstDefenderWindow();
  const legal = legalActions(s);
  const v = viewFor(s, 'defender');
  const pick = suggestPurchase(v, legal);
  expect(pick).not.toBeNull();
  expect(legal).toContainEqual(pick);
  expect(affordableSlots(pick ? [pick] : [], v).size).toBe(1);
  expect(suggestPurchase(v, legal)).toEqual(pick);
  expect(
    suggestPurchase(
      v,
      legal.filter((a) => a.type !== 'pay'),
    ),
  ).toBeNull();
});
