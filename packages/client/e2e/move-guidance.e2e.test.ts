/**
 * In Chromium against the built server: what the page says around a player's move. Hover cards
 * never cover a place to click next (beside their place, clear of every target, their link
 * clickable; none while a source is selected); a move into a Trap asks first in the page (never a
 * browser dialog), says what it costs, and moves nothing when refused; the tutorial coach never
 * says the opponent is playing while the status bar says "Your move".
 *
 * The hover card and the Trap start at a stored position: the Invader's advance in turn II with
 * units on the Front Foreground and the Defender's Trap on its path to the Barbican. The tutorial
 * is played through turn I from the beginning (turn I is where its coach speaks). Screenshots go to
 * artifacts/.
 */
import { TRAP_STRENGTH, type Action, type GameView } from '@stronghold/rules';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  clickIfStillThere,
  describeGame,
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
import { positionWhere, startAt } from './start-position';

const visible = (p: Page, id: string) => p.getByTestId(id).isVisible();

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.width && a.y < b.y + b.h && b.y < a.y + a.height;

/** The Front Foreground -> Barbican path, where the Defender's Trap waits. */
const PATH = 'fg-front>r-barbican';
const springs = (l: Action[]) => l.some((a) => a.type === 'springTrap' && a.from === 'fg-front' && a.to === 'r-barbican');

/** The Defender buys a Trap for the Front Foreground -> Barbican path; the Invader brings its units to the Front Foreground. */
const trapPolicy = (l: Action[], v: GameView): Action => {
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

/**
 * The Invader's advance in turn II (seed 1, played by trapPolicy) with units on the Front
 * Foreground and the Trap on their way to the Barbican: moving there springs it (each test checks
 * that the page offers it).
 */
const atTheTrap = positionWhere(
  (v) =>
    v.toAct === 'invader' &&
    v.turn >= 2 &&
    v.prompts.at(-1)?.kind === 'invader-advance' &&
    v.board.traps.includes(PATH) &&
    Object.values(v.board.areas['fg-front']).some((n) => n > 0),
  { policy: trapPolicy },
);

describeGame('a move on the board (browser, at the Trap in turn II)', () => {
  const suite = browserSuite({ serve: 'game', env: { ...startAt(atTheTrap), BOT_PACE_MS: '0' } });

  test('hover cards never cover a place to click next: beside their place, clear of every target, their link clickable; none while a source is selected', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    await openTable(suite.url, inv, def);
    // The Invader's Move out: a source to select, destinations to click.
    expect((await viewNow(inv)).prompts.at(-1)?.kind).toBe('invader-advance');
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
    await shot(inv, 'hover-card-beside-a-unit-to-move');
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
    // No card is to come: give a hover card's delay the time to show one if it wrongly would.
    await inv.waitForTimeout(400);
    expect(await visible(inv, 'hover-card')).toBe(false);
    expect(await visible(inv, 'rules-panel')).toBe(false);
  }, 120_000);

  test('a move into a Trap asks first in the page, saying what it costs; refused, nothing moves; confirmed, the Trap springs', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    await openTable(suite.url, inv, def);
    // The position: the Invader to move, the Trap on the path, springing it offered.
    const legal = await waitFor(
      () => hooks.legal(inv),
      (l) => l.length > 0,
      "the Invader's advance offered",
    );
    expect(springs(legal)).toBe(true);
    const before = await viewNow(inv);
    expect(before.toAct).toBe('invader');
    expect(before.board.traps).toContain(PATH);
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
    await shot(inv, 'trap-move-asks-first');
    await inv.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Refused: nothing was sent, nothing moved (an action sent would land within this wait).
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
  }, 120_000);
});

describeGame('the tutorial coach (browser, through turn I)', () => {
  const suite = browserSuite({ serve: 'game', env: { BOT_PACE_MS: '0' } });

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
        // The computer's move: sample the coach and the status bar again in a moment.
        await page.waitForTimeout(80);
        continue;
      }
      await hooks.act(page, quickPolicy(l, v));
      await waitFor(
        async () => (await viewNow(page)).stateId,
        (id) => id !== v.stateId,
        'the move to land',
      ).catch(() => undefined);
    }
    // The moment the players reported came: the coach had no step and said it was our move.
    expect(mineWithoutStep).toBeGreaterThan(0);
  }, 400_000);
});
