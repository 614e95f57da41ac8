/**
 * The `legal` message, compact (docs/protocol.md "legal"). A legal list is mostly the Defender's
 * moves and swaps (up to ~260 actions, ~4 KB as plain objects), so it travels as:
 *
 * - a **menu**: actions grouped by type, each field value written as its index in the rules' own
 *   ActionSchema enum (a place, a unit, a card: one byte), and runs of actions that share their
 *   first fields written once (a trie that only merges neighbours, so the order is kept);
 * - or a **diff** against the list the same client received before: copy runs of that list plus
 *   menus of the new actions in between (a move in a spend window changes a few entries only).
 *
 * LegalWriter (server, one per client) picks the shorter; LegalReader (client) expands. Both are
 * pure; expand(encode(x)) deep-equals x, order included (legal-menu.test.ts).
 */
import { z } from 'zod';
import { ActionSchema, type Action, sameAction } from '@stronghold/rules';
import { itemAt } from './item-at';
import { withFields } from './with-fields';

/** A field value: an ID, a count, a flag, or (a choice's option) a flat object of IDs and counts. */
export type MenuValue = string | number | boolean | { readonly [field: string]: string | number };

/** A trie level: `[value, child, value, child, ...]`; the last level is a plain list of values. */
export type MenuTrie = (MenuValue | MenuTrie)[];
/** `[type index in ActionSchema, field order (indexes into that type's fields), trie]`. */
export type MenuGroup = [number, number[], MenuTrie];
export type Menu = MenuGroup[];
/** Triples `[start, count, menu]`: copy `prev[start .. start+count)`, then the menu's actions. */
export type LegalDiff = (number | Menu)[];

/** `legal` on the wire: the state it is for and either a full menu `m` or a diff `d`. */
export interface LegalWire {
  s: number;
  m?: Menu;
  d?: LegalDiff;
}

export interface FieldCodec {
  name: string;
  /** The enum's (or literal's) values when they are strings: the value travels as its index. */
  options: readonly string[] | null;
}
export interface TypeCodec {
  type: string;
  fields: FieldCodec[];
}

function stringOptions(s: unknown): readonly string[] | null {
  let values: unknown[] | null = null;
  if (s instanceof z.ZodEnum) values = s.options;
  else if (s instanceof z.ZodLiteral) values = [...s.values];
  return values && values.every((v) => typeof v === 'string') ? values : null;
}

/** One codec per ActionSchema member, in the schema's order (server and client share the build). */
export const ACTION_CODECS: readonly TypeCodec[] = ActionSchema.options.map((member) => {
  const shape = member.shape as Record<string, unknown>;
  const type = stringOptions(shape.type)?.[0];
  if (!type) throw new Error('ActionSchema member without a literal type');
  const fields = Object.keys(shape)
    .filter((k) => k !== 'type')
    .map((name) => ({ name, options: stringOptions(shape[name]) }));
  return { type, fields };
});
const CODECS = ACTION_CODECS;

/** An action type as encodeMenu looks it up: its index in ActionSchema, its codec, its schema keys and field order. */
interface TypeEntry {
  index: number;
  codec: TypeCodec;
  /** The type's keys in ActionSchema's order, the order the rules write them in. */
  keys: readonly string[];
  /**
   * That field order, one array per type shared by every menu (never written to; not frozen: a
   * frozen array takes V8's slow paths wherever the menu is read, e.g. jsonLength's for-of).
   */
  order: number[];
}
const TYPES: ReadonlyMap<string, TypeEntry> = new Map(
  CODECS.map((codec, index) => [
    codec.type,
    { index, codec, keys: ['type', ...codec.fields.map((f) => f.name)], order: codec.fields.map((_, i) => i) },
  ]),
);

const encodeValue = (f: FieldCodec, v: MenuValue): MenuValue => {
  if (f.options && typeof v === 'string') {
    const i = f.options.indexOf(v);
    if (i >= 0) return i;
  }
  return v;
};
const decodeValue = (f: FieldCodec, w: MenuValue): MenuValue => (f.options && typeof w === 'number' ? (f.options[w] ?? w) : w);

