import { ServerError } from '@colyseus/core';
import { JOIN_REFUSALS } from '@stronghold/protocol';
import { EXPIRED_MESSAGE, isPlayerRefusal, NOT_FOUND_MESSAGE, playerRefusal, UNAVAILABLE_MESSAGE } from './refusals';

test('the protocol refusals pass as they are, whatever follows their word', () => {
  for (const message of ['bad_password', 'bad_password; the next attempt is answered after 2 s', 'room_full: no seat', 'bad options']) {
    const e = new ServerError(JOIN_REFUSALS.bad_password, message);
    expect(playerRefusal(e)).toBe(e);
  }
  const busy = new ServerError(JOIN_REFUSALS.server_busy, 'server_busy: 50 games are waiting');
  expect(playerRefusal(busy)).toBe(busy);
});

test('anything else becomes unavailable, in the player words, without the cause', () => {
  for (const e of [
    new Error('connect ECONNREFUSED 127.0.0.1:31432'),
    new ServerError(523, 'database or disk is full'),
    new ServerError(500, 'internal'),
    'a string',
  ]) {
    const refusal = playerRefusal(e);
    expect(refusal.code).toBe(503);
    expect(refusal.message).toBe(UNAVAILABLE_MESSAGE);
  }
});

test("Colyseus's own matchmaking refusals become the protocol's words for them", () => {
  const missing = playerRefusal(new ServerError(522, 'room "Xy12" not found'));
  expect([missing.code, missing.message]).toEqual([JOIN_REFUSALS.not_found, NOT_FOUND_MESSAGE]);
  const lapsed = playerRefusal(new ServerError(524, 'seat reservation expired.'));
  expect([lapsed.code, lapsed.message]).toEqual([JOIN_REFUSALS.expired, EXPIRED_MESSAGE]);
  expect(playerRefusal(new ServerError(520, 'invalid method "x"')).code).toBe(JOIN_REFUSALS.bad_options);
});

test('a refusal in the protocol words is told apart from a fault', () => {
  expect(isPlayerRefusal(playerRefusal(new Error('connect ECONNREFUSED 127.0.0.1:31432')))).toBe(true);
  expect(isPlayerRefusal(new ServerError(JOIN_REFUSALS.room_full, 'room_full: no seat'))).toBe(true);
  expect(isPlayerRefusal(new Error('database or disk is full'))).toBe(false);
  expect(isPlayerRefusal(new ServerError(523, 'connect ECONNREFUSED'))).toBe(false);
});
