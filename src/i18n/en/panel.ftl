## The play screen's side panel, banners, hints, bot seats and the fire
## summary (src/app/play.rs, src/app/play/, src/app/fire_summary.rs).

# A firefighter as the side panel names it: by seat, with its colour
# (terms.ftl, colour-…) and its player's name when they have them.
panel-firefighter = Firefighter { $seat }
panel-firefighter-colour = Firefighter { $seat } ({ $colour })
panel-firefighter-name = Firefighter { $seat } ({ $name })
panel-firefighter-colour-name = Firefighter { $seat } ({ $colour }, { $name })
# A bot seat's shown name, everywhere in play ("Bot 2 (Firefighter 2)" in
# the log); a name given to a bot is shown after the word.
panel-bot-seat = Bot { $seat }
panel-bot-named = Bot { $name }
# A bot's name that already starts with this word is shown as it is.
panel-bot-word = Bot

## The turn and the active firefighter's card.
panel-setup = Setup
panel-turn = Turn { $turn }
panel-replaying = Replaying the game…
# The AP the active firefighter has, and how many of them it saved last turn.
panel-ap = AP: { $ap }  (saved from last turn: { $saved })
panel-ap-saved-next = AP saved for the next turn: { $saved }
panel-pool-extinguish = Extinguish AP: { $ap }
panel-pool-command = Command AP: { $ap }
panel-pool-move = Move AP: { $ap }
# What the active firefighter carries ($what: panel-victim-object, …).
panel-carrying = Carrying: { $what }
panel-leading = Leading: { $what }
# The side panel's list of every firefighter: card · AP saved · in hand · place.
panel-team = Team
panel-team-saved = { $ap } AP saved
panel-team-carrying = carrying { $what }
panel-team-leading = leading { $what }
panel-team-at = at { $cell }
panel-ladder-object = a ladder

## The counters.
panel-victims-rescued = Victims rescued
panel-victims-lost = Victims lost
panel-damage = Damage
panel-damage-count = { $cubes } / 24 cubes
panel-fire-supply = Fire/Smoke tokens left
panel-pois = POIs on board / in bag
panel-hazmat = Hazmat on board
panel-hot-spots = Hot Spots on board / in supply

## What the game waits for (above the buttons).
panel-game-over = The game is over.
panel-park-engine = Park the Engine: click a parking spot (green).
panel-park-both = Park the Engine and the Ambulance: click a parking spot (green).
# $who: a firefighter as panel-firefighter names it.
panel-place = { $who }: choose a start cell outside the building (green).
panel-place-high-rise = { $who }: choose a start cell outside the building or an elevator, in the Lobby (green).
panel-acts = { $who } acts.
panel-turn-ended = { $who } has ended the turn.
panel-knocked-down = { $who } was knocked down: choose a cell to go to (green).
panel-riding = Who rides along? Name each rider's cell, then: Nobody else rides along.
# Only bots' firefighters may still ride along: each gets off where its bot
# chooses (Ruling R26), so there is no cell to name.
panel-riding-bots = Who rides along? Take a teammate along (its bot chooses where it gets off), then: Nobody else rides along.
# The Engine's driver rides with it (EXP-VEH-DRIVE-2): "Nobody else rides along"
# is offered only once the driver has chosen a cell.
panel-riding-driver = { $who } drove the Engine and rides with it: choose the cell to get off at. Then name each rider's cell, or: Nobody else rides along.
# A bot's driver names a person's firefighter as a rider (Ruling R26): the
# rider's player chooses where it gets off. $driver, $ff: nominative.
panel-rider-gets-off = { $driver } takes { $ff } along: choose the cell where { $ff } gets off.
# A person's driver takes a bot's firefighter along: where it gets off is
# the bot's choice (Ruling R26). $ff: nominative.
panel-take-bot-along = Take { $ff } along (it gets off at { $cell })
panel-deck-gun = Deck gun rolled red { $red }, black { $black }: re-roll a die or accept.
# $shaft: yes when the roll names an elevator whose car is down in the Lobby
# (engine ruling E39): the water lands behind its closed door.
panel-deck-gun-aims = Deck gun rolled red { $red }, black { $black }: { $shaft ->
        [yes] it would land in the shaft of elevator { $cell }, whose car is down in the Lobby, and clear nothing.
       *[no] it would clear { $cell } and the cells marked beside it.
    } Re-roll a die or accept.
