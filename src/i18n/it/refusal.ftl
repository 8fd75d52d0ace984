## Why an action is refused, and what the turn waits for
## (src/text/refusal.rs).
##
## A refusal starts in lower case (unless it starts with a name) and has no
## full stop: the program puts it after its own words. Names come in the
## case given in en/refusal.ftl.

stage-placing-vehicles = si stanno parcheggiando i Veicoli
stage-placing-firefighters = si stanno piazzando i Pompieri
stage-actions = un Pompiere sta effettuando le sue Azioni
stage-knockdown-choice = un Pompiere abbattuto deve scegliere dove andare
stage-riding = i Pompieri sul vecchio spazio del Veicolo scelgono se salire a bordo
stage-deck-gun-roll = l'Autista / Operatore Idrante decide se rilanciare i dadi dell'idrante
stage-hazmat-order = bisogna scegliere la prossima Sostanza Pericolosa che esplode
stage-game-over = la partita è finita

refusal-wrong-stage = ora non è possibile: { $stage }
refusal-no-such-cell = su questo Tabellone non c'è uno spazio così
refusal-no-such-edge = su questo Tabellone non c'è un Muro o una Porta così
refusal-not-a-start-cell = { $cell } non è un punto di partenza: i Pompieri partono fuori dall'edificio
refusal-not-adjacent = { $to } non è adiacente a { $from }
refusal-blocked-way = la strada da { $from } a { $to } è bloccata da { $kind ->
        [wall] un Muro
        [door] una Porta Chiusa
        [entrance] un ingresso
        [window] una Finestra Chiusa
        [thin-wall] una Parete Divisoria Sottile
        [party-wall] una parete in comune
       *[elevator-door] una Porta dell'Ascensore chiusa
    }
refusal-blocked = { $kind ->
        [wall] il Muro
        [door] la Porta Chiusa
        [entrance] l'ingresso
        [window] la Finestra Chiusa
        [thin-wall] la Parete Divisoria Sottile
        [party-wall] la parete in comune
       *[elevator-door] la Porta dell'Ascensore chiusa
    } { $place } sbarra la strada
refusal-party-wall = la parete in comune { $place } non si attraversa mai
refusal-restricted = { $cell } è un'area evidenziata: i Pompieri non vi entrano mai
refusal-elevator = { $cell } è un Ascensore: vi si entra dalla sua Porta
refusal-upper-outside = { $cell } è fuori da un piano superiore: ci si arriva solo da una Scala Portatile
refusal-enter-through-shaft = non si può entrare in { $cell }: nella cabina dell'Ascensore si entra e se ne esce solo dalla sua Porta
refusal-enter-through-facade = non si può entrare in { $cell }: in High Rise i Pompieri entrano ed escono solo dall'Atrio, da un Ascensore o dalla Scala dell'Autopompa
refusal-enter-upper-outside = non si può entrare in { $cell }: uno spazio esterno di un piano superiore si raggiunge solo da una Scala Portatile
refusal-enter-restricted = non si può entrare in { $cell }: i Pompieri non entrano mai nelle aree evidenziate
refusal-enter-destroyed-elevator = non si può entrare in { $cell }: l'Ascensore è distrutto e nessuno può entrarvi
refusal-enter-elevator = non si può entrare in { $cell }: l'Ascensore si usa dalla sua Porta
refusal-not-enough-ap = { $needed ->
        [one] serve { $needed } PA
       *[other] servono { $needed } PA
    }, ne hai { $have }
refusal-carry-into-fire = una Vittima non può essere trasportata nel Fuoco
refusal-would-be-trapped = { $ff } sarebbe nel Fuoco in { $cell } con { $left ->
        [one] { $left } PA rimasto
       *[other] { $left } PA rimasti
    }, ma per uscirne servono { $needed } PA
refusal-would-strand = { $ff } resterebbe nel Fuoco in { $cell }, fuori dalla tua portata
refusal-end-on-fire = non puoi terminare il turno nel Fuoco in { $cell }
refusal-not-your-edge = { $edge } non è un lato di { $cell }
refusal-nothing-to-open = non c'è niente da aprire o chiudere { $place }
refusal-not-a-door = { $edge } non si può aprire né chiudere
refusal-destroyed = { $edge } è { $kind ->
        [wall] distrutto
        [entrance] distrutto
       *[door] distrutta
    }
