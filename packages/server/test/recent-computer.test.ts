/**
 * The public list of recent finished games names the computer's seat as the room named it
 * ("Computer (Easy)"), not as a missing player: the computer has no stored seat owner.
 */
import { computerName } from '@stronghold/protocol';
import { createGame, gameOf, useTestServer } from './helpers/harness';

jest.setTimeout(60_000);

const srv = useTestServer({ computerPace: { opponentMs: 0, exhibitionMs: 0 } });

test('a finished game against the computer lists the computer by name in /api/games/recent', async () => {
  const me = await createGame(srv.url, { side: 'invader', name: 'Bob', opponent: { computer: 'easy' } });
  const roomId = me.room.roomId;
  await me.waitFor(() => me.state.status === 'playing', 'playing');
  me.room.send('action', { stateId: gameOf(roomId).stateId, action: { type: 'concede', seat: 'invader' } });
  await me.waitFor(() => me.state.status === 'ended', 'the end');
  const body = (await (await fetch(`${srv.url}/api/games/recent`)).json()) as { games: { id: string; players: Record<string, string> }[] };
  const listed = body.games.find((g) => g.id === roomId);
  expect(listed?.players).toEqual({ invader: 'Bob', defender: computerName('easy') });
  await me.room.leave();
});
