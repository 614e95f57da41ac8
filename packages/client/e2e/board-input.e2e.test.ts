/**
 * In Chromium against the built server: acting on the board with the mouse. The hover card gives
 * way to the click menu; a click made while an action is on its way to the server is kept and
 * applied when the answer comes (never dropped silently); a Defender unit moves with two clicks
 * (source, target) or one drag; each Marksman shot is one click (the target, then "same as
 * before"). The tables start at stored positions: the Defender's first spending with 3
 * Hourglasses (turn I), and the first Marksman shot of the Assault (turn II). Screenshots go to
 * artifacts/.
 */
import { sameOption, type Action, type ChoiceOption, type GameView } from '@stronghold/rules';
import type { Page } from 'playwright-core';
import { actionKey, browserSuite, describeGame, expectText, hooks, must, openTable, pointOf, shot, tid, viewNow, waitFor } from './helpers';
import { positionWhere, startAt } from './start-position';

const spending = positionWhere((v) => v.prompts.at(-1)?.kind === 'defender-spend' && v.defender.hourglasses >= 3);
const isShot = (v: { prompts: unknown[] } | null) => (v?.prompts.at(-1) as { id?: string } | undefined)?.id === 'assault.marksman';
const marksman = positionWhere(isShot);

type Pay = Extract<Action, { type: 'pay' }>;
type Move = Extract<Action, { type: 'move' }>;

/**
 * Server-to-page hold: the page's connection is routed through the test, and while `held` is set
 * every server message waits, in order, until `release()` sends them on. A gate rather than a
 * timer, so a slow machine cannot let an answer through early.
 */
class Gate {
  held = false;
  private readonly queue: Array<() => void> = [];

  /** Routes `page`'s WebSockets through the gate (before the page opens the game). */
  async install(page: Page): Promise<void> {
    await page.routeWebSocket(/.*/, (ws) => {
      const srv = ws.connectToServer();
      ws.onMessage((m) => srv.send(m));
      srv.onMessage((m) => {
        if (this.held || this.queue.length > 0) this.queue.push(() => ws.send(m));
        else ws.send(m);
      });
    });
    // The SDK (@colyseus/sdk) first tries `new WebSocket(url, { headers, protocols })` (Node's form), which the
    // browser's own WebSocket refuses with a catchable error but the routed one reports as a page error.
    await page.addInitScript(() => {
      const W = window.WebSocket;
      window.WebSocket = new Proxy(W, {
        construct(target, args: [string | URL, unknown?]) {
          const [url, p] = args;
          if (p && typeof p === 'object' && !Array.isArray(p)) throw new TypeError('no options object in a browser');
          return new target(url, p as string | string[] | undefined);
        },
      });
    });
  }

  release(): void {
    this.held = false;
    for (const send of this.queue.splice(0)) send();
  }
}

