## The game log: one line per event and per action, and the names of
## places, firefighters and tokens they are built from (src/text/event.rs,
## action.rs, names.rs).
##
## $case is the grammatical case the sentence puts a name in (see
## en/log.ftl). Italian names do not decline, but an edge or a vehicle
## carries its article, merged with the preposition in the loc form
## ("sul Muro", "sull'Autopompa") and the gen form ("del Muro",
## "dell'Autopompa"); the sentence then leaves the preposition out.
## Coordinates are written "3-8": "3,8" would read as a decimal.

## Names

name-coords = { $red }-{ $black }
name-cell-on-floor = { $coords } ({ $floor })
name-cells = { $a } e { $b }
name-cells-on-floor = { $a } e { $b } ({ $floor })
name-floor-unnamed = piano senza nome { $n }
name-floor-ground = piano terra
name-floor-upper = secondo piano
name-floor-parlour = piano rialzato
name-floor-23rd = ventitreesimo piano
# The game's own board, by side (docs/glossary.md: front side / back side).
name-board-front = Lato frontale
name-board-back = Retro

name-edge-place-between = tra { $cells }
name-edge-place-beside = a { $dir ->
        [north] nord
        [east] est
        [south] sud
       *[west] ovest
    } di { $cell }
name-edge-short-between = { $a }/{ $b }
name-edge-short-beside = { $cell } { $dir ->
        [north] nord
        [east] est
        [south] sud
       *[west] ovest
    }
name-edge-place-off-grid = sul lato { $dir ->
        [north] nord
        [east] est
        [south] sud
       *[west] ovest
    } di { $cell }
name-edge = { $case ->
        [dat] { $kind ->
            [wall] al Muro
            [door] alla Porta
            [entrance] all'ingresso
            [window] alla Finestra
            [thin-wall] alla Parete Divisoria Sottile
            [party-wall] alla parete in comune
            [elevator-door] alla Porta dell'Ascensore
           *[opening] al passaggio
        }
        [gen] { $kind ->
            [wall] del Muro
            [door] della Porta
            [entrance] dell'ingresso
            [window] della Finestra
            [thin-wall] della Parete Divisoria Sottile
            [party-wall] della parete in comune
            [elevator-door] della Porta dell'Ascensore
           *[opening] del passaggio
        }
        [loc] { $kind ->
            [wall] sul Muro
            [door] sulla Porta
            [entrance] sull'ingresso
            [window] sulla Finestra
            [thin-wall] sulla Parete Divisoria Sottile
            [party-wall] sulla parete in comune
            [elevator-door] sulla Porta dell'Ascensore
           *[opening] sul passaggio
        }
       *[nom] { $kind ->
            [wall] il Muro
            [door] la Porta
            [entrance] l'ingresso
            [window] la Finestra
            [thin-wall] la Parete Divisoria Sottile
            [party-wall] la parete in comune
            [elevator-door] la Porta dell'Ascensore
           *[opening] il passaggio
        }
    } { $place }
name-edge-off-grid = { $case ->
        [dat] al
        [gen] del
        [loc] sul
       *[nom] il
    } lato { $dir ->
        [north] nord
        [east] est
        [south] sud
       *[west] ovest
    } di { $cell }

name-firefighter = { $case ->
       *[nom] Pompiere { $seat }
    }
name-firefighter-named = { $name } ({ name-firefighter })
name-victim = { $case ->
       *[nom] Vittima { $n }
    }
name-hazmat = { $case ->
       *[nom] Sostanza Pericolosa { $n }
    }
name-vehicle = { $case ->
        [dat] all'
        [gen] dell'
        [loc] sull'
       *[nom] l'
    }{ $vehicle ->
        [engine] Autopompa
       *[ambulance] Ambulanza
    }
name-level = { $level ->
        [fire] Fuoco
        [smoke] Fumo
       *[nothing] niente
    }
name-die = { $die ->
        [red] rosso
       *[black] nero
    }

## The game log

log-new-game = Nuova partita su { $board }, seme { $seed }
log-paid = { $line } ({ $ap } PA)
log-free = { $line } (gratis)
log-paid-pool = { $line } ({ $paid })
log-pool-move = { $ap } PA per Muovere
log-pool-extinguish = { $ap } PA per Estinguere il Fuoco
log-pool-command = { $ap } PA Comando
log-pool-none = { $ap } PA
log-pool-and-ap = { $pool } + { $ap } PA

