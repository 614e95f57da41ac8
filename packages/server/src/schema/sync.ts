/**
 * The one way game state reaches the schema: GameState -> viewFor -> wire shape -> RoomState.
 *
 * - `state.game` is written from toWireGame(viewFor(state, 'spectator')): what everybody may see.
 * - `state.invaderSecrets` / `state.defenderSecrets` are written from toWireSecrets(viewFor(state,
 *   seat), publicView): the parts of that seat's view the public view lacks. Their fields are
 *   @view() and only the seat's StateView holds them.
 *
 * So a secret can only ever reach a per-seat @view() object: nothing here reads GameState
 * directly, every value comes out of viewFor and the shapes of @stronghold/protocol.
 *
 * Only what changed is written: values are compared before writing, and a source subtree that is
 * the very object the same schema node was last written from is skipped without looking inside
 * (the engine shares unchanged subtrees between states; without sharing, the comparison still
 * writes nothing that did not change). Sources are never mutated after a sync (states and views
 * are immutable), which is what makes the identity check sound. viewFor, toWireGame and
 * toWireSecrets are given the last views and wire forms (their `previous`), so the copies they make
 * of unchanged parts (the redacted Invader, Defender, decks, the secrets) are shared and skipped too.
 */
import { ArraySchema, MapSchema, Schema } from '@colyseus/schema';
import { viewFor, type GameState, type GameView, type PreviousView, type Seat, type Viewer } from '@stronghold/rules';
import { secretsNotCarried, toWireGame, toWireSecrets, type WireGame, type WireSecrets } from '@stronghold/protocol';
import { RoomState } from './room-state';

type FieldType = string | (new () => Schema) | { array: FieldType } | { map: FieldType };
interface FieldMeta {
  name: string;
  type: FieldType;
}
type Plain = Record<string, unknown>;

const METADATA: symbol = (Symbol as unknown as { metadata?: symbol }).metadata ?? Symbol.for('Symbol.metadata');

/** The schema fields of a class, from @colyseus/schema's metadata (decorator order). */
function schemaFields(ctor: object): FieldMeta[] {
  const md = (ctor as unknown as Record<symbol, Record<string, FieldMeta> | undefined>)[METADATA];
  if (!md) throw new Error('not a schema class (no @colyseus/schema metadata)');
  return Object.entries(md)
    .filter(([k]) => /^\d+$/.test(k))
    .map(([, f]) => ({ name: f.name, type: f.type }));
}

const isPrimitiveType = (t: FieldType): t is string => typeof t === 'string';

/** What the sync could not carry (should always be empty; the room logs it, tests assert it). */
export interface SyncReport {
  /** Source paths the schema does not declare (a rules field the schema lacks). */
  unknownPaths: string[];
  /** Values at the unknown paths (carried in game.extrasJson). */
  extras: Record<string, unknown>;
  /** Only with `checkSecrets`: parts of a seat's view that differ from the public one and are not carried. */
  unmappedSecrets: string[];
  /** Schema nodes skipped because their source subtree was the one they were last written from. */
  skipped: number;
}

interface Written {
  src: unknown;
  /** This node's path (for reports; made once, when the node is first written). */
  path: string;
  /** Unknown paths found under this node when it was written (re-reported when skipped). */
  unknown: readonly (readonly [path: string, value: unknown])[];
  /**
   * What each field of the node holds now (a primitive, a child node, or undefined): a plain
   * object read instead of the schema's accessors. Only this class writes these nodes, so it
   * stays exact; an entry is dropped when a write throws (the node is then read afresh).
   */
  held: Record<string, unknown>;
}

/** Shared by every node with nothing unknown under it (the usual case): no array per node per sync. */
const NO_UNKNOWN: Written['unknown'] = [];

const SECRETS_FIELD = { invader: 'invaderSecrets', defender: 'defenderSecrets' } as const satisfies Record<Seat, keyof RoomState>;

