## The board editor (src/app/editor.rs, src/app/editor/).
## Cells are named by their coordinates ($cell, "3,8" or "1:3,8"), floors
## by the names the designer gave them ($floor, $name).

## The menu bar.
editor-menu-board = Board
editor-new-board = New board
editor-open-board = Open board…
editor-save-as = Save as…
editor-main-menu = Main menu
editor-save-shortcut = Save (Ctrl+S)
editor-undo = Undo
editor-undo-hint = Ctrl+Z
editor-redo = Redo
editor-redo-hint = Ctrl+Y
editor-save = Save
editor-save-hint = Ctrl+S
editor-play = Play this board
editor-play-hint = Start a game on this board; the editor waits
editor-floor = Floor:
editor-floor-hint = Page Up / Page Down
editor-side-by-side = Two floors side by side
editor-poi-arrows = POI arrows
editor-not-saved-yet = (not saved yet)
# The name a new board and a new floor get.
editor-new-board-name = New board
editor-new-floor-name = Floor { $number }

## The tools.
editor-tool = Tool:
editor-tool-heading = Tool
editor-tool-key = Key { $key }
editor-tool-select = Select
editor-tool-wall = Wall
editor-tool-door-closed = Door (closed)
editor-tool-door-open = Door (open)
editor-tool-entrance = Entrance
editor-tool-window = Window
editor-tool-thin-wall = Thin wall
editor-tool-party-wall = Party wall
editor-tool-elevator-door = Elevator door
editor-tool-erase-edge = Erase edge
editor-tool-outside = Outside
editor-tool-inside = Inside
editor-tool-restricted = Restricted
editor-tool-elevator = Elevator
editor-tool-ambulance = Ambulance spot
editor-tool-engine = Engine spot
editor-tool-quadrant = Quadrant
editor-tool-arrow = POI arrow
editor-tool-stairs = Stairs
editor-tool-fire = Setup fire
editor-tool-poi = Setup POI
editor-tool-first-explosion = First explosion
editor-tool-dice = Dice
editor-tool-ladder-top = Ladder top

## What each tool does.
editor-help-select = Click a cell or drag over cells to select them. Ctrl+C copies the selection, Ctrl+V pastes it at the selected cell (on any floor).
editor-help-edge = Click an edge between two cells, or drag along a line of edges to draw a run (one undo step).
editor-help-cell = Click or drag over cells to paint them; Shift-drag fills a rectangle.
editor-help-spot = Click two neighbouring outside cells of the ground floor.
editor-help-quadrant = Click or drag to paint cells into a quadrant (deck-gun area); Shift-drag fills a rectangle.
editor-help-arrow = Click a cell to give it this POI arrow.
editor-help-stairs = Click the stair cell on one floor, then its partner on another floor. Both open to the direction chosen here.
editor-help-fire = Click a cell to add or remove Fire in the family setup.
editor-help-poi = Click a cell to add or remove a POI in the family setup.
editor-help-dice = Click a cell to give it these dice coordinates (0, 0 clears).
editor-help-first-explosion = Click the first explosion's cell for each face of the black die, face 1 first (EXP-SETUP-4).
editor-help-ladder-top = Click a ground-floor outside cell where a ladder can be raised, then the upper-floor outside cell its top reaches (2ND-LADDER-3). A foot clicked again gets the new top.

