/**
 * "Invite a player by name", next to the invite link of a game I sit in while its other seat is
 * open (signed in only): the invited account finds the invitation on its home screen.
 */
import { AccountNameSchema } from '@stronghold/protocol';
import { t } from '../i18n';
import { accountErrorSaid } from '../logic/account-errors';
import { nameTooLongSaid } from '../logic/name-limits';
import { AccountRequestError, sendInvite } from '../net/accounts-api';
import { h } from './dom';

export class InviteByName {
  readonly button = h(
    'button',
    { type: 'button', class: 'btn small ghost', 'data-testid': 'invite-by-name', hidden: true },
    t('invite.byName'),
  );
  private readonly input = h('input', {
    id: 'invite-name',
    'data-testid': 'invite-name',
    // No maxlength: a pasted name is never cut into another account's name; a longer one is refused with the limit.
    autocomplete: 'off',
    spellcheck: 'false',
    autocapitalize: 'off',
  });
  private readonly message = h('p', { class: 'form-error', 'data-testid': 'invite-error', role: 'alert' });
  private readonly submit = h('button', { class: 'btn primary', type: 'submit', 'data-testid': 'invite-send' }, t('invite.send'));
  readonly el: HTMLElement;
  private gameId = '';

  constructor(
    private readonly session: () => string | null,
    private readonly said: (text: string) => void,
  ) {
    const form = h(
      'form',
      {
        class: 'dialog-card card',
        onsubmit: (e: Event) => {
          e.preventDefault();
          void this.send();
        },
      },
      h('h2', {}, t('invite.title')),
      h('p', { class: 'muted' }, t('invite.text')),
      h('label', { for: 'invite-name' }, t('account.name')),
      this.input,
      this.message,
      h(
        'div',
        { class: 'row' },
        this.submit,
        h(
          'button',
          { class: 'btn ghost', type: 'button', 'data-testid': 'invite-cancel', onclick: () => this.close() },
          t('account.cancel'),
        ),
      ),
    );
    this.el = h('div', { class: 'dialog', 'data-testid': 'invite-dialog', role: 'dialog', 'aria-modal': 'true', hidden: true }, form);
    this.el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.close();
    });
    this.button.addEventListener('click', () => this.open());
  }

  /** Offered while signed in, in a game I sit in whose other seat is open. */
  update(gameId: string, offered: boolean): void {
    this.gameId = gameId;
    this.button.hidden = !offered || !this.session();
    if (this.button.hidden) this.close();
  }

  private open(): void {
    this.input.value = '';
    this.say('');
    this.el.hidden = false;
    this.input.focus();
  }

  close(): void {
    this.el.hidden = true;
  }

  private say(text: string): void {
    this.message.textContent = text;
    this.message.hidden = !text;
  }

  private async send(): Promise<void> {
    const session = this.session();
    const to = this.input.value.trim();
    if (!session) return;
    const tooLong = nameTooLongSaid(to, 'account');
    if (tooLong) {
      this.say(t(tooLong.key, tooLong.params));
      return;
    }
    if (!AccountNameSchema.safeParse(to).success) {
      this.say(t('account.err.invalidName'));
      return;
    }
    this.submit.disabled = true;
    try {
      await sendInvite(session, to, this.gameId);
      this.close();
      this.said(t('invite.sent', { name: to }));
    } catch (e) {
      const s =
        e instanceof AccountRequestError
          ? e.code === 'not_found'
            ? { key: 'invite.noSuchPlayer' }
            : accountErrorSaid(e, 'other')
          : { key: 'account.err.network' };
      this.say(t(s.key, { ...s.params, name: to }));
    } finally {
      this.submit.disabled = false;
    }
  }
}
