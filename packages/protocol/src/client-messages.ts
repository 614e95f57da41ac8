/**
 * Every message a client sends to a `stronghold` room, as zod schemas (docs/protocol.md
 * "Messages"). The server validates each one with its schema before anything else; the types are
 * inferred, and `sendMessage` (typed-room.ts) lets a client send only these.
 */
import { z } from 'zod';
import type { Action } from '@stronghold/rules';

export const MAX_CHAT = 300;

/**
 * `action`: an intent for the state `stateId`. The action itself is checked by the rules
 * (ActionSchema inside applyAction), so the envelope leaves it unknown here.
 */
export const ActionMessageSchema = z.strictObject({
  stateId: z.number().int().min(0),
  action: z.unknown(),
});

/** `chat`: plain text, 1..MAX_CHAT characters (players only). */
export const ChatMessageSchema = z.strictObject({
  text: z.string().min(1).max(MAX_CHAT),
});

/** `offerSeatToComputer`: the present player lets the Normal computer play the absent seat. */
export const OfferSeatMessageSchema = z.strictObject({});

/** `rematch`: a player of an ended game asks for a rematch. */
export const RematchRequestSchema = z.strictObject({});

/**
 * `hint`: "What would the computer do?" for the sender's decision in state `stateId` (a player
 * of a game against the computer only; docs/protocol.md "Hints").
 */
export const HintRequestSchema = z.strictObject({
  stateId: z.number().int().min(0),
});

/** Each client message type and its schema: the complete list. */
export const CLIENT_MESSAGE_SCHEMAS = {
  action: ActionMessageSchema,
  chat: ChatMessageSchema,
  offerSeatToComputer: OfferSeatMessageSchema,
  rematch: RematchRequestSchema,
  hint: HintRequestSchema,
} as const;

/** What each client message carries; an `action` carries an Action (the rules check it). */
export type ClientMessages = Omit<{ [K in keyof typeof CLIENT_MESSAGE_SCHEMAS]: z.input<(typeof CLIENT_MESSAGE_SCHEMAS)[K]> }, 'action'> & {
  action: { stateId: number; action: Action };
};
export type ClientMessageType = keyof ClientMessages;
export type ActionMessage = ClientMessages['action'];
export type ChatMessage = ClientMessages['chat'];
export type HintRequest = ClientMessages['hint'];

/** Message type names, client -> server. */
export const CLIENT_MESSAGES = Object.keys(CLIENT_MESSAGE_SCHEMAS) as ClientMessageType[];