/** Actions -> menu. Throws on an action that is not of ActionSchema's shape (legal lists are). */
export function encodeMenu(actions: readonly Action[]): Menu {
  const menu: Menu = [];
  // One field order array per type and keys (so the same order is the same array): the schema's
  // own (the rules' actions) is a constant, any other is found once per "type|keys". A run of
  // actions of one shape (the usual list) reuses the previous action's order after comparing its
  // keys in place: no key list, no string per action.
  let orders: Map<string, number[]> | null = null;
  let lastOrder: number[] | null = null;
  let lastType = -1;
  let lastKeys: readonly string[] = [];
  const orderOf = (a: Record<string, MenuValue>): number[] => {
    const type = TYPES.get(a.type as string);
    if (type === undefined) throw new Error(`encodeMenu: unknown action type ${JSON.stringify(a.type)}`);
    const ti = type.index;
    if (lastOrder && ti === lastType && sameKeys(a, lastKeys)) return lastOrder;
    let keys = type.keys;
    let order = type.order;
    if (!sameKeys(a, keys)) {
      keys = Object.keys(a);
      const signature = `${ti}|${keys.join(',')}`;
      order = (orders ??= new Map<string, number[]>()).get(signature) ?? fieldOrder(type.codec, keys);
      orders.set(signature, order);
    }
    lastKeys = keys;
    lastType = ti;
    lastOrder = order;
    return order;
  };
  // A group: the longest run of actions with one type and field order, written as one trie (its
  // values encoded first, then each level's arrays made at their final length: trieOf).
  let i = 0;
  while (i < actions.length) {
    const order = orderOf(actions[i] as unknown as Record<string, MenuValue>);
    const ti = lastType;
    let j = i + 1;
    while (j < actions.length && orderOf(actions[j] as unknown as Record<string, MenuValue>) === order) j++;
    const codes = groupCodes(itemAt(CODECS, ti, 'encodeMenu: the codec of an action type'), order, actions, i, j);
    menu.push([ti, order, trieOf(codes, order.length, 0, j - i, 0)]);
    i = j;
  }
  return menu;
}

/** The encoded field values of actions[from .. to): one row per action, its fields in `order`. */
function groupCodes(codec: TypeCodec, order: readonly number[], actions: readonly Action[], from: number, to: number): MenuValue[] {
  const width = order.length;
  const codes = new Array<MenuValue>((to - from) * width);
  for (let r = 0; r < to - from; r++) {
    const a = actions[from + r] as unknown as Record<string, MenuValue>;
    for (let d = 0; d < width; d++) {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- d < width = order.length, and an order holds positions in codec.fields (its schema order or fieldOrder's)
      const f = codec.fields[order[d]!]!;
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the order is the action's own keys (orderOf compared them), so the action has f.name
      codes[r * width + d] = encodeValue(f, a[f.name]!);
    }
  }
  return codes;
}

/**
 * The trie of rows [from, to) of `codes` from column `depth`: neighbours with the same value
 * share one entry. Every array is made at its final length: a trie is mostly leaves of one to
 * three values, and an array grown by push from empty reserves room for 16.
 */
function trieOf(codes: readonly MenuValue[], width: number, from: number, to: number, depth: number): MenuTrie {
  if (width === 0) return new Array<MenuValue>(to - from).fill(0); // a type with no field but its own
  if (depth === width - 1) {
    const leaf = new Array<MenuValue>(to - from);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- rows [from, to) of `width` columns: inside codes, which groupCodes filled
    for (let r = from; r < to; r++) leaf[r - from] = codes[r * width + depth]!;
    return leaf;
  }
  let runs = 0;
  for (let r = from; r < to; r = runEnd(codes, width, r, to, depth)) runs++;
  const node = new Array<MenuValue | MenuTrie>(runs * 2);
  let k = 0;
  for (let r = from; r < to;) {
    const end = runEnd(codes, width, r, to, depth);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- rows [from, to) of `width` columns: inside codes, which groupCodes filled
    node[k++] = codes[r * width + depth]!;
    node[k++] = trieOf(codes, width, r, end, depth + 1);
    r = end;
  }
  return node;
}

/** Where the run of rows with row `from`'s value in column `depth` ends (neighbours only, compared with ===). */
function runEnd(codes: readonly MenuValue[], width: number, from: number, to: number, depth: number): number {
  const v = codes[from * width + depth];
  let r = from + 1;
  while (r < to && codes[r * width + depth] === v) r++;
  return r;
}

/** The positions in `codec.fields` of an action's keys (its `type` left out), in the action's order. */
function fieldOrder(codec: TypeCodec, keys: readonly string[]): number[] {
  return keys
    .filter((k) => k !== 'type')
    .map((k) => {
      const i = codec.fields.findIndex((f) => f.name === k);
      if (i < 0) throw new Error(`encodeMenu: unknown field ${k} of ${codec.type}`);
      return i;
    });
}

/** Whether `a`'s own keys are exactly `keys`, in that order (checked without listing them). */
function sameKeys(a: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in a) if (keys[i++] !== k) return false;
  return i === keys.length;
}

