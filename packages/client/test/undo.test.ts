/** Undo in the client's pure logic: the undo is a panel button, never a board action. */
import type { Action } from '@stronghold/rules';
import { describeAction } from '../src/logic/describe';
import { anchorOf, clickOffers, highlights, isTwoPlace } from '../src/logic/targets';
import { A } from './fixtures';

const undo: Action = { type: 'undo', seat: 'defender' };

test('undo: the undo reads as words and has no place on the board', () => {
  expect(describeAction(undo)).toBe('Undo your last action');
  expect(anchorOf(undo)).toBeNull();
  expect(isTwoPlace(undo)).toBe(false);
});

test('undo: an undo in the legal list changes no highlight and no click on the board', () => {
  const legal = [A.move('courtyard', 'w3', 'marksman'), A.pay('forge.cannon', 1), A.done()];
  expect(highlights([...legal, undo], null)).toEqual(highlights(legal, null));
  for (const id of ['courtyard', 'w3', 'forge.cannon'])
    expect(clickOffers([...legal, undo], id, null)).toEqual(clickOffers(legal, id, null));
});
