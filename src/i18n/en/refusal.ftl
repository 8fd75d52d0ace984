## Why an action is refused, and what the turn waits for
## (src/text/refusal.rs).
##
## A refusal starts in lower case and has no full stop: the program puts it
## after its own words ("Cannot move to 3,5: …"). Names are in the case
## given in the comments (see the header of log.ftl); $kind is what stands
## on an edge (wall, door, entrance, window, thin, party, elevator).

# What the game waits for, after refusal-wrong-stage.
stage-placing-vehicles = the vehicles are being parked
stage-placing-firefighters = firefighters are being placed
stage-actions = a firefighter is taking actions
stage-knockdown-choice = a knocked-down firefighter must choose where to go
stage-riding = the firefighters on the vehicle's old spot choose whether to ride along
stage-deck-gun-roll = the Driver/Operator decides on re-rolling the deck gun's dice
stage-hazmat-order = the next Hazmat to explode must be chosen
stage-game-over = the game is over

refusal-wrong-stage = that is not possible now: { $stage }
refusal-no-such-cell = there is no such space on this board
refusal-no-such-edge = there is no such wall or door on this board
refusal-not-a-start-cell = { $cell } is not a place to start: firefighters start outside the building
refusal-not-adjacent = { $to } is not next to { $from }
# Two spaces with no edge between them on the board (not normally seen).
refusal-blocked-way = the way from { $from } to { $to } is blocked by { $kind ->
        [wall] a wall
        [door] a closed door
        [entrance] an entrance
        [window] a closed window
        [thin-wall] a thin wall
        [party-wall] a party wall
       *[elevator-door] a closed elevator door
    }
refusal-blocked = the { $kind ->
        [wall] wall
        [door] closed door
        [entrance] entrance
        [window] closed window
        [thin-wall] thin wall
        [party-wall] party wall
       *[elevator-door] closed elevator door
    } { $place } is in the way
refusal-party-wall = the party wall { $place } is never crossed
refusal-restricted = { $cell } is restricted: firefighters never enter it
refusal-elevator = { $cell } is an elevator: it is entered through its door
refusal-upper-outside = { $cell } is outside an upper floor: it is reached only from a ladder
refusal-enter-through-shaft = { $cell } cannot be entered: an elevator car is entered and left only through its door
refusal-enter-through-facade = { $cell } cannot be entered: on High Rise, firefighters go in and out only by the Lobby, an elevator or the aerial ladder
refusal-enter-upper-outside = { $cell } cannot be entered: an upper-floor outside cell is reached only from a ladder
refusal-enter-restricted = { $cell } cannot be entered: firefighters never enter restricted cells
refusal-enter-destroyed-elevator = { $cell } cannot be entered: the elevator was destroyed; nobody may enter it
refusal-enter-elevator = { $cell } cannot be entered: an elevator is used through its door
refusal-not-enough-ap = needs { $needed } AP, you have { $have }
refusal-carry-into-fire = a Victim cannot be carried into Fire
refusal-would-be-trapped = { $ff } would be on Fire at { $cell } with { $left } AP left, but getting out needs { $needed } AP
refusal-would-strand = { $ff } would be left on Fire at { $cell }, out of your reach
refusal-end-on-fire = you cannot end your turn on Fire at { $cell }
# $edge (nom)
refusal-not-your-edge = { $edge } is not a side of { $cell }
# Open floor: $place is where the edge is.
refusal-nothing-to-open = there is nothing to open or close { $place }
# $edge (acc)
refusal-not-a-door = { $edge } cannot be opened or closed
# $edge (nom); $kind what stands there, for the languages whose words
# agree with it.
refusal-destroyed = { $kind ->
       *[any] { $edge } is destroyed
    }
refusal-already = { $kind ->
       *[any] { $edge } is already { $state ->
            [open] open
            [closed] closed
           *[destroyed] destroyed
        }
    }
# $edge (acc)
refusal-not-choppable = { $edge } cannot be chopped: only walls take damage
refusal-out-of-reach = { $cell } is neither your space nor next to it
refusal-nothing-to-extinguish = there is no { $level ->
        [fire] Fire
        [smoke] Smoke
       *[nothing] nothing
    } at { $cell }
refusal-nothing-to-pick-up = { $victim } is not a revealed Victim on your space
# $victim (acc)
refusal-already-carrying = you already carry { $victim }: one at a time
refusal-not-carrying = you are not carrying anything
refusal-not-a-knockdown-spot = { $cell } is not one of the nearest { $vehicle ->
        [engine] Engine
        [engine_spot] Engine
       *[ambulance] Ambulance
    } spaces for this firefighter

refusal-already-parked = that vehicle is already parked
refusal-driver-must-ride = the Engine's driver must ride with it
refusal-rerolled = the { $die ->
        [red] red
       *[black] black
    } die was already re-rolled: each die at most once