/** The views and wire forms of the last state written: the next sync makes its own from them (viewFor's `previous`). */
interface LastWritten {
  state: GameState;
  publicView: GameView;
  game: WireGame;
  seats: Record<Seat, { view: GameView; secrets: WireSecrets }>;
}

/** Mirrors game states into one RoomState; one per room (it remembers what it wrote). */
export class RoomStateSync {
  private readonly fields = new Map<object, { list: FieldMeta[]; names: ReadonlySet<string> }>();
  private readonly written = new WeakMap<Schema, Written>();
  /** Lists: the source list each was last written from in full (a primitive list's items are the list's). */
  private readonly listSources = new WeakMap<ArraySchema<unknown>, readonly unknown[]>();
  /** Lists of nodes: their items as a plain array (ArraySchema reads go through a Proxy). */
  private readonly listItems = new WeakMap<ArraySchema<unknown>, Schema[]>();
  /** Maps: the source object each was last written from in full (its non-null entries are the map's). */
  private readonly mapSources = new WeakMap<MapSchema<unknown>, Plain>();
  /**
   * Lists and maps of nodes: the unknown paths found under each when it was last written. Met
   * with the very source it was last written from, such a list or map is skipped like a node (each
   * of its items would be: the source's items are the same objects) and these are reported again.
   */
  private readonly containerUnknown = new WeakMap<ArraySchema<unknown> | MapSchema<unknown>, Written['unknown']>();

  /**
   * The views and wire forms of the last state written, so that the next ones share the copies
   * whose sources did not change (and their nodes are skipped). Only pure results are kept: a
   * failed write leaves them as valid as before.
   */
  private last: LastWritten | undefined;

  /** `views` is the rules' viewFor (a test may pass one that shares unchanged subtrees, or that ignores `previous`). */
  constructor(
    private readonly target: RoomState,
    private readonly views: (state: GameState, viewer: Viewer, previous?: PreviousView) => GameView = viewFor,
  ) {}

  /**
   * Writes `state` into the target. `checkSecrets` adds the full scan for secrets the wire would
   * not carry (secretsNotCarried): for tests, too slow for every action in production.
   */
  apply(state: GameState, options: { checkSecrets?: boolean } = {}): SyncReport {
    const report: SyncReport = { unknownPaths: [], extras: {}, unmappedSecrets: [], skipped: 0 };
    const last = this.last;
    const publicView = this.views(state, 'spectator', last && { state: last.state, view: last.publicView });
    const game = toWireGame(publicView, last && { view: last.publicView, wire: last.game });
    const seats = {} as LastWritten['seats'];
    for (const seat of ['invader', 'defender'] as const satisfies readonly Seat[]) {
      const before = last?.seats[seat];
      const view = this.views(state, seat, before && { state: last.state, view: before.view });
      const secrets = toWireSecrets(view, publicView, before && { view: before.view, wire: before.secrets, publicView: last.publicView });
      seats[seat] = { view, secrets };
    }
    this.last = { state, publicView, game, seats };

    this.reconcile(this.target.game, game, '', 'game', report);
    const extrasJson = report.unknownPaths.length ? JSON.stringify(report.extras) : '{}';
    if (this.target.game.extrasJson !== extrasJson) this.target.game.extrasJson = extrasJson;
    for (const seat of ['invader', 'defender'] as const satisfies readonly Seat[]) {
      const field = SECRETS_FIELD[seat];
      this.reconcile(this.target[field], seats[seat].secrets as unknown as Plain, '', field, report);
      if (options.checkSecrets) report.unmappedSecrets.push(...secretsNotCarried(seats[seat].view, publicView));
    }
    return report;
  }

  private fieldsOf(ctor: object): { list: FieldMeta[]; names: ReadonlySet<string> } {
    let f = this.fields.get(ctor);
    if (!f) {
      const list = schemaFields(ctor);
      this.fields.set(ctor, (f = { list, names: new Set(list.map((x) => x.name)) }));
    }
    return f;
  }

