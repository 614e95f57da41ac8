/** Test helpers for the account HTTP API: JSON requests with an optional session and client address. */
import {
  AccountGamesResponseSchema,
  ProfileResponseSchema,
  SessionResponseSchema,
  type AccountGame,
  type Profile,
} from '@stronghold/protocol';

export interface Answer {
  status: number;
  body: unknown;
  /** The raw text, to search for anything that must never be in it. */
  text: string;
}

export async function api(
  base: string,
  method: string,
  path: string,
  o: { body?: unknown; session?: string; forwardedFor?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  if (o.session) headers.authorization = `Bearer ${o.session}`;
  if (o.forwardedFor) headers['x-forwarded-for'] = o.forwardedFor;
  const res = await fetch(`${base}${path}`, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, text };
}

/** Signs up `name` and returns the new session. */
export async function signUp(base: string, name: string, password = 'correct horse battery', forwardedFor?: string): Promise<string> {
  const r = await api(base, 'POST', '/api/account/signup', { body: { name, password }, forwardedFor });
  if (r.status !== 201) throw new Error(`sign-up of ${name}: ${r.status} ${r.text}`);
  return SessionResponseSchema.parse(r.body).session;
}

/** The games of the session's account (`GET /api/account/games`). */
export async function accountGames(base: string, session: string): Promise<AccountGame[]> {
  return AccountGamesResponseSchema.parse((await api(base, 'GET', '/api/account/games', { session })).body).games;
}

/** A player's public profile (`GET /api/players/:name`). */
export async function profileOf(base: string, name: string): Promise<Profile> {
  return ProfileResponseSchema.parse((await api(base, 'GET', `/api/players/${name}`)).body).profile;
}

/** The refusal's message of a join or create that should fail ('joined' when it did not). */
export async function refusalOf(join: () => Promise<unknown>): Promise<string> {
  try {
    await join();
    return 'joined';
  } catch (e) {
    return (e as Error).message;
  }
}
