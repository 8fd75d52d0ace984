## What is wrong with a board: validation problems and where they are
## (src/engine/board/validate.rs, worded in src/text/problem.rs).
## Selector values: see en/problems.ftl.

problem-line = { $severity }: { $at }: { $message }
problem-severity-error = errore
problem-severity-warning = avviso
problem-more = … e altri { $count }
problem-invalid-board = il Tabellone ha { $count } { $count ->
    [one] errore
   *[other] errori
}

## Where a problem is.
problem-at-board = Tabellone
problem-at-cell = spazio { $cell }
problem-at-edge = lato { $edge }
problem-at-stair = Scala Interna { $number }
problem-at-ambulance-spot = Spazio Ambulanza { $number }
problem-at-engine-spot = Spazio Autopompa { $number }
problem-at-family-setup = preparazione della versione base
problem-at-first-explosion = tabella della Prima Esplosione
problem-at-ladder-top = Segmento Superiore { $number }
problem-at-setup-line = linea di preparazione { $number }
problem-unnamed-floor = piano senza nome { $number }
problem-cell-on-floor = { $coords } { $floor }

## The board as a whole.
problem-format-version = format_version è { $found }, ma questo programma legge la versione { $reads }
problem-no-name = il Tabellone non ha un nome
problem-die-sides = il dado { $die ->
    [red] rosso
    [black] nero
   *[floor] del piano
} ha { $sides } facce; ne servono da 1 a { $max }
problem-no-floors = il Tabellone non ha piani
problem-too-many-floors = il Tabellone ha { $floors } piani; al massimo { $max } sono ammessi
problem-floor-unnamed = il piano non ha un nome
problem-floor-name-repeated = anche un altro piano si chiama { $name }
problem-hot-spot-supply = la riserva di Punti Caldi non può superare i 24 gettoni Punto Caldo (COMP-6)

## A floor's grid.
problem-no-rows = il piano non ha righe di spazi
problem-first-row-empty = la riga 0 del piano non ha spazi
problem-floor-too-large = il piano è { $rows } × { $cols }; un piano può essere al massimo { $max } × { $max }
problem-ragged-row = la riga { $row } ha { $len } spazi ma la riga 0 ne ha { $cols }; tutte le righe devono avere la stessa lunghezza
problem-unknown-cell-char = carattere di spazio sconosciuto { $char }: usa '.' esterno, '#' interno, 'x' area evidenziata, 'e' Ascensore

## Edges.
problem-edge-floor-prefix = i lati sono elencati sotto il loro piano; scrivili senza il prefisso del piano
problem-edge-cell-off-grid = lo spazio { $cell } è fuori dalla griglia { $rows } × { $cols } del piano
problem-edge-on-grid-border = { $kind ->
    [wall] un Muro
    [door] una Porta
    [entrance] un ingresso
    [window] una Finestra
    [thin-wall] una Parete Divisoria Sottile
    [party-wall] una parete in comune
   *[elevator-door] una Porta dell'Ascensore
} sul bordo esterno della griglia: oltre non c'è nessuno spazio
problem-edge-listed-twice = questo lato è elencato più di una volta
problem-entrance-not-between = un ingresso deve stare tra uno spazio interno e uno esterno (BOARD-4)
problem-edge-outside-building = { $kind ->
    [wall] un Muro
    [door] una Porta
    [entrance] un ingresso
    [window] una Finestra
    [thin-wall] una Parete Divisoria Sottile
    [party-wall] una parete in comune
   *[elevator-door] una Porta dell'Ascensore
} tra due spazi esterni non appartiene a nessun edificio
problem-elevator-door-cells = una Porta dell'Ascensore deve confinare con esattamente uno spazio dell'Ascensore
problem-cannot-be-open = { $kind ->
    [wall] un Muro non può essere aperto
    [door] una Porta non può essere aperta
    [entrance] un ingresso non può essere aperto
    [window] una Finestra non può essere aperta
    [thin-wall] una Parete Divisoria Sottile non può essere aperta
    [party-wall] una parete in comune non può essere aperta
   *[elevator-door] una Porta dell'Ascensore non può essere aperta
}; solo Porte, Finestre e Porte dell'Ascensore si aprono
problem-elevator-doors = un Ascensore ha bisogno di esattamente una Porta dell'Ascensore; questo ne ha { $doors } (URB-HIGHRISE-ELEV-1)
problem-car-side-open = High Rise: il lato { $side } della cabina è { $kind ->
    [wall] un Muro
    [door] una Porta
    [entrance] un ingresso
    [window] una Finestra
    [thin-wall] una Parete Divisoria Sottile
    [party-wall] una parete in comune
    [elevator-door] una Porta dell'Ascensore
   *[open-floor] pavimento aperto
}; i lati di una cabina sono Muri, tranne la sua Porta dell'Ascensore (URB-HIGHRISE-ELEV-1)

