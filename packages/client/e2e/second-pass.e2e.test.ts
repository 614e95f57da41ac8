/**
 * In Chromium against the built server: errors where people look (and a password
 * dialog for a private game's link), a seat taken over elsewhere, the log that follows the
 * game, the hover card under the click menu, chat history on rejoin, clicks while an action
 * is on its way, the words, click counts, and the animations. Screenshots go to artifacts/.
 */
import { sameOption, type Action, type ChoiceOption, type GameView } from '@stronghold/rules';
import { SPELLS } from '@stronghold/rules/cards';
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
  pointOf,
  shot,
  tid,
  viewNow,
  waitFor,
} from './helpers';

/** Is the element's box inside the viewport? */
async function inViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const vp = must(page.viewportSize(), 'a viewport');
  return Boolean(box && box.y >= 0 && box.x >= 0 && box.y + box.height <= vp.height && box.x + box.width <= vp.width);
}

describeGame('the client at a table: errors where people look, explanations, pending actions', () => {
  const suite = browserSuite({ serve: 'game', errorsAfterEach: true });
  const page = (width = 1280, height = 800, motion: 'reduce' | 'no-preference' = 'reduce') => suite.page({ width, height, motion });

  test('errors show in the viewport; a private game link asks for the password', async () => {
    const host = await page();
    const t = await openTable(suite.url, host, await page(), { password: 'moonrise' });

    // A wrong password typed on the home screen: the message is inside the viewport (1280x800).
    const guest = await page();
    await guest.goto(suite.url);
    await guest.getByTestId('name-input').fill('Mina');
    await guest.getByTestId('join-code').fill(t.code);
    await guest.getByTestId('join-password').fill('wrong');
    await guest.getByTestId('join-submit').click();
    await expectText(guest, 'home-error', /Wrong password/);
    expect(await inViewport(guest, 'home-error')).toBe(true);
    await shot(guest, 'i15-home-error-1280');

    // The same at 390x844, scrolled down to the join form.
    const phone = await page(390, 844);
    await phone.goto(suite.url);
    await phone.getByTestId('name-input').fill('Mina');
    await phone.getByTestId('join-code').fill(t.code);
    await phone.getByTestId('join-password').fill('wrong');
    await phone.getByTestId('join-submit').click();
    await expectText(phone, 'home-error', /Wrong password/);
    expect(await inViewport(phone, 'home-error')).toBe(true);
    await shot(phone, 'i15-home-error-390');

    // Opening the game's link (as a watcher: both seats are taken) asks for the password.
    const link = await page();
    await link.goto(`${suite.url}/#/watch/${t.code}`);
    await link.getByTestId('password-dialog').waitFor();
    expect(await inViewport(link, 'password-dialog')).toBe(true);
    expect(await link.getByTestId('home-error').isVisible()).toBe(false);
    await shot(link, 'i15-password-dialog-1280');
    await link.getByTestId('password-input').fill('nope');
    await link.getByTestId('password-submit').click();
    await expectText(link, 'password-error', /Wrong password/);
    await link.getByTestId('password-input').fill('moonrise');
    await link.getByTestId('password-submit').click();
    await expectText(link, 'seat', 'Spectator');

    // Cancelling goes home without a false "Wrong password".
    const cancel = await page(390, 844);
    await cancel.goto(`${suite.url}/#/watch/${t.code}`);
    await cancel.getByTestId('password-dialog').waitFor();
    await shot(cancel, 'i15-password-dialog-390');
    await cancel.getByTestId('password-cancel').click();
    await cancel.getByTestId('home').waitFor();
    expect(await cancel.getByTestId('home-error').isVisible()).toBe(false);
  }, 120_000);

  test('a seat taken over by another device says so, disables its buttons and can be taken back', async () => {
    const inv = await page();
    const def = await page();
    const t = await openTable(suite.url, inv, def);
    // The Invader's seat token, opened in another browser (another device).
    const token = await inv.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('stronghold.'))));
    const other = await page();
    await other.addInitScript((kv: Record<string, string>) => {
      for (const [k, v] of Object.entries(kv)) localStorage.setItem(k, v);
    }, token);
    await other.goto(`${suite.url}/#/game/${t.code}`);
    await expectText(other, 'seat', 'Invader');

    await inv.getByTestId('replaced').waitFor();
    await expectText(inv, 'replaced', /open in another tab or on another device/);
    await expectText(inv, 'status-headline', /open in another tab or device/);
    expect(await inv.locator('[data-testid^=action-], [data-testid^=option-]').count()).toBe(0);
    expect(await inv.getByTestId('status-headline').textContent()).not.toMatch(/Your move/);
    await shot(inv, 'i15-replaced-1280');
    await inv.setViewportSize({ width: 390, height: 844 });
    await shot(inv, 'i15-replaced-390');
    await inv.setViewportSize({ width: 1280, height: 800 });

    await inv.getByTestId('take-back').click();
    await other.getByTestId('replaced').waitFor();
    await waitFor(
      () => inv.getByTestId('replaced').count(),
      (n) => n === 0,
      'the banner to go',
    );
    await waitFor(
      () => hooks.legal(inv),
      (l) => l.length > 0,
      'legal actions back in the first tab',
    );
  }, 120_000);

  test('the log follows the game, a reader who scrolls up gets a jump button', async () => {
    const inv = await page();
    const def = await page();
    const t = await openTable(suite.url, inv, def);
    const spec = await page();
    await spec.goto(`${suite.url}/#/watch/${t.code}`);
    await expectText(spec, 'seat', 'Spectator');
    const gap = (p: Page) =>
      p
        .getByTestId('game')
        .getByTestId('log')
        .evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);

    // Play until the log overflows, then on: the spectator's log stays at the bottom.
    let n = 0;
    await waitFor(
      async () => {
        await driveUntil(t, (v) => v.stateId > n, undefined, 40);
        n = (await viewNow(inv)).stateId;
        return spec
          .getByTestId('game')
          .getByTestId('log')
          .evaluate((el) => el.scrollHeight > el.clientHeight * 1.5);
      },
      Boolean,
      'the log to overflow',
      90_000,
    );
    await waitFor(
      () => gap(spec),
      (g) => g < 8,
      'the spectator log at the bottom',
    );
    await waitFor(
      () => gap(def),
      (g) => g < 8,
      'the Defender log at the bottom',
    );

    // The reader scrolls up on purpose: it stays there, new entries show a button.
    const list = spec.getByTestId('game').getByTestId('log');
    const box = must(await list.boundingBox(), 'the log on screen');
    await spec.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await spec.mouse.wheel(0, -2000);
    await waitFor(
      () => gap(spec),
      (g) => g > 50,
      'the log scrolled up',
    );
    const before = await spec.getByTestId('game').getByTestId('log-entry').count();
    await waitFor(
      async () => {
        await driveUntil(t, (v) => v.stateId > n, undefined, 10);
        n = (await viewNow(inv)).stateId;
        return spec.getByTestId('game').getByTestId('log-entry').count();
      },
      (c) => c > before,
      'new log entries',
      60_000,
    );
    await spec.getByTestId('game').getByTestId('log-jump').waitFor();
    expect(await gap(spec)).toBeGreaterThan(50);
    await shot(spec, 'i15-log-jump-1280');
    await spec.getByTestId('game').getByTestId('log-jump').click();
    await waitFor(
      () => gap(spec),
      (g) => g < 8,
      'back at the bottom',
    );
    expect(await spec.getByTestId('game').getByTestId('log-jump').isVisible()).toBe(false);

    // The prompt panel above changing height does not push the newest entry out of view.
    await def.setViewportSize({ width: 1280, height: 800 });
    for (let i = 0; i < 6; i++) {
      await driveUntil(t, (v) => v.stateId > n, undefined, 10);
      n = (await viewNow(inv)).stateId;
      await def.waitForTimeout(150);
      expect(await gap(def)).toBeLessThan(8);
    }
  }, 240_000);

  test('chat history is shown on rejoin, each message once', async () => {
    const inv = await page();
    const def = await page();
    await openTable(suite.url, inv, def);
    await inv.getByTestId('chat-input').fill('Your walls will fall.');
    await inv.getByTestId('chat-send').click();
    await expectText(def, 'chat-list', /Your walls will fall/);
    await def.reload();
    await expectText(def, 'seat', 'Defender');
    // Needs the server's `chatHistory` message on join.
    await expectText(def, 'chat-list', /Your walls will fall/, 10_000);
    await inv.getByTestId('chat-input').fill('Still here?');
    await inv.getByTestId('chat-send').click();
    await expectText(def, 'chat-list', /Still here/);
    expect(await def.getByTestId('chat-line').filter({ hasText: 'Your walls will fall' }).count()).toBe(1);
  }, 90_000);

  describe('one table played into turn II', () => {
    let t: Awaited<ReturnType<typeof openTable>>;
    let spec: Page;
    let calm: Page;
    /**
     * Server-to-Defender hold: the Defender's connection is routed through the test, and while
     * `held` is set every server message waits, in order, until `release()` sends them on.
     * A gate rather than a timer, so a slow machine cannot let an answer through early.
     */
    const gate = {
      held: false,
      queue: [] as Array<() => void>,
      release(): void {
        this.held = false;
        for (const send of this.queue.splice(0)) send();
      },
    };

    // A test that fails while the gate is held must not leave the Defender's tab deaf.
    afterEach(() => gate.release());

    beforeAll(async () => {
      const inv = await page();
      const def = await page();
      // Every server message to the Defender's tab passes here, in order, held while the gate is.
      await def.routeWebSocket(/.*/, (ws) => {
        const srv = ws.connectToServer();
        ws.onMessage((m) => srv.send(m));
        srv.onMessage((m) => {
          if (gate.held || gate.queue.length > 0) gate.queue.push(() => ws.send(m));
          else ws.send(m);
        });
      });
      // The SDK (@colyseus/sdk) first tries `new WebSocket(url, { headers, protocols })` (Node's form), which the
      // browser's own WebSocket refuses with a catchable error but the routed one reports as a page error.
      await def.addInitScript(() => {
        const W = window.WebSocket;
        window.WebSocket = new Proxy(W, {
          construct(target, args: [string | URL, unknown?]) {
            const [url, p] = args;
            if (p && typeof p === 'object' && !Array.isArray(p)) throw new TypeError('no options object in a browser');
            return new target(url, p as string | string[] | undefined);
          },
        });
      });
      t = await openTable(suite.url, inv, def);
      spec = await page(1280, 800, 'no-preference');
      await spec.goto(`${suite.url}/#/watch/${t.code}`);
      await expectText(spec, 'seat', 'Spectator');
      calm = await page(390, 844, 'reduce');
      await calm.goto(`${suite.url}/#/watch/${t.code}`);
      await expectText(calm, 'seat', 'Spectator');
    }, 60_000);

    test('explanations at the moment of choice: left to right, the Library spells, the legend', async () => {
      const inv = t.inv;
      // Turn I starts with arranging the row: the reason for the order is said there.
      await waitFor(
        () => hooks.view(inv),
        (v) => v?.prompts.at(-1)?.kind === 'choice' && (v.prompts.at(-1) as { id: string }).id === 'spells.setup-order',
        'the arrange step',
      );
      await expectText(inv, 'explain', /cast left to right/);
      await expectText(inv, 'prompt-text', /^Arrange your spells/);
      for (const sp of (await viewNow(inv)).invader.row)
        expect(await inv.getByTestId(`option-${sp}`).textContent()).toContain(SPELLS[sp].text.slice(0, 30));
      await shot(inv, 'i15-arrange-1280');
      // The other seat reads it in the third person.
      await expectText(t.def, 'status-headline', /^The Invader is arranging their spells/);

      await driveUntil(t, (v) => v.prompts.at(-1)?.kind === 'invader-supply');
      const lib = (await hooks.legal(inv)).find((a) => a.type === 'library');
      if (lib) {
        await hooks.act(inv, lib);
        await waitFor(
          () => hooks.view(inv),
          (v) => (v?.prompts.at(-1) as { id?: string } | undefined)?.id === 'supply.library.out',
          'the Library choice',
        );
        const out = must((await viewNow(inv)).invader.row[0], 'a spell in the row');
        await inv.getByTestId(`option-${out}`).click();
        await waitFor(
          () => hooks.view(inv),
          (v) => (v?.prompts.at(-1) as { id?: string } | undefined)?.id === 'supply.library.in',
          'the Library spells',
        );
        const library = (await viewNow(inv)).invader.library;
        expect(library.length).toBeGreaterThan(0);
        for (const sp of library) expect(await inv.getByTestId(`option-${sp}`).textContent()).toContain(SPELLS[sp].text.slice(0, 30));
        await shot(inv, 'i15-library-1280');
        await inv.setViewportSize({ width: 390, height: 844 });
        await shot(inv, 'i15-library-390');
        await inv.setViewportSize({ width: 1280, height: 800 });
        // The Defender does not see the Library spells' names or texts.
        const defText = await t.def.locator('body').innerText();
        for (const sp of library) expect(defText).not.toContain(SPELLS[sp].text.slice(0, 30));
      }

      // The colour legend: each unit's strength and trait.
      await inv.getByTestId('legend-phantom').hover();
      await expectText(inv, 'hover-card', /strength 1.*Levitates/s);
      await inv.getByTestId('legend-vampire').hover();
      await expectText(inv, 'hover-card', /strength 3/);
      await expectText(inv, 'legend', /Skeleton\s*2/);
      await shot(inv, 'i15-legend-1280');
    }, 120_000);

    test('the hover card hides when the click menu opens', async () => {
      const spending = (v: { prompts: Array<{ kind: string }>; defender: { hourglasses: number } }) =>
        v.prompts.at(-1)?.kind === 'defender-spend' && v.defender.hourglasses >= 3;
      await driveUntil(t, spending, undefined, 900);
      const def = t.def;
      await waitFor(
        () => hooks.legal(def),
        (l) => l.some((a) => a.type === 'pay'),
        'the Defender can pay',
      );
      const pay = (await hooks.legal(def)).find((a) => a.type === 'pay') as Extract<Action, { type: 'pay' }>;
      const p = await pointOf(def, pay.slot);
      await def.mouse.move(p.x, p.y);
      await def.getByTestId('hover-card').waitFor();
      await def.mouse.click(p.x, p.y);
      await def.getByTestId('click-menu').waitFor();
      expect(await def.getByTestId('hover-card').isVisible()).toBe(false);
      await shot(def, 'i15-menu-no-hover-1280');
      await def.keyboard.press('Escape');
    }, 60_000);

    test('a click while an action is on its way is kept and applied, never dropped silently', async () => {
      const def = t.def;
      const legal = await hooks.legal(def);
      const pays = legal.filter((a): a is Extract<Action, { type: 'pay' }> => a.type === 'pay' && a.amount === 1);
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
      await shot(def, 'i15-pending-1280');
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
      const def = t.def;
      const v = await viewNow(def);
      const legal = await hooks.legal(def);
      const priestWalls = new Set<string>(v.defender.priests.map((p) => p.at));
      const moves = legal.filter(
        (a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && !priestWalls.has(a.from) && !priestWalls.has(a.to),
      );
      expect(moves.length).toBeGreaterThan(0);
      // The unit a click on the target moves is the first one the source offers (changeable in the panel).
      const first = (from: string) => legal.find((a) => a.type === 'move' && a.from === from) as Extract<Action, { type: 'move' }>;
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
      await shot(def, 'i15-move-selected-1280');
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
      const first2 = (from: string) => legal2.find((a) => a.type === 'move' && a.from === from) as Extract<Action, { type: 'move' }>;
      const m2 = legal2.find(
        (x): x is Extract<Action, { type: 'move' }> =>
          x.type === 'move' && !priestWalls.has(x.from) && !priestWalls.has(x.to) && first2(x.from).unit === x.unit,
      );
      if (m2) {
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
      }
    }, 60_000);

    test('other seats read the third person; turn numbers in Roman; places named as on the board', async () => {
      const raw =
        /\b(r-(left|front|right)-\d|r-barbican|fg-(left|front|right)|gate-(outer|middle|inner)|illusionary-threat)\b|\w>\w|\b(in|on|at) t\d\b|\bTurn \d/;
      await driveUntil(t, (v) => v.turn >= 2 && v.prompts.at(-1)?.kind === 'invader-supply', undefined, 900);
      for (const p of [t.inv, t.def, spec]) {
        const lines = await p.getByTestId('game').getByTestId('log-entry').allTextContents();
        expect(lines.length).toBeGreaterThan(10);
        expect(lines.filter((l) => raw.test(l))).toEqual([]);
        expect(lines.filter((l) => /^[a-z]/.test(l))).toEqual([]);
        expect(lines.some((l) => /Turn II/.test(l))).toBe(true);
      }
      await expectText(spec, 'status-where', /^Turn II/);
      const head = (await t.def.getByTestId('status-headline').textContent()) ?? '';
      expect(head).toMatch(/^The Invader is /);
      expect(head).not.toMatch(/\byour\b/i);
      // The lobby says the turn as the board does.
      const lobby = await page();
      await lobby.goto(suite.url);
      await expectText(lobby, `game-row-${tid(t.code)}`, /Turn II/);
      await shot(lobby, 'i15-lobby-1280');
      await shot(spec, 'i15-spectator-turn2-1280');
      await shot(calm, 'i15-spectator-turn2-390');
    }, 300_000);

    test('moving units slide (under 300 ms); no animation under reduced motion', async () => {
      // The last Move out slid units for the spectator who allows motion.
      await driveUntil(t, (v) => v.prompts.at(-1)?.kind === 'invader-advance', undefined, 400);
      const adv = must(
        (await hooks.legal(t.inv)).find((a) => a.type === 'advance'),
        'an advance',
      );
      const before = (await viewNow(spec)).stateId;
      await hooks.act(t.inv, adv);
      await waitFor(
        () => hooks.view(spec),
        (v) => (v?.stateId ?? 0) > before,
        'the advance seen',
      );
      const m = await waitFor(
        () => hooks.motion(spec),
        (x) => x.slides > 0,
        'a slide',
      );
      expect(m.ms).toBeGreaterThan(0);
      expect(m.ms).toBeLessThan(300);
      expect(m.reduced).toBe(false);
      const c = await hooks.motion(calm);
      expect(c.reduced).toBe(true);
      expect(c.ms).toBe(0);
    }, 120_000);

    test('each Marksman shot is one click on the target, then one click on "same as before"', async () => {
      const isShot = (v: { prompts: unknown[] } | null) => (v?.prompts.at(-1) as { id?: string } | undefined)?.id === 'assault.marksman';
      await driveUntil(t, (v) => isShot(v) || v.turn >= 3, undefined, 900);
      const def = t.def;
      const shots: number[] = [];
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
        if (i === 0) await shot(def, 'i15-marksman-1280');
      }
      // Without Skeletons on a Rampart linked to a Marksman nobody shoots; the test needs a shot.
      expect(shots.length).toBeGreaterThan(0);
      expect(shots.every((n) => n === 1)).toBe(true);
      process.stdout.write(`marksman shots: ${shots.length}, clicks each: ${shots.join(',')}\n`);
    }, 300_000);
  });
});
