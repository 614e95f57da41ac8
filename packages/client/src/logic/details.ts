/**
 * Hover details for every card, counter and place: rules text from the rules package's card
 * tables, and what stands there now. Pure; secrets appear only when the view holds them.
 */
import { t } from '../i18n';
import {
  actionCost,
  counterActive,
  DEFENDER_RESERVE,
  type BuildingActionId,
  type CouncilId,
  type GameView,
  type PanicId,
  type SpellId,
  type InvaderCounts,
  type DefenderCounts,
} from '@stronghold/rules';
import {
  BUILDING_ACTIONS,
  CAPACITY,
  BARRACKS_LIMITS,
  COUNCIL,
  MOVE_OUT,
  PANIC_CARDS,
  PANIC_MAX,
  PANIC_MIN,
  SPELLS,
  TIME_BOARD_MANA,
  TOWER_DATA,
  UNITS_DRAWN_PER_TURN,
} from '@stronghold/rules/cards';
import { cardText, nameOf as catalogName, roman, unitsText } from '../i18n';
import type { Unit } from '../i18n/catalog-shape';
import { bare, cap, isGateId, isTowerId, isWallId, nameOf } from './ids';

export interface Details {
  title: string;
  kind: string;
  text?: string;
  lines: string[];
}

const counts = (c: Partial<Record<Unit, number>> | undefined, units: readonly Unit[]): string => {
  const parts = units.flatMap((k) => {
    const n = c?.[k] ?? 0;
    return n > 0 ? [unitsText(k, n)] : [];
  });
  return parts.length ? parts.join(t('card.sep')) : t('name.none');
};
const inv = (c: InvaderCounts | undefined): string => counts(c, ['phantom', 'skeleton', 'vampire']);
const def = (c: DefenderCounts | undefined): string => counts(c, ['marksman', 'soldier', 'veteran']);

export function spellDetails(id: SpellId): Details {
  const s = SPELLS[id];
  return {
    title: nameOf(id),
    kind: t(s.activation ? 'card.spellKindActivation' : 'card.spellKind', { stage: roman(s.stage), mana: s.mana }),
    text: cardText(id),
    lines: [],
  };
}

function countersAt(view: GameView, at: string): string[] {
  return view.board.counters
    .filter((c) => c.at === at)
    .map((c) => {
      const s = SPELLS[c.spell];
      let line = nameOf(c.spell);
      if (c.spell === 'illusionary-threat') line += c.value !== undefined ? t('card.faceDownValue', { n: c.value }) : t('card.faceDown');
      if (c.stackSize !== undefined) line += t('card.stackOf', { n: c.stackSize });
      if (c.castTurn === view.turn) line += t('card.castThisTurnTag');
      else if (s.activation) line += counterActive(view, c) ? t('card.activeTag') : t('card.inactiveTag');
      return line;
    });
}

/** What a hover card or menu says about the board place or card `id` (null: nothing to say). */
export function detailsFor(id: string, view: GameView): Details | null {
  return cardDetails(id, view) ?? placeDetails(id, view) ?? pieceDetails(id, view) ?? trackDetails(id, view);
}

