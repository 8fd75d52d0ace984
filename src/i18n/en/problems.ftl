## What is wrong with a board: validation problems and where they are
## (src/engine/board/validate.rs, worded in src/text/problem.rs).
## The English must equal ProblemKind's Display word for word (a test
## checks it): the command line prints that text.
## Selector values: $kind of an edge: wall, door, entrance, window,
## thin-wall, party-wall, elevator-door (open-floor: none); of a cell:
## outside, inside, restricted, elevator. $vehicle: ambulance, engine.
## $rules: base, second-story, high-rise, brownstone. $token: fire, poi.
## $from: outside, elevator. $die: red, black, floor. $line: column, row.
## Cells ($cell, $first, …) arrive named: "3,8", or "3,8 Upper floor".

# One problem in a list: "error: cell 3,8: …".
problem-line = { $severity }: { $at }: { $message }
problem-severity-error = error
problem-severity-warning = warning
# The end of a list cut short.
problem-more = … and { $count } more
# The first line of a board that cannot be played.
problem-invalid-board = the board has { $count } { $count ->
    [one] error
   *[other] errors
}

## Where a problem is.
problem-at-board = board
problem-at-cell = cell { $cell }
problem-at-edge = edge { $edge }
problem-at-stair = stair link { $number }
problem-at-ambulance-spot = ambulance spot { $number }
problem-at-engine-spot = engine spot { $number }
problem-at-family-setup = family setup
problem-at-first-explosion = first explosion table
problem-at-ladder-top = ladder top { $number }
problem-at-setup-line = setup line { $number }
# A floor without a name, counted from 1 at the ground floor.
problem-unnamed-floor = unnamed floor { $number }
# A cell on a board of several floors: its coordinates and its floor.
problem-cell-on-floor = { $coords } { $floor }

## The board as a whole.
problem-format-version = format_version is { $found }, but this program reads version { $reads }
problem-no-name = the board has no name
problem-die-sides = the { $die ->
    [red] red
    [black] black
   *[floor] floor
} die has { $sides } sides; it needs 1 to { $max }
problem-no-floors = the board has no floors
problem-too-many-floors = the board has { $floors } floors; at most { $max } are supported
problem-floor-unnamed = the floor has no name
problem-floor-name-repeated = another floor is also called { $name }
problem-hot-spot-supply = the Hot Spot supply cannot exceed the 24 Hot Spot tokens (COMP-6)

## A floor's grid.
problem-no-rows = the floor has no rows of cells
problem-first-row-empty = row 0 of the floor has no cells
problem-floor-too-large = the floor is { $rows } × { $cols }; floors may be at most { $max } × { $max }
problem-ragged-row = row { $row } has { $len } cells but row 0 has { $cols }; every row needs the same length
problem-unknown-cell-char = unknown cell character { $char }: use '.' outside, '#' inside, 'x' restricted, 'e' elevator

## Edges.
problem-edge-floor-prefix = edges are listed under their floor; write them without a floor prefix
problem-edge-cell-off-grid = cell { $cell } is outside the floor's { $rows } × { $cols } grid
problem-edge-on-grid-border = a { $kind ->
    [wall] wall
    [door] door
    [entrance] entrance
    [window] window
    [thin-wall] thin wall
    [party-wall] party wall
   *[elevator-door] elevator door
} on the outer edge of the grid: there is no cell beyond it
problem-edge-listed-twice = this edge is listed more than once
problem-entrance-not-between = an entrance must lie between an inside and an outside cell (BOARD-4)
problem-edge-outside-building = a { $kind ->
    [wall] wall
    [door] door
    [entrance] entrance
    [window] window
    [thin-wall] thin wall
    [party-wall] party wall
   *[elevator-door] elevator door
} between two outside cells belongs to no building
problem-elevator-door-cells = an elevator door must border exactly one elevator cell
problem-cannot-be-open = a { $kind ->
    [wall] wall
    [door] door
    [entrance] entrance
    [window] window
    [thin-wall] thin wall
    [party-wall] party wall
   *[elevator-door] elevator door
} cannot be open; only doors, windows and elevator doors can
problem-elevator-doors = an elevator needs exactly one elevator door; this one has { $doors } (URB-HIGHRISE-ELEV-1)
problem-car-side-open = High Rise: the car's side { $side } is { $kind ->
    [wall] a wall
    [door] a door
    [entrance] a entrance
    [window] a window
    [thin-wall] a thin wall
    [party-wall] a party wall
    [elevator-door] a elevator door
   *[open-floor] open floor
}; a car's sides are walls but for its elevator door (URB-HIGHRISE-ELEV-1)

