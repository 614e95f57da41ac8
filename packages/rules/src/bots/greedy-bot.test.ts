import type { Action } from '../actions/schema';
import { INVADER_NEXT, scenario } from '../testing';
import { viewFor } from '../view/view-for';
import { amongEqualBest, emptiedWindow } from './greedy-bot';

// The Normal bot's tie-break: which of equally scored choices it picks among.
describe('Normal bot: among equally good choices', () => {
  const done: Action = { type: 'done', seat: 'defender' };
  const move: Action = { type: 'move', seat: 'defender', from: 'w1', to: 'w2', unit: 'marksman' };
  const swap: Action = { type: 'swap', seat: 'defender', a: 'w1', aUnit: 'marksman', b: 'w2', bUnit: 'soldier' };
  const fire: Action = { type: 'choose', seat: 'defender', option: 'w3' };
  const skip: Action = { type: 'choose', seat: 'defender', option: 'done' };

  test('board.md "Footbridge": a free move that gains nothing ends the window instead', () => {
    expect(amongEqualBest([move, done, swap])).toEqual([done]);
  });

  test('a choice whose one sampled result gained nothing (a shot that missed there) stays open beside skipping it', () => {
    expect(amongEqualBest([fire, skip])).toEqual([fire, skip]);
    expect(amongEqualBest([move, fire, done])).toEqual([move, fire, done]);
  });

  test('rulings.md "Turn flow": in a window whose Hourglasses are all spent (before the last one) closing the Council that gains nothing ends the window instead', () => {
    const close: Action = { type: 'closeCouncil', seat: 'defender' };
    expect(amongEqualBest([close, done, move], true)).toEqual([done]);
    // In the last window before the Assault (or with Hourglasses in hand) it stays a choice.
    expect(amongEqualBest([close, done])).toEqual([close, done]);
  });

  test('rulings.md "Turn flow": a window is emptied when the Defender has spent every Hourglass and it is not the last one', () => {
    const emptied = scenario().prompt(INVADER_NEXT).defenderWindow(0).build();
    expect(emptiedWindow(viewFor(emptied, 'defender'))).toBe(true);
    const last = scenario().prompt(INVADER_NEXT).defenderWindow(0, true).build();
    expect(emptiedWindow(viewFor(last, 'defender'))).toBe(false);
    const holding = scenario().prompt(INVADER_NEXT).defenderWindow(1).build();
    expect(emptiedWindow(viewFor(holding, 'defender'))).toBe(false);
  });

  test('without a way to end the window, every equal choice stays', () => {
    expect(amongEqualBest([move, swap])).toEqual([move, swap]);
  });
});