  /**
   * `target` at `parentPath` and `key` (a field or map key, or an index). Its path string is made
   * only the first time the node is written and then kept: paths are for reports, and building
   * one per node per action was a large share of the sync's garbage.
   */
  private reconcile(target: Schema, src: Plain, parentPath: string, key: string | number, report: SyncReport): void {
    const last = this.written.get(target);
    if (last && last.src === src) {
      report.skipped++;
      for (const [p, v] of last.unknown) this.reportUnknown(report, p, v);
      return;
    }
    const fields = this.fieldsOf(target.constructor);
    const t = target as unknown as Record<string, unknown>;
    const entry: Written = last ?? {
      src: undefined,
      path: childPath(parentPath, key),
      unknown: NO_UNKNOWN,
      held: heldValues(t, fields.list),
    };
    const { path, held } = entry;
    const before = report.unknownPaths.length;
    try {
      this.writeFields(t, src, fields.list, held, path, report);
    } catch (e) {
      // A throw leaves no entry that would skip or misread this node next time.
      this.written.delete(target);
      throw e;
    }
    for (const k in src) {
      if (src[k] === undefined || k === 'extrasJson' || fields.names.has(k)) continue;
      this.reportUnknown(report, `${path}.${k}`, src[k]);
    }
    entry.unknown = unknownSince(report, before);
    entry.src = src;
    if (!last) this.written.set(target, entry);
  }

  private writeFields(
    t: Record<string, unknown>,
    src: Plain,
    fields: readonly FieldMeta[],
    held: Record<string, unknown>,
    path: string,
    report: SyncReport,
  ): void {
    for (const { name, type } of fields) {
      if (name === 'extrasJson') continue;
      const value = src[name];
      if (value === null || value === undefined) {
        if (held[name] !== undefined) t[name] = held[name] = undefined;
        continue;
      }
      if (isPrimitiveType(type)) {
        if (held[name] !== value) t[name] = held[name] = value;
        continue;
      }
      let child = held[name];
      if (!child) {
        child = typeof type === 'function' ? new type() : 'array' in type ? new ArraySchema<unknown>() : new MapSchema<unknown>();
        t[name] = held[name] = child;
      }
      if (typeof type === 'function') this.reconcile(child as Schema, value as Plain, path, name, report);
      else if ('array' in type) this.reconcileArray(child as ArraySchema<unknown>, value as unknown[], type.array, path, name, report);
      else this.reconcileMap(child as MapSchema<unknown>, value as Plain, type.map, path, name, report);
    }
  }

  /** Only public paths are carried in extrasJson: an unknown secret field is reported, never published. */
  private reportUnknown(report: SyncReport, path: string, value: unknown): void {
    report.unknownPaths.push(path);
    if (path.startsWith('game.')) report.extras[extrasKey(path)] = value;
  }

  private reconcileArray(
    arr: ArraySchema<unknown>,
    values: unknown[],
    type: FieldType,
    parentPath: string,
    key: string,
    report: SyncReport,
  ): void {
    if (isPrimitiveType(type)) {
      // Primitive lists (the spell row, the Library) are rewritten whole when anything changed:
      // per-index rewrites of a reordered list desynced decoders behind StateViews (a duplicated
      // row entry seen in the full-game test); clear + push is one unambiguous operation.
      const lastValues = this.listSources.get(arr);
      if (lastValues === values) return;
      if (lastValues ? sameList(lastValues, values) : arr.length === values.length && sameItems(arr, values)) {
        this.listSources.set(arr, values);
        return;
      }
      this.listSources.delete(arr);
      arr.clear();
      arr.push(...values);
      this.listSources.set(arr, values);
      return;
    }
    if (this.listSources.get(arr) === values) {
      this.skipContainer(arr, report);
      return;
    }
    // Dropped while writing: a throw below leaves no stale source to compare with.
    this.listSources.delete(arr);
    const before = report.unknownPaths.length;
    const known = this.listItems.get(arr);
    const items = known ?? (Array.from(arr) as Schema[]);
    try {
      if (items.length > values.length) {
        arr.splice(values.length, items.length - values.length);
        items.length = values.length;
      }
      const path = childPath(parentPath, key);
      for (let i = 0; i < values.length; i++) {
        let item = items[i];
        if (!item) {
          item = new (type as new () => Schema)();
          arr.push(item);
          items.push(item);
        }
        this.reconcile(item, values[i] as Plain, path, i, report);
      }
    } catch (e) {
      this.listItems.delete(arr);
      throw e;
    }
    if (!known) this.listItems.set(arr, items);
    this.listSources.set(arr, values);
    this.containerUnknown.set(arr, unknownSince(report, before));
  }

