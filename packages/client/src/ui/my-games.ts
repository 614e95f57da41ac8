/**
 * "Your games" (by the seat tokens this browser holds: current ones with Rejoin, finished ones
 * with Replay) and the public list of recent finished games, for the home screen.
 */
import { fetchRecentFinished, fetchStandings, replayUrl, type FinishedListing, type GameStanding } from '../net/games-api';
import { mySeats } from '../net/storage';
import { h, replace, tid } from './dom';

const FINISHED = new Set<GameStanding['status']>(['ended', 'abandoned', 'broken']);
const sideName = (s: string): string => (s === 'invader' ? 'Invader' : 'Defender');

export class MyGames {
  readonly el = h('div', { class: 'my-games', 'data-testid': 'my-games' });
  private readonly seatsEl = h('div', { 'data-testid': 'my-seats' });
  private readonly doneEl = h('div', { 'data-testid': 'my-finished' });
  private readonly recentEl = h('div', { class: 'recent-games', 'data-testid': 'recent-games' });
  /** Bumped on each render, so a slow answer for an older one is dropped. */
  private generation = 0;

  constructor(private readonly go: { rejoin(roomId: string): void; replay(id: string): void }) {
    this.el.append(this.seatsEl, this.doneEl, this.recentEl);
  }

  render(): void {
    const gen = ++this.generation;
    const mine = mySeats().slice(0, 30);
    this.paintSeats(
      mine.map((m) => ({ roomId: m.roomId, seat: m.seat.seat })),
      new Map(),
    );
    replace(this.doneEl);
    void fetchStandings(mine.map((m) => m.roomId))
      .then(
        (st) =>
          gen === this.generation &&
          this.paintSeats(
            mine.map((m) => ({ roomId: m.roomId, seat: m.seat.seat })),
            new Map(st.map((s) => [s.id, s])),
          ),
      )
      .catch(() => undefined);
    void fetchRecentFinished(20)
      .then((list) => gen === this.generation && this.paintRecent(list))
      .catch(() => replace(this.recentEl));
  }

  private paintSeats(mine: Array<{ roomId: string; seat: string }>, standing: Map<string, GameStanding>): void {
    const current = mine.filter((m) => !FINISHED.has(standing.get(m.roomId)?.status ?? 'playing'));
    const done = mine.filter((m) => FINISHED.has(standing.get(m.roomId)?.status ?? 'playing'));
    replace(
      this.seatsEl,
      current.length ? h('h3', {}, 'Your seats') : null,
      current
        .slice(0, 8)
        .map((m) =>
          h(
            'div',
            { class: 'my-game', 'data-testid': `my-seat-${tid(m.roomId)}` },
            h('span', {}, `${sideName(m.seat)} · ${standing.get(m.roomId)?.name || m.roomId}`),
            h(
              'button',
              { class: 'btn small', 'data-testid': `rejoin-${tid(m.roomId)}`, onclick: () => this.go.rejoin(m.roomId) },
              'Rejoin',
            ),
          ),
        ),
    );
    replace(
      this.doneEl,
      done.length ? h('h3', {}, 'Your finished games') : null,
      done.slice(0, 8).map((m) => {
        const s = standing.get(m.roomId)!;
        const result = s.winner ? (s.winner.seat === m.seat ? 'won' : 'lost') : s.status === 'ended' ? 'ended' : 'abandoned';
        return h(
          'div',
          { class: 'my-game', 'data-testid': `my-done-${tid(m.roomId)}` },
          h('span', {}, `${sideName(m.seat)} · ${s.name || m.roomId} · ${result}`),
          s.status === 'ended' || s.status === 'abandoned'
            ? h('a', { class: 'btn small', href: replayUrl(m.roomId), 'data-testid': `replay-${tid(m.roomId)}` }, 'Replay')
            : null,
        );
      }),
    );
  }

  private paintRecent(list: FinishedListing[]): void {
    replace(
      this.recentEl,
      list.length ? h('h3', {}, 'Recent finished games') : null,
      list.map((g) =>
        h(
          'div',
          { class: 'my-game', 'data-testid': `recent-${tid(g.id)}` },
          h(
            'span',
            {},
            `${g.name || g.id} · ${g.players.invader ?? '?'} vs ${g.players.defender ?? '?'}${g.winner ? ` · ${sideName(g.winner.seat)} won` : ''}`,
          ),
          h('a', { class: 'btn small', href: replayUrl(g.id), 'data-testid': `recent-replay-${tid(g.id)}` }, 'Replay'),
        ),
      ),
    );
  }
}
