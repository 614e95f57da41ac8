/**
 * End to end in Chromium: the built server on an ephemeral port, three browser contexts.
 * The Invader creates a game, the Defender joins by code, a spectator finds it in the lobby and
 * watches. They play a full turn by clicking (the helper picks among the legal actions the UI
 * shows, on the canvas where an action has a place there); each sees the other's moves; the
 * spectator never sees the Library; a dropped connection and a reload take the seat back.
 */
import { appendFileSync } from 'node:fs';
import { type Action, type GameView } from '@stronghold/rules';
import { SPELLS } from '@stronghold/rules/cards';
import type { Page } from 'playwright-core';
import {
  actionKey as key,
  browserSuite,
  describeGame,
  expectText,
  hooks,
  must,
  optionFragment,
  pointOf,
  resizeTo,
  shot,
  tid,
  viewNow,
  waitFor,
  type Hooks,
} from './helpers';

const view = hooks.view;
const point = hooks.point;

/** Where a single-place action is offered on the board (mirrors the client's anchors). */
function anchor(a: Action, v: GameView): string | null {
  switch (a.type) {
    case 'pay':
      return a.slot;
    case 'cast':
    case 'activate':
      return a.spell;
    case 'drawMana':
      return 'mana-deck';
    case 'moveOut':
      return a.size === 'camp' ? 'card:camp' : 'card:moveout';
    case 'priest':
      return v.defender.priests.find((p) => p.id === a.priest)?.at ?? null;
    default:
      return null;
  }
}

interface Counters {
  boardClicks: number;
  panelClicks: number;
  optionClicks: number;
  twoClickMoves: number;
  perTurn: Record<string, number>;
}

/**
 * One decision by clicking what the UI shows: what was clicked and the state it was clicked in, or
 * null if it is not this page's move.
 */
