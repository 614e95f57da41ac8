/**
 * The replay viewer: a finished game's record from the server, replayed step by step with the
 * rules package (newGame + applyAction, shown as the spectator sees it). Display only.
 */
import { seatName, t, winnerText } from '../i18n';
import type { BoardRenderer } from '../board/renderer';
import { describeAction, describeOption } from '../logic/describe';
import { detailsFor } from '../logic/details';
import { statusOf } from '../logic/status';
import { buildReplay, type GameRecord, type Replay } from '../logic/replay';
import { fetchRecord } from '../net/connection';
import { h, replace } from '../ui/dom';
import type { HoverCard } from '../ui/hover-card';
import { LogPanel } from '../ui/log-panel';
import { ReviewChart } from '../ui/review-chart';
import type { Screen } from './screen';

export class ReplayScreen implements Screen<{ id: string }> {
  readonly el = h('div', { class: 'screen replay-screen', 'data-testid': 'replay' });
  private head = h('div', { class: 'status-bar replay-bar' });
  private boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'replay-board' });
  private log = new LogPanel();
  private info = h('section', { class: 'panel prompt-panel' });
  /** The game review (Hard's win chance over the game, its biggest swings): a click jumps there. */
  private review = new ReviewChart((i) => this.go(i));
  private slider = h('input', {
    type: 'range',
    min: 0,
    max: 0,
    value: 0,
    'data-testid': 'replay-slider',
    'aria-label': t('replay.stepLabel'),
  });
  private stepLabel = h('span', { class: 'step-label', 'data-testid': 'replay-step' });
  private replay: Replay | null = null;
  private record: GameRecord | null = null;
  private i = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private playBtn: HTMLButtonElement;
  private visible = false;
  /** The board and its controls (hidden while nothing is loaded). */
  private readonly boardCol: HTMLElement;
  /** Counts the replays opened: an answer for one opened before the last is dropped. */
  private opened = 0;

  constructor(
    private readonly renderer: BoardRenderer,
    private readonly hover: HoverCard,
    private readonly home: () => void,
  ) {
    this.slider.addEventListener('input', () => this.go(Number(this.slider.value)));
    this.playBtn = h('button', { class: 'btn small', 'data-testid': 'replay-play', onclick: () => this.togglePlay() }, t('replay.play'));
    const controls = h(
      'div',
      { class: 'replay-controls' },
      h(
        'button',
        { class: 'btn small ghost', 'data-testid': 'replay-first', onclick: () => this.go(0), 'aria-label': t('replay.first') },
        '|◀',
      ),
      h('button', { class: 'btn small', 'data-testid': 'replay-prev', onclick: () => this.go(this.i - 1) }, '◀'),
      this.playBtn,
      h('button', { class: 'btn small', 'data-testid': 'replay-next', onclick: () => this.go(this.i + 1) }, '▶'),
      h(
        'button',
        { class: 'btn small ghost', 'data-testid': 'replay-last', onclick: () => this.go(Infinity), 'aria-label': t('replay.last') },
        '▶|',
      ),
      this.slider,
      this.stepLabel,
    );
    this.boardCol = h('div', { class: 'board-col' }, this.boardWrap, controls);
    this.el.append(
      this.head,
      h('div', { class: 'game-main' }, this.boardCol, h('aside', { class: 'side' }, this.info, this.review.el, this.log.el)),
    );
    document.addEventListener('keydown', (e) => {
      if (!this.visible || e.target instanceof HTMLInputElement) return;
      if (e.key === 'ArrowRight') this.go(this.i + 1);
      if (e.key === 'ArrowLeft') this.go(this.i - 1);
    });
  }

  async show(p: { id: string }): Promise<void> {
    this.el.hidden = false;
    this.visible = true;
    const shown = ++this.opened;
    this.reset(p.id);
    await this.renderer.init();
    if (shown !== this.opened) return;
    this.renderer.mount(this.boardWrap);
    try {
      const record = (await fetchRecord(p.id)) as GameRecord;
      // Another replay was opened meanwhile: this answer is not shown.
      if (shown !== this.opened) return;
      this.record = record;
      this.replay = buildReplay(record);
      this.slider.max = String(this.replay.steps.length - 1);
      this.boardCol.hidden = false;
      this.renderer.fit();
      this.go(0);
      this.review.load(record.id);
    } catch (e) {
      if (shown !== this.opened) return;
      replace(
        this.head,
        h('div', { class: 'where' }, t('replay.title')),
        h('button', { class: 'btn small ghost', 'data-testid': 'leave', onclick: () => this.home() }, t('game.lobby')),
      );
      replace(
        this.info,
        h('h2', {}, t('replay.title')),
        h('p', { class: 'form-error', 'data-testid': 'replay-error' }, e instanceof Error ? e.message : String(e)),
      );
    }
  }

  /**
   * Nothing of the replay shown before stays: the header, the step count, the slider, the log and
   * the board go until the new record is there (an error then shows alone).
   */
  private reset(id: string): void {
    this.stop();
    this.replay = null;
    this.record = null;
    this.i = 0;
    this.slider.max = '0';
    this.slider.value = '0';
    this.stepLabel.textContent = '';
    this.log.set([]);
    this.review.clear();
    this.boardCol.hidden = true;
    replace(
      this.head,
      h('div', { class: 'where' }, t('replay.title')),
      h('div', { class: 'headline', 'data-testid': 'replay-headline' }, t('replay.loadingGame', { id })),
      h('button', { class: 'btn small ghost', 'data-testid': 'leave', onclick: () => this.home() }, t('game.lobby')),
    );
    replace(this.info, h('h2', {}, t('replay.title')), h('p', { class: 'muted' }, t('replay.loading')));
  }

  private go(i: number): void {
    if (!this.replay) return;
    const n = this.replay.steps.length;
    this.i = Math.max(0, Math.min(n - 1, i === Infinity ? n - 1 : i));
    const step = this.replay.steps[this.i];
    // A replay has at least its setup step.
    if (!step) return;
    this.slider.value = String(this.i);
    this.review.setStep(this.i);
    this.stepLabel.textContent = t('replay.step', { i: this.i, of: n - 1 });
    this.renderer.board.update(step.view, new Set(), null);
    const st = statusOf(step.view, 'spectator', []);
    const w = this.record?.winner;
    replace(
      this.head,
      h('div', { class: 'where' }, st.where),
      h(
        'div',
        { class: 'headline', 'data-testid': 'replay-headline' },
        step.action
          ? `${t(`side.${step.action.seat}`)}: ${step.action.type === 'choose' ? t('replay.chose', { option: describeOption(step.action.option) }) : describeAction(step.action)}`
          : t('replay.setup'),
      ),
      h('div', { class: 'seat seat-spectator' }, t('replay.title')),
      h('button', { class: 'btn small ghost', 'data-testid': 'leave', onclick: () => this.home() }, t('game.lobby')),
    );
    replace(
      this.info,
      h('h2', {}, t('replay.game', { id: this.record?.id ?? '' })),
      w ? h('p', {}, t('replay.won', { seat: seatName(w.seat), reason: winnerText(w.reason) })) : null,
      this.replay.error ? h('p', { class: 'form-error' }, this.replay.error) : null,
      h('p', { class: 'muted' }, t('replay.hint')),
    );
    const lines: string[] = [];
    for (const s of this.replay.steps.slice(0, this.i + 1)) lines.push(...s.log);
    this.log.set(lines.slice(-200));
    if (this.i >= n - 1) this.stop();
  }

  private togglePlay(): void {
    if (this.timer) {
      this.stop();
      return;
    }
    this.playBtn.textContent = t('replay.pause');
    this.timer = setInterval(() => this.go(this.i + 1), 700);
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.playBtn.textContent = t('replay.play');
  }

  onBoardHover(id: string | null, x: number, y: number): void {
    if (!this.visible || !this.replay) return;
    const view = this.replay.steps[this.i]?.view;
    this.hover.show(id && view ? detailsFor(id, view) : null, x, y);
  }

  hide(): void {
    this.el.hidden = true;
    this.visible = false;
    this.stop();
    this.review.clear();
    this.hover.hide();
  }

  resize(): void {
    if (this.visible) this.renderer.fit();
  }

  get isVisible(): boolean {
    return this.visible;
  }
}
