/**
 * In Chromium against the built server: undo ("a move, undone, and the board is back",
 * by the Undo button and by Ctrl+Z), and one whole game played to its end: the Defender in the
 * browser through the UI's own buttons, the Invader a scripted @colyseus/sdk client, both picking
 * legal actions at random (undos included); the game's record replays to the same end.
 */
import { replay, viewFor, type Action, type GameView } from '@stronghold/rules';
import { gameViewFromWire } from '@stronghold/protocol';
import type { Room } from '@colyseus/sdk';
import { PreparedClient, mulberry32, onLegal, type RoomState } from '@stronghold/server/testing';
import type { Page } from 'playwright-core';
import {
  actionKey,
  browserSuite,
  describeGame,
  driveUntil,
  expectText,
  hooks,
  must,
  openTable,
  optionFragment,
  shot,
  tid,
  viewNow,
  waitFor,
  type Hooks,
} from './helpers';

const sansId = (v: GameView | null) => (v ? { ...v, stateId: -1 } : v);
const topKind = (v: GameView) => v.prompts[v.prompts.length - 1]?.kind;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The scripted seat's room state, as its room's schema (RoomState) says; parts of it come with the first patch. */
const stateOf = (room: Room): Partial<RoomState> | undefined => room.state as Partial<RoomState> | undefined;

/**
 * The Invader as a scripted @colyseus/sdk client (so one browser renders, not two): it creates the
 * game and reads its `legal` messages like the web client does.
 */
async function scriptedSeat(url: string) {
  const client = new PreparedClient(url);
  let legal: { stateId: number; actions: Action[] } | null = null;
  const room = await client.withHandlers(
    (r) => {
      onLegal(r, (m) => (legal = m));
      r.onMessage('*', () => undefined);
    },
    () => client.create('stronghold', { side: 'invader', name: 'Script' }),
  );
  await waitFor(
    () => Promise.resolve(stateOf(room)?.game?.stateId),
    (id) => typeof id === 'number',
    'the game state',
  );
  return {
    room,
    legal: () => legal,
    game: () => {
      const g = must(stateOf(room)?.game, 'the game in the room state');
      return { stateId: g.stateId, ended: Boolean(g.winner) || g.phase === 'ended' };
    },
  };
}

/** What the whole-game loop needs of a page, in one small evaluate (a whole view is costly to copy out). */
function glance(page: Page): Promise<{ stateId: number; toAct: string | null; ended: boolean; legal: Action[] }> {
  return page.evaluate(() => {
    const h = (window as unknown as Hooks).__stronghold;
    const v = h.view();
    return { stateId: v?.stateId ?? -1, toAct: v?.toAct ?? null, ended: Boolean(v && (v.winner || v.phase === 'ended')), legal: h.legal() };
  });
}

/** Waits until `page` shows a state other than `stateId`. */
async function nextState(page: Page, stateId: number): Promise<GameView> {
  return waitFor(
    () => hooks.view(page),
    (v): v is GameView => Boolean(v && v.stateId !== stateId),
    `a state after ${stateId}`,
    15_000,
  );
}

/**
 * Clicks the UI's own button for `a`: the Undo button, a choice's option button, or the action's
 * button in the prompt panel (its panel actions or the "All legal actions" list, opened if closed).
 */
async function clickAction(page: Page, a: Action): Promise<void> {
  const panel = page.getByTestId('prompt-panel');
  if (a.type === 'undo') return panel.getByTestId('undo').click();
  if (a.type === 'choose') return panel.getByTestId(`option-${tid(optionFragment(a.option))}`).click();
  const btn = panel.getByTestId(`action-${tid(actionKey(a))}`);
  if (!(await btn.isVisible())) {
    const all = panel.getByTestId('all-actions');
    if ((await all.count()) && (await all.getAttribute('open')) === null) await all.locator('summary').click();
  }
  await btn.click();
}

