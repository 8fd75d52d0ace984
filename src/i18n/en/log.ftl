## The game log: one line per event and per action, and the names of
## places, firefighters and tokens they are built from (src/text/event.rs,
## action.rs, names.rs).
##
## The English lines are the stable ones: the command line, scripts and
## saved logs print them, and tests pin them byte for byte.
##
## $case is the grammatical case the sentence puts a name in: nom (the
## subject), acc (the direct object), dat (the firefighter a command is
## given to), gen (whose: "a spot of the Engine"), loc (where: "a damage
## cube on the wall", "rode on the Engine"). A language whose names do not
## change gives a single default variant; one that merges a preposition
## with the article (Italian "sul", "del") puts it in the gen and loc forms
## and leaves it out of the sentence.

## Names

# The dice coordinates printed on a space: the red and the black die.
name-coords = { $red },{ $black }
# A space on a board with several floors: its coordinates and its floor.
name-cell-on-floor = { $coords } { $floor }
# Two spaces, each already named in full.
name-cells = { $a } and { $b }
# Two spaces on one floor: two coordinates, the floor written once.
name-cells-on-floor = { $a } and { $b } { $floor }
# A floor the board file gives no name, by its number from 1.
name-floor-unnamed = unnamed floor { $n }
# The floors of the boards that come with the game.
name-floor-ground = Ground floor
name-floor-upper = Upper floor
name-floor-parlour = Parlour floor
name-floor-23rd = 23rd floor
# The game's own board, by side (docs/glossary.md: front side / back side).
name-board-front = Front
name-board-back = Back

# Where an edge is: between two spaces ($cells: "3,4 and 3,5") ...
name-edge-place-between = between { $cells }
# ... or on one side of the space inside the building.
name-edge-place-beside = { $dir ->
        [north] north
        [east] east
        [south] south
       *[west] west
    } of { $cell }
# Where an edge is in a list of places (the fire summary), short (with
# coordinates written "4-7", a slash: "4-7/5-7"):
# "4,7–5,7" ($a, $b: coordinates; the floor follows in a list, name-cell-on-floor) ...
name-edge-short-between = { $a }–{ $b }
# ... or "1,3 north": the side of the space inside the building.
name-edge-short-beside = { $cell } { $dir ->
        [north] north
        [east] east
        [south] south
       *[west] west
    }
# A side off the board's grid (only a refused action names one).
name-edge-place-off-grid = on the { $dir ->
        [north] north
        [east] east
        [south] south
       *[west] west
    } side of { $cell }
# An edge by what stands there ($kind; "opening": open floor) and where
# ($place, one of the name-edge-place-… above).
name-edge = { $case ->
       *[any] the { $kind ->
            [wall] wall
            [door] door
            [entrance] entrance
            [window] window
            [thin-wall] thin wall
            [party-wall] party wall
            [elevator-door] elevator door
           *[opening] opening
        } { $place }
    }
# A side off the board's grid, as an edge.
name-edge-off-grid = { $case ->
       *[any] the { $dir ->
            [north] north
            [east] east
            [south] south
           *[west] west
        } side of { $cell }
    }

# A firefighter by seat ($seat counts from 1) ...
name-firefighter = { $case ->
       *[any] Firefighter { $seat }
    }
# ... and with the player's name.
name-firefighter-named = { $name } ({ name-firefighter })
# Victims and Hazmat are numbered from 1.
name-victim = { $case ->
       *[any] Victim { $n }
    }
name-hazmat = { $case ->
       *[any] Hazmat { $n }
    }
# A vehicle inside a sentence, with its article.
name-vehicle = { $case ->
       *[any] the { $vehicle ->
            [engine] Engine
           *[ambulance] Ambulance
        }
    }
# What a space holds, standing alone.
name-level = { $level ->
        [fire] Fire
        [smoke] Smoke
       *[nothing] nothing
    }
name-die = { $die ->
        [red] red
       *[black] black
    }

## The game log

