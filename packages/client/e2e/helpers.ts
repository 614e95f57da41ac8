/**
 * Shared pieces of the browser tests: Chromium from Debian, a static file server, screenshots, a
 * game server, each suite's start and stop (browserSuite) and a table of two players.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { Action, GameView } from '@stronghold/rules';
import { must } from '../test/must';
import { contentSecurityPolicyText, freePort, SERVER_MAIN, startServerChild } from '@stronghold/server/testing';
export { freePort, SERVER_MAIN };

export { must } from '../test/must';
// The client's own action key and test-id fragment, which its buttons carry.
export { actionKey, optionFragment } from '../src/logic/targets';
export { tid } from '../src/ui/dom';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ROOT = path.resolve(__dirname, '../../..');
export const DIST = path.resolve(__dirname, '../dist');
export const ARTIFACTS = path.join(ROOT, 'artifacts');

export const canRunBrowser = (): boolean => existsSync(CHROMIUM) && existsSync(path.join(DIST, 'index.html'));

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--use-gl=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serve the built client on an ephemeral port (for tests that need no game server), under the game server's CSP. */
export function serveDist(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const [pathname = ''] = (req.url ?? '/').split('?');
    const p = decodeURIComponent(pathname);
    let file = path.join(DIST, p === '/' ? 'index.html' : p);
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(DIST, 'index.html');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-security-policy': contentSecurityPolicyText([]),
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}` });
    }),
  );
}

/**
 * A screenshot in artifacts/ for a person to look at, taken only when asked (`SCREENSHOTS=1`):
 * nothing compares them, and each costs a software-rendered frame.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/**
 * Reports each Content-Security-Policy violation of the page (an init script: before the page's
 * own scripts) as a console error starting with CSP_VIOLATION.
 */
const CSP_VIOLATION = 'CSP violation:';
function reportViolations(marker: string): void {
  document.addEventListener('securitypolicyviolation', (e) =>
    console.error(`${marker} ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`),
  );
}

/** Collect the page's CSP violations (its own reports and Chromium's "Refused to ..." lines). */
export async function watchViolations(page: Page, into: string[]): Promise<void> {
  await page.addInitScript(reportViolations, CSP_VIOLATION);
  page.on('console', (m) => {
    const text = m.text();
    if (text.startsWith(CSP_VIOLATION) || /Content Security Policy/.test(text)) into.push(text);
  });
}

/** Collect page errors so a test can assert none happened. */
export function watchErrors(page: Page, into: string[]): void {
  page.on('pageerror', (e) => into.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/WebSocket|Failed to load resource|ERR_CONNECTION/.test(m.text())) into.push(`console: ${m.text()}`);
  });
}

// ---- A game server for browser tests, and the steps every game test repeats ----

/** Skips on a developer machine without Chromium or a build; never in CI. */
export const canRunGame = (): boolean =>
  Boolean(process.env.CI) || (existsSync(CHROMIUM) && existsSync(SERVER_MAIN) && existsSync(path.join(DIST, 'index.html')));

export type Hooks = {
  __stronghold: {
    boardPoint(id: string): { x: number; y: number } | null;
    canvasTexts(): string[];
    view(): GameView | null;
    legal(): Action[];
    seat(): string;
    dropConnection(): void;
    act(a: Action): void;
    motion(): { slides: number; flips: number; ms: number; reduced: boolean };
    logFollowing(): boolean;
  };
};

export interface GameServer {
  url: string;
  /** Everything the server printed. */
  output(): string;
  stop(): void;
}

/** The built game server on an ephemeral loopback port with a temporary DATA_DIR. */
export async function startGameServer(env: Record<string, string> = {}): Promise<GameServer> {
  const server = await startServerChild({ env, timeoutMs: 20_000 });
  return {
    url: server.url,
    output: () => server.output(),
    stop: () => void server.stop(),
  };
}

export async function expectText(page: Page, testId: string, want: string | RegExp, timeout = 15_000): Promise<void> {
  const loc = page.getByTestId(testId).first();
  const end = Date.now() + timeout;
  let last = '';
  while (Date.now() < end) {
    last = (await loc.textContent().catch(() => '')) ?? '';
    if (typeof want === 'string' ? last.includes(want) : want.test(last)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${testId}: expected ${String(want)}, last saw "${last}"`);
}

