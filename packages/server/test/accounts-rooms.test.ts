/**
 * Accounts in game rooms, over real sockets (@colyseus/sdk, the session as `client.auth.token`):
 * a guest's seats moved to an account, a seat taken back by session without a seat token, the
 * account's game list, rated games (only accounts sit in them; the result moves both players'
 * Glicko-2 ratings exactly as the `glicko2` library computes them, also when the computer played
 * an absent player's seat; a rematch keeps the accounts), a deleted opponent shown as deleted,
 * and invites by name.
 */
import { Glicko2 } from 'glicko2';
import { ClaimSeatsResponseSchema, InvitesResponseSchema, LeaderboardResponseSchema, type Profile } from '@stronghold/protocol';
import { AccountStore } from '../src/persistence/account-store';
import { RatingService } from '../src/ratings/rating-service';
import { accountGames, api, profileOf, refusalOf, signUp } from './helpers/accounts-http';
import { anyNumber, anyString } from './helpers/matchers';
import { createGame, createGameAs, gameOf, joinGame, joinGameAs, sleep, useTestServer } from './helpers/harness';
import { EVERY_RESULT_COUNTS } from './helpers/rated-games';

jest.setTimeout(60_000);

/** Short reconnection and absence: a player who leaves a game with a clock is replaced by the computer after 1 s. */
const SERVER_OPTIONS = {
  reconnectSeconds: 1,
  absentGraceSeconds: 1,
  computerPace: { opponentMs: 0, exhibitionMs: 0 },
  // Rated games here are conceded at once and replayed between the same accounts: how results are recorded, not when they count (rating-farming*.test.ts).
  ratingRules: EVERY_RESULT_COUNTS,
};
const srv = useTestServer(SERVER_OPTIONS);

const gamesOf = (session: string) => accountGames(srv.url, session);
const publicProfile = (name: string): Promise<Profile> => profileOf(srv.url, name);

test("a guest's seat moves to the account with its token (checked as a join checks it); the account then takes it back by session alone", async () => {
  const guest = await createGame(srv.url, { side: 'invader', name: 'Guesty' });
  const roomId = guest.room.roomId;
  const other = await joinGame(srv.url, roomId, { name: 'Otto' });
  await other.waitFor(() => other.state.status === 'playing', 'playing');
  const session = await signUp(srv.url, 'Migrant');

  const claim = await api(srv.url, 'POST', '/api/account/claim', {
    session,
    body: {
      seats: [
        { gameId: roomId, seatToken: guest.issuedToken },
        { gameId: roomId, seatToken: 'not-the-token-of-any-seat' },
        { gameId: 'NOSUCHGAME', seatToken: guest.issuedToken },
      ],
    },
  });
  expect(claim.status).toBe(200);
  expect(ClaimSeatsResponseSchema.parse(claim.body).claimed).toEqual([roomId]);
  expect((await api(srv.url, 'POST', '/api/account/claim', { body: { seats: [] } })).status).toBe(401);

  const [listed] = await gamesOf(session);
  const toAct = gameOf(roomId).toAct;
  expect(listed).toEqual({
    gameId: roomId,
    name: "Guesty's game",
    seat: 'invader',
    opponent: { kind: 'guest', name: 'Otto' },
    rated: false,
    state: toAct === 'invader' ? 'my-turn' : 'their-turn',
    updatedAt: anyNumber,
  });

  // Another browser, signed in, no seat token: the seat comes back and the old connection is replaced.
  const back = await joinGameAs(srv.url, session, roomId, {});
  expect(back.seat).toBe('invader');
  expect(back.token).toBeUndefined();
  await guest.waitFor(() => guest.errors.some((e) => e.code === 'replaced'), 'the old connection replaced');
  await Promise.all([back, other].map((p) => p.room.leave()));
});

test('a signed-in player who takes a seat holds it as the account: named as the account, back by session after leaving', async () => {
  const alice = await signUp(srv.url, 'Seated_Alice');
  const bob = await signUp(srv.url, 'Seated_Bob');
  const carol = await signUp(srv.url, 'Seated_Carol');
  const a = await createGameAs(srv.url, alice, { side: 'defender', name: 'ignored when signed in' });
  const roomId = a.room.roomId;
  expect(a.state.players.defender.name).toBe('Seated_Alice');
  const b = await joinGameAs(srv.url, bob, roomId, {});
  expect(b.seat).toBe('invader');
  expect(b.state.players.invader.name).toBe('Seated_Bob');
  await a.room.leave(true);

  const again = await joinGameAs(srv.url, alice, roomId, {});
  expect(again.seat).toBe('defender');
  // Another account holds no seat here: it watches.
  const c = await joinGameAs(srv.url, carol, roomId, {});
  expect(c.seat).toBe('spectator');

  const games = await gamesOf(alice);
  expect(games.map((g) => [g.gameId, g.seat, g.opponent])).toEqual([[roomId, 'defender', { kind: 'account', name: 'Seated_Bob' }]]);
  const profile = await publicProfile('seated_alice');
  expect(profile.current.map((g) => g.gameId)).toEqual([roomId]);
  // A session that has ended is refused, not taken for a guest.
  await api(srv.url, 'POST', '/api/account/signout', { session: carol });
  expect(await refusalOf(() => joinGameAs(srv.url, carol, roomId, {}))).toMatch(/^unauthorized/);
  await Promise.all([again, b, c].map((p) => p.room.leave()));
});

