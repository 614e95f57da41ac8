/**
 * Asks a guest for their name before an invite link seats them (instead of seating them under a
 * default name): a labelled field, Enter takes the seat, Escape or Cancel goes back.
 */
import { t } from '../i18n';
import { nameTooLongSaid } from '../logic/name-limits';
import { h } from './dom';

export class NameDialog {
  private readonly input = h('input', {
    id: 'invite-name',
    'data-testid': 'invite-name-input',
    // No maxlength: a pasted name stays whole, and one over the limit is refused with the limit.
    'aria-describedby': 'invite-name-error',
    autocomplete: 'nickname',
    required: true,
  });
  private readonly title = h('h2', { id: 'invite-name-title' }, '');
  private readonly problem = h(
    'p',
    { id: 'invite-name-error', class: 'form-error', role: 'alert', 'data-testid': 'invite-name-error' },
    '',
  );
  private done: ((v: string | null) => void) | null = null;
  readonly el: HTMLElement;

  constructor() {
    const form = h(
      'form',
      {
        class: 'dialog-card card',
        onsubmit: (e: Event) => {
          e.preventDefault();
          const name = this.input.value.trim();
          const tooLong = nameTooLongSaid(name, 'player');
          this.problem.textContent = tooLong ? t(tooLong.key, tooLong.params) : '';
          if (name && !tooLong) this.finish(name);
        },
      },
      this.title,
      h('p', { class: 'muted' }, t('inviteName.ask')),
      h('label', { for: 'invite-name' }, t('inviteName.label')),
      this.input,
      this.problem,
      h(
        'div',
        { class: 'row' },
        h('button', { class: 'btn primary', type: 'submit', 'data-testid': 'invite-name-submit' }, t('inviteName.take')),
        h(
          'button',
          { class: 'btn ghost', type: 'button', 'data-testid': 'invite-name-cancel', onclick: () => this.finish(null) },
          t('inviteName.cancel'),
        ),
      ),
    );
    this.el = h(
      'div',
      {
        class: 'dialog',
        'data-testid': 'invite-name-dialog',
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'invite-name-title',
        hidden: true,
      },
      form,
    );
    this.el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.finish(null);
    });
  }

  /** Resolves with the name typed for game `code` (trimmed, not empty), or null when cancelled. */
  ask(code: string): Promise<string | null> {
    this.done?.(null);
    this.title.textContent = t('inviteName.title', { code });
    this.input.value = '';
    this.problem.textContent = '';
    this.el.hidden = false;
    this.input.focus();
    return new Promise((resolve) => (this.done = resolve));
  }

  private finish(v: string | null): void {
    this.el.hidden = true;
    const d = this.done;
    this.done = null;
    d?.(v);
  }
}
