/**
 * "Waiting for you" in Chromium against the built server: a correspondence game
 * whose decision is mine is listed first on the home screen with its time left, and its Play
 * button takes the seat back; the other player sees the same game under "Your seats" as their
 * turn.
 */
import type { GameView } from '@stronghold/rules';
import type { Page } from 'playwright-core';
import { browserSuite, describeGame, expectText, hooks, shot, tid, waitFor } from './helpers';

describeGame('Waiting for you', () => {
  const suite = browserSuite({ serve: 'game' });

  const home = async (page: Page): Promise<void> => {
    await page.evaluate(() => (location.hash = '#/'));
    await page.getByTestId('home').waitFor();
  };

  test('a correspondence game where it is my decision is listed first, with the time left; Play rejoins it', async () => {
    const inv = await suite.page();
    const def = await suite.page();

    await inv.goto(suite.url);
    await inv.getByTestId('name-input').fill('Vlad');
    await inv.getByTestId('create-side-invader').check();
    await inv.getByTestId('create-clock').selectOption('correspondence');
    await inv.getByTestId('create-submit').click();
    await expectText(inv, 'seat', 'Invader');
    const code = ((await inv.getByTestId('room-code').textContent()) ?? '').replace(/^Code /, '');
    await def.goto(suite.url);
    await def.getByTestId('name-input').fill('Anna');
    await def.getByTestId('join-code').fill(code);
    await def.getByTestId('join-submit').click();
    await expectText(def, 'seat', 'Defender');
    const view = await waitFor(
      () => hooks.view(inv),
      (v): v is GameView => Boolean(v?.toAct),
      'the game to start',
    );
    const mine = view.toAct === 'invader' ? inv : def;
    const theirs = mine === inv ? def : inv;

    // Both go back to the lobby (each still holds its seat token).
    await home(mine);
    await home(theirs);
    const row = mine.getByTestId(`waiting-${tid(code)}`);
    await row.waitFor();
    expect(await mine.getByTestId('waiting-for-you').locator('h3').textContent()).toBe('Waiting for you');
    expect(await row.textContent()).toMatch(/your turn · Turn I/);
    // A fresh decision of a 24 h game: 23 h 59 min (or just turned 23 h 58 min) left.
    expect(await mine.getByTestId(`time-left-${tid(code)}`).textContent()).toMatch(/23 h 5[89] min left/);
    expect(await mine.getByTestId(`my-seat-${tid(code)}`).count()).toBe(0);
    // First on the screen: above the list of open games.
    const top = await mine.evaluate(() => {
      const at = (s: string) => document.querySelector(s)?.getBoundingClientRect().top ?? Number.NaN;
      return { waiting: at('[data-testid=waiting-for-you]'), open: at('[data-testid=game-list]') };
    });
    expect(top.waiting).toBeLessThan(top.open);
    await mine.evaluate(() => document.querySelector('[data-testid=home] header')?.scrollIntoView());
    await shot(mine, 'lobby-waiting-for-you');

    // The other player: the same game under "Your seats", their turn, nothing waiting.
    await theirs.getByTestId(`turn-mark-${tid(code)}`).waitFor();
    expect(await theirs.getByTestId(`turn-mark-${tid(code)}`).textContent()).toBe('their turn');
    expect(await theirs.getByTestId(`waiting-${tid(code)}`).count()).toBe(0);

    // Play takes the seat back: the game screen, the same seat, and the decision is offered.
    const seat = mine === inv ? 'Invader' : 'Defender';
    await mine.getByTestId(`play-${tid(code)}`).click();
    await mine.getByTestId('game').waitFor();
    await expectText(mine, 'seat', seat);
    expect(await mine.evaluate(() => location.hash)).toBe(`#/game/${code}`);
    await waitFor(
      () => hooks.legal(mine),
      (l) => l.length > 0,
      'my legal actions',
    );
    expect(suite.errors).toEqual([]);
  }, 120_000);
});
