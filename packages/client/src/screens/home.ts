/**
 * Home: your name, the live list of public games (from the lobby room), create a game, join by
 * code (with a password), watch, replay a finished game, and the games this browser holds a
 * seat in.
 */
import { freeSeat, type GameListing } from '../logic/lobby';
import { LobbyFeed, type ConnState, type CreateOptions } from '../net/connection';
import { loadName, saveName } from '../net/storage';
import { MyGames } from '../ui/my-games';
import { PHASE_NAMES } from '../logic/ids';
import { turnName } from '../logic/wording';
import { h, replace, tid } from '../ui/dom';
import type { Screen } from './screen';

export interface HomeActions {
  create(opts: CreateOptions): Promise<void>;
  join(roomId: string, password: string | undefined, spectate: boolean): Promise<void>;
  replay(id: string): void;
}

export class HomeScreen implements Screen {
  readonly el = h('div', { class: 'screen home-screen', 'data-testid': 'home' });
  private feed: LobbyFeed | null = null;
  private listEl = h('div', { class: 'game-list', 'data-testid': 'game-list' });
  private lobbyState = h('span', { class: 'lobby-state' });
  /** Fixed at the top of the viewport: seen wherever the page is scrolled. */
  private errorText = h('span', {});
  private errorEl = h('div', { class: 'form-error home-error', 'data-testid': 'home-error', role: 'alert', hidden: true }, this.errorText,
    h('button', { class: 'cm-close', type: 'button', 'aria-label': 'Dismiss', onclick: () => this.error('') }, '×'));
  private nameInput = h('input', { id: 'name', 'data-testid': 'name-input', maxlength: 24, placeholder: 'Your name', autocomplete: 'nickname' });
  private codeInput = h('input', { id: 'code', 'data-testid': 'join-code', placeholder: 'Game code', autocomplete: 'off', spellcheck: 'false' });
  private joinPassword = h('input', { id: 'join-password', 'data-testid': 'join-password', type: 'password', placeholder: 'Password (if any)' });
  private mine = new MyGames({ rejoin: (id) => void this.run(() => this.actions.join(id, undefined, false)), replay: (id) => this.actions.replay(id) });
  private mineEl = this.mine.el;
  private busy = false;

  constructor(private readonly actions: HomeActions) {
    this.build();
  }

