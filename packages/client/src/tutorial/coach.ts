/**
 * The tutorial coach on the game screen: a panel in the side column under the prompt (so it
 * never covers the prompt or the board) with the current step's text, "step n of m", "Got it"
 * for explanations, a link to the step's Rules section, "Start over" (a new tutorial game on the
 * same side) and "Leave tutorial"; and a pointer (a
 * ring with an arrow, over everything, taking no clicks) on what the step is about: an element
 * by test id, or a board region from the board's layout mapped onto the canvas.
 */
import type { Action, GameView, Viewer } from '@stronghold/rules';
import { t } from '../i18n';
import { h, replace } from '../ui/dom';
import { areaOnScreen, clipBox, type Box } from './board-areas';
import type { Status } from '../logic/status';
import { acknowledge, advance, complete, type Progress } from './progress';
import { SCRIPT } from './script';
import type { CoachContext, Target, TutorialSide, TutorialStep } from './step';
import { loadTutorial, saveTutorial, type TutorialRecord } from './store';

export interface CoachDeps {
  /** The game screen: where test-id targets and the board canvas are looked up. */
  root: HTMLElement;
  /** Opens the Rules panel at a section. */
  rules(anchor: string): void;
  /** Starts a new tutorial game on `side` (this one is left as it is). */
  restart(side: TutorialSide): void;
}

export class Coach {
  readonly el = h('section', { class: 'panel coach-panel', 'data-testid': 'coach', hidden: true, 'aria-live': 'polite' });
  readonly pointer = h('div', { class: 'coach-pointer', 'data-testid': 'coach-pointer', hidden: true, 'aria-hidden': 'true' });
  private roomId: string | null = null;
  private record: TutorialRecord | null = null;
  private ctx: CoachContext | null = null;
  private current: TutorialStep | null = null;
  /** The last step the player completed (shown as "✓ ..." until the next one). */
  private lastDone: string | null = null;
  private starts = new Map<string, CoachContext>();
  private placeQueued = false;
  /**
   * What the status bar shows now (the game screen's `statusOf`): with no step to show, the coach
   * says whose move it is from the same source, never "your opponent is playing" on the player's move.
   */
  private status: Status | null = null;

  constructor(private readonly d: CoachDeps) {
    const place = () => this.queuePlace();
    window.addEventListener('resize', place);
    // Any scroll (the board, the side panel, the page) moves what the pointer is on.
    document.addEventListener('scroll', place, true);
  }

  /** Give the coach the game as it is now (after every render of the game screen). */
  update(roomId: string | null, view: GameView | null, legal: readonly Action[], seat: Viewer, status: Status | null = null): void {
    this.status = status;
    if (roomId !== this.roomId) this.detach(roomId);
    // Read lazily: the home screen marks the room right after it is created.
    if (!this.record && roomId) this.record = loadTutorial(roomId);
    const r = this.record;
    if (!r || r.progress.left || !view || view.winner || seat !== r.side || complete(SCRIPT[r.side], r.progress)) {
      this.hide();
      return;
    }
    const ctx: CoachContext = { view, legal, seat: r.side };
    this.ctx = ctx;
    const a = advance(SCRIPT[r.side], r.progress, ctx, this.starts);
    // An action on its way: keep what is shown (nothing yet, just after a reload).
    if (a.held && this.el.hidden) return;
    if (!a.held) {
      const last = a.done.at(-1);
      if (last !== undefined) this.lastDone = last;
      this.current = a.current;
      this.save(a.progress);
    }
    // save() has put the new progress in this.record.
    const now = this.record;
    if (!now || complete(SCRIPT[r.side], now.progress)) {
      this.hide();
      return;
    }
    this.render(now, ctx);
  }

  /** Forget the room (another game, or leaving to the lobby). */
  detach(roomId: string | null = null): void {
    this.roomId = roomId;
    this.record = null;
    this.ctx = null;
    this.current = null;
    this.lastDone = null;
    this.starts.clear();
    this.hide();
  }

  private save(p: Progress): void {
    if (!this.record || !this.roomId || JSON.stringify(p) === JSON.stringify(this.record.progress)) return;
    this.record = { ...this.record, progress: p, at: Date.now() };
    saveTutorial(this.roomId, this.record);
  }

  private hide(): void {
    this.el.hidden = true;
    this.pointer.hidden = true;
  }

