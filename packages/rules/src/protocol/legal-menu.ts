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
import { ActionSchema, type Action } from '../actions/schema';

/** A field value: an ID, a count, a flag, or (a choice's option) a flat object of IDs and counts. */
type Value = string | number | boolean | { readonly [field: string]: string | number };

/** A trie level: `[value, child, value, child, ...]`; the last level is a plain list of values. */
export type MenuTrie = (Value | MenuTrie)[];
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
  if (s instanceof z.ZodEnum) values = s.options as unknown[];
  else if (s instanceof z.ZodLiteral) values = [...s.values];
  return values && values.every((v) => typeof v === 'string') ? (values as string[]) : null;
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
const TYPE_INDEX: ReadonlyMap<string, number> = new Map(CODECS.map((c, i) => [c.type, i]));

const encodeValue = (f: FieldCodec, v: Value): Value => {
  if (f.options && typeof v === 'string') {
    const i = f.options.indexOf(v);
    if (i >= 0) return i;
  }
  return v;
};
const decodeValue = (f: FieldCodec, w: Value): Value => (f.options && typeof w === 'number' ? (f.options[w] ?? w) : w);

/** Actions -> menu. Throws on an action that is not of ActionSchema's shape (legal lists are). */
export function encodeMenu(actions: readonly Action[]): Menu {
  const menu: Menu = [];
  // Field orders by "type|keys" (one lookup per action instead of one search per field).
  const orders = new Map<string, number[]>();
  let lastOrder: number[] | null = null;
  for (const action of actions) {
    const a = action as unknown as Record<string, Value>;
    const ti = TYPE_INDEX.get(a.type as string);
    if (ti === undefined) throw new Error(`encodeMenu: unknown action type ${String(a.type)}`);
    const codec = CODECS[ti]!;
    const keys = Object.keys(a);
    const signature = `${ti}|${keys.join(',')}`;
    let order = orders.get(signature);
    if (!order) {
      order = keys
        .filter((k) => k !== 'type')
        .map((k) => {
          const i = codec.fields.findIndex((f) => f.name === k);
          if (i < 0) throw new Error(`encodeMenu: unknown field ${k} of ${codec.type}`);
          return i;
        });
      orders.set(signature, order);
    }
    let group = menu[menu.length - 1];
    if (!group || order !== lastOrder) {
      group = [ti, order, []];
      menu.push(group);
      lastOrder = order;
    }
    let node = group[2];
    if (order.length === 0) node.push(0);
    order.forEach((fi, depth) => {
      const f = codec.fields[fi]!;
      const v = encodeValue(f, a[f.name]!);
      if (depth === order.length - 1) {
        node.push(v);
        return;
      }
      // Merge with the previous entry when it has the same value at this level (neighbours only).
      if (node.length >= 2 && node[node.length - 2] === v) node = node[node.length - 1] as MenuTrie;
      else {
        const child: MenuTrie = [];
        node.push(v, child);
        node = child;
      }
    });
  }
  return menu;
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
    const walk = (node: MenuTrie, depth: number, acc: Record<string, Value>): void => {
      const f = fields[depth]!;
      if (depth === fields.length - 1) {
        for (const w of node) out.push({ type: codec.type, ...acc, [f.name]: decodeValue(f, w as Value) } as unknown as Action);
        return;
      }
      for (let i = 0; i + 1 < node.length; i += 2) {
        walk(node[i + 1] as MenuTrie, depth + 1, { ...acc, [f.name]: decodeValue(f, node[i] as Value) });
      }
    };
    walk(trie, 0, {});
  }
  return out;
}

/**
 * A key per action: its field names, value types and values. Equal keys mean deep-equal actions
 * (ActionSchema values never hold the separator); a different key order only costs a match.
 */
function keyOf(action: Action): string {
  let key = '';
  for (const k in action) {
    const v = (action as unknown as Record<string, Value>)[k]!;
    // A choice's option may be an object: its JSON (the rules' own field order) tells options apart.
    key += `${k}\u0001${typeof v}${typeof v === 'object' ? JSON.stringify(v) : String(v)}\u0001`;
  }
  return key;
}

/** Position of each action (its first occurrence) by key. */
function indexOf(keys: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  keys.forEach((k, i) => {
    if (!index.has(k)) index.set(k, i);
  });
  return index;
}

/** `next` as copy runs of `prev` plus menus of the actions `prev` lacks. */
export function diffLegal(prev: readonly Action[], next: readonly Action[]): LegalDiff {
  return diffIndexed(indexOf(prev.map(keyOf)), next, next.map(keyOf)).diff;
}

function diffIndexed(
  index: ReadonlyMap<string, number>,
  next: readonly Action[],
  keys: readonly string[],
): { diff: LegalDiff; inserted: number } {
  const diff: LegalDiff = [];
  let inserted = 0;
  let i = 0;
  while (i < next.length) {
    const start = index.get(keys[i]!);
    let count = 0;
    if (start !== undefined) while (i + count < next.length && index.get(keys[i + count]!) === start + count) count++;
    let j = i + count;
    while (j < next.length && !index.has(keys[j]!)) j++;
    inserted += j - i - count;
    diff.push(start ?? 0, count, encodeMenu(next.slice(i + count, j)));
    i = j;
  }
  return { diff, inserted };
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
  /** Positions by key of the list this client holds (null: nothing sent on this connection). */
  private last: Map<string, number> | null = null;
  private lastLength = 0;

  reset(): void {
    this.last = null;
    this.lastLength = 0;
  }

  /** True once a non-empty list was sent and not yet followed by an empty one. */
  get holdsActions(): boolean {
    return this.lastLength > 0;
  }

  message(stateId: number, actions: readonly Action[]): LegalWire {
    const keys = actions.map(keyOf);
    let msg: LegalWire | null = null;
    if (this.last && this.lastLength > 0 && actions.length > 0) {
      const { diff, inserted } = diffIndexed(this.last, actions, keys);
      const runs = diff.length / 3;
      // Clearly small (few runs, few new actions) or clearly not: no need to price both.
      if (runs <= 4 && inserted * 4 <= actions.length) msg = { s: stateId, d: diff };
      else if (inserted * 2 >= actions.length) msg = { s: stateId, m: encodeMenu(actions) };
      else {
        const m = encodeMenu(actions);
        msg = JSON.stringify(diff).length < JSON.stringify(m).length ? { s: stateId, d: diff } : { s: stateId, m };
      }
    }
    msg ??= { s: stateId, m: encodeMenu(actions) };
    this.last = indexOf(keys);
    this.lastLength = actions.length;
    return msg;
  }
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
