/**
 * A copy-on-write draft of a plain-JSON tree (objects and arrays only, as GameState is): reads go
 * to the original until something is written; a write copies the written object (shallowly) and
 * its ancestors, never the rest. `finish` returns the new tree: an object nothing wrote into, at
 * any depth, is the original's own object; a written one is a new object. The original is never
 * touched (it may be deep-frozen).
 *
 * Same idea as immer, narrowed to plain JSON (no Maps, Sets, classes, getters, freezing or
 * patches): an action costs about a quarter less than with immer (docs/operations.md "Engine").
 */
type Tree = Record<string | symbol, unknown>;

const NODE: unique symbol = Symbol('copy-on-write node');

interface Node {
  base: Tree;
  /** The shallow copy holding this object's writes; null while nothing below it was written. */
  copy: Tree | null;
  parent: Node | null;
  /** Drafts handed out for the original's children, by key (only while that key still holds them). */
  children: Map<string | symbol, Node> | null;
  /** Keys an object was written to (each once): with `children`, all finish has to look at. */
  written: (string | symbol)[] | null;
  proxy: Tree;
  /** The finished object, once finish has reached this node. */
  done: Tree | null;
}

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null;
const nodeOf = (v: unknown): Node | undefined => (isTree(v) ? (v[NODE] as Node | undefined) : undefined);

const shallowCopy = (base: Tree): Tree => (Array.isArray(base) ? base.slice() : { ...base }) as Tree;

/** The copy a write goes to: made on the node's first write, with its ancestors' (each copied once). */
function writableCopy(node: Node): Tree {
  if (node.copy) return node.copy;
  const copy = shallowCopy(node.base);
  node.copy = copy;
  for (let n = node.parent; n && !n.copy; n = n.parent) n.copy = shallowCopy(n.base);
  return copy;
}

/** The get trap: a primitive or a value written in this draft as it is, an original object as its draft. */
function read(target: Tree, prop: string | symbol): unknown {
  const node = target[NODE] as Node;
  if (prop === NODE) return node;
  const base = node.base;
  const copy = node.copy;
  const value = copy === null ? base[prop] : copy[prop];
  if (!isTree(value) || (copy !== null && value !== base[prop])) return value; // a primitive, or written in this draft
  const children = node.children;
  let child = children === null ? undefined : children.get(prop);
  if (child === undefined || child.base !== value) {
    child = createNode(value, node);
    (node.children ??= new Map()).set(prop, child);
  }
  return child.proxy;
}

const traps: ProxyHandler<Tree> = {
  get: read,
  set(target, prop, value) {
    const node = target[NODE] as Node;
    const source = node.copy ?? node.base;
    // Writing what is already there changes nothing (a child's draft for what is there included).
    if (!isTree(value) && source[prop] === value && Object.prototype.hasOwnProperty.call(source, prop)) return true;
    const drafted = nodeOf(value);
    if (drafted && drafted === node.children?.get(prop) && drafted.base === source[prop]) return true;
    writableCopy(node)[prop] = value;
    node.children?.delete(prop);
    if (isTree(value)) {
      const written = (node.written ??= []);
      if (!written.includes(prop)) written.push(prop);
    }
    return true;
  },
  deleteProperty(target, prop) {
    const node = target[NODE] as Node;
    Reflect.deleteProperty(writableCopy(node), prop);
    node.children?.delete(prop);
    return true;
  },
  has(target, prop) {
    const node = target[NODE] as Node;
    return prop in (node.copy ?? node.base);
  },
  ownKeys(target) {
    const node = target[NODE] as Node;
    return Reflect.ownKeys(node.copy ?? node.base);
  },
  getOwnPropertyDescriptor(target, prop) {
    const node = target[NODE] as Node;
    const source = node.copy ?? node.base;
    if (!(prop in source) || !Object.prototype.hasOwnProperty.call(source, prop)) return undefined;
    if (prop === 'length' && Array.isArray(source)) return { value: source.length, writable: true, enumerable: false, configurable: false };
    return { value: read(target, prop), writable: true, enumerable: true, configurable: true };
  },
  defineProperty() {
    throw new Error('copy-on-write: defineProperty on a draft is not supported');
  },
};

function createNode(base: Tree, parent: Node | null): Node {
  // The proxy's target only carries the node (and is an array for arrays, so Array.isArray holds).
  const target = (Array.isArray(base) ? [] : {}) as Tree;
  const node: Node = { base, copy: null, parent, children: null, written: null, proxy: target, done: null };
  target[NODE] = node; // a plain (configurable) property: the traps never list it
  node.proxy = new Proxy(target, traps);
  return node;
}

/**
 * Object.keys(value) for a draft or a plain object: a draft's keys are read from the object it
 * stands for now (the same keys in the same order), not through the proxy, whose per-key
 * descriptor traps make Object.keys/values/entries on a draft some hundred times slower in V8.
 */
export function keysOf<T extends object>(value: T): (keyof T & string)[] {
  const node = nodeOf(value);
  return Object.keys(node ? (node.copy ?? node.base) : value) as (keyof T & string)[];
}

/** A draft of `base`: change it like a plain object, then `finish` it. */
export function draftOf<T extends object>(base: T): T {
  return createNode(base as unknown as Tree, null).proxy as unknown as T;
}

/** The tree a draft stands for now, with every draft inside it replaced by its finished object. */
export function finish<T extends object>(draft: T): T {
  const node = nodeOf(draft);
  if (!node) throw new Error('copy-on-write: finish expects a draft');
  return finishNode(node) as unknown as T;
}

function finishNode(node: Node): Tree {
  if (node.done) return node.done;
  if (!node.copy) return (node.done = node.base);
  const copy = node.copy;
  node.done = copy; // set first: a tree that holds its own draft finishes once
  // Only two kinds of entries can hold drafts: an original child a draft was handed out for (while
  // its key still holds it), and an object written in (set records its key). The rest is original.
  if (node.children) {
    for (const [key, child] of node.children) if (copy[key] === child.base) copy[key] = finishNode(child);
  }
  if (node.written) {
    const base = node.base;
    for (const key of node.written) {
      const value = copy[key];
      if (isTree(value) && value !== base[key]) copy[key] = finishValue(value);
    }
  }
  return copy;
}

/** A value written into a draft: a draft (finish it) or a new object (finish the drafts inside it). */
function finishValue(value: Tree): Tree {
  const node = nodeOf(value);
  if (node) return finishNode(node);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (!isTree(v)) continue;
      const done = finishValue(v);
      if (done !== v) value[i] = done; // only new objects hold drafts: an original is never written
    }
    return value;
  }
  for (const key in value) {
    const v = value[key];
    if (!isTree(v)) continue;
    const done = finishValue(v);
    if (done !== v) value[key] = done; // only new objects hold drafts: an original is never written
  }
  return value;
}
