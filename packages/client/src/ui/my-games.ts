/**
 * "Your games" for the home screen. Signed in, the account's games as the server lists them
 * (`GET /api/account/games`, each opponent linked to a profile); for a guest, by the seat tokens
 * this browser holds: first the games waiting for a decision of mine (soonest deadline first,
 * with the time left) with Play, then the other current ones marked with whose turn it is, with
 * Rejoin, then my finished games with Replay; and the public list of recent finished games. Each
 * of my lists shows its first few games and "Show all (N)" for the rest. While shown it asks the
 * server again every minute (`refresh`).
 */
import { playerName, t, winnerText } from '../i18n';
import {
  shortList,
  sortMyGames,
  timeLeft,
  type CurrentGame,
  type FinishedGame,
  type GameList,
  type SortedGames,
  type WaitingGame,
} from '../logic/my-games';
import { fetchRecentFinished, fetchStandings, replayUrl, type FinishedListing, type GameStanding } from '../net/games-api';
import { seatScope } from '../net/connection';
import { mySeats } from '../net/storage';
import type { AccountGame } from '@stronghold/protocol';
import { sortAccountGames, type AccountGamesSorted } from '../logic/account-games';
import { fetchAccountGames } from '../net/accounts-api';
import { h, replace, tid } from './dom';
import { Repeating } from './repeating';
import { playerRefEl } from './player-link';

/** How often the lists are asked for again while the home screen is shown. */
export const REFRESH_MS = 60_000;

/** How many games each list shows before "Show all". */
const SHORT: Record<GameList, number> = { waiting: 12, current: 12, finished: 8 };

export class MyGames {
  readonly el = h('div', { class: 'my-games', 'data-testid': 'my-games' });
  /** "Waiting for you", placed by the home screen above everything else. */
  readonly waitingEl = h('div', { class: 'waiting-games', 'data-testid': 'waiting-for-you' });
  private readonly seatsEl = h('div', { 'data-testid': 'my-seats' });
  private readonly doneEl = h('div', { 'data-testid': 'my-finished' });
  private readonly recentEl = h('div', { class: 'recent-games', 'data-testid': 'recent-games' });
  /** Bumped on each render, so a slow answer for an older one is dropped. */
  private generation = 0;
  /** While shown: painted now and every REFRESH_MS (`refresh.start()` / `refresh.stop()`). */
  readonly refresh = new Repeating(() => this.render(), REFRESH_MS);
  /** The server's last answer, painted at once on the next render (a new seat shows as current until asked). */
  private last: { games: GameStanding[]; answeredAt: number } = { games: [], answeredAt: 0 };
  /** The lists shown whole ("Show all"), kept across refreshes. */
  private readonly expanded = new Set<GameList>();
  /** Paints the last lists again (after "Show all" / "Show fewer"), without asking the server. */
  private repaint: () => void = () => undefined;

  constructor(
    private readonly go: { rejoin(roomId: string): void; replay(id: string): void },
    /** The signed-in account's session, or null for a guest. */
    private readonly session: () => string | null,
  ) {
    this.el.append(this.seatsEl, this.doneEl, this.recentEl);
  }

  render(): void {
    const gen = ++this.generation;
    void fetchRecentFinished(20)
      .then((list) => gen === this.generation && this.paintRecent(list))
      .catch(() => replace(this.recentEl));
    const session = this.session();
    if (session) {
      void fetchAccountGames(session)
        .then((games) => gen === this.generation && this.paintAccount(sortAccountGames(games)))
        .catch(() => undefined);
      return;
    }
    const mine = mySeats(seatScope())
      .slice(0, 30)
      .map((m) => ({ roomId: m.roomId, seat: m.seat.seat }));
    this.paint(sortMyGames(mine, this.last.games, this.last.answeredAt));
    void fetchStandings(mine.map((m) => m.roomId))
      .then((answer) => {
        if (gen !== this.generation) return;
        this.last = answer;
        this.paint(sortMyGames(mine, answer.games, answer.answeredAt));
      })
      .catch(() => undefined);
  }