## Deck-gun areas (quadrants).
problem-areas-rows = the areas grid has { $rows } rows but the floor has { $floorRows }
problem-areas-row-length = row { $row } of the areas grid has { $len } characters but the floor has { $cols } columns
problem-outside-in-area = an outside cell cannot belong to a deck-gun area
problem-unknown-area-char = unknown area character { $char }: use a digit 1-9 or '.'

## POI arrows.
problem-no-arrows = the floor has no POI arrows; the experienced POI rule (EXP-POI-3) will re-roll instead of following them
problem-arrows-rows = the arrows grid has { $rows } rows but the floor has { $floorRows }
problem-arrows-row-length = row { $row } of the arrows grid has { $len } entries but the floor has { $cols } columns
problem-unknown-arrow = unknown arrow { $word }: use N, NE, E, SE, S, SW, W, NW or '.'
problem-outside-arrow = an outside cell cannot have a POI arrow
problem-arrow-leaves-building = the POI arrow { $dir } points out of the building
problem-cells-without-arrow = { $count ->
    [one] { $count } inside cell has
   *[other] { $count } inside cells have
} no POI arrow; the experienced POI rule (EXP-POI-3) re-rolls when its path meets one

## Dice.
problem-floor-face-not-on-die = floor_face { $face } is not a face of the { $sides }-sided floor die
problem-floor-face-missing = the board has a floor die, so every floor needs a floor_face
problem-floor-face-ignored = floor_face is ignored: the board has no floor die
problem-dice-override-floor-prefix = dice overrides are listed under their floor; write the cell without a floor prefix
problem-dice-override-off-grid = this dice override names a cell outside the floor's grid
problem-dice-on-outside = an outside cell cannot have dice coordinates
problem-dice-override-twice = this cell has more than one dice override
problem-dice-override-misfit = dice override red { $red }, black { $black } does not fit a { $redSides }-sided red and { $blackSides }-sided black die
# A dice result: $face is the floor die's face, 0 without a floor die.
problem-roll = { $face ->
    [0] red { $red }, black { $black }
   *[floor-die] floor { $face }, red { $red }, black { $black }
}
problem-shared-roll-on-floor = the cells at row { $firstRow }, column { $firstCol } and row { $secondRow }, column { $secondCol } both have the dice result { $roll }; every result must name one cell
problem-shared-roll-across-floors = cells { $first } and { $second } both have the dice result { $roll }; every result must name one cell
problem-no-dice = no cell has dice coordinates, so fire could never advance (GEN-3)
problem-unnamed-results = { $unnamed } of the { $total } dice results name no cell; such rolls are re-rolled
problem-cells-without-dice = { $count ->
    [one] { $count } inside cell has
   *[other] { $count } inside cells have
} no dice coordinates: fire never advances onto them and no POI is placed there

