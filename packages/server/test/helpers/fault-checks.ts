/**
 * The fault suite's probes and checks that need nothing of its running games: polling until a
 * condition holds, a process's /health, a create or a spectator's join that should be refused or
 * seated, and the store compared with what the players saw acknowledged.
 */
import { Client as PgClient } from 'pg';
import { sameAction } from '@stronghold/rules';
import { onMessage } from '@stronghold/protocol';
import { PreparedClient } from '../../src/testing';
import type { JoinRefused } from './documented-refusals';
import { refusalOf, within, type Acknowledged } from './fault-players';

export interface Health {
  status: number;
  body: { ok?: boolean; db?: boolean; redis?: boolean };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 50 ms until it holds; fails with `explain()` after `timeoutMs`. */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  explain?: () => string,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${explain ? `:\n${explain()}` : ''}`);
    await sleep(50);
  }
}

export async function health(url: string): Promise<Health> {
  const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5000) });
  return { status: res.status, body: (await res.json()) as Health['body'] };
}

export function countBy<T>(items: T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of items) out[key(t)] = (out[key(t)] ?? 0) + 1;
  return out;
}

/** The stored actions' gaps (every game in the database) and the acknowledged actions not stored as acknowledged. */
export async function storeCheck(databaseUrl: string, acks: Acknowledged[]): Promise<{ gaps: string[]; lost: string[] }> {
  const db = new PgClient({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ game_id: string; seq: number; action: string }>(
      'SELECT a.game_id, a.seq, a.action FROM games g JOIN actions a ON a.game_id = g.id ORDER BY a.game_id, a.seq',
    );
    const stored = new Map<string, string>();
    const seqs = new Map<string, number[]>();
    for (const r of rows) {
      stored.set(`${r.game_id}:${r.seq}`, r.action);
      seqs.set(r.game_id, [...(seqs.get(r.game_id) ?? []), r.seq]);
    }
    const gaps: string[] = [];
    for (const [game, list] of seqs) {
      const wrong = list.findIndex((seq, i) => seq !== i + 1);
      if (wrong >= 0) gaps.push(`game ${game}: stored seq ${list[wrong]} where ${wrong + 1} belongs (${list.length} actions stored)`);
    }
    const lost: string[] = [];
    for (const a of acks) {
      const row = stored.get(`${a.roomId}:${a.stateId + 1}`);
      if (row === undefined) lost.push(`game ${a.roomId}: action ${a.stateId + 1} (sent ${a.fault}, seen via ${a.via}) is not stored`);
      else if (!sameAction(JSON.parse(row) as object, a.action))
        lost.push(`game ${a.roomId}: action ${a.stateId + 1} is stored as ${row}, acknowledged as ${JSON.stringify(a.action)}`);
    }
    return { gaps, lost };
  } finally {
    await db.end();
  }
}

/** A create through `url` (it should be refused): how long the answer took and the refusal. */
export async function probeCreate(
  url: string,
  gameName: string,
  refused: (who: string, refusal: JoinRefused) => void,
): Promise<{ ms: number; refusal: JoinRefused | null; error?: string }> {
  const client = new PreparedClient(url);
  const asked = Date.now();
  try {
    const room = await within(
      client.withHandlers(
        (r) => r.onMessage('*', () => undefined),
        () => client.create('stronghold', { side: 'invader', name: 'Probe', gameName }),
      ),
      15_000,
      `create through ${url}`,
    );
    await room.leave(true).catch(() => 0);
    return { ms: Date.now() - asked, refusal: null, error: 'created' };
  } catch (e) {
    const refusal = refusalOf(e);
    if (refusal) refused(`a create through ${url}`, refusal);
    return { ms: Date.now() - asked, refusal, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Joins `roomId` as a spectator through `url` and leaves: null when seated as a spectator, else what happened. */
export async function spectate(url: string, roomId: string, refused: (who: string, refusal: JoinRefused) => void): Promise<string | null> {
  const client = new PreparedClient(url);
  let seat: string | undefined;
  try {
    const room = await within(
      client.withHandlers(
        (r) => {
          r.reconnection.enabled = false;
          onMessage(r, 'seat', (m) => (seat = m.seat));
          r.onMessage('*', () => undefined);
        },
        () => client.joinById(roomId, { name: 'Watcher', spectate: true }),
      ),
      5000,
      `spectator join through ${url}`,
    );
    await until('the spectator greeting', () => seat !== undefined, 3000).catch(() => undefined);
    await within(room.leave(true), 2000, 'a spectator leave').catch(() => 0);
    return seat === 'spectator' ? null : `greeted as ${seat ?? 'nothing'}`;
  } catch (e) {
    const refusal = refusalOf(e);
    if (refusal) refused(`a spectator of game ${roomId} through ${url}`, refusal);
    return refusal ? `refused ${refusal.status} "${refusal.message}"` : `no answer: ${e instanceof Error ? e.message : String(e)}`;
  }
}
