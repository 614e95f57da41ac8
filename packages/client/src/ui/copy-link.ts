/** A "Copy link" button: the game's invite address to the clipboard (with a fallback for old or insecure pages). */
import { t } from '../i18n';
import { h } from './dom';

/** Writes `text` to the clipboard; false when the browser allows neither way. */
export async function copyText(text: string): Promise<boolean> {
  // The Clipboard API is missing from insecure pages and old browsers, whatever the DOM types say.
  const clipboard = (navigator as { clipboard?: Clipboard }).clipboard;
  try {
    if (clipboard && window.isSecureContext) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the old way
  }
  const area = h('textarea', { readonly: true, 'aria-hidden': 'true', style: 'position:fixed;left:-9999px;top:0' });
  area.value = text;
  document.body.append(area);
  area.select();
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only way to copy where the Clipboard API is missing
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** The address that opens a game by its code (a seat if one is free, else the dialog says so). */
export function inviteUrl(code: string): string {
  return `${location.origin}${location.pathname}${location.search}#/game/${encodeURIComponent(code)}`;
}

export function copyLinkButton(code: () => string, said: (text: string) => void): HTMLButtonElement {
  return h(
    'button',
    {
      type: 'button',
      class: 'btn small ghost',
      'data-testid': 'copy-link',
      title: t('copy.hint'),
      onclick: () => {
        const url = inviteUrl(code());
        void copyText(url).then((ok) => said(ok ? t('copy.done') : t('copy.manual', { url })));
      },
    },
    t('copy.button'),
  );
}
