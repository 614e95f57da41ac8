/**
 * Tutorial in Chromium against the built server: "Learn to play" starts a game against
 * the Easy computer with the coach; its first step points at its target, "Got it" and doing what
 * a step asks complete it and show the next one, for the Invader and the Defender; the coach
 * survives a reload; "Leave tutorial" removes it and the same game goes on; "Start over" opens a
 * new tutorial game on the same side at the first step. Played through turn I, the Assault is
 * explained before the first Assault, and the tutorial ends with the side's strategy tips.
 */
import type { Page } from 'playwright-core';
import { browserSuite, clickIfStillThere, describeGame, expectText, hooks, must, quickPolicy, shot, waitFor, type Hooks } from './helpers';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** `inner` lies within `outer` (a few pixels of the ring's padding aside). */
const within = (inner: Box, outer: Box, slack = 8) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;

const step = (page: Page) => page.getByTestId('coach').getAttribute('data-step');
const waitStep = (page: Page, id: string, timeout = 30_000) =>
  waitFor(
    () => step(page).catch(() => null),
    (s) => s === id,
    `coach step ${id}`,
    timeout,
  );
/** The coach's "Done" line names step `id`. */
const stepDone = (page: Page, id: string) =>
  waitFor(
    () =>
      page
        .getByTestId('coach-done')
        .getAttribute('data-step')
        .catch(() => null),
    (s) => s === id,
    `step ${id} done`,
  );
async function box(page: Page, testid: string): Promise<Box> {
  const b = await page.getByTestId(testid).first().boundingBox();
  if (!b) throw new Error(`${testid} is not on screen`);
  return b;
}
/** The board place `id` (its centre, as the board draws it) lies inside the pointer's ring. */
async function ringHolds(page: Page, ring: Box, id: string): Promise<void> {
  const p = await hooks.point(page, id);
  expect([id, p && p.x > ring.x && p.x < ring.x + ring.width && p.y > ring.y && p.y < ring.y + ring.height]).toEqual([id, true]);
}
/** The pointer is on its target and shows: over the element, or inside the board canvas. */
async function pointerOn(page: Page, target: string): Promise<Box> {
  await waitFor(
    () => page.getByTestId('coach-pointer').getAttribute('data-target'),
    (t) => t === target,
    `the pointer on ${target}`,
  );
  const p = await box(page, 'coach-pointer');
  if (target.startsWith('board:')) expect(within(p, await box(page, 'board-canvas'))).toBe(true);
  else expect(within(await box(page, target), p)).toBe(true);
  return p;
}

/**
 * The game screen has drawn the game it shows: the view is there, and the frame it queued its
 * render for (panels, coach, board) has run.
 */
async function shown(page: Page): Promise<void> {
  await waitFor(
    () => hooks.view(page),
    (v) => v !== null,
    'the game on the page',
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Waits while the computer is to move: until the state moves on from `stateId`, `seat` has its
 * actions, or the coach asks for "Got it".
 */
async function nextToDo(page: Page, seat: 'invader' | 'defender', stateId: number): Promise<void> {
  await page.waitForFunction(
    ([s, at]) => {
      const h = (window as unknown as Hooks).__stronghold;
      const v = h.view();
      const ok = document.querySelector<HTMLElement>('[data-testid=coach-ok]');
      return (v?.stateId ?? -1) !== at || (v?.toAct === s && h.legal().length > 0) || Boolean(ok && ok.offsetParent !== null);
    },
    [seat, stateId] as const,
    { timeout: 30_000 },
  );
}

describeGame('the tutorial (browser)', () => {
  const suite = browserSuite({ serve: 'game', env: { BOT_PACE_MS: '0' } });

  async function start(side: 'invader' | 'defender'): Promise<Page> {
    const page = await suite.page();
    await page.goto(suite.url);
    await page.getByTestId('name-input').fill(side === 'invader' ? 'Vlad' : 'Anna');
    await page.getByTestId(`tutorial-${side}`).click();
    await expectText(page, 'seat', side === 'invader' ? 'Invader' : 'Defender');
    await expectText(page, side === 'invader' ? 'player-defender' : 'player-invader', 'Computer (Easy)');
    return page;
  }

  test('as the Invader: the first step points at its target, Got it, arrange the row, then Leave tutorial and play on', async () => {
    const page = await start('invader');
    await waitStep(page, 'inv.welcome');
    await expectText(page, 'coach-count', 'Step 1 of');
    await pointerOn(page, 'player-invader');
    await shot(page, 'tutorial-invader-welcome');

    // "Got it": done, and the next step points at the Invader's side of the board.
    await page.getByTestId('coach-ok').click();
    await waitStep(page, 'inv.board');
    expect(await page.getByTestId('coach-done').getAttribute('data-step')).toBe('inv.welcome');
    await pointerOn(page, 'board:invader-side');
    for (const id of ['inv.board', 'inv.walls', 'inv.status']) {
      await waitStep(page, id);
      await page.getByTestId('coach-ok').click();
    }

    // Arranging the row: the coach points at the spell row, beside the prompt panel it does not cover.
    await waitStep(page, 'inv.row');
    const ring = await pointerOn(page, 'board:spell-row');
    const row = must(await hooks.view(page), 'the game').invader.row;
    await ringHolds(page, ring, must(row[0], 'a first spell in the row'));
    await ringHolds(page, ring, must(row.at(-1), 'a last spell in the row'));
    const coach = await box(page, 'coach');
    const prompt = await box(page, 'prompt-panel');
    expect(overlaps(coach, prompt)).toBe(false);
    expect(overlaps(coach, await box(page, 'board-canvas'))).toBe(false);
    expect(overlaps(ring, prompt)).toBe(false);
    expect(coach.y + coach.height).toBeLessThanOrEqual(800);
    // The whole step is readable without scrolling the coach.
    expect(await page.getByTestId('coach').evaluate((e) => e.scrollHeight - e.clientHeight)).toBeLessThanOrEqual(1);
    await shot(page, 'tutorial-invader-row');

    // Do what it says (keep the order): the step is done, and Supply is next (Phase 1 in seed 000's order: the
    // Invader's Supply Phase comes before the Defender's Council markers).
    await page.getByTestId('option-done').click();
    await stepDone(page, 'inv.row');
    await waitStep(page, 'inv.supply');
    await ringHolds(page, await pointerOn(page, 'board:invader-panel'), 'mana-deck');
    await shot(page, 'tutorial-invader-supply');

    // The coach survives a reload (the seat comes back by its token, the room is still a tutorial).
    await page.reload();
    await expectText(page, 'seat', 'Invader');
    await waitStep(page, 'inv.supply');

    // Leave: the coach goes for good; the same game against the same computer goes on.
    await page.getByTestId('coach-leave').click();
    expect(await page.getByTestId('coach').isVisible()).toBe(false);
    expect(await page.getByTestId('coach-pointer').isVisible()).toBe(false);
    const before = must(await hooks.view(page), 'the game').stateId;
    await page.getByTestId('action-done').first().click();
    await waitFor(
      async () => (await hooks.view(page))?.stateId ?? -1,
      (s) => s > before,
      'the action applied',
    );
    await expectText(page, 'player-defender', 'Computer (Easy)');
    expect(await page.getByTestId('coach').isVisible()).toBe(false);
    await page.reload();
    await expectText(page, 'seat', 'Invader');
    await shown(page);
    expect(await page.getByTestId('coach').isVisible()).toBe(false);
    expect(suite.errors).toEqual([]);
  }, 120_000);

  /** The Supply Hourglasses' step: the coach says what they are and points inside the stronghold. */
  async function hourglassesStep(page: Page): Promise<void> {
    await waitStep(page, 'def.hourglasses');
    await expectText(page, 'coach-text', 'Hourglasses');
    await pointerOn(page, 'board:inside');
    await shot(page, 'tutorial-defender-hourglasses');
  }

  test('as the Defender: the overview, then Council markers pointed at and placed, and the Hourglasses', async () => {
    const page = await start('defender');
    await waitStep(page, 'def.welcome');
    await pointerOn(page, 'player-defender');
    for (const id of ['def.welcome', 'def.board', 'def.inside', 'def.status']) {
      await waitStep(page, id);
      if (id === 'def.board') await ringHolds(page, await pointerOn(page, 'board:walls'), 'w5');
      if (id === 'def.inside') await pointerOn(page, 'board:inside');
      await page.getByTestId('coach-ok').click();
    }
    // Phase 1 goes in seed 000's order: the Council markers come when the computer's Supply Phase is
    // over. Should the computer first take a Supply action (a Mana card, the Altar, the Library), the
    // Defender spends the Supply Hourglasses before them: that window is played through here.
    const hourglassesFirst =
      (await waitFor(
        () => step(page).catch(() => null),
        (s) => s === 'def.markers' || s === 'def.hourglasses',
        'the Council markers or the Supply Hourglasses',
      )) === 'def.hourglasses';
    if (hourglassesFirst) {
      await hourglassesStep(page);
      for (let i = 0; i < 200 && (await step(page).catch(() => null)) !== 'def.markers'; i++) {
        if (await page.getByTestId('coach-ok').isVisible()) {
          await clickIfStillThere(page, 'coach-ok');
          continue;
        }
        const v = await hooks.view(page);
        const legal = await hooks.legal(page);
        const top = v?.prompts.at(-1);
        // The Council markers are the next step's subject: the loop never places one itself (it
        // would pass the step before the coach shows it).
        if (top?.kind === 'choice' && top.id === 'council.marker') break;
        if (!(v && v.toAct === 'defender' && legal.length)) {
          await nextToDo(page, 'defender', v?.stateId ?? -1);
          continue;
        }
        await hooks.act(page, quickPolicy(legal, v));
        await waitFor(
          async () => (await hooks.view(page))?.stateId ?? -1,
          (x) => x !== v.stateId,
          'the action applied',
          10_000,
        );
      }
    }
    await waitStep(page, 'def.markers');
    await ringHolds(page, await pointerOn(page, 'board:council'), 'council');
    expect(overlaps(await box(page, 'coach'), await box(page, 'prompt-panel'))).toBe(false);
    await shot(page, 'tutorial-defender-markers');
    // Its Rules link opens the Rules panel at the Council's markers.
    await page.getByTestId('coach-rules').click();
    await waitFor(
      () => page.getByTestId('rules-panel').isVisible(),
      (v) => v,
      'the Rules panel',
    );
    await expectText(page, 'rules-body', 'Council');
    await page.getByTestId('rules-close').click();

    // Place every marker (one click each on the panel's first card).
    for (let i = 0; i < 6; i++) {
      const v = await hooks.view(page);
      const p = v?.prompts[v.prompts.length - 1];
      if (!(p?.kind === 'choice' && p.id === 'council.marker' && v?.toAct === 'defender')) break;
      const before = v.stateId;
      await page.getByTestId('options').locator('button').first().click();
      await waitFor(
        async () => (await hooks.view(page))?.stateId ?? -1,
        (s) => s > before,
        'the marker placed',
      );
    }
    await stepDone(page, 'def.markers');
    if (!hourglassesFirst) await hourglassesStep(page);

    // "Start over": once confirmed, a new tutorial game on the same side, the coach at its first step.
    const first = await page.evaluate(() => location.hash);
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('coach-restart').click();
    await waitFor(
      () => page.evaluate(() => location.hash),
      (x) => /^#\/game\//.test(x) && x !== first,
      'the new tutorial game',
    );
    await expectText(page, 'seat', 'Defender');
    await expectText(page, 'player-invader', 'Computer (Easy)');
    await waitStep(page, 'def.welcome');
    await expectText(page, 'coach-count', 'Step 1 of');
    expect(suite.errors).toEqual([]);
  }, 120_000);

  test('as the Invader through turn I: the Assault is explained before the first Assault; the tips come last', async () => {
    const page = await start('invader');
    await waitStep(page, 'inv.welcome');
    /** Each step as first shown, with the game's turn and phase then. */
    const seen: Array<{ id: string; turn: number; phase: string }> = [];
    /** When the game was first seen in an Assault (or past turn I). */
    let assaultAt = -1;
    for (let i = 0; i < 400; i++) {
      const v = await hooks.view(page);
      if (v && assaultAt < 0 && (v.phase === 'assault' || v.turn > 1)) assaultAt = seen.length;
      const id = await step(page).catch(() => null);
      if (id && v && seen.at(-1)?.id !== id) seen.push({ id, turn: v.turn, phase: v.phase });
      if (id === 'inv.tips') break;
      if (await page.getByTestId('coach-ok').isVisible()) {
        await clickIfStillThere(page, 'coach-ok');
        continue;
      }
      const legal = await hooks.legal(page);
      if (v && v.toAct === 'invader' && legal.length) {
        await hooks.act(page, quickPolicy(legal, v));
        await waitFor(
          async () => (await hooks.view(page))?.stateId ?? -1,
          (x) => x !== v.stateId,
          'the action applied',
          10_000,
        );
      } else await nextToDo(page, 'invader', v?.stateId ?? -1);
    }
    const ids = seen.map((x) => x.id);
    const assault = ids.indexOf('inv.assault');
    // Shown in turn I, before the game reached its first Assault, and before the Move out it prepares.
    expect(assault).toBeGreaterThanOrEqual(0);
    expect(seen[assault]?.turn).toBe(1);
    expect(assaultAt < 0 || assault < assaultAt).toBe(true);
    expect(assault).toBeLessThan(ids.indexOf('inv.moveout'));
    // The tips are the last step, after "on your own": four of them, one a line.
    expect(ids.at(-1)).toBe('inv.tips');
    expect(ids.indexOf('inv.own')).toBeLessThan(ids.indexOf('inv.tips'));
    await expectText(page, 'coach-title', 'Tips for the Invader');
    const tips = await page.getByTestId('coach-text').innerText();
    expect(tips.split('\n').filter((l) => l.startsWith('•'))).toHaveLength(4);
    expect(tips).toContain('Panic');
    await shot(page, 'tutorial-invader-tips');
    await page.getByTestId('coach-ok').click();
    await stepDone(page, 'inv.tips');
    expect(suite.errors).toEqual([]);
  }, 180_000);
});
