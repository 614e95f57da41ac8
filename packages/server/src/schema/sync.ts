/**
 * The one way game state reaches the schema: GameState -> viewFor -> RoomState.
 *
 * - `state.game` is written from viewFor(state, 'spectator'): what everybody may see.
 * - `state.invaderSecrets` / `state.defenderSecrets` are written from viewFor(state, seat): the
 *   parts of that seat's view that the public view lacks (Library, face-down Illusionary values,
 *   Illusionary reserve, Desperation cards, secret prompt options). They are @view() fields that
 *   only the seat's StateView holds.
 *
 * Nothing here reads a secret field of GameState directly: every value comes out of viewFor, so
 * a redaction in the rules cannot be bypassed. Writes are minimal (unchanged values are not
 * touched), so patches stay small.
 */
import { ArraySchema, MapSchema, Schema } from '@colyseus/schema';
import { viewFor, type GameState, type GameView, type Seat } from '@stronghold/rules';
import { GameSchema } from './game';
import { RoomState, SeatSecretsSchema } from './room-state';

type FieldType = string | (new () => Schema) | { array: FieldType } | { map: FieldType };
interface FieldMeta {
  name: string;
  type: FieldType;
}

const METADATA: symbol = (Symbol as unknown as { metadata?: symbol }).metadata ?? Symbol.for('Symbol.metadata');
const fieldCache = new Map<object, FieldMeta[]>();

function fieldsOf(ctor: object): FieldMeta[] {
  let fields = fieldCache.get(ctor);
  if (!fields) {
    const md = (ctor as unknown as Record<symbol, Record<string, FieldMeta>>)[METADATA];
    fields = Object.keys(md)
      .filter((k) => /^\d+$/.test(k))
      .map((k) => ({ name: md[k].name, type: md[k].type }));
    fieldCache.set(ctor, fields);
  }
  return fields;
}

const isPrimitiveType = (t: FieldType): t is string => typeof t === 'string';
type Plain = Record<string, unknown>;

/** Paths present in the source but not in the schema (a rules field the schema lacks). */
export interface SyncReport {
  unknownPaths: string[];
  /** Values at the unknown paths (carried in game.extrasJson). */
  extras: Record<string, unknown>;
  /** Parts of a seat's view that differ from the public one and are not carried by its secrets. */
  unmappedSecrets: string[];
}

export function reconcileSchema(target: Schema, src: Plain, path: string, report: SyncReport): void {
  const fields = fieldsOf(target.constructor);
  const t = target as unknown as Record<string, unknown>;
  for (const { name, type } of fields) {
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
      reconcileSchema(t[name] as Schema, value as Plain, `${path}.${name}`, report);
    } else if ('array' in type) {
      if (!t[name]) t[name] = new ArraySchema<unknown>();
      reconcileArray(t[name] as ArraySchema<unknown>, value as unknown[], type.array, `${path}.${name}`, report);
    } else {
      if (!t[name]) t[name] = new MapSchema<unknown>();
      reconcileMap(t[name] as MapSchema<unknown>, value as Plain, type.map, `${path}.${name}`, report);
    }
  }
  const known = new Set(fields.map((f) => f.name));
  for (const k of Object.keys(src)) {
    if (known.has(k) || src[k] === undefined || k === 'extrasJson') continue;
    report.unknownPaths.push(`${path}.${k}`);
    report.extras[`${path}.${k}`.replace(/^game\./, '')] = src[k];
  }
}


function reconcileArray(arr: ArraySchema<unknown>, values: unknown[], type: FieldType, path: string, report: SyncReport): void {
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
    const v = values[i];
    if (i < arr.length) {
      if (isPrimitiveType(type)) {
        if (arr[i] !== v) arr[i] = v;
      } else reconcileSchema(arr[i] as Schema, v as Plain, `${path}[${i}]`, report);
    } else if (isPrimitiveType(type)) arr.push(v);
    else {
      arr.push(new (type as new () => Schema)());
      reconcileSchema(arr[i] as Schema, v as Plain, `${path}[${i}]`, report);
    }
  }
}

