/**
 * Home: your name, the live list of public games (from the lobby room), create a game, join by
 * code (with a password), watch, replay a finished game, and the games this browser holds a
 * seat in. An account is optional: signed in, the name is the account's, the games are the
 * account's, invitations wait at the top and a game may be rated.
 */
import { playerName, t } from '../i18n';
import { listingAccountRef, lobbyOrder, seatButton, type GameListing } from '../logic/lobby';
import { nameCount, nameTooLongSaid } from '../logic/name-limits';
import { LobbyFeed, seatScope, type ComputerLevel, type ConnState, type CreateOptions } from '../net/connection';
import { loadName, loadSeat, saveName } from '../net/storage';
import { MyGames } from '../ui/my-games';
import type { Account } from '../net/account';
import { AccountBar } from '../ui/account-bar';
import { AccountDialog } from '../ui/account-dialog';
import { InvitesList } from '../ui/invites-list';
import { h, replace, tid } from '../ui/dom';
import { languageSelect } from '../ui/language-select';
import { playerRefEl } from '../ui/player-link';
import type { Screen } from './screen';
import { learnCard } from '../tutorial/learn-card';
import { computerCard, createGameCard, replayCard, type NewGameChoice } from './home-cards';
import type { TutorialSide } from '../tutorial/step';

export interface HomeActions {
  create(opts: CreateOptions): Promise<void>;
  join(roomId: string, password: string | undefined, spectate: boolean): Promise<void>;
  replay(id: string): void;
  /** A tutorial game against the Easy computer (`tutorial/`). */
  learn(side: TutorialSide, name: string): Promise<void>;
  /** This browser's account (a guest has none signed in). */
  account: Account;
}

export class HomeScreen implements Screen {
  readonly el = h('div', { class: 'screen home-screen', 'data-testid': 'home' });
  private feed: LobbyFeed | null = null;
  private listEl = h('div', { class: 'game-list', 'data-testid': 'game-list' });
  private lobbyState = h('span', { class: 'lobby-state' });
  /** Fixed at the top of the viewport: seen wherever the page is scrolled. */
  private errorText = h('span', {});
  private errorEl = h(
    'div',
    { class: 'form-error home-error', 'data-testid': 'home-error', role: 'alert', hidden: true },
    this.errorText,
    h('button', { class: 'cm-close', type: 'button', 'aria-label': t('home.dismiss'), onclick: () => this.error('') }, '×'),
  );
  private nameInput = h('input', {
    id: 'name',
    'data-testid': 'name-input',
    // No maxlength: a pasted name stays whole, and one over the limit is refused with the limit.
    'aria-describedby': 'name-count',
    placeholder: t('home.yourName'),
    autocomplete: 'nickname',
  });
  /** The name's length against the limit, as it is typed. */
  private nameCountEl = h('span', { id: 'name-count', class: 'name-count', 'data-testid': 'name-count' });
  private codeInput = h('input', {
    id: 'code',
    'data-testid': 'join-code',
    placeholder: t('home.gameCode'),
    autocomplete: 'off',
    spellcheck: 'false',
  });
  private joinPassword = h('input', {
    id: 'join-password',
    'data-testid': 'join-password',
    type: 'password',
    placeholder: t('home.passwordIfAny'),
  });
  private mine: MyGames;
  private busy = false;
  private visible = false;
  private readonly accountBar: AccountBar;
  readonly accountDialog: AccountDialog;
  private readonly invites: InvitesList;
  /** "Rated": offered to a signed-in creator; a guest reads why not. */
  private readonly rated = h('input', { type: 'checkbox', id: 'create-rated', 'data-testid': 'create-rated' });
  private readonly ratedRow = h(
    'div',
    { class: 'rated-row' },
    h('label', { class: 'check', for: 'create-rated' }, this.rated, ' ', t('rated.label')),
    h('p', { class: 'hint' }, t('rated.hint')),
  );
  private readonly ratedGuest = h('p', { class: 'hint', 'data-testid': 'rated-signed-out' }, t('rated.signedOut'));