refusal-lead-into-fire = a treated Victim is never led into Fire
refusal-engineer-extinguishes = the Structural Engineer may never extinguish
refusal-destroyed-elevator-fire = the Fire of a destroyed elevator cannot be extinguished
refusal-hands-full = you already carry something: one at a time
refusal-victim-being-led = that Victim is being led; it must be let go first
refusal-already-leading = you already lead a Victim: one at a time
refusal-not-leading = you are not leading a Victim
refusal-cafs-command-limit = the CAFS Firefighter takes at most 1 AP of commands per turn
refusal-no-crew-change-in-scenario = there is no crew change in this scenario
refusal-crew-change-not-first = crew change must be the first action of the turn
refusal-crew-change-off-engine = crew change needs the turn to start on the Engine's spot
refusal-card-not-in-game = that card is not in this game
# E37 is the program's own ruling, named as players have always read it.
refusal-in-the-lobby = in the Lobby, the fire floor's walls are out of reach: open the elevator door first (engine ruling E37)
refusal-downed-onto-ladder-top = a ladder's top holds one firefighter: a downed one is not carried onto it
refusal-pick-up-with-ladder = a ladder is carried with empty hands: put it down first
refusal-left-on-ladder-top = nothing may be left on a ladder's top
refusal-ladder-with-full-hands = a ladder is carried with empty hands: put down what you carry first
refusal-second-ladder = you already carry a ladder: one at a time
refusal-ladder-down-on-top = a ladder is not put down on a ladder's top
refusal-raise-without-top = a ladder is raised only on a ground-floor outside space below the upper floor
refusal-ladder-already-raised = a ladder already stands here: one per space
refusal-raise-into-fire = a ladder is not raised into Fire
refusal-retract-under-firefighter = a ladder is not retracted while a firefighter stands on its top
refusal-treat-downed-on-fire = a downed firefighter is treated only off the Fire
refusal-no-hot-spot = there is no Hot Spot on your cell
refusal-repair-undamaged = only a damaged wall (one cube) can be repaired
refusal-deck-gun-broken = the deck gun is broken in this scenario
refusal-deck-gun-no-target = the deck gun's area has no cell the dice can name

# What only one card may do; $card is its title.
refusal-only-command = only the { $card } can command
refusal-only-treat-victim = only the { $card } can treat a Victim
refusal-only-treat-firefighter = only the { $card } can treat a downed firefighter
refusal-only-dispose = only the { $card } can dispose of Hazmat
refusal-only-identify = only the { $card } can identify a POI from afar
refusal-only-clear-hot-spot = only the { $card } can remove a Hot Spot
refusal-only-repair = only the { $card } can repair a wall
# What needs a module ($what) and the module that is off ($module).
refusal-module-off = { $what ->
        [crew] crew change
        [driving] driving
        [deckgun] the deck gun
       *[hazmat] carrying Hazmat
    } needs the { $module ->
        [specialists] specialists
        [hazmat] Hazmat
        [vehicles] vehicles
        [hotspots] Hot Spots
        [setup] experienced setup
       *[poi] experienced POI
    } module, which is off in this game
# $vehicle (gen)
refusal-not-a-spot = { $cell } is not on a parking spot of { $vehicle }
# $vehicle (nom)
refusal-not-next-spot = { $vehicle } drives one spot at a time: { $cell } is not on a spot next to its own
# $vehicle (gen)
refusal-not-on-vehicle = you must stand on { $vehicle }'s spot
refusal-firefighter-in-area = { $ff } stands at { $cell }, in the deck gun's quadrant
refusal-specialist-in-play = the { $card } card is already in play
refusal-not-an-untreated-victim = { $victim } is not an untreated Victim on your space
refusal-not-a-downed-firefighter = { $ff } is not a downed firefighter on your space
refusal-hazmat-not-here = { $hazmat } is not on your space
refusal-not-a-free-treated-victim = { $victim } is not a free treated Victim on your space
# The Captain cannot command $ff (dat).
refusal-command-himself = { $ff } cannot be commanded: the Captain acts himself, he does not command himself
refusal-command-no-such-firefighter = { $ff } cannot be commanded: there is no such firefighter
refusal-command-down = { $ff } cannot be commanded: it is down
refusal-command-not-on-the-board = { $ff } cannot be commanded: it is not on the board
refusal-command-none-on-the-board = { $ff } cannot be commanded: there is no such firefighter on the board
refusal-no-poi = there is no POI at { $cell }
refusal-fire-nearby = { $cell } is on Fire or next to Fire
refusal-ride-no-such-firefighter = { $ff } cannot ride along: there is no such firefighter
refusal-ride-down = { $ff } cannot ride along: it is down; it rides only when carried
refusal-ride-not-on-old-spot = { $ff } cannot ride along: it is not on the vehicle's old spot
refusal-ride-off-the-new-spot = { $ff } cannot ride along: riders get off on a cell of the vehicle's new spot
refusal-not-on-fire = { $hazmat } is not on Fire
refusal-ladder-no-firefighter = there is no firefighter on the board to handle a ladder
refusal-ladder-not-in-this-game = there is no ladder in this game: ladders are 2nd Story's
refusal-ladder-not-in-hands = there is no ladder in your hands
refusal-ladder-none-on-the-engine = there is no ladder left on the Engine
refusal-ladder-none-lying-here = there is no ladder lying on your space
refusal-ladder-none-raised-here = there is no ladder raised on your space
refusal-top-occupied = a firefighter already stands on the ladder's top at { $cell }: one at a time
