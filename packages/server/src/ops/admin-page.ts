/**
 * The operator page at /admin, mounted only when ADMIN_PASSWORD is set (else /admin is a 404):
 * the live game rooms of every process (players, spectators, status, age), a button to close one,
 * and this process's health. Plain server-rendered HTML with no script; JSON under /admin/api.
 *
 * Why not @colyseus/monitor (0.18.5 fits Colyseus 0.18; its 0.16 build measured 3 MB, a 1.4 MB React bundle): it shows
 * each room's whole state (the seats' hidden cards) and lets its user call any room method with
 * any arguments (`/api/room/call`); this page shows only the listing and can only close a room.
 *
 * Closing a room marks an unfinished game `abandoned` (record kept and served, not restored) and
 * disconnects everyone. The form carries a per-process token (basic-auth credentials are sent by
 * the browser to cross-site form posts too); the JSON endpoint requires a JSON content type,
 * which a cross-site form cannot send.
 */
import { randomBytes } from 'node:crypto';
import express, { type Response } from 'express';
import { z } from 'zod';
import { matchMaker, type IRoomCache } from '@colyseus/core';
import type { GameStore } from '../persistence/game-store';
import { listedMetadata } from '../rooms/lobby-listing';
import { adminAuth, passwordMatches } from './admin-auth';
import { asyncHandler } from './async-handler';
import type { Logger } from './logger';
import type { ProcessHealth } from './process-health';

export interface AdminPageOptions {
  password: string;
  store: GameStore;
  logger: Logger;
  health: ProcessHealth;
  roomName: string;
}

export interface RoomSummary {
  roomId: string;
  processId: string;
  name: string;
  status: string;
  invader: string;
  defender: string;
  spectators: number;
  /** Connections to the room (seats + spectators). */
  clients: number;
  turn: number | null;
  phase: string | null;
  private: boolean;
  locked: boolean;
  createdAt: string | null;
  ageSeconds: number | null;
}

