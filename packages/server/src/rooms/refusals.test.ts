import { ServerError } from '@colyseus/core';
import { JOIN_REFUSALS } from '@stronghold/rules/protocol';
import { playerRefusal, UNAVAILABLE_MESSAGE } from './refusals';

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
