/**
 * Issue 15 in Chromium against the built server: undo ("a move, undone, and the board is back",
 * by the Undo button and by Ctrl+Z), and one whole game played to its end through the UI's own
 * buttons, both seats picking legal actions at random (undos included), whose record replays to
 * the same end.
 */
import { replay, viewFor, type Action, type GameView } from '@stronghold/rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  actionKey,
  actor,
  canRunGame,
  driveUntil,
  expectText,
  hooks,
  launch,
  newPage,
  openTable,
  shot,
  startGameServer,
  tid,
  waitFor,
  watchErrors,
  type GameServer,
  type Hooks,
  type Table,
} from './helpers';

const run = canRunGame() ? describe : describe.skip;

const canvasTexts = (p: Page) => p.evaluate(() => (window as unknown as Hooks).__stronghold.canvasTexts());
const sansId = (v: GameView | null) => (v ? { ...v, stateId: -1 } : v);
const topKind = (v: GameView) => v.prompts[v.prompts.length - 1]?.kind;

/** mulberry32: the test's own seeded choices. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Waits until `page` shows a state other than `stateId`. */
async function nextState(page: Page, stateId: number): Promise<GameView> {
  return (await waitFor(() => hooks.view(page), (v) => Boolean(v && v.stateId !== stateId), `a state after ${stateId}`, 15_000))!;
}

/**
 * Clicks the UI's own button for `a`: the Undo button, a choice's option button, or the action's
 * button in the prompt panel (its panel actions or the "All legal actions" list, opened if closed).
 */
async function clickAction(page: Page, a: Action): Promise<void> {
  const panel = page.getByTestId('prompt-panel');
  if (a.type === 'undo') return panel.getByTestId('undo').click();
  if (a.type === 'choose') return panel.getByTestId(`option-${tid(a.option)}`).click();
  const btn = panel.getByTestId(`action-${tid(actionKey(a))}`);
  if (!(await btn.isVisible())) {
    const all = panel.getByTestId('all-actions');
    if ((await all.count()) && (await all.getAttribute('open')) === null) await all.locator('summary').click();
  }
  await btn.click();
}

run('issue 15: undo in the browser', () => {
  let server: GameServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const page = async () => {
    const p = await newPage(browser, contexts);
    watchErrors(p, errors);
    return p;
  };

  beforeAll(async () => {
    server = await startGameServer();
    browser = await launch();
  }, 60_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    server?.stop();
  });

  afterEach(() => {
    expect(errors).toEqual([]);
    errors.length = 0;
  });

  test('issue 15 undo: a Defender move, undone with the Undo button (then with Ctrl+Z), puts the board back for both seats', async () => {
    const t = await openTable(server.url, await page(), await page());
    await driveUntil(t, (v) => v.toAct === 'defender' && topKind(v) === 'defender-spend');
    await waitFor(() => hooks.legal(t.def), (l) => l.some((a) => a.type === 'move'), 'a move to make');
    // Nothing to take back yet: the Invader acted last.
    expect(await t.def.getByTestId('undo').count()).toBe(0);

    for (const how of ['button', 'ctrl+z'] as const) {
      const legal = await hooks.legal(t.def);
      const move = legal.find((a) => a.type === 'move')!;
      const before = { def: await hooks.view(t.def), inv: await hooks.view(t.inv), texts: await canvasTexts(t.def) };
      await clickAction(t.def, move);
      const moved = await nextState(t.def, before.def!.stateId);
      expect(sansId(moved)).not.toEqual(sansId(before.def));
      await t.def.getByTestId('undo').waitFor();
      await waitFor(() => hooks.view(t.inv), (v) => v?.stateId === moved.stateId, 'the Invader to see the move');
      // The other seat is offered nothing to take back.
      expect(await t.inv.getByTestId('undo').count()).toBe(0);
      if (how === 'button') await shot(t.def, 'i15-undo-offered-1280');

      if (how === 'button') await t.def.getByTestId('undo').click();
      else {
        await t.def.locator('body').click({ position: { x: 2, y: 2 } });
        await t.def.keyboard.press('Control+z');
      }
      const back = await nextState(t.def, moved.stateId);
      expect(sansId(back)).toEqual(sansId(before.def));
      const invBack = await waitFor(() => hooks.view(t.inv), (v) => v?.stateId === back.stateId, 'the Invader to see the undo');
      expect(sansId(invBack)).toEqual(sansId(before.inv));
      await waitFor(() => canvasTexts(t.def), (x) => JSON.stringify(x) === JSON.stringify(before.texts), 'the board drawn as before');
      await expectText(t.inv, 'log', /takes back/);
      // The same move is offered again.
      await waitFor(() => hooks.legal(t.def), (l) => l.some((a) => JSON.stringify(a) === JSON.stringify(move)), 'the move offered again');
    }
  }, 120_000);

  test('issue 15: one whole game played to its end through the UI, both seats at random, undos included; the record replays to the same end', async () => {
    const t: Table = await openTable(server.url, await page(), await page());
    const rnd = prng(1515);
    const started = Date.now();
    let actions = 0;
    let undos = 0;
    for (;;) {
      const v = await hooks.view(t.inv);
      if (v && (v.winner || v.phase === 'ended')) break;
      const who = await actor(t);
      if (!who) {
        await t.inv.waitForTimeout(30);
        continue;
      }
      const moves = who.legal.filter((a) => a.type !== 'undo');
      const undo = who.legal.find((a) => a.type === 'undo');
      const pick = undo && rnd() < 0.15 ? undo : moves[Math.floor(rnd() * moves.length)]!;
      await clickAction(who.page, pick);
      await nextState(who.page, who.view.stateId);
      actions++;
      if (pick.type === 'undo') undos++;
      expect(actions).toBeLessThan(3000);
    }
    const end = (await hooks.view(t.inv))!;
    expect(end.winner).not.toBeNull();
    for (const p of [t.inv, t.def]) await expectText(p, 'end-title', /./);
    await shot(t.def, 'i15-whole-game-end-1280');
    expect(undos).toBeGreaterThan(0);

    const record = (await (await fetch(`${server.url}/api/games/${encodeURIComponent(t.code)}/record`)).json()) as { seed: number; actions: Action[] };
    expect(record.actions.filter((a) => a.type === 'undo')).toHaveLength(undos);
    const final = replay(record.seed, record.actions);
    expect(final.winner).toEqual(end.winner);
    expect(viewFor(final, 'invader')).toEqual(end);
    expect(viewFor(final, 'defender')).toEqual(await hooks.view(t.def));
    console.log(`whole game through the UI: ${actions} actions (${undos} undos) in ${Math.round((Date.now() - started) / 1000)} s`);
  }, 240_000);
});