## Deck-gun areas (quadrants).
problem-areas-rows = la griglia dei quadranti ha { $rows } righe ma il piano ne ha { $floorRows }
problem-areas-row-length = la riga { $row } della griglia dei quadranti ha { $len } caratteri ma il piano ha { $cols } colonne
problem-outside-in-area = uno spazio esterno non può appartenere a un quadrante dell'Idrante dell'Autopompa
problem-unknown-area-char = carattere di quadrante sconosciuto { $char }: usa una cifra da 1 a 9 o '.'

## POI arrows.
problem-no-arrows = il piano non ha frecce per i PDI; la regola avanzata dei PDI (EXP-POI-3) rilancerà i dadi invece di seguirle
problem-arrows-rows = la griglia delle frecce ha { $rows } righe ma il piano ne ha { $floorRows }
problem-arrows-row-length = la riga { $row } della griglia delle frecce ha { $len } voci ma il piano ha { $cols } colonne
problem-unknown-arrow = freccia sconosciuta { $word }: usa N, NE, E, SE, S, SW, W, NW o '.'
problem-outside-arrow = uno spazio esterno non può avere una freccia per i PDI
problem-arrow-leaves-building = la freccia { $dir } punta fuori dall'edificio
problem-cells-without-arrow = { $count ->
    [one] { $count } spazio interno non ha
   *[other] { $count } spazi interni non hanno
} una freccia per i PDI; la regola avanzata dei PDI (EXP-POI-3) rilancia i dadi quando il percorso ne incontra uno

## Dice.
problem-floor-face-not-on-die = floor_face { $face } non è una faccia del dado del piano a { $sides } facce
problem-floor-face-missing = il Tabellone ha un dado del piano, quindi ogni piano ha bisogno di un floor_face
problem-floor-face-ignored = floor_face viene ignorato: il Tabellone non ha un dado del piano
problem-dice-override-floor-prefix = le coordinate proprie sono elencate sotto il loro piano; scrivi lo spazio senza il prefisso del piano
problem-dice-override-off-grid = queste coordinate proprie indicano uno spazio fuori dalla griglia del piano
problem-dice-on-outside = uno spazio esterno non può avere coordinate
problem-dice-override-twice = questo spazio ha più di una coppia di coordinate proprie
problem-dice-override-misfit = le coordinate proprie rosso { $red }, nero { $black } non stanno su un dado rosso a { $redSides } facce e un dado nero a { $blackSides } facce
problem-roll = { $face ->
    [0] rosso { $red }, nero { $black }
   *[floor-die] piano { $face }, rosso { $red }, nero { $black }
}
problem-shared-roll-on-floor = gli spazi alla riga { $firstRow }, colonna { $firstCol } e alla riga { $secondRow }, colonna { $secondCol } hanno entrambi il risultato { $roll }; ogni risultato deve indicare un solo spazio
problem-shared-roll-across-floors = gli spazi { $first } e { $second } hanno entrambi il risultato { $roll }; ogni risultato deve indicare un solo spazio
problem-no-dice = nessuno spazio ha coordinate, quindi il Fuoco non potrebbe mai avanzare (GEN-3)
problem-unnamed-results = { $unnamed } dei { $total } risultati dei dadi non indicano nessuno spazio; quei lanci si ripetono
problem-cells-without-dice = { $count ->
    [one] { $count } spazio interno non ha
   *[other] { $count } spazi interni non hanno
} coordinate: il Fuoco non vi avanza mai e nessun PDI vi viene piazzato

