/**
 * The operator page at /admin, mounted only when ADMIN_PASSWORD is set (else /admin is a 404):
 * the live game rooms of every process (players, spectators, status, age), a button to close one,
 * and this process's health. Plain server-rendered HTML with no script; JSON under /admin/api.
 *
 * Why not @colyseus/monitor (0.18.5 fits Colyseus 0.18; its 0.16 build measured 3 MB, a 1.4 MB React bundle): it shows
 * each room's whole state (the seats' hidden cards) and lets its user call any room method with
 * any arguments (`/api/room/call`); this page shows only the listing and can only close a room.
 *
 * Accounts (docs/accounts.md): the newest accounts, and a form to disable an account by name (it
 * can no longer sign in and its sessions end at once) or enable it again; ratings can be
 * recomputed from the recorded rated results.
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
import type { AccountService } from '../accounts/account-service';
import type { GameStore } from '../persistence/game-store';
import type { RatingService } from '../ratings/rating-service';
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
  accounts: AccountService;
  ratings: RatingService;
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
/** The account form's body (urlencoded): which account, and disable or enable. */
const AccountFormSchema = z.object({ token: z.string(), name: z.string().max(40), action: z.enum(['disable', 'enable']) });
const AccountActionSchema = z.object({ action: z.enum(['disable', 'enable']) });

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

  router.post(
    '/api/accounts/:name',
    express.json({ limit: '1kb' }),
    asyncHandler<{ name: string }>(async (req, res) => {
      if (!req.is('application/json')) return void res.status(415).json({ error: 'json_required' });
      const body = AccountActionSchema.safeParse(req.body);
      if (!body.success) return void res.status(400).json({ error: 'bad_request' });
      const done = await o.accounts.setDisabled(req.params.name, body.data.action === 'disable');
      if (done) o.logger.info(`account ${req.params.name}: ${body.data.action}d by the operator`, { event: 'account_' + body.data.action });
      res
        .status(done ? 200 : 404)
        .json(done ? { name: req.params.name, disabled: body.data.action === 'disable' } : { error: 'not_found' });
    }, failed),
  );
  router.post(
    '/api/ratings/recompute',
    asyncHandler(async (req, res) => {
      if (!req.is('application/json')) return void res.status(415).json({ error: 'json_required' });
      res.json({ results: await o.ratings.recompute() });
    }, failed),
  );
  router.post(
    '/accounts',
    express.urlencoded({ extended: false, limit: '1kb' }),
    asyncHandler(async (req, res) => {
      const form = AccountFormSchema.safeParse(req.body);
      if (!form.success || !passwordMatches(form.data.token, formToken))
        return void res.status(403).type('text').send('Bad form; reload the page.\n');
      const { name, action } = form.data;
      if (await o.accounts.setDisabled(name, action === 'disable'))
        o.logger.info(`account ${name}: ${action}d by the operator`, { event: 'account_' + action });
      res.redirect(303, '/admin');
    }, failed),
  );

  router.get(
    '/',
    asyncHandler(async (_req, res) => {
      const list = await rooms();
      const people = await o.accounts.store.listAccounts(50);
      const accountRows = people
        .map((a) => {
          const action = a.disabledAt === null ? 'disable' : 'enable';
          return `<tr><td>${escape(a.name)}</td><td>${new Date(a.createdAt).toISOString()}</td><td>${a.disabledAt === null ? 'active' : 'disabled'}</td>
<td><form method="post" action="/admin/accounts"><input type="hidden" name="token" value="${formToken}"><input type="hidden" name="name" value="${escape(a.name)}">
<input type="hidden" name="action" value="${action}"><button type="submit">${action === 'disable' ? 'Disable' : 'Enable'}</button></form></td></tr>`;
        })
        .join('\n');
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
<h2>Accounts (newest ${people.length})</h2>
<form method="post" action="/admin/accounts"><input type="hidden" name="token" value="${formToken}">
<label>Account name <input name="name" maxlength="20" required></label>
<select name="action"><option value="disable">Disable</option><option value="enable">Enable</option></select> <button type="submit">Apply</button></form>
<table><tr><th>name</th><th>created</th><th>state</th><th></th></tr>
${accountRows}</table>
<p>A disabled account cannot sign in and its sessions end at once; its games and ratings stay.</p>
<p>Close: an unfinished game is marked abandoned (its record stays readable at /api/games/&lt;id&gt;/record) and everyone is disconnected.
JSON: <a href="/admin/api/rooms">/admin/api/rooms</a>, <a href="/admin/api/health">/admin/api/health</a>.</p>
</body></html>`);
    }, failed),
  );
  return router;
}
