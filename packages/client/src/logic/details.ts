/**
 * Hover details for every card, counter and place: rules text from the rules package's card
 * tables, and what stands there now. Pure; secrets appear only when the view holds them.
 */
import {
  BUILDING_ACTIONS,
  CAPACITY,
  actionCost,
  BARRACKS_LIMITS,
  COUNCIL,
  counterActive,
  DEFENDER_RESERVE,
  MOVE_OUT,
  PANIC_CARDS,
  PANIC_MAX,
  PANIC_MIN,
  SPELLS,
  TIME_BOARD_MANA,
  TOWER_DATA,
  UNITS_DRAWN_PER_TURN,
  type BuildingActionId,
  type CouncilId,
  type GameView,
  type PanicId,
  type SpellId,
  type TowerId,
  type WallId,
  type InvaderCounts,
  type DefenderCounts,
} from '@stronghold/rules';
import { UNIT_NAMES, bare, cap, nameOf, ROMAN } from './ids';

export interface Details {
  title: string;
  kind: string;
  text?: string;
  lines: string[];
}

const inv = (c: InvaderCounts | undefined): string => {
  if (!c) return 'none';
  const parts = (['phantom', 'skeleton', 'vampire'] as const).filter((k) => c[k] > 0).map((k) => `${c[k]} ${UNIT_NAMES[k]}${c[k] === 1 ? '' : 's'}`);
  return parts.length ? parts.join(', ') : 'none';
};
const def = (c: DefenderCounts | undefined): string => {
  if (!c) return 'none';
  const parts = (['marksman', 'soldier', 'veteran'] as const)
    .filter((k) => c[k] > 0)
    .map((k) => `${c[k]} ${k === 'marksman' ? (c[k] === 1 ? 'Marksman' : 'Marksmen') : UNIT_NAMES[k] + (c[k] === 1 ? '' : 's')}`);
  return parts.length ? parts.join(', ') : 'none';
};

const STAGE = ['', 'I', 'II', 'III'];

export function spellDetails(id: SpellId): Details {
  const s = SPELLS[id];
  return {
    title: s.name,
    kind: `Spell · stage ${STAGE[s.stage]} · ${s.mana} Mana${s.activation ? ' · needs Activation' : ''}`,
    text: s.text,
    lines: [],
  };
}

function countersAt(view: GameView, at: string): string[] {
  return view.board.counters
    .filter((c) => c.at === at)
    .map((c) => {
      const s = SPELLS[c.spell];
      let t = s.name;
      if (c.spell === 'illusionary-threat') t += c.value !== undefined ? ` (face down: ${c.value})` : ' (face down)';
      if (c.stackSize !== undefined) t += ` (stack of ${c.stackSize})`;
      if (c.castTurn === view.turn) t += ' · cast this turn';
      else if (s.activation) t += counterActive(view, c) ? ' · active' : ' · inactive';
      return t;
    });
}