log-setup-fire = Preparazione: Fuoco in { $cell }
log-elevator-destroyed = L'Ascensore in { $cell } è distrutto: il suo Fuoco non si può estinguere e nessuno può entrarvi
log-left-lobby = { $ff } lascia l'Atrio dell'Ascensore distrutto per l'Autopompa in { $cell }
log-firefighter-placed = { $ff } parte da { $cell }
log-firefighter-placed-lobby = { $ff } parte dall'Atrio dell'Ascensore { $cell }
log-turn-started = Turno { $turn }: { $ff } inizia con { $ap } PA
log-turn-started-pool = Turno { $turn }: { $ff } inizia con { $ap } PA e { $pool }

log-moved = { $ff } { $way ->
        [upstairs] è salito per la Scala Interna
        [downstairs] è sceso per la Scala Interna
        [ladderup] è salito sulla Scala Portatile
        [ladderdown] è sceso dalla Scala Portatile
        [lobbyin] è entrato nell'Atrio
        [lobbyout] è uscito dall'Atrio
        [aerialup] è salito sulla Scala dell'Autopompa
        [aerialdown] è sceso dalla Scala dell'Autopompa
       *[step] si è spostato
    } da { $from } a { $to }
log-moved-carrying = { $line } trasportando { $item }
log-moved-leading = { $line } conducendo { $victim }
log-moved-carrying-leading = { $line } trasportando { $item } e conducendo { $victim }

log-poi-revealed-victim = Il PDI in { $cell } è { $victim }
log-poi-revealed-false-alarm = Il PDI in { $cell } è un Falso Allarme
log-false-alarm-removed = Il Falso Allarme in { $cell } viene rimosso
log-victim-rescued = { $victim } salvata in { $cell } ({ $rescued ->
        [one] { $rescued } salvata
       *[other] { $rescued } salvate
    })
log-picked-up = { $ff } ha raccolto { $item } in { $cell }
log-dropped = { $ff } ha posato { $item } in { $cell }
log-door-opened = { $ff } ha aperto { $edge }
log-door-closed = { $ff } ha chiuso { $edge }
log-fire-to-smoke = { $ff } ha voltato il gettone Fuoco in { $cell } sul lato Fumo
log-threat-removed = { $ff } ha rimosso il { $level ->
        [fire] Fuoco
       *[smoke] Fumo
    } in { $cell }
log-level-changed = { $ff } ha cambiato { $from } in { $to } nello spazio { $cell }
log-chopped = { $ff } ha abbattuto { $edge }
log-turn-ended = { $ff } ha terminato il turno conservando { $saved } PA
log-turn-ended-forfeited = { $ff } ha terminato il turno conservando { $saved } PA, { $lost ->
        [one] { $lost } PA perso
       *[other] { $lost } PA persi
    }

log-die-floor = dado del piano { $n }
log-die-red = rosso { $n }
log-die-black = nero { $n }
log-rolled = Lancio { $purpose ->
        [fire] per l'Avanzamento del Fuoco
        [poi] per un nuovo PDI
        [explosion] per un'Esplosione Iniziale
        [setuppoi] per un PDI iniziale
        [hazmat] per una Sostanza Pericolosa iniziale
        [hotspot] per un Punto Caldo iniziale
       *[deckgun] per puntare l'idrante dell'Autopompa
    } ({ $dice }): { $cell }
log-rolled-nowhere = Lancio { $purpose ->
        [fire] per l'Avanzamento del Fuoco
        [poi] per un nuovo PDI
        [explosion] per un'Esplosione Iniziale
        [setuppoi] per un PDI iniziale
        [hazmat] per una Sostanza Pericolosa iniziale
        [hotspot] per un Punto Caldo iniziale
       *[deckgun] per puntare l'idrante dell'Autopompa
    } ({ $dice })
log-reroll-no-cell = Si rilancia: i dadi non indicano alcuno spazio di questo Tabellone
log-reroll-has-poi = Si rilancia: quello spazio ha già un PDI o una Vittima
log-reroll-on-fire = Si rilancia: quello spazio è già in fiamme
log-reroll-restricted = Si rilancia: quello spazio è un'area evidenziata
log-reroll-elevator = Si rilancia: gli spazi dell'Ascensore vengono saltati
log-reroll-has-hazmat = Si rilancia: quello spazio ha già una Sostanza Pericolosa
log-reroll-has-hot-spot = Si rilancia: quello spazio ha già un Punto Caldo
log-reroll-arrows-loop = Si rilancia: le frecce non portano a nessuno spazio libero
log-reroll-outside-area = Si rilancia: il lancio voltato è ancora fuori dal quadrante dell'idrante
log-reroll-floor-has-explosion = Si rilancia: l'ultima Esplosione Iniziale va su un piano che non ne ha ancora avuta una
log-reroll-floor-has-two-pois = Si rilancia: quel piano ha già due PDI
log-smoke-placed = Fumo piazzato in { $cell }
log-smoke-ignited = Il Fumo in { $cell } prende fuoco accanto al Fuoco
log-smoke-on-smoke = Fumo su Fumo in { $cell }: diventa Fuoco
log-supply-empty = Nessun gettone Fuoco o Fumo rimasto nella riserva per { $cell }
log-explosion = Esplosione in { $cell }
log-heading = { $heading ->
        [north] verso nord
        [east] verso est
        [south] verso sud
        [west] verso ovest
       *[stairs] per la Scala Interna
    }