refusal-already = { $edge } è già { $kind ->
        [wall] { $state ->
            [open] aperto
            [closed] chiuso
           *[destroyed] distrutto
        }
        [entrance] { $state ->
            [open] aperto
            [closed] chiuso
           *[destroyed] distrutto
        }
       *[door] { $state ->
            [open] aperta
            [closed] chiusa
           *[destroyed] distrutta
        }
    }
refusal-not-choppable = { $edge } non si può abbattere: solo i Muri subiscono Danni
refusal-out-of-reach = { $cell } non è il tuo spazio né uno adiacente
refusal-nothing-to-extinguish = non c'è { $level ->
        [fire] Fuoco
        [smoke] Fumo
       *[nothing] niente
    } in { $cell }
refusal-nothing-to-pick-up = { $victim } non è una Vittima rivelata nel tuo spazio
refusal-already-carrying = trasporti già { $victim }: una alla volta
refusal-not-carrying = non stai trasportando niente
refusal-not-a-knockdown-spot = { $cell } non è uno degli spazi { $vehicle ->
        [engine] dell'Autopompa
        [engine_spot] dell'Autopompa
       *[ambulance] dell'Ambulanza
    } più vicini per questo Pompiere

refusal-already-parked = quel Veicolo è già parcheggiato
refusal-driver-must-ride = chi guida l'Autopompa deve viaggiare con essa
refusal-rerolled = il dado { $die ->
        [red] rosso
       *[black] nero
    } è già stato rilanciato: ogni dado al massimo una volta
refusal-lead-into-fire = una Vittima curata non si conduce mai nel Fuoco
refusal-engineer-extinguishes = l'Ingegnere Strutturale non può mai estinguere il Fuoco
refusal-destroyed-elevator-fire = il Fuoco di un Ascensore distrutto non si può estinguere
refusal-hands-full = trasporti già qualcosa: una cosa alla volta
refusal-victim-being-led = quella Vittima viene già condotta: prima va lasciata
refusal-already-leading = conduci già una Vittima: una alla volta
refusal-not-leading = non stai conducendo una Vittima
refusal-cafs-command-limit = il Pompiere CAFS riceve al massimo 1 PA di ordini per turno
refusal-no-crew-change-in-scenario = in questo scenario non c'è il Cambio di Squadra
refusal-crew-change-not-first = il Cambio di Squadra deve essere la prima azione del turno
refusal-crew-change-off-engine = per il Cambio di Squadra il turno deve iniziare sullo Spazio Autopompa
refusal-card-not-in-game = quella carta non è in questa partita
refusal-in-the-lobby = dall'Atrio i Muri del piano in fiamme sono fuori portata: prima apri la Porta dell'Ascensore (regola del programma E37)
refusal-downed-onto-ladder-top = il Segmento Superiore di una Scala Portatile regge un solo Pompiere: uno abbattuto non vi viene trasportato
refusal-pick-up-with-ladder = una Scala Portatile si trasporta a mani libere: prima posala
refusal-left-on-ladder-top = sul Segmento Superiore di una Scala Portatile non si può lasciare niente
refusal-ladder-with-full-hands = una Scala Portatile si trasporta a mani libere: prima posa ciò che trasporti
refusal-second-ladder = trasporti già una Scala Portatile: una alla volta
refusal-ladder-down-on-top = una Scala Portatile non si posa sul Segmento Superiore di un'altra
refusal-raise-without-top = una Scala Portatile si estende solo da uno spazio esterno del piano terra sotto il secondo piano
refusal-ladder-already-raised = qui c'è già una Scala Portatile estesa: una per spazio
refusal-raise-into-fire = una Scala Portatile non si estende nel Fuoco
refusal-retract-under-firefighter = una Scala Portatile non si chiude mentre un Pompiere è sul suo Segmento Superiore
refusal-treat-downed-on-fire = un Pompiere abbattuto si cura solo fuori dal Fuoco
refusal-no-hot-spot = non c'è un Punto Caldo nel tuo spazio
refusal-repair-undamaged = si può riparare solo un Muro danneggiato (un cubetto)
refusal-deck-gun-broken = in questo scenario l'idrante dell'Autopompa è inutilizzabile
refusal-deck-gun-no-target = nel quadrante dell'idrante non c'è uno spazio che i dadi possano indicare

