/**
 * The Rules panel in English: the rules as the rulebook tells them, by topic, with short examples.
 * Figures come from the rules' tables (rules-book.ts); the cards' own texts are listed by the
 * panel from the card tables, not here.
 */
import { romanTurn as turn, type RulesNumbers, type RulesTopicText } from './rules-book';

export function rulesEn(n: RulesNumbers): RulesTopicText[] {
  const last = turn(n.lastTurn);
  const received = n.timeBoard.filter((m) => m >= 0).join(', ');
  const owed = n.timeBoard
    .filter((m) => m < 0)
    .map((m) => -m)
    .join(', ');
  return [
    {
      id: 'overview',
      title: 'The game at a glance',
      sections: [
        {
          id: 'goal',
          heading: 'Who wins',
          body: [
            `The Invader leads the Necromancer's undead army and must breach the stronghold before the end of turn ${last}: time works against the Undead, whose strength dissipates and who turn to dust at sunrise.`,
            `The Defender holds the stronghold. If it has not been breached when turn ${last} ends, the Defender wins.`,
            'The Invader wins at once when a unit breaks into the stronghold (a wall section is lost by too much, see The Assault) or when the third Gate of the Barbican is destroyed.',
          ],
        },
        {
          id: 'units',
          heading: 'The units',
          body: [
            `Invader: Phantom ${n.inv.phantom}, Skeleton ${n.inv.skeleton}, Vampire ${n.inv.vampire} strength.`,
            '• Phantoms levitate: up to three Phantoms per wall section may ignore the wall’s unit limit; they fight and can be repelled like the others.',
            '• Skeletons carry magical essence: an eliminated Skeleton goes to the Altar of Death, where it can later be turned into Mana.',
            '• A Vampire’s aura: if Phantoms share a wall section with a Vampire, at most three of them count as strength 2, in every Assault step.',
            `Defender: Marksman ${n.def.marksman}, Soldier ${n.def.soldier}, Veteran ${n.def.veteran} strength. In ranged combat a Marksman can target only Skeletons, and eliminates one.`,
            'Priests replace the base game’s heroes: see the Defender topic.',
          ],
        },
        {
          id: 'board',
          heading: 'The board',
          body: [
            'The Invader’s army arrives in the Camp, advances to the three Foregrounds, then to the Ramparts, and from a Rampart along a path onto the wall sections below it.',
            `The wall line has 10 wall sections, six Towers between them and the Barbican with its three Gates (outer, middle, inner), each starting at toughness ${n.room.gateStart}. Behind the walls are the Courtyard, the Barracks, the Statue, the Hospital and the buildings where the Defender spends Hourglasses.`,
            `Room: a Foreground holds ${n.room.foreground} Invader units, a Rampart ${n.room.rampart}, a wall section ${n.room.wallInvader} Invader units (plus up to ${n.room.levitation} levitating Phantoms) and ${n.room.wallDefender} Defender units; a Tower holds at most ${n.room.towerMarksmen} Marksmen.`,
            'Hidden information: the Invader’s Necromancer’s Library, the face-down Illusionary Threat counters and the order of every deck are secret; everything else is on the table.',
          ],
        },
      ],
    },
    {
      id: 'turn',
      title: 'Turn flow',
      sections: [
        {
          id: 'phases',
          heading: 'The seven phases',
          body: [
            `The game lasts ${n.lastTurn} turns (I to ${last}). Each turn has seven phases:`,
            '• 1 Supply: the Invader receives Mana and may draw a Mana card, use the Altar and the Library; then the Defender receives Council markers. The Defender’s Hourglasses come at the start.',
            '• 2 Spells: the Invader casts spells from the row, left to right.',
            '• 3 Activation: the Invader pays to make spells already on the board work this turn.',
            '• 4 Moving out / Camp: new units are drawn and the army advances (or camps).',
            '• 5 Assault: ranged combat, melee on the walls, then the Barbican.',
            '• 6 Panic: Panic cards are drawn for the next turn.',
            '• 7 Clean-up: markers and turn counters are removed; the Time Board moves on.',
          ],
        },
        {
          id: 'defender-window',
          heading: 'When the Defender acts',
          body: [
            'The Invader acts within each phase; the Defender answers with Hourglasses. Whenever an Invader action gives the Defender Hourglasses (a spell, the Altar, the Library, unpaid Mana, a Move out), the Defender must spend all of them before the Invader goes on.',
            'After the last Hourglass is spent the Defender may still do what costs nothing (cross a Footbridge, close the Council, use a Council card), then says done; with nothing free left to do, play goes on at once.',
            'Just before the Assault the Defender has a last chance to act: spend what is left and use the Council. Hourglasses that cannot be spent are lost.',
          ],
          example:
            'The Invader casts a spell costing 2 Mana. The Defender at once receives 2 Hourglasses and spends them (say, 1 on a Stone Wall Section and 1 towards a Cannon) before the Invader may cast the next spell.',
        },
        {
          id: 'cleanup',
          heading: 'Clean-up',
          body: [
            'Mana markers on cast and activated spells are removed, and Hourglasses on actions that were completed this turn; an action paid only in part keeps its Hourglasses for later turns.',
            'Counters that last a turn (the Saint, Consecrated Ground) return to the Defender’s reserve; Priests may act again next turn.',
          ],
        },
      ],
    },
    {
      id: 'supply',
      title: 'Invader: supply and spells',
      sections: [
        {
          id: 'mana',
          heading: 'Mana from the Time Board',
          body: [
            `In Phase 1 the Invader receives the Mana shown on the Time Board: ${received} in turns I to ${turn(n.firstOwedTurn - 1)}. From turn ${turn(n.firstOwedTurn)} the Invader must pay instead (${owed}) to go on playing normally.`,
            'For each owed Mana point the Invader does not pay, the Defender receives one Hourglass.',
            `The Defender receives ${n.hourglassesFirst} Hourglasses in turn I and ${n.hourglassesLater} in every later turn.`,
          ],
          example:
            'Turn VII, the Invader owes 4 and has 7 Mana. Wanting 4 for spells, they pay only 3: the Defender receives 1 Hourglass for the unpaid point.',
        },
        {
          id: 'mana-deck',
          heading: 'The Mana deck, the Altar and the Library',
          body: [
            'Mana deck (free, once in Phase 1): draw a card for extra Mana. Some cards also give the Defender something (Hourglasses, a unit placed in the Courtyard, less Panic).',
            'Altar of Death (costs the Invader nothing but gives the Defender 1 Hourglass): exchange Skeleton cubes on the Altar for Mana, two cubes for 1 Mana; they leave the game.',
            'Necromancer’s Library (also gives the Defender 1 Hourglass): replace any of the spells in the row with stage II or III spells from the Library and reorder the row. The row never holds more than six spells.',
          ],
        },
        {
          id: 'casting',
          heading: 'Casting spells (Phase 2)',
          body: [
            'Spells are cast strictly in the order of the row, left to right; each at most once a turn. The Invader may cast none.',
            'The Invader pays the spell’s cost in Mana and applies its effect; the Defender receives as many Hourglasses as the spell cost and must spend them all at once.',
            'A spell’s colour is its recommended stage: I (blue) early, II (brown) in the middle, III (red) late.',
          ],
          example:
            'The row is Drums, Mists, Bone Thrower. Casting Bone Thrower first is not allowed; to cast Mists the Invader decides about Drums first (cast it or pass over it).',
        },
        {
          id: 'activation',
          heading: 'Activation (Phase 3)',
          body: [
            'Some spells (marked with the Activation icon) work only in a turn when they are active. A spell cast this turn makes its newly placed counter active automatically.',
            'Paying 1 Mana for a spell activates all of its counters already on the board until the end of the turn. This gives the Defender no Hourglasses.',
            'A spell exchanged at the Library leaves the game and cannot be cast again, but its counters and cards already on the board stay, keep working and can still be activated.',
          ],
          example:
            'Two Drums counters are on the board from earlier turns and the Invader casts Drums again: the new counter is active; 1 Mana more activates the two older ones as well.',
        },
        {
          id: 'machines',
          heading: 'Siege machines and the Dragon Phantom',
          body: [
            'Bone Thrower: in ranged combat it reveals its stack’s top card. A hit marks two actions of one building with Bone markers (each costs 1 Hourglass more, once) and raises Panic by 1.',
            'Spectral Ballista: shoots a wall section linked to its Rampart. A hit captures a Defender unit there and turns it into the matching Invader unit on the Rampart (Marksman into Phantom, Soldier into Skeleton, Veteran into Vampire), destroys the strongest Invader unit on that wall, and raises Panic by 1. The captured cube is that Invader unit from then on: eliminated as a Skeleton, it goes to the Altar of Death like any other.',
            'Dragon Phantom: each counter on the Dragon Phantom card adds to an attack on the Gate in the Assault: counters plus the Panic level, at most 5. A Panic level below zero does not lower it.',
            'Hallucinations: Phantoms block a building action (as many Phantoms as the action costs); the Defender lifts the block by paying that many Hourglasses, over several phases if need be. At most three actions are blocked at once.',
          ],
        },
      ],
    },
    {
      id: 'moveout',
      title: 'Move out and the Camp',
      sections: [
        {
          id: 'draw',
          heading: 'New units',
          body: [`At the start of Phase 4 the Invader draws ${n.drawn} units at random from the bag into the Camp.`],
        },
        {
          id: 'choose',
          heading: 'Move out or Camp',
          body: [
            `Minor Move out (${n.moveOut.minor.mana} Mana): up to ${n.moveOut.minor.perArea} units leave each Rampart and each Foreground.`,
            `Major Move out (${n.moveOut.major.mana} Mana): up to ${n.moveOut.major.perArea} units leave each Rampart and each Foreground.`,
            'Camp (free): nobody moves this turn.',
            'After a Move out the Defender receives as many Hourglasses as the Invader paid.',
          ],
        },
        {
          id: 'advance',
          heading: 'Advancing',
          body: [
            'Units move one step along a path: from a Rampart onto a wall section its path reaches, from a Foreground to a Rampart, and from the Camp to any Foreground. The Ramparts move first, then the Foregrounds, then the Camp, so no unit moves twice and room freed ahead can be filled behind.',
            `A Rampart with an active Drums counter lets ${n.moveOut.drumsBonus} more units leave. No unit may leave the Rampart where the Saint stands.`,
          ],
          example: `With a Major Move out, a Rampart holding 10 Skeletons sends at most ${n.moveOut.major.perArea} of them onto its walls, and only as many as there is room for there.`,
        },
        {
          id: 'traps',
          heading: 'Traps',
          body: [
            'A path with a Trap can be used only by a group of combined strength 4 that springs it: those units are eliminated (the Invader chooses which) and the Trap returns to the Defender’s reserve. Units eliminated this way count as moved out.',
            'A Phantom or Vampire pushed back from the walls over a Trap is eliminated.',
          ],
        },
      ],
    },
    {
      id: 'defender',
      title: 'Defender: actions, buildings and the Council',
      sections: [
        {
          id: 'hourglasses',
          heading: 'Hourglasses and building actions',
          body: [
            'Each building action has a cost in Hourglasses. The Defender may pay part of it now and the rest later, even in a later turn; the action happens when it is fully paid. Each action can be completed once a turn (Barracks training may be repeated within its limits).',
            'A Bone marker makes an action cost 1 more, once. The Statue and the Hospital have no actions to pay for.',
          ],
          example:
            'A Cannon costs 3. The Defender puts 2 Hourglasses on it this turn and 1 next turn: the Cannon is then placed in a Tower.',
        },
        {
          id: 'buildings',
          heading: 'The buildings',
          body: [
            'The Statue replaces the Guard: a Priest there speaks with a bonus for every Cross on the Gates. In the Hospital only one unit recovers per turn. Each action’s full text and cost is in the Cards topic.',
          ],
        },
        {
          id: 'movement',
          heading: 'Moving units inside the stronghold',
          body: [
            'A unit moves from a wall section to the next one, between a wall and the Courtyard or Barracks, from the Courtyard or Barracks to any wall or Tower, and between a wall and an adjacent Tower. Each move costs 1 Hourglass; two units may also swap places for 1.',
            'Moving between two wall sections joined by a Footbridge is free.',
          ],
        },
        {
          id: 'priests',
          heading: 'Priests',
          body: [
            'The Defender starts with two Priests on the walls. Each Priest adds 2 to the Defender’s strength on his wall section and, in each Assault, automatically repels one Phantom from it to a Rampart of the Invader’s choice.',
            'Actions (1 Hourglass each, one per turn; a Priest who acts cannot move): Repel pushes one Vampire off the Priest’s wall section in the Assault; Speech lowers Panic by 1 – from the Statue, by 1 more for each Cross on the Gates.',
            'A repelled unit with no room on any Rampart, or crossing a Trap, is eliminated.',
          ],
          example: 'Two Crosses stand on the Gates: a Speech from the Statue lowers Panic by 3.',
        },
        {
          id: 'council',
          heading: 'The Commanders’ Council',
          body: [
            'Six Council cards are drawn at the start. While the Council is open, the Defender receives 1 to 3 Council markers in each Supply phase, after the Invader has finished their part of it, and places them on the cards.',
            'At any time the Defender may close the Council: no more markers come, and from then on each card whose markers reach its number may be used, once.',
          ],
          example: 'Holy Relics needs 2 markers. With 2 on it, the Defender closes the Council and uses it: Panic falls by 2.',
        },
      ],
    },
    {
      id: 'assault',
      title: 'The Assault',
      sections: [
        {
          id: 'ranged',
          heading: 'Ranged combat',
          body: [
            '• Step 1: Cannons and Tower Crossbows fire, one at a time, in the order the Defender chooses. A Cannon card names the unit type it kills (or misses); a Tower Crossbow kills a Vampire on a red card.',
            '• Step 2: the Invader’s Spectral Ballistae and Bone Throwers fire.',
            '• Step 3: each Marksman kills one Skeleton on a Rampart it can reach – not while Invader units stand on its own wall section.',
            '• Step 4: Phantoms in a Strigoi Lair capture a Marksman.',
          ],
        },
        {
          id: 'melee',
          heading: 'Melee on the walls',
          body: [
            '• Step 1: Priests repel (a Phantom each, plus a Vampire for a Priest who chose Repel).',
            '• Step 2: Consecrated Ground eliminates the strongest Invader unit on its Rampart.',
            '• Step 3: each Skeleton Cauldron kills a Skeleton on its wall section.',
            '• Step 4: Stakes: the Defender may sacrifice a unit next to a Tower with Stakes to eliminate every Vampire on that wall section.',
            '• Step 5: Illusionary Threats are revealed, then strength is resolved on every wall section with Invader units.',
            '• Step 6: the Hospital: one unit lost in melee this turn returns to the Courtyard.',
          ],
        },
        {
          id: 'strength',
          heading: 'Resolving strength',
          body: [
            'On each wall section, the Defender’s strength is their units plus the Stone Wall components plus 2 per Priest. The Invader’s strength is their units there (with the Vampire aura).',
            'The weaker side loses units worth at least the difference; a tie changes nothing. Lost Defender units go to the Hospital; Skeletons to the Altar of Death.',
            'Breach: if the Invader wins by more than the strength of the Defender’s units on that wall (stones and Priests not counted), they break in and win at once.',
          ],
          example:
            'A wall holds 1 Marksman, 1 Soldier (units 3) and 2 Stone components: Defender 5. Three Skeletons and a Vampire attack with 9. The Invader wins by 4, more than the units’ 3: breach.',
        },
        {
          id: 'barbican',
          heading: 'The Barbican',
          body: [
            'Last, the Dragon Phantom attacks the outermost standing Gate: the number of active counters on its card plus the Panic level, at most 5, lowers the Gate’s toughness. A Panic level below zero counts as 0 here: it never weakens the attack.',
            'A Gate at 0 is destroyed: Panic rises by 1 at once and, from then on, never ends a turn below 1 (2 after two Gates). A Cross on it returns to the reserve. Destroying the third Gate breaches the stronghold.',
          ],
          example: '2 Dragon Phantom counters and Panic 3 attack for 5: the outer Gate falls from 6 to 1.',
        },
      ],
    },
    {
      id: 'panic',
      title: 'Panic',
      sections: [
        {
          id: 'level',
          heading: 'The Panic level',
          body: [
            `Panic rises with machine hits, Terror, destroyed Gates and some cards, and falls with Speeches, Holy Relics and some Mana cards. It stays between ${n.panicMin} and ${n.panicMax}.`,
            'A level below zero is a cushion for the Defender: at -3 the Defender can take three points of Panic and still be at 0.',
            'Panic also strengthens the Dragon Phantom’s attack on the Gates; a level below zero gives no further bonus (it does not weaken that attack).',
          ],
        },
        {
          id: 'cards',
          heading: 'Panic cards',
          body: [
            'In Phase 6, if the level is above zero, the Defender shuffles the Panic deck and draws as many cards as the level. They take effect in the next turn and go back into the deck once applied.',
            'Then the level returns to 0 (or to 1 or 2 if one or two Gates have been destroyed).',
          ],
          example: 'Panic is 2 in Phase 6: two Panic cards are drawn for the next turn, and the level goes back to 0.',
        },
      ],
    },
    {
      id: 'victory',
      title: 'Victory',
      sections: [
        {
          id: 'end',
          heading: 'How the game ends',
          body: [
            'The Invader wins at once when a unit breaks into the stronghold in the strength step, or when the third Gate is destroyed.',
            `The Defender wins when turn ${last} ends and the stronghold still stands. A player may also concede.`,
          ],
        },
      ],
    },
  ];
}

/** The panel's own words around the book. */
export const rulesPanelEn = {
  'rules.cards.spells': 'Spell cards',
  'rules.cards.council': 'Council cards',
  'rules.cards.panic': 'Panic cards',
  'rules.cards.actions': 'Building actions',
  'rules.example': 'Example',
  'rules.found': { one: '{n} section found', other: '{n} sections found' },
};
