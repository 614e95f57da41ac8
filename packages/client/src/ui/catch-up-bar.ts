/**
 * The summary's panel, at the top of the side panel (the board stays uncovered): its heading,
 * which move it shows, that move's words in a polite live region (a screen reader reads each
 * step as it comes), and real buttons: Skip while it plays (Escape does the same), Replay once
 * it is over. Hidden while there is nothing to show.
 */
import { t } from '../i18n';
import { h } from './dom';
import './catch-up.css';

export class CatchUpBar {
  private readonly title = h('h3', { 'data-testid': 'catch-up-title' });
  private readonly stepLabel = h('p', { class: 'muted catch-up-step', 'data-testid': 'catch-up-step' });
  private readonly text = h('p', { class: 'catch-up-text', role: 'status', 'aria-live': 'polite', 'data-testid': 'catch-up-text' });
  private readonly skipBtn: HTMLButtonElement;
  private readonly replayBtn: HTMLButtonElement;
  readonly el: HTMLElement;

  constructor(on: { skip(): void; replay(): void }) {
    this.skipBtn = h(
      'button',
      { class: 'btn small', type: 'button', 'data-testid': 'catch-up-skip', title: t('catchUp.skipHint'), onclick: () => on.skip() },
      t('catchUp.skip'),
    );
    this.replayBtn = h(
      'button',
      {
        class: 'btn small ghost',
        type: 'button',
        'data-testid': 'catch-up-replay',
        title: t('catchUp.replayHint'),
        onclick: () => on.replay(),
      },
      t('catchUp.replay'),
    );
    this.el = h(
      'section',
      { class: 'panel catch-up', 'data-testid': 'catch-up', 'aria-label': t('catchUp.region'), hidden: true },
      this.title,
      this.stepLabel,
      this.text,
      h('div', { class: 'catch-up-buttons' }, this.skipBtn, this.replayBtn),
    );
  }

  /** A step of the summary on the board: `i` of `n` (0: where it starts). */
  playing(title: string, i: number, n: number, text: string): void {
    this.el.hidden = false;
    this.el.dataset.state = 'playing';
    this.el.dataset.step = String(i);
    this.title.textContent = title;
    this.stepLabel.textContent = i > 0 ? t('catchUp.step', { i, n }) : '';
    this.text.textContent = text;
    this.skipBtn.hidden = false;
    this.replayBtn.hidden = true;
  }

  /** Not playing (played to its end, skipped, or only offered): the board shows now; Replay is offered. */
  done(title: string, how: 'finished' | 'skipped' | 'offered'): void {
    const hadFocus = this.el.contains(document.activeElement);
    this.el.hidden = false;
    this.el.dataset.state = 'done';
    this.el.dataset.ended = how;
    this.title.textContent = title;
    this.stepLabel.textContent = '';
    this.text.textContent = t(how === 'offered' ? 'catchUp.offered' : 'catchUp.done');
    this.skipBtn.hidden = true;
    this.replayBtn.hidden = false;
    // Skip had the focus and is gone: keep it on the panel's other button, not lost to the page.
    if (hadFocus) this.replayBtn.focus();
  }

  hide(): void {
    this.el.hidden = true;
    delete this.el.dataset.state;
    delete this.el.dataset.ended;
  }
}
