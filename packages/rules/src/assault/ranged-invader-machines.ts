/**
 * Ranged step 2: Spectral Ballistae and Bone Throwers (seed 000 "Card Clarifications"; seed 001
 * "Siege Machine Barrage"; rulings.md "Units and counts").
 *
 * Every active machine on a Rampart fires once. First the Invader selects the wall each Spectral
 * Ballista fires upon (a wall linked to its Rampart by a path), one Ballista after the other in
 * counter order, before any card is revealed (seed 001: "The Invader selects a Wall section each
 * Siege Machine will fire upon. Reveal the top card of each..."), so no choice is made knowing a
 * card. The targets wait in `assault.data` (`target:<counter id>`). Then the machines fire in
 * counter order: the top card of the machine's own stack is revealed; a Miss is removed from the
 * game; a Hit is shuffled back into the stack and raises Panic by 1.
 * - Ballista Hit: the Invader captures one Defender unit of its choice on the target wall (it is
 *   dead; its own cube becomes the matching Invader unit on the Ballista's Rampart, see
 *   captureDefender), then the strongest Invader unit on that wall is destroyed and goes to the
 *   Altar of Death (seed 000: "treated as a skeleton cube"; kept under its own type there so
 *   unit counts stay whole).
 * - Bone Thrower Hit: the Invader picks a building (BONE_TARGET_BUILDINGS) with an action that
 *   has no Bone marker, then marks two such actions of it, one at a time (one if only one is left).
 *   A Bone Thrower has no wall to select: seed 000 makes the building its Hit's effect, chosen
 *   once the Hit is known.
 */
import type { BuildingId, RampartId, WallId } from '../board/undead-board';
import { BONE_TARGET_BUILDINGS, BUILDING_ACTION_IDS, type BuildingActionId } from '../cards/buildings';
import { log, type Ctx } from '../engine/events';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import { shuffle } from '../engine/rng';
import { counterActive, isRampart, pathsFrom } from '../state/board-queries';
import { leaveBoard } from '../state/captured-cubes';
import { isDefenderUnit } from '../state/counts';
import { changePanic } from '../panic/level';
import { DEFENDER_UNITS, type GameState, type SpellCounter } from '../state/types';
import { captureDefender, INVADER_BY_STRENGTH, type AssaultStep } from './common';

/** Where a Ballista's selected wall waits in assault.data until it fires. */
const targetKey = (counter: number): `target:${number}` => `target:${counter}`;

const findCounter = (s: GameState, id: number): SpellCounter | undefined => s.board.counters.find((c) => c.id === id);

const wallsOfRampart = (r: RampartId): WallId[] => pathsFrom(r).map((p) => p.to as WallId);

/** Reveal the top card of a machine stack: 'hit' goes back and the stack is reshuffled; 'miss' leaves the game. */
function reveal(s: GameState, c: SpellCounter): 'hit' | 'miss' | null {
  const stack = c.stack;
  if (!stack) return null;
  const card = stack.shift();
  if (!card) return null;
  if (card === 'hit') {
    stack.push('hit');
    shuffle(s, stack);
  }
  return card;
}

export const invaderMachinesStep: AssaultStep<'ranged-2'> = {
  id: 'ranged-2',
  start: (s) => {
    const firing = s.board.counters
      .filter(
        (c) =>
          (c.spell === 'bone-thrower' || c.spell === 'spectral-ballista') &&
          isRampart(c.at) &&
          counterActive(s, c) &&
          (c.stack?.length ?? 0) > 0,
      )
      .sort((a, b) => a.id - b.id);
    return [
      ...firing.filter((c) => c.spell === 'spectral-ballista').map((c) => ({ act: 'aim' as const, counter: c.id })),
      ...firing.map((c) => ({ act: 'fire' as const, counter: c.id })),
    ];
  },
  run(s, { act, counter }, ctx) {
    const c = findCounter(s, counter);
    if (!c || !c.stack?.length) return;
    if (act === 'aim') {
      pushChoice(
        s,
        'invader',
        'assault.ballista.target',
        `Choose the wall the Spectral Ballista on ${c.at} shoots at`,
        wallsOfRampart(c.at as RampartId),
        { counter: c.id },
      );
      return;
    }
    if (c.spell === 'spectral-ballista') {
      fireBallista(s, c, ctx);
      return;
    }
    const card = reveal(s, c);
    if (card !== 'hit') {
      log(ctx, 'ranged.boneMiss', { at: c.at });
      return;
    }
    log(ctx, 'ranged.boneHit', { at: c.at });
    changePanic(s, 1, { cause: 'bone-thrower-hit' }, ctx);
    askBoneBuilding(s, ctx);
  },
};

