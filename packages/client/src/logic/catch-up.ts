/**
 * The server's `catchUp` (what the other seat did since this player's last decision) read into
 * what the summary shows: the view each step starts from and leads to, and each step's words from
 * the log entries it wrote. The views are the seat's own (the server's viewFor for this seat):
 * nothing here works out a state. Pure.
 */
import type { GameView, Seat } from '@stronghold/rules';
import { CatchUpMessageSchema, type LogEntry } from '@stronghold/protocol';
import { eventText, seatName, t } from '../i18n';

export interface CatchUpStep {
  stateId: number;
  seat: Seat;
  seqs: number[];
  view: GameView;
}

export interface CatchUp {
  /** The view the summary starts from (the state this player's last decision left). */
  from: GameView;
  steps: CatchUpStep[];
  /** Steps before the first one, not carried. */
  earlier: number;
  /** Every log entry the steps wrote (the log marks them). */
  seqs: ReadonlySet<number>;
  /** The state the summary ends on. */
  toStateId: number;
}

function parseView(json: string): GameView | null {
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' && 'board' in v && 'stateId' in v ? (v as GameView) : null;
  } catch {
    return null;
  }
}

/** A `catchUp` body as the summary plays it; null when it is malformed (then nothing is shown). */
export function readCatchUp(body: unknown): CatchUp | null {
  const parsed = CatchUpMessageSchema.safeParse(body);
  if (!parsed.success) return null;
  const m = parsed.data;
  const from = parseView(m.from.view);
  const steps: CatchUpStep[] = [];
  for (const s of m.steps) {
    const view = parseView(s.view);
    if (!view) return null;
    steps.push({ stateId: s.stateId, seat: s.seat, seqs: s.seqs, view });
  }
  const last = steps[steps.length - 1];
  if (!from || !last) return null;
  return { from, steps, earlier: m.earlier, seqs: new Set(steps.flatMap((s) => s.seqs)), toStateId: last.stateId };
}

/** A step in words: the log entries it wrote (as the log words them), or who acted when it wrote none this player may read. */
export function stepText(step: CatchUpStep, entry: (seq: number) => LogEntry | undefined): string {
  const lines = step.seqs.map(entry).filter((e): e is LogEntry => e !== undefined);
  return lines.length ? lines.map((e) => eventText(e.kind, e.params)).join(' ') : t('catchUp.acted', { seat: seatName(step.seat) });
}

/** The summary's heading: whose moves, how many. */
export function catchUpTitle(c: CatchUp): string {
  const first = c.steps[0];
  const seat = first ? seatName(first.seat) : '';
  return t('catchUp.title', { seat, n: c.steps.length + c.earlier });
}