## Stairs.
problem-stair-floor-missing = lo spazio { $cell } è al piano { $floor }, ma il Tabellone ha { $floors ->
    [one] { $floors } piano
   *[other] { $floors } piani
}
problem-stair-off-grid = lo spazio { $cell } è fuori dalla griglia del suo piano
problem-stair-not-inside = lo spazio { $cell } è { $kind ->
    [inside] interno
    [restricted] un'area evidenziata
    [elevator] un Ascensore
   *[outside] esterno
}; le Scale Interne devono stare su spazi interni
problem-stair-direction-off-grid = la direzione della Scala { $dir } dello spazio { $cell } punta fuori dalla griglia
problem-stair-direction-wall = la direzione della Scala dello spazio { $cell } deve essere il suo lato stampato senza Muro (2ND-STAIRS-3), ma sul lato { $edge } c'è { $kind ->
    [wall] un Muro
    [door] una Porta
    [entrance] un ingresso
    [window] una Finestra
    [thin-wall] una Parete Divisoria Sottile
    [party-wall] una parete in comune
   *[elevator-door] una Porta dell'Ascensore
}
problem-stair-one-floor = entrambe le estremità ({ $first } e { $second }) sono sullo stesso piano; una Scala Interna collega due piani
problem-stair-cell-taken = lo spazio { $cell } appartiene già a un'altra Scala Interna

## Parking spots.
problem-no-parking = il Tabellone non ha spazi di parcheggio: i Pompieri abbattuti non avrebbero dove andare (FAM-KD-1)
problem-no-ambulance-spot = il Tabellone non ha uno Spazio Ambulanza; abbattimenti e salvataggi usano gli Spazi Autopompa (decisione E6 in docs/rulings.md, secondo URB-HIGHRISE-GEN-2)
problem-spot-not-ground = lo spazio { $cell } non è al piano terra; i Veicoli parcheggiano fuori, al livello della strada
problem-spot-off-grid = lo spazio { $cell } è fuori dalla griglia
problem-spot-not-outside = lo spazio { $cell } non è sull'anello esterno; i Veicoli parcheggiano fuori dall'edificio (BOARD-5)
problem-spots-overlap = lo spazio { $cell } fa parte anche dello { $vehicle ->
    [ambulance] Spazio Ambulanza
   *[engine] Spazio Autopompa
} { $other }; gli spazi di uno stesso Veicolo non possono sovrapporsi
problem-spot-shares-cell = lo spazio { $cell } fa parte anche dello { $vehicle ->
    [ambulance] Spazio Ambulanza
   *[engine] Spazio Autopompa
} { $other }
problem-spot-not-adjacent = gli spazi { $first } e { $second } non sono due spazi adiacenti; un Veicolo occupa due spazi affiancati (COMP-11)
problem-deck-gun-area-missing = l'Idrante dell'Autopompa mira al quadrante { $area }, ma nessuno spazio appartiene al quadrante { $area }
problem-deck-gun-area-across = l'Idrante dell'Autopompa mira al quadrante { $area }, ma gli spazi dell'edificio accanto a questo parcheggio sono nel quadrante { $nearest } (BOARD-6): l'Autopompa sparerebbe attraverso l'edificio
problem-spots-not-clockwise = { $vehicle ->
    [ambulance] gli Spazi Ambulanza non sono elencati in senso orario intorno all'edificio (lo Spazio Ambulanza { $spot } è fuori ordine)
   *[engine] gli Spazi Autopompa non sono elencati in senso orario intorno all'edificio (lo Spazio Autopompa { $spot } è fuori ordine)
}, quindi l'azione Guidare lo salterebbe (BOARD-5)

