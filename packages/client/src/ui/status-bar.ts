/** The status bar: turn and phase, who acts and what to do, the players, the connection. */
import type { Viewer } from '@stronghold/rules';
import { ClockFace, formatClock } from '../logic/clock';
import type { Status } from '../logic/status';
import type { RoomMeta } from '../logic/view-adapter';
import type { ConnState } from '../net/connection';
import { playerName, t } from '../i18n';
import { h, replace } from './dom';

const seatLabel = (v: Viewer): string => t(`side.${v}`);

export class StatusBar {
  readonly el = h('div', { class: 'status-bar', 'data-testid': 'status' });
  private readonly clocks = new ClockFace();
  private readonly clockEls = {
    invader: h('span', { class: 'clock', 'data-testid': 'clock-invader' }),
    defender: h('span', { class: 'clock', 'data-testid': 'clock-defender' }),
  };
  private ticker: ReturnType<typeof setInterval> | null = null;

  /** Shows both seats' remaining time; the running clock ticks down between server updates. */
  private tick(): void {
    const now = Date.now();
    let any = false;
    for (const seat of ['invader', 'defender'] as const) {
      const r = this.clocks.read(seat, now);
      const el = this.clockEls[seat];
      el.textContent = r.ms === null ? '' : formatClock(r.ms);
      el.classList.toggle('icon', r.ms !== null);
      el.classList.toggle('icon-clock', r.ms !== null);
      el.classList.toggle('running', r.running);
      el.classList.toggle('low', r.ms !== null && r.ms < 60_000);
      any ||= r.running;
    }
    if (any && !this.ticker) this.ticker = setInterval(() => this.tick(), 250);
    if (!any && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
  }

  render(s: Status | null, seat: Viewer, meta: RoomMeta | null, conn: ConnState, code: string): void {
    this.clocks.update(meta, Date.now());
    this.tick();
    const players = meta
      ? h(
          'div',
          { class: 'players' },
          h(
            'span',
            {
              class: `player invader ${s?.actor === 'invader' ? 'acting' : ''} ${meta.players.invader.connected ? '' : 'away'}`,
              'data-testid': 'player-invader',
            },
            h('i', { class: 'dot' }),
            playerName(meta.players.invader.name) || t('status.waitingPlayer'),
            this.clockEls.invader,
          ),
          h('span', { class: 'vs' }, t('status.vs')),
          h(
            'span',
            {
              class: `player defender ${s?.actor === 'defender' ? 'acting' : ''} ${meta.players.defender.connected ? '' : 'away'}`,
              'data-testid': 'player-defender',
            },
            h('i', { class: 'dot' }),
            playerName(meta.players.defender.name) || t('status.waitingPlayer'),
            this.clockEls.defender,
          ),
          meta.spectators
            ? h('span', { class: 'spectators', title: t('status.spectators') }, t('status.watching', { n: meta.spectators }))
            : null,
        )
      : null;
    replace(
      this.el,
      h('div', { class: 'where', 'data-testid': 'status-where' }, s?.where ?? t('status.waitingFor')),
      h(
        'div',
        { class: `headline ${s?.yourTurn ? 'your-turn' : ''}`, 'data-testid': 'status-headline' },
        meta && meta.status === 'waiting' && (!meta.players.invader.name || !meta.players.defender.name)
          ? t('status.waitingOpponent', { code })
          : s
            ? s.headline
            : t('status.connecting'),
      ),
      players,
      h('div', { class: `seat seat-${seat}`, 'data-testid': 'seat' }, seatLabel(seat)),
      h(
        'div',
        { class: `conn conn-${conn}`, 'data-testid': 'conn', title: conn },
        conn === 'connected'
          ? '●'
          : conn === 'reconnecting'
            ? t('status.reconnecting')
            : conn === 'closed'
              ? t('status.disconnected')
              : '…',
      ),
    );
  }
}
