/**
 * Accounts in Chromium against the built server (docs/client.md "Accounts"): a guest's game moves
 * to the account made afterwards and opens in its seat from another browser after signing in
 * there; a rated game between two accounts makes the leaderboard and the profile; a guest cannot
 * take a rated game's seat; an invitation by name is accepted from the home screen, and signing
 * out forgets its seat token; a `?server=` link to another host gets no session; no URL a
 * signed-in page opens (requests, WebSockets) carries its session or seat token; a long list of
 * games is shortened with "Show all (N)". Screenshots of
 * the home screen (signed in and out), a profile and the leaderboard at 1280x800 and 390x844.
 */
import type { Page } from 'playwright-core';
import { browserSuite, describeGame, driveUntil, expectText, hooks, openTable, shot, tid, viewNow, waitFor } from './helpers';

const PASSWORD = 'siege-at-night-7';

/** Opens the sign-in or sign-up dialog from the home screen and sends it. */
async function account(page: Page, form: 'signin' | 'signup', name: string, password = PASSWORD): Promise<void> {
  await page.getByTestId(form === 'signin' ? 'signin-open' : 'signup-open').click();
  await page.getByTestId('account-name').fill(name);
  await page.getByTestId('account-password').fill(password);
  await page.getByTestId('account-submit').click();
}

/** A new page at home, signed in (or up) as `name`. */
async function signedInPage(page: Page, url: string, form: 'signin' | 'signup', name: string): Promise<Page> {
  await page.goto(url);
  await account(page, form, name);
  await expectText(page, 'account-signed-in', name);
  return page;
}

/** Every URL the page asks for from now on: HTTP requests and WebSockets. */
function urlsOpenedBy(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => void urls.push(r.url()));
  page.on('websocket', (ws) => void urls.push(ws.url()));
  return urls;
}

/** The page's secrets: its stored session and the seat token of game `code`. */
async function secretsOf(page: Page, code: string): Promise<string[]> {
  const stored = await page.evaluate(
    (c) => [localStorage.getItem('stronghold.account'), localStorage.getItem(`stronghold.seat.${c}`)],
    code,
  );
  return stored.map((v) => {
    const parsed = JSON.parse(v ?? '{}') as { session?: string; token?: string };
    return parsed.session ?? parsed.token ?? '';
  });
}

async function codeOf(page: Page): Promise<string> {
  await expectText(page, 'room-code', /Code /);
  return ((await page.getByTestId('room-code').textContent()) ?? '').replace(/^Code /, '');
}

async function createGame(page: Page, o: { rated?: boolean } = {}): Promise<string> {
  await page.getByTestId('create-side-invader').check();
  if (o.rated) await page.getByTestId('create-rated').check();
  await page.getByTestId('create-submit').click();
  await expectText(page, 'seat', 'Invader');
  return codeOf(page);
}

