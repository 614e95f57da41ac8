/**
 * Recent chat of one room, sent to a client when it joins (`chatHistory`), so a reload or a late
 * spectator sees the conversation. In memory only: chat is not persisted.
 */
import type { ChatBroadcast } from '@stronghold/rules/protocol';

export const CHAT_HISTORY = 50;

/** Exactly what the `chat` broadcast carries (the protocol's shape). */
export type ChatEntry = ChatBroadcast;

export class ChatHistory {
  private readonly entries: ChatEntry[] = [];

  constructor(private readonly size = CHAT_HISTORY) {}

  add(entry: ChatEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.size) this.entries.splice(0, this.entries.length - this.size);
  }

  recent(): ChatEntry[] {
    return [...this.entries];
  }
}
