/**
 * The account's place on the home screen: for a guest "Sign in" and "Create account" (nothing
 * else changes for a guest); signed in, the name with a menu (my profile, sign out, sign out
 * everywhere, change password, delete account). The leaderboard's link is there for everyone. On a server other than
 * the page's own (`?server=`), sign-in is not offered: a line says so.
 */
import { t } from '../i18n';
import type { StoredAccount } from '../net/account-store';
import { currentServer } from '../net/connection';
import type { AccountForm } from './account-dialog';
import { h, replace } from './dom';
import { leaderboardHref, profileHref } from './player-link';

export interface AccountBarActions {
  open(form: AccountForm): void;
  signOut(everywhere: boolean): void;
}

export class AccountBar {
  readonly el = h('div', { class: 'account-bar', 'data-testid': 'account-bar' });
  private readonly menu = h('div', { class: 'account-menu', 'data-testid': 'account-menu', role: 'menu', hidden: true });

  constructor(private readonly actions: AccountBarActions) {
    document.addEventListener('click', (e) => {
      if (!this.menu.hidden && !this.el.contains(e.target as Node)) this.menu.hidden = true;
    });
    this.el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.menu.hidden = true;
    });
  }

  render(account: StoredAccount | null): void {
    this.menu.hidden = true;
    const board = h(
      'a',
      { class: 'btn ghost small', href: leaderboardHref(), 'data-testid': 'leaderboard-link' },
      t('account.leaderboard'),
    );
    const server = currentServer();
    if (!server.ownsSession) {
      replace(
        this.el,
        board,
        h(
          'span',
          { class: 'account-unavailable muted', 'data-testid': 'account-unavailable' },
          t('account.unavailableHere', { host: server.foreignHost }),
        ),
      );
      return;
    }
    if (!account) {
      replace(
        this.el,
        board,
        h(
          'button',
          { class: 'btn small', type: 'button', 'data-testid': 'signin-open', onclick: () => this.actions.open('signin') },
          t('account.signIn'),
        ),
        h(
          'button',
          { class: 'btn primary small', type: 'button', 'data-testid': 'signup-open', onclick: () => this.actions.open('signup') },
          t('account.signUp'),
        ),
      );
      return;
    }
    const item = (testid: string, text: string, onclick: () => void) =>
      h(
        'button',
        {
          class: 'account-menu-item',
          type: 'button',
          role: 'menuitem',
          'data-testid': testid,
          onclick: () => {
            this.menu.hidden = true;
            onclick();
          },
        },
        text,
      );
    replace(
      this.menu,
      h(
        'a',
        { class: 'account-menu-item', role: 'menuitem', href: profileHref(account.name), 'data-testid': 'account-profile' },
        t('account.profile'),
      ),
      item('account-signout', t('account.signOut'), () => this.actions.signOut(false)),
      item('account-signout-everywhere', t('account.signOutEverywhere'), () => this.actions.signOut(true)),
      item('account-change-password', t('account.changePassword'), () => this.actions.open('password')),
      item('account-delete', t('account.delete'), () => this.actions.open('delete')),
    );
    const toggle = h(
      'button',
      {
        class: 'btn small account-name',
        type: 'button',
        'data-testid': 'account-name-button',
        'aria-haspopup': 'menu',
        title: t('account.menu'),
        onclick: () => (this.menu.hidden = !this.menu.hidden),
      },
      h('span', { class: 'account-avatar', 'aria-hidden': 'true' }, account.name.charAt(0).toUpperCase()),
      h('span', { 'data-testid': 'account-signed-in' }, account.name),
      ' ▾',
    );
    replace(this.el, board, h('div', { class: 'account-menu-wrap' }, toggle, this.menu));
  }
}
