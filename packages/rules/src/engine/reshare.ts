/**
 * Keeps identity meaningful between two states: in the result, every subtree deep-equal to the
 * one at the same path of `prev` is `prev`'s own object, and every other one is an object `prev`
 * does not hold at that path. Copy-on-write alone gives the second half; an action that writes a
 * value and later writes it back (a prompt popped and pushed again, a list reset to the empty list
 * it was) would otherwise leave an equal copy. Only subtrees that are not already shared are
 * walked, so the cost follows the size of what the action touched. Never mutates either input.
 */
type Tree = Record<string, unknown> | unknown[];

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null;

export function reshare<T>(prev: T, next: T): T {
  return reshareNode(prev, next) as T;
}

function reshareNode(prev: unknown, next: unknown): unknown {
  if (prev === next || !isTree(prev) || !isTree(next)) return next;
  if (Array.isArray(next)) return Array.isArray(prev) ? reshareArray(prev, next) : next;
  if (Array.isArray(prev)) return next;
  const before = prev;
  const after = next;
  let equal = true;
  let count = 0;
  let copy: Record<string, unknown> | null = null;
  for (const k in after) {
    count++;
    const child = after[k];
    const old = before[k];
    const kept = isTree(child) ? reshareNode(old, child) : child;
    if (kept !== old || (old === undefined && !(k in before))) equal = false;
    if (kept !== child) {
      copy ??= { ...after };
      copy[k] = kept;
    }
  }
  if (equal) {
    for (const _k in before) count--;
    if (count === 0) return prev;
  }
  return copy ?? next;
}

/** reshareNode for two arrays (plain JSON arrays have no holes: index loops, no string keys). */
function reshareArray(before: unknown[], after: unknown[]): unknown[] {
  const n = after.length;
  let equal = n === before.length;
  let copy: unknown[] | null = null;
  for (let i = 0; i < n; i++) {
    const child = after[i];
    const old = before[i];
    const kept = isTree(child) ? reshareNode(old, child) : child;
    if (kept !== old) equal = false;
    if (kept !== child) {
      copy ??= after.slice();
      copy[i] = kept;
    }
  }
  return equal ? before : (copy ?? after);
}
