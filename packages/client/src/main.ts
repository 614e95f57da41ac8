/**
 * Stronghold Online, the browser client. Screens (home, game, end, replay, profile, leaderboard)
 * switch on the URL hash: #/ · #/game/<code> (take a seat, or the stored one back) ·
 * #/watch/<code> · #/replay/<id> · #/player/<name> · #/leaderboard[/invader|defender|overall].
 */
// First: the eval-free PixiJS and zod the Content-Security-Policy requires.
import './strict-csp';
import './styles.css';
import './accounts.css';
import { BoardRenderer } from './board/renderer';
import { normalizeGameCode } from '@stronghold/protocol';
import { GameSession, seatScope } from './net/connection';
import { loadName, loadSeat, saveName } from './net/storage';
import { EndScreen } from './screens/end';
import { GameScreen } from './screens/game';
import { CANCELLED, HomeScreen, friendly } from './screens/home';
import { ReplayScreen } from './screens/replay';
import { LeaderboardScreen } from './screens/leaderboard';
import { ProfileScreen } from './screens/profile';
import { Account } from './net/account';
import { LeaderboardKindSchema } from '@stronghold/protocol';
import { ClickMenu } from './ui/click-menu';
import { HoverCard } from './ui/hover-card';
import { RulesPanel } from './ui/rules-panel';
import { Toasts } from './ui/toast';
import { PasswordDialog, isPasswordError } from './ui/password-dialog';
import { NameDialog } from './ui/name-dialog';
import { h } from './ui/dom';
import { applyLanguage, t } from './i18n';
import { markTutorial } from './tutorial/store';
import type { TutorialSide } from './tutorial/step';

// Before any screen is built: every string comes from the catalog of this language.
applyLanguage();

// eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- index.html holds the #app element the client is drawn in
const root = document.getElementById('app')!;
const toasts = new Toasts();
const rules = new RulesPanel();
const hover = new HoverCard((at) => rules.open(at));
// On the game screen the Rules button is in the board tools (this one would cover the chat).
const rulesButton = h(
  'button',
  { class: 'btn rules-button', 'data-testid': 'rules-button', title: t('app.rulesHint'), onclick: () => rules.toggle() },
  t('game.rules'),
);
const menu = new ClickMenu();
// Signed in or a guest: the stored session goes with every room request from here on.
const account = new Account();
void account.check();
const passwordDialog = new PasswordDialog();
const nameDialog = new NameDialog();

// The board's callbacks reach the screens made below (they run only after startup).
const renderer: BoardRenderer = new BoardRenderer({
  click: (ids, x, y) => (replay.isVisible ? undefined : game.onBoardClick(ids, x, y)),
  hover: (id, x, y) => (replay.isVisible ? replay.onBoardHover(id, x, y) : game.onBoardHover(id, x, y)),
  drag: (from, to, x, y) => (replay.isVisible ? undefined : game.onBoardDrag(from, to, x, y)),
});

/**
 * The name to join under: the account's, or the one this browser keeps; a guest with neither who
 * opens a game's invite link for a seat (no seat of theirs stored here) is asked for it first.
 */
async function joinName(id: string, spectate: boolean, fromLink: boolean): Promise<string> {
  const known = account.signedIn?.name ?? loadName();
  if (known || spectate || !fromLink || loadSeat(id, seatScope())) return known || t(spectate ? 'home.watcherName' : 'home.playerName');
  const typed = await nameDialog.ask(id);
  if (typed === null) throw new Error(CANCELLED);
  saveName(typed);
  return typed;
}

/** Join a game; a private game asks for its password (again, when the typed one is wrong). */
async function openGame(id: string, spectate: boolean, password?: string, fromLink = false): Promise<GameSession> {
  const name = await joinName(id, spectate, fromLink);
  let pw = password;
  for (;;) {
    try {
      return await game.connect((hs) => GameSession.join(id, { name, password: pw, spectate }, hs));
    } catch (e) {
      if (!isPasswordError(e)) throw e;
      const typed = await passwordDialog.ask(id, pw !== undefined);
      if (typed === null) throw new Error(CANCELLED, { cause: e });
      pw = typed;
    }
  }
}

const nav = {
  home: () => setHash('#/'),
  replay: (id: string) => setHash(`#/replay/${encodeURIComponent(id)}`),
};

const end = new EndScreen({
  ...nav,
  game: (id: string) => setHash(`#/game/${encodeURIComponent(id)}`),
  askRematch: () => game.session?.sendRematch(),
});
const game = new GameScreen({
  renderer,
  toasts,
  hover,
  menu,
  end,
  home: nav.home,
  rules: () => rules.toggle(),
  rulesAt: (at) => rules.open(at),
  session: () => account.session,
  restartTutorial: (side) =>
    void startTutorial(side, loadName() || t('tutorial.playerName')).catch((e: unknown) =>
      toasts.show(t('tutorial.restartFailed', { why: friendly(e) }), 'error'),
    ),
});
const replay = new ReplayScreen(renderer, hover, nav.home);
const profile = new ProfileScreen(nav.home);
const leaderboard = new LeaderboardScreen(nav.home);

