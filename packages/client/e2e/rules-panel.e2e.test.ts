/**
 * The Rules panel as a player's reference, in Chromium on the built client: topics in the
 * rulebook's words with no trace of the code, a search that narrows the topics and marks the
 * words, and the whole text in Traditional Chinese for a zh-TW browser.
 */
import type { Page } from 'playwright-core';
import { browserSuite, describeClient, shot } from './helpers';

/** Every topic's text, opened one after the other from the list. */
async function allTopics(page: Page): Promise<string> {
  const ids = await page.locator('.rules-nav-item').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.page ?? ''));
  let text = '';
  for (const id of ids) {
    await page.getByTestId(`rules-page-${id}`).click();
    text += `${(await page.getByTestId('rules-body').textContent()) ?? ''}\n`;
  }
  return text;
}

describeClient('Rules panel', () => {
  const suite = browserSuite({ serve: 'client', errorsAfterEach: true });

  test('English: the rules by topic, no code, and a search that filters topics and marks the words', async () => {
    const page = await suite.page();
    await page.goto(suite.url);
    await page.getByTestId('rules-button').click();
    const panel = page.getByTestId('rules-panel');
    await panel.waitFor();
    const topics = await page.locator('.rules-nav-item').allTextContents();
    expect(topics.slice(0, 8)).toEqual([
      'The game at a glance',
      'Turn flow',
      'Invader: supply and spells',
      'Move out and the Camp',
      'Defender: actions, buildings and the Council',
      'The Assault',
      'Panic',
      'Victory',
    ]);
    const text = await allTopics(page);
    expect(text).not.toMatch(/packages\/|\.ts\b|Code:|issue|illegal_|seed \d/);
    expect(text).toContain('Example');

    await page.getByTestId('rules-search').fill('dragon phantom');
    await page.locator('.rules-mark').first().waitFor();
    const marks = await page.locator('.rules-mark').allTextContents();
    expect(marks.every((m) => /^(dragon|phantom)$/i.test(m))).toBe(true);
    // Topics without the words leave the list; those with them stay.
    expect(await page.getByTestId('rules-page-victory').isVisible()).toBe(false);
    expect(await page.getByTestId('rules-page-assault').isVisible()).toBe(true);
    expect(await page.getByTestId('rules-count').textContent()).toMatch(/^\d+ sections? found$/);
    await shot(page, 'rules-panel-search');
    await page.getByTestId('rules-search').fill('zzzz');
    expect(await page.getByTestId('rules-count').textContent()).toContain('Nothing in the rules matches');
  });

  test('Traditional Chinese: every topic is in Chinese', async () => {
    const page = await suite.page({ locale: 'zh-TW' });
    await page.goto(suite.url);
    await page.getByTestId('rules-button').click();
    await page.getByTestId('rules-panel').waitFor();
    const text = await allTopics(page);
    // Latin words but Roman numerals (turns, spell stages).
    const english = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !/^[IVX]+$/.test(w));
    expect(english).toEqual([]);
    await page.getByTestId('rules-page-assault').click();
    await shot(page, 'rules-panel-zh-Hant');
    await page.getByTestId('rules-search').fill('城門');
    await page.locator('.rules-mark').first().waitFor();
    expect(await page.getByTestId('rules-count').textContent()).toMatch(/^找到 \d+ 節$/);
    await shot(page, 'rules-panel-zh-Hant-search');
  });
});
