/**
 * The options a client gives when it creates or joins a `stronghold` room, as zod schemas: the
 * server validates with them (at matchmaking and again in onJoin) and the TypeScript types are
 * inferred from them, so the contract cannot drift from the check.
 */
import { z } from 'zod';

export const MAX_NAME = 40;
export const MAX_PASSWORD = 128;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Strips control and direction characters (shown to other players), trims the ends. */
export function cleanText(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g, ' ').trim();
}

/** A display name: any string up to 200 characters in, cleaned and cut to MAX_NAME. */
const NameSchema = z
  .string()
  .max(200)
  .transform((s) => cleanText(s).slice(0, MAX_NAME));

/** The longest player's name (a guest's; an account plays under its account name). */
export const MAX_PLAYER_NAME = 24;

/** Why a name is refused: the limit and the name's own length, never a silent cut. */
export const nameTooLong = (max: number, input: unknown, what = 'a name'): string =>
  `${what} is at most ${max} characters; this one has ${typeof input === 'string' ? input.length : '?'}`;

/** A player's name: cleaned; one longer than MAX_PLAYER_NAME is refused with the limit in the message. */
const PlayerNameSchema = z
  .string()
  .max(200)
  .transform(cleanText)
  .pipe(z.string().max(MAX_PLAYER_NAME, { error: (iss) => nameTooLong(MAX_PLAYER_NAME, iss.input) }));

export const SideSchema = z.enum(['invader', 'defender']);

/** The computer's levels (the rules' bot levels, docs/rules/self-play.md). */
export const ComputerLevelSchema = z.enum(['easy', 'normal', 'hard']);
export type ComputerLevel = z.infer<typeof ComputerLevelSchema>;
export const COMPUTER_LEVELS: readonly ComputerLevel[] = ComputerLevelSchema.options;

/** How long each seat may think (docs/server.md "Clocks"). */
export const TimeControlSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  /** A time bank plus an increment per decision (e.g. 20 min + 10 s). */
  z.strictObject({
    kind: z.literal('realtime'),
    bankMs: z.number().int().min(1000).max(DAY_MS),
    incrementMs: z.number().int().min(0).max(HOUR_MS),
  }),
  /** A fixed time per decision (e.g. 24 h). */
  z.strictObject({
    kind: z.literal('correspondence'),
    perDecisionMs: z
      .number()
      .int()
      .min(1000)
      .max(30 * DAY_MS),
  }),
]);
export type TimeControl = z.infer<typeof TimeControlSchema>;

/** Options of `client.create('stronghold', ...)` (they also reach onJoin for the creator). */
export const CreateRoomOptionsSchema = z.object({
  side: SideSchema,
  /** Not listed in the lobby. */
  private: z.boolean().optional(),
  password: z.string().max(MAX_PASSWORD).optional(),
  /** The creator's display name. */
  name: PlayerNameSchema.optional(),
  /** The game's title in the lobby (default "<name>'s game"). */
  gameName: NameSchema.optional(),
  /** Play against the computer: it takes the other seat and the game starts at once. */
  opponent: z.strictObject({ computer: ComputerLevelSchema }).optional(),
  /** The computer plays itself (both seats); the creator watches. Listed in the lobby. */
  exhibition: z.strictObject({ invader: ComputerLevelSchema, defender: ComputerLevelSchema }).optional(),
  /** Default: none. */
  timeControl: TimeControlSchema.optional(),
  /**
   * A rated game (docs/accounts.md): accepted only from a signed-in creator, seats only signed-in
   * accounts, never with the computer.
   */
  rated: z.boolean().optional(),
});
/** What a client sends. */
export type CreateRoomOptions = z.input<typeof CreateRoomOptionsSchema>;
/** What the server holds once validated (names cleaned). */
export type CreateOptions = z.output<typeof CreateRoomOptionsSchema>;

/** Options of join / joinById. Unknown keys are ignored. */
export const JoinRoomOptionsSchema = z.object({
  name: PlayerNameSchema.optional(),
  password: z.string().max(MAX_PASSWORD).optional(),
  /** A seat token from an earlier `seat` message: takes that seat back. */
  token: z.string().max(200).optional(),
  spectate: z.boolean().optional(),
});
export type JoinRoomOptions = z.input<typeof JoinRoomOptionsSchema>;
export type JoinOptions = z.output<typeof JoinRoomOptionsSchema>;

/** The display name of a seat the computer plays: "Computer (Hard)". */
export function computerName(level: ComputerLevel): string {
  return `Computer (${level.charAt(0).toUpperCase()}${level.slice(1)})`;
}
