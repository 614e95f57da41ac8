/**
 * What the game screen knows, apart from its DOM: the server's view of the game and of the room,
 * this browser's seat, the legal list and what the player is doing with it (a selected source, an
 * action on its way). The screen (game.ts) changes it as the server's messages arrive and the
 * player acts, and draws its panels and board from it; what is offered and what the status bar
 * says are worked out here from it.
 */
import { t } from '../i18n';
import { sameAction, type Action, type ChoiceOption, type GameView, type Viewer } from '@stronghold/rules';
import { statusOf, type Status } from '../logic/status';
import { limitReasons, type MoveSource } from '../logic/limit-notes';
import { idleActions, usedReasons } from '../logic/menu-notes';
import { suggestPurchase } from '../logic/suggestion';
import { isTwoPlace, sourceOf } from '../logic/targets';
import { unitChoices } from '../logic/unit-choices';
import { roomMeta, toGameView, type RoomMeta } from '../logic/view-adapter';
import type { ConnState } from '../net/connection';
import { loadTutorial } from '../tutorial/store';
import { MoveOutPlanner } from './moveout-planner';

/** After this long without an answer the panel says the server is slow. */
export const SLOW_ANSWER_MS = 8000;

export class GameScreenState {
  view: GameView | null = null;
  /** The server's last state message: read again for the seat when the seat changes. */
  private raw: unknown = null;
  meta: RoomMeta | null = null;
  seat: Viewer = 'spectator';
  legal: Action[] = [];
  /** The last legal list the server sent, kept while an action is on its way (an error brings it back). */
  legalBackup: Action[] = [];
  selected: string | null = null;
  /** The place a prompt option points at (highlighted while the pointer is on the option). */
  preview: string | null = null;
  conn: ConnState = 'connecting';
  /** An action is on its way: when it was sent. */
  pendingSince: number | null = null;
  /** Another tab or device took this seat over. */
  replaced = false;
  lastError: string | null = null;
  /** The unit type a two-click move takes from the selected source. */
  selectedUnit: string | null = null;
  /** The last option chosen per prompt id (the "same as before" default, e.g. Marksman shots). */
  readonly lastChoice = new Map<string, ChoiceOption>();
  /** The end screen was shown for this game. */
  endShown = false;
  /** The Invader's Move out plan and last turn's Move out (screens/moveout-planner.ts). */
  readonly planner = new MoveOutPlanner();
  /**
   * The learning game's suggested purchase for the position and legal list it was computed for
   * (the list arrives apart from the state: a suggestion made before it would stay empty).
   */
  private suggested: { stateId: number; legal: readonly Action[]; action: Action | null } | null = null;

  /** A new game is opened: nothing of the last one stays. */
  reset(): void {
    this.view = null;
    this.raw = null;
    this.meta = null;
    this.legal = [];
    this.legalBackup = [];
    this.selected = null;
    this.endShown = false;
    this.pendingSince = null;
    this.replaced = false;
    this.lastError = null;
    this.lastChoice.clear();
    this.planner.reset();
    this.seat = 'spectator';
  }

  // ---------------------------------------------------------------- what the server says

  /** A state message: the game as this seat sees it, and the room around it. */
  receiveState(s: unknown): void {
    this.raw = s;
    this.meta = roomMeta(s);
    this.view = toGameView(s, this.seat);
  }

  receiveSeat(seat: Viewer): void {
    this.seat = seat;
    if (this.raw) this.view = toGameView(this.raw, seat);
  }

  /**
   * A new legal list: the action on its way is settled. True when the move has just come to this
   * seat (not the next step of a move it is making).
   */
  receiveLegal(actions: Action[]): boolean {
    const turnCame = actions.length > 0 && !this.legalBackup.length && this.seat !== 'spectator';
    this.legal = actions;
    this.legalBackup = actions;
    this.pendingSince = null;
    if (actions.length) this.lastError = null;
    return turnCame;
  }

  /** The selected source still starts a legal two-place move. */
  selectionHolds(): boolean {
    return this.legal.some((a) => isTwoPlace(a) && sourceOf(a) === this.selected);
  }

  /** Another tab or device took the seat: this one may do nothing more. */
  seatTaken(): void {
    this.replaced = true;
    this.legal = [];
    this.pendingSince = null;
    this.selected = null;
  }

  /** The server refused (`code`, said as `text`): nothing is on its way any more. */
  refused(code: string, text: string): void {
    this.lastError = text;
    this.pendingSince = null;
    // Nothing changed on the server: the previous legal list still holds (not once the game moved on).
    if (!this.legal.length && this.legalBackup.length && code !== 'stale_state' && code !== 'not_applied') this.legal = this.legalBackup;
  }