log-blast = L'Esplosione si propaga da { $cell } { $way }
log-shockwave-started = Onda d'urto da { $cell } { $way }
log-shockwave = L'Onda d'urto passa da { $from } a { $to } { $way }
log-cube-placed = Cubetto Danno { $edge }, ora { $kind ->
        [wall] { $destroyed ->
            [yes] distrutto
           *[no] danneggiato
        }
        [entrance] { $destroyed ->
            [yes] distrutto
           *[no] danneggiato
        }
        [opening] { $destroyed ->
            [yes] distrutto
           *[no] danneggiato
        }
       *[door] { $destroyed ->
            [yes] distrutta
           *[no] danneggiata
        }
    } ({ $total } di { $max } piazzati)
log-blast-stopped = { $edge } ferma l'Esplosione
log-door-destroyed = { $kind ->
        [wall] Il Muro { $place } è distrutto
        [entrance] L'ingresso { $place } è distrutto
        [window] La Finestra { $place } è distrutta
        [thin-wall] La Parete Divisoria Sottile { $place } è distrutta
        [party-wall] La parete in comune { $place } è distrutta
        [elevator-door] La Porta dell'Ascensore { $place } è distrutta
       *[door] La Porta { $place } è distrutta
    }
log-open-door-destroyed = { $kind ->
        [wall] Il Muro aperto { $place } è distrutto
        [entrance] L'ingresso aperto { $place } è distrutto
        [window] La Finestra Aperta { $place } è distrutta
        [thin-wall] La Parete Divisoria Sottile aperta { $place } è distrutta
        [party-wall] La parete in comune aperta { $place } è distrutta
        [elevator-door] La Porta dell'Ascensore aperta { $place } è distrutta
       *[door] La Porta Aperta { $place } è distrutta
    }; l'Esplosione passa oltre
log-fire-placed = Fuoco piazzato in { $cell }
log-smoke-to-fire = Il Fumo in { $cell } diventa Fuoco
log-flashover = Propagazione: il Fumo in { $cell } prende fuoco (giro { $wave })
log-knocked-down = { $ff } abbattuto in { $cell }
log-knocked-down-choice = { $ff } abbattuto in { $cell }; { $choices } spazi { $vehicle ->
        [engine] dell'Autopompa
        [engine_spot] dell'Autopompa
       *[ambulance] dell'Ambulanza
    } tra cui scegliere
log-relocated = { $ff } portato { $vehicle ->
        [engine] all'Autopompa
        [engine_spot] al parcheggio dell'Autopompa più vicino
        [ambulance_spot] al parcheggio dell'Ambulanza più vicino
       *[ambulance] all'Ambulanza
    }: da { $from } a { $to }
log-relocated-stays = { $ff } resta presso { $vehicle ->
        [engine] l'Autopompa
        [engine_spot] il parcheggio dell'Autopompa
        [ambulance_spot] il parcheggio dell'Ambulanza
       *[ambulance] l'Ambulanza
    } in { $to }
log-victim-lost = { $victim } perduta in { $cell } ({ $lost ->
        [one] { $lost } perduta
       *[other] { $lost } perdute
    })
log-false-alarm-lost = Un Falso Allarme è bruciato in { $cell }
log-victim-lost-collapse = { $victim } perduta nel crollo in { $cell } ({ $lost ->
        [one] { $lost } perduta
       *[other] { $lost } perdute
    })
log-false-alarm-lost-collapse = Un Falso Allarme perduto nel crollo in { $cell }
log-exterior-fire-removed = Rimosso il Fuoco fuori dall'edificio in { $cell }
log-threat-cleared = { $level ->
        [fire] Rimosso il Fuoco in { $cell } per un nuovo PDI
        [smoke] Rimosso il Fumo in { $cell } per un nuovo PDI
       *[nothing] Niente da rimuovere in { $cell } per un nuovo PDI
    }