## Stairs.
problem-stair-floor-missing = cell { $cell } is on floor { $floor }, but the board has { $floors ->
    [one] { $floors } floor
   *[other] { $floors } floors
}
problem-stair-off-grid = cell { $cell } is outside its floor's grid
problem-stair-not-inside = cell { $cell } is { $kind ->
    [inside] inside
    [restricted] restricted
    [elevator] elevator
   *[outside] outside
}; stairs must be on inside cells
problem-stair-direction-off-grid = the stair direction { $dir } of cell { $cell } points off the grid
problem-stair-direction-wall = the stair direction of cell { $cell } must be its side printed without a wall (2ND-STAIRS-3), but edge { $edge } is a { $kind ->
    [wall] wall
    [door] door
    [entrance] entrance
    [window] window
    [thin-wall] thin wall
    [party-wall] party wall
   *[elevator-door] elevator door
}
problem-stair-one-floor = both ends ({ $first } and { $second }) are on the same floor; stairs join two floors
problem-stair-cell-taken = cell { $cell } already belongs to another stair link

## Parking spots.
problem-no-parking = the board has no parking spots: knocked-down firefighters would have nowhere to go (FAM-KD-1)
problem-no-ambulance-spot = the board has no ambulance spot; knockdowns and rescues use the engine spots (ruling E6 in docs/rulings.md, after URB-HIGHRISE-GEN-2)
problem-spot-not-ground = cell { $cell } is not on the ground floor; vehicles park outside at street level
problem-spot-off-grid = cell { $cell } is outside the grid
problem-spot-not-outside = cell { $cell } is not on the outside ring; vehicles park outside the building (BOARD-5)
problem-spots-overlap = cell { $cell } is also part of { $vehicle ->
    [ambulance] ambulance
   *[engine] engine
} spot { $other }; spots of one vehicle cannot overlap
problem-spot-shares-cell = cell { $cell } is also part of { $vehicle ->
    [ambulance] ambulance
   *[engine] engine
} spot { $other }
problem-spot-not-adjacent = cells { $first } and { $second } are not two adjacent cells; a vehicle covers two side-by-side cells (COMP-11)
problem-deck-gun-area-missing = the deck gun targets area { $area }, but no cell belongs to area { $area }
problem-deck-gun-area-across = the deck gun fires into area { $area }, but the building's cells beside this spot are in area { $nearest } (BOARD-6): the Engine would fire across the building
problem-spots-not-clockwise = { $vehicle ->
    [ambulance] the ambulance spots are not listed clockwise round the building (ambulance spot { $spot } is out of turn)
   *[engine] the engine spots are not listed clockwise round the building (engine spot { $spot } is out of turn)
}, so Drive would skip across it (BOARD-5)

## The experienced setup's first explosion.
problem-first-explosion-count = { $cells } cells, but the black die has { $faces } faces: one cell per face (EXP-SETUP-4)
problem-first-explosion-off-board = cell { $cell } is not on the board
problem-first-explosion-not-inside = cell { $cell } is { $kind ->
    [inside] inside
    [restricted] restricted
    [elevator] elevator
   *[outside] outside
}; explosions start inside the building

## The family setup.
problem-setup-cell-off-board = { $token ->
    [fire] Fire
   *[poi] POI
} cell { $cell } is not on the board
problem-setup-cell-not-inside = { $token ->
    [fire] Fire
   *[poi] POI
} cell { $cell } is { $kind ->
    [inside] inside
    [restricted] restricted
    [elevator] elevator
   *[outside] outside
}; the setup places tokens on inside cells
problem-setup-cell-twice = cell { $cell } is listed twice ({ $first ->
    [fire] Fire
   *[poi] POI
} and { $second ->
    [fire] Fire
   *[poi] POI
})
problem-too-many-setup-pois = { $count } POIs, but a game has 15 (COMP-3)
problem-too-many-setup-fires = { $count } Fires, but there are 33 Fire/Smoke tokens (COMP-2)

