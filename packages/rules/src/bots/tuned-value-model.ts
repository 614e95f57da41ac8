/**
 * The win-chance model fitted to self-play (Hard's `model` option, `--value-model tuned`; not its
 * default, see hard-bot.ts DEFAULT_VALUE_MODEL), as fitted by the tuning script (src/sim/tune.ts,
 * docs/rules/self-play.md "Tuning"):
 *   npm run tune -w @stronghold/rules -- --games 400 --every 3
 * (400 Normal-vs-Normal games, seeds 50000..50399, bot seeds 90000..; 11,990 positions fitted,
 * 2,798 of the last 80 games held out: log-loss 0.421 and 81.5 % right, against 0.566 and 74.2 %
 * for the hand-set weights with their scale fitted, 0.586 for a constant rate). Terms that never
 * varied in those games (a destroyed gate, Marksmen in towers) or whose fit had the wrong sign get 0.
 */
import type { ValueModel } from './value-model';

export const TUNED_VALUE_MODEL: ValueModel = {
  bias: 15.47,
  weights: {
    win: 0,
    invaderOnWalls: 0.09687,
    invaderOnRamparts: 0.0522,
    invaderOnForegrounds: 0.02128,
    defenderOnWalls: -0.2059,
    marksmenInTowers: 0,
    defenderInside: -0.2489,
    defenderDead: 1.123,
    stones: -0.09713,
    gateDamage: 0.2023,
    gateDestroyed: 0,
    panic: 0.1707,
    mana: 0.07228,
    turn: -0.8176,
    breachMargin: 0,
    breachReach: 0,
    hourglassPaid: -0.7873,
    actionDone: -0.3173,
  },
};
