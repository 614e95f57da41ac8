/**
 * The game screen's board input: what a click, a drag or a hover on the board does. A click
 * offers exactly the legal actions at that place (sent at once when there is nothing to pick,
 * else in the click menu); a click made while an action is on its way is kept and applied to the
 * next legal list. The game screen holds the state; this reads it through the host.
 */
import type { Action, GameView } from '@stronghold/rules';
import { t } from '../i18n';
import { detailsFor } from '../logic/details';
import type { MoveSource } from '../logic/limit-notes';
import { choiceNote } from '../logic/menu-notes';
import { clickOffers, isTwoPlace, sourceOf } from '../logic/targets';
import { narrowPairs } from '../logic/unit-choices';
import type { ClickMenu } from '../ui/click-menu';
import type { CardRoom, HoverCard } from '../ui/hover-card';
import type { Toasts } from '../ui/toast';
import type { GameScreenState } from './game-screen-state';

/** What the board input reads from and does through the game screen. */
export interface BoardInputHost {
  readonly menu: ClickMenu;
  readonly hover: HoverCard;
  readonly toasts: Toasts;
  /** The game screen shows. */
  visible(): boolean;
  /** What the screen knows of the game and of what the player is doing: the view, the seat, the legal list, the selection. */
  readonly state: GameScreenState;
  select(source: string | null): void;
  act(a: Action): void;
  cardRoom(id: string, x: number, y: number): CardRoom;
}

interface QueuedClick {
  ids: string[];
  x: number;
  y: number;
}

export class BoardInput {
  /** A board click made while an action was on its way, applied when the server answers. */
  private queued: QueuedClick | null = null;

  constructor(private readonly host: BoardInputHost) {}

  /** Forget the kept click; true if there was one. */
  dropQueued(): boolean {
    const had = this.queued !== null;
    this.queued = null;
    return had;
  }

  /** The server answered with a new legal list: apply the kept click to it. */
  replayQueued(): void {
    const q = this.queued;
    if (!q) return;
    this.queued = null;
    const host = this.host;
    // After the render that shows the new legal list, so the click acts on what is now offered.
    requestAnimationFrame(() => {
      const view = host.state.view;
      if (!view) return;
      const offered = host.state.offered();
      const any = q.ids.some((id) => clickOffers(offered, id, host.state.selected, view).kind !== 'none');
      if (!any) host.toasts.show(t('game.clickStale'), 'info', 3500);
      this.click(q.ids, q.x, q.y);
    });
  }

  /** A drag from one place to another: the same as clicking the source, then the destination. */
  drag(from: string[], to: string[], x: number, y: number): void {
    const host = this.host;
    if (!host.visible() || !host.state.view || host.state.pendingSince !== null || host.state.replaced) return;
    const source = from.find((id) => host.state.legal.some((a) => isTwoPlace(a) && sourceOf(a) === id));
    if (!source) return;
    host.select(source);
    this.click(to, x, y);
  }

  /** A click on the board: offer exactly the legal actions there; anything else does nothing. */
  click(ids: string[], x: number, y: number): void {
    const host = this.host;
    const view = host.state.view;
    if (!host.visible() || !view) return;
    if (host.state.replaced) {
      host.toasts.show(t('game.takeBackFirst'), 'info', 3000);
      return;
    }
    if (host.state.pendingSince !== null && host.state.seat !== 'spectator') {
      // Kept, not dropped: applied to the next legal list.
      this.queued = { ids, x, y };
      host.toasts.show(t('game.sendingClick'), 'info', 2000);
      return;
    }
    const legal = host.state.offered();
    for (const id of ids) {
      const r = clickOffers(legal, id, host.state.selected, view);
      if (r.kind === 'none') continue;
      if (r.kind === 'select') {
        host.menu.hide();
        host.select(r.source);
        return;
      }
      // One click is enough where there is nothing to pick: a choice's board place, or a move
      // to a destination with the unit type already picked.
      const pairs =
        host.state.selected && !r.canSelect
          ? narrowPairs(r.actions, host.state.selectedUnit, host.state.unitChoices().length)
          : { direct: null, offer: r.actions };
      const [only] = r.actions;
      const direct = !r.canSelect && r.actions.length === 1 && only?.type === 'choose' ? only : pairs.direct;
      if (direct) {
        host.act(direct);
        return;
      }
      host.hover.hide();
      host.menu.open(
        r.target,
        pairs.offer,
        r.canSelect,
        detailsFor(r.target, view),
        x,
        y,
        { act: (a) => host.act(a), select: () => host.select(r.target) },
        { note: (a) => choiceNote(a, view), used: host.state.notOffered(r.target, view, legal, this.moveSource()) },
      );
      return;
    }
    this.nothingToDo(ids[0], view, legal, x, y);
  }

  /**
   * A click that offers nothing: an action taken this turn, or one with no effect any more, opens
   * the menu that says why it is not offered; anything else shows the place's details.
   */
  private nothingToDo(id: string | undefined, view: GameView, legal: readonly Action[], x: number, y: number): void {
    const host = this.host;
    host.menu.hide();
    // Read before the selection is dropped: a destination that takes nothing says why.
    const from = this.moveSource();
    if (host.state.selected) host.select(null);
    const used = id && host.state.seat === 'defender' && host.state.legal.length ? host.state.notOffered(id, view, legal, from) : [];
    if (id && used.length) {
      host.hover.hide();
      host.menu.open(
        id,
        [],
        false,
        detailsFor(id, view),
        x,
        y,
        { act: (a) => host.act(a), select: () => undefined },
        {
          note: (a) => choiceNote(a, view),
          used,
        },
      );
      return;
    }
    // Nothing to do there: show its details (the only way to see them on a touch screen), clear of
    // the places to click so its Rules link takes the next tap and the board keeps the others.
    if (id) host.hover.show(detailsFor(id, view), x, y, true, () => host.cardRoom(id, x, y));
  }

  /** The selected move source and the unit type picked there, if any. */
  private moveSource(): MoveSource | null {
    const place = this.host.state.selected;
    return place ? { place, unit: this.host.state.selectedUnit } : null;
  }

  hover(id: string | null, x: number, y: number): void {
    const host = this.host;
    const view = host.state.view;
    if (!host.visible() || !view || host.menu.isOpen) {
      host.hover.hide();
      return;
    }
    // With a source selected the next click is its destination: no card over the board then.
    if (host.state.selected) {
      host.hover.hide(true);
      return;
    }
    // The card opens beside the place, clear of every place to click next (and of the decision panel).
    host.hover.show(id ? detailsFor(id, view) : null, x, y, true, id ? () => host.cardRoom(id, x, y) : undefined);
  }
}
