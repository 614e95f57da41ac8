/**
 * Names over their limit are refused with the limit in the message, never cut (the limits are
 * @stronghold/protocol's, the client's too): an account name at sign-up over HTTP, a guest's
 * name when creating or joining a game.
 */
import { AccountErrorSchema, MAX_ACCOUNT_NAME, MAX_PLAYER_NAME } from '@stronghold/protocol';
import { api, refusalOf } from './helpers/accounts-http';
import { createGame, joinGame, useTestServer } from './helpers/harness';

jest.setTimeout(60_000);

describe('names over their limit', () => {
  const srv = useTestServer();

  test('a 29-character account name is refused at sign-up with the limit, and no account of its first 20 exists', async () => {
    const name = 'a_rather_long_account_name_29';
    expect(name).toHaveLength(29);
    const r = await api(srv.url, 'POST', '/api/account/signup', { body: { name, password: 'long enough password' } });
    expect(r.status).toBe(400);
    const e = AccountErrorSchema.parse(r.body);
    expect(e.error).toBe('bad_request');
    expect(e.message).toBe(`Bad request: name: an account name is at most ${MAX_ACCOUNT_NAME} characters; this one has 29.`);
    const cut = await api(srv.url, 'POST', '/api/account/signin', {
      body: { name: name.slice(0, MAX_ACCOUNT_NAME), password: 'long enough password' },
    });
    expect(cut.status).toBe(401);
  });

  test("a guest's name over the limit is refused when creating and when joining, with the limit; one at the limit plays whole", async () => {
    const long = 'Sir Reginald of the Long Name';
    expect(long.length).toBeGreaterThan(MAX_PLAYER_NAME);
    const said = `name: a name is at most ${MAX_PLAYER_NAME} characters; this one has ${long.length}`;
    expect(await refusalOf(() => createGame(srv.url, { side: 'invader', name: long }))).toContain(`bad create options: ${said}`);
    const atLimit = 'R'.repeat(MAX_PLAYER_NAME);
    const host = await createGame(srv.url, { side: 'invader', name: atLimit });
    expect(host.state.players.invader.name).toBe(atLimit);
    expect(await refusalOf(() => joinGame(srv.url, host.room.roomId, { name: long }))).toContain(`bad join options: ${said}`);
    await host.room.leave();
  });
});