## The experienced setup's first explosion.
problem-first-explosion-count = { $cells } spazi, ma il dado nero ha { $faces } facce: uno spazio per faccia (EXP-SETUP-4)
problem-first-explosion-off-board = lo spazio { $cell } non è sul Tabellone
problem-first-explosion-not-inside = lo spazio { $cell } è { $kind ->
    [inside] interno
    [restricted] un'area evidenziata
    [elevator] un Ascensore
   *[outside] esterno
}; le Esplosioni iniziano dentro l'edificio

## The family setup.
problem-setup-cell-off-board = lo spazio { $cell } { $token ->
    [fire] del Fuoco iniziale
   *[poi] del PDI iniziale
} non è sul Tabellone
problem-setup-cell-not-inside = lo spazio { $cell } { $token ->
    [fire] del Fuoco iniziale
   *[poi] del PDI iniziale
} è { $kind ->
    [inside] interno
    [restricted] un'area evidenziata
    [elevator] un Ascensore
   *[outside] esterno
}; la preparazione piazza i gettoni su spazi interni
problem-setup-cell-twice = lo spazio { $cell } è elencato due volte ({ $first ->
    [fire] Fuoco
   *[poi] PDI
} e { $second ->
    [fire] Fuoco
   *[poi] PDI
})
problem-too-many-setup-pois = { $count } PDI, ma una partita ne ha 15 (COMP-3)
problem-too-many-setup-fires = { $count } Fuochi, ma ci sono 33 gettoni Fuoco/Fumo (COMP-2)

## Whether the rules can run on the board.
problem-deck-gun-area-misses-flips = il quadrante { $area } non è un blocco di risultati dei dadi in cui la regola del dado voltato (EXP-VEH-DECKGUN-3) cade sempre; i lanci mancati si ripetono
problem-fire-cannot-advance = ogni spazio con coordinate è un Ascensore, su cui l'avanzamento del Fuoco rilancia (URB-HIGHRISE-FIRE-1): il Fuoco non potrebbe mai avanzare
problem-no-poi-cell = nessuno spazio interno (`#`) ha coordinate, quindi nessun PDI potrebbe mai essere piazzato (FAM-POI-1) e nessuna partita potrebbe essere vinta
problem-few-poi-cells = solo { $count ->
    [one] { $count } spazio interno ha
   *[other] { $count } spazi interni hanno
} coordinate, quindi meno di 3 PDI stanno sul Tabellone; gli altri restano nel sacchetto (Ruling R50)
problem-few-advance-cells = i dadi indicano solo { $count ->
    [one] { $count } spazio su cui il Fuoco può avanzare
   *[other] { $count } spazi su cui il Fuoco può avanzare
}, non più dei { $hotSpots } Punti Caldi: quando i Punti Caldi li coprono tutti, una Combustione chiude subito la catena (Ruling R49)
problem-no-collapse = Muri e Finestre reggono solo { $capacity } cubetti Danno, meno dei { $cubes } di un Collasso (FAM-END-3): l'edificio non può mai crollare, e solo le Vittime chiudono la partita
problem-floor-unreachable-no-stairs = nessuna Scala Interna porta a questo piano, quindi { $cells ->
    [one] il suo unico spazio interno non può essere raggiunto
   *[other] nessuno dei suoi { $cells } spazi interni può essere raggiunto
} (2ND-STAIRS-1)
problem-floor-unreachable = { $cells ->
    [one] l'unico spazio interno del piano non può essere raggiunto
   *[other] nessuno dei { $cells } spazi interni del piano può essere raggiunto
} { $from ->
    [elevator] da un Ascensore
   *[outside] dall'esterno
} senza abbattere un Muro
problem-cell-unreachable = questo spazio interno non può essere raggiunto { $from ->
    [elevator] da un Ascensore
   *[outside] dall'esterno
} senza abbattere un Muro

