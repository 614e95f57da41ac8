/**
 * The account forms in a dialog: sign in, create an account, and the deletion that asks for the
 * password again. A name or password the protocol would refuse is said before anything is sent;
 * the server's refusals (name taken, wrong password, too many attempts with the wait) are said
 * on the form, which stays open to try again.
 */
import { ACCOUNT_PASSWORD_MIN, AccountNameSchema } from '@stronghold/rules/protocol';
import { t } from '../i18n';
import { accountErrorSaid } from '../logic/account-errors';
import { AccountRequestError } from '../net/accounts-api';
import { h } from './dom';

export type AccountForm = 'signin' | 'signup' | 'delete';

/** What the dialog's submit does; it rejects with the server's refusal. */
export type AccountSubmit = (form: AccountForm, name: string, password: string) => Promise<void>;

export class AccountDialog {
  private readonly title = h('h2', { 'data-testid': 'account-title' });
  private readonly intro = h('p', { class: 'muted account-intro' });
  private readonly nameLabel = h('label', { for: 'account-name' }, t('account.name'));
  private readonly nameInput = h('input', {
    id: 'account-name',
    'data-testid': 'account-name',
    maxlength: 20,
    autocomplete: 'username',
    spellcheck: 'false',
    autocapitalize: 'off',
  });
  private readonly nameHint = h('p', { class: 'hint' }, t('account.nameHint'));
  private readonly passwordInput = h('input', {
    id: 'account-password',
    'data-testid': 'account-password',
    type: 'password',
    maxlength: 200,
  });
  private readonly message = h('p', { class: 'form-error', 'data-testid': 'account-error', role: 'alert' });
  private readonly submit = h('button', { class: 'btn primary', type: 'submit', 'data-testid': 'account-submit' });
  private readonly switchLink = h('button', { class: 'btn ghost small', type: 'button', 'data-testid': 'account-switch' });
  private form: AccountForm = 'signin';
  private sending = false;
  readonly el: HTMLElement;

  constructor(private readonly send: AccountSubmit) {
    const card = h(
      'form',
      {
        class: 'dialog-card card account-card',
        onsubmit: (e: Event) => {
          e.preventDefault();
          void this.go();
        },
      },
      this.title,
      this.intro,
      this.nameLabel,
      this.nameInput,
      this.nameHint,
      h('label', { for: 'account-password' }, t('account.password')),
      this.passwordInput,
      this.message,
      h(
        'div',
        { class: 'row' },
        this.submit,
        h(
          'button',
          { class: 'btn ghost', type: 'button', 'data-testid': 'account-cancel', onclick: () => this.close() },
          t('account.cancel'),
        ),
      ),
      h('div', { class: 'account-switch' }, this.switchLink),
    );
    this.switchLink.addEventListener('click', () => this.open(this.form === 'signin' ? 'signup' : 'signin'));
    this.el = h('div', { class: 'dialog', 'data-testid': 'account-dialog', role: 'dialog', 'aria-modal': 'true', hidden: true }, card);
    this.el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.close();
    });
  }

  open(form: AccountForm): void {
    this.form = form;
    const asksName = form !== 'delete';
    this.title.textContent = t(
      form === 'signin' ? 'account.signInTitle' : form === 'signup' ? 'account.signUpTitle' : 'account.deleteTitle',
    );
    this.intro.textContent = form === 'delete' ? t('account.deleteText') : form === 'signup' ? t('account.whyAccount') : '';
    this.intro.hidden = form === 'signin';
    this.nameLabel.hidden = this.nameInput.hidden = !asksName;
    this.nameHint.hidden = form !== 'signup';
    this.passwordInput.autocomplete = form === 'signup' ? 'new-password' : 'current-password';
    this.passwordInput.value = '';
    this.submit.textContent = t(form === 'signin' ? 'account.signIn' : form === 'signup' ? 'account.signUp' : 'account.deleteConfirm');
    this.submit.classList.toggle('danger', form === 'delete');
    this.switchLink.hidden = form === 'delete';
    this.switchLink.textContent = t(form === 'signin' ? 'account.noAccountYet' : 'account.haveAccount');
    this.say('');
    this.el.hidden = false;
    (asksName && !this.nameInput.value ? this.nameInput : this.passwordInput).focus();
  }

  close(): void {
    this.el.hidden = true;
    this.passwordInput.value = '';
  }

  private say(text: string): void {
    this.message.textContent = text;
    this.message.hidden = !text;
  }

  private async go(): Promise<void> {
    if (this.sending) return;
    const name = this.nameInput.value.trim();
    const password = this.passwordInput.value;
    if (this.form !== 'delete' && !AccountNameSchema.safeParse(name).success) {
      this.say(t('account.err.invalidName'));
      this.nameInput.focus();
      return;
    }
    if (this.form === 'signup' && password.length < ACCOUNT_PASSWORD_MIN) {
      this.say(t('account.err.shortPassword', { n: ACCOUNT_PASSWORD_MIN }));
      this.passwordInput.focus();
      return;
    }
    if (!password) {
      this.say(t('account.err.noPassword'));
      this.passwordInput.focus();
      return;
    }
    this.sending = true;
    this.submit.disabled = true;
    this.say('');
    try {
      await this.send(this.form, name, password);
      this.close();
    } catch (e) {
      const said = e instanceof AccountRequestError ? accountErrorSaid(e, this.form) : { key: 'account.err.other', params: { status: 0 } };
      this.say(t(said.key, said.params));
    } finally {
      this.sending = false;
      this.submit.disabled = false;
    }
  }
}
