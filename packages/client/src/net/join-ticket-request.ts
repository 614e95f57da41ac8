/**
 * Trades the account's session for a join ticket (`POST /api/account/join-ticket`,
 * docs/accounts.md "What travels where"): the session goes in the `Authorization` header of this
 * HTTP request only; the single-use ticket it buys goes in one matchmaking request's body. The
 * Colyseus SDK would copy a session set as `client.auth.token` into the room's WebSocket URL,
 * which proxies and access logs keep, so the game client never has one.
 *
 * Imports nothing of the page (connection.ts, which opens the rooms, passes the server and the
 * session), so the room code can use it without an import cycle through accounts-api.ts.
 */
import { AccountErrorSchema, JoinTicketResponseSchema, type JoinTicketRequest, type JoinTicketResponse } from '@stronghold/protocol';

/**
 * `httpBase`: the game server's HTTP origin ('' for this page's own). Throws the server's refusal
 * as `<code>: <message>` (the HTTP status alone when the answer is not one).
 */
export async function requestJoinTicket(httpBase: string, session: string, scope: JoinTicketRequest): Promise<JoinTicketResponse> {
  const res = await fetch(`${httpBase}/api/account/join-ticket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
    body: JSON.stringify(scope),
    cache: 'no-store',
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = AccountErrorSchema.safeParse(body);
    throw new Error(err.success ? `${err.data.error}: ${err.data.message}` : String(res.status));
  }
  const answer = JoinTicketResponseSchema.safeParse(body);
  if (!answer.success) throw new Error(answer.error.message);
  return answer.data;
}
