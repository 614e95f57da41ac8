/** Table talk: chat messages and a line to type in (players and spectators alike). */
import { MAX_CHAT } from '@stronghold/protocol';
import { t } from '../i18n';
import { h } from './dom';

export interface ChatLine {
  from: string;
  seat: string;
  text: string;
  at: number;
}

export class ChatPanel {
  readonly list = h('ol', { class: 'chat-list', 'data-testid': 'chat-list' });
  readonly input = h('input', {
    class: 'chat-input',
    'data-testid': 'chat-input',
    maxlength: MAX_CHAT,
    placeholder: t('chat.placeholder'),
    'aria-label': t('chat.label'),
  });
  readonly el: HTMLElement;

  constructor(private readonly send: (text: string) => void) {
    const form = h(
      'form',
      {
        class: 'chat-form',
        onsubmit: (e: Event) => {
          e.preventDefault();
          const t = this.input.value.trim();
          if (!t) return;
          this.send(t.slice(0, MAX_CHAT));
          this.input.value = '';
        },
      },
      this.input,
      h('button', { class: 'btn small', type: 'submit', 'data-testid': 'chat-send' }, t('chat.send')),
    );
    this.el = h('section', { class: 'panel chat-panel' }, h('h3', {}, t('chat.title')), this.list, form);
  }

  /** Spectators read the table talk but cannot write (the server refuses it). */
  setReadOnly(ro: boolean): void {
    this.input.disabled = ro;
    this.input.placeholder = ro ? t('chat.readOnly') : t('chat.placeholder');
    this.el.querySelector<HTMLButtonElement>('button[type=submit]')?.toggleAttribute('disabled', ro);
  }

  /** A live message; one already shown (it came in the history too) is not shown twice. */
  add(m: ChatLine): void {
    this.merge([m]);
  }

  /**
   * Messages from the server's history on join, merged with those already shown: in time
   * order, each once (the same sender, seat, text and time is the same message).
   */
  merge(lines: readonly ChatLine[]): void {
    let changed = false;
    for (const m of lines) {
      const k = chatKey(m);
      if (this.keys.has(k)) continue;
      this.keys.add(k);
      this.lines.push(m);
      changed = true;
    }
    if (!changed) return;
    this.lines.sort((a, b) => a.at - b.at);
    for (const old of this.lines.splice(0, Math.max(0, this.lines.length - 200))) this.keys.delete(chatKey(old));
    this.list.replaceChildren(
      ...this.lines.map((m) =>
        h('li', { class: `chat-line seat-${m.seat}`, 'data-testid': 'chat-line' }, h('b', {}, `${m.from || m.seat}: `), m.text),
      ),
    );
    this.list.scrollTop = this.list.scrollHeight;
  }

  clear(): void {
    this.lines = [];
    this.keys.clear();
    this.list.replaceChildren();
  }

  private lines: ChatLine[] = [];
  private readonly keys = new Set<string>();
}

function chatKey(m: ChatLine): string {
  return `${m.at}|${m.seat}|${m.from}|${m.text}`;
}
