/**
 * Issue 15 in Chromium against the built server: errors where people look (and a password
 * dialog for a private game's link), a seat taken over elsewhere, the log that follows the
 * game, the hover card under the click menu, chat history on rejoin, clicks while an action
 * is on its way, the words, click counts, and the animations. Screenshots go to artifacts/.
 */
import { SPELLS, type Action } from '@stronghold/rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  actionKey,
  canRunGame,
  driveUntil,
  expectText,
  hooks,
  launch,
  newPage,
  openTable,
  shot,
  startGameServer,
  tid,
  waitFor,
  watchErrors,
  type GameServer,
} from './helpers';

const run = canRunGame() ? describe : describe.skip;

/** Is the element's box inside the viewport? */
async function inViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const vp = page.viewportSize()!;
  return Boolean(box && box.y >= 0 && box.x >= 0 && box.y + box.height <= vp.height && box.x + box.width <= vp.width);
}

run('issue 15: the client, second pass', () => {
  let server: GameServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const page = async (w = 1280, h = 800, motion: 'reduce' | 'no-preference' = 'reduce') => {
    const p = await newPage(browser, contexts, w, h, motion);
    watchErrors(p, errors);
    return p;
  };

  beforeAll(async () => {
    server = await startGameServer();
    browser = await launch();
  }, 60_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    server?.stop();
  });

  afterEach(() => {
    expect(errors).toEqual([]);
    errors.length = 0;
  });

  test('errors show in the viewport; a private game link asks for the password', async () => {
    const host = await page();
    const t = await openTable(server.url, host, await page(), { password: 'moonrise' });

    // A wrong password typed on the home screen: the message is inside the viewport (1280x800).
    const guest = await page();
    await guest.goto(server.url);
    await guest.getByTestId('name-input').fill('Mina');
    await guest.getByTestId('join-code').fill(t.code);
    await guest.getByTestId('join-password').fill('wrong');
    await guest.getByTestId('join-submit').click();
    await expectText(guest, 'home-error', /Wrong password/);
    expect(await inViewport(guest, 'home-error')).toBe(true);
    await shot(guest, 'i15-home-error-1280');

    // The same at 390x844, scrolled down to the join form.
    const phone = await page(390, 844);
    await phone.goto(server.url);
    await phone.getByTestId('name-input').fill('Mina');
    await phone.getByTestId('join-code').fill(t.code);
    await phone.getByTestId('join-password').fill('wrong');
    await phone.getByTestId('join-submit').click();
    await expectText(phone, 'home-error', /Wrong password/);
    expect(await inViewport(phone, 'home-error')).toBe(true);
    await shot(phone, 'i15-home-error-390');

    // Opening the game's link (as a watcher: both seats are taken) asks for the password.
    const link = await page();
    await link.goto(`${server.url}/#/watch/${t.code}`);
    await link.getByTestId('password-dialog').waitFor();
    expect(await inViewport(link, 'password-dialog')).toBe(true);
    expect(await link.getByTestId('home-error').isVisible()).toBe(false);
    await shot(link, 'i15-password-dialog-1280');
    await link.getByTestId('password-input').fill('nope');
    await link.getByTestId('password-submit').click();
    await expectText(link, 'password-error', /Wrong password/);
    await link.getByTestId('password-input').fill('moonrise');
    await link.getByTestId('password-submit').click();
    await expectText(link, 'seat', 'Spectator');

    // Cancelling goes home without a false "Wrong password".
    const cancel = await page(390, 844);
    await cancel.goto(`${server.url}/#/watch/${t.code}`);
    await cancel.getByTestId('password-dialog').waitFor();
    await shot(cancel, 'i15-password-dialog-390');
    await cancel.getByTestId('password-cancel').click();
    await cancel.getByTestId('home').waitFor();
    expect(await cancel.getByTestId('home-error').isVisible()).toBe(false);
  }, 120_000);

  test('a seat taken over by another device says so, disables its buttons and can be taken back', async () => {
    const inv = await page();
    const def = await page();
    const t = await openTable(server.url, inv, def);
    // The Invader's seat token, opened in another browser (another device).
    const token = await inv.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('stronghold.'))));
    const other = await page();
    await other.addInitScript((kv: Record<string, string>) => {
      for (const [k, v] of Object.entries(kv)) localStorage.setItem(k, v);
    }, token);
    await other.goto(`${server.url}/#/game/${t.code}`);
    await expectText(other, 'seat', 'Invader');

    await inv.getByTestId('replaced').waitFor();
    await expectText(inv, 'replaced', /open in another tab or on another device/);
    await expectText(inv, 'status-headline', /open in another tab or device/);
    expect(await inv.locator('[data-testid^=action-], [data-testid^=option-]').count()).toBe(0);
    expect(await inv.getByTestId('status-headline').textContent()).not.toMatch(/Your move/);
    await shot(inv, 'i15-replaced-1280');
    await inv.setViewportSize({ width: 390, height: 844 });
    await shot(inv, 'i15-replaced-390');
    await inv.setViewportSize({ width: 1280, height: 800 });

    await inv.getByTestId('take-back').click();
    await other.getByTestId('replaced').waitFor();
    await waitFor(() => inv.getByTestId('replaced').count(), (n) => n === 0, 'the banner to go');
    await waitFor(() => hooks.legal(inv), (l) => l.length > 0, 'legal actions back in the first tab');
  }, 120_000);

  test('the log follows the game, a reader who scrolls up gets a jump button', async () => {
    const inv = await page();
    const def = await page();
    const t = await openTable(server.url, inv, def);
    const spec = await page();
    await spec.goto(`${server.url}/#/watch/${t.code}`);
    await expectText(spec, 'seat', 'Spectator');
    const gap = (p: Page) => p.getByTestId('log').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);

    // Play until the log overflows, then on: the spectator's log stays at the bottom.
    let n = 0;
    await waitFor(async () => {
      await driveUntil(t, (v) => v.stateId > n, undefined, 40);
      n = (await hooks.view(inv))!.stateId;
      return spec.getByTestId('log').evaluate((el) => el.scrollHeight > el.clientHeight * 1.5);
    }, Boolean, 'the log to overflow', 90_000);
    await waitFor(() => gap(spec), (g) => g < 8, 'the spectator log at the bottom');
    await waitFor(() => gap(def), (g) => g < 8, 'the Defender log at the bottom');

    // The reader scrolls up on purpose: it stays there, new entries show a button.
    const list = spec.getByTestId('log');
    const box = (await list.boundingBox())!;
    await spec.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await spec.mouse.wheel(0, -2000);
    await waitFor(() => gap(spec), (g) => g > 50, 'the log scrolled up');
    const before = await spec.getByTestId('log-entry').count();
    await waitFor(async () => {
      await driveUntil(t, (v) => v.stateId > n, undefined, 10);
      n = (await hooks.view(inv))!.stateId;
      return spec.getByTestId('log-entry').count();
    }, (c) => c > before, 'new log entries', 60_000);
    await spec.getByTestId('log-jump').waitFor();
    expect(await gap(spec)).toBeGreaterThan(50);
    await shot(spec, 'i15-log-jump-1280');
    await spec.getByTestId('log-jump').click();
    await waitFor(() => gap(spec), (g) => g < 8, 'back at the bottom');
    expect(await spec.getByTestId('log-jump').isVisible()).toBe(false);

    // The prompt panel above changing height does not push the newest entry out of view.
    await def.setViewportSize({ width: 1280, height: 800 });
    for (let i = 0; i < 6; i++) {
      await driveUntil(t, (v) => v.stateId > n, undefined, 10);
      n = (await hooks.view(inv))!.stateId;
      await def.waitForTimeout(150);
      expect(await gap(def)).toBeLessThan(8);
    }
  }, 240_000);
});
