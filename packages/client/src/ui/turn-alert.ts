/**
 * "Your turn": a short chime (WebAudio, nothing downloaded; muteable, remembered), a browser
 * notification while the tab is hidden (permission asked once, from a button, never on load),
 * and the tab title. The game screen calls `turnCame()` when `legal` arrives for this seat
 * after it was not acting, and `title()` on every render.
 */
import { t } from '../i18n';
import { readItem, removeItem, writeItem } from '../local-store';
import { h } from './dom';

const MUTE_KEY = 'stronghold.sound.muted';
const ASKED_KEY = 'stronghold.notify.asked';
const TITLE = 'Stronghold';

type AudioCtor = typeof AudioContext;
/** Browser features that some browsers lack (no Notification on iOS Safari; WebAudio once prefixed). */
const optional = globalThis as { Notification?: typeof Notification; AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };

export class TurnAlert {
  private audio: AudioContext | null = null;
  private readonly muteBtn = h('button', {
    type: 'button',
    class: 'btn small ghost icon',
    'data-testid': 'sound-toggle',
    onclick: () => this.setMuted(!this.muted),
  });
  private readonly notifyBtn = h(
    'button',
    { type: 'button', class: 'btn small ghost', 'data-testid': 'notify-ask', onclick: () => void this.askPermission() },
    t('alert.notify'),
  );
  /** The mute switch and the notification button, for the game screen's tools. */
  readonly el = h('span', { class: 'turn-alert' }, this.muteBtn, this.notifyBtn);

  /** Only a player has a turn: a spectator is offered no notification. */
  private player = false;

  constructor() {
    this.paint();
  }

  /** Whether this screen holds a seat (the notification button is for players only). */
  setPlayer(player: boolean): void {
    if (this.player === player) return;
    this.player = player;
    this.paint();
  }

  get muted(): boolean {
    return readItem(MUTE_KEY) === '1';
  }

  setMuted(muted: boolean): void {
    if (muted) writeItem(MUTE_KEY, '1');
    else removeItem(MUTE_KEY);
    this.paint();
  }

  /** The tab title: says so while it is this seat's move. */
  title(yourTurn: boolean): void {
    document.title = yourTurn ? t('alert.tabTitle', { title: TITLE }) : TITLE;
  }

  /** The turn has just come to this seat. */
  turnCame(what = t('alert.yourMove')): void {
    if (!this.muted) this.chime();
    const N = optional.Notification;
    if (document.hidden && N && N.permission === 'granted') {
      try {
        const n = new N(t('alert.notification'), { body: what, tag: 'stronghold-turn' });
        n.onclick = () => {
          window.focus();
          n.close();
        };
      } catch {
        // Some browsers allow notifications only from a service worker: the title still says it.
      }
    }
  }

  private chime(): void {
    const Ctor = optional.AudioContext ?? optional.webkitAudioContext;
    if (!Ctor) return;
    try {
      this.audio ??= new Ctor();
      const ctx = this.audio;
      void ctx.resume();
      const t = ctx.currentTime;
      // Two soft notes, a fifth apart, 0.35 s in all.
      for (const [freq, at] of [
        [660, 0],
        [990, 0.12],
      ] as const) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = 'sine';
        osc.frequency.value = freq;
        gain.gain.setValueAtTime(0.0001, t + at);
        gain.gain.exponentialRampToValueAtTime(0.18, t + at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, t + at + 0.22);
        osc.connect(gain).connect(ctx.destination);
        osc.start(t + at);
        osc.stop(t + at + 0.25);
      }
    } catch {
      // No sound is not an error.
    }
  }

  private async askPermission(): Promise<void> {
    const N = optional.Notification;
    writeItem(ASKED_KEY, '1');
    if (N && N.permission === 'default') {
      try {
        await N.requestPermission();
      } catch {
        // Refused or unsupported: nothing more to ask.
      }
    }
    this.paint();
  }

  private paint(): void {
    this.muteBtn.textContent = this.muted ? t('alert.soundOff') : t('alert.soundOn');
    this.muteBtn.classList.toggle('icon-bell', !this.muted);
    this.muteBtn.classList.toggle('icon-bell-off', this.muted);
    this.muteBtn.setAttribute('aria-pressed', String(!this.muted));
    this.muteBtn.title = this.muted ? t('alert.unmute') : t('alert.mute');
    const N = optional.Notification;
    // Asked once: the button goes once the browser has an answer or the player has asked.
    this.notifyBtn.hidden = !this.player || !N || N.permission !== 'default' || readItem(ASKED_KEY) === '1';
  }
}
