/**
 * The account endpoints of the game server (docs/client.md "Accounts"): sign up and in, the
 * account's games, profiles, leaderboards and invites. Every answer is parsed with the protocol's
 * own zod schemas; a refusal becomes an AccountRequestError with the server's code.
 */
import {
  AcceptInviteResponseSchema,
  AccountErrorSchema,
  AccountGamesResponseSchema,
  ChangePasswordResponseSchema,
  ClaimSeatsResponseSchema,
  CreateInviteResponseSchema,
  GameRatingResponseSchema,
  InvitesResponseSchema,
  LeaderboardResponseSchema,
  MeResponseSchema,
  ProfileResponseSchema,
  SessionResponseSchema,
  type AccountErrorCode,
  type AccountGame,
  type AccountSummary,
  type GameRating,
  type Invite,
  type LeaderboardKind,
  type LeaderboardResponse,
  type Profile,
  type SessionResponse,
} from '@stronghold/protocol';
import { currentServer } from './connection';
import { httpBase } from './games-api';
import { sessionFor } from './server-address';

/** A refusal of the server (or no answer at all: status 0, code `network`). */
export class AccountRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: AccountErrorCode | 'network' | 'bad_answer',
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'AccountRequestError';
  }
}

interface Call {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** The session to send as `Authorization: Bearer`. */
  session?: string | null;
}

async function call(path: string, c: Call = {}): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  // The session goes only to the page's own server: a `?server=` link must not collect it.
  const session = sessionFor(currentServer(), c.session);
  if (session) headers.authorization = `Bearer ${session}`;
  let res: Response;
  try {
    res = await fetch(`${httpBase()}${path}`, {
      method: c.method ?? 'GET',
      headers,
      ...(c.body !== undefined ? { body: JSON.stringify(c.body) } : {}),
    });
  } catch (e) {
    throw new AccountRequestError(0, 'network', e instanceof Error ? e.message : String(e));
  }
  if (res.status === 204) return null;
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = AccountErrorSchema.safeParse(body);
    if (err.success) throw new AccountRequestError(res.status, err.data.error, err.data.message, err.data.retryAfterMs);
    throw new AccountRequestError(res.status, 'bad_answer', `HTTP ${res.status}`);
  }
  return body;
}

/** A protocol schema's check of an answer (zod's safeParse). */
interface AnswerSchema<T> {
  safeParse(v: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

function parsed<T>(schema: AnswerSchema<T>, body: unknown): T {
  const r = schema.safeParse(body);
  if (!r.success) throw new AccountRequestError(200, 'bad_answer', r.error.message);
  return r.data;
}

const id = encodeURIComponent;

export async function signUp(name: string, password: string): Promise<SessionResponse> {
  return parsed(SessionResponseSchema, await call('/api/account/signup', { method: 'POST', body: { name, password } }));
}

/** `deviceToken`: the one this browser was given for the account, if any (sent in the body, never in the address). */
export async function signIn(name: string, password: string, deviceToken?: string | null): Promise<SessionResponse> {
  const body = { name, password, ...(deviceToken ? { deviceToken } : {}) };
  return parsed(SessionResponseSchema, await call('/api/account/signin', { method: 'POST', body }));
}

/** Changes the password (the current one required); every other session of the account ends. The new device token. */
export async function changePassword(session: string, password: string, newPassword: string): Promise<string> {
  const body = { password, newPassword };
  return parsed(ChangePasswordResponseSchema, await call('/api/account/password', { method: 'POST', session, body })).deviceToken;
}

export async function fetchMe(session: string): Promise<AccountSummary> {
  return parsed(MeResponseSchema, await call('/api/account/me', { session })).account;
}

export async function signOut(session: string, everywhere: boolean): Promise<void> {
  await call(everywhere ? '/api/account/signout-everywhere' : '/api/account/signout', { method: 'POST', session });
}

export async function deleteAccount(session: string, password: string): Promise<void> {
  await call('/api/account', { method: 'DELETE', session, body: { password } });
}

/** Moves the seats this browser holds to the account; the ids of the games that moved. */
export async function claimSeats(session: string, seats: { gameId: string; seatToken: string }[]): Promise<string[]> {
  if (!seats.length) return [];
  return parsed(ClaimSeatsResponseSchema, await call('/api/account/claim', { method: 'POST', session, body: { seats } })).claimed;
}

export async function fetchAccountGames(session: string): Promise<AccountGame[]> {
  return parsed(AccountGamesResponseSchema, await call('/api/account/games', { session })).games;
}

export async function fetchProfile(name: string): Promise<Profile> {
  return parsed(ProfileResponseSchema, await call(`/api/players/${id(name)}`)).profile;
}

/** The board's established players, best first, and the deviation a rating must be below to be listed. */
export async function fetchLeaderboard(board: LeaderboardKind, limit = 50): Promise<LeaderboardResponse> {
  return parsed(LeaderboardResponseSchema, await call(`/api/players?board=${board}&limit=${limit}`));
}

/** What a game's end did to ratings (the end screen): moved them, not rated and why, or not recorded yet. */
export async function fetchGameRating(gameId: string): Promise<GameRating> {
  return parsed(GameRatingResponseSchema, await call(`/api/games/${id(gameId)}/rating`)).rating;
}

export async function fetchInvites(session: string): Promise<Invite[]> {
  return parsed(InvitesResponseSchema, await call('/api/invites', { session })).invites;
}

export async function sendInvite(session: string, to: string, gameId: string): Promise<string> {
  return parsed(CreateInviteResponseSchema, await call('/api/invites', { method: 'POST', session, body: { to, gameId } })).id;
}

/** Accepting gives the game to join. */
export async function acceptInvite(session: string, inviteId: string): Promise<string> {
  return parsed(AcceptInviteResponseSchema, await call(`/api/invites/${id(inviteId)}/accept`, { method: 'POST', session })).gameId;
}

export async function declineInvite(session: string, inviteId: string): Promise<void> {
  await call(`/api/invites/${id(inviteId)}/decline`, { method: 'POST', session });
}
