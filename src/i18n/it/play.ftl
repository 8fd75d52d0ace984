## The play screen's menu bar and top bar, and the end of a game
## (src/app/play.rs).

play-menu-game = Partita
play-new-game = Nuova partita…
play-save = Salva (Ctrl+S)
play-save-as = Salva con nome…
play-load-game = Carica partita…
play-main-menu = Menu principale
play-back-to-editor = Torna all'editor
play-seats = Chi gioca
play-seats-hint = Un bot gioca il posto dalla sua prossima scelta in poi; togli la spunta per giocarlo tu. Salvato con la partita.
play-seat-bot = { $who }: gioca un bot
play-menu-view = Visualizza
play-poi-arrows = Frecce dei PDI
play-dice-coordinates = Coordinate dei dadi
play-fit-board = Adatta il Tabellone
play-floors-side-by-side = Piani affiancati
play-floors-side-by-side-hint = Tutti i piani dell'edificio insieme, ciascuno sotto il suo nome; disattivato: un piano alla volta, scelto nella barra dei menu.
play-speed = Velocità dell'Avanzamento del Fuoco e dei bot
play-speed-slow = Lenta
play-speed-normal = Normale
play-speed-fast = Veloce
play-speed-instant = Istantanea
play-undo = Annulla
play-undo-hint = Annulla l'ultima azione (Ctrl+Z)
play-undo-hint-bots = Annulla la tua ultima azione e quelle dei bot venute dopo (Ctrl+Z)
play-redo = Ripeti
play-redo-hint = Ctrl+Y
play-skip = Salta
play-skip-hint = Spazio
play-hint = Suggerimento
play-hint-hint = Cosa farebbe un bot al tuo posto, mostrato senza farlo (H). Vede ciò che vedi tu: i PDI coperti e i prossimi lanci li indovina.
play-hint-disabled = I suggerimenti sono per il tuo turno (H)
play-floor = Piano:
play-floor-hint = Pag su / Pag giù
# The board's name (from its file) and the game's seed, at the end of the top bar.
play-title = { $board } · seme { $seed }

game-over-title = Fine del gioco
game-over-won = La squadra ha vinto!
game-over-lost = La squadra ha perso
# Rescued and lost Victims, damage cubes placed, turns played.
game-over-counts = Recuperi { $rescued } · Perdite { $lost } · Danno { $damage } / 24 · { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }
game-over-replay = Rivedi il registro
game-over-new-game = Nuova partita
game-over-main-menu = Menu principale

play-colour-blind = Adatto ai daltonici
play-colour-blind-hint = Una forma di contrassegno per ogni colore, Fuoco tratteggiato e Fumo a puntini
play-zoom = Zoom: { $percent }%
play-zoom-in = Ingrandisci
play-zoom-out = Riduci
play-zoom-reset = Zoom predefinito
