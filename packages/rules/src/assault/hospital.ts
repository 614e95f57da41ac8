/**
 * Melee step 6: the Hospital (seed 000 "The Hospital": only one unit recovers a turn; seed 002
 * 醫院; rulings.md "Assault"; cards.md Plague, Sick Bay).
 *
 * The Defender units lost in melee this turn wait in the Hospital. With Plague, the Invader
 * first picks one of them, who dies. Then, unless Plague or Sick Bay is in force, the Defender
 * picks one to return to the Courtyard. Every unit left in the Hospital is dead.
 */
import { log } from '../engine/events';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import { isDefenderUnit, noDefenders, totalDefenders } from '../state/counts';
import { DEFENDER_UNITS, type GameState } from '../state/types';
import { panicIsActive, type AssaultStep } from './common';

const inHospital = (s: GameState) => DEFENDER_UNITS.filter((u) => s.defender.hospital[u] > 0);

function allDie(s: GameState): number {
  const n = totalDefenders(s.defender.hospital);
  for (const u of DEFENDER_UNITS) s.defender.dead[u] += s.defender.hospital[u];
  s.defender.hospital = noDefenders();
  return n;
}

export const hospitalStep: AssaultStep<'melee-6'> = {
  id: 'melee-6',
  start(s) {
    if (totalDefenders(s.defender.hospital) === 0) return [];
    return s.effects.plague ? ['plague', 'heal'] : ['heal'];
  },
  run(s, item, ctx) {
    if (inHospital(s).length === 0) return;
    if (item === 'plague') {
      pushChoice(s, 'invader', 'assault.plague', 'Plague: choose the unit in the Hospital that dies', inHospital(s));
      return;
    }
    if (s.effects.plague || panicIsActive(s, 'sick-bay')) {
      const n = allDie(s);
      log(ctx, 'hospital.none', { cause: s.effects.plague ? 'plague' : 'sick-bay', n });
      return;
    }
    pushChoice(s, 'defender', 'assault.hospital', 'Choose the unit the Hospital heals (back to the Courtyard)', inHospital(s));
  },
};

const resolvePlague: ChoiceResolver<'assault.plague'> = (s, _prompt, option, ctx) => {
  if (!isDefenderUnit(option) || s.defender.hospital[option] <= 0) return;
  s.defender.hospital[option] -= 1;
  s.defender.dead[option] += 1;
  log(ctx, 'hospital.plague', { unit: option });
};

const resolveHospital: ChoiceResolver<'assault.hospital'> = (s, _prompt, option, ctx) => {
  if (!isDefenderUnit(option) || s.defender.hospital[option] <= 0) return;
  s.defender.hospital[option] -= 1;
  s.board.courtyard[option] += 1;
  const n = allDie(s);
  log(ctx, 'hospital.heals', { unit: option, n });
};

export const hospitalResolvers: ChoiceResolvers = {
  'assault.plague': resolvePlague,
  'assault.hospital': resolveHospital,
};