  constructor(private readonly actions: HomeActions) {
    const session = () => actions.account.session;
    this.mine = new MyGames(
      {
        rejoin: (id) => void this.run(() => this.actions.join(id, undefined, false)),
        replay: (id) => this.actions.replay(id),
      },
      session,
    );
    this.invites = new InvitesList(session, {
      open: (gameId) => this.run(() => this.actions.join(gameId, undefined, false)),
      error: (text) => this.error(text),
    });
    this.accountBar = new AccountBar({
      open: (form) => this.accountDialog.open(form),
      signOut: (everywhere) => void this.run(() => this.actions.account.signOut(everywhere)),
    });
    this.accountDialog = new AccountDialog(async (form, name, password, newPassword) => {
      const a = this.actions.account;
      if (form === 'signin') await a.signIn(name, password);
      else if (form === 'signup') await a.signUp(name, password);
      else if (form === 'password') await a.changePassword(password, newPassword);
      else await a.delete(password);
    });
    this.build();
    actions.account.onChange(() => this.accountChanged());
    this.accountChanged();
  }

  /** Signed in or out: the bar, the name, the rated choice and the lists follow. */
  private accountChanged(): void {
    const a = this.actions.account.signedIn;
    this.accountBar.render(a);
    this.nameInput.value = a ? a.name : loadName();
    this.nameInput.disabled = Boolean(a);
    this.nameInput.title = a ? t('account.nameIsAccount') : '';
    this.showNameCount();
    this.ratedRow.hidden = !a;
    this.ratedGuest.hidden = Boolean(a);
    if (!a) this.rated.checked = false;
    if (this.visible) {
      this.mine.refresh.start();
      this.invites.refresh.start();
    }
  }

  private build(): void {
    this.nameInput.value = loadName();
    this.nameInput.addEventListener('input', () => this.showNameCount());
    this.showNameCount();
    this.nameInput.addEventListener('change', () => {
      if (!this.actions.account.signedIn) saveName(this.nameInput.value);
    });
    const create = createGameCard([this.ratedRow, this.ratedGuest], (c) => this.createGame(c));
    const computer = computerCard({
      play: (side, level) => this.playComputer(side, level),
      watch: (invader, defender) => this.watchComputers(invader, defender),
    });
    const join = this.joinCard();
    const replay = replayCard((id) => this.actions.replay(id));

    replace(
      this.el,
      h(
        'header',
        { class: 'hero' },
        this.accountBar.el,
        h('h1', {}, 'Stronghold', h('span', {}, t('home.brandTail'))),
        h('p', { class: 'tagline' }, t('home.tagline')),
        h(
          'div',
          { class: 'name-row' },
          h('label', { for: 'name' }, t('home.yourName')),
          this.nameInput,
          this.nameCountEl,
          languageSelect(),
        ),
      ),
      h(
        'div',
        { class: 'home-grid' },
        h(
          'section',
          { class: 'card lobby-card' },
          this.invites.el,
          this.mine.waitingEl,
          h('h2', {}, t('home.openGames'), ' ', this.lobbyState),
          this.listEl,
          this.mine.el,
        ),
        h(
          'div',
          { class: 'home-side' },
          learnCard((side) => void this.run(() => this.actions.learn(side, this.nameInput.value.trim() || t('tutorial.playerName')))),
          computer,
          create,
          join,
          replay,
        ),
      ),
      this.errorEl,
      this.accountDialog.el,
    );
  }

  /** "Start a siege": a game of one's own, rated if signed in and asked for. */
  private createGame(c: NewGameChoice): void {
    const name = this.requireName();
    if (!name) return;
    void this.run(() =>
      this.actions.create({
        side: c.side,
        private: c.private,
        ...(c.password ? { password: c.password } : {}),
        name,
        gameName: c.gameName || t('home.defaultGameName', { name }),
        timeControl: c.timeControl,
        ...(this.actions.account.signedIn && this.rated.checked ? { rated: true } : {}),
      }),
    );
  }

