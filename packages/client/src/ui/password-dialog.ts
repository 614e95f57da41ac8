/** Asks for a private game's password (opening its link, or joining it from the lobby list). */
import { t } from '../i18n';
import { h } from './dom';

export class PasswordDialog {
  private readonly input = h('input', {
    type: 'password',
    'data-testid': 'password-input',
    'aria-label': t('home.password'),
    maxlength: 40,
    autocomplete: 'off',
  });
  private readonly message = h('p', { class: 'form-error', 'data-testid': 'password-error', role: 'alert' });
  private readonly title = h('h2', {}, t('password.title'));
  private done: ((v: string | null) => void) | null = null;
  readonly el: HTMLElement;

  constructor() {
    const form = h(
      'form',
      {
        class: 'dialog-card card',
        onsubmit: (e: Event) => {
          e.preventDefault();
          if (this.input.value) this.finish(this.input.value);
        },
      },
      this.title,
      h('p', { class: 'muted' }, t('password.ask')),
      this.input,
      this.message,
      h(
        'div',
        { class: 'row' },
        h('button', { class: 'btn primary', type: 'submit', 'data-testid': 'password-submit' }, t('home.join')),
        h(
          'button',
          { class: 'btn ghost', type: 'button', 'data-testid': 'password-cancel', onclick: () => this.finish(null) },
          t('password.cancel'),
        ),
      ),
    );
    this.el = h('div', { class: 'dialog', 'data-testid': 'password-dialog', role: 'dialog', 'aria-modal': 'true', hidden: true }, form);
    this.el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.finish(null);
    });
  }

  /** Resolves with the typed password, or null when cancelled. `wrong` says the last one failed. */
  ask(code: string, wrong: boolean): Promise<string | null> {
    this.done?.(null);
    this.title.textContent = t('password.titleCode', { code });
    this.message.textContent = wrong ? t('password.wrong') : '';
    this.message.hidden = !wrong;
    this.input.value = '';
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

/** Did the server refuse the join for a missing or wrong password? */
export function isPasswordError(e: unknown): boolean {
  return /password/i.test(e instanceof Error ? e.message : String(e));
}