// ---- Spectral Ballista ----

function destroyStrongest(s: GameState, wall: WallId, ctx: Ctx): void {
  const counts = s.board.walls[wall].invaders;
  const u = INVADER_BY_STRENGTH.find((x) => counts[x] > 0);
  if (!u) return;
  counts[u] -= 1;
  leaveBoard(s, u, 1, 'altar');
  log(ctx, 'ranged.ballistaKill', { unit: u, wall });
}

/** The selection only: the card is revealed when the Ballista's turn to fire comes (invaderMachinesStep). */
const resolveBallistaTarget: ChoiceResolver<'assault.ballista.target'> = (s, prompt, option) => {
  const a = s.assault;
  if (a?.step === 'ranged-2') a.data[targetKey(prompt.context.counter)] = option;
};

function fireBallista(s: GameState, c: SpellCounter, ctx: Ctx): void {
  const a = s.assault;
  const wall = a?.step === 'ranged-2' ? a.data[targetKey(c.id)] : undefined;
  // Only counters on a Rampart fire, each with the wall selected for it (invaderMachinesStep.start).
  if (!isRampart(c.at) || wall === undefined) return;
  const card = reveal(s, c);
  if (card !== 'hit') {
    log(ctx, 'ranged.ballistaMiss', { at: c.at, wall });
    return;
  }
  log(ctx, 'ranged.ballistaHit', { at: c.at, wall });
  changePanic(s, 1, { cause: 'ballista-hit' }, ctx);
  const present = DEFENDER_UNITS.filter((u) => s.board.walls[wall].defenders[u] > 0);
  if (present.length === 0) {
    destroyStrongest(s, wall, ctx);
    return;
  }
  pushChoice(s, 'invader', 'assault.ballista.capture', `Choose the Defender unit the Spectral Ballista captures on ${wall}`, present, {
    counter: c.id,
    wall,
    rampart: c.at,
  });
}

const resolveBallistaCapture: ChoiceResolver<'assault.ballista.capture'> = (s, prompt, option, ctx) => {
  const { wall, rampart } = prompt.context;
  if (!isDefenderUnit(option)) return;
  s.board.walls[wall].defenders[option] -= 1;
  captureDefender(s, option, rampart, ctx, { by: 'spectral-ballista' });
  destroyStrongest(s, wall, ctx);
};

// ---- Bone Thrower ----

const actionsOf = (building: BuildingId): BuildingActionId[] => BUILDING_ACTION_IDS.filter((a) => a.startsWith(`${building}.`));
const unmarked = (s: GameState, building: BuildingId): BuildingActionId[] => actionsOf(building).filter((a) => !s.defender.slots[a].bone);

function askBoneBuilding(s: GameState, ctx: Ctx): void {
  const options = BONE_TARGET_BUILDINGS.filter((b) => unmarked(s, b).length > 0);
  if (options.length === 0) {
    log(ctx, 'ranged.boneNoTarget', {});
    return;
  }
  pushChoice(s, 'invader', 'assault.bone.building', 'Choose the building the Bone Thrower hits', [...options]);
}

function askBoneAction(s: GameState, building: BuildingId, left: number): void {
  const options = unmarked(s, building);
  if (left <= 0 || options.length === 0) return;
  pushChoice(s, 'invader', 'assault.bone.action', `Choose an action of the ${building} to mark with a Bone marker`, options, {
    building,
    left,
  });
}

const resolveBoneBuilding: ChoiceResolver<'assault.bone.building'> = (s, _prompt, option) => {
  askBoneAction(s, option, 2);
};

const resolveBoneAction: ChoiceResolver<'assault.bone.action'> = (s, prompt, option, ctx) => {
  const action = option;
  s.defender.slots[action].bone = true;
  log(ctx, 'bone.marker', { action });
  askBoneAction(s, prompt.context.building, prompt.context.left - 1);
};

export const invaderMachinesResolvers: ChoiceResolvers = {
  'assault.ballista.target': resolveBallistaTarget,
  'assault.ballista.capture': resolveBallistaCapture,
  'assault.bone.building': resolveBoneBuilding,
  'assault.bone.action': resolveBoneAction,
};
