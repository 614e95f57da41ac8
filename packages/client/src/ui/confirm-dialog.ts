/**
 * Asks the player to confirm an action that costs them something, in the page: `window.confirm`
 * may be suppressed by the browser (then it answers "no" at once and the action could never be
 * taken). Modal: focus starts on the safe button (so a stray Enter cancels), Tab moves between the
 * two buttons and Enter or Space presses the focused one; Escape (or a click outside the card)
 * cancels.
 */
import { t } from '../i18n';
import { h } from './dom';

export interface Confirmation {
  /** What the action costs, in a sentence or two. */
  text: string;
  /** The confirming button: what the action does ("Spring the Trap"). */
  confirm: string;
}

export class ConfirmDialog {
  private readonly text = h('p', { 'data-testid': 'confirm-text' });
  private readonly ok = h('button', { class: 'btn primary confirm-go', type: 'button', 'data-testid': 'confirm-ok' });
  private readonly cancel = h('button', { class: 'btn ghost', type: 'button', 'data-testid': 'confirm-cancel' }, t('play.confirm.cancel'));
  private done: ((ok: boolean) => void) | null = null;
  /** Where the focus was before asking: it goes back there after the answer. */
  private before: Element | null = null;
  readonly el: HTMLElement;

  constructor() {
    this.ok.addEventListener('click', () => this.finish(true));
    this.cancel.addEventListener('click', () => this.finish(false));
    const card = h(
      'div',
      { class: 'dialog-card card confirm-card' },
      h('h2', { id: 'confirm-title' }, t('play.confirm.title')),
      this.text,
      h('div', { class: 'row confirm-buttons' }, this.ok, this.cancel),
      h('p', { class: 'muted confirm-keys' }, t('play.confirm.keys')),
    );
    this.el = h(
      'div',
      {
        class: 'dialog confirm-dialog',
        'data-testid': 'confirm-dialog',
        role: 'alertdialog',
        'aria-modal': 'true',
        'aria-labelledby': 'confirm-title',
        'aria-describedby': 'confirm-text',
        hidden: true,
      },
      card,
    );
    this.text.id = 'confirm-text';
    this.el.addEventListener('click', (e) => {
      if (e.target === this.el) this.finish(false);
    });
  }

  get isOpen(): boolean {
    return !this.el.hidden;
  }

  /** Resolves true when confirmed, false when cancelled (or when another question replaces this one). */
  ask(q: Confirmation): Promise<boolean> {
    // A question that replaces an open one keeps where the focus was before the first.
    if (this.done) this.done(false);
    else this.before = document.activeElement;
    this.text.textContent = q.text;
    this.ok.textContent = q.confirm;
    // Keys are heard on the whole page while the question is open (the focus may leave the card).
    document.addEventListener('keydown', this.key, true);
    this.el.hidden = false;
    this.cancel.focus();
    return new Promise((resolve) => (this.done = resolve));
  }

  /** Closes the question unanswered (the game screen left, the seat taken elsewhere). */
  dismiss(): void {
    if (this.done) this.finish(false);
  }

  private readonly key = (e: KeyboardEvent): void => {
    // The page's own keys (Ctrl+Z, R for the rules) wait while the question is open.
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      this.finish(false);
    } else if (e.key === 'Tab') {
      e.preventDefault();
      (document.activeElement === this.ok ? this.cancel : this.ok).focus();
    }
  };

  private finish(ok: boolean): void {
    document.removeEventListener('keydown', this.key, true);
    this.el.hidden = true;
    const d = this.done;
    this.done = null;
    if (this.before instanceof HTMLElement) this.before.focus();
    this.before = null;
    d?.(ok);
  }
}
