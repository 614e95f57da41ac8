/**
 * A room's entry in the lobby (Colyseus's room metadata): the game's name, its players, whose
 * turn and phase, whether it waits for a player. Written only when it changed; Colyseus tells the
 * lobby's subscribers itself when the metadata is set.
 */
import { GameListingMetadataSchema, type GameListingMetadata } from '@stronghold/rules/protocol';

export class LobbyListing {
  private last: GameListingMetadata | null = null;

  /** Sets `meta` through `write` (Colyseus's setMetadata) unless it says what the last one did. */
  async update(meta: GameListingMetadata, write: (meta: GameListingMetadata) => Promise<unknown>, force = false): Promise<void> {
    if (!force && this.last && sameMeta(meta, this.last)) return;
    this.last = meta;
    await write(meta);
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