  /** A list or map of nodes met with the source it was last written from in full: its unknown paths again, nothing written. */
  private skipContainer(container: ArraySchema<unknown> | MapSchema<unknown>, report: SyncReport): void {
    report.skipped++;
    for (const [p, v] of this.containerUnknown.get(container) ?? NO_UNKNOWN) this.reportUnknown(report, p, v);
  }

  private reconcileMap(map: MapSchema<unknown>, obj: Plain, type: FieldType, parentPath: string, key: string, report: SyncReport): void {
    const lastObj = this.mapSources.get(map);
    const primitive = isPrimitiveType(type);
    if (lastObj === obj) {
      if (!primitive) this.skipContainer(map, report);
      return;
    }
    const before = report.unknownPaths.length;
    // Dropped while writing: a throw below leaves no stale source to compare with.
    this.mapSources.delete(map);
    if (lastObj) {
      for (const k in lastObj)
        if (lastObj[k] !== undefined && lastObj[k] !== null && (obj[k] === undefined || obj[k] === null)) map.delete(k);
    } else {
      for (const k of Array.from(map.keys())) if (obj[k] === undefined || obj[k] === null) map.delete(k);
    }
    const path = childPath(parentPath, key);
    for (const k in obj) {
      const v = obj[k];
      if (v === undefined || v === null) continue;
      if (primitive) {
        if ((lastObj ? lastObj[k] : map.get(k)) !== v) map.set(k, v);
      } else {
        if (map.get(k) === undefined) map.set(k, new (type as new () => Schema)());
        this.reconcile(map.get(k) as Schema, v as Plain, path, k, report);
      }
    }
    this.mapSources.set(map, obj);
    if (!primitive) this.containerUnknown.set(map, unknownSince(report, before));
  }
}

/** The unknown paths reported since `before` (an index into report.unknownPaths), with their values. */
function unknownSince(report: SyncReport, before: number): Written['unknown'] {
  return report.unknownPaths.length === before
    ? NO_UNKNOWN
    : report.unknownPaths.slice(before).map((p): [string, unknown] => [p, report.extras[extrasKey(p)]]);
}

/** What a node's fields hold, read once through the schema's accessors (a node met for the first time). */
function heldValues(t: Record<string, unknown>, fields: readonly FieldMeta[]): Record<string, unknown> {
  const held: Record<string, unknown> = {};
  for (const { name } of fields) held[name] = t[name];
  return held;
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** 'game' + 'invader' -> 'game.invader'; 'game.prompts' + 0 -> 'game.prompts[0]'; '' + 'game' -> 'game'. */
function childPath(parentPath: string, key: string | number): string {
  if (typeof key === 'number') return `${parentPath}[${key}]`;
  return parentPath ? `${parentPath}.${key}` : key;
}

/** Whether a schema list holds exactly `values`, item by item (no closure, no copy). */
function sameItems(arr: ArraySchema<unknown>, values: readonly unknown[]): boolean {
  for (let i = 0; i < values.length; i++) if (arr[i] !== values[i]) return false;
  return true;
}

/** 'game.invader.someField' -> 'invader.someField' (the key in game.extrasJson). */
const extrasKey = (path: string): string => path.replace(/^game\./, '');