  private build(): void {
    const gameName = h('input', { id: 'game-name', 'data-testid': 'create-name', maxlength: 40, placeholder: 'The Siege of …' });
    const sideInv = h('input', { type: 'radio', name: 'side', value: 'invader', id: 'side-invader', 'data-testid': 'create-side-invader', checked: true });
    const sideDef = h('input', { type: 'radio', name: 'side', value: 'defender', id: 'side-defender', 'data-testid': 'create-side-defender' });
    const priv = h('input', { type: 'checkbox', id: 'create-private', 'data-testid': 'create-private' });
    const pass = h('input', { id: 'create-password', 'data-testid': 'create-password', type: 'password', placeholder: 'Optional', maxlength: 40 });
    const replayInput = h('input', { 'data-testid': 'replay-id', placeholder: 'Finished game id', autocomplete: 'off' });

    this.nameInput.value = loadName();
    this.nameInput.addEventListener('change', () => saveName(this.nameInput.value));

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
              gameName: gameName.value.trim() || `${name}'s siege`,
            }),
          );
        },
      },
      h('h2', {}, 'Start a siege'),
      h('label', { for: 'game-name' }, 'Game name'),
      gameName,
      h('fieldset', { class: 'sides' }, h('legend', {}, 'Play as'),
        h('label', { class: 'side-pick invader', for: 'side-invader' }, sideInv, h('span', {}, h('b', {}, 'Invader'), h('small', {}, 'the Necromancer’s host'))),
        h('label', { class: 'side-pick defender', for: 'side-defender' }, sideDef, h('span', {}, h('b', {}, 'Defender'), h('small', {}, 'hold the walls until dawn'))),
      ),
      h('label', { class: 'check', for: 'create-private' }, priv, ' Private (join by code only)'),
      h('label', { for: 'create-password' }, 'Password'),
      pass,
      h('button', { class: 'btn primary big', type: 'submit', 'data-testid': 'create-submit' }, 'Create game'),
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
      h('h2', {}, 'Join by code'),
      this.codeInput,
      this.joinPassword,
      h('div', { class: 'row' },
        h('button', { class: 'btn primary', type: 'submit', 'data-testid': 'join-submit' }, 'Join'),
        h('button', { class: 'btn', type: 'button', 'data-testid': 'watch-submit', onclick: () => this.joinCode(true) }, 'Watch'),
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
      h('h2', {}, 'Replay a finished game'),
      replayInput,
      h('button', { class: 'btn', type: 'submit', 'data-testid': 'replay-submit' }, 'Open replay'),
    );

    replace(
      this.el,
      h('header', { class: 'hero' },
        h('h1', {}, 'Stronghold', h('span', {}, ' Online')),
        h('p', { class: 'tagline' }, 'The Undead are at the walls. Hold the night, or break the keep.'),
        h('div', { class: 'name-row' }, h('label', { for: 'name' }, 'Your name'), this.nameInput),
      ),
      h('div', { class: 'home-grid' },
        h('section', { class: 'card lobby-card' }, h('h2', {}, 'Open games ', this.lobbyState), this.listEl, this.mineEl),
        h('div', { class: 'home-side' }, create, join, replay),
      ),
      this.errorEl,
    );
  }

  private requireName(): string | null {
    const name = this.nameInput.value.trim();
    if (!name) {
      this.error('Enter your name first.');
      this.nameInput.focus();
      return null;
    }
    saveName(name);
    return name;
  }

  private joinCode(spectate: boolean): void {
    const code = this.codeInput.value.trim();
    if (!code) {
      this.error('Enter the game code.');
      return;
    }
    if (!spectate && !this.requireName()) return;
    if (spectate && !this.nameInput.value.trim()) saveName('Watcher');
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
    this.lobbyState.textContent = state === 'connected' ? `· ${list.length} live` : state === 'reconnecting' ? '· reconnecting…' : '· connecting…';
    if (!list.length) {
      replace(this.listEl, h('p', { class: 'empty' }, state === 'connected' ? 'No public games yet. Start one!' : 'Looking for games…'));
      return;
    }
    replace(
      this.listEl,
      ...list.map((g) => {
        const seat = freeSeat(g);
        return h(
          'div',
          { class: `game-row status-${g.status}`, 'data-testid': `game-row-${tid(g.roomId)}` },
          h('div', { class: 'gr-main' },
            h('div', { class: 'gr-name' }, g.hasPassword ? '🔒 ' : '', g.name),
            h('div', { class: 'gr-players' }, h('span', { class: 'invader' }, g.invader || 'open seat'), ' vs ', h('span', { class: 'defender' }, g.defender || 'open seat')),
            h('div', { class: 'gr-meta' }, g.status === 'playing' && g.turn ? `Turn ${turnName(g.turn)} · ${PHASE_NAMES[g.phase] ?? g.phase}` : g.status, g.spectators ? ` · ${g.spectators} watching` : '', ` · code ${g.roomId}`),
          ),
          h('div', { class: 'gr-actions' },
            seat
              ? h('button', {
                  class: 'btn primary small',
                  'data-testid': `join-${tid(g.roomId)}`,
                  // A game with a password asks for it in a dialog.
                  onclick: () => {
                    if (this.requireName()) void this.run(() => this.actions.join(g.roomId, undefined, false));
                  },
                }, `Join as ${seat === 'invader' ? 'Invader' : 'Defender'}`)
              : null,
            h('button', { class: 'btn small', 'data-testid': `watch-${tid(g.roomId)}`, onclick: () => void this.run(() => this.actions.join(g.roomId, undefined, true)) }, 'Watch'),
          ),
        );
      }),
    );
  }

  private renderMine(): void {
    this.mine.render();
  }

  show(): void {
    this.el.hidden = false;
    this.error('');
    this.nameInput.value = loadName();
    this.renderMine();
    this.feed?.stop();
    this.feed = new LobbyFeed((list, st) => this.renderList(list, st));
    void this.feed.start();
  }

  hide(): void {
    this.el.hidden = true;
    this.feed?.stop();
    this.feed = null;
  }

  resize(): void {}
}

export function friendly(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  if (m === 'cancelled') return '';
  if (/password/i.test(m)) return 'Wrong password.';
  if (/not found|no rooms|locked/i.test(m)) return 'No open game with that code.';
  if (/fetch|network|ECONN|Failed/i.test(m)) return 'Cannot reach the server. Is it running?';
  return m || 'Something went wrong.';
}
