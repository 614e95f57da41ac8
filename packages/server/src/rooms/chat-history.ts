/**
 * Recent chat of one room, sent to a client when it joins (`chatHistory`), so a reload or a late
 * spectator sees the conversation. Every message is also kept with the game in the store (the
 * room does it), and a restored room starts from the stored history (`load`).
 */
import { type ChatBroadcast, ChatMessageSchema, cleanText, type ErrorMessage, MAX_CHAT } from '@stronghold/protocol';
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

  /** Number of messages the game has had (stored ones included): the next one's seq is this + 1. */
  count = 0;

  /** The stored history of a restored game, oldest first, and how many messages the game has in all. */
  load(entries: ChatEntry[], count: number): void {
    this.entries.splice(0, this.entries.length, ...entries.slice(-this.size));
    this.count = count;
  }

  add(entry: ChatEntry): void {
    this.count++;
    this.entries.push(entry);
    if (this.entries.length > this.size) this.entries.splice(0, this.entries.length - this.size);
  }

  recent(): ChatEntry[] {
    return [...this.entries];
  }
}
