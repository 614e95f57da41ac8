/**
 * A game server process killed in the middle of a game (SIGKILL) and started again on the same
 * data, in Chromium with two players: both pages are connected again within seconds of the new
 * process answering /health (about 1 s on a quiet machine; it refuses the SDK's reconnection token
 * and each page, trying that dead token once at most, joins at once with its seat token); the action one player sent as the process went down is settled, applied
 * exactly once (sent again on the new connection) or the player is told it was not; and neither
 * player's log lost or repeats an entry (each equals what a fresh page of that seat is sent), also
 * after the server's own notes in the log (a seat offered to the computer, the player back).
 * Restarted as a deploy restarts it (stopped, then started on the same data), the game's chat comes
 * back from the store: each line once, in order, to a player who reloads and to a spectator who
 * opens the game afterwards. Screenshots go to artifacts/.
 */
import type { Page } from 'playwright-core';
import { sameAction, type Action } from '@stronghold/rules';
import {
  actor,
  browserSuite,
  describeGame,
  driveUntil,
  expectText,
  hooks,
  must,
  openTable,
  quickPolicy,
  shot,
  startRestartableGameServer,
  waitFor,
  type RestartableGameServer,
} from './helpers';

jest.setTimeout(120_000);

/** The player's sentence when an action sent before the drop was not applied (English). */
const NOT_APPLIED = 'Your last action was not applied';
/**
 * How soon after the restarted server is healthy both players must be connected again. The
 * client's part is a retry at most about a second away and a join by seat token at once after the
 * refusal (about 0.7-1.4 s on a quiet machine); the bound leaves room for a join on a loaded one.
 */
const BACK_WITHIN_MS = 3_000;

type ConnEvent = { state: string; at: number };
type Recorded = { __connEvents: ConnEvent[]; __errorToasts: string[] };

/**
 * In the page, before its scripts (an init script): every change of the status bar's connection
 * mark, with the time, and the text of every error toast shown.
 */
function recordPage(): void {
  const events: ConnEvent[] = [];
  const toasts: string[] = [];
  Object.assign(window, { __connEvents: events, __errorToasts: toasts });
  let last = '';
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes)
        if (node instanceof HTMLElement && node.dataset.testid === 'error') toasts.push(node.textContent);
    const mark = document.querySelector('[data-testid=conn]');
    const state = [...(mark?.classList ?? [])].find((c) => c.startsWith('conn-'))?.slice('conn-'.length) ?? '';
    if (state && state !== last) {
      last = state;
      events.push({ state, at: Date.now() });
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
}

const connEvents = (p: Page): Promise<ConnEvent[]> => p.evaluate(() => (window as unknown as Recorded).__connEvents);
const errorToasts = (p: Page): Promise<string[]> => p.evaluate(() => (window as unknown as Recorded).__errorToasts);
const connState = async (p: Page): Promise<string> => (await connEvents(p)).at(-1)?.state ?? '';
const logLines = (p: Page): Promise<string[]> => p.getByTestId('log-entry').allTextContents();

