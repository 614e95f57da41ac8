/** The end of a game: who won and why, then back to the lobby or on to the replay. */
import { seatName, t, winnerText } from '../i18n';
import type { GameView, Viewer } from '@stronghold/rules';
import { h, replace } from '../ui/dom';
import type { Screen } from './screen';

export interface EndParams {
  view: GameView;
  seat: Viewer;
  roomId: string;
}

export class EndScreen implements Screen<EndParams> {
  readonly el = h('div', { class: 'screen end-screen', 'data-testid': 'end', hidden: true, role: 'dialog', 'aria-modal': 'true' });

  constructor(private readonly go: { home(): void; replay(id: string): void }) {}

  show(p: EndParams): void {
    const w = p.view.winner;
    const you = w && w.seat === p.seat;
    const title = !w ? t('status.over') : p.seat === 'spectator' ? t('status.wins', { seat: seatName(w.seat) }) : you ? t('end.victory') : t('end.defeat');
    replace(
      this.el,
      h(
        'div',
        { class: `end-card ${w?.seat ?? ''}` },
        h('div', { class: 'end-emblem' }, h('i', {})),
        h('h1', { 'data-testid': 'end-title' }, title),
        h('p', { class: 'end-winner', 'data-testid': 'end-winner' }, w ? t(w.seat === 'invader' ? 'end.invaderPrevails' : 'end.defenderPrevails') : ''),
        h('p', { class: 'end-reason', 'data-testid': 'end-reason' }, w ? winnerText(w.reason) : ''),
        h('p', { class: 'muted' }, t('end.summary', { turn: p.view.turn, panic: p.view.panic.level })),
        h(
          'div',
          { class: 'row' },
          h('button', { class: 'btn', 'data-testid': 'end-board', onclick: () => this.hide() }, t('end.board')),
          p.roomId ? h('button', { class: 'btn', 'data-testid': 'end-replay', onclick: () => this.go.replay(p.roomId) }, t('end.replay')) : null,
          h('button', { class: 'btn primary', 'data-testid': 'end-home', onclick: () => this.go.home() }, t('end.home')),
        ),
      ),
    );
    this.el.hidden = false;
  }

  hide(): void {
    this.el.hidden = true;
  }

  resize(): void {}
}
