/**
 * In Chromium against the built server: how many user actions a Move out, a unit move and a
 * Defender window take, counted as the test plays them through the page (each click or key press
 * it performs counts one). A typical Move out takes at most 6: the plan (as last turn, advance all
 * from an area, sent with one button) sends it step by step from the server's legal lists.
 *
 * Both start from stored positions: the Move out card of turn I and of turn II (the log holds
 * turn I's Move out, played by driveUntil's policy, so "As last turn" is offered). The figures go
 * to docs/client.md "Clicks"; this test prints them.
 */
import type { Action, GameView } from '@stronghold/rules';
import type { Page } from 'playwright-core';
import { actionKey, browserSuite, describeGame, hooks, must, openTable, pointOf, shot, tid, viewNow, waitFor } from './helpers';
import { positionWhere, startAt } from './start-position';

const atCard = (turn: (n: number) => boolean) => (v: GameView) =>
  turn(v.turn) && v.toAct === 'invader' && v.prompts.at(-1)?.kind === 'invader-moveout';
const turn1 = positionWhere(atCard((n) => n === 1));
const turn2 = positionWhere(atCard((n) => n >= 2));

/** The user actions a test performs on a page, counted. */
class Counter {
  n = 0;
  constructor(private readonly page: Page) {}
  async click(testId: string): Promise<void> {
    this.n++;
    await this.page.getByTestId(testId).click();
  }
  /** By keyboard: the focus moves to the button (Tab in a person's hands; not counted) and Enter presses it. */
  async press(testId: string): Promise<void> {
    this.n++;
    await this.page.getByTestId(testId).focus();
    await this.page.keyboard.press('Enter');
  }
  async place(id: string): Promise<void> {
    this.n++;
    const p = await pointOf(this.page, id);
    await this.page.mouse.click(p.x, p.y);
  }
}

const invaderUnitsIn = (v: GameView, id: string) => {
  const a = (v.board.areas as Record<string, Record<string, number>>)[id];
  return a ? (a['phantom'] ?? 0) + (a['skeleton'] ?? 0) + (a['vampire'] ?? 0) : 0;
};

/** Waits until the plan has been sent and the Move out is over. */
async function planDone(inv: Page): Promise<GameView> {
  await inv.getByTestId('plan-report').waitFor({ timeout: 30_000 });
  return waitFor(
    () => viewNow(inv),
    (v) => !['invader-moveout', 'invader-advance'].includes(v.prompts.at(-1)?.kind ?? ''),
    'the Move out to be over',
    30_000,
  );
}

const figures: Record<string, number> = {};
afterAll(() => console.log(`clicks: ${JSON.stringify(figures)}`));

