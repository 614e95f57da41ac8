import type { Action } from '../actions/schema';

/**
 * A listed action made once, when its module loads, and frozen: every listing that offers it hands
 * out this same object (defender/movement.ts's moves and swaps, defender/spend-window.ts's pays). A
 * listing then allocates nothing per action, and the lists the server keeps between messages (a
 * LegalWriter's) hold objects that are already old instead of new ones that outlive the young
 * generation (docs/operations.md "Server under load", 2026-12-03). sameAction answers at once for
 * the same object.
 */
export const listedAction = <A extends Action>(action: A): A => Object.freeze(action);
