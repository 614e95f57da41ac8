/**
 * The tutorial's words in English (keys `tutorial.*`, spread into the `ui` section of en.ts).
 * Each step has a title and a text: what to do, and why. `{turn}` renders as a Roman numeral.
 */
export const tutorialEn = {
  'tutorial.badge': 'Tutorial',
  'tutorial.count': 'Step {n} of {total}',
  'tutorial.leave': 'Leave tutorial',
  'tutorial.restart': 'Start over',
  'tutorial.restartFailed': 'Could not start a new tutorial game: {why}',
  'tutorial.restartConfirm': 'Start a new tutorial game from the first step? This game stays where it is.',
  'tutorial.ok': 'Got it',
  'tutorial.try': 'Your turn: try it. The coach moves on when you have.',
  'tutorial.rules': 'Rules for this',
  'tutorial.done': '✓ Done: {title}',
  'tutorial.wait.title': 'Your opponent is playing',
  'tutorial.yourMove.title': 'Your move',
  'tutorial.yourMove.text': '{what} Nothing new to learn here: decide as you like; the status bar and the prompt say what is asked.',
  'tutorial.wait.text':
    'The computer is making its move; the log on the right says what it does. The next step comes with your next decision.',
  'tutorial.home.title': 'Learn to play',
  'tutorial.home.text':
    'A guided first game against the Easy computer: the coach points at what to do and says why. Leave it whenever you like and play on.',
  'tutorial.home.invader': 'Tutorial as the Invader',
  'tutorial.home.defender': 'Tutorial as the Defender',
  'tutorial.gameName': "{name}'s tutorial",
  'tutorial.playerName': 'Player',

  // The Invader
  'tutorial.inv.welcome.title': 'You are the Invader',
  'tutorial.inv.welcome.text':
    "You lead the Necromancer's undead army against the stronghold. You win at once if you break in: win a fight on a wall by more than the strength of the Defender's units there, or destroy all {gates} Gates of the Barbican. If the stronghold still stands when turn {turn} ends, the Defender wins.",
  'tutorial.inv.board.title': 'Your side of the board',
  'tutorial.inv.board.text':
    'Your army comes from the top. New units arrive in the Camp; from there they advance to the three Foregrounds, then to the Ramparts, and from a Rampart onto the wall sections below it. Each step along a path takes a turn, so start moving early.',
  'tutorial.inv.walls.title': 'The walls you must break',
  'tutorial.inv.walls.text':
    "The wall line is the Defender's: {walls} wall sections with Towers between them and the Barbican's {gates} Gates in the middle. Up to {room} of your units attack a wall. In the Assault your strength there is set against the Defender's units, Stones and Priests: the weaker side loses units, and a big enough win breaks in.",
  'tutorial.inv.status.title': 'Where to look',
  'tutorial.inv.status.text':
    'The status bar always says the turn, the phase and what to do now. Places you can act on glow on the board; your decisions appear as buttons in the panel on the right. Hover anything on the board to read what it is.',
  'tutorial.inv.row.title': 'Arrange your spells',
  'tutorial.inv.row.text':
    'These spells are your row. Each turn you may cast them, but only from left to right, so put first the spells you want early. Pick the spell for each place in the panel (left place first), or press Done to keep the order as it is.',
  'tutorial.inv.supply.title': 'Phase 1: Supply — your Mana',
  'tutorial.inv.supply.text':
    'Mana pays for your spells and for moving your army out. The Time Board gave you {mana} Mana this turn, and less each turn after. You may also draw a Mana card, trade spells at the Library or turn cubes on the Altar into Mana, but each of these can give the Defender something. Take what you want, then press Done.',
  'tutorial.inv.hourglasses.title': 'The Defender answers',
  'tutorial.inv.hourglasses.text':
    'What you spend gives the Defender Hourglasses, and he must spend them at once: on building actions (Cannons, Stones, Traps…), on moving his units, on his Priests. Every Mana you pay is time you give him, so make each one count.',
  'tutorial.inv.cast.title': 'Phase 2: cast a spell',
  'tutorial.inv.cast.text':
    'Cast spells from your row, left to right: each costs the Mana on its card and gives the Defender as many Hourglasses. Spells place war machines on the Ramparts, counters on walls and Towers, or act at once; hover a card to read it. Cast one on the board or in the panel, or press Done to cast none.',
  'tutorial.inv.place.title': 'Place your spell',
  'tutorial.inv.place.text':
    'Choose where the spell goes: click a glowing place on the board or a button in the panel. Put it where your army will attack, or where it hurts the Defender most.',
  'tutorial.inv.activation.title': 'Phase 3: Activation',
  'tutorial.inv.activation.text':
    'Counters from earlier turns sleep until you activate their spell: paying for it wakes every counter of that spell for this turn. A spell cast this turn works anyway. Activate the ones that help this turn, or press Done.',
  'tutorial.inv.moveout.title': 'Phase 4: Move out or Camp',
  'tutorial.inv.moveout.text':
    'New units have joined the Camp. A Move out lets your units advance: a Minor one costs less and moves fewer units from each place, a Major one more. The Defender gets Hourglasses for the Mana you pay. Camp is free but nobody moves. Early on, moving out is how you reach the walls.',
  'tutorial.inv.advance.title': 'Advance your army',
  'tutorial.inv.advance.text':
    'Move units one step along a path: drag from a glowing place to another (or click the source, then the destination). First Ramparts to walls, then Foregrounds to Ramparts, then the Camp to the Foregrounds; press Done to end each stage. Mass your units where the walls are weak.',
  'tutorial.inv.assault.title': 'This turn ends with the Assault',
  'tutorial.inv.assault.text':
    "Before you move out, know what you march to. After the Defender's last window comes the Assault: his Cannons, Crossbows and Marksmen shoot first; then on every wall with your units, strength meets strength (his units, Stones and Priests against yours). The loser loses units worth the difference, and a win by more than his units' strength there breaks in. Units that reach a wall this turn fight this turn.",
  'tutorial.inv.loss.title': 'Your losses',
  'tutorial.inv.loss.text':
    'You lost the fight on this wall: choose which of your units fall, one at a time. Skeletons go to the Altar of Death (you can turn them into Mana later); Phantoms and Vampires are gone for good.',
  'tutorial.inv.panic.title': 'Panic is your ally',
  'tutorial.inv.panic.text':
    "At the end of every turn the Defender draws a Panic card for each level of Panic above zero; they strike him the next turn, and you choose their targets. Terror counters and destroyed Gates raise Panic; his Priests' Speeches lower it.",
  'tutorial.inv.own.title': "You're on your own now",
  'tutorial.inv.own.text':
    'You have seen a whole turn. The coach still speaks up the first time something new comes; for everything else, the Rules button opens the rules as this game plays them, and every hover card has a Rules… link. Good hunting!',

  // The Defender
  'tutorial.def.welcome.title': 'You are the Defender',
  'tutorial.def.welcome.text':
    "You hold the stronghold against the Necromancer's undead. Keep it standing until the end of turn {turn} and you win. You lose at once if the Invader breaks in: wins a fight on a wall by more than your units' strength there, or destroys all {gates} Gates.",
  'tutorial.def.board.title': 'Your walls',
  'tutorial.def.board.text':
    'Your line: {walls} wall sections, {towers} Towers and the Barbican with its {gates} Gates in the middle. A wall holds up to {room} of your units besides its Stones, and all of them count in a fight there. The enemy comes from the top: Camp, Foregrounds, Ramparts, then the walls.',
  'tutorial.def.inside.title': 'Inside the stronghold',
  'tutorial.def.inside.text':
    'Behind the walls are your buildings. Each has actions you pay for with Hourglasses: Cannons and Cauldrons at the Forge, Crossbows and Stones at the Workshop, Traps at the Scouts, the Saint at the Cathedral, training at the Barracks. The Courtyard and the Barracks hold units you can send to the walls.',
  'tutorial.def.status.title': 'Where to look',
  'tutorial.def.status.text':
    'The status bar always says the turn, the phase and what to do now. Places you can act on glow on the board; your decisions appear as buttons in the panel on the right. Hover anything on the board to read what it is.',
  'tutorial.def.markers.title': "The Commanders' Council",
  'tutorial.def.markers.text':
    'These cards are strong one-time orders. Each turn the Council is open you get markers: put them on the cards you want. A card can be used once its markers reach its number, but only after you close the Council, and then no more markers come. Pick a card for each marker.',
  'tutorial.def.hourglasses.title': 'Hourglasses: your time',
  'tutorial.def.hourglasses.text':
    'You hold {hand} Hourglasses ({supply} in turn I, {later} each turn after, and more whenever the Invader spends Mana). You must spend them all now, before he goes on. Pay them on building actions (click a glowing slot; a part payment stays there until the action is complete), or 1 each to move a unit, swap two, or use a Priest.',
  'tutorial.def.building.title': 'Your action takes effect',
  'tutorial.def.building.text':
    'The action is paid in full: choose where it takes effect. Click a glowing place on the board or a button in the panel. Strengthen the walls the enemy is heading for.',
  'tutorial.def.council.title': 'Closing the Council',
  'tutorial.def.council.text':
    'In any of your windows you may close the Council for free. From then on you may use the cards whose markers are complete, each once, but you get no more markers. Many players keep it open a few turns to fill the cards first.',
  'tutorial.def.invader.title': "The Invader's spells",
  'tutorial.def.invader.text':
    'The Invader is casting spells from his row. Each Mana he pays gives you an Hourglass to spend right after, so watch what he places and answer it.',
  'tutorial.def.final.title': 'Man the walls',
  'tutorial.def.final.text':
    'Your last window before the Assault. See where his units stand: a Rampart attacks the walls below it. Move units onto the threatened walls (up to {room} a wall; 1 Hourglass a move), put Marksmen in the Towers, spend what is left, then press Done.',
  'tutorial.def.assault.title': 'The Assault comes next',
  'tutorial.def.assault.text':
    "When you press Done the Assault begins. Your machines and Marksmen shoot first; then on every wall with enemy units, strength meets strength: your units, Stones and Priests against his units. The loser loses units worth the difference; if he wins by more than your units' strength there, he breaks in. So man the walls he can reach now.",
  'tutorial.def.shoot.title': 'Fire!',
  'tutorial.def.shoot.text':
    "Your Cannons, Crossbows and Marksmen pick their targets, one at a time, each after the last one's result. Choose in the panel or on the board: hit the units that threaten your weakest walls.",
  'tutorial.def.loss.title': 'Your losses',
  'tutorial.def.loss.text':
    'Choose which of your units fall on this wall, one at a time. They go to the Hospital, and one of them may come back to the Courtyard after the fight.',
  'tutorial.def.panic.title': 'Panic',
  'tutorial.def.panic.text':
    "At the end of every turn you draw a Panic card for each level of Panic above zero; they hurt you the next turn and the Invader picks their targets. Terror counters and lost Gates raise Panic; a Priest's Speech lowers it.",
  'tutorial.def.own.title': "You're on your own now",
  'tutorial.def.own.text':
    'You have seen a whole turn. The coach still speaks up the first time something new comes; for everything else, the Rules button opens the rules as this game plays them, and every hover card has a Rules… link. Hold until sunrise!',
  'tutorial.inv.tips.title': 'Tips for the Invader',
  'tutorial.inv.tips.text':
    "• Time is against you: your Mana shrinks every turn and from turn {turn} you pay it back, so spend it and move out early.\n• Get onto the walls: units on a wall count most (the computer's own evaluation counts them more than units on a Rampart); mass them where the walls are weak.\n• Raise Panic: every level draws a Panic card against the Defender and adds to the Dragon Phantom's blow.\n• Hammer the Gates: each destroyed Gate raises Panic for good, and destroying all {gates} is a win.",
  'tutorial.def.tips.title': 'Tips for the Defender',
  'tutorial.def.tips.text':
    "• Only units stop a breach: Stones add strength, but a wall is broken by more than its units' strength, so keep units on the threatened walls and Marksmen in the Towers.\n• Keep Panic down: Speeches (from the Statue, with Crosses on the Gates) lower it, and a level below zero, down to {panicMin}, is a cushion.\n• Guard the Gates: a destroyed Gate raises Panic for good; Gate Reinforcement and the Engineers keep them up.\n• Spend every Hourglass: a part payment stays on its action, and completed actions are what the computer rewards.",
} as const;
