/**
 * The game: the board, the status bar, the prompt panel, the log and the chat, for a player or
 * a spectator. It shows what the server says; the only actions it offers are in the server's
 * `legal` list, and a click that matches none does nothing.
 */
import { errorText, t } from '../i18n';
import { sameAction, type Action, type ChoiceOption, type GameView, type Viewer } from '@stronghold/rules';
import type { BoardRenderer } from '../board/renderer';
import { statusOf, type Status } from '../logic/status';
import { confirmLabel, costWarning } from '../logic/action-cost-warning';
import { idleActions, usedReasons } from '../logic/menu-notes';
import { suggestPurchase } from '../logic/suggestion';
import { highlights, isTwoPlace, sourceOf } from '../logic/targets';
import { unitChoices } from '../logic/unit-choices';
import { cardRoom } from '../board/card-room';
import { roomMeta, toGameView, type RoomMeta } from '../logic/view-adapter';
import { GameSession, seatScope, type ConnState, type SessionHandlers } from '../net/connection';
import { ChatPanel } from '../ui/chat-panel';
import { ClickMenu } from '../ui/click-menu';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { HintButton } from '../ui/hint-button';
import { h } from '../ui/dom';
import { HoverCard, type CardRoom } from '../ui/hover-card';
import { languageSelect } from '../ui/language-select';
import { TurnAlert } from '../ui/turn-alert';
import { saveSeat } from '../net/storage';
import { copyLinkButton } from '../ui/copy-link';
import { InviteByName } from '../ui/invite-by-name';
import { LogPanel } from '../ui/log-panel';
import { PromptPanel } from '../ui/prompt-panel';
import { StatusBar } from '../ui/status-bar';
import { Coach } from '../tutorial/coach';
import { loadTutorial } from '../tutorial/store';
import { pinchZoom } from '../board/pinch-zoom';
import { phoneJumps, zoomButtons } from '../ui/board-view-tools';
import { unitLegend } from '../ui/unit-legend';
import type { TutorialSide } from '../tutorial/step';
import type { Toasts } from '../ui/toast';
import type { EndScreen } from './end';
import type { Screen } from './screen';
import { BoardInput } from './board-input';