log-poi-placed = Un gettone PDI coperto piazzato in { $cell }
log-poi-placed-arrows = Un gettone PDI coperto piazzato in { $cell }: { $from } non era libero e le frecce hanno portato oltre
log-collapse = L'edificio è crollato
log-victory = Vittoria: { $rescued ->
        [one] { $rescued } Vittima salvata
       *[other] { $rescued } Vittime salvate
    }
log-game-over = Partita finita – { $outcome }
log-outcome-won = i Pompieri hanno vinto
log-outcome-structure-saved = i Pompieri hanno vinto: la struttura è salva
log-outcome-victims-lost = i Pompieri hanno perso: quattro Vittime sono andate perdute
log-outcome-collapse = i Pompieri hanno perso: l'edificio è crollato
log-outcome-firefighter-down = i Pompieri hanno perso: un Pompiere è stato abbattuto
log-outcome-hazmat-lost = i Pompieri hanno perso: tre Sostanze Pericolose non possono più essere portate fuori
log-outcome-all-down = i Pompieri hanno perso: tutti i Pompieri sono abbattuti

log-specialist-assigned = { $ff } riceve la carta { $card }
log-hazmat-placed = { $hazmat } piazzata in { $cell }
# At setup, from the box (the supply is counted afterwards).
log-hot-spot-set-up = Punto Caldo piazzato in { $cell }
log-hot-spot-placed = Punto Caldo piazzato in { $cell } ({ $supply ->
        [one] { $supply } rimasto
       *[other] { $supply } rimasti
    } nella riserva)
log-hot-spot-supply-empty = Nessun Punto Caldo rimasto nella riserva per { $cell }
log-vehicle-parked = { $vehicle } parcheggiata in { $cells }
log-drove = { $ff } ha guidato { $vehicle } fino a { $cells }
log-rode = { $ff } ha viaggiato { $vehicle } da { $from } a { $to }
log-deck-gun-fired = { $ff } ha usato l'idrante dell'Autopompa
log-deck-gun-rolled = Idrante dell'Autopompa: lancio rosso { $red }, nero { $black }
log-deck-gun-rerolled = Idrante dell'Autopompa: rilanciato il dado { $die ->
        [red] rosso
       *[black] nero
    }: rosso { $red }, nero { $black }
log-deck-gun-flipped = { $line }, voltato nel quadrante: rosso { $red }, nero { $black }
log-deck-gun-landed = L'idrante dell'Autopompa colpisce { $cell }
log-deck-gun-cleared = { $level ->
        [fire] L'idrante dell'Autopompa ha spento il Fuoco in { $cell }
        [smoke] L'idrante dell'Autopompa ha rimosso il Fumo in { $cell }
       *[nothing] L'idrante dell'Autopompa non trova niente da spegnere in { $cell }
    }
log-crew-took = Cambio di Squadra: { $ff } ha preso la carta { $card } ({ $ap ->
        [one] { $ap } PA rimasto
       *[other] { $ap } PA rimasti
    })
log-crew-swapped = Cambio di Squadra: { $ff } ha scambiato la carta { $old } con la carta { $card } ({ $ap ->
        [one] { $ap } PA rimasto
       *[other] { $ap } PA rimasti
    })
log-treated = { $ff } ha curato { $victim } in { $cell }
log-lead-started = { $ff } conduce { $victim }
log-lead-ended = { $ff } ha lasciato { $victim }
log-disposed = { $ff } ha bonificato { $hazmat } in { $cell }
log-hazmat-carried-out = { $hazmat } portata fuori in { $cell } ({ $carried ->
        [one] { $carried } portata fuori
       *[other] { $carried } portate fuori
    })
log-identified = { $ff } ha identificato il PDI in { $cell }
log-commanded = { $captain } dà un ordine a { $ff }
log-commanded-paid = { $captain } dà un ordine a { $ff } per { $paid }
log-hot-spot-cleared = { $ff } ha rimosso il Punto Caldo in { $cell }
log-repaired = { $ff } ha riparato { $edge } ({ $ap } PA; { $total } di { $max } cubetti Danno sul Tabellone)
log-hazmat-exploded = { $hazmat } esplode in { $cell }
log-flare-up = Combustione: Punto Caldo in { $cell }, il Fuoco avanza di nuovo (combustione { $n } di questo turno)
log-hottest-spot = Il Punto più Caldo in { $cell }: Fuoco invece di Fumo
log-firefighter-downed = { $ff } è abbattuto in { $cell } e ha bisogno di aiuto
log-firefighter-restored = { $ff } torna in gioco in { $cell }
log-turn-skipped = { $ff } è abbattuto e salta il turno
log-hazmat-goal-reached = Tracce di un Piromane: { $carried ->
        [one] { $carried } Sostanza Pericolosa portata fuori dall'edificio
       *[other] { $carried } Sostanze Pericolose portate fuori dall'edificio
    }
