/**
 * A player's profile (`#/player/<name>`): ratings per side and overall (rating ± deviation, "1662?"
 * while provisional, with the deviation it must fall below to be on the leaderboard), one
 * rating's history as a small SVG chart (the rating cards choose which: overall first), games
 * played and won per side, recent games with their replays (a rated one that moved no rating says
 * why) and the games being played now. Every name goes in as text.
 */
import type { AccountGame, Profile, Rating, RecentGame } from '@stronghold/protocol';
import { currentLanguage, t } from '../i18n';
import { accountErrorSaid } from '../logic/account-errors';
import { fromStart, ratingChart, STARTING_RATING } from '../logic/rating-chart';
import { AccountRequestError, fetchProfile } from '../net/accounts-api';
import { replayUrl } from '../net/games-api';
import { h, replace, tid } from '../ui/dom';
import { languageSelect } from '../ui/language-select';
import { leaderboardHref, playerRefEl } from '../ui/player-link';
import type { Screen } from './screen';

const SVG = 'http://www.w3.org/2000/svg';
type RatingKind = keyof Profile['ratings'];
const RATING_KINDS: readonly RatingKind[] = ['overall', 'invader', 'defender'];
const CHART_W = 320;
const CHART_H = 110;

/** A whole-number rating ± deviation ("1523 ± 87"; "1662? ± 290" while provisional). */
export const ratingText = (r: { rating: number; rd: number; provisional?: boolean }): string =>
  t(r.provisional ? 'profile.ratingProvisional' : 'profile.rating', { rating: Math.round(r.rating), rd: Math.round(r.rd) });

export const dateText = (ms: number): string =>
  new Date(ms).toLocaleDateString(currentLanguage(), { year: 'numeric', month: 'short', day: 'numeric' });

export class ProfileScreen implements Screen<{ name: string }> {
  readonly el = h('div', { class: 'screen page-screen profile-screen', 'data-testid': 'profile' });
  private readonly body = h('div', { class: 'page-body' });
  private opened = 0;

  constructor(private readonly home: () => void) {
    this.el.append(pageHeader(home), this.body);
  }

  async show(p: { name: string }): Promise<void> {
    this.el.hidden = false;
    const n = ++this.opened;
    replace(this.body, h('p', { class: 'muted' }, t('profile.loading')));
    try {
      const profile = await fetchProfile(p.name);
      if (n === this.opened) this.paint(profile);
    } catch (e) {
      if (n !== this.opened) return;
      const said = e instanceof AccountRequestError && e.code === 'not_found' ? { key: 'profile.notFound', params: {} } : errorSaid(e);
      replace(this.body, h('p', { class: 'form-error', 'data-testid': 'profile-error' }, t(said.key, { ...said.params, name: p.name })));
    }
  }

  private paint(p: Profile): void {
    replace(
      this.body,
      h(
        'section',
        { class: 'card profile-head' },
        h('h1', { class: 'profile-name', 'data-testid': 'profile-name' }, p.name),
        h('p', { class: 'muted' }, t('profile.since', { date: dateText(p.createdAt) })),
      ),
      h(
        'div',
        { class: 'profile-grid' },
        h('section', { class: 'card' }, h('h2', {}, t('profile.ratings')), ratingHistory(p.ratings, p.provisionalRd)),
        h(
          'section',
          { class: 'card' },
          h('h2', {}, t('profile.stats')),
          h(
            'table',
            { class: 'stats-table', 'data-testid': 'profile-stats' },
            h('tr', {}, h('th', {}, ''), h('th', {}, t('profile.played')), h('th', {}, t('profile.won'))),
            (['invader', 'defender'] as const).map((side) =>
              h(
                'tr',
                { 'data-testid': `stats-${side}` },
                h('th', { class: side }, t(`side.${side}`)),
                h('td', {}, String(p.stats[side].played)),
                h('td', {}, String(p.stats[side].won)),
              ),
            ),
          ),
          h('h3', {}, t('profile.current')),
          p.current.length ? p.current.map(currentRow) : h('p', { class: 'muted' }, t('profile.noCurrent')),
          h('h3', {}, t('profile.recent')),
          p.recent.length ? p.recent.map(recentRow) : h('p', { class: 'muted' }, t('profile.noRecent')),
        ),
      ),
    );
  }

  hide(): void {
    this.el.hidden = true;
    this.opened++;
  }

  resize(): void {}
}

/** The top of the profile and leaderboard pages: the brand back home, the leaderboard, the language. */
export function pageHeader(home: () => void): HTMLElement {
  return h(
    'header',
    { class: 'page-head' },
    h('button', { class: 'btn ghost small', type: 'button', 'data-testid': 'page-home', onclick: () => home() }, '← ', t('profile.home')),
    h('span', { class: 'page-brand' }, 'Stronghold'),
    h(
      'span',
      { class: 'page-tools' },
      h('a', { class: 'btn ghost small', href: leaderboardHref() }, t('account.leaderboard')),
      languageSelect(),
    ),
  );
}

function errorSaid(e: unknown): { key: string; params?: Record<string, number> } {
  return e instanceof AccountRequestError ? accountErrorSaid(e, 'other') : { key: 'account.err.network' };
}

