## Game terms as docs/glossary.md names them: specialists, levels, modes,
## scenarios, vehicles, player colours and how a game ends.

mode-family = Family
mode-experienced = Experienced
level-recruit = Recruit
level-veteran = Veteran
level-heroic = Heroic

specialist-paramedic = Paramedic
specialist-cafs-firefighter = CAFS Firefighter
specialist-hazmat-technician = Hazmat Technician
specialist-generalist = Generalist
specialist-fire-captain = Fire Captain
specialist-rescue-specialist = Rescue Specialist
specialist-imaging-technician = Imaging Technician
specialist-driver-operator = Driver/Operator
specialist-structural-engineer = Structural Engineer

# Each card's ability in short (the English must match ability_text in src/app/play/menus.rs).
ability-paramedic = 4 AP. Treat a Victim (1 AP); treated Victims can be led. Extinguishing costs double.
ability-cafs-firefighter = 3 AP + 3 Extinguish AP each turn.
ability-hazmat-technician = 4 AP. Dispose of a Hazmat in your space (2 AP).
ability-generalist = 5 AP.
ability-fire-captain = 4 AP + 2 Command AP: move others and open/close doors for them (at most 1 on the CAFS).
ability-rescue-specialist = 4 AP + 3 Move AP. Chop for 1 AP. Extinguishing costs double.
ability-imaging-technician = 4 AP. Identify any POI for 1 AP.
ability-driver-operator = 4 AP. Deck gun for 2 AP, re-roll each die once.
ability-structural-engineer = 4 AP. Clear Hot Spots, repair walls; never extinguishes.

scenario-volunteer-crew = Volunteer crew
scenario-unreported-hazmat = Unreported hazmat
scenario-arsonists-traces = Arsonist's traces
scenario-broken-deck-gun = Broken deck gun
scenario-true-heroes = True heroes
scenario-friend-in-need = A friend in need
scenario-hottest-spot = The hottest spot
scenario-save-the-structure = Save the structure

# Which rules a board plays by, under its card on the start screen.
rules-base = Base game
rules-second-story = 2nd Story rules
rules-high-rise = High Rise rules
rules-brownstone = Brownstone rules

vehicle-engine = Engine
vehicle-ambulance = Ambulance

# Player colours (saved games keep the English names).
colour-red = red
colour-blue = blue
colour-green = green
colour-yellow = yellow
colour-purple = purple
colour-teal = teal

# How a game ended, a sentence under the heading of the Game over window
# ("The crew lost", then why).
outcome-won = won
outcome-victims-lost = Four Victims died.
outcome-collapse = The building collapsed.
outcome-firefighter-down = A firefighter was knocked down.
outcome-hazmat-lost = Three Hazmat can no longer be carried out.
outcome-all-down = Every firefighter is down.
outcome-structure-saved = The structure is saved.
