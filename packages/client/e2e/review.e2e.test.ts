/**
 * The computer's advice in Chromium, against the built game server: in a game against the
 * computer the hint button shows the Hard computer's suggestion as one line; once the game is over
 * its replay shows the review (the Invader's chance over the game) and a click on a swing jumps
 * the replay to that step.
 */
import type { GameView } from '@stronghold/rules';
import { browserSuite, describeGame, expectText, hooks, must, shot, waitFor } from './helpers';

describeGame('the computer advice (browser)', () => {
  // Few playouts per search: the test checks the flow, not the strength of the advice.
  const suite = browserSuite({ serve: 'game', env: { BOT_PACE_MS: '0', BOT_PLAYOUTS: '8' } });

  test('a hint in a game against the computer, then the review of that game: a swing click jumps the replay', async () => {
    const page = await suite.page({ height: 800 });
    await page.goto(suite.url);
    await page.getByTestId('name-input').fill('Anna');
    await page.getByTestId('computer-side').selectOption('defender');
    await page.getByTestId('computer-level').selectOption('easy');
    await page.getByTestId('computer-submit').click();
    await expectText(page, 'player-invader', 'Computer (Easy)');

    // The Invader (the computer) acts first; the button is there once the decision is mine.
    await waitFor(
      () => hooks.view(page),
      (v): v is GameView => v?.toAct === 'defender',
      'my decision',
      60_000,
    );
    await waitFor(
      () => hooks.legal(page),
      (l) => l.length > 0,
      'legal actions',
    );
    const button = page.getByTestId('hint-button');
    await button.waitFor({ state: 'visible' });
    const asked = Date.now();
    await button.click();
    await expectText(page, 'hint-line', /^The computer would play: .+\.$/, 20_000);
    console.log(`hint shown ${Date.now() - asked} ms after the click (BOT_PLAYOUTS=8)`);
    await shot(page, 'hint-1280');

    // Give the game up (the Defender concedes: the Invader wins) and open its replay.
    const code = must((await page.getByTestId('room-code').textContent())?.split(' ').at(-1), 'the room code');
    page.on('dialog', (d) => void d.accept());
    await page.getByTestId('concede').click();
    await waitFor(
      () => hooks.view(page),
      (v) => !!v?.winner,
      'the end',
    );
    await page.goto(`${suite.url}/#/replay/${code}`);
    await page.getByTestId('review-chart').waitFor({ timeout: 60_000 });
    const swing = page.getByTestId('review-swing-0');
    await swing.waitFor();
    const step = Number(must(await swing.getAttribute('data-step'), 'the swing step'));
    const of = Number(must((await page.getByTestId('replay-step').textContent())?.split('/').at(-1)?.trim(), 'the step count'));
    expect(step).toBeGreaterThan(0);
    expect(step).toBeLessThanOrEqual(of);
    await expectText(page, 'replay-step', 'Step 0 /');
    await swing.click();
    await expectText(page, 'replay-step', `Step ${step} / ${of}`);
    await shot(page, 'review-1280');
    expect(suite.errors).toEqual([]);
  }, 180_000);
});
