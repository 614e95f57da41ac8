/**
 * Scenario builder for tests: start from a real setup, set up any position by board IDs, then
 * either open the decision the test needs (`build()`) or let the game run from a phase step to
 * its first real decision (`start()`). Invader units are taken from the bag so counts stay whole.
 *
 *   // Open a decision yourself:
 *   const s = scenario({ seed: 1 })
 *     .phase('spells')
 *     .wall('w3', { invaders: { skeleton: 2 }, stones: 4 })
 *     .area('r-left-1', { vampire: 2 })
 *     .defenderWindow(3)
 *     .build();
 *
 *   // Or start a phase (or an Assault step) and let the rules ask what they ask there:
 *   const t = scenario({ seed: 1 }).turn(8).wall('w5', { invaders: { vampire: 1 } }).assaultStep('melee-4').start();
 *
 * Where a phase can start (`PHASE_STEPS`): each phase at 'start'; Supply also at 'income'
 * (Mana and Hourglasses), 'invader' (the Invader's menu), 'council' (the Council markers, after
 * the Invader's menu), 'end'; Move out at 'chosen' (after the Move out card) and 'advanced' (after
 * the advance); Panic at 'draw'. An Assault step by its id
 * (`ASSAULT_STEP_IDS`: 'ranged-1' ... 'ranged-4', 'melee-1' ... 'melee-6', 'barbican').
 */
import { ASSAULT_STEP_ORDER, beginAssaultStep } from '../assault';
import type { GateId, InvaderAreaId, PathId, TowerId, WallId } from '../board/undead-board';
import type { PanicId } from '../cards/panic';
import type { SpellId } from '../cards/spells';
import type { GameEvent } from '../engine/events';
import { advance } from '../engine/flow';
import { GAME } from '../game';
import { noInvaders } from '../state/counts';
import { setupState } from '../new-game';
import type { Prompt } from '../state/prompts';
import type {
  AssaultStepId,
  DefenderCounts,
  GameState,
  GateState,
  InvaderCounts,
  Phase,
  PriestState,
  Seat,
  SpellCounter,
} from '../state/types';

/** The Assault steps in order, by id (seed 000 "Assault Steps"). */
export const ASSAULT_STEP_IDS = [...ASSAULT_STEP_ORDER];

/** The steps each phase runner starts from (its own step names; 'start' everywhere). */
export const PHASE_STEPS = {
  supply: ['start', 'income', 'invader', 'council', 'end'],
  spells: ['start'],
  activation: ['start'],
  moveout: ['start', 'chosen', 'advanced'],
  assault: ['start'],
  panic: ['start', 'draw'],
  cleanup: ['start'],
} as const satisfies Record<Exclude<Phase, 'ended'>, readonly string[]>;

type Partial3<T> = Partial<T>;

export class ScenarioBuilder {
  readonly s: GameState;
  private pendingAssaultStep: AssaultStepId | null = null;

  constructor(seed: number) {
    this.s = setupState(seed);
    this.s.step = 'menu';
  }

  /** Take Invader units out of the bag onto a place (conserves unit counts). */
  private fromBag(into: InvaderCounts, counts: Partial3<InvaderCounts>): void {
    for (const [unit, n] of Object.entries(counts) as [keyof InvaderCounts, number][]) {
      const take = Math.min(n, this.s.units.bag[unit]);
      this.s.units.bag[unit] -= take;
      into[unit] += take;
    }
  }

  turn(n: number): this {
    this.s.turn = n;
    return this;
  }

  /** Set the phase; `step` defaults to the phase's menu step. */
  phase(phase: Phase, step = 'menu'): this {
    this.s.phase = phase;
    this.s.step = step;
    return this;
  }

  area(id: InvaderAreaId, invaders: Partial3<InvaderCounts>): this {
    this.fromBag(this.s.board.areas[id], invaders);
    return this;
  }

  wall(
    id: WallId,
    opts: {
      defenders?: Partial3<DefenderCounts>;
      invaders?: Partial3<InvaderCounts>;
      stones?: number;
      cauldron?: boolean;
      inscription?: boolean;
    },
  ): this {
    const w = this.s.board.walls[id];
    if (opts.defenders) w.defenders = { marksman: 0, soldier: 0, veteran: 0, ...opts.defenders };
    if (opts.invaders) {
      this.s.units.bag.phantom += w.invaders.phantom;
      this.s.units.bag.skeleton += w.invaders.skeleton;
      this.s.units.bag.vampire += w.invaders.vampire;
      w.invaders = noInvaders();
      this.fromBag(w.invaders, opts.invaders);
    }
    if (opts.stones !== undefined) w.stones = opts.stones;
    if (opts.cauldron !== undefined) w.cauldron = opts.cauldron;
    if (opts.inscription !== undefined) w.inscription = opts.inscription;
    return this;
  }

  tower(id: TowerId, opts: Partial3<GameState['board']['towers'][TowerId]>): this {
    Object.assign(this.s.board.towers[id], opts);
    return this;
  }

  priests(priests: Array<Pick<PriestState, 'at'> & Partial<PriestState>>): this {
    this.s.defender.priests = priests.map((p, i) => ({ id: `p${i + 1}`, acted: null, ...p }));
    this.s.defender.reserve.priest = 4 - priests.length;
    return this;
  }

  hourglasses(n: number): this {
    this.s.defender.hourglasses = n;
    return this;
  }

  mana(n: number): this {
    this.s.invader.mana = n;
    return this;
  }

