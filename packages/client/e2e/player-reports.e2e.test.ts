/**
 * In Chromium against the built server, what players reported: who is offered Concede and the
 * turn notification, the sentence of a seat opened elsewhere, hover cards that never cover a place
 * to click next, a move into a Trap that asks first in the page (never a browser dialog) and says
 * what it costs, and the tutorial coach that says whose move it is from the status bar's own source.
 */
import { TRAP_STRENGTH, type Action, type GameView } from '@stronghold/rules';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  clickIfStillThere,
  describeGame,
  driveUntil,
  expectText,
  hooks,
  must,
  openTable,
  pointOf,
  quickPolicy,
  shot,
  viewNow,
  waitFor,
} from './helpers';

const visible = (p: Page, id: string) => p.getByTestId(id).isVisible();

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.width && a.y < b.y + b.h && b.y < a.y + a.height;

describeGame('what players reported (browser)', () => {
  const suite = browserSuite({ serve: 'game', env: { BOT_PACE_MS: '0' } });

  test('Concede shows only to a player of a game in play; the turn notification never to a spectator', async () => {
    const inv = await suite.page();
    await inv.goto(suite.url);
    await inv.getByTestId('name-input').fill('Vlad');
    await inv.getByTestId('create-side-invader').check();
    await inv.getByTestId('create-submit').click();
    await expectText(inv, 'seat', 'Invader');
    // Before the opponent arrives: nothing to concede yet.
    expect(await visible(inv, 'concede')).toBe(false);
    const code = ((await inv.getByTestId('room-code').textContent()) ?? '').replace(/^Code /, '');
    const def = await suite.page();
    await def.goto(suite.url);
    await def.getByTestId('name-input').fill('Anna');
    await def.getByTestId('join-code').fill(code);
    await def.getByTestId('join-submit').click();
    await expectText(def, 'seat', 'Defender');
    await inv.getByTestId('concede').waitFor();
    expect(await visible(def, 'concede')).toBe(true);
    expect(await visible(inv, 'notify-ask')).toBe(true);

    const spec = await suite.page();
    await spec.goto(`${suite.url}/#/watch/${code}`);
    await expectText(spec, 'seat', /Spectator/);
    await waitFor(
      () => hooks.view(spec),
      (v) => Boolean(v?.toAct),
      'the spectator sees the game',
    );
    expect(await visible(spec, 'concede')).toBe(false);
    expect(await visible(spec, 'notify-ask')).toBe(false);

    // After the end: gone for the players too.
    inv.once('dialog', (d) => void d.accept());
    await inv.getByTestId('concede').click();
    await waitFor(
      () => hooks.view(inv),
      (v) => Boolean(v?.winner),
      'the end',
    );
    await inv
      .getByTestId('end-keep')
      .click()
      .catch(() => undefined);
    await waitFor(
      () => visible(inv, 'concede'),
      (v) => !v,
      'Concede to go after the end',
    );
    expect(await visible(def, 'concede')).toBe(false);
  }, 120_000);

  test('a seat opened elsewhere says so in a sentence that reads with the seat name', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    const t = await openTable(suite.url, inv, def);
    const stored = await inv.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('stronghold.'))));
    const other = await suite.page();
    await other.addInitScript((kv: Record<string, string>) => {
      for (const [k, v] of Object.entries(kv)) localStorage.setItem(k, v);
    }, stored);
    await other.goto(`${suite.url}/#/game/${t.code}`);
    await expectText(other, 'seat', 'Invader');
    await expectText(inv, 'replaced', /^Your seat \(Invader\) is now open in another tab or on another device\./);
  }, 90_000);

  test('hover cards never cover a place to click next: beside their place, clear of every target, their link clickable; none while a source is selected', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    const t = await openTable(suite.url, inv, def);
    // The Invader's Move out: a source to select, destinations to click.
    const canMove = (v: GameView) => v.toAct === 'invader' && v.prompts.at(-1)?.kind === 'invader-advance';
    await driveUntil(t, canMove, (l, v) => (v.prompts.at(-1)?.kind === 'invader-advance' ? must(l[0], 'an action') : quickPolicy(l, v)));
    const legal = await waitFor(
      () => hooks.legal(inv),
      (l) => l.some((a) => a.type === 'advance'),
      'advances offered',
    );
    const adv = must(
      legal.find((a): a is Extract<Action, { type: 'advance' }> => a.type === 'advance'),
      'an advance',
    );
    const from = await pointOf(inv, adv.from);
    await inv.mouse.move(from.x, from.y);
    await inv.getByTestId('hover-card').waitFor();
    await shot(inv, 'player-reports-hover-card');
    // The card covers no highlighted place: every target's rectangle, as the board draws it.
    const glowing = ((await inv.getByTestId('board').getAttribute('data-highlights')) ?? '').split(' ').filter(Boolean);
    expect(glowing).toContain(adv.from);
    const rects = JSON.parse((await inv.getByTestId('board').getAttribute('data-target-rects')) ?? '{}') as Record<string, Box>;
    const card = must(await inv.getByTestId('hover-card').boundingBox(), 'the hover card');
    for (const id of glowing) {
      const c = await hooks.point(inv, id);
      if (!c) continue; // not a board place (a card of the panel)
      // The rectangle is where the board draws the place: its centre (the click point) lies in it.
      const r = must(rects[id], `the rectangle of ${id}`);
      expect(c.x >= r.x && c.x <= r.x + r.w && c.y >= r.y && c.y <= r.y + r.h).toBe(true);
      expect([id, overlaps(card, r)]).toEqual([id, false]);
    }
    // Clear of the targets, its link takes a click (on a phone, a tap): it opens the rules.
    expect(await inv.getByTestId('hover-rules').evaluate((e) => getComputedStyle(e).pointerEvents)).toBe('auto');
    await inv.mouse.move(from.x, from.y);
    await inv.mouse.click(from.x, from.y);
    // A source selected: the card goes, and hovering the destination shows none.
    await waitFor(
      () => visible(inv, 'hover-card'),
      (v) => !v,
      'the card to go once a source is selected',
    );
    const to = await pointOf(inv, adv.to);
    await inv.mouse.move(to.x, to.y, { steps: 5 });
    await inv.waitForTimeout(400);
    expect(await visible(inv, 'hover-card')).toBe(false);
    expect(await visible(inv, 'rules-panel')).toBe(false);
  }, 180_000);

  test('a move into a Trap asks first in the page, saying what it costs; refused, nothing moves; confirmed, the Trap springs', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    const t = await openTable(suite.url, inv, def);
    const PATH = 'fg-front>r-barbican';
    const springs = (l: Action[]) => l.some((a) => a.type === 'springTrap' && a.from === 'fg-front' && a.to === 'r-barbican');
    // The Defender buys a Trap for the Front Foreground -> Barbican path; the Invader brings its units to the Front Foreground.
    const policy = (l: Action[], v: GameView): Action => {
      const top = v.prompts.at(-1);
      if (top?.kind === 'choice') {
        const trap = l.find((a) => a.type === 'choose' && a.option === PATH);
        if (trap) return trap;
      }
      const buy = l.find((a) => a.type === 'pay' && a.slot === 'scouts.trap');
      if (buy && !v.board.traps.includes(PATH)) return buy;
      if (top?.kind === 'invader-advance') {
        const front = l.find((a) => a.type === 'advance' && a.to === 'fg-front');
        return front ?? must(l.find((a) => a.type === 'done') ?? l[0], 'an action');
      }
      return quickPolicy(l, v);
    };
    let ready = false;
    for (let i = 0; i < 900 && !ready; i++) {
      const v = await driveUntil(t, (x) => x.toAct === 'invader' && x.board.traps.includes(PATH), policy, 900);
      const l = await hooks.legal(inv);
      if (v.toAct === 'invader' && springs(l)) ready = true;
      else if (l.length) await hooks.act(inv, policy(l, v));
      else await inv.waitForTimeout(60);
    }
    expect(ready).toBe(true);
    const before = await viewNow(inv);
    // A browser dialog may be suppressed (then the move could never be made): the page asks itself.
    const native: string[] = [];
    inv.on('dialog', (d) => {
      native.push(d.message());
      void d.dismiss();
    });
    const from = await pointOf(inv, 'fg-front');
    await inv.mouse.click(from.x, from.y);
    const to = await pointOf(inv, 'r-barbican');
    await inv.mouse.click(to.x, to.y);
    const dialog = inv.getByTestId('confirm-dialog');
    await dialog.waitFor();
    const asked = (await inv.getByTestId('confirm-text').textContent()) ?? '';
    expect(asked).toContain(`combined strength ${TRAP_STRENGTH}`);
    expect(asked).toContain('the Barbican');
    expect(asked).toMatch(/Spring it\?$/);
    expect(await inv.getByTestId('confirm-ok').textContent()).toBe('Spring the Trap');
    // The focus is on the safe button; Escape cancels.
    expect(await inv.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-cancel');
    await shot(inv, 'player-reports-trap-confirm');
    await inv.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Refused: nothing was sent, nothing moved.
    await inv.waitForTimeout(500);
    const after = await viewNow(inv);
    expect(after.stateId).toBe(before.stateId);
    expect(after.board.areas['fg-front']).toEqual(before.board.areas['fg-front']);
    // Cancel refuses too.
    await inv.mouse.click(to.x, to.y);
    await dialog.waitFor();
    await inv.getByTestId('confirm-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    await inv.waitForTimeout(300);
    expect((await viewNow(inv)).stateId).toBe(before.stateId);
    // Enter on the focused safe button cancels too.
    await inv.mouse.click(to.x, to.y);
    await dialog.waitFor();
    await inv.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await inv.waitForTimeout(300);
    expect((await viewNow(inv)).stateId).toBe(before.stateId);
    // Confirmed from the keyboard (Tab to the Trap's button, Enter): the Trap springs (the source
    // is still selected: one click on the destination asks again).
    await inv.mouse.click(to.x, to.y);
    await dialog.waitFor();
    await inv.keyboard.press('Tab');
    expect(await inv.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-ok');
    await inv.keyboard.press('Enter');
    await waitFor(
      async () => (await viewNow(inv)).stateId,
      (s) => s > before.stateId,
      'the Trap sprung',
    );
    expect(native).toEqual([]);
  }, 400_000);

  test('the tutorial coach never says the opponent is playing while the status bar says Your move', async () => {
    const page = await suite.page();
    await page.goto(suite.url);
    await page.getByTestId('name-input').fill('Vlad');
    await page.getByTestId('tutorial-invader').click();
    await expectText(page, 'seat', 'Invader');
    await page.getByTestId('coach').waitFor();
    let mineWithoutStep = 0;
    for (let i = 0; i < 400; i++) {
      const v = await viewNow(page);
      if (v.turn >= 2 && v.prompts.at(-1)?.kind === 'invader-advance') break;
      const [headline, coachShown, title] = await Promise.all([
        page.getByTestId('status-headline').textContent(),
        visible(page, 'coach'),
        page
          .getByTestId('coach-title')
          .textContent()
          .catch(() => null),
      ]);
      if (coachShown && /^Your move/.test(headline ?? '')) {
        expect([headline, title]).not.toEqual([headline, 'Your opponent is playing']);
        if (title === 'Your move') mineWithoutStep++;
      }
      if (coachShown && (await visible(page, 'coach-ok'))) {
        await clickIfStillThere(page, 'coach-ok');
        continue;
      }
      const l = await hooks.legal(page);
      if (!l.length || v.toAct !== 'invader') {
        await page.waitForTimeout(80);
        continue;
      }
      await hooks.act(page, quickPolicy(l, v));
      await waitFor(
        async () => (await viewNow(page)).stateId,
        (id) => id !== v.stateId,
        'the move to land',
      ).catch(() => undefined);
      await page.waitForTimeout(50);
    }
    // The moment the players reported came: the coach had no step and said it was our move.
    expect(mineWithoutStep).toBeGreaterThan(0);
  }, 400_000);
});
