## The app's frame and the start screen (src/app/mod.rs).
## Game terms come from docs/glossary.md.

app-title = Flash Point: Fire Rescue
# The menu that lists the four languages, each by its own name.
menu-language = Sprache
problem-title = Problem
ok = OK
cancel = Abbrechen

start-tagline = Ein kooperatives Spiel über einen Feuerwehreinsatz
start-new-game = Neues Spiel
start-continue = Fortsetzen
start-no-autosave = Noch kein automatisch gespeichertes Spiel
start-load-game = Spiel laden…
start-boards = Spielpläne
start-open-board-file = Spielplandatei öffnen…
start-draw-board = Neuen Spielplan zeichnen
start-edit-board-file = Spielplandatei bearbeiten…
start-recover-board = Ungespeicherten Spielplan wiederherstellen
start-recover-board-hint = Der Spielplaneditor wurde mit ungespeicherten Änderungen geschlossen
# Read out for the picture on a board's card; $name is the board's name from its file.
start-board-picture = Der Spielplan { $name }
start-board-drawing = Spielplan wird gezeichnet…
start-board-play = Spielen
start-board-edit = Bearbeiten
settings-not-saved = Die Einstellungen konnten nicht in { $folder } gespeichert werden: { $reason }