refusal-only-command = solo la carta { $card } può dare ordini
refusal-only-treat-victim = solo la carta { $card } può curare una Vittima
refusal-only-treat-firefighter = solo la carta { $card } può curare un Pompiere abbattuto
refusal-only-dispose = solo la carta { $card } può bonificare Sostanze Pericolose
refusal-only-identify = solo la carta { $card } può identificare un PDI a distanza
refusal-only-clear-hot-spot = solo la carta { $card } può rimuovere un Punto Caldo
refusal-only-repair = solo la carta { $card } può riparare un Muro
refusal-module-off = { $what ->
        [crew] il Cambio di Squadra richiede
        [driving] guidare richiede
        [deckgun] l'idrante dell'Autopompa richiede
       *[hazmat] trasportare Sostanze Pericolose richiede
    } il modulo { $module ->
        [specialists] Specialisti
        [hazmat] Sostanze Pericolose
        [vehicles] Veicoli
        [hotspots] Punti Caldi
        [setup] preparazione avanzata
       *[poi] PDI avanzati
    }, che in questa partita è disattivato
refusal-not-a-spot = { $cell } non è su uno spazio di parcheggio { $vehicle }
refusal-not-next-spot = { $vehicle } si sposta di un parcheggio alla volta: { $cell } non è su uno spazio accanto al suo
refusal-not-on-vehicle = devi stare sullo spazio { $vehicle }
refusal-firefighter-in-area = { $ff } è in { $cell }, nel quadrante dell'idrante
refusal-specialist-in-play = la carta { $card } è già in gioco
refusal-not-an-untreated-victim = { $victim } non è una Vittima non curata nel tuo spazio
refusal-not-a-downed-firefighter = { $ff } non è un Pompiere abbattuto nel tuo spazio
refusal-hazmat-not-here = { $hazmat } non è nel tuo spazio
refusal-not-a-free-treated-victim = { $victim } non è una Vittima curata e libera nel tuo spazio
refusal-command-himself = non si possono dare ordini a { $ff }: il Capitano agisce da sé, non dà ordini a se stesso
refusal-command-no-such-firefighter = non si possono dare ordini a { $ff }: quel Pompiere non esiste
refusal-command-down = non si possono dare ordini a { $ff }: è abbattuto
refusal-command-not-on-the-board = non si possono dare ordini a { $ff }: non è sul Tabellone
refusal-command-none-on-the-board = non si possono dare ordini a { $ff }: quel Pompiere non è sul Tabellone
refusal-no-poi = non c'è un PDI in { $cell }
refusal-fire-nearby = { $cell } è in fiamme o accanto al Fuoco
refusal-ride-no-such-firefighter = { $ff } non può salire a bordo: quel Pompiere non esiste
refusal-ride-down = { $ff } non può salire a bordo: è abbattuto e viaggia solo se trasportato
refusal-ride-not-on-old-spot = { $ff } non può salire a bordo: non è sul vecchio spazio del Veicolo
refusal-ride-off-the-new-spot = { $ff } non può salire a bordo: chi viaggia scende su uno spazio del nuovo parcheggio del Veicolo
refusal-not-on-fire = { $hazmat } non è nel Fuoco
refusal-ladder-no-firefighter = non c'è nessun Pompiere sul Tabellone per maneggiare una Scala Portatile
refusal-ladder-not-in-this-game = in questa partita non ci sono Scale Portatili: sono di 2nd Story
refusal-ladder-not-in-hands = non hai una Scala Portatile in mano
refusal-ladder-none-on-the-engine = sull'Autopompa non è rimasta nessuna Scala Portatile
refusal-ladder-none-lying-here = nel tuo spazio non c'è una Scala Portatile posata
refusal-ladder-none-raised-here = nel tuo spazio non c'è una Scala Portatile estesa
refusal-top-occupied = sul Segmento Superiore della Scala Portatile in { $cell } c'è già un Pompiere: uno alla volta
