/**
 * A room's entry in the lobby (Colyseus's room metadata): the game's name, its players, whose
 * turn and phase, whether it waits for a player. Written only when it changed; Colyseus tells the
 * lobby's subscribers itself when the metadata is set.
 */
import { GameListingMetadataSchema, type GameListingMetadata } from '@stronghold/protocol';

/** How a failed listing write is tried again: after `firstMs`, doubling up to `maxMs`. */
export interface ListingRetry {
  firstMs: number;
  maxMs: number;
}

export const DEFAULT_LISTING_RETRY: ListingRetry = { firstMs: 500, maxMs: 30_000 };

/**
 * Writes go through the matchmaker's driver (Redis with several processes), so nothing on a
 * room's action path waits for one: `update` returns at once, the latest listing is written as
 * soon as the write before it is done (the ones in between are skipped: only the latest matters),
 * and a failed write is tried again with growing delays until a newer one succeeds.
 */
export class LobbyListing {
  private last: GameListingMetadata | null = null;
  private pending: GameListingMetadata | null = null;
  private writing: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly onFailure: (e: unknown) => void = () => undefined,
    private readonly retry: ListingRetry = DEFAULT_LISTING_RETRY,
  ) {}

  /** Sets `meta` through `write` (Colyseus's setMetadata) unless it says what the last one did. */
  update(meta: GameListingMetadata, write: (meta: GameListingMetadata) => Promise<unknown>, force = false): void {
    if (this.closed || (!force && this.last && sameMeta(meta, this.last))) return;
    this.last = meta;
    this.pending = meta;
    this.writing ??= this.drain(write);
  }

  /** Resolves once every listing asked for so far is written (or the listing is closed). */
  settled(): Promise<void> {
    return this.writing ?? Promise.resolve();
  }

  /** The room is going away: no more writes or retries. */
  close(): void {
    this.closed = true;
    this.pending = null;
  }

  private async drain(write: (meta: GameListingMetadata) => Promise<unknown>): Promise<void> {
    let delay = this.retry.firstMs;
    while (this.pending && !this.closed) {
      const meta = this.pending;
      this.pending = null;
      try {
        await write(meta);
        delay = this.retry.firstMs;
      } catch (e) {
        this.onFailure(e);
        this.pending ??= meta;
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        delay = Math.min(delay * 2, this.retry.maxMs);
      }
    }
    this.writing = null;
  }
}

/** Whether two listings (flat objects of primitives with the same keys) say the same; per action, so no JSON. */
function sameMeta(a: GameListingMetadata, b: GameListingMetadata): boolean {
  for (const k in a) if (a[k as keyof GameListingMetadata] !== b[k as keyof GameListingMetadata]) return false;
  return true;
}

/**
 * A listed room's metadata as the operator page and the metrics read it, from the matchmaker's
 * cache (another process's room too): a room that has not set its listing yet has none.
 */
export function listedMetadata(metadata: unknown): Partial<GameListingMetadata> {
  const parsed = GameListingMetadataSchema.partial().safeParse(metadata);
  return parsed.success ? parsed.data : {};
}
