## The app's frame and the start screen (src/app/mod.rs).
## Game terms come from docs/glossary.md.

app-title = Flash Point: Fire Rescue
# The menu that lists the four languages, each by its own name.
menu-language = Language
problem-title = Problem
ok = OK
cancel = Cancel

start-tagline = A cooperative fire-fighting game
start-new-game = New game
start-continue = Continue
start-no-autosave = No autosaved game yet
start-load-game = Load game…
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
start-board-edit = Edit
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
file-saved-to = Saved to { $path }
file-autosave-failed = Autosave failed: { $why }
file-no-folder = cannot create the folder { $folder }: { $reason }
# The name a new board drawn in the editor starts with (written into its file).
start-new-board-name = New board