/** Menu -> actions, in the order they were encoded. */
export function expandMenu(menu: Menu): Action[] {
  const out: Action[] = [];
  for (const [ti, order, trie] of menu) {
    const codec = CODECS[ti];
    if (!codec) continue;
    const fields = order.map((i) => codec.fields[i]).filter((f): f is FieldCodec => !!f);
    if (fields.length === 0) {
      for (let i = 0; i < trie.length; i++) out.push({ type: codec.type } as unknown as Action);
      continue;
    }
    const walk = (node: MenuTrie, depth: number, acc: Record<string, MenuValue>): void => {
      const f = itemAt(fields, depth, 'expandMenu: the field of a trie level');
      if (depth === fields.length - 1) {
        // Object.assign, not a spread plus a field: one shape for every action (engine/with-fields.ts).
        for (const w of node)
          out.push(Object.assign({ type: codec.type }, acc, { [f.name]: decodeValue(f, w as MenuValue) }) as unknown as Action);
        return;
      }
      for (let i = 0; i + 1 < node.length; i += 2) {
        walk(node[i + 1] as MenuTrie, depth + 1, withFields(acc, { [f.name]: decodeValue(f, node[i] as MenuValue) }));
      }
    };
    walk(trie, 0, {});
  }
  return out;
}

/**
 * A 32-bit hash of an action's field names and values (FNV-1a over their characters), computed
 * without building a string: the diff's index. Equal actions hash alike; a match found through
 * the hash is always confirmed with sameAction, so a collision costs a match, never a wrong copy.
 */
