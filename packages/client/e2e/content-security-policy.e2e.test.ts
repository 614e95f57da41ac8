/**
 * The client under the game server's Content-Security-Policy, in Chromium: the page comes with the
 * policy; an injected inline script and framing by another page are refused, and the suite's hook
 * hears each refusal (so a test that passes under it saw none); and one whole game, the Easy
 * computer against itself (the cheapest whole game: no page round trip per action), followed by
 * the page to its end with every state drawn on the WebGL board, causes no violation. The page's
 * own act path plays a whole game under the same hook in undo.e2e.test.ts.
 */
import { browserSuite, describeGame, expectText, hooks, must, waitFor, type Hooks } from './helpers';

describeGame('the client under the Content-Security-Policy', () => {
  const suite = browserSuite({ serve: 'game', env: { EXHIBITION_PACE_MS: '0', BOT_PLAYOUTS: '8' } });

  test('the page comes with the policy; an injected inline script and framing are refused, and the hook hears each', async () => {
    const page = await suite.page();
    const answer = must(await page.goto(suite.url), 'the page');
    const csp = answer.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    await page.getByTestId('name-input').waitFor();

    // What an injected script would be: refused, and reported.
    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.body.append(script);
      return document.body.dataset.injected ?? 'refused';
    });
    expect(injected).toBe('refused');
    await waitFor(
      () => Promise.resolve([...suite.violations]),
      (v) => v.some((x) => x.includes('script-src-elem blocked inline')),
      'the inline script reported',
    );

    // Another page (here about:blank) framing the client: the frame stays empty.
    const framer = await suite.page();
    await framer.setContent(`<iframe src="${suite.url}/"></iframe>`);
    await waitFor(
      () => Promise.resolve([...suite.violations]),
      (v) => v.some((x) => /frame-ancestors/.test(x)),
      'the framing refused',
    );
    const framed = must(framer.frames()[1], 'the iframe');
    expect(await framed.locator('#app').count()).toBe(0);
    // Seen and checked (they were console errors too): the next test starts with empty lists.
    suite.violations.length = 0;
    suite.errors.length = 0;
  }, 60_000);

  test('a whole game, the Easy computer against itself, followed to its end under the policy with no violation', async () => {
    const page = await suite.page();
    await page.goto(suite.url);
    await page.getByTestId('name-input').fill('Vlad');
    await page.getByTestId('exhibition-invader').selectOption('easy');
    await page.getByTestId('exhibition-defender').selectOption('easy');
    const started = Date.now();
    await page.getByTestId('exhibition-submit').click();
    await expectText(page, 'player-defender', 'Computer (Easy)');
    // Every state is drawn on the WebGL board as it comes; the page polls for the winner in itself.
    await page.waitForFunction(() => Boolean((window as unknown as Hooks).__stronghold.view()?.winner), null, {
      polling: 250,
      timeout: 240_000,
    });
    const end = must(await hooks.view(page), 'the last state');
    await expectText(page, 'end-title', /./);
    // The board was drawn under the policy: the renderer started (PixiJS refuses to without eval unless its eval-free parts are loaded).
    expect((await hooks.canvasTexts(page)).length).toBeGreaterThan(0);
    console.log(
      `whole game under the CSP: ${end.stateId} states, won by ${JSON.stringify(end.winner)}, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(suite.violations).toEqual([]);
    expect(suite.errors).toEqual([]);
  }, 300_000);
});
