/**
 * The win-chance model fitted to self-play (Hard's `model` option, `--value-model tuned`; not its
 * default, see hard-bot.ts DEFAULT_VALUE_MODEL), as fitted by the tuning script (src/sim/tune.ts,
 * docs/rules/self-play.md "Win-chance model and tuning"):
 *   npm run tune -w @stronghold/rules -- --games 400 --every 3
 * (400 Normal-vs-Normal games, seeds 50000..50399, bot seeds 90000..; 20,326 positions fitted,
 * 5,021 of the last 80 games held out: log-loss 0.506 and 71.0 % right, against 0.611 and 68.1 %
 * for Hard's hand-set weights with their scale fitted, 0.675 for a constant rate). Terms that never
 * varied in those games or whose fit had the wrong sign get 0.
 */
import type { ValueModel } from './value-model';

export const TUNED_VALUE_MODEL: ValueModel = {
  bias: 4.452,
  weights: {
    win: 0,
    invaderOnWalls: 0.09074,
    invaderOnRamparts: 0.04626,
    invaderOnForegrounds: 0.02341,
    defenderOnWalls: -0.08683,
    marksmenInTowers: -0.9261,
    defenderInside: -0.0802,
    defenderDead: 0.01011,
    stones: 0,
    gateDamage: 0,
    gateDestroyed: 0,
    panic: 0,
    mana: 0.09436,
    turn: -0.6653,
    breachMargin: 0.8988,
    breachReach: 0.001552,
    hourglassPaid: 0,
    actionDone: -0.03539,
  },
};