  /** The connection's new state; returns the one before. */
  connectionIs(c: ConnState): ConnState {
    const was = this.conn;
    this.conn = c;
    // The session settles an action still on its way on the new connection (sent again, or the player is told).
    if (c === 'reconnecting') {
      this.legal = [];
      this.pendingSince = null;
    }
    return was;
  }

  // ---------------------------------------------------------------- what the player does

  isLegal(a: Action): boolean {
    return this.legal.some((x) => sameAction(x, a));
  }

  /** The option `a` chooses in the top choice prompt, kept as that prompt's "same as before". */
  rememberChoice(a: Action): void {
    const top = this.topPrompt();
    if (a.type === 'choose' && top?.kind === 'choice' && a.option !== 'none' && a.option !== 'done') this.lastChoice.set(top.id, a.option);
  }

  /** An action was sent: it is on its way (returns since when), and nothing is offered until the answer. */
  sent(): number {
    const since = (this.pendingSince = Date.now());
    this.lastError = null;
    this.legalBackup = this.legal;
    this.legal = [];
    this.selected = null;
    this.preview = null;
    return since;
  }

  // ---------------------------------------------------------------- what follows from it

  topPrompt(): GameView['prompts'][number] | undefined {
    return this.view?.prompts[this.view.prompts.length - 1];
  }

  /**
   * The legal actions the board, its menus and the panel offer: all but those that can have no
   * effect any more (logic/menu-notes.ts idleActions), which the menus show greyed with why.
   */
  offered(): Action[] {
    const idle = this.view ? idleActions(this.legal, this.view) : [];
    return idle.length ? this.legal.filter((a) => !idle.some((i) => i.action === a)) : this.legal;
  }

  /**
   * Why what a player may look for at `target` is not offered or offered shortened: used this
   * turn, no effect any more, or the rules' reasons (logic/limit-notes.ts; `from`: the move's
   * source when `target` is its destination).
   */
  notOffered(target: string, view: GameView, offered: readonly Action[], from: MoveSource | null = null): string[] {
    const idle = idleActions(this.legal, view).filter((i) => i.places.includes(target));
    return [...usedReasons(target, view, offered), ...idle.map((i) => i.reason), ...limitReasons(target, view, from)];
  }

  /** What a destination click does from the selected source (logic/unit-choices.ts). */
  unitChoices(): string[] {
    return unitChoices(this.legal, this.selected);
  }

  /** A player may concede while the game is in play: both seats taken, no winner yet. */
  canConcede(): boolean {
    return this.seat !== 'spectator' && this.meta?.status === 'playing' && !!this.view && !this.view.winner && this.view.phase !== 'ended';
  }

  /** The game is over and its end screen not shown yet. */
  endToShow(): boolean {
    return !!this.view && (this.view.phase === 'ended' || !!this.view.winner) && !this.endShown;
  }

  /** The status bar's status: whose move it is, unless the seat is elsewhere or a move is on its way. */
  status(): Status | null {
    const st = this.view ? statusOf(this.view, this.seat, this.legal) : null;
    if (st && this.replaced) return { ...st, headline: t('game.seatElsewhere'), yourTurn: false };
    if (st && this.pendingSince !== null) return { ...st, headline: t('game.sendingMove'), yourTurn: false };
    return st;
  }

  /** How the action on its way is doing: none, sent, or sent a while ago with no answer. */
  pending(now: number): false | 'sending' | 'slow' {
    if (this.pendingSince === null) return false;
    return now - this.pendingSince >= SLOW_ANSWER_MS ? 'slow' : 'sending';
  }

  /** One of the room's two seats has no player yet. */
  seatOpen(): boolean {
    return !!this.meta && (!this.meta.players.invader.name || !this.meta.players.defender.name);
  }

  /**
   * A learning game: a tutorial this browser started (room `roomId`), or a game against the Easy
   * computer. There the Defender's window suggests a purchase (computed once per position).
   */
  suggestion(roomId: string): Action | null {
    const view = this.view;
    const top = this.topPrompt();
    if (!view || this.seat !== 'defender' || top?.kind !== 'defender-spend' || this.pendingSince !== null) return null;
    const learning = this.meta?.players.invader.computer === 'easy' || (roomId !== '' && loadTutorial(roomId) !== null);
    if (!learning) return null;
    if (this.suggested?.stateId !== view.stateId || this.suggested.legal !== this.legal) {
      this.suggested = { stateId: view.stateId, legal: this.legal, action: suggestPurchase(view, this.offered()) };
    }
    return this.suggested.action;
  }
}
