/**
 * Run-time validation of everything a client sends (zod). Actions themselves are validated by
 * the rules' ActionSchema inside applyAction; here only the envelope is checked.
 */
import { MAX_CHAT, type ChatMessage, type CreateRoomOptions, type JoinRoomOptions } from '@stronghold/rules/protocol';
import { z } from 'zod';

export { MAX_CHAT };
export type { ErrorCode, ErrorMessage } from '@stronghold/rules/protocol';

export const MAX_NAME = 40;
export const MAX_PASSWORD = 128;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Strips control characters, collapses whitespace at the ends. */
export function cleanText(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g, ' ').trim();
}

const Name = z
  .string()
  .max(200)
  .transform((s) => cleanText(s).slice(0, MAX_NAME));

export const SideSchema = z.enum(['invader', 'defender']);
export const ComputerLevelSchema = z.enum(['easy', 'normal', 'hard']);

/** Options of `client.create('stronghold', ...)` (they also reach onJoin for the creator). */
export const CreateOptionsSchema = z.object({
  side: SideSchema,
  private: z.boolean().optional(),
  password: z.string().max(MAX_PASSWORD).optional(),
  name: Name.optional(),
  /** Title of the game in the lobby (default: "<name>'s game"). */
  gameName: Name.optional(),
  opponent: z.strictObject({ computer: ComputerLevelSchema }).optional(),
  exhibition: z.strictObject({ invader: ComputerLevelSchema, defender: ComputerLevelSchema }).optional(),
  timeControl: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('none') }),
      z.strictObject({
        kind: z.literal('realtime'),
        bankMs: z.number().int().min(1000).max(DAY_MS),
        incrementMs: z.number().int().min(0).max(HOUR_MS),
      }),
      z.strictObject({
        kind: z.literal('correspondence'),
        perDecisionMs: z
          .number()
          .int()
          .min(1000)
          .max(30 * DAY_MS),
      }),
    ])
    .optional(),
});
export type CreateOptions = z.infer<typeof CreateOptionsSchema>;

/** Options of join / joinById. Unknown keys are ignored. */
export const JoinOptionsSchema = z.object({
  name: Name.optional(),
  password: z.string().max(MAX_PASSWORD).optional(),
  token: z.string().max(200).optional(),
  spectate: z.boolean().optional(),
});
export type JoinOptions = z.infer<typeof JoinOptionsSchema>;

export const ActionMessageSchema = z.strictObject({
  stateId: z.number().int().min(0),
  action: z.unknown(),
});

/** `offerSeatToComputer`: the present player lets the Normal computer play the absent seat. */
export const OfferSeatSchema = z.strictObject({});

export const ChatMessageSchema = z.strictObject({
  text: z.string().min(1).max(MAX_CHAT),
});

// The zod schemas accept exactly the protocol's message types (checked at compile time).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _createMatches: Same<Required<CreateOptions>, Required<CreateRoomOptions>> = true;
const _joinMatches: Same<Required<JoinOptions>, Required<JoinRoomOptions>> = true;
const _chatMatches: Same<z.infer<typeof ChatMessageSchema>, ChatMessage> = true;
void [_createMatches, _joinMatches, _chatMatches];
