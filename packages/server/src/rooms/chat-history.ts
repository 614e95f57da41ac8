/**
 * Recent chat of one room, sent to a client when it joins (`chatHistory`), so a reload or a late
 * spectator sees the conversation. In memory only: chat is not persisted.
 */
import type { Seat } from '@stronghold/rules';

export const CHAT_HISTORY = 50;

/** Exactly what the `chat` broadcast carries. */
export interface ChatEntry {
  from: string;
  seat: Seat;
  text: string;
  at: number;
}

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