## Expansion data (2nd Story, High Rise, Brownstone).
problem-leftover-ladders = il Tabellone elenca Scale Portatili, che usano solo i Tabelloni 2nd Story ("rules": "2nd_story"); si gioca con le regole { $rules ->
    [second-story] di 2nd Story
    [high-rise] di High Rise
    [brownstone] di Brownstone
   *[base] del gioco base
}
problem-leftover-setup-lines = il Tabellone elenca linee di preparazione, che usano solo i Tabelloni High Rise ("rules": "high_rise"); si gioca con le regole { $rules ->
    [second-story] di 2nd Story
    [high-rise] di High Rise
    [brownstone] di Brownstone
   *[base] del gioco base
}
problem-elevators-without-high-rise = { $count ->
    [one] { $count } spazio è un Ascensore
   *[other] { $count } spazi sono Ascensori
} ma il Tabellone non segue le regole di High Rise: il Fuoco non vi avanza mai, però non c'è un Atrio e le loro porte sono Porte normali
problem-second-story-one-floor = 2nd Story: il Tabellone ha un solo piano; un edificio 2nd Story ha un secondo piano (2ND-BOARD-1)
problem-second-story-no-engine = 2nd Story: il Tabellone non ha uno Spazio Autopompa, ma è l'Autopompa a portare le Scale Portatili (2ND-LADDER-1)
problem-second-story-family-setup = 2nd Story: la preparazione della versione base non viene usata; la Modalità Semplice di 2nd Story tira i dadi per Esplosioni e PDI (2ND-SETUP-1)
problem-second-story-no-ladders = 2nd Story: nessuna Scala Portatile: indica dove arriva una Scala Portatile estesa su ogni spazio esterno del piano terra (2ND-LADDER-3)
problem-ladder-supply = 2nd Story: l'Autopompa porta { $supply } Scale Portatili; ne porta da 1 a { $max } (4 nella scatola, 2ND-LADDER-1)
problem-no-ladder-tops = 2nd Story: nessun Segmento Superiore: indica dove arriva una Scala Portatile estesa su ogni spazio esterno del piano terra (2ND-LADDER-3)
problem-ladder-foot-not-ground-outside = il Segmento Inferiore { $foot } non è uno spazio esterno del piano terra; le Scale Portatili si estendono fuori, al livello della strada (2ND-LADDER-3)
problem-ladder-top-unclimbable = il Segmento Superiore { $top } non ha uno spazio interno accanto: nessuno potrebbe entrare da lì
problem-ladder-top-not-upper-outside = il Segmento Superiore { $top } non è uno spazio esterno di un piano superiore (2ND-BOARD-3)
problem-ladder-foot-taken = il Segmento Superiore { $other } parte già da { $foot }; una Scala Portatile per spazio (Ruling R40)
problem-ladder-top-taken = il Segmento Superiore { $other } arriva già a { $top }; un Segmento Superiore regge un solo Pompiere (2ND-LADDER-6)
problem-missing-ladder-top = 2nd Story: questo spazio esterno del piano terra non ha un Segmento Superiore; { $above } sopra di esso potrebbe esserlo (2ND-LADDER-3)
problem-high-rise-floors = High Rise: il Tabellone è il piano in fiamme di una torre, un solo piano (URB-HIGHRISE-GEN-1); ne ha { $floors }
problem-high-rise-no-elevator = High Rise: nessun Ascensore (spazio `e` con una Porta dell'Ascensore): i Pompieri raggiungono il piano in fiamme con l'Ascensore, dall'Atrio o con la Scala dell'Autopompa (URB-HIGHRISE-GEN-1)
problem-high-rise-no-engine = High Rise: nessuno Spazio Autopompa: l'Autopompa prende il posto dell'Ambulanza e porta la Scala dell'Autopompa (URB-HIGHRISE-GEN-2)
problem-high-rise-ambulance = High Rise: l'Ambulanza non si usa (URB-HIGHRISE-GEN-2); i suoi spazi vengono ignorati
problem-high-rise-spot-no-side = High Rise: lo spazio non ha un lato; la Scala dell'Autopompa raggiunge il lato dell'edificio dove sta l'Autopompa (URB-HIGHRISE-LADDER-1)
problem-high-rise-setup-lines = High Rise: { $count ->
    [one] { $count } linea di preparazione elencata
   *[other] { $count } linee di preparazione elencate
}; le Esplosioni Iniziali ne richiedono 3, più una 4ª per Eroico (URB-HIGHRISE-SETUP-1)
problem-setup-line-off-dice = { $line ->
    [column] la colonna (dado nero)
   *[row] la riga (dado rosso)
} { $value } non è sui dadi, che vanno da 1 a { $sides }
problem-setup-line-empty = nessuno spazio interno { $line ->
    [column] della colonna (dado nero)
   *[row] della riga (dado rosso)
} { $value } ha coordinate: l'Esplosione non potrebbe essere piazzata
problem-brownstone-spot-no-side = Brownstone: lo spazio non ha un lato; Guidare fino all'altro lato dell'edificio costa 4 PA (URB-BROWN-3)
problem-brownstone-no-party-wall = Brownstone: nessuna parete in comune; una casa a schiera ha pareti in comune con i vicini (URB-BROWN-2)

## Files that cannot be read or written.
problem-file-unreadable = { $path }: impossibile leggere il file: { $reason }
problem-file-is-folder = { $path }: questa è una cartella, non un file; indica { $what ->
    [board] un file di Tabellone
    [save] una partita salvata
    [script] uno script
    [config] una configurazione di partita
    [settings] un file di impostazioni
    [board_or_save] un Tabellone o una partita salvata
   *[file] un file
} al suo interno
problem-file-too-large = { $path }: il file supera { $size }, il limite per { $what ->
    [board] un file di Tabellone
    [save] una partita salvata
    [script] uno script
    [config] una configurazione di partita
    [settings] un file di impostazioni
    [board_or_save] un Tabellone o una partita salvata
   *[file] un file
}; controlla che sia il file giusto
problem-file-not-utf8 = { $path }: il file non è testo UTF-8 (riga { $line }, il byte { $byte } non è UTF-8 valido); salvalo come UTF-8
problem-file-utf16 = { $path }: il file è salvato come UTF-16; salvalo come UTF-8
problem-file-not-a-board = questo non è un file di Tabellone: non ha "format_version"
problem-file-neither = { $path }: non è né un Tabellone (non ha "format_version") né una partita salvata (non ha "format")
problem-file-version-not-a-number = format_version: serve un numero intero, trovato { $kind ->
    [text] il testo { $got }
   *[value] { $got }
}
problem-file-version-newer = la versione { $version } del formato dei Tabelloni è più recente di quelle che questo programma conosce (fino alla { $reads }); aggiorna Flash Point
problem-file-upgrade-failed = impossibile aggiornare il Tabellone: { $reason }
problem-file-in = { $path }: { $reason }
problem-file-json = { $path }, riga { $line }, colonna { $column }: { $reason }
problem-file-no-path = il Tabellone non ha ancora un file: scegli dove salvarlo
problem-file-board-unwritable = { $path }: impossibile salvare il Tabellone: { $reason }
problem-file-unwritable = { $path }: impossibile scrivere il file: { $reason }
problem-file-saved-board-json = riga { $line }, colonna { $column } del Tabellone: { $reason }
problem-file-saved-board-invalid = { $path }: il Tabellone salvato non è valido: { $reason }
problem-file-saved-config = { $path }: la configurazione salvata non si adatta al Tabellone: { $reason }
problem-file-replay-refused = { $path }: il passo { $step } ({ $action }) viene rifiutato durante la riproduzione: { $reason }
