import type { Action } from '../actions/schema';
import { amongEqualBest } from './greedy-bot';

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

  test('without a way to end the window, every equal choice stays', () => {
    expect(amongEqualBest([move, swap])).toEqual([move, swap]);
  });
});
