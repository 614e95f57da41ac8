/**
 * Accounts and the games they are playing, over real sockets: a seat an account holds is taken
 * back only by that account's session (never by a seat token left in a browser, nor moved to
 * another account); an operator's disabling closes the account's connections at once; a deleted
 * account's live seats show a deleted player; in a rated game a clock that runs out loses the
 * game and moves both ratings; results are recorded one at a time and caught up after a stop;
 * an invitation asked twice is one, and unanswered ones are capped; a session ends 90 days after
 * its sign-in; a seat an account claims carries the account's name.
 */
import { AccountErrorSchema, ClaimSeatsResponseSchema, InvitesResponseSchema, type Profile } from '@stronghold/protocol';
import { AccountService, SESSION_LIFETIME_MS } from '../src/accounts/account-service';
import { SENT_INVITES_MAX } from '../src/accounts/invites';
import { SignupLimits } from '../src/accounts/signup-limits';
import { AccountStore, DELETED_SEAT_NAME } from '../src/persistence/account-store';
import { AttemptThrottle } from '../src/security/attempt-throttle';
import { accountGames, api, profileOf, refusalOf, signUp } from './helpers/accounts-http';
import { createGame, createGameAs, gameOf, joinGame, joinGameAs, serverRoom, sleep, useTestServer, type Player } from './helpers/harness';
import { EVERY_RESULT_COUNTS } from './helpers/rated-games';

jest.setTimeout(60_000);

const ADMIN = 'operator-password-123';
const adminAuth = `Basic ${Buffer.from(`admin:${ADMIN}`).toString('base64')}`;
const SERVER_OPTIONS = {
  adminPassword: ADMIN,
  reconnectSeconds: 1,
  absentGraceSeconds: 60,
  computerPace: { opponentMs: 0, exhibitionMs: 0 },
  // Rated games here are conceded at once or lost on time before a decision: how results are recorded, not when they count (rating-farming*.test.ts).
  ratingRules: EVERY_RESULT_COUNTS,
};

const srv = useTestServer(SERVER_OPTIONS);

const profile = (name: string): Promise<Profile> => profileOf(srv.url, name);
/** The profile once `ready` holds of it (a result is recorded just after the game's end reaches the players). */
async function profileWhen(name: string, ready: (p: Profile) => boolean): Promise<Profile> {
  let p = await profile(name);
  for (let i = 0; i < 50 && !ready(p); i++) {
    await sleep(100);
    p = await profile(name);
  }
  return p;
}
const disable = (name: string): Promise<Response> =>
  fetch(`${srv.url}/admin/api/accounts/${name}`, {
    method: 'POST',
    headers: { authorization: adminAuth, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'disable' }),
  });
const concede = (p: Player, seat: 'invader' | 'defender'): void =>
  p.room.send('action', { stateId: gameOf(p.room.roomId).stateId, action: { type: 'concede', seat } });

/** A game between two accounts, both seated and playing. */
async function twoAccounts(
  inv: string,
  def: string,
  options: Record<string, unknown> = {},
): Promise<{ i: Player; d: Player; roomId: string }> {
  const i = await createGameAs(srv.url, inv, { side: 'invader', ...options });
  const d = await joinGameAs(srv.url, def, i.room.roomId, {});
  await d.waitFor(() => d.state.status === 'playing', 'playing');
  return { i, d, roomId: i.room.roomId };
}

test("a seat an account holds is taken back by that account's session only: its seat token alone, or in another account's hands, is refused", async () => {
  const ann = await signUp(srv.url, 'Holder_Ann');
  const bob = await signUp(srv.url, 'Holder_Bob');
  const a = await createGameAs(srv.url, ann, { side: 'invader' });
  const roomId = a.room.roomId;
  const token = a.issuedToken;
  const guest = await joinGame(srv.url, roomId, { name: 'Gus' });
  await guest.waitFor(() => guest.state.status === 'playing', 'playing');
  await a.room.leave(true);

  expect(await refusalOf(() => joinGame(srv.url, roomId, { token }))).toMatch(/^account_required/);
  expect(await refusalOf(() => joinGameAs(srv.url, bob, roomId, { token }))).toMatch(/^account_required/);
  const claim = await api(srv.url, 'POST', '/api/account/claim', { session: bob, body: { seats: [{ gameId: roomId, seatToken: token }] } });
  expect(ClaimSeatsResponseSchema.parse(claim.body).claimed).toEqual([]);
  const bobs = await accountGames(srv.url, bob);
  expect(bobs).toEqual([]);

  const back = await joinGameAs(srv.url, ann, roomId, { token });
  expect(back.seat).toBe('invader');
  // A guest's own seat is still taken back with its token alone.
  const guestToken = guest.issuedToken;
  await guest.room.leave(true);
  const guestBack = await joinGame(srv.url, roomId, { token: guestToken });
  expect(guestBack.seat).toBe('defender');
  await Promise.all([back, guestBack].map((p) => p.room.leave()));
});

