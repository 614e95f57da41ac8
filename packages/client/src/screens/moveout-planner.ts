/**
 * The Invader's Move out plan on the game screen: the plan being composed, whether it is being
 * sent, what came of it, and last turn's Move out as the log tells it. The steps and their order
 * are logic/moveout-plan.ts; the screen (game.ts) sends what `next` returns, one action per legal
 * list, so every step is one the server listed at that moment.
 */
import type { Action, GameView } from '@stronghold/rules';
import type { LogEntry } from '@stronghold/protocol';
import {
  addSteps,
  advanceAllFrom,
  afterSending,
  lastMoveOut,
  nextPlanAction,
  type MoveOutPlan,
  type MoveOutSize,
  type PlanNext,
  type PlanStep,
} from '../logic/moveout-plan';

/** What the last plan came to, for the player: how many units went, which steps no list held. */
export interface PlanReport {
  moved: number;
  notSent: PlanStep[];
  /** The Move out the plan was to pay for was not offered (not enough Mana). */
  stuck: boolean;
  /** "Advance all from here" alone: the stage stays open. */
  here?: boolean;
}

export class MoveOutPlanner {
  plan: MoveOutPlan | null = null;
  /** The plan is being sent: each new legal list brings its next action. */
  running = false;
  report: PlanReport | null = null;
  private moved = 0;
  /** Steps that moved at least one unit (the rest are reported as not sent). */
  private used = new Set<number>();
  /** The log's Move out lines by seq (a reconnection sends the history again). */
  private readonly lines = new Map<number, LogEntry>();

  /** Keeps the log lines a Move out is read from. */
  record(entries: readonly LogEntry[]): void {
    for (const e of entries)
      if (e.kind.startsWith('moveout.') || e.kind === 'move.advance' || e.kind === 'undo.taken') this.lines.set(e.seq, e);
  }

  /** Last turn's whole Move out (size and what went where), if there was one. */
  lastTurn(): MoveOutPlan | null {
    return lastMoveOut([...this.lines.values()]);
  }

  reset(): void {
    this.plan = null;
    this.running = false;
    this.report = null;
    this.lines.clear();
  }

  private edit(): MoveOutPlan {
    this.report = null;
    return this.plan ?? { size: null, steps: [] };
  }

  setSize(size: MoveOutSize): void {
    this.plan = { ...this.edit(), size };
  }

  /** "As last turn": last turn's size (while it is still to choose) and its moves. */
  asLastTurn(choosing: boolean): void {
    const last = this.lastTurn();
    if (!last) return;
    const plan = this.edit();
    this.plan = addSteps({ ...plan, size: choosing ? last.size : plan.size }, last.steps);
  }

  /** "Advance all from here": every unit that may go on from `from`. */
  addAllFrom(from: string): void {
    this.plan = addSteps(this.edit(), [advanceAllFrom(from)]);
  }

  remove(index: number): void {
    const plan = this.edit();
    this.plan = { ...plan, steps: plan.steps.filter((_, i) => i !== index) };
  }

  clear(): void {
    this.plan = null;
    this.running = false;
    this.report = null;
  }

  /** "Advance all from here" on the board: every unit that may go on from `from` goes now; the stage stays open. */
  advanceAllNow(from: string): void {
    this.plan = { size: null, steps: [advanceAllFrom(from)], thisStageOnly: true };
    this.start();
  }

  /** The one confirmation: from now on the plan is sent step by step. */
  start(): void {
    if (!this.plan) return;
    this.running = true;
    this.report = null;
    this.moved = 0;
    this.used = new Set();
  }

  /** The action to send now (null: nothing now); ends the plan when the Move out is over or cannot go on. */
  next(legal: readonly Action[], view: Pick<GameView, 'prompts'>): Action | null {
    if (!this.running || !this.plan) return null;
    const n: PlanNext = nextPlanAction(this.plan, legal, view);
    // No list (the other seat's move, a reconnection): only a Move out that is over ends the plan.
    if (!legal.length && n.kind !== 'finished') return null;
    if (n.kind === 'send') {
      if (n.action.type === 'advance') this.moved += n.action.count;
      if (n.step !== null) this.used.add(n.step);
      this.plan = afterSending(this.plan, n.action, n.step);
      return n.action;
    }
    if (n.kind === 'finished' || n.kind === 'stuck') this.finish(n.kind === 'stuck');
    return null;
  }

  /** The server refused a step: stop, and say what was not sent. */
  refused(): void {
    if (this.running) this.finish(false);
  }

  private finish(stuck: boolean): void {
    const steps = this.plan?.steps ?? [];
    const notSent = steps.filter((s, i) => !this.used.has(i) || (s.count !== null && s.count > 0));
    const here = !!this.plan?.thisStageOnly;
    this.report = { moved: this.moved, notSent: here ? [] : notSent, stuck, ...(here ? { here } : {}) };
    this.running = false;
    this.plan = null;
  }
}
