/**
 * In Chromium against the built server: the play surface at 390x844 (the decision in view with
 * no scrolling, the board as wide as the screen and zoomable by pinch and buttons, the far parts
 * of the board one tap away, a collapsible decision sheet) and at 1280x800 (menus that say what a
 * choice costs and does, why a building action offers only part payments, a Repel that would do
 * nothing marked so, and in the last window before
 * the Assault not offered at all, a used Priest action that says why, highlights limited to what a
 * payment completes), and in a learning game a suggested purchase the panel's button takes and
 * that yields to a Hint.
 * Every game on the suite's server starts at a stored position (start-position.ts): the Defender's
 * first window with payments, or for the last block the last window before the Assault with a
 * Priest left to act on a wall without a Vampire. Screenshots go to artifacts/ (SCREENSHOTS=1).
 */
import type { Action, GameView, WallId } from '@stronghold/rules';
import type { Page } from 'playwright-core';
import {
  actionKey,
  browserSuite,
  describeGame,
  expectText,
  hooks,
  must,
  openTable,
  pointOf,
  quickPolicy,
  shot,
  tid,
  viewNow,
  waitFor,
} from './helpers';
import { positionWhere, startAt } from './start-position';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

const inDefenderWindow = (v: GameView) => v.toAct === 'defender' && v.prompts[v.prompts.length - 1]?.kind === 'defender-spend';
/** The Defender's first window (turn I, after the Invader's Supply Phase and the Council markers). */
const firstWindow = positionWhere(inDefenderWindow);

/** A Priest who may still act, on a wall without a Vampire. */
const idlePriest = (v: GameView) =>
  v.defender.priests.find((p) => !p.acted && p.at in v.board.walls && v.board.walls[p.at as WallId].invaders.vampire === 0);
/** The last window before the Assault, with Hourglasses to spend and such a Priest. */
const lastWindow = (v: GameView) => {
  const top = v.prompts[v.prompts.length - 1];
  return v.toAct === 'defender' && top?.kind === 'defender-spend' && top.final && v.defender.hourglasses > 0 && !!idlePriest(v);
};
/** The Defender keeps its Priests for the last window. */
const keepPriests = (l: Action[], v: GameView): Action => {
  const others = v.toAct === 'defender' ? l.filter((a) => a.type !== 'priest') : l;
  return quickPolicy(others.length ? others : l, v);
};
const beforeAssault = positionWhere(lastWindow, { policy: keepPriests });

/** The game `p` shows once it has one (a page that has just joined may not have it yet). */
const shown = (p: Page): Promise<GameView> =>
  waitFor(
    () => hooks.view(p),
    (v): v is GameView => v !== null,
    'the game on the page',
  );

const canvasWidth = async (p: Page) => must(await p.getByTestId('board-canvas').boundingBox(), 'the board canvas').width;

