/**
 * `{ ...base, ...fields }`, built without V8's slow path: in Node 20, an object spread followed by
 * a property its source lacks makes a new hidden class on every call, and the wire mapping runs
 * for every patch of every room (docs/benchmarks.md "Server under load").
 * Object.assign onto a fresh object keeps one shape per sequence of keys. The rules have the same
 * helper; the protocol keeps its own, as it imports only the rules' public entry points.
 */
export function withFields<T extends object, F extends object>(base: T, fields: F): Omit<T, keyof F> & F {
  return Object.assign({}, base, fields);
}
