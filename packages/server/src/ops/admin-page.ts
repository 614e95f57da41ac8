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
import { matchMaker } from '@colyseus/core';
import type { AccountService } from '../accounts/account-service';
import type { GameStore } from '../persistence/game-store';
import type { RatingService } from '../ratings/rating-service';
import { adminAuth, passwordMatches } from './admin-auth';
import { asyncHandler } from './async-handler';
import type { Logger } from './logger';
import { adminPageHtml } from './admin-page-html';
import type { ProcessHealth } from './process-health';
import { roomSummary, type RoomSummary } from './room-summary';

export interface AdminPageOptions {
  password: string;
  store: GameStore;
  logger: Logger;
  health: ProcessHealth;
  roomName: string;
  accounts: AccountService;
  ratings: RatingService;
}

/** The close form's body (urlencoded). */
const CloseFormSchema = z.object({ token: z.string() });
/** The account form's body (urlencoded): which account, and disable or enable. */
const AccountFormSchema = z.object({ token: z.string(), name: z.string().max(40), action: z.enum(['disable', 'enable']) });
const AccountActionSchema = z.object({ action: z.enum(['disable', 'enable']) });

/** Marks an unfinished game abandoned and disconnects its room, wherever it is hosted. */
async function closeRoom(o: AdminPageOptions, roomId: string): Promise<'closed' | 'not_found'> {
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
}

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
      .map((r) => roomSummary(r, now))
      .sort((a, b) => (b.ageSeconds ?? 0) - (a.ageSeconds ?? 0));
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
      const r = await closeRoom(o, id);
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
      if (validRoomId(id)) await closeRoom(o, id);
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
      res.type('html').send(adminPageHtml({ rooms: list, accounts: people, health: o.health.snapshot(), formToken }));
    }, failed),
  );
  return router;
}
