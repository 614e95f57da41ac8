/**
 * The HTTP contract of accounts, ratings, profiles, leaderboards and invites (docs/accounts.md),
 * as zod schemas: the server validates requests with them and the client parses responses with
 * them, so both ends read one definition. All bodies are JSON; a signed-in request carries
 * `Authorization: Bearer <session>`.
 */
import { z } from 'zod';
import { ComputerLevelSchema, nameTooLong, SideSchema } from './room-options';
import { NotRatedReasonSchema } from './ratings';

/** The longest account name. */
export const MAX_ACCOUNT_NAME = 20;

/** An account's name: 3-20 letters, digits, `_` or `-` (ASCII only, so no look-alike names); a longer one is refused, never cut. */
export const AccountNameSchema = z
  .string()
  .min(3)
  .max(MAX_ACCOUNT_NAME, { error: (iss) => nameTooLong(MAX_ACCOUNT_NAME, iss.input, 'an account name') })
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only');
export type AccountName = z.infer<typeof AccountNameSchema>;

export const ACCOUNT_PASSWORD_MIN = 8;
export const ACCOUNT_PASSWORD_MAX = 200;
export const AccountPasswordSchema = z.string().min(ACCOUNT_PASSWORD_MIN).max(ACCOUNT_PASSWORD_MAX);

/** The longest session token a request may carry (the server hands out 43 characters, base64url). */
export const MAX_SESSION_TOKEN = 200;

// ---- requests ---------------------------------------------------------------------------------

/** `POST /api/account/signup` and `POST /api/account/signin`. */
export const CredentialsSchema = z.strictObject({
  name: AccountNameSchema,
  password: AccountPasswordSchema,
});
export type Credentials = z.infer<typeof CredentialsSchema>;

/**
 * `POST /api/account/signin`: the credentials, and the device token this browser was given at an
 * earlier sign-in to the account, if any (a known browser gets past the account's lock-out that
 * strangers' wrong guesses set; docs/accounts.md "Security").
 */
