## Game terms as docs/glossary.md names them: specialists, levels, modes,
## scenarios, vehicles, player colours and how a game ends.

mode-family = Regeln für Anfänger
mode-experienced = Regeln für Fortgeschrittene
level-recruit = Rekrut
level-veteran = Veteran
level-heroic = Held

specialist-paramedic = Sanitäter
specialist-cafs-firefighter = Druckluftschäumexperte
specialist-hazmat-technician = Gefahrstoffexperte
specialist-generalist = Alleskönner
specialist-fire-captain = Einsatzleiter
specialist-rescue-specialist = Rettungsexperte
specialist-imaging-technician = Feuerwehrmann mit Wärmebildkamera
specialist-driver-operator = Maschinist
specialist-structural-engineer = Statiker

# Each card's ability in short (the English must match ability_text in src/app/play/menus.rs).
ability-paramedic = 4 AP. Ein Opfer behandeln (1 AP); behandelte Opfer können mitgenommen werden. Löschen kostet das Doppelte.
ability-cafs-firefighter = 3 AP + 3 AP zum Feuerlöschen in jedem Spielzug.
ability-hazmat-technician = 4 AP. Einen Gefahrstoff auf Ihrem Feld entsorgen (2 AP).
ability-generalist = 5 AP.
ability-fire-captain = 4 AP + 2 Befehls-AP: andere bewegen und für sie Türen öffnen/schließen (höchstens 1 für den Druckluftschäumexperten).
ability-rescue-specialist = 4 AP + 3 Bewegungs-AP. Einschlagen für 1 AP. Löschen kostet das Doppelte.
ability-imaging-technician = 4 AP. Ein beliebiges Einsatzsymbol für 1 AP identifizieren.
ability-driver-operator = 4 AP. Löschmonitor für 2 AP, jeden Würfel einmal erneut würfeln.
ability-structural-engineer = 4 AP. Brandherde entfernen, Wände reparieren; löscht nie.

scenario-volunteer-crew = Freiwillige Feuerwehr
scenario-unreported-hazmat = Ungemeldete Gefahrstoffe
scenario-arsonists-traces = Spuren eines Brandstifters
scenario-broken-deck-gun = Löschmonitor defekt
scenario-true-heroes = Wahre Helden
scenario-friend-in-need = Ein Freund in Not
scenario-hottest-spot = Der heißeste Brandherd
scenario-save-the-structure = Rettet das Gebäude

# Which rules a board plays by, under its card on the start screen.
rules-base = Grundspiel
rules-second-story = 2nd-Story-Regeln
rules-high-rise = Hochhaus-Regeln
rules-brownstone = Brownstone-Regeln

vehicle-engine = Löschfahrzeug
vehicle-ambulance = Rettungswagen

# Player colours (saved games keep the English names).
colour-red = rot
colour-blue = blau
colour-green = grün
colour-yellow = gelb
colour-purple = lila
colour-teal = türkis

# How a game ended, under the heading of the Game over window.
outcome-won = Sieg
outcome-victims-lost = Vier Opfer wurden getötet.
outcome-collapse = Das Gebäude ist eingestürzt.
outcome-firefighter-down = Ein Feuerwehrmann wurde zu Boden geworfen.
outcome-hazmat-lost = Drei Gefahrstoffe können nicht mehr hinausgetragen werden.
outcome-all-down = Alle Feuerwehrleute sind zu Boden geworfen.
outcome-structure-saved = Das Gebäude ist gerettet.
