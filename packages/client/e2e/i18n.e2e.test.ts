/**
 * In Chromium, Traditional Chinese: one player's browser asks for zh-TW (navigator.language),
 * the other picks 繁體中文 on the language selector (remembered across the reload). Their game
 * starts at turn II's first move (a stored position, start-position.ts: turn I played by the
 * rules as a player who picks options and Minor Moves out would, every move in the log); the log
 * panel and the game screen's own words show no English. Then the home screen, with a current and
 * a finished game under "Your games", shows none either.
 */
import type { Action, GameView } from '@stronghold/rules';
import { browserSuite, describeGame, expectText, must, shot, tid } from './helpers';
import { positionWhere, startAt } from './start-position';

/** Latin words, but Roman numerals (turns) and the game code are not English. */
const englishIn = (text: string, allowed: readonly string[] = []): string[] =>
  (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !/^[IVX]+$/.test(w) && !allowed.includes(w));

/**
 * A player who takes the options and the Minor Move out: more of turn I's kinds of log entry than
 * ending every window at once (cards placed, payments, the Move out) for the log to be read in.
 */
function optionsFirst(legal: Action[], v: GameView): Action {
  const top = v.prompts.at(-1);
  if (top?.kind === 'choice') {
    const opts = legal.filter((a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose');
    const pick = opts.find((o) => o.option !== 'done') ?? opts[0];
    if (pick) return pick;
  }
  return (
    (top?.kind === 'invader-moveout' ? legal.find((a) => a.type === 'moveOut' && a.size === 'minor') : undefined) ??
    legal.find((a) => a.type === 'done') ??
    must(legal[0], 'a legal action')
  );
}

const turn2 = positionWhere((v) => v.turn >= 2, { policy: optionsFirst });

describeGame('Traditional Chinese', () => {
  const suite = browserSuite({ serve: 'game', env: startAt(turn2) });

  test('the log panel and the game screen show no English string', async () => {
    const url = suite.url;
    const open = (locale: string) => suite.page({ locale });
    // The Invader's browser speaks Chinese (Taiwan): the client follows navigator.language.
    const inv = await open('zh-TW');
    await inv.goto(url);
    expect(await inv.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
    await inv.getByTestId('name-input').fill('攻城者');
    await inv.getByTestId('create-side-invader').check();
    await inv.getByTestId('create-submit').click();
    await inv.getByTestId('game').waitFor();
    const code = ((await inv.getByTestId('room-code').textContent()) ?? '').replace(/^代碼 /, '');
    expect(code).toMatch(/^\S+$/);

    // The Defender's browser speaks English; the player picks 繁體中文 on the selector.
    const def = await open('en-US');
    await def.goto(url);
    expect(await def.evaluate(() => document.documentElement.lang)).toBe('en');
    await Promise.all([def.waitForEvent('load'), def.getByTestId('home').getByTestId('language').selectOption('zh-Hant')]);
    expect(await def.evaluate(() => [document.documentElement.lang, localStorage.getItem('stronghold.lang')])).toEqual([
      'zh-Hant',
      'zh-Hant',
    ]);
    await def.getByTestId('name-input').fill('守城者');
    await def.getByTestId('join-code').fill(code);
    await def.getByTestId('join-submit').click();
    await def.getByTestId('game').waitFor();

    // Both see turn II, its start in the log.
    for (const page of [inv, def]) {
      await expectText(page, 'status-where', /第 II 回合/);
      await page.getByTestId('log-entry').filter({ hasText: '第 II 回合開始' }).first().waitFor();
    }

    for (const page of [inv, def]) {
      const log = await page.getByTestId('log-entry').allTextContents();
      expect(log.length).toBeGreaterThan(10);
      expect(log.some((l) => l.includes('第 II 回合開始'))).toBe(true);
      const english = log.map((l) => ({ l, words: englishIn(l) })).filter((x) => x.words.length);
      expect(english).toEqual([]);
      // The game screen's own words: status bar, the prompt panel's heading and action buttons.
      const status = await page.getByTestId('status').innerText();
      expect(englishIn(status, [code])).toEqual([]);
      const heading = await page.getByTestId('game').locator('.panel h2').allTextContents();
      expect(englishIn(heading.join(' '))).toEqual([]);
      const buttons = await page.locator('[data-testid^=action-]').allTextContents();
      expect(englishIn(buttons.join(' '))).toEqual([]);
      expect(englishIn(await page.getByTestId('game').locator('.log-panel h3').innerText())).toEqual([]);
    }
    await shot(inv, 'i18n-zh-Hant-invader-1280');
    await shot(def, 'i18n-zh-Hant-defender-1280');

    // The home screen in Chinese: a finished game (against the computer, conceded) and the
    // current one in "Your games", the computer and clock choices, the lobby list.
    inv.on('dialog', (d) => void d.accept());
    await inv.evaluate(() => (location.hash = '#/'));
    await inv.getByTestId('computer-side').selectOption('invader');
    await inv.getByTestId('computer-submit').click();
    await inv.getByTestId('game').waitFor();
    const vsCode = ((await inv.getByTestId('room-code').textContent()) ?? '').replace(/^代碼 /, '');
    await inv.getByTestId('concede').click();
    await inv.getByTestId('end').waitFor();
    await inv.getByTestId('end-figures').waitFor();
    expect(englishIn(await inv.getByTestId('end').innerText())).toEqual([]);
    await inv.getByTestId('end-home').click();
    const home = inv.getByTestId('home');
    await inv.getByTestId(`my-done-${tid(vsCode)}`).waitFor();
    await inv.getByTestId(`recent-${tid(vsCode)}`).waitFor();
    await inv
      .locator(`[data-testid=waiting-${tid(code)}], [data-testid=my-seat-${tid(code)}]`)
      .first()
      .waitFor();
    await inv.getByTestId(`game-row-${tid(code)}`).waitFor();
    const words = [
      await home.innerText(),
      ...(await home.locator('option').allTextContents()),
      ...(await home.evaluate((el) =>
        [...el.querySelectorAll('*')].flatMap((e) => ['placeholder', 'aria-label', 'title'].map((a) => e.getAttribute(a) ?? '')),
      )),
    ].join(' ');
    // Game codes are not words (they may hold digits, so they are taken out whole); the language
    // selector names each language in itself; the product's name is a name.
    expect(englishIn(words.split(code).join(' ').split(vsCode).join(' '), ['English', 'Stronghold'])).toEqual([]);
    for (const want of [
      '與電腦對戰',
      '觀看電腦對戰',
      '不計時（朋友對戰）',
      '通信對局：每次決定 24 小時',
      '你已結束的遊戲',
      '最近結束的遊戲',
      '電腦（普通）',
    ])
      expect(words).toContain(want);
    await inv.evaluate(() => window.scrollTo(0, 0));
    await shot(inv, 'i18n-zh-Hant-home-1280');
    expect(suite.errors).toEqual([]);
  }, 240_000);
});