panel-deck-gun-aims-flipped = Deck gun rolled red { $red }, black { $black }, flipped into the quadrant: red { $aimed_red }, black { $aimed_black }. { $shaft ->
        [yes] It would land in the shaft of elevator { $cell }, whose car is down in the Lobby, and clear nothing.
       *[no] It would clear { $cell } and the cells marked beside it.
    } Re-roll a die or accept.
panel-hazmat-order = Several Hazmat are on Fire: choose which explodes next.
panel-click-green = Click a green cell on the board.
panel-fire-spreading = The fire is spreading…
panel-help = Click a cell to move there (the path and its AP cost show on hover; blue cells are within reach this turn), a door or wall to open, close or chop it, Fire or Smoke to fight it. Right-click any cell for every action there. Keys: arrows move, E ends the turn, H shows a hint (Shift+H takes it), F1 the rules, Space skips a wait, Ctrl+Z/Ctrl+Y undo/redo, Ctrl+S saves, Tab moves between cells.

## Buttons and menus of actions. $action is an action as the game log
## words it (src/text); $cell a space as the log names it ("3,4").
panel-end-turn-button = End turn (E)
# An action about a token, with where the token lies.
panel-action-at = { $action } at { $cell }
# A ladder raised, and the upper floor cell it reaches.
panel-ladder-up-to = { $action } up to { $cell }
# $price: "2 AP", or what a specialist's pool pays of it, "2 Move AP",
# "1 Move AP + 1 AP" (log-pool-…), as the log will say it.
panel-walk-to = Walk to { $cell } ({ $price })
# A walk from a High Rise Lobby: its first step is the Lobby move to an
# Engine spot (2 AP).
panel-leave-lobby-for = Leave the Lobby for { $cell } ({ $price })
# An elevator cell whose car is down: a move there goes to the Lobby (URB-HIGHRISE-ELEV-1). It stands for $cell in the walk and move texts, so it reads as a name.
panel-lobby-of = { $cell } (Lobby)
# $what: panel-victim-object, panel-hazmat-object or a firefighter's name.
panel-carry-to = Carry { $what } to { $cell } ({ $price })
panel-lead-to = Lead { $what } to { $cell } ({ $price })
# A menu item or tooltip and the Victims it rescues ($what: panel-victim-object, joined by commas).
panel-rescues = { $line }: rescues { $what }
# A walk carrying or leading a Victim outside, off the Ambulance (experienced game, EXP-VEH-RESCUE-1a).
panel-not-rescued-here = { $line }: not rescued here, only on the Ambulance
# A command to move a firefighter who carries or leads (SPEC-CAPTAIN-1); the price follows.
panel-command-carry = Command { $ff } to carry { $what } to { $cell }
panel-command-lead = Command { $ff } to lead { $what } to { $cell }
panel-click-to-choose = Click to choose.
panel-upstairs = Go upstairs to { $cell } ({ $price })
panel-downstairs = Go downstairs to { $cell } ({ $price })
# A Victim or Hazmat as the object of a verb (carry, find, rescue…); the
# English must stay as the game log names them ("Victim 4", "Hazmat 1").
panel-victim-object = Victim { $n }
panel-hazmat-object = Hazmat { $n }
panel-actions-at = Actions at { $cell }
panel-nothing-here = Nothing to do here now
panel-nothing-at = Nothing to do at { $cell } now
# The tooltip of a cell the active firefighter can walk to.
panel-move-tooltip = Move to { $cell }: { $price } ({ $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    })
panel-climb-tooltip = { $way ->
        [ladderdown] Climb down the ladder to
        [aerialup] Climb the aerial ladder to
        [aerialdown] Come down the aerial ladder to
       *[ladderup] Climb the ladder to
    } { $cell }: { $price }
# The move tooltip while carrying (a Victim, Hazmat, a ladder) or leading.
panel-carry-tooltip = Carry { $what } to { $cell }: { $price } ({ $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    })
panel-lead-tooltip = Lead { $what } to { $cell }: { $price } ({ $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    })
panel-cannot-move = Cannot move to { $cell }: { $why }
# A cell beyond this turn's reach, hovered or clicked: the walk there over
# several turns (the dashed path), priced with this turn's board.
panel-far-walk = { $cell } is { $cost } AP away on foot, beyond the { $left } AP left this turn
# A refused action or edge and why ($why: a refusal as src/text words it).
panel-refused = { $what }: { $why }
# The tooltip of a door, a wall or a cell: the one thing a click does.
panel-edge-click = Click: { $action }
panel-bot-playing = { $who } is playing: wait for your turn
panel-cannot-undo = Cannot undo: { $why }
# Why Undo is not possible ($why above, and the Undo button's tooltip).
panel-undo-nothing = nothing to undo yet
panel-undo-dice = the dice were rolled: undo stops there
panel-undo-reveal = a POI was turned over: undo stops there

