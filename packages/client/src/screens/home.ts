/**
 * Home: your name, the live list of public games (from the lobby room), create a game, join by
 * code (with a password), watch, replay a finished game, and the games this browser holds a
 * seat in. An account is optional: signed in, the name is the account's, the games are the
 * account's, invitations wait at the top and a game may be rated.
 */
import { COMPUTER_LEVELS } from '@stronghold/rules/protocol';
import { playerName, t } from '../i18n';
import { freeSeat, listingAccountRef, lobbyOrder, type GameListing } from '../logic/lobby';
import { LobbyFeed, type ComputerLevel, type ConnState, type CreateOptions, type TimeControl } from '../net/connection';
import { loadName, saveName } from '../net/storage';
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
    maxlength: 24,
    placeholder: t('home.yourName'),
    autocomplete: 'nickname',
  });
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
    this.ratedRow.hidden = !a;
    this.ratedGuest.hidden = Boolean(a);
    if (!a) this.rated.checked = false;
    if (this.visible) {
      this.mine.refresh.start();
      this.invites.refresh.start();
    }
  }

  private build(): void {
    const gameName = h('input', {
      id: 'game-name',
      'data-testid': 'create-name',
      maxlength: 40,
      placeholder: t('home.gameNamePlaceholder'),
    });
    const sideInv = h('input', {
      type: 'radio',
      name: 'side',
      value: 'invader',
      id: 'side-invader',
      'data-testid': 'create-side-invader',
      checked: true,
    });
    const sideDef = h('input', {
      type: 'radio',
      name: 'side',
      value: 'defender',
      id: 'side-defender',
      'data-testid': 'create-side-defender',
    });
    const priv = h('input', { type: 'checkbox', id: 'create-private', 'data-testid': 'create-private' });
    const pass = h('input', {
      id: 'create-password',
      'data-testid': 'create-password',
      type: 'password',
      placeholder: t('home.optional'),
      maxlength: 40,
    });
    const clock = h(
      'select',
      { id: 'create-clock', 'data-testid': 'create-clock' },
      h('option', { value: 'none' }, t('home.clock.none')),
      h('option', { value: 'realtime' }, t('home.clock.realtime')),
      h('option', { value: 'correspondence' }, t('home.clock.correspondence')),
    );
    const replayInput = h('input', { 'data-testid': 'replay-id', placeholder: t('home.finishedId'), autocomplete: 'off' });

    this.nameInput.value = loadName();
    this.nameInput.addEventListener('change', () => {
      if (!this.actions.account.signedIn) saveName(this.nameInput.value);
    });

    const create = h(
      'form',
      {
        class: 'card create-card',
        'data-testid': 'create-form',
        onsubmit: (e: Event) => {
          e.preventDefault();
          const name = this.requireName();
          if (!name) return;
          void this.run(() =>
            this.actions.create({
              side: sideDef.checked ? 'defender' : 'invader',
              private: priv.checked,
              ...(pass.value ? { password: pass.value } : {}),
              name,
              gameName: gameName.value.trim() || t('home.defaultGameName', { name }),
              timeControl: TIME_CONTROLS[clock.value] ?? { kind: 'none' },
              ...(this.actions.account.signedIn && this.rated.checked ? { rated: true } : {}),
            }),
          );
        },
      },
      h('h2', {}, t('home.startSiege')),
      h('label', { for: 'game-name' }, t('home.gameName')),
      gameName,
      h(
        'fieldset',
        { class: 'sides' },
        h('legend', {}, t('home.playAs')),
        h(
          'label',
          { class: 'side-pick invader', for: 'side-invader' },
          sideInv,
          h('span', {}, h('b', {}, t('side.invader')), h('small', {}, t('home.invaderBlurb'))),
        ),
        h(
          'label',
          { class: 'side-pick defender', for: 'side-defender' },
          sideDef,
          h('span', {}, h('b', {}, t('side.defender')), h('small', {}, t('home.defenderBlurb'))),
        ),
      ),
      h('label', { class: 'check', for: 'create-private' }, priv, ' ', t('home.private')),
      h('label', { for: 'create-clock' }, t('home.clock')),
      clock,
      h('label', { for: 'create-password' }, t('home.password')),
      pass,
      this.ratedRow,
      this.ratedGuest,
      h('button', { class: 'btn primary big', type: 'submit', 'data-testid': 'create-submit' }, t('home.create')),
    );

    const vsSide = h(
      'select',
      { 'data-testid': 'computer-side', 'aria-label': t('home.computerSide') },
      h('option', { value: 'invader' }, t('side.invader')),
      h('option', { value: 'defender', selected: true }, t('side.defender')),
    );
    const vsLevel = levelSelect('computer-level', t('home.computerLevel'), 'normal');
    const exInvader = levelSelect('exhibition-invader', t('home.invaderLevel'), 'normal');
    const exDefender = levelSelect('exhibition-defender', t('home.defenderLevel'), 'normal');
    const computer = h(
      'form',
      {
        class: 'card computer-card',
        'data-testid': 'computer-form',
        onsubmit: (e: Event) => {
          e.preventDefault();
          const name = this.requireName();
          if (!name) return;
          const level = vsLevel.value as ComputerLevel;
          void this.run(() =>
            this.actions.create({
              side: vsSide.value === 'invader' ? 'invader' : 'defender',
              private: false,
              name,
              gameName: t('home.vsComputerName', { name }),
              opponent: { computer: level },
            }),
          );
        },
      },
      h('h2', {}, t('home.vsComputer')),
      h('div', { class: 'row' }, h('label', {}, t('home.playAs'), ' ', vsSide), h('label', {}, t('home.level'), ' ', vsLevel)),
      h('button', { class: 'btn primary', type: 'submit', 'data-testid': 'computer-submit' }, t('home.playNow')),
      h('h2', {}, t('home.watchComputer')),
      h('div', { class: 'row' }, h('label', {}, t('side.invader'), ' ', exInvader), h('label', {}, t('side.defender'), ' ', exDefender)),
      h(
        'button',
        {
          class: 'btn',
          type: 'button',
          'data-testid': 'exhibition-submit',
          onclick: () => {
            if (!this.nameInput.value.trim()) saveName(t('home.watcherName'));
            void this.run(() =>
              this.actions.create({
                side: 'invader',
                private: false,
                name: this.nameInput.value.trim() || t('home.watcherName'),
                gameName: t('home.exhibitionName', {
                  invader: t(`level.${exInvader.value}`),
                  defender: t(`level.${exDefender.value}`),
                }),
                exhibition: { invader: exInvader.value as ComputerLevel, defender: exDefender.value as ComputerLevel },
              }),
            );
          },
        },
        t('home.watch'),
      ),
    );

    const join = h(
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

    const replay = h(
      'form',
      {
        class: 'card replay-card',
        onsubmit: (e: Event) => {
          e.preventDefault();
          if (replayInput.value.trim()) this.actions.replay(replayInput.value.trim());
        },
      },
      h('h2', {}, t('home.replayTitle')),
      replayInput,
      h('button', { class: 'btn', type: 'submit', 'data-testid': 'replay-submit' }, t('home.openReplay')),
    );

    replace(
      this.el,
      h(
        'header',
        { class: 'hero' },
        this.accountBar.el,
        h('h1', {}, 'Stronghold', h('span', {}, t('home.brandTail'))),
        h('p', { class: 'tagline' }, t('home.tagline')),
        h('div', { class: 'name-row' }, h('label', { for: 'name' }, t('home.yourName')), this.nameInput, languageSelect()),
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

  private requireName(): string | null {
    const signedIn = this.actions.account.signedIn;
    if (signedIn) return signedIn.name;
    const name = this.nameInput.value.trim();
    if (!name) {
      this.error(t('home.enterName'));
      this.nameInput.focus();
      return null;
    }
    saveName(name);
    return name;
  }

  private joinCode(spectate: boolean): void {
    const code = this.codeInput.value.trim();
    if (!code) {
      this.error(t('home.enterCode'));
      return;
    }
    if (!spectate && !this.requireName()) return;
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
        const seat = freeSeat(g);
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
                  t('home.joinAs', { side: t(`side.${seat}`) }),
                )
              : null,
            h(
              'button',
              {
                class: 'btn small',
                'data-testid': `watch-${tid(g.roomId)}`,
                onclick: () => void this.run(() => this.actions.join(g.roomId, undefined, true)),
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

const TIME_CONTROLS: Record<string, TimeControl> = {
  none: { kind: 'none' },
  realtime: { kind: 'realtime', bankMs: 20 * 60_000, incrementMs: 10_000 },
  correspondence: { kind: 'correspondence', perDecisionMs: 24 * 3_600_000 },
};

/** A choice of the computer's level (Easy, Normal, Hard). */
function levelSelect(testid: string, label: string, selected: ComputerLevel): HTMLSelectElement {
  return h(
    'select',
    { 'data-testid': testid, 'aria-label': label },
    ...COMPUTER_LEVELS.map((value) => h('option', { value, ...(value === selected ? { selected: true } : {}) }, t(`level.${value}`))),
  );
}
