## The play screen's side panel, banners, hints, bot seats and the fire
## summary (src/app/play.rs, src/app/play/, src/app/fire_summary.rs).

# A firefighter as the side panel names it: by seat, with its colour
# (terms.ftl, colour-…) and its player's name when they have them.
panel-firefighter = Pompiere { $seat }
panel-firefighter-colour = Pompiere { $seat } ({ $colour })
panel-firefighter-name = Pompiere { $seat } ({ $name })
panel-firefighter-colour-name = Pompiere { $seat } ({ $colour }, { $name })
# A bot seat's shown name, everywhere in play ("Bot 2 (Firefighter 2)" in
# the log); a name given to a bot is shown after the word.
panel-bot-seat = Bot { $seat }
panel-bot-named = Bot { $name }
# A bot's name that already starts with this word is shown as it is.
panel-bot-word = Bot

## The turn and the active firefighter's card.
panel-setup = Preparazione
panel-turn = Turno { $turn }
panel-replaying = Riproduzione della partita…
# The AP the active firefighter has, and how many of them it saved last turn.
panel-ap = PA: { $ap }  (conservati dal turno precedente: { $saved })
panel-ap-saved-next = PA conservati per il turno seguente: { $saved }
panel-pool-extinguish = PA per Estinguere il Fuoco: { $ap }
panel-pool-command = PA Comando: { $ap }
panel-pool-move = PA per Muovere: { $ap }
# What the active firefighter carries ($what: panel-victim-object, …).
panel-carrying = Trasporta: { $what }
panel-leading = Conduce: { $what }
panel-team = Squadra
panel-team-saved = { $ap } PA conservati
panel-team-carrying = trasporta { $what }
panel-team-leading = conduce { $what }
panel-team-at = in { $cell }
panel-ladder-object = una Scala Portatile

## The counters.
panel-victims-rescued = Vittime salvate
panel-victims-lost = Vittime perdute
panel-damage = Danno
panel-damage-count = { $cubes } / 24 cubetti
panel-fire-supply = Gettoni Fuoco/Fumo rimasti
panel-pois = PDI sul Tabellone / nel sacchetto
panel-hazmat = Sostanze Pericolose sul Tabellone
panel-hot-spots = Punti Caldi sul Tabellone / nella riserva

## What the game waits for (above the buttons).
panel-game-over = La partita è finita.
panel-park-engine = Piazza l'Autopompa: clicca uno spazio di parcheggio (verde).
panel-park-both = Piazza l'Autopompa e l'Ambulanza: clicca uno spazio di parcheggio (verde).
# $who: a firefighter as panel-firefighter names it.
panel-place = { $who }: scegli uno spazio di partenza fuori dall'edificio (verde).
panel-place-high-rise = { $who }: scegli uno spazio di partenza fuori dall'edificio o un Ascensore, nell'Atrio (verde).
panel-acts = Tocca a { $who }.
panel-turn-ended = { $who } ha finito il turno.
panel-knocked-down = { $who } è stato abbattuto: scegli dove va (verde).
panel-riding = Chi sale a bordo? Indica lo spazio di ogni passeggero, poi conferma che nessun altro sale.
panel-riding-bots = Chi sale a bordo? Porta con te un compagno (il suo bot sceglie dove scende), poi conferma che nessun altro sale.
panel-riding-driver = { $who } ha guidato l'Autopompa e resta a bordo: scegli lo spazio dove scende. Poi indica lo spazio di ogni passeggero, o conferma che nessun altro sale.
panel-rider-gets-off = { $driver } porta con sé { $ff }: scegli lo spazio dove { $ff } scende.
panel-take-bot-along = Porta con te { $ff } (scende in { $cell })
panel-deck-gun = L'Idrante dell'Autopompa ha dato rosso { $red }, nero { $black }: rilancia un dado o accetta il risultato.
panel-deck-gun-aims = L'Idrante dell'Autopompa ha dato rosso { $red }, nero { $black }: { $shaft ->
        [yes] finirebbe nel vano dell'Ascensore { $cell }, la cui cabina è giù nell'Atrio, e non spegnerebbe nulla.
       *[no] spegnerebbe { $cell } e gli spazi segnati accanto.
    } Rilancia un dado o accetta il risultato.