  panic(level: number, floor = 0): this {
    this.s.panic.level = level;
    this.s.panic.floor = floor;
    return this;
  }

  /** Any other change, as a function of the state. */
  with(change: (s: GameState) => void): this {
    change(this.s);
    return this;
  }

  /** Start this phase at one of its documented steps (PHASE_STEPS); `start()` runs it from there. */
  at<P extends keyof typeof PHASE_STEPS>(phase: P, step: (typeof PHASE_STEPS)[P][number] = 'start'): this {
    this.s.phase = phase;
    this.s.step = step;
    this.s.assault = null;
    return this;
  }

  /** Start the Assault at this step (ASSAULT_STEP_IDS): `start()` begins it, its queue built then. */
  assaultStep(id: string): this {
    const step = ASSAULT_STEP_IDS.find((x) => x === id);
    if (!step) throw new Error(`scenario: no Assault step '${id}' (${ASSAULT_STEP_IDS.join(', ')})`);
    this.s.phase = 'assault';
    this.s.step = step;
    this.pendingAssaultStep = step;
    return this;
  }

  /** A spell counter on the board (active this turn unless `castTurn` says otherwise). */
  counter(spell: SpellId, at: SpellCounter['at'], extra: Partial<Omit<SpellCounter, 'id' | 'spell' | 'at'>> = {}): this {
    this.s.board.counters.push({ id: this.s.nextId++, spell, at, castTurn: this.s.turn, ...extra });
    return this;
  }

  /** The spell row, left to right: the spells come out of the Library or the set-aside pile; the old row goes to the Library. */
  row(spells: SpellId[]): this {
    const inv = this.s.invader;
    const old = inv.row.filter((x) => !spells.includes(x));
    inv.library = [...inv.library.filter((x) => !spells.includes(x)), ...old];
    inv.setAside = inv.setAside.filter((x) => !spells.includes(x));
    inv.row = [...spells];
    return this;
  }

  /** The Necromancer's Library holds exactly these spells (the others go to the set-aside pile). */
  library(spells: SpellId[]): this {
    const inv = this.s.invader;
    const out = inv.library.filter((x) => !spells.includes(x));
    inv.row = inv.row.filter((x) => !spells.includes(x));
    inv.setAside = [...inv.setAside.filter((x) => !spells.includes(x)), ...out];
    inv.library = [...spells];
    return this;
  }

  /** Traps on these paths (taken from the Defender's reserve). */
  traps(paths: PathId[]): this {
    for (const p of paths) {
      if (this.s.board.traps.includes(p)) continue;
      this.s.board.traps.push(p);
      this.s.defender.reserve.trap = Math.max(0, this.s.defender.reserve.trap - 1);
    }
    return this;
  }

  gate(id: GateId, opts: Partial<GateState>): this {
    Object.assign(this.s.board.gates[id], opts);
    return this;
  }

  /** Cubes on the Altar of Death (taken from the bag). */
  altar(units: Partial3<InvaderCounts>): this {
    this.fromBag(this.s.units.altar, units);
    return this;
  }

  /** A Panic card in force this turn (taken out of the Panic deck), with its target if it has one. */
  panicInForce(card: PanicId, target: string | null = null): this {
    this.s.decks.panic = this.s.decks.panic.filter((c) => c !== card);
    this.s.decks.panicTop = this.s.decks.panicTop.filter((c) => c !== card);
    this.s.panic.drawn = this.s.panic.drawn.filter((c) => c !== card);
    this.s.panic.active.push({ card, target });
    return this;
  }

  /** Decisions with a single legal answer stay open (rulings.md "Turn flow" resolves them otherwise). */
  keepSingleAnswers(): this {
    this.s.holdSingleAnswers = true;
    return this;
  }

  /**
   * Run the game from the position (a phase step, an Assault step, or an open decision) to its
   * first real decision, as applyAction would after an action. No fake Defender window needed.
   */
  start(): GameState {
    return this.startWithEvents().state;
  }

  startWithEvents(): { state: GameState; events: GameEvent[] } {
    const s = structuredClone(this.s);
    const events: GameEvent[] = [];
    const ctx = { events };
    if (this.pendingAssaultStep) beginAssaultStep(s, this.pendingAssaultStep, ctx);
    return { state: advance(GAME, s, ctx).state, events };
  }

  /** Open a decision: the prompt goes on top of the stack and its seat acts. */
  prompt(prompt: Prompt): this {
    this.s.prompts.push(prompt);
    this.s.toAct = prompt.seat;
    return this;
  }

  /** The Defender holds `hourglasses` and must spend them (a window after an Invader action). */
  defenderWindow(hourglasses: number, final = false): this {
    this.hourglasses(hourglasses);
    return this.prompt({ kind: 'defender-spend', seat: 'defender', reason: 'test', final });
  }

  /** The Invader's menu of the current phase. */
  invaderMenu(kind: 'invader-supply' | 'invader-spells' | 'invader-activation' | 'invader-moveout' | 'invader-advance'): this {
    return this.prompt({ kind, seat: 'invader' });
  }

  build(): GameState {
    if (this.s.prompts.length === 0) throw new Error('scenario: open a decision (prompt/defenderWindow/invaderMenu) first');
    return structuredClone(this.s);
  }
}

export const scenario = (opts: { seed?: number } = {}): ScenarioBuilder => new ScenarioBuilder(opts.seed ?? 1);

export function actingSeat(s: GameState): Seat | null {
  return s.toAct;
}