  /** The account's games: mine to decide first, then the others being played, then the finished ones. */
  private paintAccount(sorted: AccountGamesSorted): void {
    this.repaint = () => this.paintAccount(sorted);
    replace(
      this.waitingEl,
      sorted.waiting.length ? h('h3', {}, t('mine.waitingForYou')) : null,
      this.list('waiting', sorted.waiting, (g) => this.accountRow(g, 'waiting')),
    );
    replace(
      this.seatsEl,
      sorted.current.length ? h('h3', {}, t('home.yourSeats')) : null,
      this.list('current', sorted.current, (g) => this.accountRow(g, 'current')),
    );
    replace(
      this.doneEl,
      sorted.finished.length ? h('h3', {}, t('mine.finished')) : null,
      this.list('finished', sorted.finished, (g) => this.accountRow(g, 'finished', t(`mine.result.${g.result}`))),
    );
  }

  /** A list's rows, short unless expanded, and the control that shows all of it (or fewer again). */
  private list<T>(which: GameList, items: readonly T[], row: (item: T) => HTMLElement): HTMLElement[] {
    const open = this.expanded.has(which);
    const { shown, more } = shortList(items, SHORT[which], open);
    if (!more) return shown.map(row);
    const toggle = h(
      'button',
      {
        class: 'btn ghost small show-all',
        type: 'button',
        'data-testid': `show-all-${which}`,
        'aria-expanded': String(open),
        onclick: () => {
          if (open) this.expanded.delete(which);
          else this.expanded.add(which);
          this.repaint();
        },
      },
      open ? t('mine.showFewer') : t('mine.showAll', { n: items.length }),
    );
    return [...shown.map(row), toggle];
  }

  private accountRow(g: AccountGame, kind: 'waiting' | 'current' | 'finished', result?: string): HTMLElement {
    const mark =
      g.state === 'my-turn'
        ? h('b', { class: 'turn-mark yours' }, t('mine.yourTurn'))
        : g.state === 'their-turn'
          ? h('span', { class: 'turn-mark', 'data-testid': `turn-mark-${tid(g.gameId)}` }, t('mine.theirTurn'))
          : g.state === 'waiting-for-opponent'
            ? h('span', { class: 'turn-mark', 'data-testid': `turn-mark-${tid(g.gameId)}` }, t('mine.unstarted'))
            : result;
    const testid = kind === 'waiting' ? 'waiting' : kind === 'current' ? 'my-seat' : 'my-done';
    return h(
      'div',
      { class: `my-game account-game${kind === 'waiting' ? ' waiting' : ''}`, 'data-testid': `${testid}-${tid(g.gameId)}` },
      h(
        'span',
        {},
        t('mine.gameLine', { side: t(`side.${g.seat}`), name: g.name || g.gameId }),
        g.opponent ? [' · ', t('acct.vs'), ' ', playerRefEl(g.opponent)] : null,
        g.rated ? [' ', h('span', { class: 'rated-badge' }, t('rated.badge'))] : null,
        ' · ',
        mark,
      ),
      kind === 'finished'
        ? h('a', { class: 'btn small', href: replayUrl(g.gameId), 'data-testid': `replay-${tid(g.gameId)}` }, t('mine.replay'))
        : h(
            'button',
            {
              class: `btn small${kind === 'waiting' ? ' primary' : ''}`,
              'data-testid': `${kind === 'waiting' ? 'play' : 'rejoin'}-${tid(g.gameId)}`,
              onclick: () => this.go.rejoin(g.gameId),
            },
            kind === 'waiting' ? t('mine.play') : t('home.rejoin'),
          ),
    );
  }