  private playComputer(side: 'invader' | 'defender', level: ComputerLevel): void {
    const name = this.requireName();
    if (!name) return;
    void this.run(() =>
      this.actions.create({ side, private: false, name, gameName: t('home.vsComputerName', { name }), opponent: { computer: level } }),
    );
  }

  /** Two computers play; a watcher with no name is given one. */
  private watchComputers(invader: ComputerLevel, defender: ComputerLevel): void {
    if (!this.nameFits()) return;
    if (!this.nameInput.value.trim()) saveName(t('home.watcherName'));
    void this.run(() =>
      this.actions.create({
        side: 'invader',
        private: false,
        name: this.nameInput.value.trim() || t('home.watcherName'),
        gameName: t('home.exhibitionName', { invader: t(`level.${invader}`), defender: t(`level.${defender}`) }),
        exhibition: { invader, defender },
      }),
    );
  }

  /** "Join by code": play or watch the game with that code. */
  private joinCard(): HTMLFormElement {
    return h(
      'form',
      {
        class: 'card join-card',
        onsubmit: (e: Event) => {
          e.preventDefault();
          this.joinCode(false);
        },
      },
      h('h2', {}, t('home.joinByCode')),
      this.codeInput,
      this.joinPassword,
      h(
        'div',
        { class: 'row' },
        h('button', { class: 'btn primary', type: 'submit', 'data-testid': 'join-submit' }, t('home.join')),
        h('button', { class: 'btn', type: 'button', 'data-testid': 'watch-submit', onclick: () => this.joinCode(true) }, t('home.watch')),
      ),
    );
  }

  private requireName(): string | null {
    const signedIn = this.actions.account.signedIn;
    if (signedIn) return signedIn.name;
    const name = this.nameInput.value.trim();
    if (!name) {
      this.error(t('home.enterName'));
      this.nameInput.focus();
      return null;
    }
    if (!this.nameFits()) return null;
    saveName(name);
    return name;
  }

  /** The typed name against its limit beside the input ("25/24", marked when over). */
  private showNameCount(): void {
    const c = nameCount(this.nameInput.value, 'player');
    this.nameCountEl.textContent = t('names.count', { n: c.n, max: c.max });
    this.nameCountEl.classList.toggle('over', c.over);
  }

  /** A name over the limit is refused with the limit, never cut; false (and said) when it is over. */
  private nameFits(): boolean {
    if (this.actions.account.signedIn) return true;
    const said = nameTooLongSaid(this.nameInput.value, 'player');
    if (!said) return true;
    this.error(t(said.key, said.params));
    this.nameInput.focus();
    return false;
  }

  private joinCode(spectate: boolean): void {
    const code = this.codeInput.value.trim();
    if (!code) {
      this.error(t('home.enterCode'));
      return;
    }
    if (!spectate && !this.requireName()) return;
    if (spectate && !this.nameFits()) return;
    if (spectate && !this.nameInput.value.trim()) saveName(t('home.watcherName'));
    void this.run(() => this.actions.join(code, this.joinPassword.value || undefined, spectate));
  }

  private async run(f: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error('');
    this.el.classList.add('busy');
    try {
      await f();
    } catch (e) {
      this.error(friendly(e));
    } finally {
      this.busy = false;
      this.el.classList.remove('busy');
    }
  }

  error(text: string): void {
    this.errorText.textContent = text;
    this.errorEl.hidden = !text;
  }