## The tools' options.
editor-copy = Copy
editor-paste = Paste
editor-mirror-left-right = Mirror left-right
editor-mirror-top-bottom = Mirror top-bottom
editor-deck-gun-quadrant = Deck-gun quadrant (0: the one beside the spot)
editor-quadrant-brush = Quadrant (0 clears)
editor-arrow-none = none
editor-generate-arrows = Generate arrows towards the centre (this floor)
# The Wall tool's button: walls on the building's outline.
editor-outline-walls = Wall in the building (this floor)
editor-outline-walls-hint = A wall on every bare edge between the building and the outside, one undo step; doors, windows and walls drawn there stay.
editor-outline-walls-done = The building is walled in: every edge between it and the outside has a wall, door or window.
editor-open-side = Open side
editor-stairs-first-end = First end: { $cell }. Now click its partner on another floor.
editor-dice-red = Red
editor-dice-black = Black
editor-no-first-explosion = No table: the first explosion is rolled on both dice.
editor-first-explosion-face = { $face }: { $cell }
editor-clear-table = Clear the table
editor-spot-first-cell = First cell: { $cell }. Now click its neighbour.
editor-ladder-foot-chosen = Foot: { $cell }. Now click the upper-floor cell its top reaches.
editor-dice-follow-offsets = Every cell of this floor follows the offsets (Floors panel).
editor-own-dice-count = Cells with their own dice on this floor: { $count }
editor-own-dice = { $cell }: red { $red }, black { $black }
editor-clear-dice = Clear dice { $cell }
editor-clear-dice-hint = Back to the floor's offsets
editor-split-intro = Or split the whole floor along two lines (dashed on the board):
editor-split-row = Lower half from row
editor-split-col = Right half from column
editor-split = Split into quadrants
editor-split-hint = Numbers every building cell of this floor: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right. A line at 0 is left out.

## The side panel's sections.
editor-section-board = Name and dice
editor-section-rules = Rules
editor-section-floors = Floors
editor-section-grid = Grid size
editor-section-parking = Parking spots
editor-section-stairs = Staircases
editor-field-name = Name
editor-field-author = Author
editor-field-description = Description
editor-dice-sides-red = Dice sides: red
editor-dice-sides-black = black
editor-floor-die = Floor die
editor-floor-die-sides = { " " }sides
editor-floor-die-sides-hint = Sides of the floor die
editor-floor-down = Down
editor-floor-up = Up
editor-floor-remove = Remove
editor-floor-down-hint = Move { $name } one floor down
editor-floor-up-hint = Move { $name } one floor up
editor-floor-remove-hint = Remove { $name } (undo brings it back)
editor-rename-floor = Rename shown floor
editor-dice-offsets-red = Dice offsets: red
editor-dice-offsets-black = black
editor-floor-face = Floor die face of the shown floor
editor-add-floor = Add floor
editor-grid-size = { $rows } rows × { $cols } columns (every floor)
editor-grid-at = At the selection: row { $row }, column { $col }
editor-insert-row = Insert row
editor-remove-row = Remove row
editor-insert-col = Insert column
editor-remove-col = Remove column
editor-parking-none = None yet: use the Ambulance spot and Engine spot tools.
editor-parking-order = Drive moves a vehicle to the next or previous spot in this order: keep it clockwise round the building (BOARD-5).
# A parking spot in the list: "Ambulance 1: 0,4 0,5".
editor-spot = { $vehicle ->
    [ambulance] Ambulance
   *[engine] Engine
} { $number }: { $first } { $second }
editor-spot-quadrant = quadrant
editor-spot-quadrant-hint = The quadrant Engine spot { $number }'s deck gun sprays
editor-spot-earlier = Earlier
editor-spot-later = Later
editor-spot-earlier-hint = Earlier in the Drive order
editor-spot-later-hint = Later in the Drive order
editor-spot-remove = Remove { $vehicle ->
    [ambulance] Ambulance
   *[engine] Engine
} spot { $number }
editor-order-clockwise = Order clockwise
editor-order-clockwise-hint = Sort both lists clockwise round the building, from the top
editor-stair = { $first } to { $second }
editor-stair-remove = Remove stairs { $number }
editor-stairs-none = None yet: use the Stairs tool.

