/**
 * In Chromium against the built server: undo ("a move, undone, and the board is back",
 * by the Undo button and by Ctrl+Z), starting at a stored position (start-position.ts) in the
 * Defender's first window after the Council markers; and one whole game played to its end from
 * its first action: the Defender in the browser through the UI's own buttons, the Invader a
 * scripted @colyseus/sdk client, both picking at random among what they are offered (undos
 * included); the game's record replays to the same end.
 */
import { replay, viewFor, type Action, type GameView } from '@stronghold/rules';
import { gameViewFromWire } from '@stronghold/protocol';
import type { Room } from '@colyseus/sdk';
import { PreparedClient, mulberry32, onLegal, type RoomState } from '@stronghold/server/testing';
import type { Page } from 'playwright-core';
import { costWarning } from '../src/logic/action-cost-warning';
import { idleActions } from '../src/logic/menu-notes';
import {
  actionKey,
  browserSuite,
  describeGame,
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
import { positionWhere, startAt } from './start-position';

const sansId = (v: GameView | null) => (v ? { ...v, stateId: -1 } : v);
const topKind = (v: GameView) => v.prompts[v.prompts.length - 1]?.kind;

/** A window after the Invader's Supply Phase and the Council markers: the Invader acted last. */
const afterCouncil = (v: GameView) => v.toAct === 'defender' && topKind(v) === 'defender-spend' && v.phase !== 'supply';

/**
 * The whole game's seed: fixed, so a failure plays again the same (with the random picks'
 * generator below, the whole game is determined). Its game, played by the picks below, has
 * 101 actions, undos in the browser, Repels the panel does not offer, and the Defender's win.
 */
const WHOLE_GAME_SEED = 43;

/** The scripted seat's room state, as its room's schema (RoomState) says; parts of it come with the first patch. */
const stateOf = (room: Room): Partial<RoomState> | undefined => room.state as Partial<RoomState> | undefined;

/**
 * The Invader as a scripted @colyseus/sdk client (so one browser renders, not two): it creates the
 * game and reads its `legal` messages like the web client does; `until` waits on its room's
 * state changes and messages, not on a clock.
 */
async function scriptedSeat(url: string) {
  const client = new PreparedClient(url);
  let legal: { stateId: number; actions: Action[] } | null = null;
  let wake: (() => void)[] = [];
  const news = () => {
    const waiting = wake;
    wake = [];
    for (const w of waiting) w();
  };
  const room = await client.withHandlers(
    (r) => {
      onLegal(r, (m) => {
        legal = m;
        news();
      });
      r.onStateChange(news);
      r.onMessage('*', () => undefined);
    },
    () => client.create('stronghold', { side: 'invader', name: 'Script' }),
  );
  /** Resolves once `ok` holds, checked at each state change and message of the room. */
  const until = async (ok: () => boolean, what: string, timeout = 15_000): Promise<void> => {
    const end = Date.now() + timeout;
    while (!ok()) {
      const left = end - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  await until(() => typeof stateOf(room)?.game?.stateId === 'number', 'the game state');
  const game = () => {
    const g = must(stateOf(room)?.game, 'the game in the room state');
    return { stateId: g.stateId, toAct: g.toAct ?? null, ended: Boolean(g.winner) || g.phase === 'ended' };
  };
  return { room, legal: () => legal, game, until };
}

/** What the Defender's page offers at one state: its legal list, and the prompt panel's buttons. */
interface PanelOffer {
  legal: Action[];
  /** The test ids of the prompt panel's buttons. */
  buttons: string[];
  /** Those inside the "All legal actions" list while it is closed. */
  folded: string[];
  /** The view, when something in the list needs it to tell what the page makes of it (a Repel, a choice). */
  view: GameView | null;
}

/**
 * Waits in the page (frame by frame, one evaluate) until it shows state `stateId` with the
 * Defender's legal list, lets the panel draw it (the next frame), and reads what the panel offers.
 * A whole view is costly to copy out, so it comes only when the list needs it.
 */
async function panelAt(page: Page, stateId: number): Promise<PanelOffer> {
  const got = await page.evaluate(async (id) => {
    const h = (window as unknown as Hooks).__stronghold;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (const end = performance.now() + 15_000; performance.now() < end; await frame()) {
      const v = h.view();
      if (!v || v.stateId !== id || v.toAct !== 'defender' || !h.legal().length) continue;
      await frame();
      const legal = h.legal();
      const panel = document.querySelector('[data-testid="prompt-panel"]');
      const ids = (q: string) => [...(panel?.querySelectorAll<HTMLElement>(q) ?? [])].map((b) => b.dataset.testid ?? '');
      const needsView = legal.some((a) => (a.type === 'priest' && a.act === 'repel') || a.type === 'choose');
      return {
        legal,
        buttons: ids('button[data-testid]'),
        folded: ids('details[data-testid="all-actions"]:not([open]) button[data-testid]'),
        view: needsView ? h.view() : null,
      };
    }
    return null;
  }, stateId);
  return must(got, `the Defender's page at state ${stateId} with its legal list`);
}

/** The test id of the panel's button for `a`: the Undo button, a choice's option, or the action's button. */
const buttonOf = (a: Action): string =>
  a.type === 'undo' ? 'undo' : a.type === 'choose' ? `option-${tid(optionFragment(a.option))}` : `action-${tid(actionKey(a))}`;

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
 * Clicks the UI's own button for `a` in the prompt panel: the Undo button, a choice's option
 * button, or the action's button (its panel actions, or the "All legal actions" list, opened if
 * closed); a move that costs the Defender units is confirmed in the page's dialog as a player
 * would. `offer`: what the panel showed at this state (panelAt), so nothing need be asked again.
 */
async function clickAction(page: Page, a: Action, offer?: PanelOffer): Promise<void> {
  const panel = page.getByTestId('prompt-panel');
  const id = buttonOf(a);
  const btn = panel.getByTestId(id);
  let folded = offer?.folded.includes(id);
  if (folded === undefined) {
    await btn.waitFor({ state: 'attached' });
    folded = !(await btn.isVisible());
  }
  if (folded) await panel.getByTestId('all-actions').locator('summary').click();
  await btn.click();
  if (offer?.view && costWarning(a, offer.view)) await page.getByTestId('confirm-ok').click();
}

describeGame('undo in the browser', () => {
  const suite = browserSuite({ serve: 'game', env: startAt(positionWhere(afterCouncil)), errorsAfterEach: true });
  const page = () => suite.page();

  test('undo: a Defender move, undone with the Undo button (then with Ctrl+Z), puts the board back for both seats', async () => {
    const t = await openTable(suite.url, await page(), await page());
    // Every game here starts in a window after the Council markers: the Invader acted last.
    expect(afterCouncil(await viewNow(t.inv))).toBe(true);
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
      if (how === 'button') await shot(t.def, 'undo-offered-1280');

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
});

describeGame('a whole game in the browser', () => {
  const suite = browserSuite({ serve: 'game', env: startAt({ seed: WHOLE_GAME_SEED, actions: [] }), errorsAfterEach: true });

  test('one whole game played to its end, the Defender through the UI at random (undos included), the Invader a scripted client; the record replays to the same end', async () => {
    const inv = await scriptedSeat(suite.url);
    const def = await suite.page();
    await def.goto(suite.url);
    await def.getByTestId('name-input').fill('Anna');
    await def.getByTestId('join-code').fill(inv.room.roomId);
    await def.getByTestId('join-submit').click();
    await expectText(def, 'seat', 'Defender');
    const rnd = mulberry32(1515);
    const started = Date.now();
    const count = { invader: 0, defender: 0, undos: 0, uiUndos: 0, idle: 0 };
    for (;;) {
      const g = inv.game();
      if (g.ended) break;
      let legal: Action[];
      let offer: PanelOffer | undefined;
      if (g.toAct === 'defender') {
        offer = await panelAt(def, g.stateId);
        // The page offers the listed actions but those that can have no effect any more (a Repel in
        // the last window before the Assault with no Vampire on the Priest's wall); the panel has
        // a button for each one it offers and none for the others.
        const idle = offer.view ? idleActions(offer.legal, offer.view).map((i) => i.action) : [];
        legal = offer.legal.filter((a) => !idle.includes(a));
        expect(legal.map(buttonOf).filter((id) => !offer?.buttons.includes(id))).toEqual([]);
        expect(idle.map(buttonOf).filter((id) => offer?.buttons.includes(id))).toEqual([]);
        if (idle.length) count.idle++;
      } else {
        const l = inv.legal();
        if (!l || l.stateId !== g.stateId || !l.actions.length) {
          await inv.until(() => inv.legal() !== l || inv.game().stateId !== g.stateId, `the Invader's legal list at state ${g.stateId}`);
          continue;
        }
        legal = l.actions;
      }
      const moves = legal.filter((a) => a.type !== 'undo');
      const undo = legal.find((a) => a.type === 'undo');
      const done = moves.find((a) => a.type === 'done' || (a.type === 'choose' && a.option === 'done'));
      // Uniform among the moves, with an undo now and then (the first one the Defender is offered
      // always) and windows closed a little sooner, so a game stays near 150 actions.
      const r = rnd();
      const first = Boolean(offer && count.uiUndos === 0);
      const pick =
        undo && (first || r < 0.15) ? undo : done && r < 0.6 ? done : must(moves[Math.floor(rnd() * moves.length)], 'a legal move');
      if (offer) {
        await clickAction(def, pick, offer);
        if (pick.type === 'undo') count.uiUndos++;
      } else inv.room.send('action', { stateId: g.stateId, action: pick });
      await inv.until(() => inv.game().stateId !== g.stateId, `a state after ${g.stateId} (${JSON.stringify(pick)})`);
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
    await shot(def, 'whole-game-end-1280');
    expect(count.uiUndos).toBeGreaterThan(0);
    // The seed's game met actions the panel leaves out, and the check above saw them left out.
    expect(count.idle).toBeGreaterThan(0);
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
      `whole game (seed ${WHOLE_GAME_SEED}): ${count.defender} Defender actions through the UI (${count.uiUndos} undos, ${count.idle} windows with an action not offered), ${count.invader} by the scripted Invader, ${count.undos} undos in all, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    await inv.room.leave();
  }, 300_000);
});