function hashOf(action: Action): number {
  let h = FNV_OFFSET;
  for (const k in action) {
    h = hashString(h, k);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- k is one of the action's own keys (for...in), and actions hold no undefined field
    h = hashValue(h, (action as unknown as Record<string, MenuValue>)[k]!);
  }
  return h;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function hashString(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return Math.imul(h ^ 0xff, FNV_PRIME); // a separator: ('ab', 'c') and ('a', 'bc') differ
}

function hashValue(h: number, v: MenuValue): number {
  if (typeof v === 'string') return hashString(h, v);
  if (typeof v === 'number') return Math.imul(h ^ (v | 0) ^ 0x5bd1e995, FNV_PRIME); // counts are integers; others only collide
  if (typeof v === 'boolean') return Math.imul(h ^ (v ? 0x3 : 0x5), FNV_PRIME);
  // A choice's option may be a flat object of IDs and counts.
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- k is one of the option's own keys (for...in), whose values are IDs and counts
  for (const k in v) h = hashValue(hashString(h, k), v[k]!);
  return Math.imul(h ^ 0xfe, FNV_PRIME);
}

/**
 * A list kept for the next diff (a writer keeps its last one until the seat's next message, about
 * a second in play): its actions, and each one's hash once something asked for it (0: not yet; a
 * hash is never 0): 4 bytes an action outlive the young generation. The index the diff looks
 * actions up in is made from it during the next message, only if a lookup needs it, and dropped
 * with that message (kept on the list, an old object, it would be kept alive past every scavenge
 * until the next full collection; a Map of hashes and an array of them were once a fifth of what
 * an action left for the old generation: docs/operations.md).
 */
interface HashedList {
  actions: readonly Action[];
  hashes: Uint32Array;
}

const hashedList = (actions: readonly Action[]): HashedList => ({ actions, hashes: new Uint32Array(actions.length) });

/** The hash of a list's action at `i` (computed once, then kept with the list). */
function hashAt(list: HashedList, i: number): number {
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i is a position in the list (indexOfList's loop)
  return list.hashes[i] || (list.hashes[i] = hashNotZero(list.actions[i]!));
}

const hashNotZero = (action: Action): number => hashOf(action) >>> 0 || 1;

/**
 * A list's index: an open-addressing table (linear probing, at most half full) from each hash to
 * the first position holding it, in two typed arrays made in one pass (no sort, no Map).
 */
interface ListIndex {
  mask: number;
  hashes: Uint32Array;
  /** Position + 1 (0: an empty slot). */
  places: Int32Array;
}

function indexOfList(list: HashedList): ListIndex {
  const n = list.actions.length;
  let size = 8;
  while (size < n * 2) size *= 2;
  const index: ListIndex = { mask: size - 1, hashes: new Uint32Array(size), places: new Int32Array(size) };
  for (let i = 0; i < n; i++) {
    const hash = hashAt(list, i);
    let slot = hash & index.mask;
    while (index.places[slot] !== 0 && index.hashes[slot] !== hash) slot = (slot + 1) & index.mask;
    if (index.places[slot] === 0) {
      index.hashes[slot] = hash;
      index.places[slot] = i + 1;
    } // else: an earlier position has this hash already (the first one is kept)
  }
  return index;
}

/** The first position of an action with this hash in the indexed list, or -1. */
function firstAt(index: ListIndex, hash: number): number {
  let slot = hash & index.mask;
  while (index.places[slot] !== 0) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- slot is masked into the table, whose arrays are mask + 1 long
    if (index.hashes[slot] === hash) return index.places[slot]! - 1;
    slot = (slot + 1) & index.mask;
  }
  return -1;
}

/** `next` as copy runs of `prev` plus menus of the actions `prev` lacks. */
export function diffLegal(prev: readonly Action[], next: readonly Action[]): LegalDiff {
  return diffIndexed(hashedList(prev), next).diff;
}

/**
 * The diff, how many actions it inserts, and `next` as the list to keep, each action `prev` holds
 * replaced by prev's own (equal) object (so that an action listed again is not kept twice) with
 * its hash if prev had it. Lists change a little between messages, so each action is first
 * compared with the one after the last found; only one not found there is hashed and looked up
 * in prev's index (a match through the hash is always confirmed with sameAction, so a collision
 * costs a match, never a wrong copy).
 */
function diffIndexed(prev: HashedList, next: readonly Action[]): { diff: LegalDiff; inserted: number; kept: HashedList } {
  const n = next.length;
  const before = prev.actions;
  // Where each next action stands in prev (-1: prev lacks it).
  const at = new Int32Array(n);
  const kept = hashedList(new Array<Action>(n));
  const keptActions = kept.actions as Action[];
  let index: ListIndex | null = null;
  let guess = 0;
  for (let i = 0; i < n; i++) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i < n = next.length
    const action = next[i]!;
    let match: Action | undefined; // prev's own object for the action, where prev holds it (at p)
    let p = guess;
    const expected = before[guess]; // undefined past prev's end
    if (expected !== undefined && sameAction(expected, action)) match = expected;
    else {
      const hash = hashNotZero(action);
      kept.hashes[i] = hash;
      p = firstAt((index ??= indexOfList(prev)), hash);
      const found = before[p]; // undefined for -1: no action of prev has this hash
      if (found !== undefined && sameAction(found, action)) match = found;
    }
    if (match !== undefined) {
      at[i] = p;
      keptActions[i] = match;
      kept.hashes[i] = prev.hashes[p] ?? 0; // 0: not hashed yet (prev's hashes are as many as its actions)
      guess = p + 1;
    } else {
      at[i] = -1;
      keptActions[i] = action;
    }
  }
  const diff: LegalDiff = [];
  let inserted = 0;
  let i = 0;
  while (i < n) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i < n = at.length
    const start = at[i]!;
    let count = 0;
    if (start >= 0) while (i + count < n && at[i + count] === start + count) count++;
    let j = i + count;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- j < n = at.length
    while (j < n && at[j]! < 0) j++;
    inserted += j - i - count;
    diff.push(Math.max(start, 0), count, encodeMenu(next.slice(i + count, j)));
    i = j;
  }
  return { diff, inserted, kept };
}