export const SignInRequestSchema = CredentialsSchema.extend({ deviceToken: z.string().min(1).max(MAX_SESSION_TOKEN).optional() });
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** `POST /api/account/password`: the current password and the new one (checked as at sign-up). */
export const ChangePasswordRequestSchema = z.strictObject({
  password: z.string().min(1).max(ACCOUNT_PASSWORD_MAX),
  newPassword: AccountPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** `DELETE /api/account`: the owner types the password again. */
export const DeleteAccountRequestSchema = z.strictObject({ password: z.string().min(1).max(ACCOUNT_PASSWORD_MAX) });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/** `POST /api/account/claim`: the seat tokens this browser holds move to the account. */
export const ClaimSeatsRequestSchema = z.strictObject({
  seats: z.array(z.strictObject({ gameId: z.string().min(1).max(64), seatToken: z.string().min(1).max(200) })).max(100),
});
export type ClaimSeatsRequest = z.infer<typeof ClaimSeatsRequestSchema>;

/** `POST /api/invites`: invite the account `to` to the open seat of game `gameId`. */
export const CreateInviteRequestSchema = z.strictObject({
  to: AccountNameSchema,
  gameId: z.string().min(1).max(64),
});
export type CreateInviteRequest = z.infer<typeof CreateInviteRequestSchema>;

export const LeaderboardKindSchema = z.enum(['invader', 'defender', 'overall']);
export type LeaderboardKind = z.infer<typeof LeaderboardKindSchema>;

/** `GET /api/players?board=...&limit=...` (query strings). */
export const LeaderboardQuerySchema = z.object({
  board: LeaderboardKindSchema.default('overall'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

// ---- responses --------------------------------------------------------------------------------

/** What anyone may know of an account (never a session, token or hash). */
export const AccountSummarySchema = z.object({
  name: z.string(),
  /** Epoch ms. */
  createdAt: z.number(),
});
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

/** `signup` (201) and `signin` (200): the session is the client's to keep (Bearer). */
export const SessionResponseSchema = z.object({
  session: z.string(),
  account: AccountSummarySchema,
  /** This browser's device token for the account, to keep and send with its next sign-in (absent from older servers). */
  deviceToken: z.string().optional(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** `POST /api/account/password`: every other session and device token of the account ended; this browser's new device token. */
export const ChangePasswordResponseSchema = z.object({ deviceToken: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

/** `GET /api/account/me`. */
export const MeResponseSchema = z.object({ account: AccountSummarySchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** `POST /api/account/claim`: the game ids whose seat moved to the account. */
export const ClaimSeatsResponseSchema = z.object({ claimed: z.array(z.string()) });
export type ClaimSeatsResponse = z.infer<typeof ClaimSeatsResponseSchema>;

/** Who sits in a seat, as far as another player may know. */
export const PlayerRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('account'), name: z.string() }),
  /** Played without an account: the display name the guest gave. */
  z.object({ kind: z.literal('guest'), name: z.string() }),
  z.object({ kind: z.literal('computer'), level: ComputerLevelSchema }),
  /** An account its owner deleted: the name is not shown. */
  z.object({ kind: z.literal('deleted') }),
]);
export type PlayerRef = z.infer<typeof PlayerRefSchema>;

export const AccountGameStateSchema = z.enum(['my-turn', 'their-turn', 'waiting-for-opponent', 'ended']);
export type AccountGameState = z.infer<typeof AccountGameStateSchema>;

/** A game an account sits in (`GET /api/account/games`, a profile's `current`). */
export const AccountGameSchema = z.object({
  gameId: z.string(),
  name: z.string(),
  seat: SideSchema,
  opponent: PlayerRefSchema.nullable(),
  rated: z.boolean(),
  state: AccountGameStateSchema,
  winner: SideSchema.optional(),
  /** Epoch ms of the game's last change. */
  updatedAt: z.number(),
});
export type AccountGame = z.infer<typeof AccountGameSchema>;

/** Waiting for my decision first, then the others being played, then recently finished. */
export const AccountGamesResponseSchema = z.object({ games: z.array(AccountGameSchema) });
export type AccountGamesResponse = z.infer<typeof AccountGamesResponseSchema>;

export const RatingPointSchema = z.object({ at: z.number(), rating: z.number(), rd: z.number() });
export type RatingPoint = z.infer<typeof RatingPointSchema>;

/** One Glicko-2 rating (Glicko scale: 1500 and rd 350 before any rated game). */
export const RatingSchema = z.object({
  rating: z.number(),
  rd: z.number(),
  /** Rated games counted in it. */
  games: z.number().int(),
  /** Oldest first; one point per rated game. */
  history: z.array(RatingPointSchema),
  /** The deviation is still at least the server's `provisionalRd`: shown as provisional, off the leaderboard. */
  provisional: z.boolean(),
});
export type Rating = z.infer<typeof RatingSchema>;

export const SideStatsSchema = z.object({ played: z.number().int(), won: z.number().int() });

/** A finished game on a profile (its id opens the replay). */
export const RecentGameSchema = z.object({
  gameId: z.string(),
  side: SideSchema,
  opponent: PlayerRefSchema.nullable(),
  won: z.boolean(),
  rated: z.boolean(),
  /** A rated game whose result moved no rating, and why. */
  notRated: NotRatedReasonSchema.optional(),
  endedAt: z.number(),
});
export type RecentGame = z.infer<typeof RecentGameSchema>;

/** `GET /api/players/:name`. */
export const ProfileSchema = z.object({
  name: z.string(),
  createdAt: z.number(),
  ratings: z.object({ invader: RatingSchema, defender: RatingSchema, overall: RatingSchema }),
  /** Every finished game (rated or not) the account played, per side. */
  stats: z.object({ invader: SideStatsSchema, defender: SideStatsSchema }),
  /** Newest first, at most 20. */
  recent: z.array(RecentGameSchema),
  /** Games being played or waiting for an opponent. */
  current: z.array(AccountGameSchema),
  /** A rating is provisional while its deviation is at least this. */
  provisionalRd: z.number(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = z.object({ profile: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

export const LeaderboardEntrySchema = z.object({
  name: z.string(),
  rating: z.number(),
  rd: z.number(),
  games: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;
/**
 * `GET /api/players`: accounts with an established rating of that kind (deviation below
 * `provisionalRd`), best first.
 */
export const LeaderboardResponseSchema = z.object({ players: z.array(LeaderboardEntrySchema), provisionalRd: z.number() });
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

export const InviteSchema = z.object({
  id: z.string(),
  /** The inviting account's name. */
  from: z.string(),
  gameId: z.string(),
  /** The seat the invitee would take. */
  seat: SideSchema,
  createdAt: z.number(),
});
export type Invite = z.infer<typeof InviteSchema>;
/** `GET /api/invites`: the open invites to the signed-in account, newest first. */
export const InvitesResponseSchema = z.object({ invites: z.array(InviteSchema) });
export type InvitesResponse = z.infer<typeof InvitesResponseSchema>;
/** `POST /api/invites` (201). */
export const CreateInviteResponseSchema = z.object({ id: z.string() });
/** `POST /api/invites/:id/accept`: the game to join (then join it as usual, signed in). */
export const AcceptInviteResponseSchema = z.object({ gameId: z.string() });

/** Error codes of the account endpoints, with their HTTP status. */
export const ACCOUNT_ERRORS = {
  /** The body or query failed validation. */
  bad_request: 400,
  /** Sign-up or password change: the new password is one of the most common ones (or the name). */
  password_too_common: 400,
  /** No session, an unknown or revoked session. */
  unauthorized: 401,
  /** Sign-in or deletion: the name/password pair is wrong. */
  bad_credentials: 401,
  /** The account is disabled by an operator. */
  account_disabled: 403,
  /** Not allowed (e.g. inviting to a game one does not sit in, or to a seat that is taken). */
  forbidden: 403,
  not_found: 404,
  /** Sign-up: the name is taken (case-insensitively). */
  name_taken: 409,
  /** Too many attempts; the body has `retryAfterMs`. */
  rate_limited: 429,
} as const;
export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;

export const AccountErrorSchema = z.object({
  error: z.enum(Object.keys(ACCOUNT_ERRORS) as [AccountErrorCode, ...AccountErrorCode[]]),
  message: z.string(),
  retryAfterMs: z.number().optional(),
});
export type AccountError = z.infer<typeof AccountErrorSchema>;

/**
 * A guest joining a rated game's open seat (or a guest creating a rated game) is refused with
 * this code as the matchmaking error's code, and a message starting `account_required:`.
 */
export const ACCOUNT_REQUIRED_REFUSAL = 403;

// ---- join tickets (docs/accounts.md "What travels where") --------------------------------------

/**
 * `POST /api/account/join-ticket` (Bearer session): what the ticket is for. `joinById` names the
 * game; `create`, `join` and `joinOrCreate` pick their room after the request, so the ticket is
 * bound to the method only.
 */
export const JoinTicketRequestSchema = z.union([
  z.strictObject({ method: z.literal('joinById'), roomId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a game id') }),
  z.strictObject({ method: z.enum(['create', 'join', 'joinOrCreate']) }),
]);
export type JoinTicketRequest = z.infer<typeof JoinTicketRequestSchema>;

/** The answer (with `Cache-Control: no-store`): a single-use ticket and how long it is good for. */
export const JoinTicketResponseSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number() });
export type JoinTicketResponse = z.infer<typeof JoinTicketResponseSchema>;

/**
 * The matchmaking option that carries a join ticket (in the matchmaking request's JSON body, never
 * in a URL); the server takes it out of the options before the room sees them.
 */
export const JOIN_TICKET_OPTION = 'joinTicket';

/**
 * A join ticket the server refuses (unknown, used already, expired, for another game or request,
 * or of another account than the request's session) is refused with this code as the matchmaking
 * error's code, and a message starting `bad_ticket:`. Nothing is reserved then.
 */
export const JOIN_TICKET_REFUSAL = 401;