panel-deck-gun-aims-flipped = L'Idrante dell'Autopompa ha dato rosso { $red }, nero { $black }, voltato nel quadrante: rosso { $aimed_red }, nero { $aimed_black }. { $shaft ->
        [yes] Finirebbe nel vano dell'Ascensore { $cell }, la cui cabina è giù nell'Atrio, e non spegnerebbe nulla.
       *[no] Spegnerebbe { $cell } e gli spazi segnati accanto.
    } Rilancia un dado o accetta il risultato.
panel-hazmat-order = Più Sostanze Pericolose sono nel Fuoco: scegli quale esplode per prima.
panel-click-green = Clicca uno spazio verde sul Tabellone.
panel-fire-spreading = Il Fuoco avanza…
panel-help = Clicca uno spazio per muoverti lì (il percorso e il suo costo in PA compaiono passandoci sopra; gli spazi blu sono raggiungibili in questo turno), una Porta o un Muro per aprirla, chiuderla o abbatterlo, il Fuoco o il Fumo per combatterli. Clic destro su uno spazio per tutte le azioni lì. Tasti: le frecce muovono, E termina il turno, H mostra un suggerimento (Maiusc+H lo segue), F1 le regole, Spazio salta un'attesa, Ctrl+Z/Ctrl+Y annulla/ripeti, Ctrl+S salva, Tab passa da uno spazio all'altro.

## Buttons and menus of actions. $action is an action as the game log
## words it (src/text); $cell a space as the log names it ("3,4").
panel-end-turn-button = Termina il turno (E)
# An action about a token, with where the token lies.
panel-action-at = { $action } in { $cell }
# A ladder raised, and the upper floor cell it reaches.
panel-ladder-up-to = { $action } fino a { $cell }
panel-walk-to = Vai in { $cell } ({ $price })
panel-leave-lobby-for = Esci dall'Atrio verso { $cell } ({ $price })
# An elevator cell whose car is down: a move there goes to the Lobby (URB-HIGHRISE-ELEV-1). It stands for $cell in the walk and move texts, so it reads as a name.
panel-lobby-of = { $cell } (Atrio)
# $what: panel-victim-object, panel-hazmat-object or a firefighter's name.
panel-carry-to = Trasporta { $what } in { $cell } ({ $price })
panel-lead-to = Conduci { $what } in { $cell } ({ $price })
# A menu item or tooltip and the Victims it rescues ($what: panel-victim-object, joined by commas).
panel-rescues = { $line }: salva { $what }
panel-not-rescued-here = { $line }: qui non è salvata, solo sull'Ambulanza
# A command to move a firefighter who carries or leads (SPEC-CAPTAIN-1); the price follows.
panel-command-carry = Ordina a { $ff } di trasportare { $what } in { $cell }
panel-command-lead = Ordina a { $ff } di condurre { $what } in { $cell }
panel-click-to-choose = Clicca per scegliere.
panel-upstairs = Sali la Scala Interna fino a { $cell } ({ $price })
panel-downstairs = Scendi la Scala Interna fino a { $cell } ({ $price })
# A Victim or Hazmat as the object of a verb (carry, find, rescue…); the
# English must stay as the game log names them ("Victim 4", "Hazmat 1").
panel-victim-object = Vittima { $n }
panel-hazmat-object = Sostanza Pericolosa { $n }
panel-actions-at = Azioni in { $cell }
panel-nothing-here = Niente da fare qui ora
panel-nothing-at = Niente da fare in { $cell } ora
# The tooltip of a cell the active firefighter can walk to.
panel-move-tooltip = Muovi in { $cell }: { $price } ({ $steps ->
        [one] { $steps } passo
       *[other] { $steps } passi
    })