  private paint(sorted: SortedGames): void {
    this.repaint = () => this.paint(sorted);
    const now = Date.now();
    replace(
      this.waitingEl,
      sorted.waiting.length ? h('h3', {}, t('mine.waitingForYou')) : null,
      this.list('waiting', sorted.waiting, (w) => this.waitingRow(w, now)),
    );
    replace(
      this.seatsEl,
      sorted.current.length ? h('h3', {}, t('home.yourSeats')) : null,
      this.list('current', sorted.current, (c) => this.currentRow(c)),
    );
    replace(
      this.doneEl,
      sorted.finished.length ? h('h3', {}, t('mine.finished')) : null,
      this.list('finished', sorted.finished, (f) => this.finishedRow(f)),
    );
  }

  private waitingRow(w: WaitingGame, now: number): HTMLElement {
    const left = w.deadline === null ? null : timeLeft(w.deadline, now);
    return h(
      'div',
      { class: 'my-game waiting', 'data-testid': `waiting-${tid(w.roomId)}` },
      h(
        'span',
        {},
        t('mine.gameLine', { side: t(`side.${w.seat}`), name: w.standing.name || w.roomId }),
        ' · ',
        h('b', { class: 'turn-mark yours' }, t('mine.yourTurn')),
        w.standing.turn ? ` · ${t('mine.turn', { turn: w.standing.turn })}` : '',
        left
          ? h(
              'span',
              { class: 'time-left', 'data-testid': `time-left-${tid(w.roomId)}` },
              ' · ',
              left.hours ? t('mine.leftHours', { h: left.hours, m: left.minutes }) : t('mine.leftMinutes', { n: left.minutes }),
            )
          : null,
      ),
      h(
        'button',
        { class: 'btn primary small', 'data-testid': `play-${tid(w.roomId)}`, onclick: () => this.go.rejoin(w.roomId) },
        t('mine.play'),
      ),
    );
  }

  private currentRow(c: CurrentGame): HTMLElement {
    const mark = c.mark === 'theirs' ? t('mine.theirTurn') : c.mark === 'unstarted' ? t('mine.unstarted') : null;
    return h(
      'div',
      { class: 'my-game', 'data-testid': `my-seat-${tid(c.roomId)}` },
      h(
        'span',
        {},
        t('mine.gameLine', { side: t(`side.${c.seat}`), name: c.standing?.name || c.roomId }),
        mark ? [' · ', h('span', { class: 'turn-mark', 'data-testid': `turn-mark-${tid(c.roomId)}` }, mark)] : null,
      ),
      h(
        'button',
        { class: 'btn small', 'data-testid': `rejoin-${tid(c.roomId)}`, onclick: () => this.go.rejoin(c.roomId) },
        t('home.rejoin'),
      ),
    );
  }

  private finishedRow(f: FinishedGame): HTMLElement {
    return h(
      'div',
      { class: 'my-game', 'data-testid': `my-done-${tid(f.roomId)}` },
      h(
        'span',
        {},
        t('mine.gameLine', { side: t(`side.${f.seat}`), name: f.standing.name || f.roomId }),
        ' · ',
        t(`mine.result.${f.result}`),
      ),
      f.standing.status === 'ended' || f.standing.status === 'abandoned'
        ? h('a', { class: 'btn small', href: replayUrl(f.roomId), 'data-testid': `replay-${tid(f.roomId)}` }, t('mine.replay'))
        : null,
    );
  }

  private paintRecent(list: FinishedListing[]): void {
    replace(
      this.recentEl,
      list.length ? h('h3', {}, t('mine.recent')) : null,
      list.map((g) =>
        h(
          'div',
          { class: 'my-game', 'data-testid': `recent-${tid(g.id)}` },
          h(
            'span',
            { title: g.winner ? winnerText(g.winner.reason) : undefined },
            t('mine.recentLine', {
              name: g.name || g.id,
              invader: playerName(g.players.invader ?? '?'),
              defender: playerName(g.players.defender ?? '?'),
            }),
            g.winner ? ` · ${t('mine.sideWon', { side: t(`side.${g.winner.seat}`) })}` : '',
          ),
          h('a', { class: 'btn small', href: replayUrl(g.id), 'data-testid': `recent-replay-${tid(g.id)}` }, t('mine.replay')),
        ),
      ),
    );
  }
}
