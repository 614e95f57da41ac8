/**
 * The one way game state reaches the schema: GameState -> viewFor -> wire shape -> RoomState.
 *
 * - `state.game` is written from toWireGame(viewFor(state, 'spectator')): what everybody may see.
 * - `state.invaderSecrets` / `state.defenderSecrets` are written from toWireSecrets(viewFor(state,
 *   seat), publicView): the parts of that seat's view the public view lacks. Their fields are
 *   @view() and only the seat's StateView holds them.
 *
 * So a secret can only ever reach a per-seat @view() object: nothing here reads GameState
 * directly, every value comes out of viewFor and the shapes of @stronghold/rules/protocol.
 *
 * Only what changed is written: values are compared before writing, and a source subtree that is
 * the very object the same schema node was last written from is skipped without looking inside
 * (the engine shares unchanged subtrees between states; without sharing, the comparison still
 * writes nothing that did not change). Sources are never mutated after a sync (states and views
 * are immutable), which is what makes the identity check sound.
 */
import { ArraySchema, MapSchema, Schema } from '@colyseus/schema';
import { viewFor, type GameState, type GameView, type Seat, type Viewer } from '@stronghold/rules';
import { secretsNotCarried, toWireGame, toWireSecrets } from '@stronghold/rules/protocol';
import { GameSchema } from './game';
import { RoomState, SeatSecretsSchema } from './room-state';

type FieldType = string | (new () => Schema) | { array: FieldType } | { map: FieldType };
interface FieldMeta {
  name: string;
  type: FieldType;
}
type Plain = Record<string, unknown>;

const METADATA: symbol = (Symbol as unknown as { metadata?: symbol }).metadata ?? Symbol.for('Symbol.metadata');

/** The schema fields of a class, from @colyseus/schema's metadata (decorator order). */
function schemaFields(ctor: object): FieldMeta[] {
  const md = (ctor as unknown as Record<symbol, Record<string, FieldMeta>>)[METADATA];
  return Object.keys(md)
    .filter((k) => /^\d+$/.test(k))
    .map((k) => ({ name: md[k].name, type: md[k].type }));
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
  /** Unknown paths found under this node when it was written (re-reported when skipped). */
  unknown: [path: string, value: unknown][];
}

/** Mirrors game states into one RoomState; one per room (it remembers what it wrote). */
export class RoomStateSync {
  private readonly fields = new Map<object, { list: FieldMeta[]; names: ReadonlySet<string> }>();
  private readonly written = new WeakMap<Schema, Written>();

  /** `views` is the rules' viewFor (a test may pass one that shares unchanged subtrees). */
  constructor(
    private readonly target: RoomState,
    private readonly views: (state: GameState, viewer: Viewer) => GameView = viewFor,
  ) {}

