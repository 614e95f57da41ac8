/**
 * The room state (Colyseus schema, as plain JSON via toJSON()) to a GameView, as docs/protocol.md
 * describes it: `state.game` has GameView's shape; `prompts[].contextJson` carries the context;
 * seat secrets come in `state.invaderSecrets` / `state.defenderSecrets` (only the owner's arrives).
 * Schema fields cannot hold null, so '' and missing values are mapped back to what GameView expects.
 * Pure and defensive: a field the server does not send falls back to an empty value.
 */
import type { GameView, Viewer } from '@stronghold/rules';

type Json = Record<string, unknown>;

export interface RoomMeta {
  players: { invader: { name: string; connected: boolean }; defender: { name: string; connected: boolean } };
  spectators: number;
  status: string;
  roomCode: string;
}

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = <T = unknown>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : v && typeof v === 'object' ? (Object.values(v) as T[]) : []);
const nullIfEmpty = <T>(v: T): T | null => (v === '' || v === undefined || v === null ? null : v);

export function roomMeta(state: unknown): RoomMeta {
  const s = obj(state);
  const players = obj(s.players);
  const p = (x: unknown) => ({ name: String(obj(x).name ?? ''), connected: Boolean(obj(x).connected) });
  const spect = s.spectators;
  return {
    players: { invader: p(players.invader), defender: p(players.defender) },
    spectators: typeof spect === 'number' ? spect : arr(spect).length,
    status: String(s.status ?? ''),
    roomCode: String(s.roomCode ?? ''),
  };
}

/** Build the GameView a seat sees from the room's state JSON; null while no game is in the state. */
export function toGameView(state: unknown, viewer: Viewer): GameView | null {
  const s = obj(state);
  const g = obj(s.game);
  if (!g.board || !g.invader || !g.defender) return null;
  const v = structuredClone(g) as unknown as GameView & Json;

  v.viewer = viewer;
  v.toAct = nullIfEmpty(v.toAct) as GameView['toAct'];
  const w = obj(v.winner);
  v.winner = w.seat ? { seat: w.seat as 'invader' | 'defender', reason: String(w.reason ?? '') } : null;
  v.prompts = arr<Json>(v.prompts).map((p) => {
    const out: Json = { ...p };
    if ('contextJson' in out) {
      try {
        out.context = out.contextJson ? JSON.parse(String(out.contextJson)) : {};
      } catch {
        out.context = {};
      }
      delete out.contextJson;
    }
    if (out.kind === 'choice') {
      out.options = arr<string>(out.options);
      if (!out.secret) delete out.secret;
    }
    return out;
  }) as unknown as GameView['prompts'];

  // Fields the schema does not have yet travel in game.extrasJson, keyed by path ('invader.x').
  if (typeof g.extrasJson === 'string' && g.extrasJson) {
    try {
      for (const [path, val] of Object.entries(JSON.parse(g.extrasJson) as Json)) setPath(v as Json, path, val);
    } catch {
      /* ignore */
    }
  }
  delete (v as Json).extrasJson;
  const asl = obj(v.assault);
  if (v.assault && 'dataJson' in asl) {
    try {
      asl.data = asl.dataJson ? JSON.parse(String(asl.dataJson)) : {};
    } catch {
      asl.data = {};
    }
    delete asl.dataJson;
  }
  if (v.assault) asl.queue = arr(asl.queue);
  if (v.moveOut === undefined) v.moveOut = null;
  if (v.assault === undefined) v.assault = null;

  const b = obj(v.board);
  b.saint = nullIfEmpty(b.saint);
  b.traps = arr(b.traps);
  b.footbridges = arr(b.footbridges);
  b.consecrated = arr(b.consecrated);
  b.counters = arr<Json>(b.counters).map((c) => {
    const out: Json = { ...c, id: Number(c.id) };
    if (out.value === undefined || out.value === null || (typeof out.value === 'number' && out.value < 0)) delete out.value;
    if (out.stackSize === undefined && Array.isArray(out.stack)) out.stackSize = (out.stack as unknown[]).length;
    if (Array.isArray(out.stack)) out.stack = [];
    return out;
  });

  const inv = obj(v.invader);
  for (const k of ['row', 'library', 'setAside', 'cast', 'activated', 'illusionReserve']) inv[k] = arr(inv[k]);
  const d = obj(v.defender);
  d.priests = arr<Json>(d.priests).map((p) => ({ ...p, acted: nullIfEmpty(p.acted) }));
  const slots = obj(d.slots);
  for (const [k, sl] of Object.entries(slots)) {
    const so = obj(sl);
    const blk = obj(so.block);
    slots[k] = { ...so, block: so.block && Number(blk.phantoms) > 0 ? { phantoms: Number(blk.phantoms), paid: Number(blk.paid ?? 0) } : null };
  }
  const council = obj(d.council);
  council.cards = arr(council.cards);
  council.used = arr(council.used);
  council.setAside = arr(council.setAside);
  council.markers = obj(council.markers);
  const panic = obj(v.panic);
  panic.drawn = arr(panic.drawn);
  panic.active = arr<Json>(panic.active).map((a) => ({ card: a.card, target: nullIfEmpty(a.target) }));
  const decks = obj(v.decks);
  for (const k of ['mana', 'crossbow', 'cannon', 'panic', 'panicTop']) decks[k] = arr(decks[k]);
  decks.machine = { hit: Number(obj(decks.machine).hit ?? 0), miss: Number(obj(decks.machine).miss ?? 0) };
  if (!v.hidden) v.hidden = { library: 0, setAsideSpells: 0, setAsideCouncil: 0, manaDeck: 0, crossbowDeck: 0, cannonDeck: 0, panicDeck: 0, illusionReserve: 0 };

  mergeSecrets(v, viewer === 'invader' ? s.invaderSecrets : viewer === 'defender' ? s.defenderSecrets : undefined, viewer);
  return v as GameView;
}