/** A card: a spell, a Council card, a Panic card or a building action. */
function cardDetails(id: string, view: GameView): Details | null {
  if (id in SPELLS) {
    const d = spellDetails(id as SpellId);
    if (view.invader.cast.includes(id as SpellId)) d.lines.push(t('card.castThisTurn'));
    if (view.invader.activated.includes(id as SpellId)) d.lines.push(t('card.activatedThisTurn'));
    return d;
  }
  if (id in COUNCIL) {
    const c = COUNCIL[id as CouncilId];
    const have = view.defender.council.markers[id] ?? 0;
    const used = view.defender.council.used.includes(id as CouncilId);
    return {
      title: nameOf(id),
      kind: t('card.councilKind', { n: c.markers }),
      text: cardText(id as CouncilId),
      lines: [
        used ? t('card.used') : t('card.markersOf', { have, n: c.markers }),
        view.defender.council.closed ? t('card.councilClosed') : t('card.councilOpen'),
      ],
    };
  }
  if (id in PANIC_CARDS) {
    return { title: nameOf(id), kind: t('card.panicKind'), text: cardText(id as PanicId), lines: [] };
  }
  if (id in BUILDING_ACTIONS) {
    const a = BUILDING_ACTIONS[id as BuildingActionId];
    const s = view.defender.slots[id as BuildingActionId];
    const cost = actionCost(view, id as BuildingActionId);
    const lines = [t(s.bone ? 'card.costBone' : 'card.cost', { n: cost })];
    if (s.paid) lines.push(t('card.alreadyPaid', { n: s.paid }));
    if (s.done) lines.push(t('card.doneThisTurn'));
    if (s.block) lines.push(t('card.blocked', { n: s.block.phantoms, paid: s.block.paid }));
    if (a.uses) lines.push(t('card.reserveLeft', { n: view.defender.reserve[a.uses] }));
    return {
      title: catalogName(id),
      kind: t('card.actionKind', { building: cap(bare(a.building)) }),
      text: cardText(id as BuildingActionId),
      lines,
    };
  }
  return null;
}

/** A place the units stand on or pass through: a wall, a tower, a gate, an area, a path; or a counter or a priest on one. */
function placeDetails(id: string, view: GameView): Details | null {
  const b = view.board;
  if (isWallId(id)) {
    const w = b.walls[id];
    const lines = [
      t('card.defenders', { list: def(w.defenders) }),
      t('card.invaders', { list: inv(w.invaders) }),
      t('card.stones', { n: w.stones, of: CAPACITY.wallStones }),
    ];
    const priests = view.defender.priests.filter((p) => p.at === id);
    if (priests.length)
      lines.push(
        t('card.priests', {
          list: priests
            .map((p) => nameOf(p.id) + (p.acted ? t('card.priestUsed', { act: t(`card.act.${p.acted}`) }) : ''))
            .join(t('card.sep')),
        }),
      );
    if (w.cauldron) lines.push(t('card.cauldronHere'));
    if (w.inscription) lines.push(t('card.inscriptionHere'));
    lines.push(...countersAt(view, id));
    return { title: nameOf(id), kind: t('card.wallKind'), lines };
  }
  if (isTowerId(id)) {
    const tw = b.towers[id];
    const d = TOWER_DATA[id];
    const lines = [
      tw.machine
        ? t(tw.machine === 'stakes' && tw.stakesUsed ? 'card.machineUsed' : 'card.machine', { machine: t(`card.machine.${tw.machine}`) })
        : t('card.noMachine'),
      t('card.towerMarksmen', { n: tw.marksmen, of: CAPACITY.towerMarksmen }),
      t('card.towerAdjacent', {
        walls: d.walls.map((w) => nameOf(w)).join(t('card.sep')),
        ramparts: d.ramparts.map(bare).join(t('card.sep')),
      }),
      ...countersAt(view, id),
    ];
    return { title: nameOf(id), kind: t('card.towerKind'), lines };
  }
  if (isGateId(id)) {
    const g = b.gates[id];
    return {
      title: cap(bare(id)),
      kind: t('card.gateKind'),
      lines: [
        g.destroyed ? t('card.destroyed') : t('card.toughness', { n: g.toughness, of: CAPACITY.gateMax }),
        g.cross ? t('card.cross') : t('card.noCross'),
      ],
    };
  }
  if (id === 'camp' || id.startsWith('fg-') || id.startsWith('r-')) {
    const c = b.areas[id as keyof typeof b.areas];
    const lines = [t('card.units', { list: inv(c) })];
    if (id.startsWith('fg-')) lines.push(t('card.capacity', { n: CAPACITY.foreground }));
    if (id.startsWith('r-')) {
      lines.push(t('card.capacity', { n: CAPACITY.rampart }));
      if (b.saint === id) lines.push(t('card.saintHere'));
      if (b.consecrated.includes(id as never)) lines.push(t('card.consecratedHere'));
    }
    lines.push(...countersAt(view, id));
    return {
      title: cap(bare(id)),
      kind: t(id === 'camp' ? 'card.campKind' : id.startsWith('fg-') ? 'card.foregroundKind' : 'card.rampartKind'),
      lines,
    };
  }
  if (id.includes('>')) {
    const trap = b.traps.includes(id as never);
    return { title: cap(bare(id)), kind: t('card.pathKind'), lines: [trap ? t('card.trapHere') : t('card.noTrap')] };
  }
  if (/^ctr:\d+$/.test(id)) {
    const c = b.counters.find((x) => `ctr:${x.id}` === id);
    if (!c) return null;
    const d = spellDetails(c.spell);
    d.kind = t('card.counterOn', { at: bare(c.at), kind: d.kind });
    d.lines = countersAt(view, c.at)
      .filter((line) => line.startsWith(nameOf(c.spell)))
      .slice(0, 1);
    return d;
  }
  if (/^p\d$/.test(id)) {
    const p = view.defender.priests.find((x) => x.id === id);
    if (!p) return null;
    return {
      title: nameOf(id),
      kind: t('card.priestKind'),
      text: t('card.priestText'),
      lines: [
        t('card.at', { at: bare(p.at) }),
        p.acted ? t('card.priestActed', { act: t(`card.act.${p.acted}`) }) : t('card.priestNotActed'),
      ],
    };
  }
  return null;
}