panel-climb-tooltip = { $way ->
        [ladderdown] Scendi dalla Scala Portatile in
        [aerialup] Sali sulla Scala dell'Autopompa fino a
        [aerialdown] Scendi dalla Scala dell'Autopompa in
       *[ladderup] Sali sulla Scala Portatile fino a
    } { $cell }: { $price }
# The move tooltip while carrying (a Victim, Hazmat, a ladder) or leading.
panel-carry-tooltip = Trasporta { $what } in { $cell }: { $price } ({ $steps ->
        [one] { $steps } passo
       *[other] { $steps } passi
    })
panel-lead-tooltip = Conduci { $what } in { $cell }: { $price } ({ $steps ->
        [one] { $steps } passo
       *[other] { $steps } passi
    })
panel-cannot-move = Non puoi muovere in { $cell }: { $why }
# Una casella oltre la portata di questo turno (percorso tratteggiato).
panel-far-walk = { $cell } dista { $cost } PA a piedi, oltre i { $left } PA rimasti in questo turno
# A refused action or edge and why ($why: a refusal as src/text words it).
panel-refused = { $what }: { $why }
# The tooltip of a door, a wall or a cell: the one thing a click does.
panel-edge-click = Clic: { $action }
panel-bot-playing = { $who } sta giocando: aspetta il tuo turno
panel-cannot-undo = Impossibile annullare: { $why }
# Why Undo is not possible ($why above, and the Undo button's tooltip).
panel-undo-nothing = ancora niente da annullare
panel-undo-dice = i dadi sono stati lanciati: l'annullamento si ferma lì
panel-undo-reveal = un gettone PDI è stato rivelato: l'annullamento si ferma lì

## The game log panel.
panel-log = Registro della partita
panel-dice = Dadi: rosso { $red }, nero { $black }

## The End turn question.
panel-end-title = Terminare il turno?
panel-end-ap-left = { $who } ha ancora { $ap } PA.
panel-end-saved = { $saved ->
        [one] { $saved } PA sarà conservato per il prossimo turno.
       *[other] { $saved } PA saranno conservati per il prossimo turno.
    }
panel-end-saved-lost = { $saved ->
        [one] { $saved } PA sarà conservato
       *[other] { $saved } PA saranno conservati
    }; { $lost ->
        [one] { $lost } PA andrà perso
       *[other] { $lost } PA andranno persi
    } (se ne conservano al massimo 4).
panel-end-fire-follows = Segue l'Avanzamento del Fuoco; il suo lancio non si può annullare.
# The End the turn? question's button; Enter presses it.
panel-end-turn = Termina il turno (Invio)
panel-keep-playing = Continua a giocare
panel-ask-before-ending = Chiedi prima di terminare un turno con PA rimasti

## The fire summary above the board: what the fire phases (and the bots'
## turns) since a person last acted did, each line with its cells.
panel-fire-being-shown = L'Avanzamento del Fuoco è mostrato sul Tabellone…
panel-replay-strip = La partita viene rigiocata dall'inizio; Spazio salta alla fine.
panel-summary-placeholder = Qui è riassunto ciò che fa il Fuoco alla fine di un turno.
panel-fire-phase = L'Avanzamento del Fuoco:
# $who: the seat that last ended its turn (a person).
panel-fire-phases-since = Le { $count } fasi di Avanzamento del Fuoco da quando { $who } ha terminato il turno:
panel-fire-phases-last = Le ultime { $count } fasi di Avanzamento del Fuoco:
panel-quiet = nient'altro è successo.
panel-quiet-nothing = non è successo nulla.
panel-show-where = Mostra dove sul Tabellone
panel-hide = Nascondi
panel-hide-hint = Nascondi questo riepilogo
# Each kind of happening, counted; $cells lists where ("3,4; 5,6").
panel-summary-victim-lost = { $count ->
        [one] { $count } Vittima perduta
       *[other] { $count } Vittime perdute
    } ({ $cells })
