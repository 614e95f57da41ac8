import type { GameView } from '@stronghold/rules';
import { promptText, statusOf } from '../src/logic/status';
import { A, startState, view } from './fixtures';

describe('the status bar', () => {
  const s = startState();
  const v = view(s, 'invader');

  test('names the turn and the phase', () => {
    expect(statusOf(v, 'invader', []).where).toMatch(/^Turn I · /);
  });

  test('tells the seat that must act what to do', () => {
    const actor = v.toAct!;
    const mine = statusOf(view(s, actor), actor, [A.done(actor)]);
    expect(mine.yourTurn).toBe(true);
    expect(mine.headline).toMatch(/^Your move: /);
  });

  test('tells the other seat and spectators who is deciding', () => {
    const actor = v.toAct!;
    const other = actor === 'invader' ? 'defender' : 'invader';
    const theirs = statusOf(view(s, other), other, []);
    expect(theirs.yourTurn).toBe(false);
    expect(theirs.headline).toMatch(actor === 'invader' ? /The Invader is deciding/ : /The Defender is deciding/);
    expect(statusOf(view(s, 'spectator'), 'spectator', []).yourTurn).toBe(false);
  });

  test('a secret choice is not described to anyone but its seat', () => {
    const secret: GameView = {
      ...v,
      toAct: 'invader',
      prompts: [{ kind: 'choice', seat: 'invader', id: 'x', label: 'Pick the hidden Panic cards', options: [], context: {}, secret: true }],
    };
    const st = statusOf(secret, 'defender', []);
    expect(st.headline).toBe('The Invader is deciding');
    expect(st.detail).toBe('');
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
    expect(promptText({ ...v, prompts: [{ kind: 'defender-spend', seat: 'defender', reason: 'after Drums', final: false }] })).toMatch(/after Drums/);
  });
});