# The first line of every log: the board's name and the game's seed.
log-new-game = New game on { $board }, seed { $seed }
# What an action cost, after its line.
log-paid = { $line } ({ $ap } AP)
# A free action of a turn in a menu, among priced ones.
log-free = { $line } (free)
log-paid-pool = { $line } ({ $paid })
# What a specialist paid from his own pool (SPEC-GEN-1), then the regular AP a split cost took too (SPEC-GEN-2).
log-pool-move = { $ap } Move AP
log-pool-extinguish = { $ap } Extinguish AP
log-pool-command = { $ap } Command AP
log-pool-none = { $ap } AP
log-pool-and-ap = { $pool } + { $ap } AP

log-setup-fire = Setup: Fire at { $cell }
log-elevator-destroyed = The elevator at { $cell } is destroyed: its Fire cannot be put out and nobody may enter it
log-left-lobby = { $ff } leaves the destroyed elevator's Lobby for the Engine at { $cell }
log-firefighter-placed = { $ff } starts at { $cell }
log-firefighter-placed-lobby = { $ff } starts in the Lobby of elevator { $cell }
log-turn-started = Turn { $turn }: { $ff } starts with { $ap } AP
log-turn-started-pool = Turn { $turn }: { $ff } starts with { $ap } AP and { $pool }

# A move, by how it went.
log-moved = { $ff } { $way ->
        [upstairs] went up the stairs from
        [downstairs] went down the stairs from
        [ladderup] climbed the ladder from
        [ladderdown] climbed down the ladder from
        [lobbyin] went into the Lobby from
        [lobbyout] left the Lobby from
        [aerialup] climbed the aerial ladder from
        [aerialdown] came down the aerial ladder from
       *[step] moved from
    } { $from } to { $to }
# $line is the move's line; $item (acc) what is carried, $victim (acc) the
# Victim led.
log-moved-carrying = { $line } carrying { $item }
log-moved-leading = { $line } leading { $victim }
log-moved-carrying-leading = { $line } carrying { $item } and leading { $victim }

log-poi-revealed-victim = The POI at { $cell } is { $victim }
log-poi-revealed-false-alarm = The POI at { $cell } is a False Alarm
log-false-alarm-removed = The False Alarm at { $cell } is removed
log-victim-rescued = { $victim } rescued at { $cell } ({ $rescued } rescued)
# $item (acc): a Victim, a Hazmat or a firefighter.
log-picked-up = { $ff } picked up { $item } at { $cell }
log-dropped = { $ff } put down { $item } at { $cell }
# $edge (acc)
log-door-opened = { $ff } opened { $edge }
log-door-closed = { $ff } closed { $edge }
log-fire-to-smoke = { $ff } turned the Fire at { $cell } to Smoke
log-threat-removed = { $ff } removed the { $level ->
        [fire] Fire
       *[smoke] Smoke
    } at { $cell }
# Never happens by the rules; $from and $to are name-level words.
log-level-changed = { $ff } changed { $from } to { $to } at { $cell }
log-chopped = { $ff } chopped { $edge }
log-turn-ended = { $ff } ended the turn with { $saved } AP saved
log-turn-ended-forfeited = { $ff } ended the turn with { $saved } AP saved, { $lost } AP lost

# A die in a roll's list ("red 3, black 8").
log-die-floor = floor die { $n }
log-die-red = red { $n }
log-die-black = black { $n }
# $dice: the list of dice; then what the roll was for; $cell the space it names.
log-rolled = Rolled { $dice } { $purpose ->
        [fire] to advance the fire
        [poi] to place a new POI
        [explosion] for a setup explosion
        [setuppoi] for a setup POI
        [hazmat] for a setup Hazmat
        [hotspot] for a setup Hot Spot
       *[deckgun] to aim the deck gun
    }: { $cell }
# A roll that names no space (the next line says why it is rolled again).
log-rolled-nowhere = Rolled { $dice } { $purpose ->
        [fire] to advance the fire
        [poi] to place a new POI
        [explosion] for a setup explosion
        [setuppoi] for a setup POI
        [hazmat] for a setup Hazmat
        [hotspot] for a setup Hot Spot
       *[deckgun] to aim the deck gun
    }