panel-summary-victim-lost-collapse = { $count ->
        [one] { $count } Vittima perduta nel crollo
       *[other] { $count } Vittime perdute nel crollo
    } ({ $cells })
# $who: the firefighters knocked down, by name.
panel-summary-knocked-down = abbattuti: { $who } ({ $cells })
panel-summary-explosion = { $count ->
        [one] { $count } Esplosione
       *[other] { $count } Esplosioni
    } ({ $cells })
panel-summary-hazmat-explosion = { $count ->
        [one] { $count } Esplosione delle Sostanze Pericolose
       *[other] { $count } Esplosioni delle Sostanze Pericolose
    } ({ $cells })
panel-summary-flashover = { $count ->
        [one] { $count } spazio incendiato per Propagazione
       *[other] { $count } spazi incendiati per Propagazione
    } ({ $cells })
panel-summary-caught-fire = { $count ->
        [one] { $count } spazio incendiato
       *[other] { $count } spazi incendiati
    } ({ $cells })
panel-summary-damage = { $count ->
        [one] { $count } cubetto Danno
       *[other] { $count } cubetti Danno
    } ({ $cells })
panel-summary-door-destroyed = { $count ->
        [one] { $count } Porta distrutta
       *[other] { $count } Porte distrutte
    } ({ $cells })
panel-summary-hot-spot = { $count ->
        [one] { $count } nuovo Punto Caldo
       *[other] { $count } nuovi Punti Caldi
    } ({ $cells })
panel-summary-flare-up = { $count ->
        [one] { $count } Combustione
       *[other] { $count } Combustioni
    } ({ $cells })
panel-summary-poi-placed = { $count ->
        [one] { $count } nuovo PDI
       *[other] { $count } nuovi PDI
    } ({ $cells })
panel-summary-cleared-for-poi = { $count ->
        [one] Fuoco o Fumo rimosso per esso in { $count } spazio
       *[other] Fuoco o Fumo rimosso per essi in { $count } spazi
    } ({ $cells })
panel-summary-poi-lost = { $count ->
        [one] { $count } PDI bruciato
       *[other] { $count } PDI bruciati
    } ({ $cells })
panel-summary-elevator-destroyed = { $count ->
        [one] { $count } Ascensore distrutto
       *[other] { $count } Ascensori distrutti
    } ({ $cells })
panel-summary-ladder-retracted = { $count ->
        [one] { $count } Scala Portatile chiusa dal Fuoco
       *[other] { $count } Scale Portatili chiuse dal Fuoco
    } ({ $cells })
panel-summary-smoke = nuovo Fumo in { $count ->
        [one] { $count } spazio
       *[other] { $count } spazi
    } ({ $cells })

## A bot's turn in the fire summary: "Bot 2: moved 3, opened 1 door".
# $who: the bot's name; $deeds: the deeds below, joined by commas.
panel-list-and = { $first } e { $last }
panel-deeds = { $who }: { $deeds }
panel-deed-placed = è partito da { $cells }
panel-deed-placed-lobby = è partito dall'Atrio dell'Ascensore { $cells }
panel-deed-moved = si è mosso { $count ->
        [one] { $count } volta
       *[other] { $count } volte
    }
panel-deed-drove = ha guidato { $count ->
        [one] { $count } volta
       *[other] { $count } volte
    }
# $what: the firefighters who rode along in the bot's drive, by name.
panel-deed-rode = ha portato con sé { $what }
panel-deed-commanded = ha dato ordini a { $what }
panel-deed-opened = ha aperto { $count ->
        [one] { $count } Porta
       *[other] { $count } Porte
    }
panel-deed-closed = ha chiuso { $count ->
        [one] { $count } Porta
       *[other] { $count } Porte
    }
panel-deed-chopped = ha abbattuto un Muro { $count ->
        [one] { $count } volta
       *[other] { $count } volte
    }
