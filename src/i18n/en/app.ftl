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
