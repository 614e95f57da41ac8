/**
 * Every message a `stronghold` room sends to a client, as zod schemas (docs/protocol.md
 * "Messages"). The types are inferred from them; the server builds each message as its type and
 * `onMessage` (typed-room.ts) hands a client only these. A client or test that wants to check a
 * message at run time parses it with its schema.
 */
import { z } from 'zod';
import { ActionSchema, LOG_KINDS } from '@stronghold/rules';
import { EVAL_TERMS } from '@stronghold/rules/bots';
import { RULES_ERROR_CODES, SERVER_ERROR_CODES, type ErrorCode } from './error-codes';
import type { LegalDiff, LegalWire, Menu, MenuTrie } from './legal-menu';
import type { LogTuple } from './log-wire';
import { SideSchema } from './room-options';

export const ViewerSchema = z.enum(['invader', 'defender', 'spectator']);

/** One action a seat took, with the `stateId` of the state it was taken in. */
export const SeatMoveSchema = z.strictObject({ stateId: z.number().int().nonnegative(), action: ActionSchema });

/** `seat`: sent on every (re)join. `token` only when a seat was just issued. */
export const SeatMessageSchema = z.strictObject({
  seat: ViewerSchema,
  token: z.string().optional(),
  roomId: z.string(),
  /** PROTOCOL_VERSION of the server: a client with another one must reload. */
  protocol: z.string(),
  /**
   * A player's seat: its own latest applied actions (oldest first, the game's last 16 at most).
   * A client that sent an action it saw no answer to learns here whether it was applied.
   */
  recent: z.array(SeatMoveSchema).optional(),
});

/** `error`: to the sender only; nothing changed. */
export const ErrorMessageSchema = z.strictObject({
  code: z.enum([...RULES_ERROR_CODES, ...SERVER_ERROR_CODES]),
  message: z.string(),
});

/** `chat` as broadcast: `at` is the server's clock (ms since the epoch). */
export const ChatBroadcastSchema = z.strictObject({
  from: z.string(),
  seat: SideSchema,
  text: z.string(),
  at: z.number(),
});

/** `chatHistory`: on join, the room's recent chat (oldest first), each as `chat` carried it. */
export const ChatHistoryMessageSchema = z.strictObject({ entries: z.array(ChatBroadcastSchema) });

/**
 * `rematch`: who has asked for a rematch so far (`asked`), and once both have, where to go: the
 * new game's `roomId` and this seat's `token` there (sides swapped: `seat`).
 */
export const RematchMessageSchema = z.strictObject({
  asked: z.array(SideSchema),
  roomId: z.string().optional(),
  seat: SideSchema.optional(),
  token: z.string().optional(),
});

/** One reason of a computer's suggestion: an evaluation term and how much the action moves it (the asker's side). */
export const AdviceTermSchema = z.strictObject({
  term: z.enum(EVAL_TERMS),
  delta: z.number(),
});

/** The most reasons a hint or a review's swing carries (the client words one or two). */
export const MAX_ADVICE_TERMS = 2;

/**
 * `hint`: to the asker only, what the Hard computer would play in state `stateId` from the
 * asker's view, and the evaluation terms it moves most (largest first).
 */
export const HintMessageSchema = z.strictObject({
  stateId: z.number().int(),
  action: ActionSchema,
  terms: z.array(AdviceTermSchema).max(MAX_ADVICE_TERMS),
});

const ValueSchema = z.union([z.string(), z.number(), z.boolean(), z.record(z.string(), z.union([z.string(), z.number()]))]);
const MenuTrieSchema: z.ZodType<MenuTrie> = z.lazy(() => z.array(z.union([ValueSchema, MenuTrieSchema])));
const MenuSchema: z.ZodType<Menu> = z.array(z.tuple([z.number().int(), z.array(z.number().int()), MenuTrieSchema]));
const LegalDiffSchema: z.ZodType<LegalDiff> = z.array(z.union([z.number().int(), MenuSchema]));

/** `legal`, compact (legal-menu.ts): the state it is for and a full menu `m` or a diff `d`. */
export const LegalWireSchema: z.ZodType<LegalWire> = z.strictObject({
  s: z.number().int(),
  m: MenuSchema.optional(),
  d: LegalDiffSchema.optional(),
});

/** `log`, compact (log-wire.ts): `[seq, kind index in LOG_KINDS, params]` per entry. */
export const LogWireSchema = z.strictObject({
  e: z.array(
    z.tuple([
      z.number().int(),
      z
        .number()
        .int()
        .min(0)
        .max(LOG_KINDS.length - 1),
      z.record(z.string(), z.unknown()),
    ]) as z.ZodType<LogTuple>,
  ),
});

/** The most steps a `catchUp` carries (the latest ones; `earlier` counts those left out). */
export const MAX_CATCH_UP_STEPS = 24;

/**
 * One step of a `catchUp`: an action of `seat` (the receiver's opponent, or the computer in its
 * seat) that led to state `stateId`, the numbers of the log entries it wrote that the receiver
 * may see, and the receiver's own view of that state (`viewFor(state, receiver)`, as JSON). The
 * action itself is not sent: its options may name what the receiver may not know.
 */
export const CatchUpStepSchema = z.strictObject({
  stateId: z.number().int().nonnegative(),
  seat: SideSchema,
  seqs: z.array(z.number().int().nonnegative()),
  view: z.string(),
});

/**
 * `catchUp`: to a player whose turn it is, what the other seat did since this player's last
 * decision: the view the steps start from (the state that decision left, or the first one kept)
 * and each step in order. Sent when the turn comes back and on every (re)join while it is theirs.
 */
export const CatchUpMessageSchema = z.strictObject({
  from: z.strictObject({ stateId: z.number().int().nonnegative(), view: z.string() }),
  steps: z.array(CatchUpStepSchema).min(1).max(MAX_CATCH_UP_STEPS),
  earlier: z.number().int().nonnegative(),
});

/** Each server message type and its schema: the complete list. */
export const SERVER_MESSAGE_SCHEMAS = {
  seat: SeatMessageSchema,
  legal: LegalWireSchema,
  log: LogWireSchema,
  error: ErrorMessageSchema,
  chat: ChatBroadcastSchema,
  chatHistory: ChatHistoryMessageSchema,
  rematch: RematchMessageSchema,
  hint: HintMessageSchema,
  catchUp: CatchUpMessageSchema,
} as const;

export type ServerMessages = { [K in keyof typeof SERVER_MESSAGE_SCHEMAS]: z.infer<(typeof SERVER_MESSAGE_SCHEMAS)[K]> };
export type ServerMessageType = keyof ServerMessages;
export type SeatMessage = ServerMessages['seat'];
export type SeatMove = z.infer<typeof SeatMoveSchema>;
export type ErrorMessage = ServerMessages['error'];
export type ChatBroadcast = ServerMessages['chat'];
export type ChatHistoryMessage = ServerMessages['chatHistory'];
export type RematchMessage = ServerMessages['rematch'];
export type HintMessage = ServerMessages['hint'];
export type CatchUpMessage = ServerMessages['catchUp'];
export type CatchUpStep = z.infer<typeof CatchUpStepSchema>;
export type AdviceTermWire = z.infer<typeof AdviceTermSchema>;

/** Message type names, server -> client. */
export const SERVER_MESSAGES = Object.keys(SERVER_MESSAGE_SCHEMAS) as ServerMessageType[];

// The error schema accepts exactly the protocol's error codes (checked at compile time).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _codesMatch: Same<ErrorMessage['code'], ErrorCode> = true;
