import type { Action, GameView } from '@stronghold/rules';
import { BUILDING_ACTIONS } from '@stronghold/rules/cards';
import { choiceNote, usedReasons } from '../src/logic/menu-notes';
import { view } from './fixtures';

const pay = (slot: Extract<Action, { type: 'pay' }>['slot'], amount: number): Action => ({ type: 'pay', seat: 'defender', slot, amount });
const priest = (act: 'repel' | 'speech', id = 'p1'): Action => ({ type: 'priest', seat: 'defender', priest: id, act });

/** The start view with Priest p1 on Wall 1 (and whatever else `edit` changes). */
function withPriestOnW1(edit: (v: GameView) => void = () => undefined): GameView {
  const v = view();
  v.defender.priests = [{ id: 'p1', at: 'w1', acted: null }];
  edit(v);
  return v;
}

test('seed 000 "The Forge" Cannon (3 Hourglasses): a payment says whether it completes the action or what is left', () => {
  const v = withPriestOnW1((x) => (x.defender.slots['forge.cannon'].paid = 1));
  expect(BUILDING_ACTIONS['forge.cannon'].cost).toBe(3);
  expect(choiceNote(pay('forge.cannon', 2), v)).toBe('Completes it: 3 Hourglasses in all, then it takes effect.');
  expect(choiceNote(pay('forge.cannon', 1), v)).toBe('1 Hourglass more to pay later (cost 3 Hourglasses; what you pay stays on it).');
});

test("seed 000 Bone Thrower: a Bone marker raises the cost the note states (from the rules' actionCost)", () => {
  const v = withPriestOnW1((x) => (x.defender.slots['forge.cannon'].bone = true));
  expect(choiceNote(pay('forge.cannon', 3), v)).toMatch(/^1 Hourglass more/);
  expect(choiceNote(pay('forge.cannon', 4), v)).toMatch(/4 Hourglasses in all/);
});

test('seed 000 Priests Action I "Repel" (1 Hourglass): the note says the cost and the effect, and that it has no effect with no Vampire on the wall', () => {
  const empty = withPriestOnW1((x) => (x.board.walls.w1.invaders = { phantom: 2, skeleton: 0, vampire: 0 }));
  const note = choiceNote(priest('repel'), empty) ?? '';
  expect(note).toMatch(/^1 Hourglass: in the Assault, a Vampire on this wall goes back to a Rampart/);
  expect(note).toMatch(/No Vampire on Wall 1 now: this has no effect/);
  const held = withPriestOnW1((x) => (x.board.walls.w1.invaders = { phantom: 0, skeleton: 0, vampire: 1 }));
  expect(choiceNote(priest('repel'), held)).not.toMatch(/no effect/);
});

test('seed 000 Priests Action II "Speech": Panic -1, one more per Cross on the Gates for a Priest on the Statue', () => {
  expect(choiceNote(priest('speech'), withPriestOnW1())).toBe('1 Hourglass: Panic −1 now.');
  const statue = withPriestOnW1((x) => {
    x.defender.priests = [{ id: 'p1', at: 'statue', acted: null }];
    x.board.gates['gate-outer'].cross = true;
  });
  expect(choiceNote(priest('speech'), statue)).toBe('1 Hourglass: Panic −2 now.');
});

test('Council cards are free: the note says so', () => {
  expect(choiceNote({ type: 'council', seat: 'defender', card: 'pyre' }, view())).toMatch(/^Free/);
  expect(choiceNote({ type: 'closeCouncil', seat: 'defender' }, view())).toMatch(/^Free/);
});

test('rulings.md "a Priest that used an action this turn cannot ... use the other": the wall says why no Priest action is offered', () => {
  const v = withPriestOnW1((x) => (x.defender.priests = [{ id: 'p1', at: 'w1', acted: 'repel' }]));
  expect(usedReasons('w1', v, [])).toEqual(['Priest 1 used Repel this turn: a Priest takes one action a turn.']);
  expect(usedReasons('w2', v, [])).toEqual([]);
});

test('a building action taken this turn says so, unless the legal list offers it again (Barracks training repeats)', () => {
  const v = withPriestOnW1((x) => {
    x.defender.slots['forge.cannon'].done = true;
    x.defender.slots['barracks.soldier'].done = true;
  });
  expect(usedReasons('forge.cannon', v, [])).toEqual(['Cannon: taken this turn (each action once a turn).']);
  expect(usedReasons('barracks.soldier', v, [pay('barracks.soldier', 1)])).toEqual([]);
  expect(usedReasons('forge.cross', v, [])).toEqual([]);
});
