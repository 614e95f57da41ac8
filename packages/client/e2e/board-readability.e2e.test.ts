/**
 * In Chromium with software WebGL: the board's numbers are readable and the board draws only when
 * something changed.
 * - Readable: at 1280x800, 1920x1080 and 390x844, every Text in the Pixi scene that shows a number
 *   (a digit or a Roman numeral) is at least 12 px on screen, and every other Text (names, titles,
 *   labels) at least 11 px: its font size times its world scale (the board's scale to the
 *   viewport) times the canvas's CSS scale.
 * - Whole: no Text is cut: none shows "…", none differs from the full text it was drawn for (its
 *   label), and none that wraps into its place is wider than that place (a word too long for it).
 * - Counted: the counts once drawn only as rows of dots or icons are numbers too (so the size check
 *   covers them): each Council card's markers and each building action's payment as "have/of",
 *   the Dragon Phantom's counters as "n/3", each wall's Stone Wall components as a number.
 * - On demand: once the board has settled, ~2 s of idle (the pointer resting on the board, the
 *   player's highlights up) draw no frame (no `renderer.render`, no WebGL draw call); a state
 *   change does draw.
 * The board measured is turn I's after the Invader's first advance (units on the Foregrounds, the
 * Invader to act), where the game starts (a stored position, start-position.ts).
 * The measures are written to artifacts/board-readability.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Application, Container } from 'pixi.js';
import type { GameView } from '@stronghold/rules';
import { SPELLS } from '@stronghold/rules/cards';
import { ARTIFACTS, browserSuite, describeGame, hooks, must, openTable, resizeTo, shot, viewNow, waitFor, type Table } from './helpers';
import { positionWhere, startAt } from './start-position';

const MIN_PX = 12;
/** Words (names, titles, "left", "used") a player must read: 11 px or more. */
const MIN_LABEL_PX = 11;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
] as const;

interface Measured {
  text: string;
  px: number;
  x: number;
  y: number;
  /** The full text the board drew this Text for (its label), when it has one. */
  full: string;
  /** How wide the Text is and the width it wraps at (0: it does not wrap), in its own px. */
  width: number;
  wrapAt: number;
  /** The board component that drew it (its layer's label: 'council', 'buildings', ...). */
  layer: string;
}

/** The counts one board component writes as "have/of" ("1/2"). */
const fractionsIn = (sizes: Measured[], layer: string): string[] =>
  sizes.filter((s) => s.layer === layer && /^\d+\/\d+$/.test(s.text)).map((s) => s.text);

/**
 * What is missing among the counts a player reads as numbers: one "have/of" per Council card and
 * per building action, the Dragon Phantom's counters when it is in the spell row, and a number on
 * each wall (its Stone Wall components).
 */
function missingCounts(sizes: Measured[], v: GameView): string[] {
  const missing: string[] = [];
  const council = fractionsIn(sizes, 'council');
  if (council.length !== v.defender.council.cards.length)
    missing.push(`Council: ${council.length} counts for ${v.defender.council.cards.length} cards`);
  const slots = Object.keys(v.defender.slots).length;
  const paid = fractionsIn(sizes, 'buildings');
  if (paid.length !== slots) missing.push(`buildings: ${paid.length} payments for ${slots} actions`);
  if (v.invader.row.includes('dragon-phantom')) {
    const dragon = `${v.board.counters.filter((c) => c.at === 'dragon-card').length}/${SPELLS['dragon-phantom'].counters ?? 0}`;
    if (!fractionsIn(sizes, 'spell-row').includes(dragon)) missing.push(`spell row: no "${dragon}" on the Dragon Phantom`);
  }
  const walls = Object.keys(v.board.walls).length;
  const digits = sizes.filter((s) => s.layer === 'walls' && /^\d$/.test(s.text)).length;
  if (digits < walls) missing.push(`walls: ${digits} stone counts for ${walls} walls`);
  return missing;
}

/** Why a drawn Text is not shown whole, or null when it is. */
function cut(s: Measured): string | null {
  if (s.text.includes('…')) return 'cut with "…"';
  if (s.full && s.full !== s.text) return `drawn for "${s.full}"`;
  if (s.wrapAt > 0 && s.width > s.wrapAt + 1) return `${Math.round(s.width)} wide in a place ${Math.round(s.wrapAt)} wide`;
  return null;
}

type PixiWindow = {
  __PIXI_APP__?: Application;
  __counts?: { renders: number; draws: number; frames: number };
};

/** Counts WebGL draw calls and animation frames from the page's first script on. */
function countGl(): void {
  const w = window as unknown as PixiWindow;
  const counts = { renders: 0, draws: 0, frames: 0 };
  w.__counts = counts;
  const wrap = (proto: object, name: string) => {
    const o = proto as Record<string, unknown>;
    const f = o[name];
    if (typeof f !== 'function') return;
    o[name] = function (this: unknown, ...args: unknown[]) {
      counts.draws++;
      return (f as (...a: unknown[]) => unknown).apply(this, args);
    };
  };
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype])
    for (const m of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) wrap(proto, m);
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) =>
    raf((t) => {
      counts.frames++;
      cb(t);
    });
}