function summary(r: IRoomCache, now: number): RoomSummary {
  const m = listedMetadata(r.metadata);
  // A Date, or its JSON string from a shared (Redis) cache: the Date constructor takes either.
  const created = r.createdAt ? new Date(r.createdAt) : null;
  const createdMs = created && Number.isFinite(created.getTime()) ? created.getTime() : null;
  return {
    roomId: r.roomId,
    processId: r.processId,
    name: m.name ?? '',
    status: m.status ?? 'waiting',
    invader: m.invader ?? '',
    defender: m.defender ?? '',
    spectators: m.spectators ?? 0,
    clients: r.clients,
    turn: m.turn ?? null,
    phase: m.phase ?? null,
    private: r.private === true,
    locked: r.locked === true,
    createdAt: createdMs === null ? null : new Date(createdMs).toISOString(),
    ageSeconds: createdMs === null ? null : Math.max(0, Math.round((now - createdMs) / 1000)),
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** The close form's body (urlencoded). */
const CloseFormSchema = z.object({ token: z.string() });

const age = (s: number | null): string =>
  s === null
    ? '-'
    : s >= 86400
      ? `${(s / 86400).toFixed(1)} d`
      : s >= 3600
        ? `${(s / 3600).toFixed(1)} h`
        : s >= 60
          ? `${Math.round(s / 60)} min`
          : `${s} s`;

export function adminRouter(o: AdminPageOptions): express.Router {
  const router = express.Router();
  const formToken = randomBytes(24).toString('base64url');

  router.use(adminAuth(o.password, o.logger));
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'");
    next();
  });

  const rooms = async (): Promise<RoomSummary[]> => {
    const now = Date.now();
    return (await matchMaker.query({ name: o.roomName }))
      .map((r) => summary(r, now))
      .sort((a, b) => (b.ageSeconds ?? 0) - (a.ageSeconds ?? 0));
  };

  /** Marks an unfinished game abandoned and disconnects its room, wherever it is hosted. */
  const closeRoom = async (roomId: string): Promise<'closed' | 'not_found'> => {
    const [listing] = await matchMaker.query({ name: o.roomName, roomId });
    if (!listing) return 'not_found';
    const local = listing.processId === matchMaker.processId ? matchMaker.getLocalRoomById(roomId) : undefined;
    const call = (method: 'lock' | 'disconnect') => (local ? Promise.resolve(local[method]()) : matchMaker.remoteRoomCall(roomId, method));
    await call('lock');
    const game = await o.store.getGame(roomId);
    if (game && (game.status === 'waiting' || game.status === 'playing')) await o.store.setStatus(roomId, 'abandoned');
    await call('disconnect');
    o.logger.info(`game ${roomId} closed by the operator`, { event: 'room_closed_by_operator', gameId: roomId, was: game?.status });
    return 'closed';
  };

  const validRoomId = (id: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(id);
  /** A failed admin request: logged, and answered 500 unless an answer has started. */
  const failed = (e: unknown, res: Response): void => {
    o.logger.error(`admin: ${e instanceof Error ? e.message : String(e)}`, { event: 'admin_error' });
    if (!res.headersSent) res.status(500).json({ error: 'internal_error' });
  };

  router.get(
    '/api/rooms',
    asyncHandler(async (_req, res) => {
      res.json({ rooms: await rooms() });
    }, failed),
  );
  router.get('/api/health', (_req, res) => void res.json(o.health.snapshot()));
  router.post(
    '/api/rooms/:id/close',
    asyncHandler<{ id: string }>(async (req, res) => {
      if (!req.is('application/json')) return void res.status(415).json({ error: 'json_required' });
      const id = req.params.id;
      if (!validRoomId(id)) return void res.status(404).json({ error: 'not_found' });
      const r = await closeRoom(id);
      res.status(r === 'closed' ? 200 : 404).json(r === 'closed' ? { closed: id } : { error: 'not_found' });
    }, failed),
  );
  router.post(
    '/rooms/:id/close',
    express.urlencoded({ extended: false, limit: '1kb' }),
    asyncHandler<{ id: string }>(async (req, res) => {
      const form = CloseFormSchema.safeParse(req.body);
      const token = form.success ? form.data.token : '';
      if (!passwordMatches(token, formToken)) return void res.status(403).type('text').send('Bad form token; reload the page.\n');
      const id = req.params.id;
      if (validRoomId(id)) await closeRoom(id);
      res.redirect(303, '/admin');
    }, failed),
  );

  router.get(
    '/',
    asyncHandler(async (_req, res) => {
      const list = await rooms();
      const h = o.health.snapshot();
      const rows = list
        .map(
          (r) => `<tr><td><code>${escape(r.roomId)}</code>${r.private ? ' (private)' : ''}</td><td>${escape(r.name)}</td>
<td>${escape(r.status)}${r.locked ? ', locked' : ''}</td><td>${escape(r.invader || '-')}</td><td>${escape(r.defender || '-')}</td>
<td>${r.spectators}</td><td>${r.clients}</td><td>${r.turn ?? '-'} / ${escape(r.phase ?? '-')}</td><td>${age(r.ageSeconds)}</td>
<td><code>${escape(r.processId)}</code></td>
<td><form method="post" action="/admin/rooms/${encodeURIComponent(r.roomId)}/close"><input type="hidden" name="token" value="${formToken}">
<button type="submit">Close</button></form></td></tr>`,
        )
        .join('\n');
      res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stronghold operator</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left}</style></head>
<body><h1>Stronghold operator</h1>
<h2>This process</h2>
<p>pid ${h.pid}, ${escape(h.node)}, up ${age(h.uptimeSeconds)}; memory RSS ${h.memoryMB.rss} MB, heap ${h.memoryMB.heapUsed} / ${h.memoryMB.heapTotal} MB;
event-loop delay since the last look: mean ${h.eventLoopDelayMs.mean} ms, p99 ${h.eventLoopDelayMs.p99} ms, max ${h.eventLoopDelayMs.max} ms.</p>
<h2>Live rooms (${list.length})</h2>
<table><tr><th>room</th><th>name</th><th>status</th><th>invader</th><th>defender</th><th>spectators</th><th>connections</th><th>turn / phase</th><th>age</th><th>process</th><th></th></tr>
${rows}</table>
<p>Close: an unfinished game is marked abandoned (its record stays readable at /api/games/&lt;id&gt;/record) and everyone is disconnected.
JSON: <a href="/admin/api/rooms">/admin/api/rooms</a>, <a href="/admin/api/health">/admin/api/health</a>.</p>
</body></html>`);
    }, failed),
  );
  return router;
}
