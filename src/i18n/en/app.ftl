## The app's frame and the start screen (src/app/mod.rs).
## Game terms come from docs/glossary.md.

app-title = Flash Point: Fire Rescue
# The menu that lists the four languages, each by its own name.
menu-language = Language
problem-title = Problem
ok = OK
drop-to-open = Drop a board or a saved game here to open it
cancel = Cancel

start-tagline = A cooperative fire-fighting game
start-new-game = New game
start-continue = Continue
# Continue's tooltip: the autosaved game ($board: its board's name;
# $players: its firefighters, as the log names them).
start-continue-hint = { $board }, turn { $turn }: { $players }
start-continue-hint-over = { $board }, over after { $turn ->
        [one] { $turn } turn
       *[other] { $turn } turns
    }: { $players }
start-no-autosave = No autosaved game yet
start-load-game = Load game…
# The key that opens a file: Load game, Open board.
file-open-shortcut = Ctrl+O
start-rules-note = The card of an experienced game on the front board; the new-game dialog shows the card of the game you set up.
start-boards = Boards
start-open-board-file = Open board file…
start-draw-board = Draw a new board
start-edit-board-file = Edit board file…
start-recover-board = Recover the unsaved board
start-recover-board-hint = The board editor closed with unsaved changes
# Read out for the picture on a board's card; $name is the board's name from its file.
start-board-picture = The { $name } board
start-board-drawing = drawing the board…
start-board-play = Play
# The folder the boards are read from cannot be read.
start-no-boards-folder = { $folder }: no boards folder
start-board-edit = Edit
start-your-boards = Your boards
start-your-boards-folder = Saved in { $folder }
start-board-draft = Not playable yet: { $count ->
        [one] one problem
       *[other] { $count } problems
    } to fix in the editor
start-board-draft-rules = Problems to fix
settings-not-saved = The settings could not be saved in { $folder }: { $reason }
settings-zoom-not-saved = The zoom could not be saved in { $folder }: { $reason }

## Files: the typed-path window (when there is no system file dialog),
## saving and the autosave (src/app/mod.rs). $path, $folder: as the system
## writes them; $reason, $why: the system's or the save file's reason.
file-load-game = Load game
file-save-game = Save game as
file-open-board = Open board file
file-edit-board = Edit board file
file-save-board = Save board as
file-no-system-dialog = The system file dialog is not available or was closed: type a path.
file-dialog-open = A file dialog is open; or type a path here:
file-path = Path:
file-in-folder = Board and game files here (newest first):
file-replace = { $name } exists already: OK again replaces it.
file-saved-to = Saved to { $path }
file-autosave-failed = Autosave failed: { $why }
file-no-folder = cannot create the folder { $folder }: { $reason }
# The name a new board drawn in the editor starts with (written into its file).

## Why the new-game dialog cannot start a game (src/app/new_game.rs): the
## engine's reasons. $scenario, $other: scenario titles (terms.ftl); $card:
## a specialist card's title; $vehicle: vehicle-engine or vehicle-ambulance.
new-game-error-firefighters = { $count } firefighters: a game has 1 to 6 (COMP-1)
new-game-error-too-many-specialists = { $given } specialists chosen for { $firefighters } firefighters
new-game-error-specialist-twice = The { $card } card is chosen twice: each card is unique in play (SPEC-GEN-3)
new-game-error-specialists-off = Specialists are chosen, but the Specialists module is off
new-game-error-scenario-twice = The scenario “{ $scenario }” is chosen twice
new-game-error-needs-experienced = The scenario “{ $scenario }” is played with the experienced rules (§7)
new-game-error-module-off = The scenario “{ $scenario }” needs the module it changes, which is off
new-game-error-random-specialists = The scenario “{ $scenario }” deals the specialists at random (SCEN-VOLUNTEER-1)
new-game-error-needs-heroic = The scenario “{ $scenario }” is played at the Heroic level (SCEN-HEROES-1)
new-game-error-incompatible = The scenario “{ $scenario }” cannot be combined with “{ $other }”
new-game-error-not-a-spot = { $vehicle } at { $cell }: that is not a cell of one of the board's { $vehicle } spots; choose one from the list
new-game-error-no-spots = The board has no spot for the { $vehicle }, which the vehicles module needs
new-game-error-vehicles-off = Vehicle spots are given, but the vehicles module is off