test("an operator's disabling closes the account's connection at once, and its seat cannot be taken back with the token", async () => {
  const eve = await signUp(srv.url, 'Disabled_Eve');
  const e = await createGameAs(srv.url, eve, { side: 'defender' });
  const roomId = e.room.roomId;
  const token = e.issuedToken;
  const other = await joinGame(srv.url, roomId, { name: 'Olga' });
  await other.waitFor(() => other.state.status === 'playing', 'playing');
  let closedWith: number | null = null;
  e.room.onLeave((code: number) => (closedWith = code));

  expect((await disable('Disabled_Eve')).status).toBe(200);
  await e.waitFor(() => e.errors.some((x) => x.code === 'account_ended'), 'told why');
  await other.waitFor(() => !other.state.players.defender.connected, 'the seat shown away');
  await e.waitFor(() => closedWith !== null, 'closed');
  expect(closedWith).toBe(4101);
  expect(await refusalOf(() => joinGame(srv.url, roomId, { token }))).toMatch(/^account_required/);
  expect(await refusalOf(() => joinGameAs(srv.url, eve, roomId, {}))).toMatch(/^account_disabled|^unauthorized/);
  await other.room.leave();
});

test("a deleted account's seat in a game being played shows a deleted player, live and in the lobby's listing", async () => {
  const dan = await signUp(srv.url, 'Deleted_Dan');
  const d = await createGameAs(srv.url, dan, { side: 'invader' });
  const roomId = d.room.roomId;
  const other = await joinGame(srv.url, roomId, { name: 'Wanda' });
  await other.waitFor(() => other.state.status === 'playing', 'playing');
  expect(other.state.players.invader).toMatchObject({ name: 'Deleted_Dan', account: true, accountDeleted: false });

  const del = await api(srv.url, 'DELETE', '/api/account', { session: dan, body: { password: 'correct horse battery' } });
  expect(del.status).toBe(204);
  await other.waitFor(() => other.state.players.invader.accountDeleted, 'shown deleted');
  expect(other.state.players.invader).toMatchObject({ name: DELETED_SEAT_NAME, account: false });
  await d.waitFor(() => d.errors.some((x) => x.code === 'account_ended'), 'told why');
  for (let i = 0; i < 50 && serverRoom(roomId).metadata.invader !== DELETED_SEAT_NAME; i++) await sleep(100);
  expect(serverRoom(roomId).metadata).toMatchObject({ invader: DELETED_SEAT_NAME, invaderAccount: false });
  expect((await srv.store.getSeats(roomId)).find((s) => s.seat === 'invader')?.name).toBe(DELETED_SEAT_NAME);
  // A new account may take the name; it gets none of the old games.
  const again = await signUp(srv.url, 'Deleted_Dan');
  expect(await accountGames(srv.url, again)).toEqual([]);
  await other.room.leave();
});

test('in a rated game the seat whose clock runs out loses (log and reason say so) and both ratings move; a client cannot send a loss on time', async () => {
  const ivan = await signUp(srv.url, 'Clock_Ivan');
  const dora = await signUp(srv.url, 'Clock_Dora');
  const timeControl = { kind: 'realtime', bankMs: 60_000, incrementMs: 0 } as const;
  // First, an unrated game: the client's `timeout` is refused and changes nothing.
  const u = await twoAccounts(ivan, dora, { timeControl });
  const before = gameOf(u.roomId).stateId;
  u.d.room.send('action', { stateId: before, action: { type: 'timeout', seat: 'defender' } });
  await u.d.waitFor(() => u.d.errors.some((x) => x.code === 'illegal_action'), 'refused');
  expect(gameOf(u.roomId).stateId).toBe(before);
  expect(gameOf(u.roomId).winner).toBeNull();
  await Promise.all([u.i, u.d].map((p) => p.room.leave()));

  const { i, d, roomId } = await twoAccounts(ivan, dora, { rated: true, timeControl: { kind: 'realtime', bankMs: 1500, incrementMs: 0 } });
  const out = gameOf(roomId).toAct;
  await d.waitFor(() => d.state.status === 'ended', 'ended on time', 15_000);
  const game = gameOf(roomId);
  expect(game.winner?.seat).toBe(out === 'invader' ? 'defender' : 'invader');
  expect(game.winner?.reason).toBe(`The ${out === 'invader' ? 'Invader' : 'Defender'} ran out of time.`);
  await d.waitFor(() => d.log.some((e) => e.kind === 'victory.timeout'), 'the loss on time in the log');
  expect(serverRoom(roomId).state.players[out ?? 'invader'].computer).toBe('');
  const ivanProfile = await profileWhen('Clock_Ivan', (p) => p.ratings.overall.games > 0);
  const doraProfile = await profile('Clock_Dora');
  expect([ivanProfile.ratings.invader.games, doraProfile.ratings.defender.games]).toEqual([1, 1]);
  const invaderWon = out === 'defender';
  expect(ivanProfile.ratings.invader.rating > 1500).toBe(invaderWon);
  expect(doraProfile.ratings.defender.rating > 1500).toBe(!invaderWon);
  await Promise.all([i, d].map((p) => p.room.leave()));
});