describeGame('acting on the board', () => {
  describe("at the Defender's first spending, with 3 Hourglasses", () => {
    const suite = browserSuite({ serve: 'game', env: startAt(spending), errorsAfterEach: true });
    const gate = new Gate();
    // A test that fails while the gate is held must not leave the Defender's tab deaf.
    afterEach(() => gate.release());

    /** A table at the position, the Defender's turn to spend. */
    const table = async (def?: Page) => {
      const t = await openTable(suite.url, await suite.page(), def ?? (await suite.page()));
      await waitFor(
        () => hooks.legal(t.def),
        (l) => l.some((a) => a.type === 'pay'),
        'the Defender can pay',
      );
      return t;
    };

    test('the hover card hides when the click menu opens', async () => {
      const { def } = await table();
      const pay = (await hooks.legal(def)).find((a): a is Pay => a.type === 'pay');
      const p = await pointOf(def, must(pay, 'a payment').slot);
      await def.mouse.move(p.x, p.y);
      await def.getByTestId('hover-card').waitFor();
      await def.mouse.click(p.x, p.y);
      await def.getByTestId('click-menu').waitFor();
      expect(await def.getByTestId('hover-card').isVisible()).toBe(false);
      await shot(def, 'click-menu-without-hover-card-1280');
      await def.keyboard.press('Escape');
    }, 60_000);

    test('a click while an action is on its way is kept and applied, never dropped silently', async () => {
      const gated = await suite.page();
      await gate.install(gated);
      const { def } = await table(gated);
      const legal = await hooks.legal(def);
      const pays = legal.filter((a): a is Pay => a.type === 'pay' && a.amount === 1);
      const slots = [...new Set(pays.map((a) => a.slot))];
      expect(slots.length).toBeGreaterThan(1);
      const [slot1 = '', slot2 = ''] = slots;
      gate.held = true;
      const a = await pointOf(def, slot1);
      await def.mouse.click(a.x, a.y);
      const pay1 = must(
        pays.find((x) => x.slot === slot1),
        `a payment on ${slot1}`,
      );
      await def.getByTestId(`menu-action-${tid(actionKey(pay1))}`).click();
      // On its way: said on the panel and the status bar.
      await def.getByTestId('pending').waitFor();
      await expectText(def, 'status-headline', /Sending/);
      await shot(def, 'action-on-its-way-1280');
      // A click now is kept...
      const b = await pointOf(def, slot2);
      await def.mouse.click(b.x, b.y);
      await expectText(def, 'notice', /applied when the server answers/);
      // ... and applied when the server answers: the menu opens at the second slot.
      gate.release();
      await def.getByTestId('click-menu').waitFor({ timeout: 10_000 });
      expect(await def.getByTestId('click-menu').textContent()).toMatch(/Pay/);
      await def.keyboard.press('Escape');
      expect(await def.getByTestId('pending').count()).toBe(0);
    }, 60_000);

    test('moving a Defender unit takes two clicks (source, target), or one drag', async () => {
      const { def } = await table();
      const v = await viewNow(def);
      const legal = await hooks.legal(def);
      const priestWalls = new Set<string>(v.defender.priests.map((p) => p.at));
      const moves = legal.filter((a): a is Move => a.type === 'move' && !priestWalls.has(a.from) && !priestWalls.has(a.to));
      expect(moves.length).toBeGreaterThan(0);
      // The unit a click on the target moves is the first one the source offers (changeable in the panel).
      const first = (from: string) => legal.find((a) => a.type === 'move' && a.from === from) as Move;
      const m = must(
        moves.find((x) => first(x.from).unit === x.unit),
        'a move of the unit a click moves',
      );
      const count = (vv: typeof v, id: string) =>
        (vv.board.walls as Record<string, { defenders: Record<string, number> }>)[id]?.defenders[m.unit] ?? 0;
      const before = count(v, m.from);
      let clicks = 0;
      const src = await pointOf(def, m.from);
      const dst = await pointOf(def, m.to);
      await def.mouse.click(src.x, src.y);
      clicks++;
      await def.getByTestId('selection').waitFor();
      await shot(def, 'move-source-selected-1280');
      await def.mouse.click(dst.x, dst.y);
      clicks++;
      const after = await waitFor(
        () => hooks.view(def),
        (x): x is GameView => Boolean(x && x.stateId > v.stateId),
        'the move',
      );
      expect(count(after, m.from)).toBe(before - 1);
      expect(clicks).toBe(2);

      // Drag and drop: press on a source, release on a target.
      await waitFor(
        () => hooks.legal(def),
        (l) => l.length > 0,
        'legal again',
      );
      const legal2 = await hooks.legal(def);
      const first2 = (from: string) => legal2.find((a) => a.type === 'move' && a.from === from) as Move;
      const m2 = must(
        legal2.find(
          (x): x is Move => x.type === 'move' && !priestWalls.has(x.from) && !priestWalls.has(x.to) && first2(x.from).unit === x.unit,
        ),
        'a second move to drag',
      );
      const v2 = await viewNow(def);
      const s2 = await pointOf(def, m2.from);
      const d2 = await pointOf(def, m2.to);
      await def.mouse.move(s2.x, s2.y);
      await def.mouse.down();
      await def.mouse.move(d2.x, d2.y, { steps: 6 });
      await def.mouse.up();
      await waitFor(
        () => hooks.view(def),
        (x) => Boolean(x && x.stateId > v2.stateId),
        'the dragged move',
      );
    }, 60_000);
  });

  describe("at the Assault's first Marksman shot, in turn II", () => {
    const suite = browserSuite({ serve: 'game', env: startAt(marksman), errorsAfterEach: true });

    test('each Marksman shot is one click on the target, then one click on "same as before"', async () => {
      const t = await openTable(suite.url, await suite.page(), await suite.page());
      const def = t.def;
      await waitFor(() => hooks.view(def), isShot, 'the Marksman shot');
      const shots: number[] = [];
      let same = 0;
      let last: ChoiceOption | null = null;
      for (let i = 0; i < 4; i++) {
        const v = await hooks.view(def);
        if (!v || !isShot(v)) break;
        const opts = (await hooks.legal(def)).filter(
          (a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose' && a.option !== 'none',
        );
        if (!opts.length) break;
        let clicks = 0;
        const before = last;
        if (before !== null && opts.some((o) => sameOption(o.option, before))) {
          await def.getByTestId('option-same').click();
          clicks++;
          same++;
        } else {
          const target = must(opts[0], 'a target').option;
          const p = await pointOf(def, typeof target === 'object' ? String(Object.values(target)[0]) : String(target));
          await def.mouse.click(p.x, p.y);
          clicks++;
          last = target;
        }
        shots.push(clicks);
        await waitFor(
          () => hooks.view(def),
          (x) => (x?.stateId ?? 0) > v.stateId,
          'the shot',
        );
        if (i === 0) await shot(def, 'marksman-target-1280');
      }
      // Seed 1's Assault has a Marksman shoot twice at one Rampart: both kinds of click are used.
      expect(shots.length).toBeGreaterThan(1);
      expect(same).toBeGreaterThan(0);
      expect(shots.every((n) => n === 1)).toBe(true);
    }, 60_000);
  });
});