describeGame('undo in the browser', () => {
  const suite = browserSuite({ serve: 'game', errorsAfterEach: true });
  const page = () => suite.page();

  test('undo: a Defender move, undone with the Undo button (then with Ctrl+Z), puts the board back for both seats', async () => {
    const t = await openTable(suite.url, await page(), await page());
    // A window after the Invader's Supply Phase and the Council markers: the Invader acted last.
    await driveUntil(t, (v) => v.toAct === 'defender' && topKind(v) === 'defender-spend' && v.phase !== 'supply');
    await waitFor(
      () => hooks.legal(t.def),
      (l) => l.some((a) => a.type === 'move'),
      'a move to make',
    );
    // Nothing to take back yet: the Invader acted last.
    expect(await t.def.getByTestId('undo').count()).toBe(0);

    for (const how of ['button', 'ctrl+z'] as const) {
      const legal = await hooks.legal(t.def);
      const move = must(
        legal.find((a) => a.type === 'move'),
        'a move',
      );
      const before = { def: await viewNow(t.def), inv: await hooks.view(t.inv), texts: await hooks.canvasTexts(t.def) };
      await clickAction(t.def, move);
      const moved = await nextState(t.def, before.def.stateId);
      expect(sansId(moved)).not.toEqual(sansId(before.def));
      await t.def.getByTestId('undo').waitFor();
      await waitFor(
        () => hooks.view(t.inv),
        (v) => v?.stateId === moved.stateId,
        'the Invader to see the move',
      );
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
      const invBack = await waitFor(
        () => hooks.view(t.inv),
        (v) => v?.stateId === back.stateId,
        'the Invader to see the undo',
      );
      expect(sansId(invBack)).toEqual(sansId(before.inv));
      await waitFor(
        () => hooks.canvasTexts(t.def),
        (x) => JSON.stringify(x) === JSON.stringify(before.texts),
        'the board drawn as before',
      );
      await expectText(t.inv, 'log', /takes back/);
      // The same move is offered again.
      await waitFor(
        () => hooks.legal(t.def),
        (l) => l.some((a) => JSON.stringify(a) === JSON.stringify(move)),
        'the move offered again',
      );
    }
  }, 120_000);

  test('one whole game played to its end, the Defender through the UI at random (undos included), the Invader a scripted client; the record replays to the same end', async () => {
    const inv = await scriptedSeat(suite.url);
    const def = await page();
    await def.goto(suite.url);
    await def.getByTestId('name-input').fill('Anna');
    await def.getByTestId('join-code').fill(inv.room.roomId);
    await def.getByTestId('join-submit').click();
    await expectText(def, 'seat', 'Defender');
    const rnd = mulberry32(1515);
    const started = Date.now();
    const count = { invader: 0, defender: 0, undos: 0, uiUndos: 0 };
    for (;;) {
      const g = inv.game();
      if (g.ended) break;
      const l = inv.legal();
      const look = l && l.stateId === g.stateId && l.actions.length ? null : await glance(def);
      const legal = look ? (look.toAct === 'defender' && look.stateId === g.stateId ? look.legal : []) : (l?.actions ?? []);
      if (!legal.length) {
        await def.waitForTimeout(20);
        continue;
      }
      const moves = legal.filter((a) => a.type !== 'undo');
      const undo = legal.find((a) => a.type === 'undo');
      const done = moves.find((a) => a.type === 'done' || (a.type === 'choose' && a.option === 'done'));
      // Uniform among the moves, with an undo now and then (the first one the Defender is offered
      // always) and windows closed a little sooner, so a game stays near 150 actions.
      const r = rnd();
      const first = Boolean(look && count.uiUndos === 0);
      const pick =
        undo && (first || r < 0.15) ? undo : done && r < 0.6 ? done : must(moves[Math.floor(rnd() * moves.length)], 'a legal move');
      if (look) {
        await clickAction(def, pick);
        if (pick.type === 'undo') count.uiUndos++;
      } else inv.room.send('action', { stateId: g.stateId, action: pick });
      for (const until = Date.now() + 15_000; inv.game().stateId === g.stateId; await sleep(5)) {
        if (Date.now() > until) throw new Error(`no state after ${g.stateId} (${JSON.stringify(pick)})`);
      }
      count[pick.seat]++;
      if (pick.type === 'undo') count.undos++;
      expect(count.invader + count.defender).toBeLessThan(2000);
    }
    const end = await waitFor(
      () => hooks.view(def),
      (v): v is GameView => Boolean(v?.winner),
      'the end in the browser',
    );
    await expectText(def, 'end-title', /./);
    await shot(def, 'i15-whole-game-end-1280');
    expect(count.uiUndos).toBeGreaterThan(0);

    const record = (await (await fetch(`${suite.url}/api/games/${encodeURIComponent(inv.room.roomId)}/record`)).json()) as {
      seed: number;
      actions: Action[];
    };
    expect(record.actions).toHaveLength(count.invader + count.defender);
    expect(record.actions.filter((a) => a.type === 'undo')).toHaveLength(count.undos);
    const final = replay(record.seed, record.actions);
    expect(final.winner).toEqual(end.winner);
    expect(viewFor(final, 'defender')).toEqual(end);
    // The game has ended: the room state is whole.
    expect(gameViewFromWire((inv.room.state as RoomState).toJSON(), 'invader')).toEqual(viewFor(final, 'invader'));
    console.log(
      `whole game: ${count.defender} Defender actions through the UI (${count.uiUndos} undos), ${count.invader} by the scripted Invader, ${count.undos} undos in all, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    await inv.room.leave();
  }, 300_000);
});