/**
 * Clicks `testId` if it is still there within 2 s: a control seen a moment ago can go away before
 * the click (the computer acts meanwhile and the coach moves on), and waiting the default 30 s
 * for it would stall a loop that checks again anyway.
 */
export async function clickIfStillThere(page: Page, testId: string): Promise<void> {
  await page
    .getByTestId(testId)
    .click({ timeout: 2_000 })
    .catch(() => undefined);
}

/** A value in an error message, as JSON cut short (JSON.stringify gives undefined for undefined, whatever its type says). */
const shown = (v: unknown): string => (JSON.stringify(v) as string | undefined)?.slice(0, 300) ?? 'undefined';

/** Polls `f` until `ok` holds of its value (a type guard narrows the value it returns). */
export function waitFor<T, U extends T>(f: () => Promise<T>, ok: (v: T) => v is U, what: string, timeout?: number): Promise<U>;
export function waitFor<T>(f: () => Promise<T>, ok: (v: T) => boolean, what: string, timeout?: number): Promise<T>;
export async function waitFor<T>(f: () => Promise<T>, ok: (v: T) => boolean, what: string, timeout = 15_000): Promise<T> {
  const end = Date.now() + timeout;
  let v = await f();
  while (!ok(v)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (last: ${shown(v)})`);
    await new Promise((r) => setTimeout(r, 100));
    v = await f();
  }
  return v;
}

export const hooks = {
  view: (p: Page) => p.evaluate(() => (window as unknown as Hooks).__stronghold.view()),
  legal: (p: Page) => p.evaluate(() => (window as unknown as Hooks).__stronghold.legal()),
  point: (p: Page, id: string) => p.evaluate((i) => (window as unknown as Hooks).__stronghold.boardPoint(i), id),
  act: (p: Page, a: Action) => p.evaluate((x) => (window as unknown as Hooks).__stronghold.act(x), a),
  motion: (p: Page) => p.evaluate(() => (window as unknown as Hooks).__stronghold.motion()),
  canvasTexts: (p: Page) => p.evaluate(() => (window as unknown as Hooks).__stronghold.canvasTexts()),
};

/** The game the page shows now (a test that asks has a game on screen). */
export const viewNow = async (p: Page): Promise<GameView> => must(await hooks.view(p), 'a game on the page');
/** Where the board draws `id` on the page. */
export const pointOf = async (p: Page, id: string): Promise<{ x: number; y: number }> =>
  must(await hooks.point(p, id), `${id} drawn on the board`);

export interface Table {
  inv: Page;
  def: Page;
  code: string;
}

/** `describe` for suites that play on the built game server (skipped where canRunGame is false). */
export const describeGame = canRunGame() ? describe : describe.skip;
/** `describe` for suites that need only the built client (never skipped in CI, where a skip would hide a failure). */
export const describeClient = process.env.CI || canRunBrowser() ? describe : describe.skip;

export interface PageOptions {
  width?: number;
  height?: number;
  motion?: 'reduce' | 'no-preference';
  /** The browser's language (navigator.language); Chromium's own when absent. */
  locale?: string;
}

export interface BrowserSuite {
  /** The game server's address, or the static server's that serves the built client. */
  readonly url: string;
  readonly browser: Browser;
  /** The errors of every page opened with `page()` (see watchErrors). */
  readonly errors: string[];
  /** The CSP violations of every page opened with `page()` (see watchViolations): each test ends with none. */
  readonly violations: string[];
  /** A page in a context of its own (closed after the suite), its errors collected in `errors`. */
  page(o?: PageOptions): Promise<Page>;
}

/**
 * The start and stop every browser suite shares, as hooks of the describe block it is called in.
 * Before all: the built game server (`serve: 'game'`, with `env`) or the built client on a static
 * server (`serve: 'client'`), and Chromium. After all: the pages' contexts, the browser and the
 * server closed. `errorsAfterEach`: each test ends with no page error (then the list starts empty).
 * Every test ends with no Content-Security-Policy violation: the whole suite runs under the CSP.
 */
export function browserSuite(
  o: { serve: 'game'; env?: Record<string, string>; errorsAfterEach?: boolean } | { serve: 'client'; errorsAfterEach?: boolean },
): BrowserSuite {
  let url: string | undefined;
  let browser: Browser | undefined;
  let stop: (() => void) | undefined;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const violations: string[] = [];

  beforeAll(async () => {
    if (o.serve === 'game') {
      const server = await startGameServer(o.env);
      url = server.url;
      stop = () => server.stop();
    } else {
      const { server, url: at } = await serveDist();
      url = at;
      stop = () => server.close();
    }
    browser = await launch();
  }, 60_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    stop?.();
  });

  afterEach(() => {
    expect(violations).toEqual([]);
    violations.length = 0;
  });
  if (o.errorsAfterEach)
    afterEach(() => {
      expect(errors).toEqual([]);
      errors.length = 0;
    });

  const started = <T>(v: T | undefined, what: string): T => must(v, `the suite's ${what} (it is there from beforeAll on)`);
  return {
    get url() {
      return started(url, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    errors,
    violations,
    async page({ width = 1280, height = 800, motion = 'reduce', locale }: PageOptions = {}) {
      const ctx = await started(browser, 'browser').newContext({
        viewport: { width, height },
        reducedMotion: motion,
        ...(locale ? { locale } : {}),
      });
      contexts.push(ctx);
      const page = await ctx.newPage();
      watchErrors(page, errors);
      await watchViolations(page, violations);
      return page;
    },
  };
}

/** The Invader creates a game (optionally private with a password); the Defender joins by code. */
export async function openTable(url: string, inv: Page, def: Page, o: { password?: string } = {}): Promise<Table> {
  await inv.goto(url);
  await inv.getByTestId('name-input').fill('Vlad');
  await inv.getByTestId('create-side-invader').check();
  if (o.password) {
    await inv.getByTestId('create-private').check();
    await inv.getByTestId('create-password').fill(o.password);
  }
  await inv.getByTestId('create-submit').click();
  await expectText(inv, 'seat', 'Invader');
  const code = ((await inv.getByTestId('room-code').textContent()) ?? '').replace(/^Code /, '');
  await def.goto(url);
  await def.getByTestId('name-input').fill('Anna');
  await def.getByTestId('join-code').fill(code);
  if (o.password) await def.getByTestId('join-password').fill(o.password);
  await def.getByTestId('join-submit').click();
  await expectText(def, 'seat', 'Defender');
  await waitFor(
    () => hooks.view(inv),
    (v) => Boolean(v && v.toAct),
    'the game to start',
  );
  return { inv, def, code };
}

/** Whose move it is on this table: the page whose seat has a non-empty legal list. */
export async function actor(t: Table): Promise<{ page: Page; seat: 'invader' | 'defender'; legal: Action[]; view: GameView } | null> {
  for (const [page, seat] of [
    [t.inv, 'invader'],
    [t.def, 'defender'],
  ] as const) {
    const [v, l] = await Promise.all([hooks.view(page), hooks.legal(page)]);
    if (v && l.length && v.toAct === seat) return { page, seat, legal: l, view: v };
  }
  return null;
}

/**
 * Drive the game through the client's own act path (no clicks) until `until` holds: a simple
 * policy that finishes windows quickly (done, minor Move out, first option).
 */
export async function driveUntil(
  t: Table,
  until: (v: GameView) => boolean,
  policy: (a: Action[], v: GameView) => Action = quickPolicy,
  max = 600,
): Promise<GameView> {
  for (let i = 0; i < max; i++) {
    const v = await hooks.view(t.inv);
    if (v && until(v)) return v;
    const who = await actor(t);
    if (!who) {
      await t.inv.waitForTimeout(60);
      continue;
    }
    if (until(who.view)) return who.view;
    const before = who.view.stateId;
    const action = policy(who.legal, who.view);
    await hooks.act(who.page, action);
    // An action the server does not apply fails the test: the policy only plays listed actions.
    await waitFor(
      async () => (await hooks.view(who.page))?.stateId ?? -1,
      (s) => s !== before,
      `the state to move on after the ${who.seat}'s ${JSON.stringify(action)} at stateId ${before}`,
      10_000,
    );
  }
  throw new Error('driveUntil: gave up');
}

export function quickPolicy(legal: Action[], v: GameView): Action {
  const first = must(legal[0], 'a legal action');
  const top = v.prompts[v.prompts.length - 1];
  if (top?.kind === 'invader-moveout') return legal.find((a) => a.type === 'moveOut' && a.size === 'major') ?? first;
  // Advance every unit the rules let advance (so Skeletons reach the Ramparts in turn II).
  if (top?.kind === 'invader-advance') return legal.find((a) => a.type === 'advance') ?? legal.find((a) => a.type === 'done') ?? first;
  if (top?.kind === 'choice') {
    const opts = legal.filter((a) => a.type === 'choose');
    return opts.find((o) => o.option === 'done') ?? opts.find((o) => o.option !== 'none') ?? first;
  }
  return legal.find((a) => a.type === 'done') ?? first;
}

export interface RestartableGameServer extends GameServer {
  /** Stops the server (SIGTERM, waiting for the process to end) and starts it again on the same port and data. */
  restart(): Promise<void>;
  /** Sends the process a signal: SIGSTOP freezes it, SIGKILL ends it with no goodbye (then `start`). */
  signal(signal: NodeJS.Signals): Promise<void>;
  /** Starts it again after a SIGKILL; resolves with the moment /health first answered 200. */
  start(): Promise<number>;
}

/**
 * The built game server, restartable as a deploy restarts one: the same port and DATA_DIR each
 * time, so open pages keep their address and the seats they stored, and the games come back from
 * the store.
 */
export async function startRestartableGameServer(env: Record<string, string> = {}): Promise<RestartableGameServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stronghold-e2e-'));
  let server = await startServerChild({ env, port, dataDir, timeoutMs: 20_000 });
  let earlier = '';
  const start = async (): Promise<number> => {
    earlier += server.output();
    server = await startServerChild({ env, port, dataDir, timeoutMs: 20_000 });
    return server.healthyAt;
  };
  return {
    url: server.url,
    output: () => earlier + server.output(),
    async restart() {
      await server.stop();
      await start();
    },
    signal: (signal) => server.signal(signal),
    start,
    stop() {
      void server.stop().then(() => rmSync(dataDir, { recursive: true, force: true }));
    },
  };
}

/**
 * Resizes the page's viewport and waits for the board to fit it: the window's resize event (the
 * game screen fits the board in its own listener, registered first), then the frame after it.
 * At the size it already has there is nothing to wait for.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  const current = page.viewportSize();
  if (current && current.width === size.width && current.height === size.height) return;
  await page.evaluate(() => {
    const w = window as unknown as { __resized?: Promise<void> };
    w.__resized = new Promise((done) => addEventListener('resize', () => requestAnimationFrame(() => done()), { once: true }));
  });
  await page.setViewportSize(size);
  await page.evaluate(() => (window as unknown as { __resized?: Promise<void> }).__resized);
}
