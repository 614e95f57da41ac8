/**
 * The replay viewer in a real browser, with no game server: the built client is served
 * statically and GET /api/games/:id/record is answered with a game the rules package plays.
 */
import { applyAction, legalActions, newGame, type Action } from '@stronghold/rules';
import { winnerText } from '../src/i18n';
import { browserSuite, describeClient, must, shot } from './helpers';

function playedRecord(seed: number, steps: number) {
  let s = newGame({ seed, ruleset: 'undead' });
  const actions: Action[] = [];
  let x = seed * 7919 + 1;
  const rnd = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < steps && !s.winner; i++) {
    const legal = legalActions(s);
    if (!legal.length) break;
    const busy = legal.filter((a) => a.type !== 'done');
    const among = busy.length && rnd() < 0.8 ? busy : legal;
    const pick = must(among[Math.floor(rnd() * among.length)], 'a legal action');
    const r = applyAction(s, pick);
    if (!r.ok) break;
    actions.push(pick);
    s = r.state;
  }
  return { record: { id: 'demo-replay', seed, options: {}, actions, winner: s.winner }, final: s };
}

describeClient('replay viewer (browser)', () => {
  const suite = browserSuite({ serve: 'client' });

  test('steps through a finished game and shows the winner', async () => {
    const { record, final } = playedRecord(7, 600);
    const page = await suite.page({ height: 720, motion: 'no-preference' });
    await page.route('**/api/games/demo-replay/record', (r) => r.fulfill({ json: record }));
    await page.goto(`${suite.url}/#/replay/demo-replay`);
    await page.getByTestId('replay-step').waitFor();
    await page.waitForFunction(() => /Step 0 \//.test(document.querySelector('[data-testid=replay-step]')?.textContent ?? ''));
    await shot(page, 'replay-start-1280');
    const n = record.actions.length;
    expect(await page.getByTestId('replay-step').textContent()).toBe(`Step 0 / ${n}`);
    for (let i = 0; i < 3; i++) await page.getByTestId('replay-next').click();
    expect(await page.getByTestId('replay-step').textContent()).toBe(`Step 3 / ${n}`);
    await page.getByTestId('replay-slider').fill(String(Math.floor(n / 2)));
    await shot(page, 'replay-mid-1280');
    await page.getByTestId('replay-last').click();
    expect(await page.getByTestId('replay-step').textContent()).toBe(`Step ${n} / ${n}`);
    // The reason as the client words it (English here; places as the board names them).
    if (final.winner) expect(await page.getByTestId('replay').textContent()).toContain(winnerText(final.winner.reason));
    const texts = await page.evaluate(() =>
      (window as unknown as { __stronghold: { canvasTexts(): string[] } }).__stronghold.canvasTexts(),
    );
    expect(texts).toContain('COURTYARD');
    await shot(page, 'replay-end-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await shot(page, 'replay-end-390');
    expect(suite.errors).toEqual([]);
  }, 90_000);

  test('opening an unfinished game after a finished one resets the screen: no old header, step count or board', async () => {
    const { record } = playedRecord(7, 60);
    const page = await suite.page({ height: 720 });
    await page.route('**/api/games/demo-replay/record', (r) => r.fulfill({ json: record }));
    await page.route('**/api/games/UNENDED/record', (r) => r.fulfill({ status: 403, body: 'not ended' }));
    await page.goto(`${suite.url}/#/replay/demo-replay`);
    await page.waitForFunction(() => /Step 0 \//.test(document.querySelector('[data-testid=replay-step]')?.textContent ?? ''));
    await page.getByTestId('replay-last').click();
    const oldHeadline = (await page.getByTestId('replay-headline').textContent()) ?? '';
    expect(oldHeadline).not.toBe('');
    await page.goto(`${suite.url}/#/replay/UNENDED`);
    await page.getByTestId('replay-error').waitFor();
    expect(await page.getByTestId('replay-error').textContent()).toBe('That game has not ended yet.');
    expect(await page.getByTestId('replay-step').textContent()).toBe('');
    expect(await page.getByTestId('replay-headline').count()).toBe(0);
    expect(await page.getByTestId('replay-board').isVisible()).toBe(false);
    expect(await page.getByTestId('replay').textContent()).not.toContain(oldHeadline);
    // The arrow keys bring nothing of the old game back.
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByTestId('replay-step').textContent()).toBe('');
    expect(suite.errors).toEqual([]);
  }, 60_000);

  test('a record that does not exist is reported plainly', async () => {
    const page = await suite.page({ height: 720, motion: 'no-preference' });
    await page.route('**/api/games/nope/record', (r) => r.fulfill({ status: 404, body: 'not found' }));
    await page.goto(`${suite.url}/#/replay/nope`);
    await page.getByTestId('replay-error').waitFor();
    expect(await page.getByTestId('replay-error').textContent()).toMatch(/No finished game/);
  }, 60_000);
});
