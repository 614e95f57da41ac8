/**
 * A table of two players (the built server, two browsers): the turn alert when the move comes
 * (sound, notification while hidden, title; muted, no sound), with Notification and AudioContext
 * stubbed; an invite's code and link; conceding (the end screen, the games list, the replay by
 * URL); a rematch with the sides swapped.
 *
 * Every game here starts at a stored position in turn I, one Invader move before the Defender's
 * (start-position.ts): the alert test needs only the hand-overs, not the turn played up to them.
 */
import type { Page } from 'playwright-core';
import { browserSuite, describeGame, driveUntil, expectText, hooks, must, openTable, waitFor } from './helpers';
import { positionWhere, startAt, type StartPosition } from './start-position';

/**
 * Turn I, the Invader's last advance: its next move hands the Move out window to the Defender,
 * whose Assault choices hand the move back for turn II's Supply, and the Invader's first Supply
 * move hands it to the Defender again.
 */
function beforeTheDefendersMove(): StartPosition {
  const assault = positionWhere((v) => v.phase === 'assault');
  return { seed: assault.seed, actions: assault.actions.slice(0, assault.actions.map((a) => a.seat).lastIndexOf('invader')) };
}

/** Records every chime and notification the page makes; the tab reads as hidden. */
function stubAlerts(): void {
  const w = window as unknown as { __alerts: { tones: number; notes: string[] } };
  w.__alerts = { tones: 0, notes: [] };
  class FakeNotification {
    static permission = 'granted';
    static requestPermission = () => Promise.resolve('granted');
    onclick: (() => void) | null = null;
    constructor(title: string) {
      w.__alerts.notes.push(title);
    }
    close(): void {}
  }
  const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  class FakeAudio {
    currentTime = 0;
    destination = {};
    resume() {
      return Promise.resolve();
    }
    createOscillator() {
      w.__alerts.tones++;
      return { type: '', frequency: param(), connect: (n: unknown) => n, start() {}, stop() {} };
    }
    createGain() {
      return { gain: param(), connect: (n: unknown) => n };
    }
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
  Object.defineProperty(window, 'AudioContext', { value: FakeAudio, configurable: true });
  Object.defineProperty(document, 'hidden', { get: () => true, configurable: true });
}

const alerts = (p: Page) => p.evaluate(() => (window as unknown as { __alerts: { tones: number; notes: string[] } }).__alerts);

describeGame('at a table (browser + server)', () => {
  const suite = browserSuite({ serve: 'game', env: startAt(beforeTheDefendersMove()) });

  test('your turn: a chime, a notification while hidden, and the title when the move comes', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    await def.addInitScript(stubAlerts);
    const t = await openTable(suite.url, inv, def);
    expect((await hooks.view(inv))?.toAct).toBe('invader');
    expect((await alerts(def)).notes).toEqual([]);
    await driveUntil(t, (v) => v.toAct === 'defender');
    const got = await waitFor(
      () => alerts(def),
      (a) => a.notes.length > 0,
      'the notification',
    );
    expect(got.notes[0]).toMatch(/Your turn/);
    expect(got.tones).toBeGreaterThan(0);
    expect(await def.title()).toMatch(/^\(!\) Your turn/);
    expect(await inv.title()).not.toMatch(/Your turn/);
    // Muted: the next turn brings the notification but no sound; the choice is remembered.
    await def.getByTestId('sound-toggle').click();
    expect(await def.evaluate(() => localStorage.getItem('stronghold.sound.muted'))).toBe('1');
    const before = await alerts(def);
    await driveUntil(t, (v) => v.toAct === 'invader');
    await driveUntil(t, (v) => v.toAct === 'defender');
    const after = await waitFor(
      () => alerts(def),
      (a) => a.notes.length > before.notes.length,
      'the second notification',
    );
    expect(after.tones).toBe(before.tones);
  }, 120_000);

  test('invites: a readable code, joined in any case; Copy link copies the invite address', async () => {
    const inv = await suite.page();
    await inv.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.url });
    await inv.goto(suite.url);
    await inv.getByTestId('name-input').fill('Vlad');
    await inv.getByTestId('create-submit').click();
    await inv.getByTestId('room-code').waitFor();
    await waitFor(
      () => inv.getByTestId('room-code').textContent(),
      (x) => /^Code \S+/.test(x ?? ''),
      'the code',
    );
    const code = ((await inv.getByTestId('room-code').textContent()) ?? '').replace(/^Code /, '');
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    await inv.getByTestId('copy-link').click();
    const copied = await waitFor(
      () => inv.evaluate(() => navigator.clipboard.readText()),
      (x) => x.length > 0,
      'the clipboard',
    );
    expect(copied).toBe(`${suite.url}/#/game/${code}`);
    const def = await suite.page();
    await def.goto(suite.url);
    await def.getByTestId('name-input').fill('Anna');
    await def.getByTestId('join-code').fill(` ${code.toLowerCase().slice(0, 3)}-${code.toLowerCase().slice(3)} `);
    await def.getByTestId('join-submit').click();
    await def.getByTestId('room-code').waitFor();
    await waitFor(
      () => def.getByTestId('room-code').textContent(),
      (x) => x === `Code ${code}`,
      'joined by a lower-case code',
    );
  }, 120_000);

  test('concede: concede ends the game; the games list shows it finished and its replay opens by URL', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    const t = await openTable(suite.url, inv, def);
    def.on('dialog', (d) => void d.accept());
    // The Defender is not to act (the Invader is) and concedes all the same.
    await def.getByTestId('concede').click();
    for (const p of [inv, def]) await p.getByTestId('end').waitFor();
    expect(await inv.getByTestId('end-reason').textContent()).toBe('The Defender conceded.');
    expect(await inv.getByTestId('end-title').textContent()).toBe('Victory');
    expect(await def.getByTestId('end-title').textContent()).toBe('Defeat');
    // The figures of the game, from the record: nothing lost yet (in turn I), a Panic chart for turn I.
    await inv.getByTestId('end-figures').waitFor();
    expect(await inv.getByTestId('fig-gates').textContent()).toBe('0 of 3');
    expect(await inv.getByTestId('panic-chart').getAttribute('aria-label')).toMatch(/^Panic per turn: \d+$/);
    await inv.getByTestId('end-home').click();
    const done = inv.getByTestId(`my-done-${t.code}`);
    await done.waitFor();
    expect(await done.textContent()).toMatch(/won/);
    expect(await inv.getByTestId(`my-seat-${t.code}`).count()).toBe(0);
    await inv.getByTestId(`recent-replay-${t.code}`).waitFor();
    const href = await inv.getByTestId(`replay-${t.code}`).getAttribute('href');
    expect(href).toMatch(new RegExp(`#/replay/${t.code}$`));
    // The shareable URL opens the replay directly, in a browser that holds no seat.
    const other = await suite.page();
    await other.goto(must(href, 'the replay link'));
    await other.getByTestId('replay-step').waitFor();
    await waitFor(
      () => other.getByTestId('replay').textContent(),
      (x) => /conceded/.test(x ?? '') || /Step 0 \//.test(x ?? ''),
      'the replay',
    );
    await other.getByTestId('replay-last').click();
    expect(await other.getByTestId('replay').textContent()).toContain('The Defender conceded.');
  }, 120_000);

  test('rematch: both players ask, a new game starts with the sides swapped, each with its own seat', async () => {
    const inv = await suite.page();
    const def = await suite.page();
    const t = await openTable(suite.url, inv, def);
    inv.on('dialog', (d) => void d.accept());
    await inv.getByTestId('concede').click();
    for (const p of [inv, def]) await p.getByTestId('end').waitFor();
    await inv.getByTestId('end-rematch').click();
    await expectText(inv, 'rematch-state', /Waiting for your opponent/);
    await expectText(def, 'rematch-state', /asks for a rematch/);
    await def.getByTestId('end-rematch').click();
    for (const p of [inv, def]) {
      await waitFor(
        () => p.evaluate(() => location.hash),
        (x) => /^#\/game\//.test(x) && !x.endsWith(t.code),
        'the new game',
      );
    }
    const code = (await inv.evaluate(() => location.hash)).replace('#/game/', '');
    expect(await def.evaluate(() => location.hash)).toBe(`#/game/${code}`);
    await expectText(inv, 'seat', 'Defender');
    await expectText(def, 'seat', 'Invader');
    // The game is on: the new Invader (Anna) acts first, and each kept a token for the new room.
    await waitFor(
      () => hooks.view(def),
      (v) => Boolean(v && v.toAct === 'invader' && !v.winner),
      'the rematch to start',
    );
    expect(await def.evaluate((c) => localStorage.getItem(`stronghold.seat.${c}`), code)).toMatch(/"seat":"invader"/);
    expect(await inv.evaluate((c) => localStorage.getItem(`stronghold.seat.${c}`), code)).toMatch(/"seat":"defender"/);
    expect(await def.getByTestId('end').isVisible()).toBe(false);
  }, 120_000);
});