export function detailsFor(id: string, view: GameView): Details | null {
  const b = view.board;
  if (id in SPELLS) {
    const d = spellDetails(id as SpellId);
    if (view.invader.cast.includes(id as SpellId)) d.lines.push('Cast this turn.');
    if (view.invader.activated.includes(id as SpellId)) d.lines.push('Activated this turn.');
    return d;
  }
  if (id in COUNCIL) {
    const c = COUNCIL[id as CouncilId];
    const have = view.defender.council.markers[id] ?? 0;
    const used = view.defender.council.used.includes(id as CouncilId);
    return {
      title: c.name,
      kind: `Council card · needs ${c.markers} markers`,
      text: c.text,
      lines: [used ? 'Used.' : `${have} of ${c.markers} markers.`, view.defender.council.closed ? 'The Council is closed.' : 'Usable only after the Council is closed.'],
    };
  }
  if (id in PANIC_CARDS) {
    const p = PANIC_CARDS[id as PanicId];
    return { title: p.name, kind: 'Panic card', text: p.text, lines: [] };
  }
  if (id in BUILDING_ACTIONS) {
    const a = BUILDING_ACTIONS[id as BuildingActionId];
    const s = view.defender.slots[id as BuildingActionId];
    const cost = s ? actionCost(view, id as BuildingActionId) : a.cost;
    const lines = [`Cost ${cost} Hourglass${cost === 1 ? '' : 'es'}${s?.bone ? ' (Bone marker +1)' : ''}.`];
    if (s?.paid) lines.push(`${s.paid} already paid.`);
    if (s?.done) lines.push('Done this turn.');
    if (s?.block) lines.push(`Blocked by ${s.block.phantoms} Phantom${s.block.phantoms === 1 ? '' : 's'} (Hallucinations), ${s.block.paid} paid to lift.`);
    if (a.uses) lines.push(`Reserve: ${view.defender.reserve[a.uses] ?? 0} left.`);
    return { title: a.name, kind: `${cap(a.building)} action`, text: a.text, lines };
  }
  if (/^w\d+$/.test(id) && b.walls[id as WallId]) {
    const w = b.walls[id as WallId];
    const lines = [`Defenders: ${def(w.defenders)}.`, `Invaders: ${inv(w.invaders)}.`, `Stone wall components: ${w.stones} of ${CAPACITY.wallStones}.`];
    const priests = view.defender.priests.filter((p) => p.at === id);
    if (priests.length) lines.push(`Priests: ${priests.map((p) => nameOf(p.id) + (p.acted ? ` (used ${p.acted})` : '')).join(', ')}.`);
    if (w.cauldron) lines.push('A Skeleton Cauldron stands here.');
    if (w.inscription) lines.push('An Inscription: Phantoms here cannot levitate.');
    lines.push(...countersAt(view, id));
    return { title: `Wall ${id.toUpperCase()}`, kind: 'Wall section', lines };
  }
  if (/^t\d$/.test(id) && b.towers[id as TowerId]) {
    const t = b.towers[id as TowerId];
    const d = TOWER_DATA[id as TowerId];
    const lines = [
      t.machine ? `Machine: ${cap(t.machine)}${t.machine === 'stakes' && t.stakesUsed ? ' (used this turn)' : ''}.` : 'No machine.',
      `Marksmen: ${t.marksmen} of ${CAPACITY.towerMarksmen}.`,
      `Adjacent walls: ${d.walls.map((w) => w.toUpperCase()).join(', ')}; opposite ramparts: ${d.ramparts.map(bare).join(', ')}.`,
      ...countersAt(view, id),
    ];
    return { title: `Tower ${id.toUpperCase()}`, kind: 'Tower', lines };
  }
  if (id.startsWith('gate-') && b.gates[id as keyof typeof b.gates]) {
    const g = b.gates[id as keyof typeof b.gates];
    return {
      title: cap(bare(id)),
      kind: 'Gate (the Barbican)',
      lines: [g.destroyed ? 'Destroyed.' : `Toughness ${g.toughness} of ${CAPACITY.gateMax}.`, g.cross ? 'A Cross stands on it.' : 'No Cross.'],
    };
  }
  if (id === 'camp' || id.startsWith('fg-') || id.startsWith('r-')) {
    const c = b.areas[id as keyof typeof b.areas];
    const lines = [`Units: ${inv(c)}.`];
    if (id.startsWith('fg-')) lines.push(`Capacity ${CAPACITY.foreground}.`);
    if (id.startsWith('r-')) {
      lines.push(`Capacity ${CAPACITY.rampart}.`);
      if (b.saint === id) lines.push('The Saint stands here: no unit may move out.');
      if (b.consecrated.includes(id as never)) lines.push('Consecrated Ground: eliminates the strongest Invader unit in Melee step 2.');
    }
    lines.push(...countersAt(view, id));
    return { title: cap(bare(id)), kind: id === 'camp' ? 'Invader staging area' : id.startsWith('fg-') ? 'Foreground' : 'Rampart', lines };
  }
  if (id.includes('>')) {
    const trap = b.traps.includes(id as never);
    return { title: cap(bare(id)), kind: 'Path', lines: [trap ? 'A Trap lies here: crossing needs strength 4 and kills strength 4.' : 'No Trap.'] };
  }
  if (/^ctr:\d+$/.test(id)) {
    const c = b.counters.find((x) => `ctr:${x.id}` === id);
    if (!c) return null;
    const d = spellDetails(c.spell);
    d.kind = `Spell counter on ${bare(c.at)} · ${d.kind}`;
    d.lines = countersAt(view, c.at).filter((t) => t.startsWith(SPELLS[c.spell].name)).slice(0, 1);
    return d;
  }
  if (/^p\d$/.test(id)) {
    const p = view.defender.priests.find((x) => x.id === id);
    if (!p) return null;
    return {
      title: nameOf(id),
      kind: 'Priest',
      text: 'Adds 2 strength on his wall. Repel: one Vampire from his wall. Speech (from the Statue): lowers Panic.',
      lines: [`At ${bare(p.at)}.`, p.acted ? `Used ${p.acted} this turn.` : 'Has not acted this turn.'],
    };
  }
  switch (id) {
    case 'courtyard':
      return { title: 'Courtyard', kind: 'Inside the stronghold', lines: [`Units: ${def(b.courtyard)}.`, 'New and healed units arrive here.'] };
    case 'barracks':
      return { title: 'Barracks', kind: 'Building', lines: [`Units: ${def(b.barracks)}.`, `At most ${BARRACKS_LIMITS.marksman} Marksmen, ${BARRACKS_LIMITS.soldier} Soldiers, ${BARRACKS_LIMITS.veteran} Veteran.`] };
    case 'statue':
      return { title: 'Statue', kind: 'Building', text: 'One Priest. A Speech made from here lowers Panic (+1 per Cross on the gates).', lines: [] };
    case 'hospital':
      return {
        title: 'Hospital',
        kind: 'Building',
        text: 'Units lost in melee wait here; in Melee step 6 one returns to the Courtyard, the others die.',
        lines: [`Wounded: ${def(view.defender.hospital)}.`, `Dead so far: ${def(view.defender.dead)}.`],
      };
    case 'library': {
      const names = view.invader.library.map((s) => SPELLS[s].name);
      return {
        title: "Necromancer's Library",
        kind: 'Invader spells (hidden)',
        lines: [`${view.hidden.library} card${view.hidden.library === 1 ? '' : 's'}.`, ...(names.length ? [`Cards: ${names.join(', ')}.`] : ['Only the Invader sees these cards.'])],
      };
    }
    case 'altar':
      return { title: 'Altar of Death', kind: 'Invader', text: 'Eliminated Skeletons come here; two cubes can be turned into 1 Mana.', lines: [`On the Altar: ${inv(view.units.altar)}.`] };
    case 'mana-deck':
      return { title: 'Mana deck', kind: 'Invader deck', text: 'Drawing one card is optional in Phase 1; some give the Defender a bonus.', lines: [`${view.hidden.manaDeck} cards left.`] };
    case 'council':
      return {
        title: 'The Council',
        kind: 'Defender',
        text: 'Council markers gather on the cards; a card can be used once it has its markers and the Council is closed.',
        lines: [view.defender.council.closed ? 'Closed.' : 'Open: markers still arrive.'],
      };
    case 'card:activation':
      return { title: 'Activation card', kind: 'Invader row card', text: '1 Mana per spell type activated this turn; gives no Hourglasses.', lines: [`Activated: ${view.invader.activated.map((s) => SPELLS[s].name).join(', ') || 'none'}.`] };
    case 'card:moveout':
      return { title: 'Move out card', kind: 'Invader row card', text: `Minor Move out: ${MOVE_OUT.minor.mana} Mana, up to ${MOVE_OUT.minor.perArea} units from each Foreground and Rampart. Major: ${MOVE_OUT.major.mana} Mana, up to ${MOVE_OUT.major.perArea}. The Defender gets Hourglasses equal to the Mana paid.`, lines: [] };
    case 'card:camp':
      return { title: 'Camp card', kind: 'Invader row card', text: 'Camp: the units stay in the Camp; no unit advances this turn; the Defender gets no Hourglasses.', lines: [] };
    case 'dragon-card':
      return { title: 'Dragon Phantom', kind: 'Spell card', text: SPELLS['dragon-phantom'].text, lines: countersAt(view, 'dragon-card') };
    case 'time':
      return {
        title: 'Time Board',
        kind: 'Track',
        text: 'Mana per turn for the Invader; a negative figure is owed (each unpaid point gives the Defender 1 Hourglass).',
        lines: TIME_BOARD_MANA.map((m, i) => `Turn ${ROMAN[i]}: ${m > 0 ? '+' : ''}${m}${i + 1 === view.turn ? '  ← now' : ''}`),
      };
    case 'panic':
      return {
        title: 'Panic Board',
        kind: 'Track',
        text: `Panic runs from ${PANIC_MIN} to +${PANIC_MAX}. Destroyed gates raise the floor for the rest of the game.`,
        lines: [`Level ${view.panic.level}, floor ${view.panic.floor}.`, ...view.panic.active.map((p) => `In force: ${PANIC_CARDS[p.card].name}${p.target ? ` (${bare(p.target)})` : ''}.`), ...view.panic.drawn.map((p) => `Drawn for next turn: ${PANIC_CARDS[p].name}.`)],
      };
    case 'hourglasses':
      return { title: 'Hourglasses', kind: 'Defender', text: 'Spent on building actions, moves, swaps, Priests and lifting Hallucinations before the Invader goes on.', lines: [`${view.defender.hourglasses} in hand.`] };
    case 'mana':
      return { title: 'Mana', kind: 'Invader', text: 'Pays for spells, Activation and Move out. Every Mana spent on a spell or Move out gives the Defender an Hourglass.', lines: [`${view.invader.mana} Mana.`] };
    case 'bag':
      return { title: 'Bag', kind: 'Invader units', text: `${UNITS_DRAWN_PER_TURN} units are drawn into the Camp each turn.`, lines: [`In the bag: ${inv(view.units.bag)}.`, `Spare units: ${inv(view.units.spares)}.`, `Out of the game: ${inv(view.units.removed)}.`] };
    case 'reserve':
      return {
        title: 'Defender reserve',
        kind: 'Defender',
        lines: Object.keys(DEFENDER_RESERVE)
          .map((k) => `${cap(k)}: ${view.defender.reserve[k as keyof typeof DEFENDER_RESERVE] ?? 0}`)
          .filter((l) => !l.endsWith(': 0')),
      };
    case 'decks':
      return {
        title: 'Decks',
        kind: 'Hidden cards (counts are public)',
        lines: [
          `Panic deck: ${view.hidden.panicDeck}.`,
          `Tower Crossbow deck: ${view.hidden.crossbowDeck}.`,
          `Cannon deck: ${view.hidden.cannonDeck}.`,
          `Machine deck: ${view.decks.machine.hit + view.decks.machine.miss}.`,
          `Set-aside spells: ${view.hidden.setAsideSpells}; set-aside Council cards: ${view.hidden.setAsideCouncil}.`,
        ],
      };
  }
  return null;
}