test("the account's games: waiting for its decision first, then the others, then the finished", async () => {
  const me = await signUp(srv.url, 'Lister');
  const opp = await signUp(srv.url, 'Lister_Opp');
  // A finished game, a game waiting for an opponent, and a game being played.
  const f = await createGameAs(srv.url, me, { side: 'invader' });
  const fo = await joinGameAs(srv.url, opp, f.room.roomId, {});
  await fo.waitFor(() => fo.state.status === 'playing', 'playing');
  fo.room.send('action', { stateId: gameOf(f.room.roomId).stateId, action: { type: 'concede', seat: 'defender' } });
  await f.waitFor(() => f.state.status === 'ended', 'ended');
  const w = await createGameAs(srv.url, me, { side: 'invader' });
  const p = await createGameAs(srv.url, me, { side: 'invader' });
  const po = await joinGameAs(srv.url, opp, p.room.roomId, {});
  await po.waitFor(() => po.state.status === 'playing', 'playing');

  const games = await gamesOf(me);
  const mine = gameOf(p.room.roomId).toAct === 'invader';
  const expected = [
    ...(mine ? [[p.room.roomId, 'my-turn']] : []),
    ...(mine ? [] : [[p.room.roomId, 'their-turn']]),
    [w.room.roomId, 'waiting-for-opponent'],
    [f.room.roomId, 'ended'],
  ];
  // Within "the others", most recently changed first: the played game changed last.
  expect(games.map((g) => [g.gameId, g.state])).toEqual(expected);
  expect(games.find((g) => g.gameId === f.room.roomId)?.winner).toBe('invader');
  await Promise.all([f, fo, w, p, po].map((x) => x.room.leave()));
});

