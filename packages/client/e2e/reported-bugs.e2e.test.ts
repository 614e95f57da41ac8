/**
 * In Chromium against the built server, bugs players reported that the server fixed: a rematch of
 * a clock game keeps its clocks, the chat of a game is still there after a server restart, and a
 * finished game against the computer names the computer in the recent games.
 */
import type { Page } from 'playwright-core';
import { browserSuite, describeGame, expectText, hooks, openTable, shot, startRestartableGameServer, tid, waitFor } from './helpers';

const codeOf = async (p: Page): Promise<string> => ((await p.getByTestId('room-code').textContent()) ?? '').replace(/^Code /, '');

/** Both seats' clocks in the status bar, once both show a time (`game`: which game, for the error). */
const clocksOf = (p: Page, game: string): Promise<string[]> =>
  waitFor(
    () => Promise.all([p.getByTestId('clock-invader').textContent(), p.getByTestId('clock-defender').textContent()]),
    (c) => c.every(Boolean),
    `both clocks shown in ${game}`,
  ).then((c) => c.map((x) => x ?? ''));

/** A fresh 20 min bank (the running clock may have ticked for a few seconds). */
const TWENTY_MINUTES = /^(20:00|19:[0-5]\d)$/;

describeGame('what players reported, fixed on the server (browser)', () => {
  const suite = browserSuite({ serve: 'game', env: { BOT_PACE_MS: '0' } });

  test('a rematch of a 20 min + 10 s game starts with both clocks at 20 min', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    await inv.goto(suite.url);
    await inv.getByTestId('name-input').fill('Vlad');
    await inv.getByTestId('create-side-invader').check();
    await inv.getByTestId('create-clock').selectOption('realtime');
    await inv.getByTestId('create-submit').click();
    await expectText(inv, 'seat', 'Invader');
    const code = await codeOf(inv);
    await def.goto(suite.url);
    await def.getByTestId('name-input').fill('Anna');
    await def.getByTestId('join-code').fill(code);
    await def.getByTestId('join-submit').click();
    await expectText(def, 'seat', 'Defender');
    // The first game has its clocks.
    const bothFresh = [expect.stringMatching(TWENTY_MINUTES), expect.stringMatching(TWENTY_MINUTES)];
    expect(await clocksOf(def, 'the first game')).toEqual(bothFresh);

    inv.on('dialog', (d) => void d.accept());
    await inv.getByTestId('concede').click();
    for (const p of [inv, def]) await p.getByTestId('end').waitFor();
    await inv.getByTestId('end-rematch').click();
    await expectText(def, 'rematch-state', /asks for a rematch/);
    await def.getByTestId('end-rematch').click();
    for (const p of [inv, def]) {
      await waitFor(
        () => p.evaluate(() => location.hash),
        (x) => /^#\/game\//.test(x) && !x.endsWith(code),
        'the new game',
      );
      await waitFor(
        () => hooks.view(p),
        (v) => Boolean(v && v.toAct && !v.winner),
        'the rematch to start',
      );
    }
    await expectText(def, 'seat', 'Invader');
    // The new game has the old one's clock: both players see both clocks at about 20 min.
    for (const p of [inv, def]) expect(await clocksOf(p, 'the rematch')).toEqual(bothFresh);
    await shot(def, 'reported-rematch-clocks');
  }, 120_000);

  test('chat said before a server restart is shown to a player who reloads the game and to a spectator who opens it', async () => {
    const server = await startRestartableGameServer();
    try {
      const inv = await suite.page();
      const def = await suite.page();
      const t = await openTable(server.url, inv, def);
      const said = [
        [inv, def, 'Vlad', 'Your walls will fall.'],
        [def, inv, 'Anna', 'Not before dawn.'],
        [inv, def, 'Vlad', 'We shall see.'],
      ] as const;
      for (const [from, to, , text] of said) {
        await from.getByTestId('chat-input').fill(text);
        await from.getByTestId('chat-send').click();
        await expectText(to, 'chat-list', text);
      }
      const lines = said.map(([, , name, text]) => `${name}: ${text}`);

      await server.restart();
      await def.reload();
      await expectText(def, 'seat', 'Defender');
      // Each line once, in order: the history comes from the store, not from the page.
      await waitFor(
        () => def.getByTestId('chat-line').allTextContents(),
        (l) => l.length >= lines.length,
        'the chat history after the restart',
      );
      expect(await def.getByTestId('chat-line').allTextContents()).toEqual(lines);
      await shot(def, 'reported-chat-after-restart');

      const spec = await suite.page();
      await spec.goto(`${server.url}/#/watch/${t.code}`);
      await expectText(spec, 'seat', /Spectator/);
      await waitFor(
        () => spec.getByTestId('chat-line').allTextContents(),
        (l) => l.length >= lines.length,
        'the chat history for a spectator who opens the game after the restart',
      );
      expect(await spec.getByTestId('chat-line').allTextContents()).toEqual(lines);
    } finally {
      server.stop();
    }
  }, 120_000);

  test('a finished game against the computer names the computer in the recent games, never "?"', async () => {
    const page = await suite.page();
    await page.goto(suite.url);
    await page.getByTestId('name-input').fill('Bob');
    await page.getByTestId('computer-side').selectOption('invader');
    await page.getByTestId('computer-level').selectOption('easy');
    await page.getByTestId('computer-submit').click();
    await expectText(page, 'seat', 'Invader');
    const code = await codeOf(page);
    page.on('dialog', (d) => void d.accept());
    await page.getByTestId('concede').click();
    await page.getByTestId('end').waitFor();
    await page.getByTestId('end-home').click();
    const recent = page.getByTestId(`recent-${tid(code)}`);
    await recent.waitFor();
    const line = (await recent.locator('span').first().textContent()) ?? '';
    expect(line).toContain('Bob vs Computer (Easy)');
    expect(line).not.toContain('?');
    await recent.scrollIntoViewIfNeeded();
    await shot(page, 'reported-recent-computer');
  }, 90_000);
});