  /**
   * Writes `state` into the target. `checkSecrets` adds the full scan for secrets the wire would
   * not carry (secretsNotCarried): for tests, too slow for every action in production.
   */
  apply(state: GameState, options: { checkSecrets?: boolean } = {}): SyncReport {
    const report: SyncReport = { unknownPaths: [], extras: {}, unmappedSecrets: [], skipped: 0 };
    const publicView = this.views(state, 'spectator');
    if (!this.target.game) this.target.game = new GameSchema();
    this.reconcile(this.target.game, toWireGame(publicView) as unknown as Plain, 'game', report);
    const extrasJson = JSON.stringify(report.extras);
    if (this.target.game.extrasJson !== extrasJson) this.target.game.extrasJson = extrasJson;
    for (const seat of ['invader', 'defender'] as const satisfies readonly Seat[]) {
      const seatView = this.views(state, seat);
      const secrets = this.target[`${seat}Secrets`] as SeatSecretsSchema;
      this.reconcile(secrets, toWireSecrets(seatView, publicView) as unknown as Plain, `${seat}Secrets`, report);
      if (options.checkSecrets) report.unmappedSecrets.push(...secretsNotCarried(seatView, publicView));
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

  private reconcile(target: Schema, src: Plain, path: string, report: SyncReport): void {
    const last = this.written.get(target);
    if (last && last.src === src) {
      report.skipped++;
      for (const [p, v] of last.unknown) this.reportUnknown(report, p, v);
      return;
    }
    const before = report.unknownPaths.length;
    const fields = this.fieldsOf(target.constructor);
    const t = target as unknown as Record<string, unknown>;
    for (const { name, type } of fields.list) {
      if (name === 'extrasJson') continue;
      const value = src[name];
      if (value === null || value === undefined) {
        if (t[name] !== undefined) t[name] = undefined;
        continue;
      }
      if (isPrimitiveType(type)) {
        if (t[name] !== value) t[name] = value;
      } else if (typeof type === 'function') {
        if (!t[name]) t[name] = new type();
        this.reconcile(t[name] as Schema, value as Plain, `${path}.${name}`, report);
      } else if ('array' in type) {
        if (!t[name]) t[name] = new ArraySchema<unknown>();
        this.reconcileArray(t[name] as ArraySchema<unknown>, value as unknown[], type.array, `${path}.${name}`, report);
      } else {
        if (!t[name]) t[name] = new MapSchema<unknown>();
        this.reconcileMap(t[name] as MapSchema<unknown>, value as Plain, type.map, `${path}.${name}`, report);
      }
    }
    for (const k of Object.keys(src)) {
      if (src[k] === undefined || k === 'extrasJson' || fields.names.has(k)) continue;
      this.reportUnknown(report, `${path}.${k}`, src[k]);
    }
    const unknown = report.unknownPaths.slice(before).map((p): [string, unknown] => [p, report.extras[extrasKey(p)]]);
    // Written last: a throw above leaves no stale entry that would skip this node next time.
    this.written.set(target, { src, unknown });
  }

  /** Only public paths are carried in extrasJson: an unknown secret field is reported, never published. */
  private reportUnknown(report: SyncReport, path: string, value: unknown): void {
    report.unknownPaths.push(path);
    if (path.startsWith('game.')) report.extras[extrasKey(path)] = value;
  }

  private reconcileArray(arr: ArraySchema<unknown>, values: unknown[], type: FieldType, path: string, report: SyncReport): void {
    if (isPrimitiveType(type)) {
      // Primitive lists (the spell row, the Library) are rewritten whole when anything changed:
      // per-index rewrites of a reordered list desynced decoders behind StateViews (a duplicated
      // row entry seen in the full-game test); clear + push is one unambiguous operation.
      if (arr.length === values.length && values.every((v, i) => arr[i] === v)) return;
      arr.clear();
      arr.push(...values);
      return;
    }
    if (arr.length > values.length) arr.splice(values.length, arr.length - values.length);
    for (let i = 0; i < values.length; i++) {
      if (i >= arr.length) arr.push(new (type as new () => Schema)());
      this.reconcile(arr[i] as Schema, values[i] as Plain, `${path}[${i}]`, report);
    }
  }

  private reconcileMap(map: MapSchema<unknown>, obj: Plain, type: FieldType, path: string, report: SyncReport): void {
    for (const key of Array.from(map.keys())) if (obj[key] === undefined || obj[key] === null) map.delete(key);
    for (const [key, v] of Object.entries(obj)) {
      if (v === undefined || v === null) continue;
      if (isPrimitiveType(type)) {
        if (map.get(key) !== v) map.set(key, v);
      } else {
        if (map.get(key) === undefined) map.set(key, new (type as new () => Schema)());
        this.reconcile(map.get(key) as Schema, v as Plain, `${path}.${key}`, report);
      }
    }
  }
}

/** 'game.invader.someField' -> 'invader.someField' (the key in game.extrasJson). */
const extrasKey = (path: string): string => path.replace(/^game\./, '');
