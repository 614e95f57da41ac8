/**
 * The game: the board, the status bar, the prompt panel, the log and the chat, for a player or
 * a spectator. It shows what the server says; the only actions it offers are in the server's
 * `legal` list, and a click that matches none does nothing.
 */
import { errorText, t } from '../i18n';
import type { Action, GameView, Viewer } from '@stronghold/rules';
import type { BoardRenderer } from '../board/renderer';
import { detailsFor } from '../logic/details';
import { nameOf } from '../logic/ids';
import { statusOf } from '../logic/status';
import { clickOffers, highlights } from '../logic/targets';
import { roomMeta, toGameView, type RoomMeta } from '../logic/view-adapter';
import { GameSession, type ConnState, type SessionHandlers } from '../net/connection';
import { ChatPanel } from '../ui/chat-panel';
import { ClickMenu } from '../ui/click-menu';
import { h } from '../ui/dom';
import { HoverCard } from '../ui/hover-card';
import { languageSelect } from '../ui/language-select';
import { LogPanel } from '../ui/log-panel';
import { PromptPanel } from '../ui/prompt-panel';
import { StatusBar } from '../ui/status-bar';
import type { Toasts } from '../ui/toast';
import type { EndScreen } from './end';
import type { Screen } from './screen';

export interface GameScreenDeps {
  renderer: BoardRenderer;
  toasts: Toasts;
  hover: HoverCard;
  menu: ClickMenu;
  end: EndScreen;
  home(): void;
}

