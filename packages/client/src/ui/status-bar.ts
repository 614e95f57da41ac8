/**
 * The status bar: turn and phase, who acts and what to do, the players (an account's name linked
 * to its profile, an absent one "away since 12:02", a seat the computer plays said so), the offer
 * of an absent player's seat to the computer, the connection.
 */
import type { Seat, Viewer } from '@stronghold/rules';
import { ClockFace, formatClock } from '../logic/clock';
import { presenceOf, type PresenceWords } from '../logic/presence';
import type { Status } from '../logic/status';
import { seatAccountRef, type RoomMeta } from '../logic/view-adapter';
import type { ConnState } from '../net/connection';
import { currentLanguage, playerName, t } from '../i18n';
import { h, replace } from './dom';
import { playerRefEl } from './player-link';
import './presence.css';
import './status-bar.css';

const seatLabel = (v: Viewer): string => t(`side.${v}`);

/** The seat chips' test ids (the tutorial points at them). */
const CHIP_TEST_IDS = { invader: { 'data-testid': 'player-invader' }, defender: { 'data-testid': 'player-defender' } } as const;

const WORDS: PresenceWords = {
  playerName,
  t,
  clockTime: (ms) => new Intl.DateTimeFormat(currentLanguage(), { hour: '2-digit', minute: '2-digit' }).format(ms),
};

export class StatusBar {
  readonly el = h('div', { class: 'status-bar one-line', 'data-testid': 'status' });
  private readonly clocks = new ClockFace();
  private readonly clockEls = {
    invader: h('span', { class: 'clock', 'data-testid': 'clock-invader' }),
    defender: h('span', { class: 'clock', 'data-testid': 'clock-defender' }),
  };
  private ticker: ReturnType<typeof setInterval> | null = null;
  /** The away line ticks each second while someone is away (and only then). */
  private awayTicker: ReturnType<typeof setInterval> | null = null;
  private readonly awayLine = h('div', { class: 'presence-line', 'data-testid': 'status-away', hidden: true });
  private last: { seat: Viewer; meta: RoomMeta | null; actor: Seat | null } = { seat: 'spectator', meta: null, actor: null };

  /** `offerSeat`: the reader lets the computer play their absent opponent's seat. */
  constructor(private readonly offerSeat: () => void = () => {}) {}

  private tickAway(): void {
    const { meta, seat, actor } = this.last;
    const line = meta ? presenceOf(meta, seat, actor, Date.now(), WORDS).line : '';
    this.awayLine.textContent = line;
    this.awayLine.title = line;
    this.awayLine.hidden = !line;
    if (line && !this.awayTicker) this.awayTicker = setInterval(() => this.tickAway(), 1000);
    if (!line && this.awayTicker) {
      clearInterval(this.awayTicker);
      this.awayTicker = null;
    }
  }

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
    this.last = { seat, meta, actor: s?.actor ?? null };
    this.tickAway();
    const presence = meta ? presenceOf(meta, seat, s?.actor ?? null, Date.now(), WORDS) : null;
    const chip = (side: Seat) => {
      const p = presence?.seats[side];
      // An account's name links to its profile, a deleted account reads "deleted player"; a guest's and the computer's stay plain text.
      const account = meta ? seatAccountRef(meta.players[side]) : null;
      return h(
        'span',
        {
          class: `player ${side} ${s?.actor === side ? 'acting' : ''} ${meta?.players[side].connected ? '' : 'away'} ${p?.standIn ? 'stand-in' : ''}`,
          ...CHIP_TEST_IDS[side],
          title: `${p?.name || t('status.waitingPlayer')}${p?.away ? ` · ${p.away}` : ''}`,
        },
        h('i', { class: 'dot' }),
        h('span', { class: 'name' }, account ? playerRefEl(account) : p?.name || t('status.waitingPlayer')),
        p?.away ? h('span', { class: 'away-since', 'data-testid': `away-${side}` }, ` · ${p.away}`) : null,
        this.clockEls[side],
      );
    };
    const offer = presence?.offer;
    const players = meta
      ? h(
          'div',
          { class: 'players' },
          chip('invader'),
          h('span', { class: 'vs' }, t('status.vs')),
          chip('defender'),
          meta.spectators
            ? h('span', { class: 'spectators', title: t('status.spectators') }, t('status.watching', { n: meta.spectators }))
            : null,
          meta.rated
            ? h('span', { class: 'rated-badge', 'data-testid': 'rated-game', title: t('rated.gameHint') }, t('rated.badge'))
            : null,
          offer
            ? h(
                'button',
                {
                  class: 'btn offer-seat',
                  'data-testid': 'offer-seat',
                  title: t('presence.offerHint', { name: offer.name }),
                  onclick: () => this.offerSeat(),
                },
                t('presence.offer', { name: offer.name }),
              )
            : null,
        )
      : null;
    const where = s?.where ?? t('status.waitingFor');
    const headline =
      meta && meta.status === 'waiting' && (!meta.players.invader.name || !meta.players.defender.name)
        ? t('status.waitingOpponent', { code })
        : s
          ? s.headline
          : t('status.connecting');
    // The bar keeps one line (status-bar.css): what it cuts short is whole in the title.
    replace(
      this.el,
      h('div', { class: 'where', 'data-testid': 'status-where', title: where }, where),
      h('div', { class: `headline ${s?.yourTurn ? 'your-turn' : ''}`, 'data-testid': 'status-headline', title: headline }, headline),
      this.awayLine,
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