## Whether the rules can run on the board.
problem-deck-gun-area-misses-flips = deck-gun area { $area } is not a block of dice results that the flip rule (EXP-VEH-DECKGUN-3) always lands in; missed rolls are re-rolled
problem-fire-cannot-advance = every cell with dice coordinates is an elevator, which the fire advance re-rolls (URB-HIGHRISE-FIRE-1): fire could never advance
problem-no-poi-cell = no inside cell (`#`) has dice coordinates, so no POI could ever be placed (FAM-POI-1) and no game could be won
problem-few-poi-cells = only { $count ->
    [one] { $count } inside cell has
   *[other] { $count } inside cells have
} dice coordinates, so fewer than 3 POIs fit on the board; the rest stay in the bag (Ruling R50)
problem-few-advance-cells = the dice name only { $count ->
    [one] { $count } cell the fire can advance onto
   *[other] { $count } cells the fire can advance onto
}, no more than the { $hotSpots } Hot Spots: once Hot Spots cover them all, a flare-up ends the chain at once (Ruling R49)
problem-no-collapse = the walls and windows take only { $capacity } damage cubes, fewer than the { $cubes } of a collapse (FAM-END-3): the building can never collapse, and only Victims end a game
problem-floor-unreachable-no-stairs = no stairs lead to this floor, so none of its { $cells ->
    [one] { $cells } inside cell
   *[other] { $cells } inside cells
} can be reached (2ND-STAIRS-1)
problem-floor-unreachable = none of the floor's { $cells ->
    [one] { $cells } inside cell
   *[other] { $cells } inside cells
} can be reached from { $from ->
    [elevator] an elevator
   *[outside] outside
} without chopping through a wall
problem-cell-unreachable = this inside cell cannot be reached from { $from ->
    [elevator] an elevator
   *[outside] outside
} without chopping through a wall

## Expansion data (2nd Story, High Rise, Brownstone).
problem-leftover-ladders = the board lists ladders, which only 2nd Story boards use ("rules": "2nd_story"); it plays by the { $rules ->
    [second-story] 2nd Story
    [high-rise] High Rise
    [brownstone] Brownstone
   *[base] Base game
} rules
problem-leftover-setup-lines = the board lists setup lines, which only High Rise boards use ("rules": "high_rise"); it plays by the { $rules ->
    [second-story] 2nd Story
    [high-rise] High Rise
    [brownstone] Brownstone
   *[base] Base game
} rules
problem-elevators-without-high-rise = { $count ->
    [one] { $count } cell is an elevator
   *[other] { $count } cells are elevators
} but the board does not play by the High Rise rules: fire never advances onto them, but there is no Lobby, and their doors are ordinary doors
problem-second-story-one-floor = 2nd Story: the board has one floor; a 2nd Story building has an upper floor (2ND-BOARD-1)
problem-second-story-no-engine = 2nd Story: the board has no engine spot, but the Engine holds the ladders (2ND-LADDER-1)
problem-second-story-family-setup = 2nd Story: the family setup is not used; 2nd Story's easy setup rolls its explosions and POIs (2ND-SETUP-1)
problem-second-story-no-ladders = 2nd Story: no ladders: add where a ladder raised on each ground-floor outside cell reaches (2ND-LADDER-3)
problem-ladder-supply = 2nd Story: the Engine holds { $supply } ladders; it holds 1 to { $max } (4 in the box, 2ND-LADDER-1)
problem-no-ladder-tops = 2nd Story: no ladder tops: add where a ladder raised on each ground-floor outside cell reaches (2ND-LADDER-3)
problem-ladder-foot-not-ground-outside = the foot { $foot } is not a ground-floor outside cell; ladders are raised outside at street level (2ND-LADDER-3)
problem-ladder-top-unclimbable = the top { $top } has no inside cell next to it: nobody could climb in from it
problem-ladder-top-not-upper-outside = the top { $top } is not an outside cell of an upper floor (2ND-BOARD-3)
problem-ladder-foot-taken = ladder top { $other } already starts at { $foot }; one ladder per space (Ruling R40)
problem-ladder-top-taken = ladder top { $other } already reaches { $top }; a top holds one firefighter (2ND-LADDER-6)
problem-missing-ladder-top = 2nd Story: this ground exterior cell has no ladder top; { $above } above it would be one (2ND-LADDER-3)
problem-high-rise-floors = High Rise: the board is the fire floor of a tower, one floor (URB-HIGHRISE-GEN-1); it has { $floors ->
    [one] { $floors } floor
   *[other] { $floors } floors
}
problem-high-rise-no-elevator = High Rise: no elevator (`e` cell with an elevator door): firefighters reach the fire floor by elevator, Lobby or aerial ladder (URB-HIGHRISE-GEN-1)
problem-high-rise-no-engine = High Rise: no engine spot: the Engine takes the Ambulance's place and carries the aerial ladder (URB-HIGHRISE-GEN-2)
problem-high-rise-ambulance = High Rise: the Ambulance is not used (URB-HIGHRISE-GEN-2); its spots are ignored
problem-high-rise-spot-no-side = High Rise: the spot has no side; the aerial ladder reaches the side of the building the Engine stands on (URB-HIGHRISE-LADDER-1)
problem-high-rise-setup-lines = High Rise: { $count ->
    [one] { $count } setup line is
   *[other] { $count } setup lines are
} listed; the setup explosions need 3, and a 4th for Heroic (URB-HIGHRISE-SETUP-1)
problem-setup-line-off-dice = { $line ->
    [column] column (black die)
   *[row] row (red die)
} { $value } is not on the dice, which go from 1 to { $sides }
problem-setup-line-empty = no inside cell of { $line ->
    [column] column (black die)
   *[row] row (red die)
} { $value } has dice coordinates: the explosion could not be placed
problem-brownstone-spot-no-side = Brownstone: the spot has no side; a Drive to the other side of the building costs 4 AP (URB-BROWN-3)
problem-brownstone-no-party-wall = Brownstone: no party wall; a row house shares party walls with its neighbours (URB-BROWN-2)

