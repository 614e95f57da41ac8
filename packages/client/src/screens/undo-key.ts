/**
 * Ctrl+Z (Cmd+Z on a Mac) asks for the undo when the legal list offers one; a text field keeps
 * its own Ctrl+Z.
 */
import type { Action } from '@stronghold/rules';

/** The undo `e` asks for, if it is the undo key outside a text field and `legal` holds one. */
export function undoForKey(e: KeyboardEvent, legal: readonly Action[]): Action | undefined {
  if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.key.toLowerCase() !== 'z') return undefined;
  const t = e.target as HTMLElement | null;
  if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable)) return undefined;
  return legal.find((a) => a.type === 'undo');
}
