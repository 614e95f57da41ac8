/**
 * A friend who leaves, in Chromium against the built server (two browser contexts, a game
 * without a clock, a 1-second grace period): when the Invader closes their page the Defender sees
 * "away since" on the Invader's chip and a ticking "Waiting for Vlad (away …)"; after the
 * reconnection window and the grace period a button offers the seat to the computer, and once
 * pressed the computer plays on and the chip says so. The offer is on screen on a phone too.
 */
import { browserSuite, describeGame, expectText, hooks, openTable, resizeTo, shot, waitFor } from './helpers';

jest.setTimeout(120_000);

describeGame('An absent player', () => {
  const suite = browserSuite({
    serve: 'game',
    env: { ABSENT_GRACE_SECONDS: '1', RECONNECT_SECONDS: '5', BOT_PACE_MS: '0' },
    errorsAfterEach: true,
  });

  test('the other player sees them away, waits, then offers the seat to the computer, which plays it', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    const table = await openTable(suite.url, inv, def);
    const start = await hooks.view(def);
    expect(start?.toAct).toBe('invader');
    expect(await def.getByTestId('away-invader').count()).toBe(0);

    const before = Date.now();
    await table.inv.context().close();

    await expectText(def, 'away-invader', /away since \d{1,2}:\d{2}/);
    // The time shown is the local time the page closed.
    const shownTime = ((await def.getByTestId('away-invader').textContent()) ?? '').replace(/^.*since /, '');
    const expected = [before, Date.now()].map((ms) => new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(ms));
    expect(expected).toContain(shownTime);
    await expectText(def, 'status-away', /^Waiting for Vlad \(away \d+ s\)$/);
    // It ticks: the seconds go up.
    const awaySeconds = async (): Promise<number> =>
      Number(/(\d+) s/.exec((await def.getByTestId('status-away').textContent()) ?? '')?.[1]);
    const first = await awaySeconds();
    expect(await waitFor(awaySeconds, (n) => n > first, 'the away time to go up', 5_000)).toBeGreaterThan(first);
    await shot(def, 'absent-player-waiting');

    // No offer during the reconnection window (5 s here) and the grace period (1 s).
    expect(await def.getByTestId('offer-seat').count()).toBe(0);
    const offer = def.getByTestId('offer-seat');
    await offer.waitFor({ timeout: 20_000 });
    expect(Date.now() - before).toBeGreaterThan(5_000);
    expect(await offer.textContent()).toBe('Let the computer play for Vlad');
    await shot(def, 'absent-player-offer');
    // On a phone the offer is on screen too (the status bar's one line has no room for it: it floats under the bar).
    await resizeTo(def, { width: 390, height: 844 });
    const box = await offer.boundingBox();
    expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
    await shot(def, 'absent-player-offer-390x844');
    await resizeTo(def, { width: 1280, height: 800 });
    await offer.click();

    await expectText(def, 'player-invader', 'Vlad – played by the computer');
    expect(await def.getByTestId('away-invader').count()).toBe(0);
    expect(await def.getByTestId('offer-seat').count()).toBe(0);
    expect(await def.getByTestId('status-away').isVisible()).toBe(false);
    // The computer plays the Invader's moves.
    await waitFor(
      () => hooks.view(def),
      (v) => (v?.stateId ?? 0) > (start?.stateId ?? 0),
      'the computer to play for the Invader',
      20_000,
    );
    await shot(def, 'absent-player-computer');
  });
});