## Files that cannot be read or written. $path is the file; $reason the
## detail from elsewhere (the system's, the JSON reader's), left as it is.
## $what: board, save, script, config, settings, board_or_save, file.
problem-file-unreadable = { $path }: cannot read the file: { $reason }
problem-file-is-folder = { $path }: this is a folder, not a file; name { $what ->
    [board] a board file
    [save] a saved game
    [script] a script
    [config] a game configuration
    [settings] a settings file
    [board_or_save] a board or a saved game
   *[file] a file
} inside it
problem-file-too-large = { $path }: the file is larger than { $size }, the limit for { $what ->
    [board] a board file
    [save] a saved game
    [script] a script
    [config] a game configuration
    [settings] a settings file
    [board_or_save] a board or a saved game
   *[file] a file
}; check that this is the right file
problem-file-not-utf8 = { $path }: the file is not UTF-8 text (line { $line }, byte { $byte } is not valid UTF-8); save it as UTF-8
problem-file-utf16 = { $path }: the file is saved as UTF-16; save it as UTF-8
problem-file-not-a-board = this is not a board file: it has no "format_version"
problem-file-neither = { $path }: this is neither a board (it has no "format_version") nor a saved game (it has no "format")
# $kind: text when the file has it in quotes.
problem-file-version-not-a-number = format_version: expected a whole number, got { $kind ->
    [text] the text { $got }
   *[value] { $got }
}
problem-file-version-newer = board format version { $version } is newer than this program understands (up to { $reads }); please update Flash Point
problem-file-upgrade-failed = { $reason }
# A file and what is wrong with it.
problem-file-in = { $path }: { $reason }
problem-file-json = { $path }:{ $line }:{ $column }: { $reason }
problem-file-no-path = the board has no file yet: choose where to save it
problem-file-board-unwritable = { $path }: cannot save the board: { $reason }
problem-file-unwritable = { $path }: cannot write the file: { $reason }
problem-file-saved-board-json = line { $line }, column { $column } of the board: { $reason }
problem-file-saved-board-invalid = { $path }: the saved board is not valid: { $reason }
problem-file-saved-config = { $path }: the saved configuration does not fit the board: { $reason }
problem-file-replay-refused = { $path }: step { $step } ({ $action }) is refused on replay: { $reason }