/** Merge the seat's own secrets (whatever of them the server sent) into the view. */
function mergeSecrets(v: GameView, secretsRaw: unknown, viewer: Viewer): void {
  if (!secretsRaw || viewer === 'spectator') return;
  const sec = obj(secretsRaw);
  const library = arr<string>(sec.library);
  if (library.length) v.invader.library = library as GameView['invader']['library'];
  const reserve = arr<number>(sec.illusionReserve);
  if (reserve.length) v.invader.illusionReserve = reserve;
  const top = arr<string>(sec.panicTop ?? sec.desperation ?? sec.desperationCards);
  if (top.length) v.decks.panicTop = top as GameView['decks']['panicTop'];
  const values = obj(sec.illusions ?? sec.illusionValues);
  for (const c of v.board.counters) {
    const val = values[String(c.id)];
    if (typeof val === 'number') c.value = val;
  }
  // Options and context of secret prompts addressed to this seat: [{ index, id, options, context }].
  let secretPrompts: Json[];
  try {
    secretPrompts = typeof sec.promptsJson === 'string' ? (JSON.parse(sec.promptsJson) as Json[]) : [];
  } catch {
    secretPrompts = [];
  }
  for (const sp of Array.isArray(secretPrompts) ? secretPrompts : []) {
    const p = v.prompts[Number(sp.index)];
    if (p && p.kind === 'choice' && p.seat === viewer && (sp.id === undefined || sp.id === p.id)) {
      p.options = arr<string>(sp.options);
      p.context = obj(sp.context) as typeof p.context;
    }
  }
}

function setPath(root: Json, path: string, value: unknown): void {
  const keys = path.split('.');
  let o: Json = root;
  for (const k of keys.slice(0, -1)) {
    if (!o[k] || typeof o[k] !== 'object') o[k] = {};
    o = o[k] as Json;
  }
  o[keys[keys.length - 1]!] = value;
}
