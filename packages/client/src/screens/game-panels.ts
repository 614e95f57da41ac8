/**
 * The game screen's panels around the board: the status bar over it; under it the unit legend
 * and the game's tools (language, turn alert, room code, copy link, invite by name, board view,
 * rules, hint, concede, lobby); beside it (on phones a bottom sheet) the decision panel, the
 * hint, the tutorial coach, the log and the chat. They are drawn from the screen's state
 * (game-screen-state.ts); what their buttons do is the screen's (game.ts), reached through the host.
 */
import { t } from '../i18n';
import type { Action } from '@stronghold/rules';
import type { BoardRenderer } from '../board/renderer';
import type { Status } from '../logic/status';
import type { GameSession } from '../net/connection';
import { phoneJumps, zoomButtons } from '../ui/board-view-tools';
import { ChatPanel } from '../ui/chat-panel';
import { copyLinkButton } from '../ui/copy-link';
import { h } from '../ui/dom';
import { suggestionBesideHint } from '../logic/advice';
import { HintButton } from '../ui/hint-button';
import { watchScrollCue } from '../ui/scroll-cue';
import type { HoverCard } from '../ui/hover-card';
import { InviteByName } from '../ui/invite-by-name';
import { languageSelect } from '../ui/language-select';
import { LogPanel } from '../ui/log-panel';
import { MoveOutPlanView, type MoveOutPlanEvents } from '../ui/moveout-plan-view';
import { PromptPanel } from '../ui/prompt-panel';
import { StatusBar } from '../ui/status-bar';
import type { Toasts } from '../ui/toast';
import { TurnAlert } from '../ui/turn-alert';
import { unitLegend } from '../ui/unit-legend';
import type { GameScreenState } from './game-screen-state';

/** What the panels show the game from and act through. */
export interface GamePanelsHost {
  readonly renderer: BoardRenderer;
  readonly hover: HoverCard;
  readonly toasts: Toasts;
  /** The board's host element: it carries whether a move is on its way and whether the seat is elsewhere. */
  readonly boardWrap: HTMLElement;
  /** The game's session while one is open. */
  session(): GameSession | null;
  /** A Hint was asked: the panels are drawn again (the suggested purchase yields to it). */
  hintAsked(): void;
  /** The signed-in account's session (null for a guest): it may invite a player by name. */
  accountSession(): string | null;
  home(): void;
  rules(): void;
  act(a: Action): void;
  cancelSelection(): void;
  preview(target: string | null): void;
  takeBack(): void;
  pickUnit(unit: string): void;
  concede(): void;
  /** What the Move out plan's buttons do. */
  readonly plan: MoveOutPlanEvents;
}

export class GamePanels {
  readonly status: StatusBar;
  readonly prompt: PromptPanel;
  /** The Invader's Move out plan (ui/moveout-plan-view.ts), under the decision panel. */
  readonly plan: MoveOutPlanView;
  readonly log = new LogPanel();
  readonly chat: ChatPanel;
  readonly turnAlert = new TurnAlert();
  /** "What would the computer do?" in a game against the computer (ui/hint-button.ts). */
  readonly hint: HintButton;
  /** Offered next to "Copy link" while the other seat of my game is open and I am signed in. */
  readonly inviteByName: InviteByName;
  private readonly codeEl = h('span', { class: 'room-code', 'data-testid': 'room-code' });
  /** Shown only to a player of a game in play (not to spectators, not before the opponent came, not after the end). */
  private readonly concedeBtn: HTMLButtonElement;
  /** The side panel (sidePanel), toggled between peek and open on phones. */
  private side: HTMLElement | null = null;

  constructor(private readonly host: GamePanelsHost) {
    this.status = new StatusBar(() => host.session()?.sendOfferSeat());
    this.hint = new HintButton((stateId) => {
      host.session()?.sendHint(stateId);
      // The suggested purchase yields to the Hint at once (one voice of advice): draw the panel again.
      host.hintAsked();
    });
    this.concedeBtn = h(
      'button',
      { class: 'btn small ghost', 'data-testid': 'concede', title: t('game.concedeHint'), hidden: true, onclick: () => host.concede() },
      t('game.concede'),
    );
    this.inviteByName = new InviteByName(
      () => host.accountSession(),
      (text) => host.toasts.show(text, 'info', 4000),
    );
    this.prompt = new PromptPanel({
      act: (a) => host.act(a),
      cancelSelection: () => host.cancelSelection(),
      preview: (target) => host.preview(target),
      takeBack: () => host.takeBack(),
      pickUnit: (u) => host.pickUnit(u),
      advanceAllHere: (from) => host.plan.advanceAllHere(from),
    });
    this.chat = new ChatPanel((text) => host.session()?.sendChat(text));
    this.plan = new MoveOutPlanView(host.plan);
  }