## The game log panel.
panel-log = Game log
panel-dice = Dice: red { $red }, black { $black }

## The End turn question.
panel-end-title = End the turn?
panel-end-ap-left = { $who } still has { $ap } AP.
panel-end-saved = { $saved } AP will be saved for the next turn.
panel-end-saved-lost = { $saved } AP will be saved; { $lost } AP will be lost (at most 4 are saved).
panel-end-fire-follows = The fire phase follows; its roll cannot be undone.
# The End the turn? question's button; Enter presses it.
panel-end-turn = End turn (Enter)
panel-keep-playing = Keep playing
panel-ask-before-ending = Ask before ending a turn with AP left

## The fire summary above the board: what the fire phases (and the bots'
## turns) since a person last acted did, each line with its cells.
panel-fire-being-shown = The fire phase is being shown on the board…
panel-replay-strip = The game is being replayed from its start; Space skips to the end.
panel-summary-placeholder = What the fire does at the end of a turn is summed up here.
panel-fire-phase = The fire phase:
# $who: the seat that last ended its turn (a person).
panel-fire-phases-since = The { $count } fire phases since { $who } ended the turn:
panel-fire-phases-last = The last { $count } fire phases:
panel-quiet = nothing else happened.
panel-quiet-nothing = nothing happened.
panel-show-where = Show where on the board
panel-hide = Hide
panel-hide-hint = Hide this summary
# Each kind of happening, counted; $cells lists where ("3,4; 5,6").
panel-summary-victim-lost = { $count ->
        [one] { $count } Victim lost
       *[other] { $count } Victims lost
    } ({ $cells })
panel-summary-victim-lost-collapse = { $count ->
        [one] { $count } Victim lost in the collapse
       *[other] { $count } Victims lost in the collapse
    } ({ $cells })
# $who: the firefighters knocked down, by name.
panel-summary-knocked-down = knocked down: { $who } ({ $cells })
panel-summary-explosion = { $count ->
        [one] { $count } explosion
       *[other] { $count } explosions
    } ({ $cells })
panel-summary-hazmat-explosion = { $count ->
        [one] { $count } Hazmat explosion
       *[other] { $count } Hazmat explosions
    } ({ $cells })
panel-summary-flashover = { $count ->
        [one] { $count } cell caught fire by flashover
       *[other] { $count } cells caught fire by flashover
    } ({ $cells })
panel-summary-caught-fire = { $count ->
        [one] { $count } cell caught fire
       *[other] { $count } cells caught fire
    } ({ $cells })
panel-summary-damage = { $count ->
        [one] { $count } damage cube
       *[other] { $count } damage cubes
    } ({ $cells })
panel-summary-door-destroyed = { $count ->
        [one] { $count } door destroyed
       *[other] { $count } doors destroyed
    } ({ $cells })
panel-summary-hot-spot = { $count ->
        [one] { $count } new Hot Spot
       *[other] { $count } new Hot Spots
    } ({ $cells })
panel-summary-flare-up = { $count ->
        [one] { $count } flare-up
       *[other] { $count } flare-ups
    } ({ $cells })
panel-summary-poi-placed = { $count ->
        [one] { $count } new POI
       *[other] { $count } new POIs
    } ({ $cells })
panel-summary-cleared-for-poi = { $count ->
        [one] Fire or Smoke cleared for it in { $count } cell
       *[other] Fire or Smoke cleared for them in { $count } cells
    } ({ $cells })
panel-summary-poi-lost = { $count ->
        [one] { $count } POI burnt
       *[other] { $count } POIs burnt
    } ({ $cells })
panel-summary-elevator-destroyed = { $count ->
        [one] { $count } elevator destroyed
       *[other] { $count } elevators destroyed
    } ({ $cells })
panel-summary-ladder-retracted = { $count ->
        [one] { $count } ladder retracted by the fire
       *[other] { $count } ladders retracted by the fire
    } ({ $cells })
panel-summary-smoke = new Smoke in { $count ->
        [one] { $count } cell
       *[other] { $count } cells
    } ({ $cells })

