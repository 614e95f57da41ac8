/**
 * The Invader's Move out as one plan: what goes where, composed before anything is sent and then
 * sent step by step. Nothing here decides legality: each step becomes an action only when the
 * server's current legal list holds it (the count trimmed to the most it lists), so the plan is
 * an intent and the rules judge every step as if it were clicked. A step that no list ever holds is
 * reported as not sent.
 *
 * Why step by step rather than one batch action: the rules accept an action only if they list
 * it, and a batch over three stages is not enumerable; sending the listed actions one after
 * another keeps that check, the undo window and the log exactly as for clicks.
 */
import type { Action, GameView, InvaderUnit, LogParams } from '@stronghold/rules';
import { FOREGROUNDS, INVADER_UNITS, RAMPARTS } from '@stronghold/rules';
import type { LogEntry } from '@stronghold/protocol';

export type MoveOutSize = 'minor' | 'major';

/**
 * One line of the plan. `count` null: every unit that may go on (as many as the rules list);
 * `to` null: along any of its paths; `unit` null: any unit type.
 */
export interface PlanStep {
  from: string;
  to: string | null;
  unit: InvaderUnit | null;
  count: number | null;
}

export interface MoveOutPlan {
  /** The Move out to pay for first, when the plan starts at the Move out card. */
  size: MoveOutSize | null;
  steps: PlanStep[];
  /** Only these steps, now: the plan ends where it would say 'done' (the stage stays open). */
  thisStageOnly?: boolean;
}

/** The areas units may leave in a Move out, in the order the stages take them. */
export const PLAN_SOURCES: readonly string[] = [...RAMPARTS, ...FOREGROUNDS, 'camp'];

type Advance = Extract<Action, { type: 'advance' }>;

const matches = (a: Action, s: PlanStep): a is Advance =>
  a.type === 'advance' && a.from === s.from && (s.to === null || a.to === s.to) && (s.unit === null || a.unit === s.unit);

/**
 * The advance a step takes from `legal`: of the listed ones it matches, the largest count (at
 * most what the step has left), the first listed on a tie. Null when the list holds none.
 */
export function stepAction(legal: readonly Action[], s: PlanStep): Advance | null {
  let best: Advance | null = null;
  for (const a of legal) {
    if (!matches(a, s) || (s.count !== null && a.count > s.count)) continue;
    if (!best || a.count > best.count) best = a;
  }
  return best;
}

/** What the plan does next with this legal list, in this view. */
export type PlanNext =
  { kind: 'send'; action: Action; step: number | null } | { kind: 'wait' } | { kind: 'finished' } | { kind: 'stuck'; reason: 'size' };

/**
 * The next action of a running plan: the Move out it pays for; then, while the Invader
 * advances, the first step the list can take (in plan order), or 'done' when none can (the
 * next stage, or the end of the Move out); a Trap's victims are the player's to pick ('wait').
 * Finished once the Move out is over.
 */
export function nextPlanAction(plan: MoveOutPlan, legal: readonly Action[], view: Pick<GameView, 'prompts'>): PlanNext {
  const top = view.prompts.at(-1);
  if (top?.kind === 'invader-moveout') {
    const pay = plan.size ? legal.find((a) => a.type === 'moveOut' && a.size === plan.size) : undefined;
    return pay ? { kind: 'send', action: pay, step: null } : { kind: 'stuck', reason: 'size' };
  }
  if (top?.kind === 'choice' && top.seat === 'invader' && top.id.startsWith('moveout.')) return { kind: 'wait' };
  if (top?.kind !== 'invader-advance') return { kind: 'finished' };
  for (const [i, s] of plan.steps.entries()) {
    if (s.count === 0) continue;
    const a = stepAction(legal, s);
    if (a) return { kind: 'send', action: a, step: i };
  }
  if (plan.thisStageOnly) return { kind: 'finished' };
  const done = legal.find((a) => a.type === 'done');
  return done ? { kind: 'send', action: done, step: null } : { kind: 'wait' };
}

/** The plan once `action` (taken for step `step`) is sent: a counted step has that many fewer to move. */
export function afterSending(plan: MoveOutPlan, action: Action, step: number | null): MoveOutPlan {
  if (step === null || action.type !== 'advance') return plan;
  const steps = plan.steps.map((s, i) => (i === step && s.count !== null ? { ...s, count: Math.max(0, s.count - action.count) } : s));
  return { ...plan, steps };
}

/** "Everything that may go on from here": one step, any destination, any unit type. */
export const advanceAllFrom = (from: string): PlanStep => ({ from, to: null, unit: null, count: null });

/** Adds steps to a plan, leaving out one already there for the same move. */
export function addSteps(plan: MoveOutPlan, steps: readonly PlanStep[]): MoveOutPlan {
  const key = (s: PlanStep) => `${s.from}|${s.to}|${s.unit}|${s.count}`;
  const have = new Set(plan.steps.map(key));
  return { ...plan, steps: [...plan.steps, ...steps.filter((s) => !have.has(key(s)))] };
}

/** Areas that hold Invader units now, in stage order: where "advance all from here" can start. */
export function areasWithUnits(view: Pick<GameView, 'board'>): string[] {
  return PLAN_SOURCES.filter((id) => {
    const area = (view.board.areas as Partial<Record<string, Record<InvaderUnit, number>>>)[id];
    return !!area && INVADER_UNITS.some((u) => area[u] > 0);
  });
}

/** The units standing in an area now (for the plan's preview). */
export function unitsIn(view: Pick<GameView, 'board'>, id: string): Array<[InvaderUnit, number]> {
  const area = (view.board.areas as Partial<Record<string, Record<InvaderUnit, number>>>)[id];
  return area ? INVADER_UNITS.map((u): [InvaderUnit, number] => [u, area[u]]).filter(([, n]) => n > 0) : [];
}

/**
 * The last whole Move out in the log (paid, then advanced until the Camp stage ended): its size
 * and what went where, as counted steps. A Move out still going on is not "last turn's"; one in
 * which an action was taken back ('undo.taken': the log keeps the undone lines) is not recorded.
 */
export function lastMoveOut(entries: readonly LogEntry[]): MoveOutPlan | null {
  let last: MoveOutPlan | null = null;
  let current: MoveOutPlan | null = null;
  for (const e of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (e.kind === 'moveout.pays') current = { size: (e.params as LogParams<'moveout.pays'>).size, steps: [] };
    else if (e.kind === 'move.advance' && current) {
      const { from, to, unit, n } = e.params as LogParams<'move.advance'>;
      const same = current.steps.find((s) => s.from === from && s.to === to && s.unit === unit);
      if (same) same.count = (same.count ?? 0) + n;
      else current.steps.push({ from, to, unit, count: n });
    } else if (e.kind === 'moveout.stageDone' && (e.params as LogParams<'moveout.stageDone'>).stage === 'camp' && current) {
      last = current;
      current = null;
    } else if (e.kind === 'undo.taken' || e.kind === 'moveout.camps') current = null;
  }
  return last;
}
