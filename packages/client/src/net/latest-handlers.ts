/**
 * A session's handlers that act only while `live()` holds: a screen opens a new session for each
 * game, and a last message of the one it left (say, the ended game a rematch leaves) must not land
 * on the next.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any handler's arguments, passed through unchanged
type Handlers = Record<string, (...args: any[]) => unknown>;

export function whileLive<H extends Handlers>(live: () => boolean, handlers: H): H {
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handle]) => [name, (...args: unknown[]) => live() && handle(...args)]),
  ) as H;
}