test('a rated game seats only accounts; its end moves both players’ ratings exactly as glicko2 computes them', async () => {
  expect(await refusalOf(() => createGame(srv.url, { side: 'invader', name: 'Guest', rated: true }))).toMatch(/^account_required/);
  const ivan = await signUp(srv.url, 'Rated_Ivan');
  const dora = await signUp(srv.url, 'Rated_Dora');
  expect(await refusalOf(() => createGameAs(srv.url, ivan, { side: 'invader', rated: true, opponent: { computer: 'easy' } }))).toMatch(
    /bad create options/,
  );

  const inv = await createGameAs(srv.url, ivan, { side: 'invader', rated: true });
  const roomId = inv.room.roomId;
  expect(await refusalOf(() => joinGame(srv.url, roomId, { name: 'Guest' }))).toMatch(/^account_required/);
  const watcher = await joinGame(srv.url, roomId, { name: 'Guest', spectate: true });
  expect(watcher.seat).toBe('spectator');
  const def = await joinGameAs(srv.url, dora, roomId, {});
  expect(def.seat).toBe('defender');
  await def.waitFor(() => def.state.status === 'playing', 'playing');
  expect((await gamesOf(ivan))[0]).toMatchObject({ gameId: roomId, rated: true, opponent: { kind: 'account', name: 'Rated_Dora' } });

  inv.room.send('action', { stateId: gameOf(roomId).stateId, action: { type: 'concede', seat: 'invader' } });
  await def.waitFor(() => def.state.status === 'ended', 'ended');
  let ivanProfile = await publicProfile('Rated_Ivan');
  for (let i = 0; i < 50 && ivanProfile.ratings.overall.games === 0; i++) {
    await sleep(100);
    ivanProfile = await publicProfile('Rated_Ivan');
  }
  const doraProfile = await publicProfile('Rated_Dora');

  // The library itself, from two new players, one rating period with the Defender's win.
  const expected = (): { invader: { rating: number; rd: number }; defender: { rating: number; rd: number } } => {
    const glicko = new Glicko2({ tau: 0.5, rating: 1500, rd: 350, vol: 0.06 });
    const a = glicko.makePlayer(1500, 350, 0.06);
    const b = glicko.makePlayer(1500, 350, 0.06);
    glicko.updateRatings([[a, b, 0]]);
    return { invader: { rating: a.getRating(), rd: a.getRd() }, defender: { rating: b.getRating(), rd: b.getRd() } };
  };
  const want = expected();
  expect(want.defender.rating).toBeGreaterThan(1500);
  for (const [profile, kind, side] of [
    [ivanProfile, 'invader', 'invader'],
    [ivanProfile, 'overall', 'invader'],
    [doraProfile, 'defender', 'defender'],
    [doraProfile, 'overall', 'defender'],
  ] as const) {
    const r = profile.ratings[kind];
    expect(r.games).toBe(1);
    expect(r.rating).toBeCloseTo(want[side].rating, 9);
    expect(r.rd).toBeCloseTo(want[side].rd, 9);
    expect(r.history).toEqual([{ at: anyNumber, rating: r.rating, rd: r.rd }]);
  }
  // Nothing moved for the side each did not play.
  expect(ivanProfile.ratings.defender).toMatchObject({ rating: 1500, rd: 350, games: 0, history: [] });
  expect(ivanProfile.stats).toEqual({ invader: { played: 1, won: 0 }, defender: { played: 0, won: 0 } });
  expect(doraProfile.recent).toEqual([
    {
      gameId: roomId,
      side: 'defender',
      opponent: { kind: 'account', name: 'Rated_Ivan' },
      won: true,
      rated: true,
      endedAt: anyNumber,
    },
  ]);

  const board = LeaderboardResponseSchema.parse((await api(srv.url, 'GET', '/api/players?board=defender&limit=5')).body).players;
  expect(board[0]).toEqual({
    name: 'Rated_Dora',
    rating: doraProfile.ratings.defender.rating,
    rd: doraProfile.ratings.defender.rd,
    games: 1,
  });
  expect((await api(srv.url, 'GET', '/api/players?board=sideways')).status).toBe(400);

  // After a restart (sessions kept), recomputed from the recorded results: the same numbers.
  const before = await publicProfile('Rated_Dora');
  await srv.restart();
  await new RatingService(new AccountStore(srv.store.sql()), srv.store).recompute();
  expect((await publicProfile('Rated_Dora')).ratings).toEqual(before.ratings);

  // Dora deletes her account: her games stay, shown with a deleted player.
  expect((await api(srv.url, 'DELETE', '/api/account', { session: dora, body: { password: 'correct horse battery' } })).status).toBe(204);
  const after = await publicProfile('Rated_Ivan');
  expect(after.recent[0]).toMatchObject({ gameId: roomId, opponent: { kind: 'deleted' } });
  expect(after.ratings.invader.games).toBe(1);
  expect((await gamesOf(ivan)).find((g) => g.gameId === roomId)?.opponent).toEqual({ kind: 'deleted' });
  const record = await api(srv.url, 'GET', `/api/games/${roomId}/record`);
  expect(record.status).toBe(200);
});

test('invites by name: the invitee sees the invite, accepts it for the game id and joins signed in; declined invites go', async () => {
  const host = await signUp(srv.url, 'Inviter');
  const guestAccount = await signUp(srv.url, 'Invitee');
  const stranger = await signUp(srv.url, 'Stranger');
  const h = await createGameAs(srv.url, host, { side: 'invader' });
  const roomId = h.room.roomId;

  const byStranger = await api(srv.url, 'POST', '/api/invites', { session: stranger, body: { to: 'Invitee', gameId: roomId } });
  expect(byStranger.status).toBe(403);
  const unknown = await api(srv.url, 'POST', '/api/invites', { session: host, body: { to: 'Nobody_At_All', gameId: roomId } });
  expect(unknown.status).toBe(404);
  const made = await api(srv.url, 'POST', '/api/invites', { session: host, body: { to: 'invitee', gameId: roomId } });
  expect(made.status).toBe(201);
  const second = await api(srv.url, 'POST', '/api/invites', { session: host, body: { to: 'Stranger', gameId: roomId } });
  expect(second.status).toBe(201);

  const invites = InvitesResponseSchema.parse((await api(srv.url, 'GET', '/api/invites', { session: guestAccount })).body).invites;
  expect(invites).toEqual([{ id: anyString, from: 'Inviter', gameId: roomId, seat: 'defender', createdAt: anyNumber }]);
  const id = invites[0]?.id ?? '';
  // Only the invitee can answer it.
  expect((await api(srv.url, 'POST', `/api/invites/${id}/accept`, { session: stranger })).status).toBe(404);
  const accepted = await api(srv.url, 'POST', `/api/invites/${id}/accept`, { session: guestAccount });
  expect(accepted.body).toEqual({ gameId: roomId });
  expect(InvitesResponseSchema.parse((await api(srv.url, 'GET', '/api/invites', { session: guestAccount })).body).invites).toEqual([]);
  const joined = await joinGameAs(srv.url, guestAccount, roomId, {});
  expect(joined.seat).toBe('defender');

  const strangers = InvitesResponseSchema.parse((await api(srv.url, 'GET', '/api/invites', { session: stranger })).body).invites;
  // The game no longer waits for a player: its invite is not shown.
  expect(strangers).toEqual([]);
  await Promise.all([h, joined].map((p) => p.room.leave()));

  const h2 = await createGameAs(srv.url, host, { side: 'defender' });
  await api(srv.url, 'POST', '/api/invites', { session: host, body: { to: 'Stranger', gameId: h2.room.roomId } });
  const [open] = InvitesResponseSchema.parse((await api(srv.url, 'GET', '/api/invites', { session: stranger })).body).invites;
  expect(open).toMatchObject({ gameId: h2.room.roomId, seat: 'invader' });
  expect((await api(srv.url, 'POST', `/api/invites/${open?.id ?? ''}/decline`, { session: stranger })).status).toBe(204);
  expect(InvitesResponseSchema.parse((await api(srv.url, 'GET', '/api/invites', { session: stranger })).body).invites).toEqual([]);
  await h2.room.leave();
});

