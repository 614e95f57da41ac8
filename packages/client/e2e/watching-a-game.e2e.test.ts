/**
 * In Chromium against the built server: a game in turn II as the seat not to act, a spectator and
 * the lobby see it. The log reads in full sentences in the third person with turn numbers in Roman
 * and places named as on the board, the status bar and the lobby's row say "Turn II", and moving
 * units slide (under 300 ms) for a watcher who allows motion and not at all under reduced motion.
 * The tables start at the Invader's advance in turn II (a stored position). Screenshots go to
 * artifacts/.
 */
import { browserSuite, describeGame, expectText, hooks, must, openTable, shot, tid, viewNow, waitFor } from './helpers';
import { positionWhere, startAt } from './start-position';

const advance = positionWhere((v) => v.turn >= 2 && v.prompts.at(-1)?.kind === 'invader-advance');

describeGame('watching a game in turn II', () => {
  const suite = browserSuite({ serve: 'game', env: startAt(advance), errorsAfterEach: true });

  /** A table at the position and a spectator of it (`motion` is the spectator's system setting). */
  const watched = async (width: number, height: number, motion: 'reduce' | 'no-preference') => {
    const t = await openTable(suite.url, await suite.page(), await suite.page());
    expect((await viewNow(t.inv)).turn).toBe(2);
    const spec = await suite.page({ width, height, motion });
    await spec.goto(`${suite.url}/#/watch/${t.code}`);
    await expectText(spec, 'seat', 'Spectator');
    return { t, spec };
  };

  test('other seats read the third person; turn numbers in Roman; places named as on the board', async () => {
    const { t, spec } = await watched(1280, 800, 'no-preference');
    const raw =
      /\b(r-(left|front|right)-\d|r-barbican|fg-(left|front|right)|gate-(outer|middle|inner)|illusionary-threat)\b|\w>\w|\b(in|on|at) t\d\b|\bTurn \d/;
    for (const p of [t.inv, t.def, spec]) {
      const lines = await waitFor(
        () => p.getByTestId('game').getByTestId('log-entry').allTextContents(),
        (l) => l.length > 10,
        'the log of turns I and II',
      );
      expect(lines.filter((l) => raw.test(l))).toEqual([]);
      expect(lines.filter((l) => /^[a-z]/.test(l))).toEqual([]);
      expect(lines.some((l) => /Turn II/.test(l))).toBe(true);
    }
    await expectText(spec, 'status-where', /^Turn II/);
    const head = (await t.def.getByTestId('status-headline').textContent()) ?? '';
    expect(head).toMatch(/^The Invader is /);
    expect(head).not.toMatch(/\byour\b/i);
    // The lobby says the turn as the board does.
    const lobby = await suite.page();
    await lobby.goto(suite.url);
    await expectText(lobby, `game-row-${tid(t.code)}`, /Turn II/);
    await shot(lobby, 'lobby-row-turn-2-1280');
    await shot(spec, 'spectator-turn-2-1280');
    await spec.setViewportSize({ width: 390, height: 844 });
    await shot(spec, 'spectator-turn-2-390');
  }, 60_000);

  test('moving units slide (under 300 ms); no animation under reduced motion', async () => {
    const { t, spec } = await watched(1280, 800, 'no-preference');
    const calm = await suite.page({ width: 390, height: 844, motion: 'reduce' });
    await calm.goto(`${suite.url}/#/watch/${t.code}`);
    await expectText(calm, 'seat', 'Spectator');
    const adv = must(
      (await hooks.legal(t.inv)).find((a) => a.type === 'advance'),
      'an advance',
    );
    const before = (await viewNow(spec)).stateId;
    expect((await viewNow(calm)).stateId).toBe(before);
    await hooks.act(t.inv, adv);
    const seen = (p: typeof spec) =>
      waitFor(
        () => hooks.view(p),
        (v) => (v?.stateId ?? 0) > before,
        'the advance seen',
      );
    // The advance slid units for the spectator who allows motion...
    await seen(spec);
    const m = await waitFor(
      () => hooks.motion(spec),
      (x) => x.slides > 0,
      'a slide',
    );
    expect(m.ms).toBeGreaterThan(0);
    expect(m.ms).toBeLessThan(300);
    expect(m.reduced).toBe(false);
    // ... and not for the one under reduced motion.
    await seen(calm);
    const c = await waitFor(
      () => hooks.motion(calm),
      (x) => x.reduced,
      'the advance drawn under reduced motion',
    );
    expect(c.reduced).toBe(true);
    expect(c.ms).toBe(0);
  }, 60_000);
});