panel-deed-extinguished = ha estinto { $count ->
        [one] { $count } gettone Fuoco
       *[other] { $count } gettoni Fuoco
    }
panel-deed-cleared-smoke = ha rimosso { $count ->
        [one] { $count } gettone Fumo
       *[other] { $count } gettoni Fumo
    }
panel-deed-deck-gun = l'Idrante dell'Autopompa ha ripulito { $count ->
        [one] { $count } spazio
       *[other] { $count } spazi
    }
panel-deed-deck-gun-shots = ha usato l'Idrante dell'Autopompa { $shots ->
        [one] una volta
       *[other] { $shots } volte
    }, ripulendo { $cleared ->
        [0] niente
        [one] { $cleared } spazio
       *[other] { $cleared } spazi
    }
# $what: Victims as panel-victim-object names them, joined by commas.
panel-deed-found = ha trovato { $what }
panel-deed-false-alarm = { $count ->
        [one] ha trovato un Falso Allarme
       *[other] ha trovato { $count } Falsi Allarmi
    }
# $what: Victims, Hazmat (panel-…-object) or firefighters by name.
panel-deed-picked-up = ha raccolto { $what }
panel-deed-dropped = ha posato { $count ->
        [one] { $count } oggetto
       *[other] { $count } oggetti
    }
panel-deed-rescued = ha salvato { $what }
panel-deed-carried-out = ha portato fuori { $what }
panel-deed-treated = ha curato { $what }
panel-deed-disposed = ha bonificato { $what }
panel-deed-identified = ha identificato { $count } PDI
panel-deed-hot-spot-removed = ha ripulito { $count ->
        [one] { $count } Punto Caldo
       *[other] { $count } Punti Caldi
    }
panel-deed-repaired = ha riparato { $count ->
        [one] { $count } Muro
       *[other] { $count } Muri
    }
panel-deed-crew-change = ha fatto un Cambio di Squadra con la carta { $card }
panel-deed-ladder = ha usato una Scala Portatile { $count ->
        [one] { $count } volta
       *[other] { $count } volte
    }
panel-deed-saved-ap = ha conservato { $count } PA
panel-deed-ended = ha terminato il turno
panel-deed-playing = sta giocando

## The Hint.
panel-hint-own-turn = I suggerimenti sono per il tuo turno
panel-hint-failed = Nessun suggerimento: { $reason }
panel-hint-thinking = Suggerimento: ci sto pensando…
panel-hint-nothing = Suggerimento: il bot non ha niente da suggerire
panel-hint = Suggerimento: { $action }
panel-hint-then = Poi: { $actions }
panel-hint-end-saved = { $line }, conservando { $saved } PA per il prossimo turno
panel-hint-end-saved-lost = { $line }, conservando { $saved } PA e perdendone { $lost }
panel-hint-take = Segui il suggerimento (Maiusc+H)
panel-hint-take-hint = Esegui ora l'azione suggerita, come farebbe un clic
# Read out for the hint's mark on the board.
panel-hint-on-board = Suggerimento sul Tabellone: { $action }

## Bot seats.
panel-bot-thinking = { $who } sta pensando…
panel-bot-stopped = { $who } si è fermato.
panel-bot-take-over = Gioca tu il posto di { $who }
panel-bot-take-over-hint = D'ora in poi una persona gioca questo Pompiere; anche Annulla fa riprovare il bot da un punto precedente
panel-bot-cannot-start = { $who } non riesce a mettersi a pensare: { $reason }
panel-bot-lost = { $who } ha smesso di pensare inaspettatamente.
panel-bot-nothing = { $who } non trova niente da fare.
panel-bot-refused = { $who } si è fermato: { $why }

## Keys named in tooltips (German writes Strg for Ctrl).
panel-key-zoom-in = Ctrl +
panel-key-zoom-out = Ctrl −
panel-key-zoom-reset = Ctrl 0
