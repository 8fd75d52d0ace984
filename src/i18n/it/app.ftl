## The app's frame and the start screen (src/app/mod.rs).
## Game terms come from docs/glossary.md.

app-title = Flash Point: Fire Rescue
# The menu that lists the four languages, each by its own name.
menu-language = Lingua
problem-title = Problema
ok = OK
drop-to-open = Rilascia qui un Tabellone o una partita salvata per aprirlo
cancel = Annulla

start-tagline = Un gioco cooperativo di soccorso antincendio
start-new-game = Nuova partita
start-continue = Continua
# Continue's tooltip: the autosaved game ($board: its board's name;
# $players: its firefighters, as the log names them).
start-continue-hint = { $board }, turno { $turn }: { $players }
start-continue-hint-over = { $board }, finita dopo { $turn ->
        [one] { $turn } turno
       *[other] { $turn } turni
    }: { $players }
start-no-autosave = Ancora nessuna partita salvata automaticamente
start-load-game = Carica partita…
# The key that opens a file: Load game, Open board.
file-open-shortcut = Ctrl+O
start-rules-note = La scheda di una partita in versione avanzata sul lato frontale; la finestra Nuova partita mostra la scheda della partita che prepari.
start-boards = Tabelloni
start-open-board-file = Apri un file di Tabellone…
start-draw-board = Disegna un nuovo Tabellone
start-edit-board-file = Modifica un file di Tabellone…
start-recover-board = Recupera il Tabellone non salvato
start-recover-board-hint = L'editor dei Tabelloni si è chiuso con modifiche non salvate
# Read out for the picture on a board's card; $name is the board's name from its file.
start-board-picture = Il Tabellone “{ $name }”
start-board-drawing = disegno del Tabellone…
start-board-play = Gioca
# The folder the boards are read from cannot be read.
start-no-boards-folder = { $folder }: nessuna cartella dei Tabelloni
start-board-edit = Modifica
start-your-boards = I tuoi Tabelloni
start-your-boards-folder = Salvati in { $folder }
start-board-draft = Non ancora giocabile: { $count ->
        [one] un problema
       *[other] { $count } problemi
    } da correggere nell'editor
start-board-draft-rules = Problemi da correggere
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
file-in-folder = File di tabelloni e partite qui (i più recenti prima):
file-replace = { $name } esiste già: premi di nuovo OK per sostituirlo.
file-saved-to = Salvato in { $path }
file-autosave-failed = Salvataggio automatico non riuscito: { $why }
file-no-folder = impossibile creare la cartella { $folder }: { $reason }
# The name a new board drawn in the editor starts with (written into its file).

## Why the new-game dialog cannot start a game (src/app/new_game.rs): the
## engine's reasons. $scenario, $other: scenario titles (terms.ftl); $card:
## a specialist card's title; $vehicle: vehicle-engine or vehicle-ambulance.
new-game-error-firefighters = { $count } Pompieri: una partita ne ha da 1 a 6 (COMP-1)
new-game-error-too-many-specialists = { $given } Specialisti scelti per { $firefighters } Pompieri
new-game-error-specialist-twice = La carta { $card } è scelta due volte: ogni carta è unica in gioco (SPEC-GEN-3)
new-game-error-specialists-off = Sono scelti degli Specialisti, ma il modulo degli Specialisti è disattivato
new-game-error-scenario-twice = Lo scenario “{ $scenario }” è scelto due volte
new-game-error-needs-experienced = Lo scenario “{ $scenario }” si gioca con le regole Avanzate (§7)
new-game-error-module-off = Lo scenario “{ $scenario }” richiede il modulo che modifica, che è disattivato
new-game-error-random-specialists = Lo scenario “{ $scenario }” distribuisce gli Specialisti a caso (SCEN-VOLUNTEER-1)
new-game-error-needs-heroic = Lo scenario “{ $scenario }” si gioca al livello Eroico (SCEN-HEROES-1)
new-game-error-incompatible = Lo scenario “{ $scenario }” non si può combinare con “{ $other }”
new-game-error-not-a-spot = { $vehicle } in { $cell }: non è uno spazio di parcheggio di questo Veicolo; scegline uno dall'elenco
new-game-error-no-spots = Il Tabellone non ha uno spazio di parcheggio per l'{ $vehicle }, che serve al modulo dei Veicoli
new-game-error-vehicles-off = Sono indicati spazi per i Veicoli, ma il modulo dei Veicoli è disattivato