/** Wraps the Pixi renderer's render (once the app exists) so every drawn frame is counted. */
async function countRenders(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as PixiWindow).__PIXI_APP__));
  await page.evaluate(() => {
    const w = window as unknown as PixiWindow;
    const r = w.__PIXI_APP__?.renderer as unknown as { render: (...a: unknown[]) => unknown; __counted?: boolean };
    if (r.__counted) return;
    r.__counted = true;
    const render = r.render.bind(r);
    r.render = (...a: unknown[]) => {
      if (w.__counts) w.__counts.renders++;
      return render(...a);
    };
  });
}

const counts = async (page: Page) =>
  must(await page.evaluate(() => (window as unknown as PixiWindow).__counts), 'the counters of the init script');

/** Every Text in the stage that shows a number (or, with `all`, every Text), with its on-screen size in CSS px. */
function numberSizes(page: Page, all = false): Promise<Measured[]> {
  return page.evaluate((every) => {
    const app = (window as unknown as PixiWindow).__PIXI_APP__;
    if (!app) return [];
    const box = app.canvas.getBoundingClientRect();
    const css = box.height / app.renderer.screen.height;
    const out: Array<{ text: string; px: number; x: number; y: number; full: string; width: number; wrapAt: number; layer: string }> = [];
    const walk = (c: Container) => {
      if (!c.visible || c.alpha === 0) return;
      c.children.forEach(walk);
      const t = c as Container & { text?: unknown; style?: { fontSize?: unknown; wordWrap?: unknown; wordWrapWidth?: unknown } };
      if (typeof t.text !== 'string' || typeof t.style?.fontSize !== 'number') return;
      if (!every && !/\d/.test(t.text) && !/^[IVX]+$/.test(t.text.trim())) return;
      const m = c.getGlobalTransform();
      const b = c.getBounds();
      const wrapAt = t.style.wordWrap === true && typeof t.style.wordWrapWidth === 'number' ? t.style.wordWrapWidth : 0;
      out.push({
        text: t.text,
        px: t.style.fontSize * Math.hypot(m.b, m.d) * css,
        x: Math.round(b.x),
        y: Math.round(b.y),
        full: c.label,
        width: c.width / Math.abs(c.scale.x || 1),
        wrapAt,
        layer: c.parent?.label ?? '',
      });
    };
    walk(app.stage);
    return out;
  }, all);
}

/** Units on a Foreground (off the camp). */
const unitsOut = (v: GameView) => Object.entries(v.board.areas).some(([k, a]) => k !== 'camp' && a.phantom + a.skeleton + a.vampire > 0);
/** The Invader has moved out (units on the Foregrounds) and is to act. */
const movedOut = positionWhere((v) => unitsOut(v) && v.toAct === 'invader');

/**
 * Waits until the board has drawn no frame for `quietMs`: the last change's motion and the
 * highlights' pulse (frames every 100 ms while it lasts) are over.
 */
async function settled(page: Page, quietMs = 500, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  let last = (await counts(page)).renders;
  for (;;) {
    await page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), quietMs);
    const now = (await counts(page)).renders;
    if (now === last) return;
    if (Date.now() > end) throw new Error(`the board still draws after ${timeout} ms (${now - last} frames in the last ${quietMs} ms)`);
    last = now;
  }
}