## A bot's turn in the fire summary: "Bot 2: moved 3, opened 1 door".
# $who: the bot's name; $deeds: the deeds below, joined by commas.
# The last two of a list of names: "Ann (Firefighter 1) and Bo (Firefighter 2)";
# $first may itself be a comma-separated list.
panel-list-and = { $first } and { $last }
panel-deeds = { $who }: { $deeds }
panel-deed-placed = started at { $cells }
panel-deed-placed-lobby = started in the Lobby of elevator { $cells }
panel-deed-moved = moved { $count }
panel-deed-drove = drove { $count ->
        [one] once
        [2] twice
       *[other] { $count } times
    }
# $what: the firefighters who rode along in the bot's drive, by name.
panel-deed-rode = took { $what } along
panel-deed-commanded = commanded { $what }
panel-deed-opened = opened { $count ->
        [one] { $count } door
       *[other] { $count } doors
    }
panel-deed-closed = closed { $count ->
        [one] { $count } door
       *[other] { $count } doors
    }
panel-deed-chopped = chopped { $count ->
        [one] once
        [2] twice
       *[other] { $count } times
    }
panel-deed-extinguished = extinguished { $count } Fire
panel-deed-cleared-smoke = cleared { $count } Smoke
panel-deed-deck-gun = deck gun cleared { $count }
panel-deed-deck-gun-shots = fired the deck gun { $shots ->
        [one] once
        [2] twice
       *[other] { $shots } times
    }, clearing { $cleared ->
        [0] nothing
        [one] { $cleared } space
       *[other] { $cleared } spaces
    }
# $what: Victims as panel-victim-object names them, joined by commas.
panel-deed-found = found { $what }
panel-deed-false-alarm = { $count ->
        [one] found a False Alarm
       *[other] found { $count } False Alarms
    }
# $what: Victims, Hazmat (panel-…-object) or firefighters by name.
panel-deed-picked-up = picked up { $what }
panel-deed-dropped = put down { $count ->
        [one] { $count } item
       *[other] { $count } items
    }
panel-deed-rescued = rescued { $what }
panel-deed-carried-out = carried out { $what }
panel-deed-treated = treated { $what }
panel-deed-disposed = disposed of { $what }
panel-deed-identified = identified { $count ->
        [one] { $count } POI
       *[other] { $count } POIs
    }
panel-deed-hot-spot-removed = removed { $count ->
        [one] { $count } Hot Spot
       *[other] { $count } Hot Spots
    }
panel-deed-repaired = repaired { $count ->
        [one] { $count } wall
       *[other] { $count } walls
    }
panel-deed-crew-change = changed crew to the { $card } card
panel-deed-ladder = used a ladder { $count ->
        [one] once
        [2] twice
       *[other] { $count } times
    }
panel-deed-saved-ap = saved { $count } AP
panel-deed-ended = ended the turn
panel-deed-playing = is playing

## The Hint.
panel-hint-own-turn = A hint is for your own turn
panel-hint-failed = No hint: { $reason }
panel-hint-thinking = Hint: thinking…
panel-hint-nothing = Hint: the bot has nothing to suggest
panel-hint = Hint: { $action }
# What the bot would do after the hinted action ($actions: actions as the log words them, joined by middle dots).
panel-hint-then = Then: { $actions }
# The hint to end the turn with AP in hand ($line: "End the turn"; $saved:
# the AP kept for the next turn; $lost: those past the 4 that are kept).
panel-hint-end-saved = { $line }, saving { $saved } AP for the next turn
panel-hint-end-saved-lost = { $line }, saving { $saved } AP and losing { $lost }
panel-hint-take = Take the hint (Shift+H)
panel-hint-take-hint = Do the hinted action now, as a click would
# Read out for the hint's mark on the board.
panel-hint-on-board = Hint on the board: { $action }

## Bot seats.
panel-bot-thinking = { $who } is thinking…
panel-bot-stopped = { $who } has stopped.
panel-bot-take-over = Play { $who }'s seat yourself
panel-bot-take-over-hint = A person plays this firefighter from now on; undo also lets the bot try again from earlier
panel-bot-cannot-start = { $who } cannot start thinking: { $reason }
panel-bot-lost = { $who } stopped thinking unexpectedly.
panel-bot-nothing = { $who } finds nothing to do.
panel-bot-refused = { $who } stopped: { $why }

## Keys named in tooltips (German writes Strg for Ctrl).
panel-key-zoom-in = Ctrl +
panel-key-zoom-out = Ctrl −
panel-key-zoom-reset = Ctrl 0
