## The new-game dialog (src/app/new_game.rs).

new-game-heading = Nuova partita
new-game-seed = Seme
new-game-new-seed = Nuovo seme
new-game-new-seed-hint = Un nuovo seme casuale
new-game-bad-seed = Il seme deve essere un numero intero, non “{ $seed }”
new-game-start = Inizia
new-game-board = Tabellone
new-game-expansion = Espansione
new-game-expansion-none = Nessuna: il gioco base
new-game-expansion-second-story = 2nd Story: Scale Portatili, secondo piano, Guidare fino a qualsiasi spazio di parcheggio
new-game-expansion-high-rise = High Rise: Ascensori, l'Atrio, la Scala dell'Autopompa, niente Ambulanza
new-game-expansion-brownstone = Brownstone: pareti in comune; Guidare fino all'altro lato dell'edificio costa 4 PA
new-game-rules = Regole
# 2nd Story names its two setups after the modes (2ND-SETUP-1/2).
new-game-family-easy = Versione base (Modalità Semplice)
new-game-experienced-hard = Versione avanzata (Modalità Difficile)
new-game-setup = Preparazione
new-game-setup-second-story = 3 Esplosioni e 3 PDI tirati con i dadi (2ND-SETUP-1)
new-game-setup-no-family = 3 Esplosioni e 3 PDI tirati con i dadi (il Tabellone non ha una preparazione stampata per la versione base)
new-game-random-setup = Preparazione casuale (Esplosioni e PDI tirati con i dadi)
new-game-level = Livello
new-game-modules = Moduli
new-game-module-specialists = Specialisti e Cambio di Squadra
new-game-module-hazmat = Sostanze Pericolose
new-game-module-vehicles = Veicoli (Idrante dell'Autopompa, Ambulanza)
new-game-module-vehicles-no-ambulance = Veicoli (Autopompa e Idrante; questo Tabellone non ha l'Ambulanza)
new-game-module-hot-spots = Punti Caldi
new-game-module-experienced-setup = Preparazione avanzata (Esplosioni secondo il livello)
new-game-module-experienced-poi = I PDI seguono le frecce
new-game-module-experienced-poi-no-arrows = I PDI seguono le frecce (questo Tabellone non ne ha: si tira di nuovo)
new-game-level-hint = { $explosions } Esplosioni Iniziali, { $hazmat } Sostanze Pericolose, { $extra ->
        [0] nessun Punto Caldo in più tirato con i dadi
        [one] un Punto Caldo in più tirato con i dadi
       *[other] { $extra } Punti Caldi in più tirati con i dadi
    } (EXP-SETUP)
new-game-module-specialists-hint = Ogni Pompiere gioca una carta Specialista: PA e abilità proprie. Il Cambio di Squadra cambia carta sullo spazio dell'Autopompa.
new-game-module-hazmat-hint = Le Sostanze Pericolose esplodono quando il Fuoco le raggiunge; portate fuori dall'edificio, sono al sicuro.
new-game-module-vehicles-hint = L'Ambulanza salva le Vittime portate fino a lei e accoglie i Pompieri abbattuti; l'Idrante dell'Autopompa spegne il Fuoco nel quadrante di fronte.
new-game-module-hot-spots-hint = Un tiro del Fuoco su un Punto Caldo si ripete, e le Combustioni aggiungono Punti Caldi.
new-game-module-experienced-setup-hint = Il Fuoco parte da Esplosioni secondo il livello, con Sostanze Pericolose e Punti Caldi; se disattivato, la preparazione della versione base.
new-game-module-experienced-poi-hint = Un nuovo PDI tirato sul Fuoco, sul Fumo, su un Pompiere o su un altro PDI segue le frecce stampate fino a uno spazio libero.
new-game-module-experienced-poi-no-arrows-hint = Questo Tabellone non ha frecce: un nuovo PDI tirato sul Fuoco, sul Fumo, su un Pompiere o su un altro PDI viene tirato di nuovo (EXP-POI-3). Senza questo modulo, un PDI tirato sul Fuoco o sul Fumo ne prende il posto (FAM-POI-3).
new-game-scenarios = Scenari
new-game-firefighters = Pompieri
# After the number on the firefighters slider.
new-game-firefighters-count =
    { $count ->
        [one] Pompiere
       *[other] Pompieri
    }
new-game-play-alone = Gioca da solo con i bot
new-game-play-alone-hint = Tu giochi il Pompiere 1; i bot giocano tutti gli altri posti e, dove le carte si scelgono, prendono le carte con cui giocano meglio
new-game-bots-choose = I bot scelgono le loro carte
new-game-bots-choose-hint = Ogni posto dei bot lasciato su Casuale prende la carta con cui i bot giocano meglio, tra le carte che nessun altro posto ha
new-game-bots-choose-done = Ogni posto dei bot ha una carta; rimettine uno su Casuale perché i bot la scelgano
new-game-seat = Posto
new-game-plays = Gioca
new-game-colour = Colore
new-game-player = Giocatore
new-game-specialist = Specialista
new-game-firefighter = Pompiere { $seat }
new-game-bot = Bot
new-game-human = Umano
new-game-plays-hint = Chi gioca questo posto: clicca per passare da una persona a un bot
# Read out for the Bot/Human button: "Seat 2 plays: Bot".
new-game-seat-plays = Il posto { $seat } è giocato da: { $who }
new-game-bot-name = Bot { $seat }
new-game-name-hint = nome (facoltativo)
new-game-random-card = Casuale
new-game-random-card-hint = Una carta pescata a caso all'inizio della partita
# $scenario: the Volunteer crew scenario's name.
new-game-card-dealt = Distribuita a caso ({ $scenario })
# A card another seat holds, in a seat's list: choosing it swaps the two.
new-game-card-held = { $card } ({ $who })
new-game-card-swap-hint = { $who } ha questa carta: sceglierla qui dà a { $who } la scelta di questo posto
new-game-engine-spot = Spazio Autopompa
new-game-ambulance-spot = Spazio Ambulanza
new-game-spot-at-setup = Scelto sul Tabellone durante la preparazione
new-game-spot-only = { $pos } (l'unico spazio su questo Tabellone)