/** After this long without an answer the panel says the server is slow. */
const SLOW_ANSWER_MS = 8000;

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
  private status = new StatusBar(() => this.session?.sendOfferSeat());
  private prompt: PromptPanel;
  private log = new LogPanel();
  private chat: ChatPanel;
  private boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'board' });
  private codeEl = h('span', { class: 'room-code', 'data-testid': 'room-code' });
  private turnAlert = new TurnAlert();
  /** "What would the computer do?" in a game against the computer (ui/hint-button.ts). */
  private hint = new HintButton((stateId) => this.session?.sendHint(stateId));
  /** The tutorial's coach: shown only in a room this browser started as a tutorial. */
  private coach: Coach;
  /** Asks before an action that costs the player units (logic/action-cost-warning.ts). */
  private confirm = new ConfirmDialog();

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
  /** An action is on its way: when it was sent. */
  private pendingSince: number | null = null;
  /** Another tab or device took this seat over. */
  private replaced = false;
  private lastError: string | null = null;
  /** The unit type a two-click move takes from the selected source. */
  private selectedUnit: string | null = null;
  /** The last option chosen per prompt id (the "same as before" default, e.g. Marksman shots). */
  private lastChoice = new Map<string, ChoiceOption>();
  private endShown = false;
  /** Counts connections: a session's messages count only while it is the latest one. */
  private connection = 0;
  private visible = false;
  private renderQueued = false;
  /** The status bar's last status: the tutorial coach words whose move it is from it too. */
  private shownStatus: Status | null = null;
  /**
   * The learning game's suggested purchase for the position and legal list it was computed for
   * (the list arrives apart from the state: a suggestion made before it would stay empty).
   */
  private suggested: { stateId: number; legal: readonly Action[]; action: Action | null } | null = null;

  /** Shown only to a player of a game in play (not to spectators, not before the opponent came, not after the end). */
  private readonly concedeBtn = h(
    'button',
    { class: 'btn small ghost', 'data-testid': 'concede', title: t('game.concedeHint'), hidden: true, onclick: () => this.concede() },
    t('game.concede'),
  );

  /** What a click, a drag or a hover on the board does. */
  private readonly input: BoardInput;

  /** Offered next to "Copy link" while the other seat of my game is open and I am signed in. */
  private readonly inviteByName: InviteByName;

  constructor(private readonly d: GameScreenDeps) {
    this.input = this.boardInput();
    this.inviteByName = new InviteByName(
      () => this.d.session?.() ?? null,
      (text) => this.d.toasts.show(text, 'info', 4000),
    );
    this.prompt = new PromptPanel({
      act: (a) => this.act(a),
      cancelSelection: () => this.select(null),
      preview: (t) => {
        this.preview = t;
        this.refreshHighlights();
      },
      takeBack: () => void this.takeBack(),
      pickUnit: (u) => {
        this.selectedUnit = u;
        this.renderPanels();
      },
    });
    this.chat = new ChatPanel((t) => this.session?.sendChat(t));
    this.coach = new Coach({ root: this.el, rules: (a) => this.d.rulesAt?.(a), restart: (side) => this.d.restartTutorial?.(side) });
    document.addEventListener('keydown', (e) => this.undoKey(e));
    pinchZoom(this.boardWrap, this.d.renderer);
    this.el.append(
      this.status.el,
      h('div', { class: 'game-main' }, this.boardColumn(), this.sidePanel()),
      this.coach.pointer,
      this.inviteByName.el,
      this.confirm.el,
    );
  }

  /** The board and, under it, its legend and the game's tools. */
  private boardColumn(): HTMLElement {
    const tools = h(
      'span',
      { class: 'tools-right' },
      languageSelect(),
      this.turnAlert.el,
      this.codeEl,
      copyLinkButton(
        () => this.session?.roomId ?? '',
        (t) => this.d.toasts.show(t, 'info', 4000),
      ),
      this.inviteByName.button,
      phoneJumps(this.d.renderer),
      ...zoomButtons(this.d.renderer, this.d.hover),
      h('button', { class: 'btn small ghost', 'data-testid': 'game-rules', onclick: () => this.d.rules?.() }, t('game.rules')),
      this.hint.button,
      this.concedeBtn,
      h('button', { class: 'btn small ghost', 'data-testid': 'leave', onclick: () => this.d.home() }, t('game.lobby')),
    );
    return h('div', { class: 'board-col' }, this.boardWrap, h('div', { class: 'board-tools' }, unitLegend(this.d.hover), tools));
  }

  /** The side panel (on phones a bottom sheet): the decision, the hint, the coach, the log and the chat. */
  private sidePanel(): HTMLElement {
    const sheetToggle = h('button', {
      class: 'sheet-handle',
      'data-testid': 'sheet-toggle',
      'aria-label': t('play.sheet.toggle'),
      'aria-expanded': 'true',
      onclick: () => this.toggleSheet(),
    });
    return h(
      'aside',
      { class: 'side', 'data-testid': 'side-sheet' },
      sheetToggle,
      this.prompt.el,
      this.hint.el,
      this.coach.el,
      this.log.el,
      this.chat.el,
    );
  }

  /**
   * Handlers for one GameSession, bound before it connects so no message is lost. Messages from
   * a session that is no longer the latest are dropped: a last patch of the game just left (say,
   * the ended game a rematch leaves) must not land on the next one.
   */
  private handlersFor(connection: number): SessionHandlers {
    const live = () => connection === this.connection;
    const all = this.handlers;
    return {
      state: (s) => live() && all.state(s),
      seat: (seat) => live() && all.seat(seat),
      legal: (id, actions) => live() && all.legal(id, actions),
      log: (entries) => live() && all.log(entries),
      chat: (m) => live() && all.chat(m),
      chatHistory: (entries) => live() && all.chatHistory(entries),
      rematch: (m) => live() && all.rematch(m),
      hint: (m) => live() && all.hint(m),
      replaced: () => live() && all.replaced(),
      error: (e) => live() && all.error(e),
      connection: (c) => live() && all.connection(c),
    };
  }

  private readonly handlers: Required<SessionHandlers> = {
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
      // The move has just come to this seat (not the next step of a move it is making).
      if (actions.length && !this.legalBackup.length && this.seat !== 'spectator') this.turnAlert.turnCame();
      this.legal = actions;
      this.legalBackup = actions;
      this.pendingSince = null;
      if (actions.length) this.lastError = null;
      if (this.selected && !actions.some((a) => isTwoPlace(a) && sourceOf(a) === this.selected)) this.select(null);
      this.queueRender();
      this.input.replayQueued();
    },
    log: (entries) => this.log.add(entries),
    chat: (m) => this.chat.add(m),
    chatHistory: (entries) => this.chat.merge(entries),
    rematch: (m) => {
      if (m.roomId && m.token && m.seat) saveSeat(m.roomId, m.seat, m.token, seatScope());
      this.d.end.rematch(m, this.seat);
    },
    hint: (m) => {
      this.hint.answer(m);
      this.queueRender();
    },
    replaced: () => {
      this.replaced = true;
      this.legal = [];
      this.pendingSince = null;
      this.input.dropQueued();
      this.selected = null;
      this.d.menu.hide();
      this.confirm.dismiss();
      this.queueRender();
    },
    error: (e) => {
      if (e.code === 'replaced') return;
      this.hint.failed();
      const text = errorText(e);
      this.d.toasts.show(text, 'error');
      this.lastError = text;
      this.pendingSince = null;
      if (this.input.dropQueued()) this.d.toasts.show(t('game.clickNotApplied'), 'info', 4000);
      // Nothing changed on the server: the previous legal list still holds (not once the game moved on).
      if (!this.legal.length && this.legalBackup.length && e.code !== 'stale_state' && e.code !== 'not_applied')
        this.legal = this.legalBackup;
      this.queueRender();
    },
    connection: (c) => {
      const was = this.conn;
      this.conn = c;
      // The session settles an action still on its way on the new connection (sent again, or the player is told).
      if (c === 'reconnecting') {
        this.legal = [];
        this.pendingSince = null;
      }
      if (c === 'connected' && was === 'reconnecting') this.d.toasts.show(t('game.reconnected'), 'info', 2500);
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
    this.pendingSince = null;
    this.input.dropQueued();
    this.replaced = false;
    this.lastError = null;
    this.lastChoice.clear();
    this.confirm.dismiss();
    this.hint.reset();
    this.seat = 'spectator';
    this.log.clear();
    this.chat.clear();
    this.d.renderer.board.forgetView();
    this.coach.detach();
  }

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
    if (!this.session || this.replaced || this.pendingSince !== null) {
      this.send(a);
      return;
    }
    const view = this.view;
    const warning = this.legal.some((x) => sameAction(x, a)) ? costWarning(a, view) : null;
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

  /**
   * The legal actions the board, its menus and the panel offer: all but those that can have no
   * effect any more (logic/menu-notes.ts idleActions), which the menus show greyed with why.
   */
  private offered(): Action[] {
    const idle = this.view ? idleActions(this.legal, this.view) : [];
    return idle.length ? this.legal.filter((a) => !idle.some((i) => i.action === a)) : this.legal;
  }

  /** Why what a player may look for at `target` is not offered: used this turn, or no effect any more. */
  private notOffered(target: string, view: GameView, offered: readonly Action[]): string[] {
    const idle = idleActions(this.legal, view).filter((i) => i.places.includes(target));
    return [...usedReasons(target, view, offered), ...idle.map((i) => i.reason)];
  }

  private send(a: Action): void {
    if (!this.session || this.replaced) return;
    if (this.pendingSince !== null) {
      this.d.toasts.show(t('game.waitServer'), 'info', 2500);
      return;
    }
    if (!this.legal.some((x) => sameAction(x, a))) return;
    const top = this.view?.prompts[this.view.prompts.length - 1];
    if (a.type === 'choose' && top?.kind === 'choice' && a.option !== 'none' && a.option !== 'done') this.lastChoice.set(top.id, a.option);
    this.session.sendAction(a);
    const since = (this.pendingSince = Date.now());
    // Still no answer after a while: say so rather than wait silently.
    setTimeout(() => {
      if (this.pendingSince === since) this.queueRender();
    }, SLOW_ANSWER_MS + 50);
    this.lastError = null;
    this.legalBackup = this.legal;
    this.legal = [];
    this.selected = null;
    this.preview = null;
    this.d.menu.hide();
    this.d.hover.hide();
    this.queueRender();
  }

  /** Ctrl+Z (Cmd+Z) sends the undo when the legal list offers one; text fields keep their own. */
  private undoKey(e: KeyboardEvent): void {
    if (!this.visible || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.key.toLowerCase() !== 'z') return;
    const t = e.target as HTMLElement | null;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable)) return;
    const undo = this.legal.find((a) => a.type === 'undo');
    if (!undo) return;
    e.preventDefault();
    this.act(undo);
  }

  /** Giving up (asked once more): accepted by the rules whoever is to act. */
  private concede(): void {
    const seat = this.seat;
    if (!this.session || !this.view || seat === 'spectator' || !this.canConcede()) return;
    if (!window.confirm(t('game.concedeConfirm'))) return;
    this.session.sendAction({ type: 'concede', seat }, this.view.stateId);
  }

  private async takeBack(): Promise<void> {
    if (!this.session) return;
    try {
      await this.session.takeBack();
      this.replaced = false;
      this.d.toasts.show(t('game.seatBack'), 'info', 2500);
    } catch (e) {
      this.d.toasts.show(t('game.takeBackFailed', { why: e instanceof Error ? e.message : String(e) }), 'error');
    }
    this.queueRender();
  }

  private select(source: string | null): void {
    this.selected = source;
    if (source) this.d.hover.hide(true);
    const units = this.unitChoices();
    this.selectedUnit = units.includes(this.selectedUnit ?? '') ? this.selectedUnit : (units[0] ?? null);
    this.refreshHighlights();
    this.renderPanels();
  }

  /** A drag from one place to another on the board (screens/board-input.ts). */
  onBoardDrag(from: string[], to: string[], x: number, y: number): void {
    this.input.drag(from, to, x, y);
  }

  /** A click on the board: it offers exactly the legal actions there (screens/board-input.ts). */
  onBoardClick(ids: string[], x: number, y: number): void {
    this.input.click(ids, x, y);
  }

  onBoardHover(id: string | null, x: number, y: number): void {
    this.input.hover(id, x, y);
  }

  /** The board input reads the game's state from here and acts through this screen. */
  private boardInput(): BoardInput {
    const { menu, hover, toasts } = this.d;
    return new BoardInput({
      menu,
      hover,
      toasts,
      visible: () => this.visible,
      view: () => this.view,
      seat: () => this.seat,
      pending: () => this.pendingSince !== null,
      replaced: () => this.replaced,
      legal: () => this.legal,
      offered: () => this.offered(),
      selected: () => this.selected,
      selectedUnit: () => this.selectedUnit,
      unitChoices: () => this.unitChoices(),
      select: (source) => this.select(source),
      act: (a) => this.act(a),
      notOffered: (target, view, offered) => this.notOffered(target, view, offered),
      cardRoom: (id, x, y) => this.cardRoom(id, x, y),
    });
  }

  /** What a destination click does from the selected source (logic/unit-choices.ts). */
  private unitChoices(): string[] {
    return unitChoices(this.legal, this.selected);
  }

  private cardRoom(id: string, x: number, y: number): CardRoom {
    return cardRoom(this.d.renderer, this.boardWrap, this.prompt.el, this.currentHighlights().active, { id, x, y });
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
    this.coach.update(this.session?.roomId ?? null, this.view, this.legal, this.seat, this.shownStatus);
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
    const hl = highlights(this.offered(), this.selected, this.view);
    const active = new Set(hl.active);
    if (this.preview) active.add(this.preview);
    const hinted = this.hint.place();
    if (hinted) active.add(hinted);
    // What glows, readable outside the canvas (browser tests, assistive tools).
    this.boardWrap.dataset.highlights = [...active].sort().join(' ');
    return { active, selected: hl.selected };
  }

  private refreshHighlights(): void {
    if (!this.view) return;
    const hl = this.currentHighlights();
    this.d.renderer.board.setHighlights(hl.active, hl.selected);
  }

  private renderPanels(): void {
    let st = this.view ? statusOf(this.view, this.seat, this.legal) : null;
    if (st && this.replaced) st = { ...st, headline: t('game.seatElsewhere'), yourTurn: false };
    else if (st && this.pendingSince !== null) st = { ...st, headline: t('game.sendingMove'), yourTurn: false };
    this.shownStatus = st;
    this.status.render(st, this.seat, this.meta, this.conn, this.session?.roomId ?? '');
    const waitingForOpponent = this.meta?.status === 'waiting';
    const top = this.view?.prompts[this.view.prompts.length - 1];
    this.prompt.render({
      view: waitingForOpponent ? null : this.view,
      seat: this.seat,
      legal: this.offered(),
      selected: this.selected,
      selectedUnit: this.selectedUnit,
      unitChoices: this.unitChoices(),
      waitingFor:
        this.meta && (!this.meta.players.invader.name || !this.meta.players.defender.name)
          ? t('game.shareCode', { code: this.session?.roomId ?? '' })
          : t('game.connecting'),
      pending: this.pendingSince === null ? false : Date.now() - this.pendingSince >= SLOW_ANSWER_MS ? 'slow' : 'sending',
      replaced: this.replaced,
      error: this.lastError,
      sameAsBefore: top?.kind === 'choice' ? (this.lastChoice.get(top.id) ?? null) : null,
      suggestion: this.suggestion(),
    });
    this.hint.render(
      { view: this.view, seat: this.seat, legal: this.replaced || this.pendingSince !== null ? [] : this.legal, meta: this.meta },
      this.el,
    );
    this.boardWrap.toggleAttribute('data-pending', this.pendingSince !== null);
    this.boardWrap.toggleAttribute('data-replaced', this.replaced);
    this.turnAlert.title(Boolean(st?.yourTurn));
    this.turnAlert.setPlayer(this.seat !== 'spectator');
    this.concedeBtn.hidden = !this.canConcede();
    const openSeat = this.meta?.status === 'waiting' && (!this.meta.players.invader.name || !this.meta.players.defender.name);
    this.inviteByName.update(this.session?.roomId ?? '', this.seat !== 'spectator' && !this.replaced && openSeat);
  }

  /**
   * A learning game: a tutorial this browser started, or a game against the Easy computer.
   * There the Defender's window suggests a purchase (computed once per position).
   */
  private suggestion(): Action | null {
    const view = this.view;
    const top = view?.prompts[view.prompts.length - 1];
    if (!view || this.seat !== 'defender' || top?.kind !== 'defender-spend' || this.pendingSince !== null) return null;
    const roomId = this.session?.roomId ?? '';
    const learning = this.meta?.players.invader.computer === 'easy' || (roomId !== '' && loadTutorial(roomId) !== null);
    if (!learning) return null;
    if (this.suggested?.stateId !== view.stateId || this.suggested.legal !== this.legal) {
      this.suggested = { stateId: view.stateId, legal: this.legal, action: suggestPurchase(view, this.offered()) };
    }
    return this.suggested.action;
  }

  /** A player may concede while the game is in play: both seats taken, no winner yet. */
  private canConcede(): boolean {
    return this.seat !== 'spectator' && this.meta?.status === 'playing' && !!this.view && !this.view.winner && this.view.phase !== 'ended';
  }

  /** Phones: the decision sheet between its peek height (the decision's first lines) and open. */
  private toggleSheet(): void {
    const side = this.el.querySelector<HTMLElement>('.side');
    if (!side) return;
    this.d.hover.hide();
    const peek = side.toggleAttribute('data-peek');
    side.querySelector('.sheet-handle')?.setAttribute('aria-expanded', String(!peek));
    // The board's host grew or shrank: size the board to it.
    requestAnimationFrame(() => this.d.renderer.fit());
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
    return this.log.following;
  }

  /** The current game's room id (for the router). */
  get roomId(): string | null {
    return this.session?.roomId ?? null;
  }
}