function reconcileMap(map: MapSchema<unknown>, obj: Plain, type: FieldType, path: string, report: SyncReport): void {
  for (const key of Array.from(map.keys())) if (!(key in obj) || obj[key] === undefined || obj[key] === null) map.delete(key);
  for (const [key, v] of Object.entries(obj)) {
    if (v === undefined || v === null) continue;
    const current = map.get(key);
    if (isPrimitiveType(type)) {
      if (current !== v) map.set(key, v);
    } else {
      if (current === undefined) map.set(key, new (type as new () => Schema)());
      reconcileSchema(map.get(key) as Schema, v as Plain, `${path}.${key}`, report);
    }
  }
}

/** GameView -> the plain shape of GameSchema (renames documented in docs/protocol.md). */
export function toSchemaShape(view: GameView): Plain {
  const { viewer: _viewer, ...rest } = view;
  const shaped = { ...rest } as Plain;
  shaped.prompts = view.prompts.map((p) => {
    if (p.kind !== 'choice') return { ...p };
    const { context, ...q } = p;
    return { ...q, contextJson: JSON.stringify(context ?? {}) };
  });
  if (view.assault) {
    const { data, ...a } = view.assault;
    shaped.assault = { ...a, dataJson: JSON.stringify(data ?? {}) };
  }
  return shaped;
}

interface SecretsShape extends Plain {
  library: string[];
  illusions: Record<string, number>;
  illusionReserve: number[];
  panicTop: string[];
  promptsJson: string;
}

/** What `seatView` shows that `publicView` (the spectator's) does not. */
export function secretsOf(seatView: GameView, publicView: GameView): SecretsShape {
  const illusions: Record<string, number> = {};
  for (const c of seatView.board.counters) if (c.value !== undefined) illusions[String(c.id)] = c.value;
  const prompts: { index: number; id: string; options: string[]; context: unknown }[] = [];
  seatView.prompts.forEach((p, index) => {
    const pub = publicView.prompts[index];
    if (p.kind === 'choice' && p.secret && pub && pub.kind === 'choice' && JSON.stringify(p) !== JSON.stringify(pub)) {
      prompts.push({ index, id: p.id, options: [...p.options], context: p.context ?? {} });
    }
  });
  return {
    library: [...seatView.invader.library],
    illusions,
    illusionReserve: [...seatView.invader.illusionReserve],
    panicTop: [...seatView.decks.panicTop],
    promptsJson: JSON.stringify(prompts),
  };
}

/** Differences between a seat's view and the public one outside the parts the secrets carry. */
function unmappedSecretPaths(seatView: GameView, publicView: GameView, seat: Seat): string[] {
  const strip = (v: GameView): Plain => {
    const c = structuredClone(v) as GameView;
    c.viewer = 'spectator';
    c.invader.library = [];
    c.invader.illusionReserve = [];
    c.decks.panicTop = [];
    for (const k of c.board.counters) delete k.value;
    c.prompts = c.prompts.map((p) => (p.kind === 'choice' && p.secret ? { ...p, options: [], context: {} } : p));
    return c as unknown as Plain;
  };
  const out: string[] = [];
  diffPaths(strip(seatView), strip(publicView), seat, out);
  return out;
}

function diffPaths(a: unknown, b: unknown, path: string, out: string[]): void {
  if (out.length >= 20) return;
  if (a === b) return;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    out.push(path);
    return;
  }
  const keys = new Set([...Object.keys(a as Plain), ...Object.keys(b as Plain)]);
  for (const k of keys) diffPaths((a as Plain)[k], (b as Plain)[k], `${path}.${k}`, out);
}

/**
 * Writes `state` into `target`. Returns what could not be carried (should always be empty; the
 * room logs it, and the server tests assert it).
 */
export function syncRoomState(target: RoomState, state: GameState): SyncReport {
  const report: SyncReport = { unknownPaths: [], extras: {}, unmappedSecrets: [] };
  const publicView = viewFor(state, 'spectator');
  if (!target.game) target.game = new GameSchema();
  reconcileSchema(target.game, toSchemaShape(publicView), 'game', report);
  const extrasJson = JSON.stringify(report.extras);
  if (target.game.extrasJson !== extrasJson) target.game.extrasJson = extrasJson;
  for (const seat of ['invader', 'defender'] as const) {
    const seatView = viewFor(state, seat);
    const secrets = target[`${seat}Secrets`] as SeatSecretsSchema;
    reconcileSchema(secrets, secretsOf(seatView, publicView), `${seat}Secrets`, report);
    report.unmappedSecrets.push(...unmappedSecretPaths(seatView, publicView, seat));
  }
  return report;
}