describeGame('the board: readable numbers, drawn on demand', () => {
  const suite = browserSuite({ serve: 'game', env: startAt(movedOut), errorsAfterEach: true });
  const report: Record<string, unknown> = {};
  let table: Table | undefined;

  afterAll(() => {
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(path.join(ARTIFACTS, 'board-readability.json'), JSON.stringify(report, null, 2));
  });

  const newPage = async (): Promise<Page> => {
    // Motion as most players have it: new highlights pulse, moves slide.
    const page = await suite.page({ motion: 'no-preference' });
    await page.addInitScript(countGl);
    return page;
  };

  /** A table where the Invader has moved out: units on the Foregrounds, the Invader to act. */
  const playedTable = async (): Promise<Table> => {
    if (table) return table;
    const t = await openTable(suite.url, await newPage(), await newPage());
    const v = await viewNow(t.inv);
    expect([unitsOut(v), v.toAct]).toEqual([true, 'invader']);
    table = t;
    return t;
  };

  test('every number on the board is at least 12 px, every word at least 11 px and shown whole, on screen at 1280x800, 1920x1080 and 390x844', async () => {
    const { inv } = await playedTable();
    const smallest: Record<string, Measured> = {};
    const uncounted: string[] = [];
    const under: string[] = [];
    const smallestLabel: Record<string, Measured> = {};
    const underLabel: string[] = [];
    const notWhole: string[] = [];
    for (const vp of VIEWPORTS) {
      await resizeTo(inv, vp);
      const name = `${vp.width}x${vp.height}`;
      await waitFor(
        () => inv.evaluate(() => (window as unknown as PixiWindow).__PIXI_APP__?.renderer.screen.width ?? 0),
        (w) => w > 0,
        'the board sized',
      );
      const sizes = await numberSizes(inv);
      expect(sizes.length).toBeGreaterThan(20);
      // The counts are among the numbers measured: written as numbers, not only as dots or icons.
      for (const m of missingCounts(sizes, await viewNow(inv))) uncounted.push(`${name} ${m}`);
      const min = sizes.reduce((a, b) => (b.px < a.px ? b : a));
      smallest[name] = { ...min, px: Math.round(min.px * 10) / 10 };
      for (const s of sizes) if (s.px < MIN_PX - 0.05) under.push(`${name} "${s.text}" ${s.px.toFixed(1)} px at (${s.x}, ${s.y})`);
      // Every other word on the board, too: nothing a player must read is under 11 px.
      const words = await numberSizes(inv, true);
      expect(words.length).toBeGreaterThan(sizes.length);
      const minWord = words.reduce((a, b) => (b.px < a.px ? b : a));
      smallestLabel[name] = { ...minWord, px: Math.round(minWord.px * 10) / 10 };
      for (const s of words)
        if (s.px < MIN_LABEL_PX - 0.05) underLabel.push(`${name} "${s.text}" ${s.px.toFixed(1)} px at (${s.x}, ${s.y})`);
      // Every name is read whole without hovering: nothing cut, nothing wider than its place.
      for (const s of words) {
        const why = cut(s);
        if (why) notWhole.push(`${name} "${s.text}" ${why} at (${s.x}, ${s.y})`);
      }
      await shot(inv, `board-readability-${name}`);
    }
    report.smallestNumber = smallest;
    report.under12 = under;
    report.smallestLabel = smallestLabel;
    report.labelsUnder11 = underLabel;
    report.labelsNotWhole = notWhole;
    report.countsNotWritten = uncounted;
    expect(uncounted).toEqual([]);
    expect(under).toEqual([]);
    expect(underLabel).toEqual([]);
    expect(notWhole).toEqual([]);
  }, 480_000);

  test('an idle board draws no frame; a state change draws', async () => {
    const { inv } = await playedTable();
    await resizeTo(inv, { width: 1280, height: 800 });
    await countRenders(inv);
    // The pointer rests on the board, as a player's does while thinking.
    const box = must(await inv.getByTestId('board-canvas').boundingBox(), 'the board on screen');
    await inv.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
    // Let the board settle: the last change's motion and the highlights' first pulse are over.
    await settled(inv);
    const gpuBefore = await gpuCpu(suite.browser);
    const a = await counts(inv);
    await inv.waitForTimeout(2000);
    const b = await counts(inv);
    const gpuAfter = await gpuCpu(suite.browser);
    const idle = { renders: b.renders - a.renders, draws: b.draws - a.draws, frames: b.frames - a.frames };
    report.idle2s = { ...idle, gpuProcessCpuPercent: gpuBefore && gpuAfter ? Math.round(((gpuAfter - gpuBefore) / 2) * 100) : null };
    // For the report: the same idle with the page's CSS animations stopped (the DOM's share of it).
    // A constructed style sheet, not a <style> element: the page's CSP refuses inline styles.
    await inv.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('*, *::before { animation: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    await inv.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const g0 = await gpuCpu(suite.browser);
    await inv.waitForTimeout(2000);
    const g1 = await gpuCpu(suite.browser);
    report.idle2sNoCssAnimation = { gpuProcessCpuPercent: g0 && g1 ? Math.round(((g1 - g0) / 2) * 100) : null };

    // A state change (the Invader acts) draws again.
    const legal = await waitFor(
      () => hooks.legal(inv),
      (l) => l.length > 0,
      'the Invader to have actions',
    );
    const before = (await hooks.view(inv))?.stateId ?? -1;
    const c = await counts(inv);
    await hooks.act(inv, must(legal.find((x) => x.type === 'done') ?? legal[0], 'an action'));
    await waitFor(
      async () => (await hooks.view(inv))?.stateId ?? -1,
      (s) => s > before,
      'the state to move on',
    );
    // The new state is drawn on the next animation frame.
    const d = await waitFor(
      () => counts(inv),
      (n) => n.renders > c.renders,
      'a frame drawn for the new state',
    ).catch(() => counts(inv));
    report.afterChange = { renders: d.renders - c.renders, draws: d.draws - c.draws };
    expect(idle.renders).toBe(0);
    expect(idle.draws).toBe(0);
    expect(d.renders - c.renders).toBeGreaterThan(0);
  }, 480_000);
});

/** The GPU process's CPU time in seconds (Chromium's SystemInfo domain), null where unknown. */
async function gpuCpu(browser: Browser): Promise<number | null> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; cpuTime: number }> };
    return info.processInfo.filter((p) => p.type === 'GPU').reduce((s, p) => s + p.cpuTime, 0);
  } catch {
    return null;
  } finally {
    await cdp.detach();
  }
}