## The problem list.
editor-problems = Problems
editor-problems-none = none: the board can be played
editor-problems-count = { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $warnings ->
    [one] { $warnings } warning
   *[other] { $warnings } warnings
}
editor-fix-one = Fix this problem first: { $problem }
editor-fix-many = Fix { $count } problems first: { $problem } (and { $rest } more in the list below)
# The first problem in the Play button's tooltip: "cell 3,8: …".
editor-problem-at = { $at }: { $message }
# How to mend a problem with the editor's tools, under it in the list.
editor-hint-parking = Draw a spot with the { editor-tool-ambulance } or { editor-tool-engine } tool: two neighbouring cells of the outside ring.
editor-hint-ambulance = Draw one with the { editor-tool-ambulance } tool, unless the building has none (as the High Rise).
editor-hint-deck-gun-area = Paint the cells it serves with the { editor-tool-quadrant } tool, or split the floor with { editor-split } (in that tool's panel).
editor-hint-arrows = Draw them with the { editor-tool-arrow } tool; its button “{ editor-generate-arrows }” draws a whole floor. Or leave them out.
editor-hint-way-in = Put an { editor-tool-entrance }, a door or a window in the wall on the way in.
editor-hint-walls = Draw walls with the { editor-tool-wall } tool, or use its button “{ editor-outline-walls }”.
editor-hint-elevator = Draw a cell with the { editor-tool-elevator } tool and one of its walls with the { editor-tool-elevator-door } tool.
editor-hint-engine = Draw one with the { editor-tool-engine } tool.
editor-hint-setup-lines = Add them with “{ editor-setup-line-add }” under { editor-section-rules }.
editor-hint-spot-side = Choose the spot's side under { editor-section-parking }.
editor-hint-party-wall = Draw one with the { editor-tool-party-wall } tool.
editor-hint-ladder-tops = “{ editor-fill-ladder-tops }” under { editor-section-rules } marks them all (once there is an upper floor), or mark each with the { editor-tool-ladder-top } tool.
editor-hint-upper-floor = Add one with “{ editor-add-floor }” under { editor-section-floors }.
editor-hint-stairs = Link it to a floor the firefighters reach with the { editor-tool-stairs } tool: click a stair cell, show the other floor and click the cell the stairs lead to.

## The canvas: marks on the cells and what screen readers say.
editor-no-cells = This floor has no cells.
editor-cell = cell { $cell }
editor-edge = edge { $cell } { $side }
editor-mark-quadrant = Q{ $area }
editor-mark-fire = F
editor-mark-first-explosion = X{ $face }
editor-mark-ambulance = A{ $number }
editor-mark-engine = E{ $number } Q{ $area }
editor-stair-mark = to { $floor } { $cell }
editor-ladder-foot-mark = L{ $number } to { $cell }
editor-ladder-top-mark = L{ $number }
editor-ladder-top-from = top from { $cell }

## Notices.
editor-first-explosion-full = The table has a cell for each of the black die's { $faces } faces: clear it to start again.
editor-stairs-from = Stairs from { $cell }: now show the other floor and click its stair cell.
editor-added-floor = Added { $name }.
editor-added-floor-die = Added { $name }. Its cells had the same dice results as the ground floor's, so the board now rolls a { $sides }-sided floor die too (face 1 = the first floor). For one dice grid across floors (2nd Story), untick Floor die and give the floors different dice offsets instead.
editor-added-floor-face = Added { $name }: floor die face { $face }.
editor-nothing-to-undo = Nothing to undo
editor-nothing-to-redo = Nothing to redo
editor-copied = Copied { $rows } × { $cols } cells
editor-recovery-failed = Cannot write the recovery file { $path }: { $reason }

## Leaving a board with changes.
editor-unsaved-title = Unsaved changes
editor-unsaved-text = The board has changes that are not saved.
editor-save-first = Save first
editor-discard = Discard changes
editor-keep-editing = Keep editing

## Why an edit is refused ($cell and $edge in the file's spelling).
editor-refused-no-floor = there is no floor { $floor }
editor-refused-off-grid = cell { $cell } is not on its floor's grid
editor-refused-edge-off-grid = edge { $edge } is not between two cells of the floor
editor-refused-cannot-open = a { $kind ->
    [wall] wall
    [door] door
    [entrance] entrance
    [window] window
    [thin-wall] thin wall
    [party-wall] party wall
   *[elevator-door] elevator door
} cannot be open; only doors, windows and elevator doors open
editor-refused-bad-area = deck-gun areas are numbered 1 to 9, not { $area }
editor-refused-not-adjacent = cells { $first } and { $second } are not side by side on the same floor
editor-refused-stair-one-floor = a staircase links two different floors
# $what: ambulance-spot, engine-spot, stair-link, ladder-top.
editor-refused-no-item = there is no { $what ->
    [ambulance-spot] ambulance spot
    [engine-spot] engine spot
    [stair-link] stair link
   *[ladder-top] ladder top
} number { $index }
editor-refused-last-floor = a board keeps at least one floor
editor-refused-too-many-floors = a board has at most { $max } floors
editor-refused-bad-size = a floor is 1 to { $max } cells in each direction
editor-refused-bad-index = row or column { $index } is not on every floor
editor-refused-bad-rect = the rectangle does not fit the floor
editor-refused-bad-die = a die has 1 to { $max } sides, not { $sides }
editor-refused-duplicate = this is already on the board
editor-refused-not-ladder-foot = a ladder stands on a ground-floor outside cell, and { $cell } is not one (2ND-LADDER-3)
editor-refused-not-ladder-top = a ladder's top is an outside cell of an upper floor, and { $cell } is not one (2ND-LADDER-3)
editor-refused-ladder-top-taken = { $top } is already the top of the ladder raised on { $foot }; a top holds one ladder (2ND-LADDER-6)
editor-refused-ladder-supply = the Engine holds 1 to { $max } ladders, not { $supply } (2ND-LADDER-1)
editor-refused-setup-lines = High Rise has at most { $max } setup lines (the 4th for Heroic), not { $count }

## The Rules section and the expansions' parts.
editor-expansion = Expansion:
editor-rules-base = Base game
editor-rules-second-story = 2nd Story
editor-rules-high-rise = High Rise
editor-rules-brownstone = Brownstone
editor-rules-base-help = The base game: family and experienced rules, no expansion.
editor-rules-second-story-help = 2nd Story (§8): an upper floor, portable ladders on the Engine, ladder tops outside the upper floor.
editor-rules-high-rise-help = High Rise (URB-HIGHRISE-*): elevators, the Lobby, the Engine's aerial ladder reaching its side of the building, setup explosions along fixed lines, no Ambulance.
editor-rules-brownstone-help = Brownstone (URB-BROWN-*): party walls, restricted cells; driving to the other side of the building costs 4 AP, so every spot has a side.
editor-high-rise-sides = Give each Engine spot the side of the building its aerial ladder reaches: Parking spots section (URB-HIGHRISE-LADDER-1).
editor-brownstone-sides = Give every parking spot its side of the building in the Parking spots section: a Drive to the other side costs 4 AP (URB-BROWN-3).
editor-leftover-ladders = The board lists ladders, which only 2nd Story boards use.
editor-remove-ladders = Remove the ladders
editor-leftover-setup-lines = The board lists setup lines, which only High Rise boards use.
editor-remove-setup-lines = Remove the setup lines
editor-ladder-supply = Ladders on the Engine
editor-ladder-supply-hint = 1 to { $max }; the box has 4 (2ND-LADDER-1)
editor-ladder-tops-intro = Ladder tops: where a ladder raised on a ground-floor outside cell reaches on the upper floor (2ND-LADDER-3).
editor-none-yet = None yet.
editor-ladder-top = { $foot } to { $top }
editor-ladder-top-remove = Remove ladder top { $number }
editor-fill-ladder-tops = Fill in ladder tops
editor-fill-ladder-tops-hint = For every ground-floor outside cell by the building whose cell above is outside the upper floor's building: a ladder top there
editor-ladder-top-tool = Ladder top tool
editor-ladder-top-tool-hint = Click a foot, then the cell its top reaches
editor-setup-lines-intro = Setup explosions: each on a fixed column (the red die picks the row) or a fixed row (the black die picks the column); 3 lines, a 4th for Heroic (URB-HIGHRISE-SETUP-1).
editor-setup-line = Line { $number }
editor-setup-line-column = Column
editor-setup-line-row = Row
# A line's choice for screen readers: "Line 1 column", "Heroic row".
editor-setup-line-choice = { $line } { $choice ->
    [column] column
   *[row] row
}
editor-setup-line-column-hint = The column: a value of the black die
editor-setup-line-row-hint = The row: a value of the red die
editor-setup-line-remove = Remove line { $number }
editor-setup-line-remove-heroic = Remove the Heroic line
editor-setup-line-add-heroic = Add the Heroic line
editor-setup-line-add = Add a setup line
editor-side-north = North
editor-side-east = East
editor-side-south = South
editor-side-west = West
editor-side-none = None
# A spot's side for screen readers: "Engine 2 side".
editor-spot-side = { $vehicle ->
    [ambulance] Ambulance
   *[engine] Engine
} { $number } side
editor-spot-side-hint = The side of the building the spot is on
editor-ladder-foot-first = { $refusal } Click the ladder's foot first.
editor-ladder-needs-upper-floor = Ladder from { $cell }: the board needs an upper floor for its top.
editor-ladder-show-upper-floor = Ladder from { $cell }: now show the upper floor (Page Up) and click the cell its top reaches.
editor-no-ladder-top-to-fill = No cell to fill: every ground outside cell by the building with an outside cell above it by the upper floor's building already has a top.
editor-added-ladder-tops = { $count ->
    [one] Added 1 ladder top.
   *[other] Added { $count } ladder tops.
}

## The Difficulty window ($level: a level's name from terms.ftl).
editor-difficulty = Difficulty
editor-difficulty-hint = How hard is this board? Bots play it at each level
editor-difficulty-title = Difficulty estimate
editor-difficulty-intro = Four fast bots play each level of this board, then the same games (the same dice) on the front board, to compare.
editor-difficulty-intro-strong = Four of the game's own bots (as teammates and the hint play) play each level of this board, then the same games (the same dice) on the front board, to compare. They win about as often as a good table, at a hundred times the fast bots' time: 100 games a level take minutes.
editor-difficulty-bots = Bots:
editor-difficulty-bots-fast = Fast
editor-difficulty-bots-fast-hint = Quick figures for comparing boards: the fast bots look one action ahead and win less often than good players
editor-difficulty-bots-strong = Strong
editor-difficulty-bots-strong-hint = The game's own bots: win rates nearer a good table's, about a hundred times slower
editor-difficulty-other-bots = { $played ->
    [fast] The figures are from the fast bots
   *[strong] The figures are from the strong bots
}
editor-difficulty-other-bots-again = { $played ->
    [fast] The figures are from the fast bots: estimate again for the strong ones.
   *[strong] The figures are from the strong bots: estimate again for the fast ones.
}
editor-difficulty-games = Games per level:
editor-difficulty-has-errors = The board has errors: nothing to estimate. { $why }
editor-difficulty-again = Estimate again
editor-difficulty-start = Estimate difficulty
editor-difficulty-running = An estimate is running
editor-difficulty-fresh = The figures are for this version of the board and this game count
editor-difficulty-cancel = Cancel
editor-difficulty-cancel-hint = Stop after the games being played
editor-difficulty-no-front = the front board could not be read: { $reason }; no comparison.
editor-difficulty-cannot-start = cannot start the estimate: { $reason }
editor-difficulty-old = These figures are for an earlier version of the board: estimate again to update them.
editor-difficulty-old-label = The figures are for an earlier version of the board
editor-difficulty-other-count = The figures are for { $games } games per level
editor-difficulty-other-count-again = The figures are for { $games } games per level: estimate again for { $wanted }.
editor-difficulty-progress = { $done } of { $total } games
editor-difficulty-playing = Playing { $level } on { $board ->
    [front] the front board
   *[this] this board
}: { $progress }
editor-difficulty-cancelling = Cancelling… { $what }
editor-difficulty-left = { $what } (about { $minutes } min left)
editor-difficulty-finished = { $games } games in { $seconds } s.
editor-difficulty-known = { $count ->
    [one] One front-board level was known from before.
   *[other] { $count } front-board levels were known from before.
}
editor-difficulty-cancelled = Cancelled after { $progress }.
editor-difficulty-failed = The estimate stopped: { $reason }
editor-difficulty-level = Level
editor-difficulty-wins = Wins
editor-difficulty-wins-hint = Games won, with the 95% interval: the true rate is in it 19 times in 20
editor-difficulty-rescued = Rescued
editor-difficulty-rescued-hint = Victims rescued, the mean over the games
editor-difficulty-lost = Lost
editor-difficulty-lost-hint = Victims lost, the mean over the games
editor-difficulty-lost-victims = Games lost: Victims
editor-difficulty-lost-victims-hint = Games lost because too many Victims were lost
editor-difficulty-lost-collapse = Games lost: collapse
editor-difficulty-lost-collapse-hint = Games lost because the building collapsed
editor-difficulty-turns = Turns
editor-difficulty-turns-hint = Player turns a game lasts, the mean
editor-difficulty-front = Front board
editor-difficulty-front-hint = The front board's wins over the same games
editor-difficulty-turn-limited = { $level }: { $stuck } of { $games } games did not end within { $turns } turns: the bots found nothing worth doing. Does the fire have room to spread (inside cells the dice name)?
editor-difficulty-turn-limited-fast = The fast bots look one action ahead: the strong ones may find a way on.
# Games cut at the turn bound with no POI or Victim on the board.
editor-difficulty-waiting-for-pois = { $level }: { $stuck } of { $games } games did not end within { $turns } turns with no POI left on the board: the new ones could not be placed where the dice fell, so they stayed in the bag (Ruling R50). Do the dice name enough inside cells?
editor-difficulty-engine-errors = { $level }: { $errors ->
    [one] { $errors } game hit an engine error (run `flashpoint estimate` to see it)
   *[other] { $errors } games hit an engine error (run `flashpoint estimate` to see them)
}
editor-difficulty-playing-now = playing…
editor-difficulty-no-vehicles = { $level } (no vehicles)
editor-difficulty-no-vehicles-hint = The board has no Ambulance spot: played without the vehicles module
editor-difficulty-rescued-label = { $level }: { $mean } Victims rescued a game
editor-difficulty-lost-label = { $level }: { $mean } Victims lost a game
editor-difficulty-lost-victims-label = { $level }: { $share } of games lost to Victims
editor-difficulty-lost-collapse-label = { $level }: { $share } of games lost to collapse
editor-difficulty-turns-label = { $level }: { $mean } turns a game
editor-difficulty-unplayable = cannot be played: { $reason }
editor-difficulty-unplayable-label = { $level }: cannot be played: { $reason }
editor-difficulty-front-wins = { $level } on the front board: { $wins } wins
editor-difficulty-front-unplayable = { $level } on the front board: { $reason }
# $comparison: easier, harder, same.
editor-difficulty-comparison = { $comparison ->
    [easier] easier
    [harder] harder
   *[same] about the same
}
editor-difficulty-comparison-label = { $level }: { $comparison ->
    [easier] easier than
    [harder] harder than
   *[same] about the same as
} the front board
editor-difficulty-comparison-hint = About the same when chance alone could make a gap this large (a test at 95%): the games cannot tell the boards apart
# "Family: 35% wins (31–39%)".
editor-difficulty-wins-label = { $level }: { $rate } wins ({ $interval })
