/**
 * In Chromium against the built server: what a player's seat is offered while its game is in play
 * and after. Concede shows only to a player of a game in play and the turn notification never to
 * a spectator; a seat opened in another tab says so in a sentence that reads with the seat's name;
 * a rematch of a 20 min + 10 s game starts with both clocks at 20 min. Nothing here depends on the
 * game's position, so the tables start at the beginning. Screenshots go to artifacts/.
 */
import type { Page } from 'playwright-core';
import { browserSuite, describeGame, expectText, hooks, openTable, shot, waitFor } from './helpers';

const visible = (p: Page, id: string) => p.getByTestId(id).isVisible();
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

describeGame("a player's seat (browser)", () => {
  const suite = browserSuite({ serve: 'game', env: { BOT_PACE_MS: '0' } });

  test('Concede shows only to a player of a game in play; the turn notification never to a spectator', async () => {
    const inv = await suite.page();
    await inv.goto(suite.url);
    await inv.getByTestId('name-input').fill('Vlad');
    await inv.getByTestId('create-side-invader').check();
    await inv.getByTestId('create-submit').click();
    await expectText(inv, 'seat', 'Invader');
    // Before the opponent arrives: nothing to concede yet.
    expect(await visible(inv, 'concede')).toBe(false);
    const code = await codeOf(inv);
    const def = await suite.page();
    await def.goto(suite.url);
    await def.getByTestId('name-input').fill('Anna');
    await def.getByTestId('join-code').fill(code);
    await def.getByTestId('join-submit').click();
    await expectText(def, 'seat', 'Defender');
    await inv.getByTestId('concede').waitFor();
    expect(await visible(def, 'concede')).toBe(true);
    expect(await visible(inv, 'notify-ask')).toBe(true);

    const spec = await suite.page();
    await spec.goto(`${suite.url}/#/watch/${code}`);
    await expectText(spec, 'seat', /Spectator/);
    await waitFor(
      () => hooks.view(spec),
      (v) => Boolean(v?.toAct),
      'the spectator sees the game',
    );
    expect(await visible(spec, 'concede')).toBe(false);
    expect(await visible(spec, 'notify-ask')).toBe(false);

    // After the end: gone for the players too.
    inv.once('dialog', (d) => void d.accept());
    await inv.getByTestId('concede').click();
    await waitFor(
      () => hooks.view(inv),
      (v) => Boolean(v?.winner),
      'the end',
    );
    await inv
      .getByTestId('end-keep')
      .click()
      .catch(() => undefined);
    await waitFor(
      () => visible(inv, 'concede'),
      (v) => !v,
      'Concede to go after the end',
    );
    expect(await visible(def, 'concede')).toBe(false);
  }, 120_000);

  test('a seat opened elsewhere says so in a sentence that reads with the seat name', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    const t = await openTable(suite.url, inv, def);
    const stored = await inv.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('stronghold.'))));
    const other = await suite.page();
    await other.addInitScript((kv: Record<string, string>) => {
      for (const [k, v] of Object.entries(kv)) localStorage.setItem(k, v);
    }, stored);
    await other.goto(`${suite.url}/#/game/${t.code}`);
    await expectText(other, 'seat', 'Invader');
    await expectText(inv, 'replaced', /^Your seat \(Invader\) is now open in another tab or on another device\./);
  }, 90_000);

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
    await shot(def, 'rematch-clocks-at-twenty-minutes');
  }, 120_000);
});