  private render(r: TutorialRecord, ctx: CoachContext): void {
    const steps = SCRIPT[r.side];
    const s = this.current;
    this.el.hidden = false;
    // A new step is read from its top.
    if (this.el.dataset.step !== (s?.id ?? '')) this.el.scrollTop = 0;
    this.el.dataset.step = s?.id ?? '';
    const done = this.lastDone
      ? h(
          'p',
          { class: 'coach-done', 'data-testid': 'coach-done', 'data-step': this.lastDone },
          t('tutorial.done', { title: title(this.lastDone) }),
        )
      : null;
    const head = h(
      'div',
      { class: 'coach-head' },
      h('span', { class: 'coach-badge' }, t('tutorial.badge')),
      h(
        'span',
        { class: 'coach-count', 'data-testid': 'coach-count' },
        // Counted by the steps behind (done or skipped), so the number only grows.
        s
          ? t('tutorial.count', {
              n: Math.min(steps.length, steps.filter((x) => r.progress.finished[x.id]).length + 1),
              total: steps.length,
            })
          : '',
      ),
      h(
        'span',
        { class: 'coach-tools' },
        h(
          'button',
          { class: 'btn small ghost', type: 'button', 'data-testid': 'coach-restart', onclick: () => this.restart() },
          t('tutorial.restart'),
        ),
        h(
          'button',
          { class: 'btn small ghost', type: 'button', 'data-testid': 'coach-leave', onclick: () => this.leave() },
          t('tutorial.leave'),
        ),
      ),
    );
    if (!s) {
      // Our move, or ours on its way to the server: never "your opponent is playing" then.
      const mine = this.status?.yourTurn === true || this.status?.actor === r.side;
      replace(
        this.el,
        head,
        done,
        h('h3', { class: 'coach-title', 'data-testid': 'coach-title' }, t(mine ? 'tutorial.yourMove.title' : 'tutorial.wait.title')),
        h(
          'p',
          { class: 'coach-text', 'data-testid': 'coach-text' },
          mine ? t('tutorial.yourMove.text', { what: this.status?.detail ?? '' }) : t('tutorial.wait.text'),
        ),
      );
      this.queuePlace();
      return;
    }
    const params = s.params?.(ctx) ?? {};
    replace(
      this.el,
      head,
      done,
      h('h3', { class: 'coach-title', 'data-testid': 'coach-title' }, title(s.id)),
      // A text's lines (the closing tips, one a line) break where it says.
      h(
        'p',
        { class: 'coach-text', 'data-testid': 'coach-text' },
        ...t(`tutorial.${s.id}.text`, params)
          .split('\n')
          .flatMap((line, i) => (i ? [h('br', {}), line] : [line])),
      ),
      h(
        'div',
        { class: 'coach-actions' },
        s.ack
          ? h(
              'button',
              { class: 'btn primary small', type: 'button', 'data-testid': 'coach-ok', onclick: () => this.ok(s) },
              t('tutorial.ok'),
            )
          : h('span', { class: 'coach-try', 'data-testid': 'coach-try' }, t('tutorial.try')),
        h(
          'button',
          { class: 'btn small ghost', type: 'button', 'data-testid': 'coach-rules', onclick: () => this.d.rules(s.rules) },
          t('tutorial.rules'),
        ),
      ),
    );
    this.queuePlace();
  }

  private ok(s: TutorialStep): void {
    if (!this.record || !this.ctx) return;
    this.lastDone = s.id;
    this.save(acknowledge(this.record.progress, s.id));
    const a = advance(SCRIPT[this.record.side], this.record.progress, this.ctx, this.starts);
    if (!a.held) {
      this.current = a.current;
      this.save(a.progress);
    }
    if (complete(SCRIPT[this.record.side], this.record.progress)) {
      this.hide();
      return;
    }
    this.render(this.record, this.ctx);
  }

  /** A new tutorial game from its first step, once the player says so (this game stays as it is). */
  private restart(): void {
    if (!this.record || !window.confirm(t('tutorial.restartConfirm'))) return;
    this.d.restart(this.record.side);
  }

  /** Leave the tutorial for good in this game; the game itself goes on unchanged. */
  private leave(): void {
    if (!this.record) return;
    this.save({ ...this.record.progress, left: true });
    this.hide();
  }

  private queuePlace(): void {
    if (this.placeQueued) return;
    this.placeQueued = true;
    // After the layout of the render that called us.
    requestAnimationFrame(() => {
      this.placeQueued = false;
      this.place();
    });
  }

  /** Put the pointer on the step's first target that is on screen. */
  private place(): void {
    const p = this.pointer;
    const s = this.current;
    if (this.el.hidden || !s || !this.ctx) {
      p.hidden = true;
      return;
    }
    for (const target of s.targets(this.ctx)) {
      const box = this.boxOf(target);
      if (!box) continue;
      p.hidden = false;
      p.dataset.target = 'board' in target ? `board:${target.board}` : target.testid;
      const pad = 4;
      Object.assign(p.style, {
        left: `${box.left - pad}px`,
        top: `${box.top - pad}px`,
        width: `${box.width + 2 * pad}px`,
        height: `${box.height + 2 * pad}px`,
      });
      // The arrow sits above the ring, or below it when there is no room above.
      p.classList.toggle('arrow-below', box.top < 48);
      return;
    }
    p.hidden = true;
  }

  private boxOf(target: Target): Box | null {
    if ('testid' in target) {
      const e = this.d.root.querySelector<HTMLElement>(`[data-testid="${target.testid}"]`);
      if (!e || !e.offsetParent) return null;
      const b = e.getBoundingClientRect();
      return b.width && b.height ? b : null;
    }
    const canvas = this.d.root.querySelector<HTMLCanvasElement>('[data-testid="board-canvas"]');
    const wrap = canvas?.parentElement;
    if (!canvas || !wrap) return null;
    return clipBox(areaOnScreen(target.board, canvas.getBoundingClientRect()), wrap.getBoundingClientRect());
  }
}

const title = (id: string): string => t(`tutorial.${id}.title`);
