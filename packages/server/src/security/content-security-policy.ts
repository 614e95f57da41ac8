/**
 * The Content-Security-Policy of the client's pages: what the built client needs and no more.
 * Its scripts, styles and fonts come from this origin (Vite emits no inline script or style; the
 * client sets styles through the DOM, which a policy does not govern), images from this origin
 * and `data:` (the stylesheet's SVG icons), WebSocket and fetch go to this origin and to the
 * listed servers (`?server=` links), and nothing is evaluated from a string: PixiJS and zod run
 * without eval (packages/client/src/strict-csp.ts). No framing by any page.
 * Free of imports: the browser tests' static server sends the same policy.
 */

/** The WebSocket origin (`ws(s)://host[:port]`) of an http(s) origin. */
const socketOrigin = (origin: string): string => origin.replace(/^http/, 'ws');

/** The directives; `connectTo` are the other servers' http(s) origins the page may reach. */
export function contentSecurityPolicy(connectTo: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectTo.flatMap((o) => [o, socketOrigin(o)])],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy as the header's text. */
export const contentSecurityPolicyText = (connectTo: readonly string[]): string =>
  Object.entries(contentSecurityPolicy(connectTo))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
