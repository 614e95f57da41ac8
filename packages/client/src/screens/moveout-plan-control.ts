/**
 * The Move out plan's part of the game screen: its buttons change the plan (moveout-planner.ts),
 * and a plan being sent goes one step at a time, each the next step of the plan the server's
 * latest legal list holds, sent only once that list and the state it was made for are both here.
 */
import type { Action } from '@stronghold/rules';
import type { GamePanelsHost } from './game-panels';
import type { GameScreenState } from './game-screen-state';

/** What of the game screen the plan uses. */
export interface PlanControlHost {
  readonly state: GameScreenState;
  /** The stateId the session's latest legal list was made for (undefined without a session). */
  legalStateId(): number | null | undefined;
  send(a: Action): void;
  renderPanels(): void;
  queueRender(): void;
}

export class MoveoutPlanControl {
  constructor(private readonly host: PlanControlHost) {}

  /** The plan view's events: they change the plan; Send starts sending it (step). */
  events(): GamePanelsHost['plan'] {
    const p = this.host.state.planner;
    const then = (f: () => void) => () => {
      f();
      this.host.renderPanels();
    };
    return {
      size: (size) => then(() => p.setSize(size))(),
      asLastTurn: then(() => p.asLastTurn(this.host.state.topPrompt()?.kind === 'invader-moveout')),
      addAll: (from) => then(() => p.addAllFrom(from))(),
      remove: (i) => then(() => p.remove(i))(),
      clear: then(() => p.clear()),
      advanceAllHere: (from) => {
        p.advanceAllNow(from);
        this.step();
        this.host.renderPanels();
      },
      send: () => {
        p.start();
        this.step();
        this.host.renderPanels();
      },
    };
  }

  /** A plan being sent: its next step, when the legal list and the state are both those of now (send() checks it again). */
  step(): void {
    const s = this.host.state;
    const view = s.view;
    if (!s.planner.running || !view || s.pendingSince !== null || s.replaced) return;
    if (s.legal.length && this.host.legalStateId() !== view.stateId) return;
    const next = s.planner.next(s.legal, view);
    if (next) this.host.send(next);
    this.host.queueRender();
  }
}
