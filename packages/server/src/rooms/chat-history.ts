/**
 * Recent chat of one room, sent to a client when it joins (`chatHistory`), so a reload or a late
 * spectator sees the conversation. In memory only: chat is not persisted.
 */
import { type ChatBroadcast, ChatMessageSchema, cleanText, type ErrorMessage, MAX_CHAT } from '@stronghold/rules/protocol';
import type { Viewer } from './game-log';

export const CHAT_HISTORY = 50;

/** Exactly what the `chat` broadcast carries (the protocol's shape). */
export type ChatEntry = ChatBroadcast;

export class ChatHistory {
  private readonly entries: ChatEntry[] = [];

  constructor(private readonly size = CHAT_HISTORY) {}

  /** A `chat` message from `from`: the entry to broadcast (kept here too), or why it is refused. */
  accept(from: { name: string; seat: Viewer }, message: unknown, now = Date.now()): { entry: ChatEntry } | { error: ErrorMessage } {
    const parsed = ChatMessageSchema.safeParse(message);
    if (!parsed.success) return { error: { code: 'bad_message', message: `Chat is { text } with 1..${MAX_CHAT} characters.` } };
    if (from.seat === 'spectator') return { error: { code: 'spectator', message: 'Spectators cannot chat.' } };
    const text = cleanText(parsed.data.text).slice(0, MAX_CHAT);
    if (!text) return { error: { code: 'bad_message', message: 'Empty chat message.' } };
    const entry: ChatEntry = { from: from.name, seat: from.seat, text, at: now };
    this.add(entry);
    return { entry };
  }

  add(entry: ChatEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.size) this.entries.splice(0, this.entries.length - this.size);
  }

  recent(): ChatEntry[] {
    return [...this.entries];
  }
}
