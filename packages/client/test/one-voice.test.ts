/**
 * One voice of advice in a learning game: the suggested purchase (logic/suggestion.ts) yields to a
 * Hint on screen for the same decision (logic/advice.ts suggestionBesideHint, read by the game's
 * panels with HintButton.speaksFor), so the two never disagree on screen at once.
 */
import { legalActions, viewFor } from '@stronghold/rules';
import { scenario } from '@stronghold/rules/testing';
import { suggestionBesideHint } from '../src/logic/advice';
import { suggestPurchase } from '../src/logic/suggestion';

const s = scenario().defenderWindow(3, true).build();
const view = viewFor(s, 'defender');
const suggested = suggestPurchase(view, legalActions(s));

test('a learning window suggests a purchase while no Hint is on screen', () => {
  expect(suggested).not.toBeNull();
  expect(suggestionBesideHint(suggested, null, view)).toBe(suggested);
});

test('a Hint asked or answered for this decision hides the suggested purchase', () => {
  expect(suggestionBesideHint(suggested, view.stateId, view)).toBeNull();
});

test("a Hint of an earlier decision does not hide this decision's suggestion", () => {
  expect(suggestionBesideHint(suggested, view.stateId - 1, view)).toBe(suggested);
});
