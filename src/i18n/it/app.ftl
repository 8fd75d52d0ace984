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
settings-zoom-not-saved = Impossibile salvare lo zoom in { $folder }: { $reason }

## Files: the typed-path window (when there is no system file dialog),
## saving and the autosave (src/app/mod.rs). $path, $folder: as the system
## writes them; $reason, $why: the system's or the save file's reason.
file-load-game = Carica partita
file-save-game = Salva partita con nome
file-open-board = Apri un file di Tabellone
file-edit-board = Modifica un file di Tabellone
file-save-board = Salva il Tabellone con nome
file-no-system-dialog = La finestra dei file del sistema non è disponibile o è stata chiusa: scrivi un percorso.
file-dialog-open = È aperta una finestra dei file; oppure scrivi qui un percorso:
file-path = Percorso:
file-saved-to = Salvato in { $path }
file-autosave-failed = Salvataggio automatico non riuscito: { $why }
file-no-folder = impossibile creare la cartella { $folder }: { $reason }
# The name a new board drawn in the editor starts with (written into its file).
start-new-board-name = Nuovo Tabellone