export function applyLegalDiff(prev: readonly Action[], diff: LegalDiff): Action[] {
  const out: Action[] = [];
  for (let i = 0; i + 2 < diff.length; i += 3) {
    const start = Number(diff[i]);
    const count = Number(diff[i + 1]);
    out.push(...prev.slice(start, start + count), ...expandMenu(diff[i + 2] as Menu));
  }
  return out;
}

/**
 * Server side, one per connected client: turns each legal list into the shorter of a menu and a
 * diff against the list this client got last. `reset()` when the connection is new.
 */
export class LegalWriter {
  /** The list this client holds (null: nothing sent on this connection). */
  private last: HashedList | null = null;

  reset(): void {
    this.last = null;
  }

  /** True once a non-empty list was sent and not yet followed by an empty one. */
  get holdsActions(): boolean {
    return (this.last?.actions.length ?? 0) > 0;
  }

  message(stateId: number, actions: readonly Action[]): LegalWire {
    let msg: LegalWire | null = null;
    let kept: HashedList | null = null;
    if (this.last && this.last.actions.length > 0 && actions.length > 0) {
      const indexed = diffIndexed(this.last, actions);
      const { diff, inserted } = indexed;
      kept = indexed.kept;
      const runs = diff.length / 3;
      // Clearly small (few runs, few new actions) or clearly not: no need to price both.
      if (runs <= 4 && inserted * 4 <= actions.length) msg = { s: stateId, d: diff };
      else if (inserted * 2 >= actions.length) msg = { s: stateId, m: encodeMenu(actions) };
      else {
        const m = encodeMenu(actions);
        msg = jsonLength(diff) < jsonLength(m) ? { s: stateId, d: diff } : { s: stateId, m };
      }
    }
    msg ??= { s: stateId, m: encodeMenu(actions) };
    // Kept until this seat's next message: the actions it had already, as the objects it held.
    this.last = kept ?? hashedList(actions);
    return msg;
  }
}

/** Whether JSON writes `s` as itself in quotes (no quote, backslash or control character): IDs do. */
function needsNoEscape(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c) return false;
  }
  return true;
}

/** JSON.stringify(x).length for a menu or a diff (numbers, ID strings, flags, flat objects, arrays), without the string. */
function jsonLength(x: unknown): number {
  if (typeof x === 'number' || typeof x === 'boolean') return String(x).length;
  if (typeof x === 'string') return needsNoEscape(x) ? x.length + 2 : JSON.stringify(x).length;
  if (Array.isArray(x)) {
    let n = 1 + Math.max(x.length, 1); // brackets and commas
    for (const item of x) n += jsonLength(item);
    return n;
  }
  let n = 1;
  let fields = 0;
  for (const k in x as object) {
    n += jsonLength(k) + 1 + jsonLength((x as Record<string, unknown>)[k]);
    fields++;
  }
  return n + Math.max(fields, 1);
}

/** Client side: expands each `legal` message against the list it expanded last. */
export class LegalReader {
  private last: Action[] = [];

  reset(): void {
    this.last = [];
  }

  read(message: unknown): { stateId: number; actions: Action[] } {
    const msg = (message ?? {}) as Partial<LegalWire>;
    const stateId = typeof msg.s === 'number' ? msg.s : -1;
    if (Array.isArray(msg.d)) this.last = applyLegalDiff(this.last, msg.d);
    else this.last = Array.isArray(msg.m) ? expandMenu(msg.m) : [];
    return { stateId, actions: [...this.last] };
  }
}
