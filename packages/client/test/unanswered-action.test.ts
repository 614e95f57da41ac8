/**
 * An action whose answer a lost connection swallowed (net/unanswered-action.ts): the new
 * connection's greeting and first `legal` list say whether it was applied, goes again, or was not
 * applied (and the player is told); an answer on its own connection settles it.
 */
import type { Action } from '@stronghold/rules';
import { positionOf, UnansweredAction, type Position } from '../src/net/unanswered-action';
import { A, playSome, roomStateJson, view } from './fixtures';
import { must } from './must';

const pay = A.pay('forge.cannon', 1);
const done = A.done();
const at = (stateId: number, toAct: Position['toAct'] = 'defender'): Position => ({ stateId, toAct });

/** A tracker holding `action`, sent for state 7. */
function sent(action: Action = pay, stateId = 7): UnansweredAction {
  const u = new UnansweredAction();
  u.remember(stateId, action);
  return u;
}

describe('on a new connection', () => {
  test('listed in `recent` with the state it was sent for: it was applied, nothing to do', () => {
    const u = sent();
    const recent = [
      { stateId: 3, action: done },
      // The same action as JSON brings it back: another object, its keys in another order.
      { stateId: 7, action: JSON.parse('{"slot":"forge.cannon","amount":1,"seat":"defender","type":"pay"}') as Action },
    ];
    expect(u.greeting('defender', recent, at(9, 'invader'))).toBe('none');
    expect(u.pending).toBeNull();
    // A later `legal` list does not bring it back.
    expect(u.legal(9, [pay])).toBe('none');
  });

  test('the same action taken in another state is not this one', () => {
    const u = sent();
    expect(u.greeting('defender', [{ stateId: 5, action: pay }], at(9))).toBe('not_applied');
    expect(u.pending).toBeNull();
  });

  test('not listed, the game still at its state and the first list holding it: sent again once, then answered', () => {
    const u = sent();
    expect(u.greeting('defender', [{ stateId: 5, action: pay }], at(7))).toBe('none');
    expect(u.pending).toEqual({ stateId: 7, action: pay });
    expect(u.legal(7, [done, { ...pay }])).toBe('resend');
    expect(u.pending).toEqual({ stateId: 7, action: pay });
    // The answer to the resent action: the next state's list.
    expect(u.legal(8, [done])).toBe('none');
    expect(u.pending).toBeNull();
  });

  test('not listed, the game still at its state, but the first list no longer holds it: not applied', () => {
    const u = sent();
    expect(u.greeting('defender', [], at(7))).toBe('none');
    expect(u.legal(7, [done])).toBe('not_applied');
    expect(u.pending).toBeNull();
  });

  test('not listed and the game moved on: not applied, said at once (no list may come)', () => {
    expect(sent().greeting('defender', [], at(8))).toBe('not_applied');
    // The other seat must act: the server sends this seat no list at all.
    expect(sent().greeting('defender', [], at(7, 'invader'))).toBe('not_applied');
    // The game is over (or the state never came).
    expect(sent().greeting('defender', [], at(7, null))).toBe('not_applied');
    expect(sent().greeting('defender', undefined, null)).toBe('not_applied');
  });

  test('an action kept back while the socket was down goes the same way (never listed)', () => {
    const u = new UnansweredAction();
    u.remember(7, pay);
    expect(u.greeting('defender', undefined, at(7))).toBe('none');
    expect(u.legal(7, [pay, done])).toBe('resend');
  });

  test('a concession (never in `legal`) goes again while the game is still at its state and in play', () => {
    const concede: Action = { type: 'concede', seat: 'defender' };
    expect(sent(concede).greeting('defender', [], at(7, 'invader'))).toBe('resend');
    expect(sent(concede).greeting('defender', [{ stateId: 7, action: concede }], at(8, null))).toBe('none');
    expect(sent(concede).greeting('defender', [], at(8, 'invader'))).toBe('not_applied');
  });

  test('nothing sent: a greeting and its lists change nothing', () => {
    const u = new UnansweredAction();
    expect(u.greeting('defender', [{ stateId: 7, action: pay }], at(7))).toBe('none');
    expect(u.legal(7, [pay])).toBe('none');
    expect(u.pending).toBeNull();
  });
});

describe('on the connection it was sent on', () => {
  test('a list for a later state answers it; one for its own state does not', () => {
    const u = sent();
    expect(u.legal(7, [pay])).toBe('none');
    expect(u.pending).not.toBeNull();
    expect(u.legal(8, [])).toBe('none');
    expect(u.pending).toBeNull();
  });

  test('an `error` answers it (nothing changed), but not a refused hint', () => {
    const u = sent();
    u.error('hint_pending');
    u.error('no_hints');
    expect(u.pending).not.toBeNull();
    u.error('illegal_action');
    expect(u.pending).toBeNull();
  });

  test('an answered action is not judged on the next connection', () => {
    const u = sent();
    u.legal(8, []);
    expect(u.greeting('defender', [], at(8))).toBe('none');
  });
});

test("the room state's position: its state and the seat to act while the game is in play", () => {
  const state = playSome(6);
  const json = roomStateJson(view(state));
  const position = must(positionOf(json), 'a position');
  expect(position.stateId).toBe(state.stateId);
  expect(position.toAct).toBe(must(state.toAct, 'a seat to act'));
  expect(positionOf({ ...json, status: 'ended' })?.toAct).toBeNull();
  expect(positionOf({ ...json, status: 'waiting' })?.toAct).toBeNull();
  expect(positionOf({})).toBeNull();
  expect(positionOf(null)).toBeNull();
});