log-reroll-no-cell = Re-roll: the dice name no space on this board
log-reroll-has-poi = Re-roll: that space already holds a POI or Victim
log-reroll-on-fire = Re-roll: that space is already on Fire
log-reroll-restricted = Re-roll: that space is restricted
log-reroll-elevator = Re-roll: elevator spaces are skipped
log-reroll-has-hazmat = Re-roll: that space already holds a Hazmat
log-reroll-has-hot-spot = Re-roll: that space already holds a Hot Spot
log-reroll-arrows-loop = Re-roll: the arrows lead to no free space
log-reroll-outside-area = Re-roll: the flipped roll is still outside the deck gun's quadrant
log-reroll-floor-has-explosion = Re-roll: the last setup explosion goes to a floor without one
log-reroll-floor-has-two-pois = Re-roll: that floor already has two POIs
log-smoke-placed = Smoke placed at { $cell }
log-smoke-ignited = Smoke at { $cell } ignites next to Fire
log-smoke-on-smoke = Smoke on Smoke at { $cell }: it turns to Fire
log-supply-empty = No Fire or Smoke token left in the supply for { $cell }
log-explosion = Explosion at { $cell }
# Which way a blast or a shockwave goes, after its line.
log-heading = { $heading ->
        [north] heading north
        [east] heading east
        [south] heading south
        [west] heading west
       *[stairs] by the stairs
    }
log-blast = Blast from { $cell } { $way }
log-shockwave-started = Shockwave from { $cell } { $way }
log-shockwave = Shockwave moves from { $from } to { $to } { $way }
# $edge (loc); $kind what stands there (for the languages whose words
# agree with it); $destroyed yes or no; $total of $max damage cubes are on
# the board.
log-cube-placed = { $kind ->
       *[any] Damage cube on { $edge }, now { $destroyed ->
            [yes] destroyed
           *[no] damaged
        } ({ $total } of { $max } placed)
    }
# $edge (nom); the line starts with a capital.
log-blast-stopped = { $edge } stops the blast
# $kind what stands on the edge, $place where it is.
log-door-destroyed = The { $kind ->
        [wall] wall
        [entrance] entrance
        [window] window
        [thin-wall] thin wall
        [party-wall] party wall
        [elevator-door] elevator door
       *[door] door
    } { $place } is destroyed
log-open-door-destroyed = The open { $kind ->
        [wall] wall
        [entrance] entrance
        [window] window
        [thin-wall] thin wall
        [party-wall] party wall
        [elevator-door] elevator door
       *[door] door
    } { $place } is destroyed; the blast goes through
log-fire-placed = Fire placed at { $cell }
log-smoke-to-fire = Smoke at { $cell } turns to Fire
log-flashover = Flashover: Smoke at { $cell } ignites (round { $wave })
log-knocked-down = { $ff } knocked down at { $cell }
# More than one nearest Ambulance space (Engine space on the High Rise and
# on boards without an Ambulance spot): the player chooses.
## $vehicle: engine, ambulance, engine_spot, ambulance_spot (family game).
log-knocked-down-choice = { $ff } knocked down at { $cell }; { $choices } { $vehicle ->
        [engine] Engine
        [engine_spot] Engine
       *[ambulance] Ambulance
    } spaces to choose from
# The family game has no vehicles (FAM-KD-1): the nearest parking spot.
## $vehicle: engine, ambulance, engine_spot, ambulance_spot.
log-relocated = { $ff } taken to the { $vehicle ->
        [engine] Engine
        [engine_spot] nearest Engine spot
        [ambulance_spot] nearest Ambulance spot
       *[ambulance] Ambulance
    }: from { $from } to { $to }
# Knocked down on a space of the spot it is taken to.
log-relocated-stays = { $ff } stays { $vehicle ->
        [engine] by the Engine
        [engine_spot] on the Engine spot
        [ambulance_spot] on the Ambulance spot
       *[ambulance] by the Ambulance
    } at { $to }
