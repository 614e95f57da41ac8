/**
 * What changed between two views, for the board's motion: units that left one place and arrived
 * at another (paired by unit type), and cards or counters that became known. Pure.
 */
import type { GameView } from '@stronghold/rules';

export type Side = 'invader' | 'defender';
interface Spot {
  place: string;
  side: Side;
  unit: string;
  n: number;
}

/** Every unit type count per place, from one view. */
function spots(v: GameView): Spot[] {
  const out: Spot[] = [];
  const add = (place: string, side: Side, counts: object | undefined) => {
    for (const [unit, n] of Object.entries(counts ?? {})) if (typeof n === 'number' && n > 0) out.push({ place, side, unit, n });
  };
  for (const [id, c] of Object.entries(v.board.areas)) add(id, 'invader', c);
  for (const [id, w] of Object.entries(v.board.walls)) {
    add(id, 'invader', w.invaders);
    add(id, 'defender', w.defenders);
  }
  for (const [id, t] of Object.entries(v.board.towers))
    if (t.marksmen > 0) out.push({ place: id, side: 'defender', unit: 'marksman', n: t.marksmen });
  add('courtyard', 'defender', v.board.courtyard);
  add('barracks', 'defender', v.board.barracks);
  return out;
}

export interface Slide {
  unit: string;
  side: Side;
  from: string;
  to: string;
}

/** Units that left one place and arrived at another of the same type (pairs by unit type). */
export function slidesBetween(prev: GameView, next: GameView): Slide[] {
  const key = (s: Spot) => `${s.side}|${s.place}|${s.unit}`;
  const before = new Map(spots(prev).map((s) => [key(s), s]));
  const after = new Map(spots(next).map((s) => [key(s), s]));
  const losses: Array<{ place: string; side: Side; unit: string; n: number }> = [];
  const gains: typeof losses = [];
  for (const [k, s] of before) {
    const d = s.n - (after.get(k)?.n ?? 0);
    if (d > 0) losses.push({ ...s, n: d });
  }
  for (const [k, s] of after) {
    const d = s.n - (before.get(k)?.n ?? 0);
    if (d > 0) gains.push({ ...s, n: d });
  }
  const out: Slide[] = [];
  for (const g of gains) {
    for (const l of losses) {
      if (l.side !== g.side || l.unit !== g.unit || l.n === 0 || l.place === g.place) continue;
      while (g.n > 0 && l.n > 0 && out.length < 40) {
        out.push({ unit: g.unit, side: g.side, from: l.place, to: g.place });
        g.n--;
        l.n--;
      }
    }
  }
  return out;
}

/** Counters whose value became known, new counters, and Panic cards newly in force. */
export function turnedOver(prev: GameView, next: GameView): string[] {
  const had = new Map(prev.board.counters.map((c) => [c.id, c]));
  const out: string[] = [];
  for (const c of next.board.counters) {
    const old = had.get(c.id);
    if (!old || (old.value === undefined && c.value !== undefined)) out.push(`ctr:${c.id}`);
  }
  const drawn = new Set<string>(prev.panic.drawn);
  for (const p of next.panic.drawn) if (!drawn.has(p)) out.push(p);
  const row = new Set(prev.invader.row);
  for (const s of next.invader.row) if (!row.has(s)) out.push(s);
  return out;
}
