/**
 * The home screen's cards that start a game: a game of one's own (side, privacy, clock,
 * password, rated), a game against the computer or one to watch between two computers, and a
 * finished game's replay. Each reports what was chosen; the home screen starts it.
 */
import { COMPUTER_LEVELS } from '@stronghold/protocol';
import { t } from '../i18n';
import type { ComputerLevel, TimeControl } from '../net/connection';
import { h } from '../ui/dom';

/** What the "Start a siege" card chose (the player's name is the home screen's). */
export interface NewGameChoice {
  side: 'invader' | 'defender';
  private: boolean;
  /** Empty: no password. */
  password: string;
  /** Empty: the default name. */
  gameName: string;
  timeControl: TimeControl;
}

const TIME_CONTROLS: Record<string, TimeControl> = {
  none: { kind: 'none' },
  realtime: { kind: 'realtime', bankMs: 20 * 60_000, incrementMs: 10_000 },
  correspondence: { kind: 'correspondence', perDecisionMs: 24 * 3_600_000 },
};

/** "Start a siege": `rated` is the rated choice's row and its signed-out hint (the home screen shows one of them). */
export function createGameCard(rated: readonly HTMLElement[], start: (choice: NewGameChoice) => void): HTMLFormElement {
  const gameName = h('input', {
    id: 'game-name',
    'data-testid': 'create-name',
    maxlength: 40,
    placeholder: t('home.gameNamePlaceholder'),
  });
  const sideInv = h('input', {
    type: 'radio',
    name: 'side',
    value: 'invader',
    id: 'side-invader',
    'data-testid': 'create-side-invader',
    checked: true,
  });
  const sideDef = h('input', {
    type: 'radio',
    name: 'side',
    value: 'defender',
    id: 'side-defender',
    'data-testid': 'create-side-defender',
  });
  const priv = h('input', { type: 'checkbox', id: 'create-private', 'data-testid': 'create-private' });
  const pass = h('input', {
    id: 'create-password',
    'data-testid': 'create-password',
    type: 'password',
    placeholder: t('home.optional'),
    maxlength: 40,
  });
  const clock = h(
    'select',
    { id: 'create-clock', 'data-testid': 'create-clock' },
    h('option', { value: 'none' }, t('home.clock.none')),
    h('option', { value: 'realtime' }, t('home.clock.realtime')),
    h('option', { value: 'correspondence' }, t('home.clock.correspondence')),
  );
  return h(
    'form',
    {
      class: 'card create-card',
      'data-testid': 'create-form',
      onsubmit: (e: Event) => {
        e.preventDefault();
        start({
          side: sideDef.checked ? 'defender' : 'invader',
          private: priv.checked,
          password: pass.value,
          gameName: gameName.value.trim(),
          timeControl: TIME_CONTROLS[clock.value] ?? { kind: 'none' },
        });
      },
    },
    h('h2', {}, t('home.startSiege')),
    h('label', { for: 'game-name' }, t('home.gameName')),
    gameName,
    h(
      'fieldset',
      { class: 'sides' },
      h('legend', {}, t('home.playAs')),
      h(
        'label',
        { class: 'side-pick invader', for: 'side-invader' },
        sideInv,
        h('span', {}, h('b', {}, t('side.invader')), h('small', {}, t('home.invaderBlurb'))),
      ),
      h(
        'label',
        { class: 'side-pick defender', for: 'side-defender' },
        sideDef,
        h('span', {}, h('b', {}, t('side.defender')), h('small', {}, t('home.defenderBlurb'))),
      ),
    ),
    h('label', { class: 'check', for: 'create-private' }, priv, ' ', t('home.private')),
    h('label', { for: 'create-clock' }, t('home.clock')),
    clock,
    h('label', { for: 'create-password' }, t('home.password')),
    pass,
    ...rated,
    h('button', { class: 'btn primary big', type: 'submit', 'data-testid': 'create-submit' }, t('home.create')),
  );
}

export interface ComputerCardEvents {
  /** Play a side against the computer at a level. */
  play(side: 'invader' | 'defender', level: ComputerLevel): void;
  /** Watch two computers play each other. */
  watch(invader: ComputerLevel, defender: ComputerLevel): void;
}

/** "Play the computer" and "Watch the computer". */
export function computerCard(ev: ComputerCardEvents): HTMLFormElement {
  const vsSide = h(
    'select',
    { 'data-testid': 'computer-side', 'aria-label': t('home.computerSide') },
    h('option', { value: 'invader' }, t('side.invader')),
    h('option', { value: 'defender', selected: true }, t('side.defender')),
  );
  const vsLevel = levelSelect('computer-level', t('home.computerLevel'), 'normal');
  const exInvader = levelSelect('exhibition-invader', t('home.invaderLevel'), 'normal');
  const exDefender = levelSelect('exhibition-defender', t('home.defenderLevel'), 'normal');
  return h(
    'form',
    {
      class: 'card computer-card',
      'data-testid': 'computer-form',
      onsubmit: (e: Event) => {
        e.preventDefault();
        ev.play(vsSide.value === 'invader' ? 'invader' : 'defender', vsLevel.value as ComputerLevel);
      },
    },
    h('h2', {}, t('home.vsComputer')),
    h('div', { class: 'row' }, h('label', {}, t('home.playAs'), ' ', vsSide), h('label', {}, t('home.level'), ' ', vsLevel)),
    h('button', { class: 'btn primary', type: 'submit', 'data-testid': 'computer-submit' }, t('home.playNow')),
    h('h2', {}, t('home.watchComputer')),
    h('div', { class: 'row' }, h('label', {}, t('side.invader'), ' ', exInvader), h('label', {}, t('side.defender'), ' ', exDefender)),
    h(
      'button',
      {
        class: 'btn',
        type: 'button',
        'data-testid': 'exhibition-submit',
        onclick: () => ev.watch(exInvader.value as ComputerLevel, exDefender.value as ComputerLevel),
      },
      t('home.watch'),
    ),
  );
}

/** "Replay a finished game" by its id. */
export function replayCard(open: (id: string) => void): HTMLFormElement {
  const replayInput = h('input', { 'data-testid': 'replay-id', placeholder: t('home.finishedId'), autocomplete: 'off' });
  return h(
    'form',
    {
      class: 'card replay-card',
      onsubmit: (e: Event) => {
        e.preventDefault();
        if (replayInput.value.trim()) open(replayInput.value.trim());
      },
    },
    h('h2', {}, t('home.replayTitle')),
    replayInput,
    h('button', { class: 'btn', type: 'submit', 'data-testid': 'replay-submit' }, t('home.openReplay')),
  );
}

/** A choice of the computer's level (Easy, Normal, Hard). */
function levelSelect(testid: string, label: string, selected: ComputerLevel): HTMLSelectElement {
  return h(
    'select',
    { 'data-testid': testid, 'aria-label': label },
    ...COMPUTER_LEVELS.map((value) => h('option', { value, ...(value === selected ? { selected: true } : {}) }, t(`level.${value}`))),
  );
}
