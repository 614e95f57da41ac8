/**
 * The game: the board, the status bar, the prompt panel, the log and the chat, for a player or
 * a spectator. It shows what the server says; the only actions it offers are in the server's
 * `legal` list, and a click that matches none does nothing.
 *
 * The screen is made of its state (game-screen-state.ts: what it knows of the game and of what the
 * player is doing), its panels (game-panels.ts), its board input (board-input.ts), the tutorial
 * coach and the cost confirmation; here they are put together: the session's messages change
 * the state, the player's actions go to the session, and a render draws the board and the panels.
 */
import { errorText, t } from '../i18n';
import type { Action, GameView, Viewer } from '@stronghold/rules';
import type { BoardRenderer } from '../board/renderer';
import type { Status } from '../logic/status';
import { confirmLabel, costWarning } from '../logic/action-cost-warning';
import { highlights } from '../logic/targets';
import { cardRoom } from '../board/card-room';
import { seatAccountRef, type RoomMeta } from '../logic/view-adapter';
import { GameSession, seatScope, type SessionHandlers } from '../net/connection';
import { whileLive } from '../net/latest-handlers';
import type { ClickMenu } from '../ui/click-menu';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { h } from '../ui/dom';
import type { CardRoom, HoverCard } from '../ui/hover-card';
import { saveSeat } from '../net/storage';
import { Coach } from '../tutorial/coach';
import { pinchZoom } from '../board/pinch-zoom';
import type { TutorialSide } from '../tutorial/step';
import type { Toasts } from '../ui/toast';
import type { EndScreen } from './end';
import type { Screen } from './screen';
import { BoardInput } from './board-input';
import { CatchUpPlayer } from './catch-up-player';
import { GamePanels } from './game-panels';
import { GameScreenState, SLOW_ANSWER_MS } from './game-screen-state';
import { MoveoutPlanControl } from './moveout-plan-control';
import { undoForKey } from './undo-key';

export interface GameScreenDeps {
  renderer: BoardRenderer;
  toasts: Toasts;
  hover: HoverCard;
  menu: ClickMenu;
  end: EndScreen;
  home(): void;
  /** Opens the Rules panel (its button sits in the board tools here, not over the side panel). */
  rules?(): void;
  /** Opens the Rules panel at a section (the tutorial's links). */
  rulesAt?(anchor: string): void;
  /** Starts a new tutorial game on a side (the coach's "Start over"). */
  restartTutorial?(side: TutorialSide): void;
  /** The signed-in account's session (null for a guest): it may invite a player by name. */
  session?(): string | null;
}

