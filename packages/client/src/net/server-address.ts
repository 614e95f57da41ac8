/**
 * Which game server this page talks to, and whether the account's session may go there (pure).
 * `?server=` in the page's address picks another server; anyone can put it in a link, so the
 * stored session is sent only to the page's own origin or to the build's configured server. With
 * any other server the page plays as a guest there: the session stays stored for this site.
 */

export interface GameServer {
  /** The server's WebSocket address; undefined: the page's own origin. */
  endpoint: string | undefined;
  /** The page's own server (or the build's): the stored session may be sent to it. */
  ownsSession: boolean;
  /** The host of a server that does not own the session (for saying so), else ''. */
  foreignHost: string;
}

/** The page's address as far as the server choice needs it (`location` has both). */
export interface PageAddress {
  search: string;
  origin: string;
}

/** The http(s) origin of a ws(s) or http(s) address; null when it does not parse. */
function httpOrigin(address: string): string | null {
  try {
    const u = new URL(address);
    if (u.protocol === 'ws:') u.protocol = 'http:';
    else if (u.protocol === 'wss:') u.protocol = 'https:';
    else if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** `buildServer`: the server the build was made for (the dev server's default), if any. */
export function gameServer(page: PageAddress, buildServer: string | undefined): GameServer {
  const asked = new URLSearchParams(page.search).get('server');
  if (!asked) return { endpoint: buildServer, ownsSession: true, foreignHost: '' };
  const origin = httpOrigin(asked);
  const own = origin !== null && (origin === page.origin || (buildServer !== undefined && origin === httpOrigin(buildServer)));
  if (own) return { endpoint: asked, ownsSession: true, foreignHost: '' };
  return { endpoint: asked, ownsSession: false, foreignHost: origin ? new URL(origin).host : asked };
}

/** The session to send to `server`: none to a server that does not own it. */
export function sessionFor(server: GameServer, session: string | null | undefined): string | null {
  return server.ownsSession && session ? session : null;
}
