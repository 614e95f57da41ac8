/**
 * In Chromium against the built server: getting to a seat and keeping it. A wrong password says so
 * inside the viewport (1280x800 and 390x844), a private game's link asks for the password (and
 * cancelling goes home without a false error), and a seat opened on another device says so in the
 * first tab, disables its buttons there and can be taken back; a guest with no name yet who opens
 * an invite link is asked for one (by keyboard) before taking the seat. Nothing here depends on the game's
 * position, so the tables start at the beginning. Screenshots go to artifacts/.
 */
import type { Page } from 'playwright-core';
import { browserSuite, describeGame, expectText, hooks, must, openTable, shot, waitFor } from './helpers';
import { MAX_PLAYER_NAME } from '@stronghold/protocol';

/** Is the element's box inside the viewport? */
async function inViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const vp = must(page.viewportSize(), 'a viewport');
  return Boolean(box && box.y >= 0 && box.x >= 0 && box.y + box.height <= vp.height && box.x + box.width <= vp.width);
}

describeGame('getting to a seat and keeping it', () => {
  const suite = browserSuite({ serve: 'game', errorsAfterEach: true });
  const page = (width = 1280, height = 800) => suite.page({ width, height });

  test('errors show in the viewport; a private game link asks for the password', async () => {
    const host = await page();
    const t = await openTable(suite.url, host, await page(), { password: 'moonrise' });

    // A wrong password typed on the home screen: the message is inside the viewport (1280x800).
    const guest = await page();
    await guest.goto(suite.url);
    await guest.getByTestId('name-input').fill('Mina');
    await guest.getByTestId('join-code').fill(t.code);
    await guest.getByTestId('join-password').fill('wrong');
    await guest.getByTestId('join-submit').click();
    await expectText(guest, 'home-error', /Wrong password/);
    expect(await inViewport(guest, 'home-error')).toBe(true);
    await shot(guest, 'home-wrong-password-1280');

    // The same at 390x844, scrolled down to the join form.
    const phone = await page(390, 844);
    await phone.goto(suite.url);
    await phone.getByTestId('name-input').fill('Mina');
    await phone.getByTestId('join-code').fill(t.code);
    await phone.getByTestId('join-password').fill('wrong');
    await phone.getByTestId('join-submit').click();
    await expectText(phone, 'home-error', /Wrong password/);
    expect(await inViewport(phone, 'home-error')).toBe(true);
    await shot(phone, 'home-wrong-password-390');

    // Opening the game's link (as a watcher: both seats are taken) asks for the password.
    const link = await page();
    await link.goto(`${suite.url}/#/watch/${t.code}`);
    await link.getByTestId('password-dialog').waitFor();
    expect(await inViewport(link, 'password-dialog')).toBe(true);
    expect(await link.getByTestId('home-error').isVisible()).toBe(false);
    await shot(link, 'private-link-password-dialog-1280');
    await link.getByTestId('password-input').fill('nope');
    await link.getByTestId('password-submit').click();
    await expectText(link, 'password-error', /Wrong password/);
    await link.getByTestId('password-input').fill('moonrise');
    await link.getByTestId('password-submit').click();
    await expectText(link, 'seat', 'Spectator');

    // Cancelling goes home without a false "Wrong password".
    const cancel = await page(390, 844);
    await cancel.goto(`${suite.url}/#/watch/${t.code}`);
    await cancel.getByTestId('password-dialog').waitFor();
    await shot(cancel, 'private-link-password-dialog-390');
    await cancel.getByTestId('password-cancel').click();
    await cancel.getByTestId('home').waitFor();
    expect(await cancel.getByTestId('home-error').isVisible()).toBe(false);
  }, 120_000);

  test('a seat taken over by another device says so, disables its buttons and can be taken back', async () => {
    const inv = await page();
    const def = await page();
    const t = await openTable(suite.url, inv, def);
    // The Invader's seat token, opened in another browser (another device).
    const token = await inv.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('stronghold.'))));
    const other = await page();
    await other.addInitScript((kv: Record<string, string>) => {
      for (const [k, v] of Object.entries(kv)) localStorage.setItem(k, v);
    }, token);
    await other.goto(`${suite.url}/#/game/${t.code}`);
    await expectText(other, 'seat', 'Invader');

    await inv.getByTestId('replaced').waitFor();
    await expectText(inv, 'replaced', /open in another tab or on another device/);
    await expectText(inv, 'status-headline', /open in another tab or device/);
    expect(await inv.locator('[data-testid^=action-], [data-testid^=option-]').count()).toBe(0);
    expect(await inv.getByTestId('status-headline').textContent()).not.toMatch(/Your move/);
    await shot(inv, 'seat-taken-over-1280');
    await inv.setViewportSize({ width: 390, height: 844 });
    await shot(inv, 'seat-taken-over-390');
    await inv.setViewportSize({ width: 1280, height: 800 });

    await inv.getByTestId('take-back').click();
    await other.getByTestId('replaced').waitFor();
    await waitFor(
      () => inv.getByTestId('replaced').count(),
      (n) => n === 0,
      'the banner to go',
    );
    await waitFor(
      () => hooks.legal(inv),
      (l) => l.length > 0,
      'legal actions back in the first tab',
    );
  }, 120_000);

  test('an invite link opened by a guest with no name asks for it first (by keyboard), and the seat takes that name', async () => {
    const host = await page();
    await host.goto(suite.url);
    await host.getByTestId('name-input').fill('Vlad');
    await host.getByTestId('create-side-invader').check();
    await host.getByTestId('create-submit').click();
    await expectText(host, 'seat', 'Invader');
    const code = ((await host.getByTestId('room-code').textContent()) ?? '').replace(/^Code /, '');

    // Escape goes back home, seatless and without an error.
    const shy = await page(390, 844);
    await shy.goto(`${suite.url}/#/game/${code}`);
    await shy.getByTestId('invite-name-dialog').waitFor();
    await shy.keyboard.press('Escape');
    await shy.getByTestId('home').waitFor();
    expect(await shy.getByTestId('home-error').isVisible()).toBe(false);
    expect(await shy.getByTestId('invite-name-dialog').isVisible()).toBe(false);

    // The dialog has the focus: typing the name and Enter take the seat under it.
    const guest = await page(390, 844);
    await guest.goto(`${suite.url}/#/game/${code}`);
    await guest.getByTestId('invite-name-dialog').waitFor();
    expect(await inViewport(guest, 'invite-name-dialog')).toBe(true);
    expect(await guest.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('invite-name-input');
    await shot(guest, 'invite-link-name-dialog-390');
    // A name over the limit is refused with the limit, never cut, and the dialog stays.
    await guest.keyboard.type('M'.repeat(MAX_PLAYER_NAME + 1));
    await guest.keyboard.press('Enter');
    await expectText(guest, 'invite-name-error', String(MAX_PLAYER_NAME));
    expect(await guest.getByTestId('invite-name-input').inputValue()).toBe('M'.repeat(MAX_PLAYER_NAME + 1));
    await guest.getByTestId('invite-name-input').fill('');
    await guest.keyboard.type('Mina');
    await guest.keyboard.press('Enter');
    await expectText(guest, 'seat', 'Defender');
    await expectText(host, 'player-defender', 'Mina');
    await expectText(guest, 'player-defender', 'Mina');
  }, 120_000);
});