/** Two fingers on the board at `x`, spreading from `from` to `to` px apart (CDP touch events). */
async function pinch(p: Page, x: number, y: number, from: number, to: number): Promise<void> {
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const pts = (d: number) => [
    { x: x - d / 2, y, id: 1 },
    { x: x + d / 2, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pts(from) });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: pts(from + ((to - from) * i) / 8) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A learning game as the Defender against the Easy computer, from the home screen. */
async function openLearningGame(p: Page, url: string): Promise<void> {
  await p.goto(url);
  await p.getByTestId('name-input').fill('Anna');
  await p.getByTestId('computer-side').selectOption('defender');
  await p.getByTestId('computer-level').selectOption('easy');
  await p.getByTestId('computer-submit').click();
}

describeGame('the play surface: a phone bottom sheet, menus with costs, highlights limited to purchases', () => {
  const suite = browserSuite({ serve: 'game', env: { ...startAt(firstWindow), BOT_PACE_MS: '0' }, errorsAfterEach: true });
  let def: Page | undefined;

  /** A table in the Defender's first window (where every game here starts); the Defender's page at 390x844. */
  const defender = async (): Promise<Page> => {
    if (def) return def;
    const t = await openTable(suite.url, await suite.page(DESK), await suite.page(PHONE));
    expect(inDefenderWindow(await shown(t.def))).toBe(true);
    await waitFor(
      () => hooks.legal(t.def),
      (l) => l.some((a) => a.type === 'pay'),
      'the Defender to have payments',
    );
    def = t.def;
    return def;
  };

  test('390x844: the decision is in view without scrolling, the page never scrolls sideways, the sheet collapses', async () => {
    const p = await defender();
    await p.getByTestId('prompt-panel').locator('.your-move').waitFor();
    const fit = await p.evaluate(() => ({
      pageW: document.documentElement.scrollWidth,
      pageH: document.documentElement.scrollHeight,
      vw: innerWidth,
      vh: innerHeight,
    }));
    expect(fit.pageW).toBeLessThanOrEqual(fit.vw);
    expect(fit.pageH).toBeLessThanOrEqual(fit.vh);
    const head = must(await p.getByTestId('prompt-panel').locator('.your-move').boundingBox(), 'the decision heading');
    const text = must(await p.getByTestId('prompt-text').boundingBox(), 'the decision text');
    expect(head.y).toBeGreaterThanOrEqual(0);
    expect(text.y + text.height).toBeLessThanOrEqual(PHONE.height);
    const wrap = must(await p.getByTestId('board').boundingBox(), 'the board box');
    expect(wrap.width).toBeLessThanOrEqual(PHONE.width);
    await shot(p, 'play-surface-390x844-sheet-open');

    // The sheet down to its peek height: the decision's first line stays, the board grows.
    await p.getByTestId('sheet-toggle').click();
    await p.waitForTimeout(300);
    const peek = must(await p.getByTestId('side-sheet').boundingBox(), 'the sheet');
    const wrapPeek = must(await p.getByTestId('board').boundingBox(), 'the board box');
    expect(peek.height).toBeLessThan(160);
    expect(wrapPeek.height).toBeGreaterThan(wrap.height + 150);
    const headPeek = must(await p.getByTestId('prompt-panel').locator('.your-move').boundingBox(), 'the decision heading');
    expect(headPeek.y + headPeek.height).toBeLessThanOrEqual(PHONE.height);
    await shot(p, 'play-surface-390x844-sheet-peek');
    await p.getByTestId('sheet-toggle').click();
  }, 240_000);

  test('390x844: pinch and the zoom buttons change the board scale; Council and Hourglasses are one tap away', async () => {
    const p = await defender();
    const start = await canvasWidth(p);
    await p.getByTestId('zoom-fit').click();
    await p.waitForTimeout(200);
    const fitted = await canvasWidth(p);
    expect(fitted).toBeLessThanOrEqual(PHONE.width);
    expect(fitted).toBeLessThan(start);
    await shot(p, 'play-surface-390x844-fitted');

    const wrap = must(await p.getByTestId('board').boundingBox(), 'the board box');
    await pinch(p, wrap.x + wrap.width / 2, wrap.y + wrap.height / 3, 60, 220);
    await p.waitForTimeout(200);
    const pinched = await canvasWidth(p);
    expect(pinched).toBeGreaterThan(fitted * 2);

    for (const [key, id] of [
      ['council', 'council'],
      ['hourglasses', 'hourglasses'],
    ] as const) {
      await p.getByTestId(`jump-${key}`).click();
      await p.waitForTimeout(200);
      const at = await pointOf(p, id);
      const box = must(await p.getByTestId('board').boundingBox(), 'the board box');
      expect(at.x).toBeGreaterThanOrEqual(box.x);
      expect(at.x).toBeLessThanOrEqual(box.x + box.width);
      expect(at.y).toBeGreaterThanOrEqual(box.y);
      expect(at.y).toBeLessThanOrEqual(box.y + box.height);
    }
    await shot(p, 'play-surface-390x844-hourglasses');
  }, 240_000);

  test('1280x800: menus state cost and effect; Repel with no Vampire says it has no effect; a used Priest says why', async () => {
    const p = await defender();
    await p.setViewportSize(DESK);
    // The phone test zoomed in by pinching: the whole board again.
    await p.getByTestId('zoom-fit').click();
    await p.mouse.move(5, 5);
    await p.waitForTimeout(300);
    const v = await viewNow(p);
    const legal = await hooks.legal(p);

    // Highlights: a building action glows only where a listed payment completes it.
    const pays = legal.filter((a): a is Extract<Action, { type: 'pay' }> => a.type === 'pay');
    const glowing = new Set(((await p.getByTestId('board').getAttribute('data-highlights')) ?? '').split(' '));
    const payable = [...new Set(pays.map((a) => a.slot))];
    const partialOnly = payable.filter((s) => !glowing.has(s));
    expect(partialOnly.length).toBeGreaterThan(0);
    expect(payable.filter((s) => glowing.has(s)).length).toBeGreaterThan(0);
    expect(glowing.size).toBeLessThan(new Set(legal.map((a) => actionKey(a))).size);
    await shot(p, 'play-surface-1280x800-first-window');

    // A building menu: each payment says what it costs and what it does.
    const cannon = must(
      payable.find((s) => glowing.has(s)),
      'a building action a payment completes',
    );
    const at = await pointOf(p, cannon);
    await p.mouse.click(at.x, at.y);
    await p.getByTestId('click-menu').waitFor();
    const notes = await p.getByTestId('menu-note').allTextContents();
    expect(notes.some((n) => /in all, then it takes effect/.test(n))).toBe(true);
    await shot(p, 'play-surface-1280x800-building-menu');
    await p.keyboard.press('Escape');

    // A building action only part payments go to says why in its menu (the rules' payLimits, in words).
    const partial = must(partialOnly[0], 'a building action only part payments go to');
    const partAt = await pointOf(p, partial);
    await p.mouse.click(partAt.x, partAt.y);
    await p.getByTestId('click-menu').waitFor();
    const why = await p.getByTestId('menu-used').allTextContents();
    expect(why.some((w) => /cannot be completed now|completing it needs/.test(w))).toBe(true);
    await shot(p, 'play-surface-1280x800-partial-menu');
    await p.keyboard.press('Escape');

    // The Priests' wall: Repel and Speech say their cost; Repel with no Vampire there says it does nothing now.
    const priest = must(v.defender.priests[0], 'a Priest');
    const wall = priest.at as keyof GameView['board']['walls'];
    expect(v.board.walls[wall].invaders.vampire).toBe(0);
    const onWall = await pointOf(p, wall);
    await p.mouse.click(onWall.x, onWall.y);
    await p.getByTestId('click-menu').waitFor();
    const repel = p.getByTestId(`menu-action-${tid(actionKey({ type: 'priest', seat: 'defender', priest: priest.id, act: 'repel' }))}`);
    expect(await repel.textContent()).toMatch(/1 Hourglass: in the Assault, a Vampire on this wall goes back to a Rampart.*has no effect/);
    const speech = p.getByTestId(`menu-action-${tid(actionKey({ type: 'priest', seat: 'defender', priest: priest.id, act: 'speech' }))}`);
    expect(await speech.textContent()).toMatch(/1 Hourglass: Panic −\d now/);
    await shot(p, 'play-surface-1280x800-priest-menu');

    // Speech taken: the wall's menu says why that Priest offers nothing more this turn.
    const before = v.stateId;
    await speech.click();
    await waitFor(
      async () => (await viewNow(p)).stateId,
      (s) => s !== before,
      'the Speech to be played',
    );
    await waitFor(
      () => hooks.legal(p),
      (l) => l.length > 0,
      'the Defender to act again',
    );
    await p.mouse.click(onWall.x, onWall.y);
    await p.getByTestId('click-menu').waitFor();
    const used = p.getByTestId('menu-used');
    expect(await used.first().textContent()).toMatch(new RegExp(`Priest ${priest.id.slice(1)} used Speech this turn`));
    expect(await used.first().isDisabled()).toBe(true);
    await shot(p, 'play-surface-1280x800-priest-used');
    await p.keyboard.press('Escape');

    await p.setViewportSize({ width: 1920, height: 1080 });
    await p.waitForTimeout(300);
    await shot(p, 'play-surface-1920x1080');
  }, 240_000);

  test('a learning game (the Easy computer): the Defender window suggests a purchase, and the button takes it', async () => {
    const p = await suite.page(DESK);
    await openLearningGame(p, suite.url);
    // The game against the computer starts in the Defender's first window too: payments to make.
    await waitFor(
      () => hooks.legal(p),
      (l) => l.some((a) => a.type === 'pay'),
      'the Defender to have payments',
      30_000,
    );
    const offer = p.getByTestId('suggestion-take');
    await offer.waitFor();
    const words = (await offer.textContent()) ?? '';
    expect(words).toMatch(/^Suggested: Pay \d Hourglass(es)? on /);
    const amount = Number(/Pay (\d)/.exec(words)?.[1]);
    await shot(p, 'play-surface-1280x800-suggestion');
    const before = await viewNow(p);
    await offer.click();
    const after = await waitFor(
      () => viewNow(p),
      (v) => v.stateId !== before.stateId,
      'the suggested payment to be played',
    );
    // The suggested payment was played: its Hourglasses left the hand.
    expect(before.defender.hourglasses - after.defender.hourglasses).toBe(amount);
  }, 240_000);

  test('a learning game: one voice of advice: a Hint asked for the decision hides the suggested purchase, answer included', async () => {
    const p = await suite.page(DESK);
    await openLearningGame(p, suite.url);
    await p.getByTestId('suggestion').waitFor();
    await p.getByTestId('hint-button').click();
    // The suggestion yields at once (while the computer thinks) and stays away once the Hint is shown.
    await p.getByTestId('suggestion').waitFor({ state: 'detached' });
    await expectText(p, 'hint-line', /^The computer would play: .+\.$/, 20_000);
    expect(await p.getByTestId('suggestion').count()).toBe(0);
    await shot(p, 'play-surface-1280x800-hint-alone');
  }, 240_000);
});

describeGame('the play surface in the last window before the Assault', () => {
  const suite = browserSuite({ serve: 'game', env: { ...startAt(beforeAssault), BOT_PACE_MS: '0' }, errorsAfterEach: true });

  test("1280x800, the last window before the Assault: a Repel with no Vampire on the Priest's wall is not offered; the wall's menu says why", async () => {
    const t = await openTable(suite.url, await suite.page(DESK), await suite.page(DESK));
    const p = t.def;
    const v = await shown(p);
    expect(lastWindow(v)).toBe(true);
    const priest = must(idlePriest(v), 'a Priest on a wall without a Vampire');
    const repel: Action = { type: 'priest', seat: 'defender', priest: priest.id, act: 'repel' };
    const speech: Action = { ...repel, act: 'speech' };
    // The rules list it (the printed Repel needs no Vampire when bought) ...
    const legal = await waitFor(
      () => hooks.legal(p),
      (l) => l.some((a) => a.type === 'priest' && a.priest === priest.id && a.act === 'repel'),
      'the Repel listed by the rules',
    );
    expect(legal.some((a) => a.type === 'priest' && a.priest === priest.id && a.act === 'speech')).toBe(true);
    // ... but no place offers it: not the panel's list of every action, not the wall's menu.
    expect(await p.getByTestId(`action-${tid(actionKey(repel))}`).count()).toBe(0);
    expect(await p.getByTestId(`action-${tid(actionKey(speech))}`).count()).toBe(1);
    const onWall = await pointOf(p, priest.at);
    await p.mouse.click(onWall.x, onWall.y);
    await p.getByTestId('click-menu').waitFor();
    expect(await p.getByTestId(`menu-action-${tid(actionKey(repel))}`).count()).toBe(0);
    expect(await p.getByTestId(`menu-action-${tid(actionKey(speech))}`).count()).toBe(1);
    const why = p.getByTestId('menu-used');
    expect(await why.allTextContents()).toContain(
      `Repel (Priest ${priest.id.slice(1)}): no Vampire on Wall ${priest.at.slice(1)}, and none can reach it before this Assault now, so it would have no effect.`,
    );
    expect(await why.first().isDisabled()).toBe(true);
    await shot(p, 'play-surface-1280x800-last-window-repel');
    await p.keyboard.press('Escape');
  }, 120_000);
});
