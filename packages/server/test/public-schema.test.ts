/**
 * No secret in the public schema, by construction and checked: (1) the schema classes put every
 * @view() field in SeatSecretsSchema and nowhere else, so the public tree has no field that
 * could be filtered per client; (2) over seeded self-play games, the public part of the room
 * state (everything but the seat secrets) holds none of the ids that are secret from a
 * spectator, and maps back to exactly the spectator's view.
 */
import { applyAction, legalActions, newGame, viewFor, type GameState } from '@stronghold/rules';
import { gameViewFromWire } from '@stronghold/protocol';
import { RoomState, SeatSecretsSchema } from '../src/schema/room-state';
import { RoomStateSync } from '../src/schema/sync';
import { must } from './helpers/must';
import { mulberry32 } from '../src/testing';

const METADATA: symbol = (Symbol as unknown as { metadata?: symbol }).metadata ?? Symbol.for('Symbol.metadata');
/** A schema class, walked by its constructor whatever the constructor's signature. */
type SchemaClass = abstract new (...args: never[]) => unknown;
type FieldType = string | SchemaClass | { array: FieldType } | { map: FieldType };
interface Meta {
  name: string;
  type: FieldType;
  tag?: number;
}

/** Every schema class reachable from RoomState, with the names of its @view() fields. */
function viewFieldsByClass(root: SchemaClass): Map<SchemaClass, { fields: string[]; viewFields: string[] }> {
  const out = new Map<SchemaClass, { fields: string[]; viewFields: string[] }>();
  const visit = (ctor: SchemaClass): void => {
    if (out.has(ctor)) return;
    const md = must((ctor as unknown as Record<symbol, Record<string, Meta> | undefined>)[METADATA], `the schema metadata of ${ctor.name}`);
    const metas = Object.entries(md)
      .filter(([k]) => /^\d+$/.test(k))
      .map(([, meta]) => meta);
    out.set(ctor, { fields: metas.map((m) => m.name), viewFields: metas.filter((m) => m.tag !== undefined).map((m) => m.name) });
    const child = (t: FieldType): void => {
      if (typeof t === 'function') visit(t);
      else if (typeof t === 'object') child('array' in t ? t.array : t.map);
    };
    metas.forEach((m) => child(m.type));
  };
  visit(root);
  return out;
}

test('@view() fields exist only in SeatSecretsSchema, and all of its fields are @view()', () => {
  const classes = viewFieldsByClass(RoomState);
  expect(classes.size).toBeGreaterThan(20);
  for (const [ctor, { fields, viewFields }] of classes) {
    if (ctor === SeatSecretsSchema) expect(viewFields).toEqual(fields);
    else expect({ schema: ctor.name, viewFields }).toEqual({ schema: ctor.name, viewFields: [] });
  }
});

/** Ids secret from a spectator in `state` that its view does not show anyway (hidden-information.test.ts's rule). */
function spectatorSecretIds(state: GameState): string[] {
  const ids = new Set<string>([
    ...state.invader.setAside,
    ...state.defender.council.setAside,
    ...state.decks.panic,
    ...state.invader.library,
    ...state.decks.panicTop,
  ]);
  const visible = JSON.stringify(viewFor(state, 'spectator'));
  return [...ids].filter((id) => !visible.includes(id));
}

function publicPart(state: RoomState): Record<string, unknown> {
  const { invaderSecrets: _i, defenderSecrets: _d, ...rest } = state.toJSON() as Record<string, unknown>;
  return rest;
}

test.each([8, 515])('seed %i: the public schema holds no spectator secret after any action and maps back to the spectator view', (seed) => {
  const state = new RoomState();
  const sync = new RoomStateSync(state);
  const rnd = mulberry32(seed);
  let game = newGame({ seed, ruleset: 'undead' });
  let checkedIds = 0;
  for (;;) {
    sync.apply(game);
    const pub = publicPart(state);
    const text = JSON.stringify(pub);
    const secret = spectatorSecretIds(game);
    checkedIds += secret.length;
    expect({ stateId: game.stateId, found: secret.filter((id) => text.includes(`"${id}"`)) }).toEqual({ stateId: game.stateId, found: [] });
    const counters = (pub.game as { board: { counters: { value?: number }[] } }).board.counters;
    expect(counters.filter((c) => c.value !== undefined)).toEqual([]);
    expect(gameViewFromWire(pub, 'spectator')).toEqual(viewFor(game, 'spectator'));
    if (game.winner || game.phase === 'ended') break;
    const legal = legalActions(game);
    const r = applyAction(game, legal[Math.floor(rnd() * legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    game = r.state;
  }
  expect(checkedIds).toBeGreaterThan(1000);
});
