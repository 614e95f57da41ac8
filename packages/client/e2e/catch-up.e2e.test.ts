/**
 * In Chromium against the built server: what happened while a player waited. From a stored
 * position in turn II (the Invader's Move out), the Invader plays until the Defender must decide.
 * The Defender, who watched, is offered the summary; Replay plays those moves on the board (the
 * board shows past states, then now), Escape or the Skip button ends it, each step is in a polite
 * live region, and the log marks the entries of those moves until the Defender acts. After a
 * reload (the player was away) the same summary plays by itself. Screenshots go to artifacts/.
 */
import type { Page } from 'playwright-core';
import { browserSuite, describeGame, driveUntil, expectText, hooks, openTable, quickPolicy, shot, viewNow, waitFor } from './helpers';
import { positionWhere, startAt } from './start-position';

/**
 * Turn II, the Invader's Move out nearly done (its last two Vampires still in the Camp): the
 * Defender's last decision was before the Move out, so the summary holds the whole Move out, more
 * moves than a summary carries (the stored position's moves count as played).
 */
const lateMoveOut = positionWhere(
  (v) =>
    v.turn >= 2 && v.prompts.at(-1)?.kind === 'invader-advance' && v.board.areas.camp.skeleton === 0 && v.board.areas.camp.vampire === 2,
);

/** The numbers of the log entries the page lists, in order, and those marked as the summary's. */
async function logSeqs(p: Page): Promise<{ all: number[]; marked: number[] }> {
  return p
    .getByTestId('game')
    .getByTestId('log')
    .evaluate((list) => {
      const items = [...list.querySelectorAll<HTMLElement>('[data-testid="log-entry"]')];
      const seq = (li: HTMLElement) => Number(li.dataset.seq);
      return { all: items.map(seq), marked: items.filter((li) => li.hasAttribute('data-caught-up')).map(seq) };
    });
}

/** Which state the board draws (the summary's step while it plays). */
const shownState = (p: Page) => p.getByTestId('board').evaluate((el) => Number((el as HTMLElement).dataset.shownState));
const summary = (p: Page) => p.getByTestId('catch-up');

describeGame('what happened while you waited', () => {
  const suite = browserSuite({ serve: 'game', env: startAt(lateMoveOut), errorsAfterEach: true });

  test('the turn comes back: the moves replay on the board, can be skipped and replayed, and the log marks them', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    const t = await openTable(suite.url, inv, def);
    expect((await viewNow(def)).toAct).toBe('invader');
    expect(await summary(def).isHidden()).toBe(true);
    const before = new Set((await logSeqs(def)).all);

    // The Invader finishes its Move out; the Defender must decide.
    await driveUntil(t, (v) => v.toAct === 'defender');
    const now = await waitFor(
      () => viewNow(def),
      (v) => v.toAct === 'defender',
      'the Defender to act',
    );
    // The Defender watched the moves come (each animated live): the summary is offered, not played.
    // It holds the whole Move out (the stored position's moves count as played).
    await def.locator('[data-testid="catch-up"][data-state="done"][data-ended="offered"]').waitFor();
    await expectText(def, 'catch-up-title', 'The Invader: moves since your last decision: 28');
    expect(await shownState(def)).toBe(now.stateId);
    await shot(def, 'catch-up-offered-1280');

    // Replayed, then ended at once with Escape: the board is back at now.
    await def.getByRole('button', { name: 'Replay' }).click();
    await def.keyboard.press('Escape');
    await def.locator('[data-testid="catch-up"][data-state="done"][data-ended="skipped"]').waitFor();
    await waitFor(
      () => shownState(def),
      (s) => s === now.stateId,
      'the board back at now',
    );

    // Replayed: the board goes through earlier states, each move's words in the polite live region;
    // the Skip button ends it.
    const live = def.getByTestId('catch-up-text');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await live.getAttribute('role')).toBe('status');
    await def.getByRole('button', { name: 'Replay' }).click();
    await def.locator('[data-testid="catch-up"][data-state="playing"][data-step="1"]').waitFor();
    expect(await shownState(def)).toBeLessThan(now.stateId);
    expect(((await live.textContent()) ?? '').length).toBeGreaterThan(0);
    await expectText(def, 'catch-up-step', /Move \d+ of 24/);
    await shot(def, 'catch-up-playing-1280');
    await def.getByRole('button', { name: 'Skip' }).click();
    await def.locator('[data-testid="catch-up"][data-state="done"][data-ended="skipped"]').waitFor();
    expect(await shownState(def)).toBe(now.stateId);

    // The log marks the summary's entries: every entry the Invader's moves brought, the newest ones only.
    const { all, marked } = await logSeqs(def);
    const arrived = all.filter((s) => !before.has(s));
    expect(arrived.length).toBeGreaterThan(0);
    for (const s of arrived) expect(marked).toContain(s);
    expect(all.slice(all.length - marked.length)).toEqual(marked);

    // A reload while it is the Defender's turn (the player was away): the same summary plays by
    // itself, the same entries are marked; Escape ends it.
    await def.reload();
    await expectText(def, 'seat', 'Defender');
    await def.locator('[data-testid="catch-up"][data-state="playing"]').waitFor();
    expect(await shownState(def)).toBeLessThan(now.stateId);
    await waitFor(
      async () => (await logSeqs(def)).marked,
      (m) => m.join() === marked.join(),
      'the same entries marked after the reload',
    );
    await def.keyboard.press('Escape');
    await def.locator('[data-testid="catch-up"][data-state="done"][data-ended="skipped"]').waitFor();
    expect(await shownState(def)).toBe(now.stateId);

    // The Defender decides: the summary and the marks go.
    const v = await viewNow(def);
    await hooks.act(def, quickPolicy(await hooks.legal(def), v));
    await summary(def).waitFor({ state: 'hidden' });
    expect((await logSeqs(def)).marked).toEqual([]);
  }, 120_000);
});
