## The app's frame and the start screen (src/app/mod.rs).
## Game terms come from docs/glossary.md.

app-title = Flash Point: Fire Rescue
# The menu that lists the four languages, each by its own name.
menu-language = Sprache
problem-title = Problem
ok = OK
drop-to-open = Einen Spielplan oder ein gespeichertes Spiel hier ablegen, um es zu öffnen
cancel = Abbrechen

start-tagline = Ein kooperatives Spiel über einen Feuerwehreinsatz
start-new-game = Neues Spiel
start-continue = Fortsetzen
# Continue's tooltip: the autosaved game ($board: its board's name;
# $players: its firefighters, as the log names them).
start-continue-hint = { $board }, Spielzug { $turn }: { $players }
start-continue-hint-over = { $board }, beendet nach { $turn ->
        [one] { $turn } Spielzug
       *[other] { $turn } Spielzügen
    }: { $players }
start-no-autosave = Noch kein automatisch gespeichertes Spiel
start-load-game = Spiel laden…
# The key that opens a file: Load game, Open board.
file-open-shortcut = Strg+O
start-rules-note = Die Karte eines Spiels für Fortgeschrittene auf der Vorderseite; der Dialog „Neues Spiel“ zeigt die Karte des Spiels, das Sie einrichten.
start-boards = Spielpläne
start-open-board-file = Spielplandatei öffnen…
start-draw-board = Neuen Spielplan zeichnen
start-edit-board-file = Spielplandatei bearbeiten…
start-recover-board = Ungespeicherten Spielplan wiederherstellen
start-recover-board-hint = Der Spielplaneditor wurde mit ungespeicherten Änderungen geschlossen
# Read out for the picture on a board's card; $name is the board's name from its file.
start-board-picture = Der Spielplan „{ $name }“
start-board-drawing = Spielplan wird gezeichnet…
start-board-play = Spielen
# The folder the boards are read from cannot be read.
start-no-boards-folder = { $folder }: kein Ordner mit Spielplänen
start-board-edit = Bearbeiten
start-your-boards = Ihre Spielpläne
start-your-boards-folder = Gespeichert in { $folder }
start-board-draft = Noch nicht spielbar: { $count ->
        [one] ein Problem
       *[other] { $count } Probleme
    } im Editor zu beheben
start-board-draft-rules = Zu behebende Probleme
settings-not-saved = Die Einstellungen konnten nicht in { $folder } gespeichert werden: { $reason }
settings-zoom-not-saved = Der Zoom konnte nicht in { $folder } gespeichert werden: { $reason }

## Files: the typed-path window (when there is no system file dialog),
## saving and the autosave (src/app/mod.rs). $path, $folder: as the system
## writes them; $reason, $why: the system's or the save file's reason.
file-load-game = Spiel laden
file-save-game = Spiel speichern unter
file-open-board = Spielplandatei öffnen
file-edit-board = Spielplandatei bearbeiten
file-save-board = Spielplan speichern unter
file-no-system-dialog = Der Dateidialog des Systems ist nicht verfügbar oder wurde geschlossen: Geben Sie einen Pfad ein.
file-dialog-open = Ein Dateidialog ist offen; oder geben Sie hier einen Pfad ein:
file-path = Pfad:
file-in-folder = Spielplan- und Spieldateien hier (neueste zuerst):
file-replace = { $name } gibt es schon: Ein zweites OK ersetzt die Datei.
file-saved-to = Gespeichert in { $path }
file-autosave-failed = Automatisches Speichern fehlgeschlagen: { $why }
file-no-folder = der Ordner { $folder } kann nicht angelegt werden: { $reason }
# The name a new board drawn in the editor starts with (written into its file).

## Why the new-game dialog cannot start a game (src/app/new_game.rs): the
## engine's reasons. $scenario, $other: scenario titles (terms.ftl); $card:
## a specialist card's title; $vehicle: vehicle-engine or vehicle-ambulance.
new-game-error-firefighters = { $count } Feuerwehrleute: Ein Spiel hat 1 bis 6 (COMP-1)
new-game-error-too-many-specialists = { $given } Experten für { $firefighters } Feuerwehrleute gewählt
new-game-error-specialist-twice = Die Karte { $card } ist zweimal gewählt: Jede Karte gibt es im Spiel nur einmal (SPEC-GEN-3)
new-game-error-specialists-off = Experten sind gewählt, aber das Modul Experten ist aus
new-game-error-scenario-twice = Das Szenario „{ $scenario }“ ist zweimal gewählt
new-game-error-needs-experienced = Das Szenario „{ $scenario }“ wird nach den Regeln für Fortgeschrittene gespielt (§7)
new-game-error-module-off = Das Szenario „{ $scenario }“ braucht das Modul, das es ändert, und das ist aus
new-game-error-random-specialists = Das Szenario „{ $scenario }“ teilt die Experten zufällig aus (SCEN-VOLUNTEER-1)
new-game-error-needs-heroic = Das Szenario „{ $scenario }“ wird auf dem Schwierigkeitsgrad Held gespielt (SCEN-HEROES-1)
new-game-error-incompatible = Das Szenario „{ $scenario }“ lässt sich nicht mit „{ $other }“ verbinden
new-game-error-not-a-spot = { $vehicle } auf { $cell }: Das ist kein Feld eines Parkplatzes für dieses Fahrzeug; wählen Sie einen aus der Liste
new-game-error-no-spots = Der Spielplan hat keinen Parkplatz für: { $vehicle }; das Modul Fahrzeuge braucht ihn
new-game-error-vehicles-off = Parkplätze sind angegeben, aber das Modul Fahrzeuge ist aus