const ratingName = (kind: RatingKind): string => (kind === 'overall' ? t('profile.overall') : t(`side.${kind}`));

/** The three rating cards and the chart of the one pressed (overall at first). */
function ratingHistory(ratings: Profile['ratings'], provisionalRd: number): HTMLElement {
  const title = h('h3', {});
  const chart = h('div', { class: 'rating-chart-wrap' });
  const cards = RATING_KINDS.map((kind) => ratingCard(kind, ratings[kind], provisionalRd, () => choose(kind)));
  const choose = (kind: RatingKind) => {
    for (const [i, card] of cards.entries()) card.setAttribute('aria-pressed', String(RATING_KINDS[i] === kind));
    title.textContent = t('profile.history', { which: ratingName(kind) });
    replace(chart, chartEl(kind, ratings[kind]));
  };
  choose('overall');
  return h('div', {}, h('div', { class: 'rating-cards', role: 'group', 'aria-label': t('profile.chooseHistory') }, cards), title, chart);
}

function ratingCard(kind: RatingKind, r: Rating, provisionalRd: number, onclick: () => void): HTMLElement {
  return h(
    'button',
    { class: `rating-card ${kind}`, type: 'button', 'data-testid': `rating-${kind}`, 'aria-pressed': 'false', onclick },
    h('span', { class: 'rating-label' }, ratingName(kind)),
    h('b', { class: 'rating-value' }, ratingText(r)),
    h('small', { class: 'muted' }, r.games ? t('profile.ratedGames', { n: r.games }) : t('profile.unrated')),
    r.provisional
      ? h('small', { class: 'muted', 'data-testid': `provisional-${kind}` }, t('profile.provisional', { rd: provisionalRd }))
      : null,
  );
}

/** The rating's history from the starting rating (its first point, drawn hollow) to the last game. */
function chartEl(kind: RatingKind, r: Rating): Element {
  const c = ratingChart(fromStart(r.history), CHART_W, CHART_H);
  if (!c) return h('p', { class: 'muted', 'data-testid': 'rating-chart-empty' }, t('profile.noHistory', { start: STARTING_RATING.rating }));
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${CHART_W} ${CHART_H}`);
  svg.setAttribute('class', 'rating-chart');
  svg.setAttribute('role', 'img');
  svg.setAttribute('data-testid', 'rating-chart');
  svg.setAttribute('data-kind', kind);
  svg.setAttribute('aria-label', t('profile.chartLabel', { which: ratingName(kind), n: r.history.length, start: STARTING_RATING.rating }));
  const el = (tag: string, attrs: Record<string, string>): SVGElement => {
    const x = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) x.setAttribute(k, v);
    svg.append(x);
    return x;
  };
  el('polygon', { points: c.band, class: 'rc-band' });
  el('polyline', { points: c.line, class: 'rc-line' });
  for (const [i, d] of c.dots.entries())
    el('circle', { cx: String(d.x), cy: String(d.y), r: '2.5', class: i ? 'rc-dot' : 'rc-dot rc-start' });
  const label = (y: number, v: number) => {
    const text = el('text', { x: '4', y: String(y), class: 'rc-axis' });
    text.textContent = String(Math.round(v));
  };
  label(14, c.top);
  label(CHART_H - 6, c.bottom);
  return svg;
}

function recentRow(g: RecentGame): HTMLElement {
  return h(
    'div',
    { class: 'my-game', 'data-testid': `profile-recent-${tid(g.gameId)}` },
    h(
      'span',
      {},
      h('b', { class: g.won ? 'won' : 'lost' }, t(g.won ? 'profile.wonGame' : 'profile.lostGame')),
      ' · ',
      t(`side.${g.side}`),
      ' ',
      t('acct.vs'),
      ' ',
      playerRefEl(g.opponent),
      g.rated ? [' ', h('span', { class: 'rated-badge' }, t('rated.badge'))] : null,
      g.notRated
        ? [' ', h('span', { class: 'muted', 'data-testid': `profile-not-rated-${tid(g.gameId)}` }, t(`profile.notRated.${g.notRated}`))]
        : null,
      h('span', { class: 'muted' }, ` · ${dateText(g.endedAt)}`),
    ),
    h('a', { class: 'btn small', href: replayUrl(g.gameId), 'data-testid': `profile-replay-${tid(g.gameId)}` }, t('mine.replay')),
  );
}

function currentRow(g: AccountGame): HTMLElement {
  return h(
    'div',
    { class: 'my-game', 'data-testid': `profile-current-${tid(g.gameId)}` },
    h(
      'span',
      {},
      t('mine.gameLine', { side: t(`side.${g.seat}`), name: g.name || g.gameId }),
      g.opponent ? [' · ', t('acct.vs'), ' ', playerRefEl(g.opponent)] : null,
      g.rated ? [' ', h('span', { class: 'rated-badge' }, t('rated.badge'))] : null,
    ),
    h('a', { class: 'btn small', href: `#/watch/${encodeURIComponent(g.gameId)}` }, t('home.watch')),
  );
}
