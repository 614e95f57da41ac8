/**
 * In Chromium: a person alone starts a game against the computer from the home page
 * ("Play against the computer"), sees "Computer (Easy)" as the other seat, plays a turn of
 * decisions through the UI's action path, and the computer answers; once such a game is over, the
 * recent games name the computer ("Bob vs Computer (Easy)", never "?"). Screenshots go to artifacts/.
 */
import type { GameView } from '@stronghold/rules';
import { browserSuite, describeGame, expectText, hooks, must, shot, tid, waitFor } from './helpers';

describeGame('playing against the computer', () => {
  const suite = browserSuite({ serve: 'game', env: { BOT_PACE_MS: '0' } });

  test('start a game against the Easy computer from the home page and play a turn', async () => {
    const page = await suite.page();
    await page.goto(suite.url);
    await page.getByTestId('name-input').fill('Vlad');
    await page.getByTestId('computer-side').selectOption('invader');
    await page.getByTestId('computer-level').selectOption('easy');
    await page.getByTestId('computer-submit').click();
    await expectText(page, 'seat', 'Invader');
    await expectText(page, 'player-defender', 'Computer (Easy)');

    // The Invader's decisions until the computer has answered (the server moves on without us).
    let acted = 0;
    let computerActed = false;
    for (; acted < 60 && !computerActed; acted++) {
      const view = await waitFor(
        () => hooks.view(page),
        (v): v is GameView => v?.toAct === 'invader',
        'my turn',
        60_000,
      );
      const legal = await waitFor(
        () => hooks.legal(page),
        (l) => l.length > 0,
        'legal actions',
      );
      const before = view.stateId;
      // The last action that moves the game on (an undo, listed last, would only go back).
      await hooks.act(page, must(legal.filter((a) => a.type !== 'undo').at(-1), 'a legal action'));
      const after = await waitFor(
        () => hooks.view(page),
        (v): v is GameView => !!v && v.stateId > before,
        'my action applied',
      );
      if (after.toAct === 'defender') {
        await waitFor(
          () => hooks.view(page),
          (v) => !!v && v.toAct !== 'defender',
          'the computer played',
          60_000,
        );
        computerActed = true;
      } else if (after.stateId > before + 1) computerActed = true;
    }
    expect(acted).toBeGreaterThan(0);
    expect(computerActed).toBe(true);
    await expectText(page, 'player-defender', 'Computer (Easy)');
    expect(suite.errors).toEqual([]);
  }, 120_000);

  test('a finished game against the computer names the computer in the recent games, never "?"', async () => {
    const page = await suite.page();
    await page.goto(suite.url);
    await page.getByTestId('name-input').fill('Bob');
    await page.getByTestId('computer-side').selectOption('invader');
    await page.getByTestId('computer-level').selectOption('easy');
    await page.getByTestId('computer-submit').click();
    await expectText(page, 'seat', 'Invader');
    const code = ((await page.getByTestId('room-code').textContent()) ?? '').replace(/^Code /, '');
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
    await shot(page, 'recent-games-name-the-computer');
  }, 90_000);
});