/** A game against the Easy computer (no clock, unlisted) that this browser marks as a tutorial. */
async function startTutorial(side: TutorialSide, name: string): Promise<void> {
  const gameName = t('tutorial.gameName', { name });
  const s = await game.connect((hs) => GameSession.create({ side, private: true, name, gameName, opponent: { computer: 'easy' } }, hs));
  markTutorial(s.roomId, side);
  setHash(`#/game/${s.roomId}`, true);
}

const home = new HomeScreen({
  async create(opts) {
    const s = await game.connect((hs) => GameSession.create(opts, hs));
    setHash(`#/game/${s.roomId}`, true);
  },
  async join(typed, password, spectate) {
    const roomId = normalizeGameCode(typed); // codes are not case-sensitive
    // A password typed in the form that is wrong is said on the form; none typed: the dialog asks.
    const s = password
      ? await game.connect((hs) =>
          GameSession.join(
            roomId,
            { name: account.signedIn?.name ?? (loadName() || t(spectate ? 'home.watcherName' : 'home.playerName')), password, spectate },
            hs,
          ),
        )
      : await openGame(roomId, spectate);
    setHash(`#/${spectate ? 'watch' : 'game'}/${s.roomId}`, true);
  },
  replay: nav.replay,
  learn: startTutorial,
  account,
});

root.append(
  h('div', { class: 'night-sky', 'aria-hidden': 'true' }),
  home.el,
  game.el,
  replay.el,
  profile.el,
  leaderboard.el,
  end.el,
  menu.el,
  hover.el,
  passwordDialog.el,
  nameDialog.el,
  rulesButton,
  rules.el,
  toasts.el,
);
// R opens the rules at the hovered card's section (not while typing).
window.addEventListener('keydown', (e) => {
  if (e.key !== 'r' && e.key !== 'R') return;
  if (e.ctrlKey || e.metaKey || e.altKey || (e.target as HTMLElement).closest('input, textarea, select')) return;
  if (hover.openShownRules()) e.preventDefault();
});
home.el.hidden = true;
game.el.hidden = true;
replay.el.hidden = true;
profile.el.hidden = true;
leaderboard.el.hidden = true;

let current: { hide(): void; resize(): void } | null = null;
let suppress = false;

function setHash(hash: string, alreadyThere = false): void {
  if (location.hash === hash) return void route();
  suppress = alreadyThere;
  location.hash = hash;
  if (alreadyThere) void route(true);
}

async function route(connected = false): Promise<void> {
  const parts = location.hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  const [kind, rawId] = parts;
  const id = rawId && (kind === 'game' || kind === 'watch') ? normalizeGameCode(rawId) : rawId;
  menu.hide();
  hover.hide();
  const switchTo = (s: { hide(): void; resize(): void }) => {
    if (current && current !== s) current.hide();
    current = s;
    rulesButton.hidden = s === game;
  };
  if ((kind === 'game' || kind === 'watch') && id) {
    if (!connected && game.roomId !== id) {
      try {
        await openGame(id, kind === 'watch', undefined, true);
      } catch (e) {
        const cancelled = e instanceof Error && e.message === CANCELLED;
        setHash('#/', true);
        if (!cancelled) home.error(t('home.couldNotOpen', { code: id, why: friendly(e) }));
        return;
      }
    }
    switchTo(game);
    await game.show();
    return;
  }
  if (game.roomId) game.leave();
  end.hide();
  if (kind === 'replay' && id) {
    switchTo(replay);
    await replay.show({ id });
    return;
  }
  if (kind === 'player' && id) {
    switchTo(profile);
    await profile.show({ name: id });
    return;
  }
  if (kind === 'leaderboard') {
    switchTo(leaderboard);
    await leaderboard.show({ board: LeaderboardKindSchema.catch('overall').parse(id) });
    return;
  }
  switchTo(home);
  home.show();
}

window.addEventListener('hashchange', () => {
  if (suppress) {
    suppress = false;
    return;
  }
  void route();
});
window.addEventListener('resize', () => current?.resize());
void route();

/** Test and debugging hooks: where things are on the canvas, and what it shows. */
(window as unknown as { __stronghold: unknown }).__stronghold = {
  boardPoint(id: string) {
    const c = renderer.board.centre(id);
    return c ? renderer.toClient(c.x, c.y) : null;
  },
  canvasTexts: () => renderer.board.texts,
  view: () => game.view,
  legal: () => game.legal,
  seat: () => game.seat,
  dropConnection: () => game.session?.simulateDrop(),
  act: (a: Parameters<GameScreen['actNow']>[0]) => game.actNow(a),
  motion: () => renderer.board.motion.last,
  logFollowing: () => game.logFollowing,
  openRules: (at?: string) => rules.open(at),
};
