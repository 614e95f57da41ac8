/**
 * Scenario builder for tests: start from a real setup, set up any position by board IDs, then
 * open the decision the test needs. Invader units are taken from the bag so counts stay whole.
 *
 *   const s = scenario({ seed: 1 })
 *     .phase('spells')
 *     .wall('w3', { invaders: { skeleton: 2 }, stones: 4 })
 *     .area('r-left-1', { vampire: 2 })
 *     .defenderWindow(3)
 *     .build();
 */
import type { InvaderAreaId, TowerId, WallId } from '../board/undead-board';
import { noInvaders } from '../state/counts';
import { setupState } from '../state/new-game';
import type { Prompt } from '../state/prompts';
import type { DefenderCounts, GameState, InvaderCounts, Phase, PriestState, Seat } from '../state/types';

type Partial3<T> = Partial<T>;

export class ScenarioBuilder {
  readonly s: GameState;

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
    opts: { defenders?: Partial3<DefenderCounts>; invaders?: Partial3<InvaderCounts>; stones?: number; cauldron?: boolean; inscription?: boolean },
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
