/** Choice resolvers of the Defender's side, by choice id. */
import type { ChoiceResolvers } from '../engine/handler';
import { barracksResolvers } from './buildings/barracks';
import { cathedralResolvers } from './buildings/cathedral';
import { forgeResolvers } from './buildings/forge';
import { scoutsResolvers } from './buildings/scouts';
import { workshopResolvers } from './buildings/workshop';
import { councilResolvers } from './council';
import { repelResolvers } from './repel';

export { repelResolvers };

export const defenderResolvers: ChoiceResolvers = {
  ...repelResolvers,
  ...forgeResolvers,
  ...workshopResolvers,
  ...scoutsResolvers,
  ...cathedralResolvers,
  ...barracksResolvers,
  ...councilResolvers,
};