log-victim-lost = { $victim } lost at { $cell } ({ $lost } lost)
log-false-alarm-lost = A False Alarm burned at { $cell }
# The same losses after "The building collapsed" (FAM-END-3): what is left on
# the board is lost in the collapse, burning or not.
log-victim-lost-collapse = { $victim } lost in the collapse at { $cell } ({ $lost } lost)
log-false-alarm-lost-collapse = A False Alarm lost in the collapse at { $cell }
log-exterior-fire-removed = Fire outside the building removed at { $cell }
log-threat-cleared = Cleared { $level ->
        [fire] Fire
        [smoke] Smoke
       *[nothing] nothing
    } at { $cell } for a new POI
log-poi-placed = A face-down POI placed at { $cell }
log-poi-placed-arrows = A face-down POI placed at { $cell }: { $from } was not free and the arrows led on
log-collapse = The building collapsed
log-victory = Victory: { $rescued } Victims rescued
# $outcome: one of the log-outcome-… lines below.
log-game-over = Game over – { $outcome }
log-outcome-won = the firefighters won
log-outcome-structure-saved = the firefighters won: the structure is saved
log-outcome-victims-lost = the firefighters lost: four Victims died
log-outcome-collapse = the firefighters lost: the building collapsed
log-outcome-firefighter-down = the firefighters lost: a firefighter was knocked down
log-outcome-hazmat-lost = the firefighters lost: three Hazmat can no longer be carried out
log-outcome-all-down = the firefighters lost: every firefighter is down

# $card: the specialist card's title.
log-specialist-assigned = { $ff } is the { $card }
log-hazmat-placed = { $hazmat } placed at { $cell }
# At setup, from the box (the supply is counted afterwards).
log-hot-spot-set-up = Hot Spot placed at { $cell }
log-hot-spot-placed = Hot Spot placed at { $cell } ({ $supply } left in the supply)
log-hot-spot-supply-empty = No Hot Spot left in the supply for { $cell }
# $vehicle (nom), $cells its two spaces; the line starts with a capital.
log-vehicle-parked = { $vehicle } parked at { $cells }
# $vehicle (acc)
log-drove = { $ff } drove { $vehicle } to { $cells }
# $vehicle (loc)
log-rode = { $ff } rode { $vehicle } from { $from } to { $to }
log-deck-gun-fired = { $ff } fired the deck gun
log-deck-gun-rolled = Deck gun rolled red { $red }, black { $black }
log-deck-gun-rerolled = Deck gun re-rolled the { $die ->
        [red] red
       *[black] black
    } die: red { $red }, black { $black }
# The roll turned over into the deck gun's quadrant, after the roll's line.
log-deck-gun-flipped = { $line }, flipped into the quadrant: red { $red }, black { $black }
log-deck-gun-landed = The deck gun hits { $cell }
log-deck-gun-cleared = The deck gun washed away the { $level ->
        [fire] Fire
        [smoke] Smoke
       *[nothing] nothing
    } at { $cell }
# $ap: the AP left after the change.
log-crew-took = Crew change: { $ff } took the { $card } card ({ $ap } AP left)
log-crew-swapped = Crew change: { $ff } swapped the { $old } for the { $card } card ({ $ap } AP left)
# $victim (acc)
log-treated = { $ff } treated { $victim } at { $cell }
log-lead-started = { $ff } leads { $victim }
log-lead-ended = { $ff } stopped leading { $victim }
# $hazmat (acc)
log-disposed = { $ff } disposed of { $hazmat } at { $cell }
log-hazmat-carried-out = { $hazmat } carried out at { $cell } ({ $carried } carried out)
log-identified = { $ff } identified the POI at { $cell }
# $captain gives the command, $ff (dat) receives it.
log-commanded = { $captain } commands { $ff }
log-commanded-paid = { $captain } commands { $ff } for { $paid }
log-hot-spot-cleared = { $ff } removed the Hot Spot at { $cell }
# $edge (acc); $total of $max damage cubes are left on the board.
log-repaired = { $ff } repaired { $edge } ({ $ap } AP; { $total } of { $max } damage cubes on the board)
log-hazmat-exploded = { $hazmat } explodes at { $cell }
# $n: the how-manieth flare-up of this turn.
log-flare-up = Flare-up: Hot Spot at { $cell }, the fire advances again (flare-up { $n } this turn)
log-hottest-spot = Hottest spot at { $cell }: Fire instead of Smoke
log-firefighter-downed = { $ff } is down at { $cell } and needs help
log-firefighter-restored = { $ff } is back in the game at { $cell }
log-turn-skipped = { $ff } is down and skips the turn
log-hazmat-goal-reached = Arsonist's traces: { $carried } Hazmat carried out of the building
log-flare-ups-end = Every space the dice can name holds a Hot Spot: the flare-ups end at { $cell }
log-pois-stay-in-bag = { $count ->
        [one] No roll can bring a POI to a free space: it stays in the bag
       *[other] No roll can bring the { $count } POIs to a free space: they stay in the bag
    }