/** The buildings, the row cards, the Altar and the decks the players draw from. */
function pieceDetails(id: string, view: GameView): Details | null {
  const b = view.board;
  switch (id) {
    case 'courtyard':
      return {
        title: cap(bare(id)),
        kind: t('card.courtyardKind'),
        lines: [t('card.units', { list: def(b.courtyard) }), t('card.courtyardLine')],
      };
    case 'barracks':
      return {
        title: cap(bare(id)),
        kind: t('card.buildingKind'),
        lines: [
          t('card.units', { list: def(b.barracks) }),
          t('card.barracksLine', {
            marksman: BARRACKS_LIMITS.marksman,
            soldier: BARRACKS_LIMITS.soldier,
            veteran: BARRACKS_LIMITS.veteran,
          }),
        ],
      };
    case 'statue':
      return { title: cap(bare(id)), kind: t('card.buildingKind'), text: t('card.statueText'), lines: [] };
    case 'hospital':
      return {
        title: cap(bare(id)),
        kind: t('card.buildingKind'),
        text: t('card.hospitalText'),
        lines: [t('card.wounded', { list: def(view.defender.hospital) }), t('card.deadSoFar', { list: def(view.defender.dead) })],
      };
    case 'library': {
      const names = view.invader.library.map((s) => nameOf(s));
      return {
        title: cap(bare(id)),
        kind: t('card.libraryKind'),
        lines: [
          t('card.cardCount', { n: view.hidden.library }),
          ...(names.length ? [t('card.cards', { list: names.join(t('card.sep')) })] : [t('card.libraryHidden')]),
        ],
      };
    }
    case 'altar':
      return {
        title: cap(bare(id)),
        kind: t('side.invader'),
        text: t('card.altarText'),
        lines: [t('card.onAltar', { list: inv(view.units.altar) })],
      };
    case 'mana-deck':
      return {
        title: cap(bare(id)),
        kind: t('card.invaderDeck'),
        text: t('card.manaDeckText'),
        lines: [t('card.cardsLeft', { n: view.hidden.manaDeck })],
      };
    case 'council':
      return {
        title: cap(nameOf(id)),
        kind: t('side.defender'),
        text: t('card.councilText'),
        lines: [view.defender.council.closed ? t('card.closed') : t('card.openMarkers')],
      };
    case 'card:activation':
      return {
        title: cap(bare(id)),
        kind: t('card.rowCard'),
        text: t('card.activationText'),
        lines: [t('card.activated', { list: view.invader.activated.map((s) => nameOf(s)).join(t('card.sep')) || t('name.none') })],
      };
    case 'card:moveout':
      return {
        title: cap(bare(id)),
        kind: t('card.rowCard'),
        text: t('card.moveOutText', {
          minorMana: MOVE_OUT.minor.mana,
          minorPerArea: MOVE_OUT.minor.perArea,
          majorMana: MOVE_OUT.major.mana,
          majorPerArea: MOVE_OUT.major.perArea,
        }),
        lines: [],
      };
    case 'card:camp':
      return { title: cap(bare(id)), kind: t('card.rowCard'), text: t('card.campText'), lines: [] };
    case 'dragon-card':
      return {
        title: nameOf('dragon-phantom'),
        kind: t('card.spellCard'),
        text: cardText('dragon-phantom'),
        lines: countersAt(view, 'dragon-card'),
      };
  }
  return null;
}

