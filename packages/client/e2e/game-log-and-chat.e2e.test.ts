/**
 * In Chromium against the built server: the game log and the chat as the game goes on. The log
 * stays at its newest entry for every reader while the game is played (also when the prompt panel
 * above changes height), a reader who scrolled up stays there and gets a button back down, and the
 * chat's history comes back once on a reload. The tables start in turn II (a stored position), so
 * the log is already longer than its panel when the pages open. Screenshots go to artifacts/.
 */
import type { Page } from 'playwright-core';
import { browserSuite, describeGame, driveUntil, expectText, must, openTable, shot, viewNow, waitFor } from './helpers';
import { positionWhere, startAt } from './start-position';

const turn2 = positionWhere((v) => v.turn >= 2 && v.prompts.at(-1)?.kind === 'invader-supply');

/** Resolves after the page drew two frames: its layout, scroll and ResizeObserver work for what it had then is done. */
const twoFrames = (p: Page) => p.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

describeGame('the game log and the chat, from turn II on', () => {
  const suite = browserSuite({ serve: 'game', env: startAt(turn2), errorsAfterEach: true });

  test('the log follows the game, a reader who scrolls up gets a jump button', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    const t = await openTable(suite.url, inv, def);
    expect((await viewNow(inv)).turn).toBe(2);
    const spec = await suite.page();
    await spec.goto(`${suite.url}/#/watch/${t.code}`);
    await expectText(spec, 'seat', 'Spectator');
    const log = (p: Page) => p.getByTestId('game').getByTestId('log');
    const entries = (p: Page) => p.getByTestId('game').getByTestId('log-entry').count();
    const gap = (p: Page) => log(p).evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    let n = (await viewNow(inv)).stateId;
    /** One more action of the game, played through the pages. */
    const playOne = async () => {
      await driveUntil(t, (v) => v.stateId > n, undefined, 10);
      n = (await viewNow(inv)).stateId;
    };

    // The stored game's log is longer than the panel: it opens at the bottom.
    await waitFor(() => log(spec).evaluate((el) => el.scrollHeight > el.clientHeight * 1.5), Boolean, 'the log to overflow');
    // Played on, the spectator's and the Defender's logs stay at the newest entry.
    const opened = await entries(spec);
    await waitFor(
      async () => {
        await playOne();
        return entries(spec);
      },
      (c) => c > opened,
      'new log entries',
      60_000,
    );
    await waitFor(
      () => gap(spec),
      (g) => g < 8,
      'the spectator log at the bottom',
    );
    await waitFor(
      () => gap(def),
      (g) => g < 8,
      'the Defender log at the bottom',
    );

    // The reader scrolls up on purpose: it stays there, new entries show a button.
    const box = must(await log(spec).boundingBox(), 'the log on screen');
    await spec.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await spec.mouse.wheel(0, -2000);
    await waitFor(
      () => gap(spec),
      (g) => g > 50,
      'the log scrolled up',
    );
    const before = await entries(spec);
    await waitFor(
      async () => {
        await playOne();
        return entries(spec);
      },
      (c) => c > before,
      'new log entries',
      60_000,
    );
    await spec.getByTestId('game').getByTestId('log-jump').waitFor();
    expect(await gap(spec)).toBeGreaterThan(50);
    await shot(spec, 'log-scrolled-up-jump-button-1280');
    await spec.getByTestId('game').getByTestId('log-jump').click();
    await waitFor(
      () => gap(spec),
      (g) => g < 8,
      'back at the bottom',
    );
    expect(await spec.getByTestId('game').getByTestId('log-jump').isVisible()).toBe(false);

    // The prompt panel above changing height does not push the newest entry out of view.
    await def.setViewportSize({ width: 1280, height: 800 });
    for (let i = 0; i < 6; i++) {
      await playOne();
      await waitFor(
        async () => (await viewNow(def)).stateId,
        (s) => s >= n,
        'the Defender to see the action',
      );
      await twoFrames(def);
      expect(await gap(def)).toBeLessThan(8);
    }
  }, 120_000);

  test('chat history is shown on rejoin, each message once', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    await openTable(suite.url, inv, def);
    await inv.getByTestId('chat-input').fill('Your walls will fall.');
    await inv.getByTestId('chat-send').click();
    await expectText(def, 'chat-list', /Your walls will fall/);
    await def.reload();
    await expectText(def, 'seat', 'Defender');
    // Needs the server's `chatHistory` message on join.
    await expectText(def, 'chat-list', /Your walls will fall/, 10_000);
    await inv.getByTestId('chat-input').fill('Still here?');
    await inv.getByTestId('chat-send').click();
    await expectText(def, 'chat-list', /Still here/);
    expect(await def.getByTestId('chat-line').filter({ hasText: 'Your walls will fall' }).count()).toBe(1);
  }, 90_000);
});
