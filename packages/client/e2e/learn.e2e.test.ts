/**
 * In a real browser with no game server: the Rules panel opened from a hover card,
 * its search, and the turn alert (sound, notification, title) with stubbed browser APIs.
 */
import { newGame } from '@stronghold/rules';
import { SPELLS } from '@stronghold/rules/cards';
import type { Page } from 'playwright-core';
import { browserSuite, describeClient, must, shot } from './helpers';

type Point = { x: number; y: number } | null;
const point = (page: Page, id: string): Promise<Point> =>
  page.evaluate((i) => (window as unknown as { __stronghold: { boardPoint(id: string): Point } }).__stronghold.boardPoint(i), id);

describeClient('learning in the client (browser)', () => {
  const suite = browserSuite({ serve: 'client' });

  test('rules: a hover card opens the Rules panel at its section, and the rules are searchable', async () => {
    const seed = 7;
    const spell = must(newGame({ seed, ruleset: 'undead' }).invader.row[0], 'a spell in the row');
    const page = await suite.page({ height: 720, motion: 'no-preference' });
    await page.route('**/api/games/rules-demo/record', (r) =>
      r.fulfill({ json: { id: 'rules-demo', seed, options: {}, actions: [], winner: null } }),
    );
    await page.goto(`${suite.url}/#/replay/rules-demo`);
    await page.getByTestId('replay-step').waitFor();
    const p = must(await point(page, spell), `where ${spell} is drawn`);
    await page.mouse.move(p.x, p.y);
    await page.getByTestId('hover-card').waitFor();
    expect(await page.getByTestId('hover-card').textContent()).toContain(SPELLS[spell].name);
    // The link is reachable: the card stays while the pointer travels to it.
    const link = page.getByTestId('hover-rules');
    await link.hover();
    await link.click();
    const panel = page.getByTestId('rules-panel');
    await panel.waitFor();
    const target = panel.locator('.rules-target');
    expect(await target.textContent()).toBe(SPELLS[spell].name);
    expect(await target.isVisible()).toBe(true);
    expect(await panel.textContent()).toContain(SPELLS[spell].text.slice(0, 30));
    await shot(page, 'rules-from-hover-card');
    // Search finds a section in another topic, and opens it.
    await page.getByTestId('rules-search').fill('Barbican');
    const hit = page.locator('.rules-hit[data-anchor="assault--barbican"]');
    await hit.waitFor();
    await hit.click();
    expect(await page.getByTestId('rules-body').getAttribute('data-page')).toBe('assault');
    expect(await panel.locator('.rules-target').textContent()).toBe('The Barbican');
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    // The R key on a hover card does the same.
    await page.mouse.move(5, 5);
    await page.mouse.move(p.x, p.y);
    await page.getByTestId('hover-card').waitFor();
    await page.keyboard.press('r');
    await panel.waitFor();
    expect(await panel.locator('.rules-target').textContent()).toBe(SPELLS[spell].name);
    expect(suite.errors).toEqual([]);
  }, 90_000);
});