  private renderList(list: readonly GameListing[], state: ConnState): void {
    this.lobbyState.textContent = `· ${state === 'connected' ? t('home.live', { n: list.length }) : state === 'reconnecting' ? t('home.reconnecting') : t('home.connecting')}`;
    if (!list.length) {
      replace(this.listEl, h('p', { class: 'empty' }, state === 'connected' ? t('home.noGames') : t('home.looking')));
      return;
    }
    replace(
      this.listEl,
      ...lobbyOrder(list).map((g) => {
        const seat = seatButton(g, loadSeat(g.roomId, seatScope()) !== null);
        return h(
          'div',
          { class: `game-row status-${g.status}`, 'data-testid': `game-row-${tid(g.roomId)}` },
          h(
            'div',
            { class: 'gr-main' },
            h(
              'div',
              { class: 'gr-name' },
              g.hasPassword
                ? h('span', { class: 'icon icon-lock', role: 'img', title: t('password.title'), 'aria-label': t('password.title') })
                : '',
              g.name || t('home.unnamedGame'),
              g.rated
                ? [
                    ' ',
                    h(
                      'span',
                      { class: 'rated-badge', 'data-testid': `rated-${tid(g.roomId)}`, title: t('rated.gameHint') },
                      t('rated.badge'),
                    ),
                  ]
                : null,
            ),
            h(
              'div',
              { class: 'gr-players' },
              h('span', { class: 'invader' }, seatName(g, 'invader')),
              ` ${t('status.vs')} `,
              h('span', { class: 'defender' }, seatName(g, 'defender')),
            ),
            h(
              'div',
              { class: 'gr-meta' },
              g.status === 'playing' && g.turn
                ? t('status.where', { turn: g.turn, phase: t(`phase.${g.phase}`) })
                : t(`home.status.${g.status}`),
              g.spectators ? ` · ${t('status.watching', { n: g.spectators })}` : '',
              ` · ${t('home.code', { code: g.roomId })}`,
            ),
          ),
          h(
            'div',
            { class: 'gr-actions' },
            seat
              ? h(
                  'button',
                  {
                    class: 'btn primary small',
                    'data-testid': `join-${tid(g.roomId)}`,
                    // A game with a password asks for it in a dialog.
                    onclick: () => {
                      if (this.requireName()) void this.run(() => this.actions.join(g.roomId, undefined, false));
                    },
                  },
                  seat.kind === 'back' ? t('lobby.takeSeatBack') : t('home.joinAs', { side: t(`side.${seat.seat}`) }),
                )
              : null,
            h(
              'button',
              {
                class: 'btn small',
                'data-testid': `watch-${tid(g.roomId)}`,
                onclick: () => {
                  if (this.nameFits()) void this.run(() => this.actions.join(g.roomId, undefined, true));
                },
              },
              t('home.watch'),
            ),
          ),
        );
      }),
    );
  }

  show(): void {
    this.el.hidden = false;
    this.error('');
    this.visible = true;
    this.nameInput.value = this.actions.account.signedIn?.name ?? loadName();
    this.showNameCount();
    this.mine.refresh.start();
    this.invites.refresh.start();
    this.feed?.stop();
    this.feed = new LobbyFeed((list, st) => this.renderList(list, st));
    void this.feed.start();
  }

  hide(): void {
    this.el.hidden = true;
    this.visible = false;
    this.mine.refresh.stop();
    this.invites.refresh.stop();
    this.accountDialog.close();
    this.feed?.stop();
    this.feed = null;
  }

  resize(): void {}
}

/** The message of the error thrown when the password dialog was closed: no game to open, nothing to say. */
export const CANCELLED = 'cancelled';

export function friendly(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  if (m === CANCELLED) return '';
  if (/account_required/.test(m)) return t('account.err.accountRequired');
  if (/password/i.test(m)) return t('home.wrongPassword');
  if (/not found|not_found|no rooms|locked/i.test(m)) return t('home.noSuchGame');
  if (/fetch|network|ECONN|Failed/i.test(m)) return t('home.noServer');
  return m || t('home.somethingWrong');
}

/** A listed game's seat: an account's name links to its profile, a guest's or the computer's is text. */
function seatName(g: GameListing, side: 'invader' | 'defender'): HTMLElement | string {
  const account = listingAccountRef(g, side);
  return account ? playerRefEl(account) : playerName(g[side]) || t('home.openSeat');
}