test("a rated game's rematch is rated and its seats stay the accounts', sides swapped", async () => {
  const ann = await signUp(srv.url, 'Rematch_Ann');
  const ben = await signUp(srv.url, 'Rematch_Ben');
  const inv = await createGameAs(srv.url, ann, { side: 'invader', rated: true });
  const roomId = inv.room.roomId;
  const def = await joinGameAs(srv.url, ben, roomId, {});
  await def.waitFor(() => def.state.status === 'playing', 'playing');
  def.room.send('action', { stateId: gameOf(roomId).stateId, action: { type: 'concede', seat: 'defender' } });
  await inv.waitFor(() => inv.state.status === 'ended', 'ended');
  inv.room.send('rematch', {});
  def.room.send('rematch', {});
  await inv.waitFor(() => inv.received('rematch').some((m) => m.roomId), 'the invitation');
  const newId = inv.received('rematch').find((m) => m.roomId)?.roomId ?? '';
  expect((await srv.store.getGame(newId))?.options.rated).toBe(true);
  expect((await gamesOf(ann)).find((g) => g.gameId === newId)).toMatchObject({ seat: 'defender', rated: true });
  // Ben comes back to the new game by session alone, in Ann's old seat.
  const back = await joinGameAs(srv.url, ben, newId, {});
  expect(back.seat).toBe('invader');
  await Promise.all([inv, def, back].map((p) => p.room.leave()));
});

test("a seat the computer took over from an absent player still counts as that player's rated game", async () => {
  const ann = await signUp(srv.url, 'Absent_Ann');
  const ben = await signUp(srv.url, 'Present_Ben');
  const timeControl = { kind: 'realtime', bankMs: 600_000, incrementMs: 0 } as const;
  const inv = await createGameAs(srv.url, ann, { side: 'invader', rated: true, timeControl });
  const roomId = inv.room.roomId;
  const def = await joinGameAs(srv.url, ben, roomId, {});
  await def.waitFor(() => def.state.status === 'playing', 'playing');
  await inv.room.leave(true);
  await def.waitFor(() => def.state.players.invader.computer !== '', 'the computer plays the absent invader');
  // The computer may act meanwhile: concede at whatever state is current until the game ends.
  for (let i = 0; i < 20 && def.state.status !== 'ended'; i++) {
    def.room.send('action', { stateId: gameOf(roomId).stateId, action: { type: 'concede', seat: 'defender' } });
    await def.waitFor(() => def.state.status === 'ended', 'ended', 1_000).catch(() => undefined);
  }
  expect(def.state.status).toBe('ended');
  let profile = await publicProfile('Absent_Ann');
  for (let i = 0; i < 50 && profile.ratings.invader.games === 0; i++) {
    await sleep(100);
    profile = await publicProfile('Absent_Ann');
  }
  expect(profile.ratings.invader.games).toBe(1);
  expect(profile.ratings.invader.rating).toBeGreaterThan(1500);
  expect(profile.stats.invader).toEqual({ played: 1, won: 1 });
  expect((await publicProfile('Present_Ben')).ratings.defender.games).toBe(1);
  await def.room.leave();
});
