/**
 * Invitations to the signed-in account, on the home screen: who invites me to which seat, with
 * Accept (the game opens in that seat) and Decline. Empty (and nothing asked) for a guest.
 */
import type { Invite } from '@stronghold/protocol';
import { t } from '../i18n';
import { accountErrorSaid } from '../logic/account-errors';
import { acceptInvite, declineInvite, fetchInvites, AccountRequestError } from '../net/accounts-api';
import { h, replace, tid } from './dom';
import { Repeating } from './repeating';
import { REFRESH_MS } from './my-games';
import { playerRefEl } from './player-link';

export interface InviteActions {
  /** Opens the game of an accepted invitation (in its seat). */
  open(gameId: string): Promise<void>;
  error(text: string): void;
}

export class InvitesList {
  readonly el = h('div', { class: 'invites', 'data-testid': 'invites' });
  private generation = 0;
  /** While shown: painted now and every REFRESH_MS (`refresh.start()` / `refresh.stop()`). */
  readonly refresh = new Repeating(() => this.render(), REFRESH_MS);

  constructor(
    private readonly session: () => string | null,
    private readonly actions: InviteActions,
  ) {}

  render(): void {
    const gen = ++this.generation;
    const session = this.session();
    if (!session) {
      replace(this.el);
      return;
    }
    void fetchInvites(session)
      .then((list) => gen === this.generation && this.paint(session, list))
      .catch(() => undefined);
  }

  private paint(session: string, list: Invite[]): void {
    replace(
      this.el,
      list.length ? h('h3', {}, t('invite.pending')) : null,
      list.map((inv) =>
        h(
          'div',
          { class: 'my-game invite-row', 'data-testid': `invite-${tid(inv.id)}` },
          h('span', {}, playerRefEl({ kind: 'account', name: inv.from }), ' ', t('invite.line', { side: t(`side.${inv.seat}`) })),
          h(
            'span',
            { class: 'gr-actions' },
            h(
              'button',
              {
                class: 'btn primary small',
                'data-testid': `invite-accept-${tid(inv.id)}`,
                onclick: () => void this.accept(session, inv),
              },
              t('invite.accept'),
            ),
            h(
              'button',
              {
                class: 'btn small',
                'data-testid': `invite-decline-${tid(inv.id)}`,
                onclick: () =>
                  void declineInvite(session, inv.id)
                    .then(() => this.render())
                    .catch((e: unknown) => this.failed(e)),
              },
              t('invite.decline'),
            ),
          ),
        ),
      ),
    );
  }

  private async accept(session: string, inv: Invite): Promise<void> {
    try {
      const gameId = await acceptInvite(session, inv.id);
      await this.actions.open(gameId);
    } catch (e) {
      this.failed(e);
      this.render();
    }
  }

  private failed(e: unknown): void {
    if (!(e instanceof AccountRequestError)) {
      this.actions.error(e instanceof Error ? e.message : String(e));
      return;
    }
    const said = accountErrorSaid(e, 'other');
    this.actions.error(t(said.key, said.params));
  }
}