test('results are recorded one at a time: two rated games one player wins at the same moment both count', async () => {
  const win = await signUp(srv.url, 'Twice_Winner');
  const l1 = await signUp(srv.url, 'Twice_Loser1');
  const l2 = await signUp(srv.url, 'Twice_Loser2');
  const g1 = await twoAccounts(win, l1, { rated: true });
  const g2 = await twoAccounts(win, l2, { rated: true });
  concede(g1.d, 'defender');
  concede(g2.d, 'defender');
  await Promise.all([g1, g2].map((g) => g.i.waitFor(() => g.i.state.status === 'ended', 'ended')));
  const p = await profileWhen('Twice_Winner', (x) => x.ratings.overall.games >= 2);
  expect(p.ratings.overall.games).toBe(2);
  expect(p.ratings.invader.games).toBe(2);
  expect(p.ratings.overall.history).toHaveLength(2);
  // The second result started from the first one's rating: two results from 1500 would be equal.
  // By rating, since both games may end in the same millisecond and the history lists by end time.
  const [lower, higher] = p.ratings.overall.history.map((h) => h.rating).sort((a, b) => a - b);
  expect(higher).toBeGreaterThan(lower ?? Infinity);
  await Promise.all([g1.i, g1.d, g2.i, g2.d].map((x) => x.room.leave()));
});

test('a rated result a stop left out (the game ended, its rating not yet written) is recorded at the next start', async () => {
  const a = await signUp(srv.url, 'Stopped_Ann');
  const b = await signUp(srv.url, 'Stopped_Ben');
  const g = await twoAccounts(a, b, { rated: true });
  concede(g.i, 'invader');
  await g.d.waitFor(() => g.d.state.status === 'ended', 'ended');
  const recorded = await profileWhen('Stopped_Ben', (x) => x.ratings.defender.games > 0);
  await Promise.all([g.i, g.d].map((x) => x.room.leave()));
  // As if the process had stopped between the game's end and its rating.
  const sql = srv.store.sql();
  await sql.run('DELETE FROM rating_history WHERE game_id = ?', g.roomId);
  await sql.run('DELETE FROM rated_results WHERE game_id = ?', g.roomId);
  await sql.run('DELETE FROM ratings WHERE account_id IN (SELECT account_id FROM account_seats WHERE game_id = ?)', g.roomId);
  expect((await profile('Stopped_Ben')).ratings.defender.games).toBe(0);

  await srv.restart();
  const after = await profile('Stopped_Ben');
  expect(after.ratings.defender.games).toBe(1);
  expect(after.ratings.defender.rating).toBeCloseTo(recorded.ratings.defender.rating, 9);
});

test('an invitation asked for twice is one invitation', async () => {
  const host = await signUp(srv.url, 'Twice_Host');
  const friend = await signUp(srv.url, 'Twice_Friend');
  const h = await createGameAs(srv.url, host, { side: 'invader' });
  const first = await api(srv.url, 'POST', '/api/invites', { session: host, body: { to: 'Twice_Friend', gameId: h.room.roomId } });
  const second = await api(srv.url, 'POST', '/api/invites', { session: host, body: { to: 'twice_friend', gameId: h.room.roomId } });
  expect([first.status, second.status]).toEqual([201, 201]);
  expect(second.body).toEqual(first.body);
  const invites = InvitesResponseSchema.parse((await api(srv.url, 'GET', '/api/invites', { session: friend })).body).invites;
  expect(invites).toHaveLength(1);
  await h.room.leave();
});

