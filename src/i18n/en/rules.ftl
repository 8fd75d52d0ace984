# The rules summary (Help > Rules summary, F1): the reference card of the
# game being played. Each line sums up one rule of the specification.

rules-title = Rules summary
rules-menu = Rules summary (F1)
rules-menu-hint = What this game's rules are, in short, with the cost of each action and the rule it comes from
rules-dialog-hint = The rules of the game as set up here, in short, with the cost of each action and the rule it comes from
rules-menu-help = Help
rules-intro = The rules of this game in short: the modules, scenarios and board chosen. The last column names the rule in the rules specification.
rules-ap-column = AP
rules-rule-column = Rule
# A line as a screen reader reads it: its cost, its words, its rule.
rules-row-spoken-cost = { $cost }: { $text } ({ $rule })
rules-row-spoken = { $text } ({ $rule })

rules-section-end = How the game ends
rules-win = 7 Victims rescued: the game is won.
rules-win-arsonist = The game is won with 7 Victims rescued and 3 Hazmat carried out of the building.
rules-win-structure = The game is won when no Hot Spot is left in the building.
rules-play-on = Playing on: after the 7th rescue the game goes on for a perfect 10, until every Victim is rescued or lost; the win stands.
rules-lose-victims = 4 Victims lost: the game is lost.
rules-collapse = The 24th damage cube: the building collapses and the game is lost.
rules-lose-knockdown = Any firefighter knocked down: the game is lost.

rules-section-turn = A turn
rules-turn-phases = A turn: actions, then the fire advances, then POIs are added until 3 are on the board.
rules-turn-phases-structure = A turn: actions, then the fire advances. No POIs, no new Hot Spots.
rules-ap = 4 AP a turn, plus any saved: up to 4 unspent AP are saved for the next turn.
rules-ap-specialists = Each specialist card gives its own AP a turn (and some a pool for one kind of action). Up to 4 unspent regular AP are saved; pools are not.
rules-end-not-on-fire = A turn cannot end on Fire.
rules-escape = No action may leave a firefighter on Fire unless the AP left can still get them out.
rules-hold = Picking up and putting down a Victim is free; a firefighter carries one at most.
rules-hold-hazmat = Picking up and putting down a Victim or Hazmat is free; a firefighter holds one at most.
rules-reveal = Entering a POI's space turns it over: a False Alarm is removed, a Victim stays.

rules-section-actions = Actions
rules-move = Move to an empty or Smoke space
rules-move-fire = Move into Fire (not while carrying or leading)
rules-carry = Carry a Victim one space (never into Fire)
rules-carry-hazmat = Carry a Victim or Hazmat one space (never into Fire)
rules-lead = Lead a treated Victim one space (never into Fire)
rules-door = Open or close a door beside you
rules-smoke = Remove Smoke, here or next door
rules-flip = Turn Fire into Smoke, here or next door
rules-fire = Remove Fire, here or next door
rules-chop = Chop: a damage cube on a wall beside you
rules-window = Open or close a window beside you
rules-drive = Drive a vehicle to the next spot of its kind (the Engine with its driver on board; the Ambulance by radio from anywhere)
rules-drive-any = Drive a vehicle to any of its spots
rules-drive-other-side = Drive a vehicle to a spot on another side of the building
rules-drive-engine = Drive the Engine to the next spot, with its driver on board
rules-ride = Ride along on the space of a vehicle that drives
rules-deck-gun = Deck gun, from the Engine, at the quadrant it faces with nobody in it: Fire and Smoke removed on the space rolled and its neighbours (the Driver/Operator pays 2)
rules-deck-gun-half = Deck gun, from the Engine, at the half of the building it faces (both floors) with nobody in it: Fire and Smoke removed on the space rolled and its neighbours (the Driver/Operator pays 2)
rules-crew-change = Crew Change: as the turn's first action, having started it on the Engine's space, take a card no one has
rules-ladder-take = Take a ladder from the Engine
rules-ladder-extend = Raise (extend) a ladder from the ground outside to the floor above
rules-ladder-climb = Climb a ladder, up or down
rules-ladder-climb-carrying = Climb a ladder carrying a Victim
rules-ladder-climb-carrying-hazmat = Climb a ladder carrying a Victim or Hazmat
rules-ladder-climb-treated = Climb a ladder with a treated Victim
rules-ladder-retract = Retract a ladder from its foot
rules-elevator-door = Open or close an elevator door: the car travels with everything on it
rules-lobby = Move between the Lobby and any Engine spot
rules-aerial-ladder = Aerial ladder between the Engine and a breach in the facade on its side
rules-aerial-ladder-carrying = Aerial ladder carrying a Victim
rules-aerial-ladder-carrying-hazmat = Aerial ladder carrying a Victim or Hazmat