log-ladder-taken = { $ff } took a ladder from the Engine at { $cell }
log-ladder-dropped = { $ff } put down a ladder at { $cell }
log-ladder-picked-up = { $ff } picked up a ladder at { $cell }
log-ladder-raised = { $ff } raised a ladder at { $foot } up to { $top }
log-ladder-retracted = { $ff } retracted the ladder at { $foot }
log-ladder-auto-retracted = Fire at { $cell }: the ladder at { $foot } retracts
log-left-ladder-top = { $ff } comes down from the ladder's top at { $from } to { $to }

## Actions: menu items and the log's "» …" lines (src/text/action.rs).
## Each starts with a capital; $ff of a command is dat, an $edge, $item,
## $victim, $hazmat, $patient or $vehicle is acc.

action-place = Start at { $cell }
action-place-lobby = Start in the Lobby of elevator { $cell }
action-move = Move to { $cell }
action-move-lobby = Move to { $cell } (Lobby)
action-open = Open { $edge }
action-close = Close { $edge }
# An elevator door moves the car (High Rise).
action-open-elevator = Open { $edge }: the car comes up from the Lobby
action-close-elevator = Close { $edge }: the car goes down to the Lobby
action-remove-smoke = Remove the Smoke at { $cell }
action-flip-fire = Turn the Fire at { $cell } to Smoke
action-remove-fire = Remove the Fire at { $cell }
action-chop = Chop { $edge }
action-pick-up = Pick up { $item }
action-drop = Put down what you carry
action-end-turn = End the turn
action-knockdown-to = Go to { $cell } after the knockdown
action-park = Park { $vehicle } at { $cell }
action-drive = Drive { $vehicle } to { $cell }
# $ff (nom) rides on the vehicle being driven.
action-ride = { $ff } rides along to { $cell }
# The Engine's driver rides with it (EXP-VEH-DRIVE-2): he chooses where
# to get off, not whether to come along.
action-driver-gets-off = { $ff } gets off at { $cell }
action-done-riding = Nobody else rides along
action-deck-gun = Fire the deck gun
action-reroll = Re-roll the { $die ->
        [red] red
       *[black] black
    } die
action-accept-shot = Keep the deck gun's roll
action-crew-change = Change crew: take the { $card } card
# $patient: a Victim or a downed firefighter.
action-treat = Treat { $patient }
action-lead = Lead { $victim }
action-release = Stop leading the Victim
action-dispose = Dispose of { $hazmat }
action-identify = Identify the POI at { $cell }
action-command-move = Command { $ff } to move to { $cell }
action-command-open = Command { $ff } to open { $edge }
action-command-close = Command { $ff } to close { $edge }
action-command-pick-up = Command { $ff } to pick up { $item }
action-command-drop = Command { $ff } to put down what they carry
action-command-lead = Command { $ff } to lead { $victim }
action-command-release = Command { $ff } to stop leading the Victim
action-clear-hot-spot = Remove the Hot Spot here
action-repair = Repair { $edge }
# Which Hazmat explodes first, when several would at once.
action-explode-hazmat = Explode { $hazmat } next
action-take-ladder = Take a ladder from the Engine
action-drop-ladder = Put the ladder down
action-pick-up-ladder = Pick up the ladder
action-raise-ladder = Raise the ladder
action-retract-ladder = Retract the ladder
action-command-ladder = Command { $ff } to { $order ->
        [take] take a ladder from the Engine
        [drop] put the ladder down
        [pickup] pick up the ladder
        [raise] raise the ladder
       *[retract] retract the ladder
    }