test('a session signs its player in for 90 days after the sign-in, then it is refused and forgotten', async () => {
  let now = 1_000_000;
  const store = new AccountStore(srv.store.sql());
  const throttle = (): AttemptThrottle =>
    new AttemptThrottle({ freeFailures: 100, baseDelayMs: 1, maxDelayMs: 1, maxWaitMs: 1, forgetAfterMs: 1000 });
  const service = new AccountService(
    store,
    srv.store,
    { address: throttle(), account: throttle(), seatTokens: throttle(), signups: new SignupLimits({ capacity: 10, perSecond: 10 }) },
    () => now,
  );
  const { session } = await service.signUp({ name: 'Ninety_Days', password: 'a long password' }, '10.0.0.1');
  now += SESSION_LIFETIME_MS - 1;
  expect((await service.authenticate(session)).name).toBe('Ninety_Days');
  now += 2;
  await expect(service.authenticate(session)).rejects.toMatchObject({ code: 'unauthorized' });
  // The next sign-in forgets it.
  await service.signIn({ name: 'Ninety_Days', password: 'a long password' }, '10.0.0.1');
  const rows = await srv.store
    .sql()
    .all<{ n: number }>('SELECT COUNT(*) AS n FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.name = ?', 'Ninety_Days');
  expect(Number(rows[0]?.n)).toBe(1);
});

test("a guest's seat claimed by an account is named with the account's name, live and stored, so a typed name never links to a profile", async () => {
  const guest = await createGame(srv.url, { side: 'invader', name: 'Holder_Ann' });
  const roomId = guest.room.roomId;
  const other = await joinGame(srv.url, roomId, { name: 'Olaf' });
  await other.waitFor(() => other.state.status === 'playing', 'playing');
  // A guest may type any name; it is plain text (no account marker).
  expect(other.state.players.invader).toMatchObject({ name: 'Holder_Ann', account: false });
  const session = await signUp(srv.url, 'Claimer_Cy');
  const claim = await api(srv.url, 'POST', '/api/account/claim', {
    session,
    body: { seats: [{ gameId: roomId, seatToken: guest.issuedToken }] },
  });
  expect(ClaimSeatsResponseSchema.parse(claim.body).claimed).toEqual([roomId]);
  await other.waitFor(() => other.state.players.invader.account, 'shown as the account');
  expect(other.state.players.invader.name).toBe('Claimer_Cy');
  expect((await srv.store.getSeats(roomId)).find((s) => s.seat === 'invader')?.name).toBe('Claimer_Cy');
  await Promise.all([guest, other].map((p) => p.room.leave()));
});

test('an account has at most 20 unanswered invitations to games still waiting; those to games under way no longer count', async () => {
  const host = await signUp(srv.url, 'Busy_Host');
  const friend = await signUp(srv.url, 'Busy_Friend');
  const hostId = (await new AccountStore(srv.store.sql()).accountByName('Busy_Host'))?.id ?? '';
  const first = await createGameAs(srv.url, host, { side: 'invader' });
  const second = await createGameAs(srv.url, host, { side: 'invader' });
  const store = new AccountStore(srv.store.sql());
  for (let i = 0; i < SENT_INVITES_MAX; i++) {
    await store.createAccount({ id: `busy-${i}`, name: `Busy_Invitee_${i}`, passwordHash: '$argon2id$unused', createdAt: i });
    await store.createInvite({
      id: `busy-${i}`,
      fromId: hostId,
      toId: `busy-${i}`,
      gameId: first.room.roomId,
      seat: 'defender',
      status: 'open',
      createdAt: i,
    });
  }
  const refused = await api(srv.url, 'POST', '/api/invites', { session: host, body: { to: 'Busy_Friend', gameId: second.room.roomId } });
  expect([refused.status, AccountErrorSchema.parse(refused.body).error]).toEqual([429, 'rate_limited']);
  // The first game starts: nobody can answer its invitations any more, so they stop counting.
  const joined = await joinGameAs(srv.url, friend, first.room.roomId, {});
  await joined.waitFor(() => joined.state.status === 'playing', 'playing');
  const made = await api(srv.url, 'POST', '/api/invites', { session: host, body: { to: 'Busy_Friend', gameId: second.room.roomId } });
  expect(made.status).toBe(201);
  await Promise.all([first, second, joined].map((p) => p.room.leave()));
});