async function decide(page: Page, seat: 'invader' | 'defender', c: Counters): Promise<{ step: string; stateId: number } | null> {
  const { headline, v, acts } = await page.evaluate(() => {
    const h = (window as unknown as Hooks).__stronghold;
    return { headline: document.querySelector('[data-testid=status-headline]')?.textContent ?? '', v: h.view(), acts: h.legal() };
  });
  if (!headline.startsWith('Your move') || !v || !acts.length) return null;
  const top = v.prompts[v.prompts.length - 1];
  const turnKey = `${seat}:${v.turn}:${top?.kind}`;
  const used = (c.perTurn[turnKey] = (c.perTurn[turnKey] ?? 0) + 1);

  // A choice prompt: click an option button (the first real option; 'done' only if alone).
  if (top?.kind === 'choice') {
    const opts = acts.filter((a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose');
    const pick = opts.find((o) => o.option !== 'done') ?? opts[0];
    if (pick) {
      const option = optionFragment(pick.option);
      await page.getByTestId(`option-${tid(option)}`).click();
      c.optionClicks++;
      return { step: `choose ${option}`, stateId: v.stateId };
    }
  }

  // Menus: a few board actions per window, then 'done' (or the Move out choice).
  let pick: Action | undefined;
  if (top?.kind === 'defender-spend') pick = used <= 3 ? acts.find((a) => a.type === 'pay' && a.amount === 1) : undefined;
  else if (top?.kind === 'invader-supply') pick = used === 1 ? acts.find((a) => a.type === 'drawMana') : undefined;
  else if (top?.kind === 'invader-spells') pick = used === 1 ? acts.find((a) => a.type === 'cast') : undefined;
  else if (top?.kind === 'invader-moveout')
    pick = acts.find((a) => a.type === 'moveOut' && a.size === 'minor') ?? acts.find((a) => a.type === 'moveOut');
  else if (top?.kind === 'invader-advance') pick = used <= 3 ? acts.find((a) => a.type === 'advance') : undefined;
  pick ??= acts.find((a) => a.type === 'done') ?? must(acts[0], 'a legal action');

  const where = anchor(pick, v);
  if (pick.type === 'advance' || pick.type === 'move') {
    // Two clicks on the canvas: the source, then the destination, then the unit in the menu.
    const from = await point(page, pick.from);
    const to = await point(page, pick.to);
    if (from && to) {
      // Source, (the unit type when it is not the one already picked), destination; the menu
      // opens only when the destination still leaves something to pick.
      await page.mouse.click(from.x, from.y);
      const unitButton = page.getByTestId(`unit-${pick.unit}`);
      if ((await unitButton.count()) && (await unitButton.getAttribute('aria-pressed')) !== 'true') await unitButton.click();
      await page.mouse.click(to.x, to.y);
      const item = page.getByTestId(`menu-action-${tid(key(pick))}`);
      if (await item.isVisible().catch(() => false)) await item.click();
      c.twoClickMoves++;
      return { step: `${pick.type} ${pick.from}->${pick.to}`, stateId: v.stateId };
    }
  }
  if (where) {
    const p = await point(page, where);
    if (p) {
      await page.mouse.click(p.x, p.y);
      await page.getByTestId(`menu-action-${tid(key(pick))}`).click();
      c.boardClicks++;
      return { step: `${pick.type} at ${where}`, stateId: v.stateId };
    }
  }
  const btn = page.getByTestId(`action-${tid(key(pick))}`);
  if (!(await btn.isVisible())) await page.getByTestId('all-actions').locator('summary').click();
  await btn.click();
  c.panelClicks++;
  return { step: `${pick.type} (panel)`, stateId: v.stateId };
}

/** The page shows its move: the status headline says so and it has actions. */
const yourMove = (page: Page): Promise<boolean> =>
  page.evaluate(
    () =>
      (document.querySelector('[data-testid=status-headline]')?.textContent ?? '').startsWith('Your move') &&
      (window as unknown as Hooks).__stronghold.legal().length > 0,
  );

/** One decision on whichever page shows its move (the Invader's first): the page and what it clicked, or nulls. */
async function decideOnTable(inv: Page, def: Page, c: Counters): Promise<[Page | null, { step: string; stateId: number } | null]> {
  const byInvader = await decide(inv, 'invader', c);
  if (byInvader) return [inv, byInvader];
  const byDefender = await decide(def, 'defender', c);
  return byDefender ? [def, byDefender] : [null, null];
}

describeGame('three browsers play a turn', () => {
  const suite = browserSuite({ serve: 'game' });

  test('create, join by code, watch, play a full turn, reconnect', async () => {
    const url = suite.url;
    const open = (width: number, height: number) => suite.page({ width, height });
    const inv = await open(1280, 720);
    const def = await open(1280, 720);
    const spec = await open(1280, 720);

    // The Invader creates a public game.
    await inv.goto(url);
    await inv.getByTestId('name-input').fill('Vlad');
    await inv.getByTestId('create-name').fill('E2E Siege');
    await inv.getByTestId('create-side-invader').check();
    await inv.getByTestId('create-submit').click();
    await inv.getByTestId('game').waitFor();
    await expectText(inv, 'seat', 'Invader');
    const code = ((await inv.getByTestId('room-code').textContent()) ?? '').replace(/^Code /, '');
    expect(code).toMatch(/^\S+$/);
    await expectText(inv, 'status-headline', /Waiting for an opponent/);
    await shot(inv, 'e2e-invader-waiting-1280');

    // The spectator sees it in the live lobby list.
    await spec.goto(url);
    await spec.getByTestId('name-input').fill('Watcher');
    await spec.getByTestId(`game-row-${tid(code)}`).waitFor({ timeout: 15_000 });
    await shot(spec, 'e2e-lobby-1280');

    // The Defender joins by code.
    await def.goto(url);
    await def.getByTestId('name-input').fill('Anna');
    await def.getByTestId('join-code').fill(code);
    await def.getByTestId('join-submit').click();
    await def.getByTestId('game').waitFor();
    await expectText(def, 'seat', 'Defender');

    // The spectator watches from the lobby list.
    await spec.getByTestId(`watch-${tid(code)}`).click();
    await spec.getByTestId('game').waitFor();
    await expectText(spec, 'seat', 'Spectator');
    await expectText(inv, 'player-defender', /Anna/);
    await expectText(spec, 'player-invader', /Vlad/);

    // Play until turn II: each decision waits for its state to be applied, and a hand-over for the
    // next page to show its move.
    const c: Counters = { boardClicks: 0, panelClicks: 0, optionClicks: 0, twoClickMoves: 0, perTurn: {} };
    const done: string[] = [];
    /** Decisions clicked but not applied within 10 s (made again). */
    const missed: string[] = [];
    let libraryChecks = 0;
    let shotDefender = false;
    let shotInvader = false;
    for (let i = 0; i < 400; i++) {
      const vi = await viewNow(inv);
      if (vi.turn >= 2) break;
      // The spectator never sees Library card names (compared at the same state, once it is there).
      if (i % 3 === 0 && vi.invader.library.length) {
        const vs = await waitFor(
          () => view(spec),
          (v) => v?.stateId === vi.stateId,
          `the spectator at stateId ${vi.stateId}`,
        );
        const names = vi.invader.library.map((s) => SPELLS[s].name);
        const text = (await spec.locator('body').innerText()) + '\n' + (await hooks.canvasTexts(spec)).join('\n');
        for (const n of names) expect(text).not.toContain(n);
        expect(vs?.invader.library).toEqual([]);
        libraryChecks++;
      }
      const [page, decided] = await decideOnTable(inv, def, c);
      if (process.env.E2E_TRACE)
        appendFileSync(
          process.env.E2E_TRACE,
          `${new Date().toISOString()} ${i} turn=${vi.turn} phase=${vi.phase} ${decided?.step ?? '-'}\n`,
        );
      if (!page || !decided) {
        // A hand-over: the next page shows its move (the status headline and its actions).
        await waitFor(async () => (await Promise.all([inv, def].map(yourMove))).some(Boolean), Boolean, 'a page to show its move');
        continue;
      }
      // A click can be lost (seen on a loaded machine: an option clicked at stateId 1 was never
      // sent; the panel is built anew on every render, so one between the press and the release
      // would take the button away). Such a decision is counted, printed and made again, as a
      // player would click again.
      const applied = await page
        .waitForFunction((before) => (window as unknown as Hooks).__stronghold.view()?.stateId !== before, decided.stateId, {
          timeout: 10_000,
        })
        .then(() => true)
        .catch(() => false);
      if (!applied) {
        missed.push(`${decided.step} at stateId ${decided.stateId}`);
        continue;
      }
      done.push(decided.step);
      if (!shotDefender && decided.step.startsWith('pay')) {
        await shot(def, 'e2e-defender-1280');
        shotDefender = true;
      }
      if (!shotInvader && done.length > 12) {
        await shot(inv, 'e2e-invader-1280');
        shotInvader = true;
      }
    }
    for (const p of [inv, def, spec]) await expectText(p, 'status-where', /Turn II/, 20_000);
    expect(c.boardClicks).toBeGreaterThan(0);
    expect(libraryChecks).toBeGreaterThan(0);

    // Each sees the other's moves: the same state and the same public log.
    const [a, b, s] = await waitFor(
      () => Promise.all([viewNow(inv), viewNow(def), viewNow(spec)]),
      ([x, y, z]) => x.stateId === y.stateId && x.stateId === z.stateId,
      'the three pages at the same state',
    );
    expect(a.stateId).toBe(b.stateId);
    expect(a.stateId).toBe(s.stateId);
    expect(JSON.stringify(b.defender.slots)).toBe(JSON.stringify(a.defender.slots));
    const logOf = async (p: Page) => (await p.getByTestId('log-entry').allTextContents()).filter((t) => !/Library|Mana card/.test(t));
    const [li, ld, ls] = await Promise.all([logOf(inv), logOf(def), logOf(spec)]);
    expect(li.some((t) => /Defender pays/.test(t))).toBe(true);
    expect(ld.some((t) => /Invader/.test(t))).toBe(true);
    expect(ls).toEqual(ld.filter((t) => ls.includes(t)));

    // The spectator cannot act.
    expect(await spec.getByTestId('prompt-panel').textContent()).toMatch(/Watching/);
    expect(await spec.locator('[data-testid^=action-], [data-testid^=option-]').count()).toBe(0);
    const p = await pointOf(spec, 'forge.cannon');
    await spec.mouse.click(p.x, p.y);
    expect(await spec.getByTestId('click-menu').isVisible()).toBe(false);
    await shot(spec, 'e2e-spectator-1280');

    // Chat between the players; the spectator reads it.
    await inv.getByTestId('chat-input').fill('Your walls will fall.');
    await inv.getByTestId('chat-send').click();
    await spec.getByText('Your walls will fall.').waitFor();
    await def.getByText('Your walls will fall.').waitFor();

    // A dropped connection comes back by itself, in the same seat.
    await def.evaluate(() => (window as unknown as Hooks).__stronghold.dropConnection());
    await expectText(def, 'conn', /reconnecting/, 5_000);
    await expectText(def, 'conn', '●', 20_000);
    await expectText(def, 'seat', 'Defender');
    // A reload takes the seat back with the stored token.
    await inv.reload();
    await inv.getByTestId('game').waitFor();
    await expectText(inv, 'seat', 'Invader');
    await waitFor(
      () => view(inv),
      (v) => v?.stateId === a.stateId,
      'the game after the reload',
    );
    await shot(inv, 'e2e-invader-after-reload-1280');

    // The phone layout.
    await resizeTo(spec, { width: 390, height: 844 });
    await shot(spec, 'e2e-spectator-390');
    await resizeTo(def, { width: 390, height: 844 });
    await shot(def, 'e2e-defender-390');

    console.log(
      `e2e: ${done.length} decisions (${c.boardClicks} on the board, ${c.twoClickMoves} two-click moves, ${c.optionClicks} options, ${c.panelClicks} panel), ${libraryChecks} Library checks; clicks not applied: ${missed.length ? missed.join(', ') : 'none'}`,
    );
    expect(suite.errors).toEqual([]);
  }, 300_000);
});

describeGame('private games', () => {
  const suite = browserSuite({ serve: 'game' });

  test('a private game with a password is unlisted and joined by code with the password', async () => {
    const url = suite.url;
    const host = await suite.page({ height: 720 });
    await host.goto(url);
    await host.getByTestId('name-input').fill('Anna');
    await host.getByTestId('create-side-defender').check();
    await host.getByTestId('create-private').check();
    await host.getByTestId('create-password').fill('moonrise');
    await host.getByTestId('create-submit').click();
    await expectText(host, 'seat', 'Defender');
    const code = ((await host.getByTestId('room-code').textContent()) ?? '').replace(/^Code /, '');

    const guest = await suite.page({ height: 720 });
    await guest.goto(url);
    await guest.getByTestId('name-input').fill('Vlad');
    await expectText(guest, 'game-list', /No public games/);
    await guest.getByTestId('join-code').fill(code);
    await guest.getByTestId('join-password').fill('wrong');
    await guest.getByTestId('join-submit').click();
    await expectText(guest, 'home-error', /Wrong password/);
    await guest.getByTestId('join-password').fill('moonrise');
    await guest.getByTestId('join-submit').click();
    await expectText(guest, 'seat', 'Invader');
    await expectText(host, 'player-invader', /Vlad/);
  }, 120_000);
});
