## Game terms as docs/glossary.md names them: specialists, levels, modes,
## scenarios, vehicles, player colours and how a game ends.

mode-family = Versione base
mode-experienced = Versione avanzata
level-recruit = Recluta
level-veteran = Veterano
level-heroic = Eroico

specialist-paramedic = Paramedico
specialist-cafs-firefighter = Pompiere CAFS
specialist-hazmat-technician = Tecnico Sostanze Pericolose
specialist-generalist = Pompiere Esperto
specialist-fire-captain = Capitano
specialist-rescue-specialist = Specialista dei Recuperi
specialist-imaging-technician = Tecnico Strumentazione
specialist-driver-operator = Autista / Operatore Idrante
specialist-structural-engineer = Ingegnere Strutturale

# Each card's ability in short (the English must match ability_text in src/app/play/menus.rs).
ability-paramedic = 4 PA. Curare una Vittima (1 PA); le Vittime curate possono essere condotte. Estinguere il Fuoco costa il doppio.
ability-cafs-firefighter = 3 PA + 3 PA per Estinguere il Fuoco a ogni turno.
ability-hazmat-technician = 4 PA. Bonifica di una Sostanza Pericolosa nel tuo spazio (2 PA).
ability-generalist = 5 PA.
ability-fire-captain = 4 PA + 2 PA Comando: muovi gli altri Pompieri e apri/chiudi le Porte per loro (al massimo 1 sul Pompiere CAFS).
ability-rescue-specialist = 4 PA + 3 PA per Muovere. Abbattere un Muro per 1 PA. Estinguere il Fuoco costa il doppio.
ability-imaging-technician = 4 PA. Identificare qualsiasi PDI per 1 PA.
ability-driver-operator = 4 PA. Idrante dell'Autopompa per 2 PA, rilancia ogni dado una volta.
ability-structural-engineer = 4 PA. Ripulire i Punti Caldi, Riparare i Muri; non estingue mai il Fuoco.

scenario-volunteer-crew = Squadra di volontari
scenario-unreported-hazmat = Sostanze Pericolose non segnalate
scenario-arsonists-traces = Tracce di un Piromane
scenario-broken-deck-gun = Idrante dell'autopompa inutilizzabile
scenario-true-heroes = Veri Eroi
scenario-friend-in-need = Un amico in difficoltà
scenario-hottest-spot = Il Punto più Caldo
scenario-save-the-structure = Salvare la Struttura

# Which rules a board plays by, under its card on the start screen.
rules-base = Gioco base
rules-second-story = Regole di 2nd Story
rules-high-rise = Regole di High Rise
rules-brownstone = Regole di Brownstone

vehicle-engine = Autopompa
vehicle-ambulance = Ambulanza

# Player colours (saved games keep the English names).
colour-red = rosso
colour-blue = blu
colour-green = verde
colour-yellow = giallo
colour-purple = viola
colour-teal = verde acqua

# How a game ended, under the heading of the Game over window.
outcome-won = Vittoria
outcome-victims-lost = Quattro Vittime sono andate perdute.
outcome-collapse = L'edificio è crollato.
outcome-firefighter-down = Un Pompiere è stato abbattuto.
outcome-hazmat-lost = Tre Sostanze Pericolose non possono più essere portate fuori.
outcome-all-down = Tutti i Pompieri sono abbattuti.
outcome-structure-saved = La struttura è salva.
