/**
 * The summary of what happened while the player waited, read from the server's `catchUp`
 * (logic/catch-up.ts): the seat's views as sent, each step worded by the log entries it wrote,
 * and a malformed message (or one that carries an action) shows nothing.
 */
import { viewFor, type GameState } from '@stronghold/rules';
import type { CatchUpMessage, LogEntry } from '@stronghold/protocol';
import { eventText } from '../src/i18n';
import { catchUpTitle, readCatchUp, stepText } from '../src/logic/catch-up';
import { playSome } from './fixtures';
import { must } from './must';

function message(states: GameState[]): CatchUpMessage {
  const [from, ...after] = states;
  return {
    from: { stateId: must(from, 'a start').stateId, view: JSON.stringify(viewFor(must(from, 'a start'), 'defender')) },
    steps: after.map((s, i) => ({
      stateId: s.stateId,
      seat: 'invader',
      seqs: [10 + 2 * i, 11 + 2 * i],
      view: JSON.stringify(viewFor(s, 'defender')),
    })),
    earlier: 0,
  };
}

const states = [playSome(2), playSome(3), playSome(4)];

test('a catch-up is read as the views the server sent, every step in order, and the entries it covers', () => {
  const c = must(readCatchUp(message(states)), 'a summary');
  expect(c.from).toEqual(JSON.parse(JSON.stringify(viewFor(must(states[0], 'a state'), 'defender'))));
  expect(c.steps.map((s) => s.view.stateId)).toEqual([states[1]?.stateId, states[2]?.stateId]);
  expect(c.steps.every((s) => s.view.viewer === 'defender')).toBe(true);
  expect([...c.seqs].sort((a, b) => a - b)).toEqual([10, 11, 12, 13]);
  expect(c.toStateId).toBe(states[2]?.stateId);
  expect(catchUpTitle(c)).toBe('The Invader: moves since your last decision: 2');
});

test('a malformed catch-up, or one that carries the action itself, shows nothing', () => {
  const good = message(states);
  expect(readCatchUp({ ...good, steps: [] })).toBeNull();
  expect(readCatchUp({ ...good, from: { ...good.from, view: '{not json' } })).toBeNull();
  expect(readCatchUp({ ...good, steps: good.steps.map((s) => ({ ...s, view: '[]' })) })).toBeNull();
  expect(readCatchUp({ ...good, steps: good.steps.map((s) => ({ ...s, action: { type: 'done', seat: 'invader' } })) })).toBeNull();
  expect(readCatchUp('catchUp')).toBeNull();
});

test('a step is worded by its log entries, in order; one that wrote none the player may read says who acted', () => {
  const c = must(readCatchUp(message(states)), 'a summary');
  const entries: Record<number, LogEntry> = {
    10: { seq: 10, kind: 'turn.begins', params: { turn: 2 } },
    11: { seq: 11, kind: 'turn.begins', params: { turn: 3 } },
  };
  const [first, second] = c.steps;
  expect(stepText(must(first, 'a step'), (seq) => entries[seq])).toBe(
    `${eventText('turn.begins', { turn: 2 })} ${eventText('turn.begins', { turn: 3 })}`,
  );
  expect(stepText(must(second, 'a step'), (seq) => entries[seq])).toBe('The Invader acted.');
});
