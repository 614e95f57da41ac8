/**
 * The leaderboard (`#/leaderboard`): the best-rated accounts, in tabs Invader / Defender /
 * Overall, each row linking to the player's profile. Only established ratings are listed (the
 * server leaves out provisional ones); a note says from which deviation on.
 */
import type { LeaderboardKind, LeaderboardResponse } from '@stronghold/protocol';
import { t } from '../i18n';
import { accountErrorSaid } from '../logic/account-errors';
import { AccountRequestError, fetchLeaderboard } from '../net/accounts-api';
import { h, replace } from '../ui/dom';
import { playerRefEl } from '../ui/player-link';
import { pageHeader, ratingText } from './profile';
import type { Screen } from './screen';

const BOARDS: readonly LeaderboardKind[] = ['invader', 'defender', 'overall'];

export class LeaderboardScreen implements Screen<{ board: LeaderboardKind }> {
  readonly el = h('div', { class: 'screen page-screen leaderboard-screen', 'data-testid': 'leaderboard' });
  private readonly tabs = h('div', { class: 'tabs', role: 'tablist' });
  private readonly list = h('div', { class: 'leaderboard-list', 'data-testid': 'leaderboard-list' });
  private opened = 0;

  constructor(home: () => void) {
    this.el.append(
      pageHeader(home),
      h(
        'div',
        { class: 'page-body' },
        h('section', { class: 'card' }, h('h1', { class: 'page-title' }, t('leaderboard.title')), this.tabs, this.list),
      ),
    );
  }

  async show(p: { board: LeaderboardKind }): Promise<void> {
    this.el.hidden = false;
    const n = ++this.opened;
    replace(
      this.tabs,
      BOARDS.map((b) =>
        h(
          'a',
          {
            class: `tab ${b}${b === p.board ? ' active' : ''}`,
            role: 'tab',
            'aria-selected': b === p.board ? 'true' : 'false',
            href: `#/leaderboard/${b}`,
            'data-testid': `leaderboard-tab-${b}`,
          },
          b === 'overall' ? t('profile.overall') : t(`side.${b}`),
        ),
      ),
    );
    replace(this.list, h('p', { class: 'muted' }, t('profile.loading')));
    try {
      const answer = await fetchLeaderboard(p.board, 50);
      if (n === this.opened) this.paint(answer);
    } catch (e) {
      if (n !== this.opened) return;
      const said = e instanceof AccountRequestError ? accountErrorSaid(e, 'other') : { key: 'account.err.network' };
      replace(this.list, h('p', { class: 'form-error' }, t(said.key, said.params)));
    }
  }

  private paint({ players, provisionalRd }: LeaderboardResponse): void {
    const note = h('p', { class: 'muted', 'data-testid': 'leaderboard-established' }, t('leaderboard.established', { rd: provisionalRd }));
    if (!players.length) {
      replace(this.list, h('p', { class: 'muted', 'data-testid': 'leaderboard-empty' }, t('leaderboard.empty')), note);
      return;
    }
    replace(
      this.list,
      h(
        'table',
        { class: 'leaderboard-table' },
        h(
          'tr',
          {},
          h('th', { class: 'rank' }, '#'),
          h('th', {}, t('leaderboard.player')),
          h('th', {}, t('leaderboard.rating')),
          h('th', { class: 'games' }, t('leaderboard.games')),
        ),
        players.map((p, i) =>
          h(
            'tr',
            { 'data-testid': `leaderboard-row-${i + 1}` },
            h('td', { class: 'rank' }, String(i + 1)),
            h('td', {}, playerRefEl({ kind: 'account', name: p.name })),
            h('td', {}, ratingText(p)),
            h('td', { class: 'games' }, String(p.games)),
          ),
        ),
      ),
      note,
    );
  }

  hide(): void {
    this.el.hidden = true;
    this.opened++;
  }

  resize(): void {}
}
