/**
 * The end of a game: who won and why, what it did to ratings (a rated game: the ratings moved, or
 * why not), then back to the lobby or on to the replay.
 */
import { seatName, t, winnerText } from '../i18n';
import type { GameView, Seat, Viewer } from '@stronghold/rules';
import type { GameRating, PlayerRef, RematchMessage } from '@stronghold/protocol';
import { ratingLines, signedDelta } from '../logic/rating-lines';
import { fetchGameRating } from '../net/accounts-api';
import { h, replace } from '../ui/dom';
import { showFigures } from '../ui/game-figures';
import { playerRefEl } from '../ui/player-link';
import type { Screen } from './screen';

export interface EndParams {
  view: GameView;
  seat: Viewer;
  roomId: string;
  /** Each seat's player as the game screen names them (an account links to its profile). */
  players?: Record<Seat, PlayerRef | null>;
}

export class EndScreen implements Screen<EndParams> {
  readonly el = h('div', { class: 'screen end-screen', 'data-testid': 'end', hidden: true, role: 'dialog', 'aria-modal': 'true' });

  private readonly rematchEl = h('p', { class: 'muted', 'data-testid': 'rematch-state' });
  private readonly ratingEl = h('p', { class: 'muted', 'data-testid': 'end-rating' });
  /** A rated game's result for each player: rating before and after, the change, a profile link. */
  private readonly ratingsEl = h('div', { class: 'end-ratings', 'data-testid': 'end-ratings', hidden: true });
  /** Counts the screen's showings: an answer about an earlier one is dropped. */
  private shown = 0;

  constructor(private readonly go: { home(): void; replay(id: string): void; game(id: string): void; askRematch(): void }) {}

  /** The server's word on the rematch: who asked, or where the new game is (then go there). */
  rematch(m: RematchMessage, seat: Viewer): void {
    if (m.roomId) {
      this.hide();
      this.go.game(m.roomId);
      return;
    }
    const mine = seat !== 'spectator' && m.asked.includes(seat);
    this.rematchEl.textContent = mine ? t('end.rematchWaiting') : m.asked.length ? t('end.rematchAsked') : '';
  }

  show(p: EndParams): void {
    const w = p.view.winner;
    const you = w && w.seat === p.seat;
    this.rematchEl.textContent = '';
    const figures = h('div', {});
    if (p.roomId) void showFigures(figures, p.roomId);
    this.ratingEl.textContent = '';
    replace(this.ratingsEl);
    this.ratingsEl.hidden = true;
    const showing = ++this.shown;
    if (p.roomId) void this.showRating(p.roomId, p.seat, showing, p.players);
    const title = !w
      ? t('status.over')
      : p.seat === 'spectator'
        ? t('status.wins', { seat: seatName(w.seat) })
        : you
          ? t('end.victory')
          : t('end.defeat');
    replace(
      this.el,
      h(
        'div',
        { class: `end-card ${w?.seat ?? ''}` },
        h('div', { class: 'end-emblem' }, h('i', {})),
        h('h1', { 'data-testid': 'end-title' }, title),
        h(
          'p',
          { class: 'end-winner', 'data-testid': 'end-winner' },
          w ? t(w.seat === 'invader' ? 'end.invaderPrevails' : 'end.defenderPrevails') : '',
        ),
        h('p', { class: 'end-reason', 'data-testid': 'end-reason' }, w ? winnerText(w.reason) : ''),
        h('p', { class: 'muted' }, t('end.summary', { turn: p.view.turn, panic: p.view.panic.level })),
        figures,
        this.ratingEl,
        this.ratingsEl,
        this.rematchEl,
        h(
          'div',
          { class: 'row' },
          h('button', { class: 'btn', 'data-testid': 'end-board', onclick: () => this.hide() }, t('end.board')),
          p.roomId && p.seat !== 'spectator'
            ? h(
                'button',
                { class: 'btn', 'data-testid': 'end-rematch', title: t('end.rematchHint'), onclick: () => this.go.askRematch() },
                t('end.rematch'),
              )
            : null,
          p.roomId
            ? h('button', { class: 'btn', 'data-testid': 'end-replay', onclick: () => this.go.replay(p.roomId) }, t('end.replay'))
            : null,
          h('button', { class: 'btn primary', 'data-testid': 'end-home', onclick: () => this.go.home() }, t('end.home')),
        ),
      ),
    );
    this.el.hidden = false;
  }

  hide(): void {
    this.el.hidden = true;
  }

  /** Asks the server what the game did to ratings; it records a result just after the end, so a pending one is asked again a few times. */
  private async showRating(roomId: string, seat: Viewer, showing: number, players?: Record<Seat, PlayerRef | null>): Promise<void> {
    for (let attempt = 0; attempt < RATING_ATTEMPTS && showing === this.shown; attempt++) {
      const rating = await fetchGameRating(roomId).catch(() => null);
      if (showing !== this.shown || !rating) return;
      if (rating.state !== 'pending') {
        this.ratingEl.textContent = ratingSaid(rating, seat);
        this.showRatingLines(rating, players);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, RATING_RETRY_MS));
    }
  }

  /** Each player's line: "Invader: Iris 1500 → 1521, +21", the name a link to the profile. */
  private showRatingLines(rating: GameRating, players?: Record<Seat, PlayerRef | null>): void {
    const lines = ratingLines(rating);
    if (!lines.length) return;
    replace(
      this.ratingsEl,
      h('h2', {}, t('end.ratingsTitle')),
      h(
        'ul',
        {},
        ...lines.map((l) => {
          const ref = players?.[l.seat] ?? null;
          return h(
            'li',
            { class: l.seat, 'data-testid': `end-rating-${l.seat}` },
            `${seatName(l.seat)}: `,
            ref ? playerRefEl(ref) : null,
            ref ? ' ' : null,
            h(
              'span',
              { 'data-testid': `end-rating-change-${l.seat}` },
              t('end.ratingLine', { before: l.before, after: l.after, delta: l.delta }),
            ),
          );
        }),
      ),
    );
    this.ratingsEl.hidden = false;
  }

  resize(): void {}
}

const RATING_ATTEMPTS = 8;
const RATING_RETRY_MS = 750;

/** The end screen's words on ratings ('' for a game that is not rated). */
export function ratingSaid(r: GameRating, seat: Viewer): string {
  if (r.state === 'not_rated')
    return r.reason === 'too_few_decisions'
      ? t('end.notRated.too_few_decisions', { n: r.rules.minDecisionsPerSide })
      : t('end.notRated.repeated_pairing', { n: r.rules.pairResultsPerWindow, hours: r.rules.pairWindowHours });
  if (r.state !== 'rated') return '';
  if (seat === 'spectator') return t('end.ratedMoved');
  const { before, after } = r.overall[seat];
  return t('end.ratedChange', { before: Math.round(before), after: Math.round(after), delta: signedDelta(before, after) });
}
