## The board editor (src/app/editor.rs, src/app/editor/).

## The menu bar.
editor-menu-board = Tabellone
editor-new-board = Nuovo Tabellone
editor-open-board = Apri Tabellone…
editor-save-as = Salva con nome…
editor-main-menu = Menu principale
editor-save-shortcut = Salva (Ctrl+S)
editor-undo = Annulla
editor-undo-hint = Ctrl+Z
editor-redo = Ripeti
editor-redo-hint = Ctrl+Y
editor-save = Salva
editor-save-hint = Ctrl+S
editor-play = Gioca su questo Tabellone
editor-play-hint = Inizia una partita su questo Tabellone; l'editor ti aspetta
editor-floor = Piano:
editor-floor-hint = Pag su / Pag giù
editor-side-by-side = Due piani affiancati
editor-poi-arrows = Frecce dei PDI
editor-not-saved-yet = (non ancora salvato)
editor-new-board-name = Nuovo Tabellone
editor-new-floor-name = Piano { $number }

## The tools.
editor-tool = Strumento:
editor-tool-heading = Strumento
editor-tool-key = Tasto { $key }
editor-tool-select = Seleziona
editor-tool-wall = Muro
editor-tool-door-closed = Porta (chiusa)
editor-tool-door-open = Porta (aperta)
editor-tool-entrance = Ingresso
editor-tool-window = Finestra
editor-tool-thin-wall = Parete Divisoria Sottile
editor-tool-party-wall = Parete in comune
editor-tool-elevator-door = Porta dell'Ascensore
editor-tool-erase-edge = Cancella lato
editor-tool-outside = Esterno
editor-tool-inside = Interno
editor-tool-restricted = Area evidenziata
editor-tool-elevator = Ascensore
editor-tool-ambulance = Spazio Ambulanza
editor-tool-engine = Spazio Autopompa
editor-tool-quadrant = Quadrante
editor-tool-arrow = Freccia dei PDI
editor-tool-stairs = Scala Interna
editor-tool-fire = Fuoco iniziale
editor-tool-poi = PDI iniziale
editor-tool-first-explosion = Prima Esplosione
editor-tool-dice = Dadi
editor-tool-ladder-top = Segmento Superiore

## What each tool does.
editor-help-select = Fai clic su uno spazio o trascina sugli spazi per selezionarli. Ctrl+C copia la selezione, Ctrl+V la incolla sullo spazio selezionato (su qualsiasi piano).
editor-help-edge = Fai clic sul lato tra due spazi, o trascina lungo una linea di lati per tracciarne una fila (un solo passo di annullamento).
editor-help-cell = Fai clic o trascina sugli spazi per dipingerli; trascinando con Maiusc si riempie un rettangolo.
editor-help-spot = Fai clic su due spazi esterni adiacenti del piano terra.
editor-help-quadrant = Fai clic o trascina per dipingere gli spazi di un quadrante (area dell'Idrante dell'Autopompa); trascinando con Maiusc si riempie un rettangolo.
editor-help-arrow = Fai clic su uno spazio per dargli questa freccia dei PDI.
editor-help-stairs = Fai clic sullo spazio della Scala Interna su un piano, poi sul suo corrispondente su un altro piano. Entrambi si aprono nella direzione scelta qui.
editor-help-fire = Fai clic su uno spazio per aggiungere o togliere il Fuoco della preparazione della versione base.
editor-help-poi = Fai clic su uno spazio per aggiungere o togliere un PDI della preparazione della versione base.
editor-help-dice = Fai clic su uno spazio per dargli queste coordinate (0, 0 le cancella).
editor-help-first-explosion = Fai clic sullo spazio della Prima Esplosione per ogni faccia del dado nero, prima la faccia 1 (EXP-SETUP-4).
editor-help-ladder-top = Fai clic su uno spazio esterno del piano terra dove si può estendere una Scala Portatile, poi sullo spazio esterno del piano superiore raggiunto dal suo Segmento Superiore (2ND-LADDER-3). Un Segmento Inferiore cliccato di nuovo riceve il nuovo Segmento Superiore.