export class GameScreen implements Screen {
  readonly el = h('div', { class: 'screen game-screen', 'data-testid': 'game' });
  private readonly boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'board' });
  /** What the screen knows of the game and of what the player is doing (game-screen-state.ts). */
  private readonly state = new GameScreenState();
  /** The status bar, the tools, the decision panel, the hint, the log and the chat (game-panels.ts). */
  private readonly panels: GamePanels;
  /** What a click, a drag or a hover on the board does (board-input.ts). */
  private readonly input: BoardInput;
  /** The tutorial's coach: shown only in a room this browser started as a tutorial. */
  private readonly coach: Coach;
  /** Asks before an action that costs the player units (logic/action-cost-warning.ts). */
  private readonly confirm = new ConfirmDialog();
  /**
   * Whether the player may have missed the other seat's moves since their last decision: the page
   * was hidden, or it took the seat back (a reload, a reconnection), meanwhile. Then the summary
   * plays by itself.
   */
  private awaySinceDecision = true;
  /** The summary of what the other seat did while this player waited (catch-up-player.ts). */
  private readonly catchUp = new CatchUpPlayer({
    draw: (fresh) => this.drawBoard(fresh),
    mark: (seqs) => this.panels.log.mark(seqs),
  });

  /** The Move out plan: its buttons and its sending step by step (moveout-plan-control.ts). */
  private readonly plan = new MoveoutPlanControl({
    state: this.state,
    legalStateId: () => this.session?.legalStateId,
    send: (a) => this.send(a),
    renderPanels: () => this.renderPanels(),
    queueRender: () => this.queueRender(),
  });

  session: GameSession | null = null;
  /** Counts connections: a session's messages count only while it is the latest one. */
  private connection = 0;
  private visible = false;
  private renderQueued = false;
  /** The status bar's last status: the tutorial coach words whose move it is from it too. */
  private shownStatus: Status | null = null;

  constructor(private readonly d: GameScreenDeps) {
    this.input = this.boardInput();
    this.panels = new GamePanels({
      renderer: d.renderer,
      hover: d.hover,
      toasts: d.toasts,
      boardWrap: this.boardWrap,
      session: () => this.session,
      hintAsked: () => this.renderPanels(),
      accountSession: () => this.d.session?.() ?? null,
      home: () => this.d.home(),
      rules: () => this.d.rules?.(),
      act: (a) => this.act(a),
      cancelSelection: () => this.select(null),
      preview: (target) => {
        this.state.preview = target;
        this.refreshHighlights();
      },
      takeBack: () => void this.takeBack(),
      pickUnit: (u) => {
        this.state.selectedUnit = u;
        this.renderPanels();
      },
      concede: () => this.concede(),
      plan: this.plan.events(),
    });
    this.coach = new Coach({ root: this.el, rules: (a) => this.d.rulesAt?.(a), restart: (side) => this.d.restartTutorial?.(side) });
    document.addEventListener('keydown', (e) => this.undoKey(e));
    document.addEventListener('keydown', (e) => {
      if (this.visible && e.key === 'Escape' && this.catchUp.playing) this.catchUp.skip();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) this.awaySinceDecision = true;
    });
    pinchZoom(this.boardWrap, this.d.renderer);
    this.el.append(
      this.panels.status.el,
      h('div', { class: 'game-main' }, this.panels.boardColumn(), this.panels.sidePanel(this.coach.el, this.catchUp.bar.el)),
      this.coach.pointer,
      this.panels.inviteByName.el,
      this.confirm.el,
    );
  }

  get view(): GameView | null {
    return this.state.view;
  }

  get meta(): RoomMeta | null {
    return this.state.meta;
  }

  get seat(): Viewer {
    return this.state.seat;
  }

  get legal(): Action[] {
    return this.state.legal;
  }

  // ---------------------------------------------------------------- the session

  /**
   * Handlers for one GameSession, bound before it connects so no message is lost. Messages from
   * a session that is no longer the latest are dropped: a last patch of the game just left (say,
   * the ended game a rematch leaves) must not land on the next one.
   */
  private handlersFor(connection: number): SessionHandlers {
    return whileLive(() => connection === this.connection, this.handlers);
  }

  private readonly handlers: Required<SessionHandlers> = {
    state: (s) => {
      this.state.receiveState(s);
      this.queueRender();
      this.plan.step();
    },
    seat: (seat, issued) => {
      // A seat just claimed: the player is here from now on (what was played before they came is no wait of theirs).
      if (issued) this.awaySinceDecision = false;
      this.state.receiveSeat(seat);
      this.panels.chat.setReadOnly(seat === 'spectator');
      this.queueRender();
    },
    legal: (_id, actions) => {
      if (this.state.receiveLegal(actions)) this.panels.turnAlert.turnCame();
      if (this.state.selected && !this.state.selectionHolds()) this.select(null);
      this.queueRender();
      this.input.replayQueued();
      this.plan.step();
    },
    log: (entries) => {
      this.state.planner.record(entries);
      this.catchUp.noteLog(entries);
      this.panels.log.add(entries);
    },
    catchUp: (m) => this.catchUp.receive(m, this.awaySinceDecision || document.hidden),
    chat: (m) => this.panels.chat.add(m),
    chatHistory: (entries) => this.panels.chat.merge(entries),
    rematch: (m) => {
      if (m.roomId && m.token && m.seat) saveSeat(m.roomId, m.seat, m.token, seatScope());
      this.d.end.rematch(m, this.state.seat);
    },
    hint: (m) => {
      this.panels.hint.answer(m);
      this.queueRender();
    },
    replaced: () => {
      this.state.seatTaken();
      this.input.dropQueued();
      this.d.menu.hide();
      this.confirm.dismiss();
      this.queueRender();
    },
    error: (e) => {
      if (e.code === 'replaced') return;
      this.panels.hint.failed();
      const text = errorText(e);
      this.d.toasts.show(text, 'error');
      this.state.refused(e.code, text);
      this.state.planner.refused();
      if (this.input.dropQueued()) this.d.toasts.show(t('game.clickNotApplied'), 'info', 4000);
      this.queueRender();
    },
    connection: (c) => {
      const was = this.state.connectionIs(c);
      if (c === 'connected' && was === 'reconnecting') this.d.toasts.show(t('game.reconnected'), 'info', 2500);
      if (c !== 'connected') this.awaySinceDecision = true;
      this.queueRender();
    },
  };

  /** Connect with `open` (create or join) and show the game; rejects if the server refuses. */
  async connect(open: (h: SessionHandlers) => Promise<GameSession>): Promise<GameSession> {
    const connection = ++this.connection;
    this.session?.leave();
    this.session = null;
    this.reset();
    this.d.end.hide();
    const s = await open(this.handlersFor(connection));
    // Another game was opened while this one connected: that one wins.
    if (connection !== this.connection) {
      s.leave();
      return s;
    }
    this.session = s;
    this.state.seat = s.seat;
    this.panels.showRoom(s.roomId);
    return s;
  }

  private reset(): void {
    this.state.reset();
    this.input.dropQueued();
    this.confirm.dismiss();
    this.panels.clear();
    this.catchUp.reset();
    this.awaySinceDecision = true;
    this.d.renderer.board.forgetView();
    this.coach.detach();
  }

  // ---------------------------------------------------------------- the player's actions

  /** The test hook's way in: the button path, without the confirmation of a costly move (the caller has chosen). */
  actNow(a: Action): void {
    this.send(a);
  }

  /**
   * Every click and button acts here: an action that costs the player units (a move into a Trap,
   * a sacrifice to the Stakes) is sent only once the player has read what it costs and confirmed
   * in the page's own dialog. Sent after the answer, it still goes only if the legal list holds it.
   */
  private act(a: Action): void {
    if (!this.session || this.state.replaced || this.state.pendingSince !== null) {
      this.send(a);
      return;
    }
    const view = this.state.view;
    const warning = this.state.isLegal(a) ? costWarning(a, view) : null;
    if (!warning) {
      this.send(a);
      return;
    }
    this.d.menu.hide();
    this.d.hover.hide(true);
    void this.confirm.ask({ text: warning, confirm: confirmLabel(a, view) }).then((ok) => {
      if (ok) this.send(a);
    });
  }

  private send(a: Action): void {
    if (!this.session || this.state.replaced) return;
    if (this.state.pendingSince !== null) {
      this.d.toasts.show(t('game.waitServer'), 'info', 2500);
      return;
    }
    if (!this.state.isLegal(a)) return;
    this.state.rememberChoice(a);
    this.session.sendAction(a);
    // The player decided: the summary of what led here is over, and they are here.
    this.catchUp.clear();
    this.awaySinceDecision = false;
    const since = this.state.sent();
    // Still no answer after a while: say so rather than wait silently.
    setTimeout(() => {
      if (this.state.pendingSince === since) this.queueRender();
    }, SLOW_ANSWER_MS + 50);
    this.d.menu.hide();
    this.d.hover.hide();
    this.queueRender();
  }

  /** Ctrl+Z (Cmd+Z) sends the undo when the legal list offers one; text fields keep their own. */
  private undoKey(e: KeyboardEvent): void {
    const undo = this.visible ? undoForKey(e, this.state.legal) : undefined;
    if (!undo) return;
    e.preventDefault();
    this.act(undo);
  }

  /** Giving up (asked once more): accepted by the rules whoever is to act. */
  private concede(): void {
    const seat = this.state.seat;
    if (!this.session || !this.state.view || seat === 'spectator' || !this.state.canConcede()) return;
    if (!window.confirm(t('game.concedeConfirm'))) return;
    this.session.sendAction({ type: 'concede', seat }, this.state.view.stateId);
  }

  private async takeBack(): Promise<void> {
    if (!this.session) return;
    try {
      await this.session.takeBack();
      this.state.replaced = false;
      this.d.toasts.show(t('game.seatBack'), 'info', 2500);
    } catch (e) {
      this.d.toasts.show(t('game.takeBackFailed', { why: e instanceof Error ? e.message : String(e) }), 'error');
    }
    this.queueRender();
  }

  private select(source: string | null): void {
    const s = this.state;
    s.selected = source;
    if (source) this.d.hover.hide(true);
    const units = s.unitChoices();
    s.selectedUnit = units.includes(s.selectedUnit ?? '') ? s.selectedUnit : (units[0] ?? null);
    this.refreshHighlights();
    this.renderPanels();
  }

  // ---------------------------------------------------------------- the board

  /** A drag from one place to another on the board (screens/board-input.ts). */
  onBoardDrag(from: string[], to: string[], x: number, y: number): void {
    this.input.drag(from, to, x, y);
  }

  /** A click on the board: it offers exactly the legal actions there (screens/board-input.ts). */
  onBoardClick(ids: string[], x: number, y: number): void {
    // A click on the board while the summary plays brings the game back to now, and then counts.
    if (this.catchUp.playing) this.catchUp.skip();
    this.input.click(ids, x, y);
  }

  onBoardHover(id: string | null, x: number, y: number): void {
    this.input.hover(id, x, y);
  }

  /** The board input reads the game's state from here and acts through this screen. */
  private boardInput(): BoardInput {
    const { menu, hover, toasts } = this.d;
    const s = this.state;
    return new BoardInput({
      menu,
      hover,
      toasts,
      visible: () => this.visible,
      state: s,
      select: (source) => this.select(source),
      act: (a) => this.act(a),
      cardRoom: (id, x, y) => this.cardRoom(id, x, y),
    });
  }

  private cardRoom(id: string, x: number, y: number): CardRoom {
    return cardRoom(this.d.renderer, this.boardWrap, this.panels.prompt.el, this.currentHighlights().active, { id, x, y });
  }

  // ---------------------------------------------------------------- drawing

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
    const s = this.state;
    this.renderPanels();
    this.coach.update(this.session?.roomId ?? null, s.view, s.legal, s.seat, this.shownStatus);
    this.drawBoard(false);
    if (s.view && s.endToShow()) {
      s.endShown = true;
      const meta = s.meta;
      this.d.end.show({
        view: s.view,
        seat: s.seat,
        roomId: this.session?.roomId ?? '',
        ...(meta ? { players: { invader: seatAccountRef(meta.players.invader), defender: seatAccountRef(meta.players.defender) } } : {}),
      });
    }
  }

  /**
   * The board: the game as it is, with what the player may click glowing; while the summary plays,
   * its step instead, with nothing glowing. `fresh`: drawn without motion from what it showed.
   */
  private drawBoard(fresh: boolean): void {
    if (!this.visible) return;
    const past = this.catchUp.view();
    const view = past ?? this.state.view;
    if (!view) return;
    if (fresh) this.d.renderer.board.forgetView();
    // Which state the board shows, readable outside the canvas (browser tests, assistive tools).
    this.boardWrap.dataset.shownState = String(view.stateId);
    // A past position is framed so that nobody takes it for the game as it is.
    this.boardWrap.toggleAttribute('data-catch-up', past !== null);
    if (past) {
      this.d.renderer.board.update(past, new Set(), null);
      return;
    }
    const hl = this.currentHighlights();
    this.d.renderer.board.update(view, hl.active, hl.selected);
  }

  private currentHighlights(): { active: Set<string>; selected: string | null } {
    const s = this.state;
    const hl = highlights(s.offered(), s.selected, s.view);
    const active = new Set(hl.active);
    if (s.preview) active.add(s.preview);
    const hinted = this.panels.hint.place();
    if (hinted) active.add(hinted);
    // What glows, readable outside the canvas (browser tests, assistive tools).
    this.boardWrap.dataset.highlights = [...active].sort().join(' ');
    return { active, selected: hl.selected };
  }

  private refreshHighlights(): void {
    if (!this.state.view || this.catchUp.playing) return;
    const hl = this.currentHighlights();
    this.d.renderer.board.setHighlights(hl.active, hl.selected);
  }

  private renderPanels(): void {
    this.shownStatus = this.panels.render(this.state, this.session?.roomId ?? '', this.el);
  }

  // ---------------------------------------------------------------- the screen

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
    this.confirm.dismiss();
  }

  /** Leave the room (back to the lobby). */
  leave(): void {
    this.session?.leave();
    this.session = null;
  }

  resize(): void {
    if (this.visible) this.d.renderer.fit();
  }

  /** Does the log follow the game (the reader has not scrolled up)? For the test hooks. */
  get logFollowing(): boolean {
    return this.panels.log.following;
  }

  /** The current game's room id (for the router). */
  get roomId(): string | null {
    return this.session?.roomId ?? null;
  }
}