log-flare-ups-end = Ogni spazio che i dadi possono indicare ha un Punto Caldo: le Combustioni finiscono in { $cell }
log-pois-stay-in-bag = { $count ->
        [one] Nessun lancio può portare un PDI su uno spazio libero: resta nel sacchetto
       *[other] Nessun lancio può portare i { $count } PDI su uno spazio libero: restano nel sacchetto
    }
log-ladder-taken = { $ff } ha preso una Scala Portatile dall'Autopompa in { $cell }
log-ladder-dropped = { $ff } ha posato una Scala Portatile in { $cell }
log-ladder-picked-up = { $ff } ha raccolto una Scala Portatile in { $cell }
log-ladder-raised = { $ff } ha esteso una Scala Portatile da { $foot } fino a { $top }
log-ladder-retracted = { $ff } ha chiuso la Scala Portatile in { $foot }
log-ladder-auto-retracted = Fuoco in { $cell }: la Scala Portatile in { $foot } si chiude
log-left-ladder-top = { $ff } scende dal Segmento Superiore della Scala Portatile in { $from } a { $to }

## Actions

action-place = Parti da { $cell }
action-place-lobby = Parti dall'Atrio dell'Ascensore { $cell }
action-move = Muovi in { $cell }
action-move-lobby = Muovi in { $cell } (Atrio)
action-open = Apri { $edge }
action-close = Chiudi { $edge }
action-open-elevator = Apri { $edge }: la cabina sale dall'Atrio
action-close-elevator = Chiudi { $edge }: la cabina scende nell'Atrio
action-remove-smoke = Rimuovi il Fumo in { $cell }
action-flip-fire = Volta il Fuoco in { $cell } sul lato Fumo
action-remove-fire = Rimuovi il Fuoco in { $cell }
action-chop = Abbatti { $edge }
action-pick-up = Raccogli { $item }
action-drop = Posa ciò che trasporti
action-end-turn = Termina il turno
action-knockdown-to = Vai in { $cell } dopo l'Abbattimento
action-park = Parcheggia { $vehicle } in { $cell }
action-drive = Guida { $vehicle } fino a { $cell }
action-ride = { $ff } sale a bordo fino a { $cell }
action-driver-gets-off = { $ff } scende in { $cell }
action-done-riding = Nessun altro sale a bordo
action-deck-gun = Usa l'idrante dell'Autopompa
action-reroll = Rilancia il dado { $die ->
        [red] rosso
       *[black] nero
    }
action-accept-shot = Accetta il risultato dell'idrante
action-crew-change = Cambio di Squadra: prendi la carta { $card }
action-treat = Cura { $patient }
action-lead = Conduci { $victim }
action-release = Lascia la Vittima
action-dispose = Bonifica { $hazmat }
action-identify = Identifica il PDI in { $cell }
action-command-move = Ordina a { $ff } di muoversi in { $cell }
action-command-open = Ordina a { $ff } di aprire { $edge }
action-command-close = Ordina a { $ff } di chiudere { $edge }
action-command-pick-up = Ordina a { $ff } di raccogliere { $item }
action-command-drop = Ordina a { $ff } di posare ciò che trasporta
action-command-lead = Ordina a { $ff } di condurre { $victim }
action-command-release = Ordina a { $ff } di lasciare la Vittima
action-clear-hot-spot = Rimuovi il Punto Caldo qui
action-repair = Ripara { $edge }
action-explode-hazmat = Fai esplodere ora { $hazmat }
action-take-ladder = Prendi una Scala Portatile dall'Autopompa
action-drop-ladder = Posa la Scala Portatile
action-pick-up-ladder = Raccogli la Scala Portatile
action-raise-ladder = Estendi la Scala Portatile
action-retract-ladder = Chiudi la Scala Portatile
action-command-ladder = Ordina a { $ff } di { $order ->
        [take] prendere una Scala Portatile dall'Autopompa
        [drop] posare la Scala Portatile
        [pickup] raccogliere la Scala Portatile
        [raise] estendere la Scala Portatile
       *[retract] chiudere la Scala Portatile
    }
