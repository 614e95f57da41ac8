/** Raw Colyseus matchmaking requests over HTTP, as an attacker sends them (no WebSocket follows). */
import type { SeatReservation } from '@colyseus/sdk';

export type MatchmakeAnswer = SeatReservation & { error?: string; code?: number };

/** `POST /matchmake/<method>/<target>`; `from` is sent as X-Forwarded-For (believed only from a trusted proxy). */
export async function matchmake(
  url: string,
  method: string,
  target: string,
  options: Record<string, unknown>,
  from?: string,
): Promise<MatchmakeAnswer> {
  const res = await fetch(`${url}/matchmake/${method}/${target}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify(options),
  });
  return (await res.json()) as MatchmakeAnswer;
}