describeGame('clicks per Move out, unit move and Defender window (browser)', () => {
  describe('turn I, at the Move out card', () => {
    const suite = browserSuite({ serve: 'game', env: startAt(turn1), errorsAfterEach: true });

    test('a whole Move out by keyboard: Minor, advance all from the Camp, send: 3 key presses', async () => {
      const { inv } = await openTable(suite.url, await suite.page(), await suite.page());
      await inv.getByTestId('moveout-plan').waitFor();
      const before = await viewNow(inv);
      const inCamp = invaderUnitsIn(before, 'camp');
      expect(inCamp).toBeGreaterThan(0);
      const c = new Counter(inv);
      await c.press('plan-size-minor');
      await c.press('plan-all-camp');
      await c.press('plan-send');
      const after = await planDone(inv);
      expect(invaderUnitsIn(after, 'camp')).toBe(0);
      expect(await inv.getByTestId('plan-report').textContent()).toContain(`${inCamp} units moved`);
      figures['Move out, turn I'] = c.n;
      expect(c.n).toBeLessThanOrEqual(6);
    }, 120_000);

    test('a whole Move out on the board: the card, Minor, the Camp, "Advance all from here", Done', async () => {
      const { inv } = await openTable(suite.url, await suite.page(), await suite.page());
      const minor = must(
        (await hooks.legal(inv)).find((a) => a.type === 'moveOut' && a.size === 'minor'),
        'a Minor Move out',
      );
      const c = new Counter(inv);
      await c.place('card:moveout');
      await c.click(`menu-action-${tid(actionKey(minor))}`);
      await waitFor(
        () => hooks.legal(inv),
        (l) => l.some((a) => a.type === 'advance' && a.from === 'camp'),
        'advances from the Camp',
      );
      await c.place('camp');
      await c.click('advance-all-here');
      await inv.getByTestId('plan-report').waitFor();
      expect(invaderUnitsIn(await viewNow(inv), 'camp')).toBe(0);
      // The stage stays open for the player (Done ends the Move out), unless nothing is left to
      // move anywhere: then the rules close it by themselves.
      const settled = await waitFor(
        async () => ({ legal: await hooks.legal(inv), view: await viewNow(inv) }),
        (x) => x.legal.some((a) => a.type === 'done') || x.view.prompts.at(-1)?.kind !== 'invader-advance',
        'Done offered or the Move out over',
      );
      const done = settled.legal.find((a) => a.type === 'done');
      if (done) await c.click(`action-${tid(actionKey(done))}`);
      await waitFor(
        () => viewNow(inv),
        (v) => v.prompts.at(-1)?.kind !== 'invader-advance',
        'the Move out to be over',
      );
      figures['Move out, turn I, on the board'] = c.n;
      expect(c.n).toBeLessThanOrEqual(6);
    }, 120_000);

    test('one unit move by hand: the source, the destination, then "all N" in the menu', async () => {
      const { inv } = await openTable(suite.url, await suite.page(), await suite.page());
      const c = new Counter(inv);
      // Pay for the Move out on its card (not counted: the unit move is the subject).
      const minor = must(
        (await hooks.legal(inv)).find((a) => a.type === 'moveOut' && a.size === 'minor'),
        'a Minor Move out',
      );
      await hooks.act(inv, minor);
      const legal = await waitFor(
        () => hooks.legal(inv),
        (l) => l.some((a) => a.type === 'advance' && a.from === 'camp'),
        'advances from the Camp',
      );
      const adv = must(
        legal.find((a): a is Extract<Action, { type: 'advance' }> => a.type === 'advance' && a.from === 'camp'),
        'an advance',
      );
      const stateId = (await viewNow(inv)).stateId;
      await c.place('camp');
      await c.place(adv.to);
      if (await inv.getByTestId('click-menu').isVisible()) {
        const most = legal
          .filter((a): a is typeof adv => a.type === 'advance' && a.from === 'camp' && a.to === adv.to && a.unit === adv.unit)
          .reduce((m, a) => (a.count > m.count ? a : m));
        await c.click(`menu-action-${tid(actionKey(most))}`);
      }
      await waitFor(
        () => viewNow(inv),
        (v) => v.stateId !== stateId,
        'the move to be applied',
      );
      figures['unit move (a group of one type)'] = c.n;
      expect(c.n).toBeLessThanOrEqual(3);
    }, 120_000);
  });

  describe('turn II, at the Move out card, turn I in the log', () => {
    const suite = browserSuite({ serve: 'game', env: { ...startAt(turn2), BOT_PACE_MS: '0' }, errorsAfterEach: true });

    test('a typical Move out: as last turn, advance all from each Foreground with units, send: at most 6 clicks; then the Defender window', async () => {
      const { inv, def } = await openTable(suite.url, await suite.page(), await suite.page());
      await inv.getByTestId('plan-last-turn').waitFor();
      const before = await viewNow(inv);
      // The plan is the Invader's alone.
      expect(await def.getByTestId('moveout-plan').isVisible()).toBe(false);
      // Editable: a line added, then removed (not counted: the typical Move out follows).
      await inv.getByTestId('plan-all-camp').click();
      await inv.getByTestId('plan-step-0').waitFor();
      await inv.getByTestId('plan-remove-0').click();
      await waitFor(
        () => inv.getByTestId('plan-step-0').count(),
        (n) => n === 0,
        'the line to be removed',
      );
      const c = new Counter(inv);
      await c.click('plan-last-turn');
      for (const from of [
        'r-left-1',
        'r-left-2',
        'r-front-1',
        'r-barbican',
        'r-front-2',
        'r-right-1',
        'r-right-2',
        'fg-left',
        'fg-front',
        'fg-right',
      ])
        if (invaderUnitsIn(before, from) > 0) await c.click(`plan-all-${from}`);
      // The plan shows what goes where before it is sent.
      expect(await inv.getByTestId('plan-steps').textContent()).toMatch(/→/);
      await shot(inv, 'moveout-plan-turn-2');
      await c.click('plan-send');
      const after = await planDone(inv);
      expect(await inv.getByTestId('plan-report').textContent()).toMatch(/units moved/);
      // Units left the Camp as last turn's did.
      expect(invaderUnitsIn(after, 'camp')).toBeLessThan(invaderUnitsIn(before, 'camp') || 1);
      figures['Move out, turn II'] = c.n;
      expect(c.n).toBeLessThanOrEqual(6);

      // The Defender's last window before the Assault: every Hourglass must be spent (rulings.md
      // "Turn flow"), each purchase a glowing place and the payment that completes most, then Done.
      const d = new Counter(def);
      const windowOpen = (v: GameView | null) => v?.toAct === 'defender' && v.prompts.at(-1)?.kind === 'defender-spend';
      await waitFor(() => hooks.view(def), windowOpen, "the Defender's window");
      for (let i = 0; i < 12 && windowOpen(await hooks.view(def)); i++) {
        const legal = await waitFor(
          () => hooks.legal(def),
          (l) => l.length > 0,
          "the Defender's choices",
        );
        const stateId = (await viewNow(def)).stateId;
        const done = legal.find((a) => a.type === 'done');
        if (done) {
          await d.click(`action-${tid(actionKey(done))}`);
        } else {
          const glowing = ((await def.getByTestId('board').getAttribute('data-highlights')) ?? '').split(' ');
          const pays = legal.filter((a): a is Extract<Action, { type: 'pay' }> => a.type === 'pay');
          const slot = must(pays.find((a) => glowing.includes(a.slot)) ?? pays[0], 'a payment').slot;
          const most = pays.filter((a) => a.slot === slot).reduce((m, a) => (a.amount > m.amount ? a : m));
          await d.place(slot);
          await d.click(`menu-action-${tid(actionKey(most))}`);
        }
        await waitFor(
          () => viewNow(def),
          (v) => v.stateId !== stateId,
          'the Defender action to be applied',
        );
      }
      expect(windowOpen(await hooks.view(def))).toBe(false);
      figures['Defender window (the last before the Assault)'] = d.n;
    }, 180_000);
  });
});