## The tools' options.
editor-copy = Copia
editor-paste = Incolla
editor-mirror-left-right = Specchia sinistra-destra
editor-mirror-top-bottom = Specchia sopra-sotto
editor-deck-gun-quadrant = Quadrante dell'Idrante dell'Autopompa (0: quello accanto al parcheggio)
editor-quadrant-brush = Quadrante (0 cancella)
editor-arrow-none = nessuna
editor-generate-arrows = Genera frecce verso il centro (questo piano)
editor-outline-walls = Circonda l'edificio di Muri (questo piano)
editor-outline-walls-hint = Un muro su ogni lato libero tra l'edificio e l'esterno, un solo passo di annullamento; porte, finestre e muri già disegnati restano.
editor-outline-walls-done = L'edificio è murato: ogni lato tra l'edificio e l'esterno ha un muro, una porta o una finestra.
editor-open-side = Lato aperto
editor-stairs-first-end = Prima estremità: { $cell }. Ora fai clic sul suo corrispondente su un altro piano.
editor-dice-red = Rosso
editor-dice-black = Nero
editor-no-first-explosion = Nessuna tabella: la Prima Esplosione si tira con entrambi i dadi.
editor-first-explosion-face = { $face }: { $cell }
editor-clear-table = Svuota la tabella
editor-spot-first-cell = Primo spazio: { $cell }. Ora fai clic sullo spazio accanto.
editor-ladder-foot-chosen = Segmento Inferiore: { $cell }. Ora fai clic sullo spazio del piano superiore raggiunto dal Segmento Superiore.
editor-dice-follow-offsets = Ogni spazio di questo piano segue gli scostamenti (sezione Piani).
editor-own-dice-count = Spazi con coordinate proprie su questo piano: { $count }
editor-own-dice = { $cell }: rosso { $red }, nero { $black }
editor-clear-dice = Cancella le coordinate di { $cell }
editor-clear-dice-hint = Torna agli scostamenti del piano
editor-split-intro = Oppure dividi l'intero piano lungo due linee (tratteggiate sul Tabellone):
editor-split-row = Metà inferiore dalla riga
editor-split-col = Metà destra dalla colonna
editor-split = Dividi in quadranti
editor-split-hint = Numera ogni spazio dell'edificio su questo piano: 1 in alto a sinistra, 2 in alto a destra, 3 in basso a sinistra, 4 in basso a destra. Una linea a 0 viene tralasciata.

## The side panel's sections.
editor-section-board = Nome e dadi
editor-section-rules = Regole
editor-section-floors = Piani
editor-section-grid = Dimensioni della griglia
editor-section-parking = Spazi di parcheggio
editor-section-stairs = Scale Interne
editor-field-name = Nome
editor-field-author = Autore
editor-field-description = Descrizione
editor-dice-sides-red = Facce dei dadi: rosso
editor-dice-sides-black = nero
editor-floor-die = Dado del piano
editor-floor-die-sides = { " " }facce
editor-floor-die-sides-hint = Facce del dado del piano
editor-floor-down = Giù
editor-floor-up = Su
editor-floor-remove = Rimuovi
editor-floor-down-hint = Sposta { $name } un piano più in basso
editor-floor-up-hint = Sposta { $name } un piano più in alto
editor-floor-remove-hint = Rimuovi { $name } (Annulla lo riporta)
editor-rename-floor = Rinomina il piano mostrato
editor-dice-offsets-red = Scostamenti dei dadi: rosso
editor-dice-offsets-black = nero
editor-floor-face = Faccia del dado del piano per il piano mostrato
editor-add-floor = Aggiungi piano
editor-grid-size = { $rows } righe × { $cols } colonne (ogni piano)
editor-grid-at = Alla selezione: riga { $row }, colonna { $col }
editor-insert-row = Inserisci riga
editor-remove-row = Rimuovi riga
editor-insert-col = Inserisci colonna
editor-remove-col = Rimuovi colonna
editor-parking-none = Ancora nessuno: usa gli strumenti Spazio Ambulanza e Spazio Autopompa.
editor-parking-order = Guidare sposta un Veicolo allo spazio successivo o precedente in quest'ordine: tienilo in senso orario intorno all'edificio (BOARD-5).
editor-spot = { $vehicle ->
    [ambulance] Ambulanza
   *[engine] Autopompa
} { $number }: { $first } { $second }
editor-spot-quadrant = quadrante
editor-spot-quadrant-hint = Il quadrante in cui spruzza l'Idrante dallo Spazio Autopompa { $number }
editor-spot-earlier = Prima
editor-spot-later = Dopo
editor-spot-earlier-hint = Prima nell'ordine di Guidare
editor-spot-later-hint = Dopo nell'ordine di Guidare
editor-spot-remove = Rimuovi lo { $vehicle ->
    [ambulance] Spazio Ambulanza
   *[engine] Spazio Autopompa
} { $number }
editor-order-clockwise = Ordina in senso orario
editor-order-clockwise-hint = Ordina entrambi gli elenchi in senso orario intorno all'edificio, dall'alto
editor-stair = da { $first } a { $second }
editor-stair-remove = Rimuovi la Scala Interna { $number }
editor-stairs-none = Ancora nessuna: usa lo strumento Scala Interna.