rules-section-fire = The fire phase
rules-hottest-spot = A roll on a Hot Spot places Fire rather than Smoke, and rolls no more.
rules-advance = The dice name a space: Smoke goes there. Smoke on Smoke, or next to Fire, becomes Fire; on Fire, it explodes.
rules-explosion = An explosion goes four ways: a damage cube on a wall (two destroy it), a door destroyed, or Fire on the next space.
rules-shockwave = Into Fire, the blast goes on as a shockwave, through Fire and open doors (taking them), until a wall takes a damage cube, a closed door is destroyed, or the first space without Fire catches fire.
rules-stairs-fire = Fire and blasts pass up and down the stairs.
rules-windows-fire = A single damage cube destroys a window (open or closed) or a thin wall.
rules-flare-up = A roll on a Hot Spot rolls again (a flare-up); after flare-ups a Hot Spot is added.
rules-flare-up-only = A roll on a Hot Spot rolls again (a flare-up).
rules-flashover = Then Smoke next to Fire becomes Fire, until none is left beside it.
rules-hazmat-explodes = A Hazmat on Fire explodes there.
rules-hazmat-explodes-hot-spot = A Hazmat on Fire explodes there, and a Hot Spot is added.
rules-knockdown = A firefighter on Fire is knocked down: to the nearest Ambulance spot, keeping its saved AP.
rules-knockdown-ambulance = A firefighter on Fire is knocked down: to the Ambulance, keeping its saved AP.
rules-knockdown-engine-spot = A firefighter on Fire is knocked down: to the nearest Engine spot, keeping its saved AP.
rules-knockdown-engine = A firefighter on Fire is knocked down: to the Engine's spot, keeping its saved AP.
rules-knockdown-friend = A firefighter on Fire is knocked down where it stands, and lies there until rescued.
rules-losses = POIs and Victims on Fire are lost, also those carried.
rules-replenish = Then POIs are added, where the dice say, until 3 are on the board.
rules-replenish-arrows = Then POIs are added until 3 are on the board: where the dice say, or along the arrows from there when the space has Fire, Smoke, a firefighter or a POI.

rules-section-rescue = Rescue
rules-rescue = A Victim brought out of the building is rescued.
rules-rescue-ambulance = A Victim is rescued on the Ambulance's spaces: brought there, or the Ambulance driven to where it waits outside.
rules-rescue-elevator = A Victim on an elevator whose door closes goes down to the Lobby and is rescued.
rules-rescue-aerial-ladder = A Victim carried down the aerial ladder is rescued.
rules-hazmat-out = A Hazmat carried out of the building is safe (removed).
rules-friend-restored = A downed firefighter is carried like a Victim (never lost) and acts again once a Paramedic treats it or it reaches the Ambulance.

rules-section-building = This building
rules-high-rise-access = The fire floor of a tower: the way in and out is an elevator, the Lobby or the aerial ladder, never a step through a doorway.
rules-stairs = A stair space and the one it leads to on the other floor are neighbours.
rules-upper-outside = Outside the upper floor, only a ladder's top can be stood on.
rules-windows = A closed window is a wall; an open one lets firefighters and fire through.
rules-thin-walls = A thin wall falls to a single damage cube.
rules-party-walls = Party walls take damage and pass fire like walls, but firefighters never cross them, even destroyed.
rules-restricted = Firefighters never enter the shaded spaces.

rules-section-cards = Specialists in this game
rules-named = { $name }: { $text }

rules-section-scenarios = Scenarios
rules-scenario-volunteer = The cards are dealt at random, and there is no Crew Change.
rules-scenario-unreported = No Hazmat at the setup; each False Alarm turned over brings one to its space.
rules-scenario-arsonist = 6 Hazmat at the setup.
rules-scenario-no-deck-gun = The deck gun cannot be used.
rules-scenario-heroes = The Heroic level with 3 more Hot Spots, and every other Hot Spot as the supply.
rules-scenario-friend = Knocked-down firefighters stay down where they fall.
rules-scenario-hottest = A roll on a Hot Spot places Fire.
rules-scenario-structure = No POIs and no Hazmat; 18 Hot Spots in the building (24 at Heroic); the Structural Engineer clears them.