export class GameScreen implements Screen<void> {
  readonly el = h('div', { class: 'screen game-screen', 'data-testid': 'game' });
  private status = new StatusBar();
  private prompt: PromptPanel;
  private log = new LogPanel();
  private chat: ChatPanel;
  private boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'board' });
  private codeEl = h('span', { class: 'room-code', 'data-testid': 'room-code' });

  session: GameSession | null = null;
  view: GameView | null = null;
  private raw: unknown = null;
  meta: RoomMeta | null = null;
  seat: Viewer = 'spectator';
  legal: Action[] = [];
  private legalBackup: Action[] = [];
  private selected: string | null = null;
  private preview: string | null = null;
  private conn: ConnState = 'connecting';
  private endShown = false;
  private visible = false;
  private renderQueued = false;

  constructor(private readonly d: GameScreenDeps) {
    this.prompt = new PromptPanel({
      act: (a) => this.act(a),
      cancelSelection: () => this.select(null),
      preview: (t) => {
        this.preview = t;
        this.refreshHighlights();
      },
    });
    this.chat = new ChatPanel((t) => this.session?.sendChat(t));
    const zoomOut = h('button', { class: 'btn small ghost', title: t('game.zoomOut'), 'aria-label': t('game.zoomOut'), onclick: () => this.zoom(-1) }, '−');
    const zoomIn = h('button', { class: 'btn small ghost', title: t('game.zoomIn'), 'aria-label': t('game.zoomIn'), onclick: () => this.zoom(1) }, '+');
    this.el.append(
      this.status.el,
      h(
        'div',
        { class: 'game-main' },
        h(
          'div',
          { class: 'board-col' },
          this.boardWrap,
          h(
            'div',
            { class: 'board-tools' },
            h('span', { class: 'legend' },
              ...['phantom', 'skeleton', 'vampire', 'marksman', 'soldier', 'veteran'].map((u) => h('span', { class: `lg lg-${u}` }, h('i', {}), nameOf(u))),
            ),
            h('span', { class: 'tools-right' }, languageSelect(), this.codeEl, zoomOut, zoomIn,
              h('button', { class: 'btn small ghost', 'data-testid': 'leave', onclick: () => this.d.home() }, t('game.lobby'))),
          ),
        ),
        h('aside', { class: 'side' }, this.prompt.el, this.log.el, this.chat.el),
      ),
    );
  }

  /** Handlers for a GameSession: bound before it connects so no message is lost. */
  readonly handlers: SessionHandlers = {
    state: (s) => {
      this.raw = s;
      this.meta = roomMeta(s);
      this.view = toGameView(s, this.seat);
      this.queueRender();
    },
    seat: (seat) => {
      this.seat = seat;
      this.chat.setReadOnly(seat === 'spectator');
      if (this.raw) this.view = toGameView(this.raw, seat);
      this.queueRender();
    },
    legal: (_id, actions) => {
      this.legal = actions;
      this.legalBackup = actions;
      if (this.selected && !actions.some((a) => 'from' in a && a.from === this.selected)) this.selected = null;
      this.queueRender();
    },
    log: (entries) => this.log.add(entries),
    chat: (m) => this.chat.add(m),
    error: (e) => {
      this.d.toasts.show(errorText(e), 'error');
      // Nothing changed on the server: the previous legal list still holds.
      if (!this.legal.length && this.legalBackup.length && e.code !== 'stale_state') this.legal = this.legalBackup;
      this.queueRender();
    },
    connection: (c) => {
      const was = this.conn;
      this.conn = c;
      if (c === 'reconnecting') this.legal = [];
      if (c === 'connected' && was === 'reconnecting') this.d.toasts.show(t('game.reconnected'), 'info', 2500);
      this.queueRender();
    },
  };

  /** Connect with `open` (create or join) and show the game; rejects if the server refuses. */
  async connect(open: (h: SessionHandlers) => Promise<GameSession>): Promise<GameSession> {
    this.reset();
    const s = await open(this.handlers);
    this.session?.leave();
    this.session = s;
    this.seat = s.seat;
    this.codeEl.textContent = t('game.code', { code: s.roomId });
    this.codeEl.title = t('game.codeHint');
    return s;
  }

  private reset(): void {
    this.view = null;
    this.raw = null;
    this.meta = null;
    this.legal = [];
    this.legalBackup = [];
    this.selected = null;
    this.endShown = false;
    this.seat = 'spectator';
    this.log.clear();
    this.chat.clear();
  }

  private act(a: Action): void {
    if (!this.session || !this.legal.some((x) => JSON.stringify(x) === JSON.stringify(a))) return;
    this.session.sendAction(a);
    this.legalBackup = this.legal;
    this.legal = [];
    this.selected = null;
    this.preview = null;
    this.d.menu.hide();
    this.queueRender();
  }

  private select(source: string | null): void {
    this.selected = source;
    this.refreshHighlights();
    this.renderPanels();
  }

  /** A click on the board: offer exactly the legal actions there; anything else does nothing. */
  onBoardClick(ids: string[], x: number, y: number): void {
    if (!this.visible || !this.view) return;
    const legal = this.legal;
    for (const id of ids) {
      const r = clickOffers(legal, id, this.selected, this.view);
      if (r.kind === 'none') continue;
      if (r.kind === 'select') {
        this.d.menu.hide();
        this.select(r.source);
        return;
      }
      this.d.menu.open(r.target, r.actions, r.canSelect, detailsFor(r.target, this.view), x, y, {
        act: (a) => this.act(a),
        select: () => this.select(r.target),
      });
      return;
    }
    this.d.menu.hide();
    if (this.selected) this.select(null);
    // Nothing to do there: show its details (the only way to see them on a touch screen).
    const id = ids[0];
    if (id) this.d.hover.show(detailsFor(id, this.view), x, y);
  }

  onBoardHover(id: string | null, x: number, y: number): void {
    if (!this.visible || !this.view || this.d.menu.isOpen) return this.d.hover.hide();
    this.d.hover.show(id ? detailsFor(id, this.view) : null, x, y);
  }

  private queueRender(): void {
    if (this.renderQueued) return;
    this.renderQueued = true;
    requestAnimationFrame(() => {
      this.renderQueued = false;
      this.render();
    });
  }

  private render(): void {
    if (!this.visible) return;
    this.renderPanels();
    if (this.view) {
      const hl = this.currentHighlights();
      this.d.renderer.board.update(this.view, hl.active, hl.selected);
    }
    if (this.view && (this.view.phase === 'ended' || this.view.winner) && !this.endShown) {
      this.endShown = true;
      this.d.end.show({ view: this.view, seat: this.seat, roomId: this.session?.roomId ?? '' });
    }
  }

  private currentHighlights(): { active: Set<string>; selected: string | null } {
    const hl = highlights(this.legal, this.selected, this.view);
    const active = new Set(hl.active);
    if (this.preview) active.add(this.preview);
    return { active, selected: hl.selected };
  }

  private refreshHighlights(): void {
    if (!this.view) return;
    const hl = this.currentHighlights();
    this.d.renderer.board.setHighlights(hl.active, hl.selected);
  }

  private renderPanels(): void {
    const st = this.view ? statusOf(this.view, this.seat, this.legal) : null;
    this.status.render(st, this.seat, this.meta, this.conn, this.session?.roomId ?? '');
    const waitingForOpponent = this.meta?.status === 'waiting';
    this.prompt.render({
      view: waitingForOpponent ? null : this.view,
      seat: this.seat,
      legal: this.legal,
      selected: this.selected,
      waitingFor: this.meta && (!this.meta.players.invader.name || !this.meta.players.defender.name) ? t('game.shareCode', { code: this.session?.roomId ?? '' }) : t('game.connecting'),
    });
    document.title = st?.yourTurn ? t('game.titleYourMove') : t('game.title');
  }

  private zoom(dir: number): void {
    const r = this.d.renderer;
    r.zoom = Math.max(1, Math.min(3, r.effectiveZoom + dir * 0.5));
    r.fit();
  }

  async show(): Promise<void> {
    this.el.hidden = false;
    this.visible = true;
    await this.d.renderer.init();
    this.d.renderer.mount(this.boardWrap);
    this.render();
  }

  hide(): void {
    this.el.hidden = true;
    this.visible = false;
    this.d.menu.hide();
    this.d.hover.hide();
    this.d.end.hide();
  }

  /** Leave the room (back to the lobby). */
  leave(): void {
    this.session?.leave();
    this.session = null;
  }

  resize(): void {
    if (this.visible) this.d.renderer.fit();
  }

  /** The current game's room id (for the router). */
  get roomId(): string | null {
    return this.session?.roomId ?? null;
  }
}