/** The tracks and the stocks: time, panic, hourglasses, mana, the bag, the reserve, the decks. */
function trackDetails(id: string, view: GameView): Details | null {
  switch (id) {
    case 'time':
      return {
        title: t('card.timeBoard'),
        kind: t('card.track'),
        text: t('card.timeText'),
        lines: TIME_BOARD_MANA.map(
          (m, i) => `${t('card.turn', { turn: i + 1 })}: ${m > 0 ? '+' : ''}${m}${i + 1 === view.turn ? t('card.now') : ''}`,
        ),
      };
    case 'panic':
      return {
        title: t('card.panicBoard'),
        kind: t('card.track'),
        text: t('card.panicText', { min: PANIC_MIN, max: PANIC_MAX }),
        lines: [
          t('card.panicLevel', { level: view.panic.level, floor: view.panic.floor }),
          ...view.panic.active.map((p) => t('card.inForce', { card: nameOf(p.card) + (p.target ? ` (${bare(p.target)})` : '') })),
          ...view.panic.drawn.map((p) => t('card.drawnNext', { card: nameOf(p) })),
        ],
      };
    case 'hourglasses':
      return {
        title: t('card.hourglasses'),
        kind: t('side.defender'),
        text: t('card.hourglassesText'),
        lines: [t('card.inHand', { n: view.defender.hourglasses })],
      };
    case 'mana':
      return {
        title: t('card.mana'),
        kind: t('side.invader'),
        text: t('card.manaText'),
        lines: [t('card.manaHave', { n: view.invader.mana })],
      };
    case 'bag':
      return {
        title: t('card.bag'),
        kind: t('card.invaderUnits'),
        text: t('card.bagText', { units: UNITS_DRAWN_PER_TURN }),
        lines: [
          t('card.inBag', { list: inv(view.units.bag) }),
          t('card.spares', { list: inv(view.units.spares) }),
          t('card.outOfGame', { list: inv(view.units.removed) }),
        ],
      };
    case 'reserve':
      return {
        title: t('card.reserve'),
        kind: t('side.defender'),
        lines: Object.keys(DEFENDER_RESERVE)
          .map((k) => `${t(`card.item.${k}`)}: ${view.defender.reserve[k as keyof typeof DEFENDER_RESERVE]}`)
          .filter((l) => !l.endsWith(': 0')),
      };
    case 'decks':
      return {
        title: t('card.decks'),
        kind: t('card.decksKind'),
        lines: [
          t('card.panicDeck', { n: view.hidden.panicDeck }),
          t('card.crossbowDeck', { n: view.hidden.crossbowDeck }),
          t('card.cannonDeck', { n: view.hidden.cannonDeck }),
          t('card.machineDeck', { n: view.decks.machine.hit + view.decks.machine.miss }),
          t('card.setAside', { spells: view.hidden.setAsideSpells, council: view.hidden.setAsideCouncil }),
        ],
      };
  }
  return null;
}
