## The app's frame and the start screen (src/app/mod.rs).
## Game terms come from docs/glossary.md.

app-title = Flash Point: Fire Rescue
# The menu that lists the four languages, each by its own name.
menu-language = Lingua
problem-title = Problema
ok = OK
cancel = Annulla

start-tagline = Un gioco cooperativo di soccorso antincendio
start-new-game = Nuova partita
start-continue = Continua
start-no-autosave = Ancora nessuna partita salvata automaticamente
start-load-game = Carica partita…
start-boards = Tabelloni
start-open-board-file = Apri un file di Tabellone…
start-draw-board = Disegna un nuovo Tabellone
start-edit-board-file = Modifica un file di Tabellone…
start-recover-board = Recupera il Tabellone non salvato
start-recover-board-hint = L'editor dei Tabelloni si è chiuso con modifiche non salvate
# Read out for the picture on a board's card; $name is the board's name from its file.
start-board-picture = Il Tabellone { $name }
start-board-drawing = disegno del Tabellone…
start-board-play = Gioca
start-board-edit = Modifica
settings-not-saved = Impossibile salvare le impostazioni in { $folder }: { $reason }