## The problem list.
editor-problems = Problemi
editor-problems-none = nessuno: si può giocare su questo Tabellone
editor-problems-count = { $errors ->
    [one] { $errors } errore
   *[other] { $errors } errori
}, { $warnings ->
    [one] { $warnings } avviso
   *[other] { $warnings } avvisi
}
editor-fix-one = Prima correggi questo problema: { $problem }
editor-fix-many = Prima correggi { $count } problemi: { $problem } (e altri { $rest } nell'elenco qui sotto)
editor-problem-at = { $at }: { $message }
editor-hint-parking = Disegna uno spazio con lo strumento { editor-tool-ambulance } o { editor-tool-engine }: due spazi vicini dell'anello esterno.
editor-hint-ambulance = Disegnane uno con lo strumento { editor-tool-ambulance }, a meno che l'edificio ne sia privo (come l'High Rise).
editor-hint-deck-gun-area = Colora gli spazi che serve con lo strumento { editor-tool-quadrant }, oppure dividi il piano con { editor-split } (nel pannello di quello strumento).
editor-hint-arrows = Disegnale con lo strumento { editor-tool-arrow }; il suo pulsante “{ editor-generate-arrows }” disegna un piano intero. Oppure puoi farne a meno.
editor-hint-way-in = Metti un { editor-tool-entrance }, una porta o una finestra nel muro lungo la via d'ingresso.
editor-hint-walls = Disegna i Muri con lo strumento { editor-tool-wall } o usa il suo pulsante “{ editor-outline-walls }”.
editor-hint-elevator = Disegna uno spazio con lo strumento { editor-tool-elevator } e uno dei suoi muri con lo strumento { editor-tool-elevator-door }.
editor-hint-engine = Disegnane uno con lo strumento { editor-tool-engine }.
editor-hint-setup-lines = Aggiungile con “{ editor-setup-line-add }” in { editor-section-rules }.
editor-hint-spot-side = Scegli il lato dello spazio in { editor-section-parking }.
editor-hint-party-wall = Disegnane uno con lo strumento { editor-tool-party-wall }.
editor-hint-ladder-tops = “{ editor-fill-ladder-tops }” in { editor-section-rules } li segna tutti (quando c'è un piano superiore), oppure segnali uno per uno con lo strumento { editor-tool-ladder-top }.
editor-hint-upper-floor = Aggiungine uno con “{ editor-add-floor }” in { editor-section-floors }.
editor-hint-stairs = Collegalo con lo strumento { editor-tool-stairs } a un piano che i Pompieri raggiungono: fai clic su uno spazio della Scala Interna, mostra l'altro piano e fai clic sullo spazio a cui porta.

## The canvas: marks on the cells and what screen readers say.
editor-no-cells = Questo piano non ha spazi.
editor-cell = spazio { $cell }
editor-edge = lato { $cell } { $side }
editor-mark-quadrant = Q{ $area }
editor-mark-fire = F
editor-mark-first-explosion = X{ $face }
editor-mark-ambulance = Am{ $number }
editor-mark-engine = Au{ $number } Q{ $area }
editor-stair-mark = a { $floor } { $cell }
editor-ladder-foot-mark = S{ $number } a { $cell }
editor-ladder-top-mark = S{ $number }
editor-ladder-top-from = Segmento da { $cell }

## Notices.
editor-first-explosion-full = La tabella ha uno spazio per ciascuna delle { $faces } facce del dado nero: svuotala per ricominciare.
editor-stairs-from = Scala Interna da { $cell }: ora mostra l'altro piano e fai clic sullo spazio della Scala.
editor-added-floor = Aggiunto { $name }.
editor-added-floor-die = Aggiunto { $name }. I suoi spazi avevano gli stessi risultati dei dadi del piano terra, quindi ora il Tabellone tira anche un dado del piano a { $sides } facce (faccia 1 = il primo piano). Per un'unica griglia di dadi su tutti i piani (2nd Story), togli la spunta a Dado del piano e dai invece ai piani scostamenti diversi.
editor-added-floor-face = Aggiunto { $name }: faccia { $face } del dado del piano.
editor-nothing-to-undo = Niente da annullare
editor-nothing-to-redo = Niente da ripetere
editor-copied = Copiati { $rows } × { $cols } spazi
editor-recovery-failed = Impossibile scrivere il file di recupero { $path }: { $reason }

## Leaving a board with changes.
editor-unsaved-title = Modifiche non salvate
editor-unsaved-text = Il Tabellone ha modifiche non salvate.
editor-save-first = Prima salva
editor-discard = Scarta le modifiche
editor-keep-editing = Continua a modificare

## Why an edit is refused.
editor-refused-no-floor = non esiste il piano { $floor }
editor-refused-off-grid = lo spazio { $cell } non è sulla griglia del suo piano
editor-refused-edge-off-grid = il lato { $edge } non sta tra due spazi del piano
editor-refused-cannot-open = { $kind ->
    [wall] un Muro non può essere aperto
    [door] una Porta non può essere aperta
    [entrance] un ingresso non può essere aperto
    [window] una Finestra non può essere aperta
    [thin-wall] una Parete Divisoria Sottile non può essere aperta
    [party-wall] una parete in comune non può essere aperta
   *[elevator-door] una Porta dell'Ascensore non può essere aperta
}; si aprono solo Porte, Finestre e Porte dell'Ascensore
editor-refused-bad-area = i quadranti sono numerati da 1 a 9, non { $area }
editor-refused-not-adjacent = gli spazi { $first } e { $second } non sono affiancati sullo stesso piano
editor-refused-stair-one-floor = una Scala Interna collega due piani diversi
editor-refused-no-item = non esiste { $what ->
    [ambulance-spot] lo Spazio Ambulanza
    [engine-spot] lo Spazio Autopompa
    [stair-link] la Scala Interna
   *[ladder-top] il Segmento Superiore
} numero { $index }
editor-refused-last-floor = un Tabellone deve avere almeno un piano
editor-refused-too-many-floors = un Tabellone ha al massimo { $max } piani
editor-refused-bad-size = un piano misura da 1 a { $max } spazi in ogni direzione
editor-refused-bad-index = la riga o colonna { $index } non esiste su tutti i piani
editor-refused-bad-rect = il rettangolo non sta nel piano
editor-refused-bad-die = un dado ha da 1 a { $max } facce, non { $sides }
editor-refused-duplicate = questo è già sul Tabellone
editor-refused-not-ladder-foot = una Scala Portatile sta su uno spazio esterno del piano terra, e { $cell } non lo è (2ND-LADDER-3)
editor-refused-not-ladder-top = il Segmento Superiore di una Scala Portatile è uno spazio esterno di un piano superiore, e { $cell } non lo è (2ND-LADDER-3)
editor-refused-ladder-top-taken = { $top } è già il Segmento Superiore della Scala Portatile estesa su { $foot }; un Segmento Superiore regge una sola Scala Portatile (2ND-LADDER-6)
editor-refused-ladder-supply = l'Autopompa porta da 1 a { $max } Scale Portatili, non { $supply } (2ND-LADDER-1)
editor-refused-setup-lines = High Rise ha al massimo { $max } linee di preparazione (la 4ª per Eroico), non { $count }

## The Rules section and the expansions' parts.
editor-expansion = Espansione:
editor-rules-base = Gioco base
editor-rules-second-story = 2nd Story
editor-rules-high-rise = High Rise
editor-rules-brownstone = Brownstone
editor-rules-base-help = Il gioco base: versione base e versione avanzata, nessuna espansione.
editor-rules-second-story-help = 2nd Story (§8): un secondo piano, Scale Portatili sull'Autopompa, Segmenti Superiori fuori dal secondo piano.
editor-rules-high-rise-help = High Rise (URB-HIGHRISE-*): Ascensori, l'Atrio, la Scala dell'Autopompa che raggiunge il suo lato dell'edificio, Esplosioni Iniziali lungo linee fisse, niente Ambulanza.
editor-rules-brownstone-help = Brownstone (URB-BROWN-*): pareti in comune, aree evidenziate; Guidare fino all'altro lato dell'edificio costa 4 PA, quindi ogni spazio di parcheggio ha un lato.
editor-high-rise-sides = Dai a ogni Spazio Autopompa il lato dell'edificio raggiunto dalla sua Scala dell'Autopompa: sezione Spazi di parcheggio (URB-HIGHRISE-LADDER-1).
editor-brownstone-sides = Dai a ogni spazio di parcheggio il suo lato dell'edificio nella sezione Spazi di parcheggio: Guidare fino all'altro lato costa 4 PA (URB-BROWN-3).
editor-leftover-ladders = Il Tabellone elenca Scale Portatili, che usano solo i Tabelloni 2nd Story.
editor-remove-ladders = Rimuovi le Scale Portatili
editor-leftover-setup-lines = Il Tabellone elenca linee di preparazione, che usano solo i Tabelloni High Rise.
editor-remove-setup-lines = Rimuovi le linee di preparazione
editor-ladder-supply = Scale Portatili sull'Autopompa
editor-ladder-supply-hint = da 1 a { $max }; la scatola ne ha 4 (2ND-LADDER-1)
editor-ladder-tops-intro = Segmenti Superiori: dove arriva al secondo piano una Scala Portatile estesa su uno spazio esterno del piano terra (2ND-LADDER-3).
editor-none-yet = Ancora nessuno.
editor-ladder-top = da { $foot } a { $top }
editor-ladder-top-remove = Rimuovi il Segmento Superiore { $number }
editor-fill-ladder-tops = Completa i Segmenti Superiori
editor-fill-ladder-tops-hint = Per ogni spazio esterno del piano terra accanto all'edificio il cui spazio sopra è fuori dall'edificio del secondo piano: lì un Segmento Superiore
editor-ladder-top-tool = Strumento Segmento Superiore
editor-ladder-top-tool-hint = Fai clic su un Segmento Inferiore, poi sullo spazio raggiunto dal Segmento Superiore
editor-setup-lines-intro = Esplosioni Iniziali: ognuna su una colonna fissa (il dado rosso sceglie la riga) o una riga fissa (il dado nero sceglie la colonna); 3 linee, una 4ª per Eroico (URB-HIGHRISE-SETUP-1).
editor-setup-line = Linea { $number }
editor-setup-line-column = Colonna
editor-setup-line-row = Riga
editor-setup-line-choice = { $line } { $choice ->
    [column] colonna
   *[row] riga
}
editor-setup-line-column-hint = La colonna: un valore del dado nero
editor-setup-line-row-hint = La riga: un valore del dado rosso
editor-setup-line-remove = Rimuovi la linea { $number }
editor-setup-line-remove-heroic = Rimuovi la linea di Eroico
editor-setup-line-add-heroic = Aggiungi la linea di Eroico
editor-setup-line-add = Aggiungi una linea di preparazione
editor-side-north = Nord
editor-side-east = Est
editor-side-south = Sud
editor-side-west = Ovest
editor-side-none = Nessuno
editor-spot-side = lato { $vehicle ->
    [ambulance] Ambulanza
   *[engine] Autopompa
} { $number }
editor-spot-side-hint = Il lato dell'edificio dove si trova lo spazio
editor-ladder-foot-first = { $refusal } Fai clic prima sul Segmento Inferiore della Scala Portatile.
editor-ladder-needs-upper-floor = Scala Portatile da { $cell }: il Tabellone ha bisogno di un piano superiore per il Segmento Superiore.
editor-ladder-show-upper-floor = Scala Portatile da { $cell }: ora mostra il piano superiore (Pag su) e fai clic sullo spazio raggiunto dal Segmento Superiore.
editor-no-ladder-top-to-fill = Nessuno spazio da completare: ogni spazio esterno del piano terra accanto all'edificio con uno spazio esterno sopra, accanto all'edificio del secondo piano, ha già un Segmento Superiore.
editor-added-ladder-tops = { $count ->
    [one] Aggiunto 1 Segmento Superiore.
   *[other] Aggiunti { $count } Segmenti Superiori.
}

## The Difficulty window.
editor-difficulty = Difficoltà
editor-difficulty-hint = Quanto è difficile questo Tabellone? I bot ci giocano a ogni livello
editor-difficulty-title = Stima della difficoltà
editor-difficulty-intro = Quattro bot veloci giocano ogni livello di questo Tabellone, poi le stesse partite (gli stessi dadi) sul lato frontale, per confrontarle.
editor-difficulty-intro-strong = Quattro dei bot del gioco (quelli che giocano come compagni e per il suggerimento) giocano ogni livello di questo Tabellone, poi le stesse partite (gli stessi dadi) sul lato frontale, per confrontarle. Vincono più o meno quanto un buon tavolo, in cento volte il tempo dei bot veloci: 100 partite per livello richiedono minuti.
editor-difficulty-bots = Bot:
editor-difficulty-bots-fast = Veloci
editor-difficulty-bots-fast-hint = Numeri rapidi per confrontare i Tabelloni: i bot veloci guardano un'azione avanti e vincono meno spesso dei buoni giocatori
editor-difficulty-bots-strong = Forti
editor-difficulty-bots-strong-hint = I bot del gioco: percentuali di vittoria più vicine a quelle di un buon tavolo, circa cento volte più lenti
editor-difficulty-other-bots = { $played ->
    [fast] I numeri vengono dai bot veloci
   *[strong] I numeri vengono dai bot forti
}
editor-difficulty-other-bots-again = { $played ->
    [fast] I numeri vengono dai bot veloci: stima di nuovo con quelli forti.
   *[strong] I numeri vengono dai bot forti: stima di nuovo con quelli veloci.
}
editor-difficulty-games = Partite per livello:
editor-difficulty-has-errors = Il Tabellone ha errori: niente da stimare. { $why }
editor-difficulty-again = Stima di nuovo
editor-difficulty-start = Stima la difficoltà
editor-difficulty-running = È in corso una stima
editor-difficulty-fresh = I numeri sono per questa versione del Tabellone e questo numero di partite
editor-difficulty-cancel = Annulla
editor-difficulty-cancel-hint = Si ferma dopo le partite in corso
editor-difficulty-no-front = impossibile leggere il lato frontale: { $reason }; nessun confronto.
editor-difficulty-cannot-start = impossibile avviare la stima: { $reason }
editor-difficulty-old = Questi numeri sono per una versione precedente del Tabellone: stima di nuovo per aggiornarli.
editor-difficulty-old-label = I numeri sono per una versione precedente del Tabellone
editor-difficulty-other-count = I numeri sono per { $games } partite per livello
editor-difficulty-other-count-again = I numeri sono per { $games } partite per livello: stima di nuovo per { $wanted }.
editor-difficulty-progress = { $done } di { $total } partite
editor-difficulty-playing = Livello { $level } { $board ->
    [front] sul lato frontale
   *[this] su questo Tabellone
}: { $progress }
editor-difficulty-cancelling = Annullamento… { $what }
editor-difficulty-left = { $what } (circa { $minutes } min rimanenti)
editor-difficulty-finished = { $games } partite in { $seconds } s.
editor-difficulty-known = { $count ->
    [one] Un livello del lato frontale era già noto.
   *[other] { $count } livelli del lato frontale erano già noti.
}
editor-difficulty-cancelled = Annullata dopo { $progress }.
editor-difficulty-failed = La stima si è fermata: { $reason }
editor-difficulty-level = Livello
editor-difficulty-wins = Vittorie
editor-difficulty-wins-hint = Partite vinte, con l'intervallo al 95%: il valore vero vi cade 19 volte su 20
editor-difficulty-rescued = Recuperi
editor-difficulty-rescued-hint = Vittime salvate, media sulle partite
editor-difficulty-lost = Perdite
editor-difficulty-lost-hint = Vittime perdute, media sulle partite
editor-difficulty-lost-victims = Perse per le Vittime
editor-difficulty-lost-victims-hint = Partite perse perché troppe Vittime sono andate perdute
editor-difficulty-lost-collapse = Perse per collasso
editor-difficulty-lost-collapse-hint = Partite perse perché l'edificio è crollato
editor-difficulty-turns = Turni
editor-difficulty-turns-hint = Turni dei giocatori per partita, in media
editor-difficulty-front = Lato frontale
editor-difficulty-front-hint = Le vittorie del lato frontale sulle stesse partite
editor-difficulty-turn-limited = { $level }: { $stuck } di { $games } partite non sono finite entro { $turns } turni: i bot non trovavano niente di utile da fare. Il Fuoco ha spazio per propagarsi (spazi interni indicati dai dadi)?
editor-difficulty-turn-limited-fast = I bot veloci guardano un'azione avanti: quelli forti forse trovano una strada.
# Games cut at the turn bound with no POI or Victim on the board.
editor-difficulty-waiting-for-pois = { $level }: { $stuck } di { $games } partite non sono finite entro { $turns } turni senza più PDI sul Tabellone: i nuovi non si potevano piazzare dove cadevano i dadi e sono rimasti nel sacchetto (Ruling R50). I dadi indicano abbastanza spazi interni?
editor-difficulty-engine-errors = { $level }: { $errors ->
    [one] { $errors } partita ha incontrato un errore del motore (usa `flashpoint estimate` per vederla)
   *[other] { $errors } partite hanno incontrato un errore del motore (usa `flashpoint estimate` per vederle)
}
editor-difficulty-playing-now = in corso…
editor-difficulty-no-vehicles = { $level } (senza Veicoli)
editor-difficulty-no-vehicles-hint = Il Tabellone non ha uno Spazio Ambulanza: si gioca senza il modulo dei Veicoli
editor-difficulty-rescued-label = { $level }: { $mean } Vittime salvate a partita
editor-difficulty-lost-label = { $level }: { $mean } Vittime perdute a partita
editor-difficulty-lost-victims-label = { $level }: { $share } delle partite perse per le Vittime
editor-difficulty-lost-collapse-label = { $level }: { $share } delle partite perse per collasso
editor-difficulty-turns-label = { $level }: { $mean } turni a partita
editor-difficulty-unplayable = non si può giocare: { $reason }
editor-difficulty-unplayable-label = { $level }: non si può giocare: { $reason }
editor-difficulty-front-wins = { $level } sul lato frontale: { $wins } vittorie
editor-difficulty-front-unplayable = { $level } sul lato frontale: { $reason }
editor-difficulty-comparison = { $comparison ->
    [easier] più facile
    [harder] più difficile
   *[same] più o meno uguale
}
editor-difficulty-comparison-label = { $level }: { $comparison ->
    [easier] più facile del
    [harder] più difficile del
   *[same] più o meno uguale al
} lato frontale
editor-difficulty-comparison-hint = Più o meno uguale quando il solo caso potrebbe dare una differenza così grande (un test al 95%): le partite non distinguono i Tabelloni
editor-difficulty-wins-label = { $level }: { $rate } vittorie ({ $interval })