  /** The board and, under it, its legend and the game's tools. */
  boardColumn(): HTMLElement {
    const { renderer, hover, toasts } = this.host;
    const tools = h(
      'span',
      { class: 'tools-right' },
      languageSelect(),
      this.turnAlert.el,
      this.codeEl,
      copyLinkButton(
        () => this.host.session()?.roomId ?? '',
        (text) => toasts.show(text, 'info', 4000),
      ),
      this.inviteByName.button,
      phoneJumps(renderer),
      ...zoomButtons(renderer, hover),
      h('button', { class: 'btn small ghost', 'data-testid': 'game-rules', onclick: () => this.host.rules() }, t('game.rules')),
      this.hint.button,
      this.concedeBtn,
      h('button', { class: 'btn small ghost', 'data-testid': 'leave', onclick: () => this.host.home() }, t('game.lobby')),
    );
    const row = h('div', { class: 'board-tools', 'data-testid': 'board-tools' }, unitLegend(hover), tools);
    // Phones: the row scrolls sideways and fades on the side with more tools (styles.css).
    watchScrollCue(row);
    return h('div', { class: 'board-col' }, this.host.boardWrap, row);
  }

  /** The side panel (on phones a bottom sheet): the summary of what happened meanwhile, the decision, the hint, the coach, the log and the chat. */
  sidePanel(coach: HTMLElement, catchUp: HTMLElement): HTMLElement {
    const sheetToggle = h('button', {
      class: 'sheet-handle',
      'data-testid': 'sheet-toggle',
      'aria-label': t('play.sheet.toggle'),
      'aria-expanded': 'true',
      onclick: () => this.toggleSheet(),
    });
    this.side = h(
      'aside',
      { class: 'side', 'data-testid': 'side-sheet' },
      sheetToggle,
      catchUp,
      this.prompt.el,
      this.plan.el,
      this.hint.el,
      coach,
      this.log.el,
      this.chat.el,
    );
    return this.side;
  }

  /** The room's code in the tools. */
  showRoom(roomId: string): void {
    this.codeEl.textContent = t('game.code', { code: roomId });
    this.codeEl.title = t('game.codeHint');
  }

  /** A new game: the last one's log, chat and hint go. */
  clear(): void {
    this.hint.reset();
    this.log.clear();
    this.chat.clear();
  }

  /** Draws every panel from the state (`root`: the screen, where the hint marks what it points at); returns the status shown. */
  render(s: GameScreenState, roomId: string, root: HTMLElement): Status | null {
    const st = s.status();
    this.status.render(st, s.seat, s.meta, s.conn, roomId);
    const waitingForOpponent = s.meta?.status === 'waiting';
    const top = s.topPrompt();
    this.prompt.render({
      view: waitingForOpponent ? null : s.view,
      seat: s.seat,
      legal: s.offered(),
      selected: s.selected,
      selectedUnit: s.selectedUnit,
      unitChoices: s.unitChoices(),
      waitingFor: s.seatOpen() ? t('game.shareCode', { code: roomId }) : t('game.connecting'),
      pending: s.pending(Date.now()),
      replaced: s.replaced,
      error: s.lastError,
      sameAsBefore: top?.kind === 'choice' ? (s.lastChoice.get(top.id) ?? null) : null,
      suggestion: suggestionBesideHint(s.suggestion(roomId), this.hint.speaksFor(), s.view),
      advanceAllHere: top?.kind === 'invader-advance' && s.legal.some((a) => a.type === 'advance' && a.from === s.selected),
    });
    const p = s.planner;
    const planning = s.seat === 'invader' && !s.replaced && !waitingForOpponent && s.view && (p.running || s.pendingSince === null);
    this.plan.render(
      planning && s.view
        ? { view: s.view, legal: s.offered(), plan: p.plan, running: p.running, report: p.report, last: p.lastTurn(), selected: s.selected }
        : null,
    );
    this.hint.render({ view: s.view, seat: s.seat, legal: s.replaced || s.pendingSince !== null ? [] : s.legal, meta: s.meta }, root);
    this.host.boardWrap.toggleAttribute('data-pending', s.pendingSince !== null);
    this.host.boardWrap.toggleAttribute('data-replaced', s.replaced);
    this.turnAlert.title(Boolean(st?.yourTurn));
    this.turnAlert.setPlayer(s.seat !== 'spectator');
    this.concedeBtn.hidden = !s.canConcede();
    const openSeat = s.meta?.status === 'waiting' && s.seatOpen();
    this.inviteByName.update(roomId, s.seat !== 'spectator' && !s.replaced && openSeat);
    return st;
  }

  /** Phones: the decision sheet between its peek height (the decision's first lines) and open. */
  private toggleSheet(): void {
    const side = this.side;
    if (!side) return;
    this.host.hover.hide();
    const peek = side.toggleAttribute('data-peek');
    side.querySelector('.sheet-handle')?.setAttribute('aria-expanded', String(!peek));
    // The board's host grew or shrank: size the board to it.
    requestAnimationFrame(() => this.host.renderer.fit());
  }
}