describeGame('a game server killed and started again', () => {
  const suite = browserSuite({ serve: 'client', errorsAfterEach: true });
  let server: RestartableGameServer | null = null;
  afterAll(() => server?.stop());

  test('both players are back within seconds of /health, trying the dead session once at most; the action sent as it died is applied once; no log entry lost or repeated', async () => {
    const s = await startRestartableGameServer();
    server = s;
    const inv = await suite.page();
    const def = await suite.page();
    for (const p of [inv, def]) await p.addInitScript(recordPage);
    // Every WebSocket each page opens, with the time: a reconnection token is tried once at most.
    const sockets = new Map<Page, { url: string; at: number }[]>([
      [inv, []],
      [def, []],
    ]);
    for (const [p, list] of sockets) p.on('websocket', (ws) => list.push({ url: ws.url(), at: Date.now() }));
    const table = await openTable(s.url, inv, def);

    // A few actions in.
    const first = must(await hooks.view(inv), 'the game on the page').stateId;
    await driveUntil(table, (v) => v.stateId >= first + 3);
    const who = must(
      await waitFor(
        () => actor(table),
        (a) => a !== null,
        'a player to act',
      ),
      'a player to act',
    );
    const other = who.page === inv ? def : inv;
    const before = who.view.stateId;
    const action: Action = quickPolicy(who.legal, who.view);
    const linesBefore = await Promise.all([inv, def].map(logLines));

    // The process stops answering; the player acts (the action goes out on a socket nobody reads); then it dies.
    await s.signal('SIGSTOP');
    await hooks.act(who.page, action);
    await s.signal('SIGKILL');
    const killedAt = Date.now();
    for (const p of [inv, def])
      await waitFor(
        () => connState(p),
        (c) => c === 'reconnecting',
        'the page to see the drop',
        10_000,
      );

    const healthyAt = await s.start();
    const backAt = await Promise.all(
      [inv, def].map((p) =>
        waitFor(
          async () => (await connEvents(p)).find((e) => e.state === 'connected' && e.at > killedAt)?.at,
          (at) => at !== undefined,
          'the page connected again',
          15_000,
        ),
      ),
    );
    const delays = backAt.map((at) => must(at, 'a time') - healthyAt);
    console.log(
      `server restart: /health 200 ${healthyAt - killedAt} ms after the kill; connected again ${delays[0]} ms (Invader), ${delays[1]} ms (Defender) after /health`,
    );
    for (const d of delays) expect(d).toBeLessThan(BACK_WITHIN_MS);
    // The new process does not know the old session: its refusal sends the page straight to its
    // seat token, never back to the dead reconnection token.
    for (const list of sockets.values())
      expect(list.filter((w) => w.at >= healthyAt && w.url.includes('reconnectionToken=')).length).toBeLessThanOrEqual(1);

    // The action sent as the process died: applied exactly once, or the player was told.
    const outcome = await waitFor(
      async () => {
        if ((await errorToasts(who.page)).some((e) => e.startsWith(NOT_APPLIED))) return 'told';
        return ((await hooks.view(who.page))?.stateId ?? before) > before ? 'applied' : null;
      },
      (o) => o !== null,
      'the action to be applied or the player told',
    );
    console.log(
      `server restart: the action sent as the process died (${action.type}) was ${outcome === 'applied' ? 'applied' : 'not applied, and the player told'}`,
    );
    // Nothing else was shown as an error: the drop and the refused reconnection are the status bar's.
    expect(await errorToasts(who.page)).toEqual(outcome === 'told' ? [expect.stringContaining(NOT_APPLIED)] : []);
    expect(await errorToasts(other)).toEqual([]);
    // The other player sees the same state (its patch may come a moment later).
    const expected = outcome === 'applied' ? before + 1 : before;
    const after = await waitFor(
      async () => (await hooks.view(other))?.stateId ?? -1,
      (id) => id >= expected,
      "the other player's state",
    );
    expect(after).toBe(expected);
    await shot(who.page, 'server-restart-back');

    // Each log: what it had before, then the new entries, each once, as a fresh page of that seat is sent.
    const linesAfter = await Promise.all([inv, def].map(logLines));
    for (const [i, p] of [inv, def].entries()) {
      expect(linesAfter[i]?.slice(0, linesBefore[i]?.length)).toEqual(linesBefore[i]);
      await p.reload();
      const fresh = await waitFor(
        () => logLines(p),
        (l) => l.length >= (linesAfter[i]?.length ?? 0),
        'the reloaded page to show the log',
      );
      expect(linesAfter[i]).toEqual(fresh);
    }

    // The game's record (once it has ended): the action is there exactly once, in the state it was sent for.
    inv.on('dialog', (d) => void d.accept());
    await inv.getByTestId('concede').click();
    await inv.getByTestId('end').waitFor();
    const record = (await (await fetch(`${s.url}/api/games/${table.code}/record`)).json()) as { actions: Action[] };
    const concession = outcome === 'applied' ? before + 1 : before;
    expect(record.actions).toHaveLength(concession + 1);
    expect(must(record.actions[concession], 'the concession').type).toBe('concede');
    if (outcome === 'applied') expect(sameAction(must(record.actions[before], 'the action'), action)).toBe(true);
    expect(record.actions.slice(before).filter((a) => sameAction(a, action)).length).toBe(outcome === 'applied' ? 1 : 0);
  });

  // From turn I, not a stored position: the whole log must fit the history a fresh page is sent,
  // so that the two can be compared line for line.
  test("notes of the server (a seat offered to the computer, the player back), then a SIGKILL and a restart: each player's log is what a freshly loaded page of that seat shows, notes included", async () => {
    const s = await startRestartableGameServer({ ABSENT_GRACE_SECONDS: '1', RECONNECT_SECONDS: '1', BOT_PACE_MS: '0' });
    try {
      const inv = await suite.page();
      const def = await suite.page();
      const table = await openTable(s.url, inv, def);
      const gameAt = inv.url();
      await driveUntil(table, (v) => v.stateId >= 2);

      // The Invader's page goes away; the Defender offers the seat to the computer; the Invader comes back.
      await inv.goto('about:blank');
      const offer = def.getByTestId('offer-seat');
      await offer.waitFor({ timeout: 20_000 });
      await offer.click();
      await expectText(def, 'player-invader', /played by the computer/);
      await inv.goto(gameAt);
      await expectText(inv, 'seat', 'Invader');
      const notes = (lines: string[]) => lines.filter((l) => /^The computer \(Normal\) plays for|the player is back/.test(l));
      await waitFor(
        () => logLines(def),
        (l) => notes(l).length === 2,
        "both notes in the Defender's log",
      );
      // One action after the notes: once the page shows it, the notes saved before it are on disk.
      const beforeKill = must(await hooks.view(def), 'the game').stateId;
      await driveUntil(table, (v) => v.stateId > beforeKill);

      await s.signal('SIGKILL');
      for (const p of [inv, def]) await p.locator('[data-testid=conn].conn-reconnecting').waitFor({ timeout: 10_000 });
      await s.start();
      for (const p of [inv, def]) await p.locator('[data-testid=conn].conn-connected').waitFor({ timeout: 15_000 });
      const restarted = must(await hooks.view(inv), 'the game').stateId;
      await driveUntil(table, (v) => v.stateId >= restarted + 4);
      await shot(def, 'server-restart-log-notes');

      for (const p of [inv, def]) {
        const shown = await logLines(p);
        expect(notes(shown)).toHaveLength(2);
        await p.reload();
        await expectText(p, 'seat', p === inv ? 'Invader' : 'Defender');
        const fresh = await waitFor(
          () => logLines(p),
          (l) => l.length >= shown.length,
          'the reloaded page to show the log',
        );
        expect(shown).toEqual(fresh);
        expect(notes(fresh)).toEqual(notes(shown));
      }
    } finally {
      s.stop();
    }
  });

  test('chat said before a server restart is shown to a player who reloads the game and to a spectator who opens it', async () => {
    const restarted = await startRestartableGameServer();
    try {
      const inv = await suite.page();
      const def = await suite.page();
      const t = await openTable(restarted.url, inv, def);
      const said = [
        [inv, def, 'Vlad', 'Your walls will fall.'],
        [def, inv, 'Anna', 'Not before dawn.'],
        [inv, def, 'Vlad', 'We shall see.'],
      ] as const;
      for (const [from, to, , text] of said) {
        await from.getByTestId('chat-input').fill(text);
        await from.getByTestId('chat-send').click();
        await expectText(to, 'chat-list', text);
      }
      const lines = said.map(([, , name, text]) => `${name}: ${text}`);

      await restarted.restart();
      await def.reload();
      await expectText(def, 'seat', 'Defender');
      // Each line once, in order: the history comes from the store, not from the page.
      await waitFor(
        () => def.getByTestId('chat-line').allTextContents(),
        (l) => l.length >= lines.length,
        'the chat history after the restart',
      );
      expect(await def.getByTestId('chat-line').allTextContents()).toEqual(lines);
      await shot(def, 'chat-after-server-restart');

      const spec = await suite.page();
      await spec.goto(`${restarted.url}/#/watch/${t.code}`);
      await expectText(spec, 'seat', /Spectator/);
      await waitFor(
        () => spec.getByTestId('chat-line').allTextContents(),
        (l) => l.length >= lines.length,
        'the chat history for a spectator who opens the game after the restart',
      );
      expect(await spec.getByTestId('chat-line').allTextContents()).toEqual(lines);
    } finally {
      restarted.stop();
    }
  });
});
