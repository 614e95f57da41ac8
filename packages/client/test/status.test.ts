import type { GameView } from '@stronghold/rules';
import { promptText, statusOf } from '../src/logic/status';
import { A, startState, view } from './fixtures';
import { must } from './must';

describe('the status bar', () => {
  const s = startState();
  const v = view(s, 'invader');

  test('names the turn and the phase', () => {
    expect(statusOf(v, 'invader', []).where).toMatch(/^Turn I · /);
  });

  test('tells the seat that must act what to do', () => {
    const actor = must(v.toAct, 'a seat to act');
    const mine = statusOf(view(s, actor), actor, [A.done(actor)]);
    expect(mine.yourTurn).toBe(true);
    expect(mine.headline).toMatch(/^Your move: /);
  });

  test('tells the other seat and spectators who is deciding', () => {
    const actor = must(v.toAct, 'a seat to act');
    const other = actor === 'invader' ? 'defender' : 'invader';
    const theirs = statusOf(view(s, other), other, []);
    expect(theirs.yourTurn).toBe(false);
    expect(theirs.headline).toMatch(actor === 'invader' ? /^The Invader is / : /^The Defender is /);
    expect(theirs.headline).not.toMatch(/\byour\b/i);
    expect(statusOf(view(s, 'spectator'), 'spectator', []).yourTurn).toBe(false);
  });

  test('a secret choice is not described to anyone but its seat', () => {
    const secret: GameView = {
      ...v,
      toAct: 'invader',
      prompts: [
        {
          kind: 'choice',
          seat: 'invader',
          id: 'supply.library.in',
          label: 'Pick the hidden Panic cards',
          options: [],
          context: {},
          secret: true,
        },
      ],
    };
    const st = statusOf(secret, 'defender', []);
    expect(st.headline).toBe('The Invader is deciding');
    expect(st.detail).toBe('');
  });

  test("the other seat reads the decision in the third person, not the actor's words", () => {
    const spend: GameView = {
      ...v,
      toAct: 'defender',
      prompts: [{ kind: 'defender-spend', seat: 'defender', reason: 'Supply', final: false }],
      defender: { ...v.defender, hourglasses: 6 },
    };
    expect(statusOf(spend, 'invader', []).headline).toBe('The Defender is spending 6 Hourglasses (Supply)');
    expect(statusOf(spend, 'defender', [A.done('defender')]).headline).toMatch(/^Your move: spend your 6 Hourglasses/);
    const choice: GameView = {
      ...v,
      toAct: 'defender',
      prompts: [
        {
          kind: 'choice',
          seat: 'defender',
          id: 'assault.marksman',
          label: 'Choose the target of a Marksman in t3',
          options: ['r-front-1', 'none'],
          context: {},
        },
      ],
    };
    expect(statusOf(choice, 'spectator', []).headline).toBe('The Defender is choosing the target of a Marksman in Tower 3');
  });

  test('a finished game names the winner and the reason', () => {
    const over: GameView = { ...v, phase: 'ended', toAct: null, prompts: [], winner: { seat: 'defender', reason: 'Dawn breaks.' } };
    expect(statusOf(over, 'defender', [])).toMatchObject({ where: 'Game over', headline: 'You win', detail: 'Dawn breaks.' });
    expect(statusOf(over, 'spectator', []).headline).toBe('The Defender wins');
  });

  test('prompt texts for every menu kind', () => {
    for (const kind of ['invader-supply', 'invader-spells', 'invader-activation', 'invader-moveout', 'invader-advance'] as const) {
      expect(promptText({ ...v, prompts: [{ kind, seat: 'invader' }] })).not.toBe('');
    }
    expect(promptText({ ...v, prompts: [{ kind: 'defender-spend', seat: 'defender', reason: 'after Drums', final: false }] })).toMatch(
      /after Drums/,
    );
  });
});
