/**
 * The account forms in a dialog: sign in, create an account, change the password (the current one
 * and the new one), and the deletion that asks for the password again. A name or password the protocol would refuse is said before anything is sent;
 * the server's refusals (name taken, wrong password, too many attempts with the wait) are said
 * on the form, which stays open to try again.
 */
import { ACCOUNT_PASSWORD_MIN, AccountNameSchema } from '@stronghold/protocol';
import { t } from '../i18n';
import { accountErrorSaid } from '../logic/account-errors';
import { nameCount, nameTooLongSaid } from '../logic/name-limits';
import { AccountRequestError } from '../net/accounts-api';
import { h } from './dom';

export type AccountForm = 'signin' | 'signup' | 'delete' | 'password';

/** What the dialog's submit does (`newPassword`: the change's new one, else ''); it rejects with the server's refusal. */
export type AccountSubmit = (form: AccountForm, name: string, password: string, newPassword: string) => Promise<void>;

const TITLES: Record<AccountForm, string> = {
  signin: 'account.signInTitle',
  signup: 'account.signUpTitle',
  delete: 'account.deleteTitle',
  password: 'account.changePasswordTitle',
};
const SUBMITS: Record<AccountForm, string> = {
  signin: 'account.signIn',
  signup: 'account.signUp',
  delete: 'account.deleteConfirm',
  password: 'account.changePasswordConfirm',
};
const INTROS: Record<AccountForm, string | null> = {
  signin: null,
  signup: 'account.whyAccount',
  delete: 'account.deleteText',
  password: 'account.changePasswordText',
};

export class AccountDialog {
  private readonly title = h('h2', { 'data-testid': 'account-title' });
  private readonly intro = h('p', { class: 'muted account-intro' });
  private readonly nameLabel = h('label', { for: 'account-name' }, t('account.name'));
  private readonly nameInput = h('input', {
    id: 'account-name',
    'data-testid': 'account-name',
    // No maxlength: a pasted name stays whole, and one over the limit is refused with the limit.
    'aria-describedby': 'account-name-count',
    autocomplete: 'username',
    spellcheck: 'false',
    autocapitalize: 'off',
  });
  private readonly nameHint = h('p', { class: 'hint' }, t('account.nameHint'));
  /** The name's length against the limit, as it is typed. */
  private readonly nameCountEl = h('span', { id: 'account-name-count', class: 'name-count', 'data-testid': 'account-name-count' });
  private readonly passwordLabel = h('label', { for: 'account-password' }, t('account.password'));
  private readonly passwordInput = h('input', {
    id: 'account-password',
    'data-testid': 'account-password',
    type: 'password',
    maxlength: 200,
  });
  private readonly newPasswordLabel = h('label', { for: 'account-new-password' }, t('account.newPassword'));
  private readonly newPasswordInput = h('input', {
    id: 'account-new-password',
    'data-testid': 'account-new-password',
    type: 'password',
    maxlength: 200,
    autocomplete: 'new-password',
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
      this.nameCountEl,
      this.nameHint,
      this.passwordLabel,
      this.passwordInput,
      this.newPasswordLabel,
      this.newPasswordInput,
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
    this.nameInput.addEventListener('input', () => this.showNameCount());
    this.el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.close();
    });
  }

  open(form: AccountForm): void {
    this.form = form;
    const asksName = form === 'signin' || form === 'signup';
    const intro = INTROS[form];
    this.title.textContent = t(TITLES[form]);
    this.intro.textContent = intro ? t(intro) : '';
    this.intro.hidden = !intro;
    this.nameLabel.hidden = this.nameInput.hidden = this.nameCountEl.hidden = !asksName;
    this.showNameCount();
    this.nameHint.hidden = form !== 'signup';
    this.passwordLabel.textContent = t(form === 'password' ? 'account.currentPassword' : 'account.password');
    this.passwordInput.autocomplete = form === 'signup' ? 'new-password' : 'current-password';
    this.passwordInput.value = '';
    this.newPasswordLabel.hidden = this.newPasswordInput.hidden = form !== 'password';
    this.newPasswordInput.value = '';
    this.submit.textContent = t(SUBMITS[form]);
    this.submit.classList.toggle('danger', form === 'delete');
    this.switchLink.hidden = !asksName;
    this.switchLink.textContent = t(form === 'signin' ? 'account.noAccountYet' : 'account.haveAccount');
    this.say('');
    this.el.hidden = false;
    (asksName && !this.nameInput.value ? this.nameInput : this.passwordInput).focus();
  }

  close(): void {
    this.el.hidden = true;
    this.passwordInput.value = '';
    this.newPasswordInput.value = '';
  }

  /** The typed name against the account-name limit ("29/20", marked when over). */
  private showNameCount(): void {
    const c = nameCount(this.nameInput.value, 'account');
    this.nameCountEl.textContent = t('names.count', { n: c.n, max: c.max });
    this.nameCountEl.classList.toggle('over', c.over);
  }

  private say(text: string): void {
    this.message.textContent = text;
    this.message.hidden = !text;
  }

  private async go(): Promise<void> {
    if (this.sending) return;
    const name = this.nameInput.value.trim();
    const password = this.passwordInput.value;
    const newPassword = this.form === 'password' ? this.newPasswordInput.value : '';
    const tooLong = this.form === 'signin' || this.form === 'signup' ? nameTooLongSaid(name, 'account') : null;
    if (tooLong) {
      this.say(t(tooLong.key, tooLong.params));
      this.nameInput.focus();
      return;
    }
    if ((this.form === 'signin' || this.form === 'signup') && !AccountNameSchema.safeParse(name).success) {
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
    if (this.form === 'password' && newPassword.length < ACCOUNT_PASSWORD_MIN) {
      this.say(t('account.err.shortPassword', { n: ACCOUNT_PASSWORD_MIN }));
      this.newPasswordInput.focus();
      return;
    }
    this.sending = true;
    this.submit.disabled = true;
    this.say('');
    try {
      await this.send(this.form, name, password, newPassword);
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