describeGame('accounts (browser)', () => {
  // A rated game conceded at once counts here, and one game puts a player on the leaderboard: the
  // thresholds that keep farms off it (ratings/rating-rules.ts) have their own server tests. The
  // `?server=` test's other host (127.0.0.1:9) is an allowed origin, as a host would list one.
  const suite = browserSuite({
    serve: 'game',
    env: { BOT_PACE_MS: '0', RATED_MIN_DECISIONS: '0', PROVISIONAL_RD: '1000', ALLOWED_ORIGINS: 'http://127.0.0.1:9' },
  });

  test("a guest's game moves to the account made afterwards; signed in elsewhere it is listed and opens in its seat", async () => {
    const inv = await suite.page();
    await inv.goto(suite.url);
    // A guest sees the two doors and no Rated choice (one line says why).
    await inv.getByTestId('signup-open').waitFor();
    expect(await inv.getByTestId('create-rated').isVisible()).toBe(false);
    await expectText(inv, 'rated-signed-out', 'Sign in to create a rated game');
    await shot(inv, 'accounts-home-signed-out-1280');

    // Vlad (the Invader) and Anna play a few decisions as guests.
    const table = await openTable(suite.url, inv, await suite.page());
    const { code } = table;
    const start = (await viewNow(inv)).stateId;
    await driveUntil(table, (v) => v.stateId >= start + 4);

    // Back home, the guest makes an account: its seat goes with it.
    await inv.getByTestId('leave').click();
    await account(inv, 'signup', 'vlad');
    await expectText(inv, 'account-signed-in', 'vlad');
    expect(await inv.getByTestId('name-input').isDisabled()).toBe(true);
    expect(await inv.getByTestId('create-rated').isVisible()).toBe(true);
    await inv
      .getByTestId(`rejoin-${tid(code)}`)
      .or(inv.getByTestId(`play-${tid(code)}`))
      .waitFor();
    // The same name again is refused, in words.
    const other = await suite.page();
    await other.goto(suite.url);
    await account(other, 'signup', 'VLAD');
    await expectText(other, 'account-error', 'That user name is taken');
    await shot(other, 'accounts-signup-taken-1280');
    await other.getByTestId('account-name').fill('x!');
    await other.getByTestId('account-submit').click();
    await expectText(other, 'account-error', 'A user name has 3 to 20 characters');
    await other.getByTestId('account-cancel').click();

    // Another browser (no seat token for this game) signs in and finds the game.
    const phone = await suite.page({ width: 390, height: 844 });
    await phone.goto(suite.url);
    await account(phone, 'signin', 'vlad', 'wrong password');
    await expectText(phone, 'account-error', 'Wrong user name or password');
    await shot(phone, 'accounts-signin-wrong-390');
    await phone.getByTestId('account-password').fill(PASSWORD);
    await phone.getByTestId('account-submit').click();
    await expectText(phone, 'account-signed-in', 'vlad');
    const open = phone.getByTestId(`rejoin-${tid(code)}`).or(phone.getByTestId(`play-${tid(code)}`));
    await open.waitFor();
    // The opponent played without an account: a plain name, no profile link.
    const row = phone.getByTestId(`my-seat-${tid(code)}`).or(phone.getByTestId(`waiting-${tid(code)}`));
    expect(await row.textContent()).toContain('Anna');
    expect(await row.locator('a').count()).toBe(0);
    await shot(phone, 'accounts-home-signed-in-390');
    // This browser holds no seat token for the game: the seat comes back to the account's session.
    expect(await phone.evaluate((c) => localStorage.getItem(`stronghold.seat.${c}`), code)).toBeNull();
    await open.click();
    await expectText(phone, 'seat', 'Invader');
  }, 180_000);

  test('a rated game between two accounts makes the leaderboard and both profiles; a guest may not take its seat', async () => {
    const invPage = await suite.page();
    const invUrls = urlsOpenedBy(invPage);
    const inv = await signedInPage(invPage, suite.url, 'signup', 'morgana');
    await shot(inv, 'accounts-home-signed-in-1280');
    const code = await createGame(inv, { rated: true });

    const guest = await suite.page();
    await guest.goto(suite.url);
    await guest.getByTestId('name-input').fill('Passerby');
    await guest.getByTestId('join-code').fill(code);
    await guest.getByTestId('join-submit').click();
    await expectText(guest, 'home-error', 'rated game: sign in');
    // The lobby card says the game is rated.
    await expectText(guest, `rated-${tid(code)}`, 'Rated');

    const defPage = await suite.page();
    const defUrls = urlsOpenedBy(defPage);
    const def = await signedInPage(defPage, suite.url, 'signup', 'arthur');
    await def.getByTestId('join-code').fill(code);
    await def.getByTestId('join-submit').click();
    await expectText(def, 'seat', 'Defender');
    // So does the game screen, for both players.
    await expectText(inv, 'rated-game', 'Rated');
    await expectText(def, 'rated-game', 'Rated');
    await inv.getByTestId('concede').waitFor();
    inv.once('dialog', (d) => void d.accept());
    await inv.getByTestId('concede').click();
    await waitFor(
      () => hooks.view(def),
      (v) => Boolean(v?.winner),
      'the end',
    );
    // The end screen: each player's rating before and after, the change, and a link to the profile.
    for (const page of [inv, def]) {
      await expectText(page, 'end-rating-change-invader', /^1500 → \d+, −\d+$/);
      await expectText(page, 'end-rating-change-defender', /^1500 → \d+, \+\d+$/);
      expect(await page.getByTestId('end-rating-invader').getByTestId('player-link-morgana').count()).toBe(1);
      expect(await page.getByTestId('end-rating-defender').getByTestId('player-link-arthur').count()).toBe(1);
    }
    await shot(def, 'accounts-end-ratings-1280');
    // Signed in, the pages opened the lobby and the game, and asked for join tickets, but no URL carried a session or seat token.
    for (const [page, urls] of [
      [inv, invUrls],
      [def, defUrls],
    ] as const) {
      const secrets = await secretsOf(page, code);
      expect(secrets.every((s) => s.length >= 20)).toBe(true);
      expect(urls.filter((u) => u.startsWith('ws')).length).toBeGreaterThanOrEqual(2);
      expect(urls.some((u) => u.endsWith('/api/account/join-ticket'))).toBe(true);
      expect(urls.filter((u) => secrets.some((s) => u.includes(s)))).toEqual([]);
    }

    // The leaderboard: arthur (the winner) above morgana on the Overall and Defender tabs.
    const viewer = await suite.page();
    await viewer.goto(`${suite.url}/#/leaderboard`);
    await waitFor(
      async () => (await viewer.getByTestId('leaderboard-row-2').count()) > 0,
      (ok) => ok,
      'two rated players on the board',
      20_000,
    ).catch(async () => {
      // The ratings may be computed just after the end: look again.
      await viewer.reload();
      await viewer.getByTestId('leaderboard-row-2').waitFor();
    });
    expect(await viewer.getByTestId('leaderboard-row-1').textContent()).toContain('arthur');
    expect(await viewer.getByTestId('leaderboard-row-2').textContent()).toContain('morgana');
    expect(await viewer.getByTestId('leaderboard-row-1').textContent()).toMatch(/\d+ ± \d+/);
    await viewer.getByTestId('leaderboard-tab-defender').click();
    // The Overall rows stay until the Defender board has loaded: wait for it to hold one player.
    await waitFor(
      () => viewer.getByTestId('leaderboard-row-2').count(),
      (n) => n === 0,
      'the Defender board with its one rated player',
    );
    await expectText(viewer, 'leaderboard-row-1', 'arthur');
    await shot(viewer, 'accounts-leaderboard-1280');

    // A name on the board opens the profile: ratings, the chart, games per side, the game's replay.
    await viewer.getByTestId('player-link-arthur').click();
    await expectText(viewer, 'profile-name', 'arthur');
    await expectText(viewer, 'rating-defender', /\d+ ± \d+/);
    await expectText(viewer, 'rating-defender', '1 rated game');
    await expectText(viewer, 'rating-invader', 'No rated game yet');
    // The cards choose the chart (Overall first); each starts at 1500, so one game is a line, not a dot.
    expect(await viewer.getByTestId('rating-overall').getAttribute('aria-pressed')).toBe('true');
    expect(await viewer.getByTestId('rating-chart').getAttribute('data-kind')).toBe('overall');
    const chartPoints = async () => ((await viewer.locator('.rc-line').getAttribute('points')) ?? '').split(' ').length;
    expect(await chartPoints()).toBe(2);
    await viewer.getByTestId('rating-defender').click();
    expect(await viewer.getByTestId('rating-defender').getAttribute('aria-pressed')).toBe('true');
    expect(await viewer.getByTestId('rating-overall').getAttribute('aria-pressed')).toBe('false');
    expect(await viewer.getByTestId('rating-chart').getAttribute('data-kind')).toBe('defender');
    expect(await chartPoints()).toBe(2);
    await viewer.getByTestId('rating-invader').click();
    await viewer.getByTestId('rating-chart-empty').waitFor();
    await viewer.getByTestId('rating-defender').click();
    await viewer.getByTestId('rating-chart').waitFor();
    await expectText(viewer, 'stats-defender', /Defender\s*1\s*1/);
    await viewer.getByTestId(`profile-replay-${tid(code)}`).waitFor();
    expect(await viewer.getByTestId(`profile-recent-${tid(code)}`).textContent()).toContain('morgana');
    await shot(viewer, 'accounts-profile-1280');
    const phone = await suite.page({ width: 390, height: 844 });
    await phone.goto(`${suite.url}/#/player/arthur`);
    await expectText(phone, 'profile-name', 'arthur');
    await shot(phone, 'accounts-profile-390');
    await phone.goto(`${suite.url}/#/leaderboard`);
    await phone.getByTestId('leaderboard-row-1').waitFor();
    await shot(phone, 'accounts-leaderboard-390');
    await viewer.getByTestId(`profile-replay-${tid(code)}`).click();
    await viewer.getByTestId('replay-slider').waitFor();
  }, 180_000);

  // The server lets one address make 5 accounts an hour: this test signs in to the accounts made above.
  test('an invitation by name: the invitee accepts it on the home screen and sits in the open seat', async () => {
    const host = await signedInPage(await suite.page(), suite.url, 'signin', 'morgana');
    const code = await createGame(host);

    const friend = await signedInPage(await suite.page(), suite.url, 'signin', 'arthur');

    await host.getByTestId('invite-by-name').click();
    await host.getByTestId('invite-name').fill('nobody_here');
    await host.getByTestId('invite-send').click();
    await expectText(host, 'invite-error', 'No player is called nobody_here');
    await host.getByTestId('invite-name').fill('arthur');
    await host.getByTestId('invite-send').click();
    await host.getByTestId('invite-dialog').waitFor({ state: 'hidden' });

    await friend.reload();
    const row = friend.getByTestId(/^invite-(?!accept|decline)/).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('morgana');
    await friend
      .getByTestId(/^invite-accept-/)
      .first()
      .click();
    await expectText(friend, 'seat', 'Defender');
    expect(await friend.getByTestId('room-code').textContent()).toContain(code);
    // The seat is taken: the host no longer offers to invite.
    await waitFor(
      () => host.getByTestId('invite-by-name').isVisible(),
      (v) => !v,
      'the invite button to go once the seat is taken',
    );

    // Signing out on a shared computer takes the account's seat tokens with the session.
    const seatToken = () => friend.evaluate((c) => localStorage.getItem(`stronghold.seat.${c}`), code);
    expect(await seatToken()).not.toBeNull();
    await friend.getByTestId('leave').click();
    await friend.getByTestId('account-name-button').click();
    await friend.getByTestId('account-signout').click();
    await friend.getByTestId('signin-open').waitFor();
    expect(await seatToken()).toBeNull();
  }, 180_000);

  test('a link to another game server (?server=) gets no session: the page is a guest there, and signed in again at home', async () => {
    const page = await signedInPage(await suite.page(), suite.url, 'signin', 'morgana');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.headers().authorization) sent.push(r.url());
    });
    // A port nothing listens on stands for the other host.
    await page.goto(`${suite.url}/?server=${encodeURIComponent('ws://127.0.0.1:9')}`);
    await expectText(page, 'account-unavailable', 'Sign-in is not available on this server (127.0.0.1:9)');
    expect(await page.getByTestId('signin-open').count()).toBe(0);
    expect(await page.getByTestId('account-signed-in').count()).toBe(0);
    await shot(page, 'accounts-foreign-server-1280');
    expect(sent).toEqual([]);
    // The session stayed stored for this site.
    await page.goto(suite.url);
    await expectText(page, 'account-signed-in', 'morgana');
  }, 180_000);

  test('"Your games" shows the first games of a long list and "Show all (N)" for the rest', async () => {
    const page = await suite.page();
    await page.goto(suite.url);
    // Fourteen seats this browser holds (games the server does not know: current, unmarked).
    await page.evaluate(() => {
      for (let i = 10; i < 24; i++)
        localStorage.setItem(`stronghold.seat.ZZ${i}`, JSON.stringify({ seat: 'invader', token: `t${i}`, at: i }));
    });
    await page.reload();
    const rows = page.getByTestId('my-seats').getByTestId(/^my-seat-/);
    await expectText(page, 'show-all-current', 'Show all (14)');
    expect(await rows.count()).toBe(12);
    expect(await page.getByTestId('show-all-current').getAttribute('aria-expanded')).toBe('false');
    await page.getByTestId('show-all-current').click();
    await waitFor(
      () => rows.count(),
      (n) => n === 14,
      'every seat listed',
    );
    await expectText(page, 'show-all-current', 'Show fewer');
    expect(await page.getByTestId('show-all-current').getAttribute('aria-expanded')).toBe('true');
    await shot(page, 'accounts-show-all-1280');
    await page.getByTestId('show-all-current').click();
    await waitFor(
      () => rows.count(),
      (n) => n === 12,
      'the short list again',
    );
  }, 180_000);

  test('sign out everywhere ends the other browser\'s session; deleting asks for the password and leaves "deleted player" behind', async () => {
    const here = await signedInPage(await suite.page(), suite.url, 'signin', 'arthur');
    const there = await signedInPage(await suite.page({ width: 390, height: 844 }), suite.url, 'signin', 'arthur');
    await here.getByTestId('account-name-button').click();
    await here.getByTestId('account-signout-everywhere').click();
    await here.getByTestId('signup-open').waitFor();
    // The other browser learns it on its next start: its stored session is refused and forgotten.
    await there.reload();
    await there.getByTestId('signin-open').waitFor();
    expect(await there.evaluate(() => localStorage.getItem('stronghold.account'))).toBeNull();

    await account(there, 'signin', 'arthur');
    await expectText(there, 'account-signed-in', 'arthur');
    await there.getByTestId('account-name-button').click();
    await there.getByTestId('account-delete').click();
    await expectText(there, 'account-title', 'Delete your account');
    expect(await there.getByTestId('account-name').isVisible()).toBe(false);
    await there.getByTestId('account-password').fill('not my password');
    await there.getByTestId('account-submit').click();
    await expectText(there, 'account-error', 'Wrong password.');
    await there.getByTestId('account-password').fill(PASSWORD);
    await there.getByTestId('account-submit').click();
    await there.getByTestId('signup-open').waitFor();

    await there.goto(`${suite.url}/#/player/arthur`);
    await expectText(there, 'profile-error', 'No player is called arthur.');
    // Morgana's rated game against arthur stays, its opponent now without a name.
    await there.goto(`${suite.url}/#/player/morgana`);
    await expectText(there, 'profile-name', 'morgana');
    const recent = there.getByTestId(/^profile-recent-/);
    await recent.first().waitFor();
    expect((await recent.allTextContents()).join(' ')).toContain('deleted player');
    expect((await recent.allTextContents()).join(' ')).not.toContain('arthur');
  }, 180_000);

  test('too many sign-ups from one address: the form says how long to wait', async () => {
    const page = await suite.page();
    await page.goto(suite.url);
    // The server lets an address make 5 accounts an hour (the tests above made some of them): within
    // six more sign-ups one is refused, and the form says the wait.
    let refused = '';
    for (let i = 1; i <= 6 && !refused; i++) {
      await account(page, 'signup', `nyx_${i}`);
      const said = await waitFor(
        async () => ({
          error: (await page.getByTestId('account-error').textContent()) ?? '',
          signedIn: await page.getByTestId('account-signed-in').isVisible(),
        }),
        (v) => v.signedIn || v.error !== '',
        'the sign-up to be answered',
      );
      if (said.error) refused = said.error;
      else {
        await page.getByTestId('account-name-button').click();
        await page.getByTestId('account-signout').click();
        await page.getByTestId('signup-open').waitFor();
      }
    }
    expect(refused).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  }, 180_000);
});
