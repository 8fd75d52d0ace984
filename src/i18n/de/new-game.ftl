## The new-game dialog (src/app/new_game.rs).

new-game-heading = Neues Spiel
new-game-seed = Startwert
new-game-new-seed = Neuer Startwert
new-game-new-seed-hint = Ein neuer zufälliger Startwert
new-game-bad-seed = Der Startwert muss eine ganze Zahl sein, nicht „{ $seed }“
new-game-start = Starten
new-game-board = Spielplan
new-game-expansion = Erweiterung
new-game-expansion-none = Keine: das Grundspiel
new-game-expansion-second-story = 2nd Story: Leitern, Obergeschoss, Fahren zu jedem Parkplatz
new-game-expansion-high-rise = Hochhaus: Aufzüge, die Lobby, die Drehleiter, kein Rettungswagen
new-game-expansion-brownstone = Brownstone: Gebäudetrennwände; Fahren auf die andere Seite des Gebäudes kostet 4 AP
new-game-rules = Regeln
# 2nd Story names its two setups after the modes (2ND-SETUP-1/2).
new-game-family-easy = Regeln für Anfänger (einfacher Spielaufbau)
new-game-experienced-hard = Regeln für Fortgeschrittene (schwerer Spielaufbau)
new-game-setup = Spielaufbau
new-game-setup-second-story = 3 Explosionen und 3 Einsatzsymbole erwürfelt (2ND-SETUP-1)
new-game-setup-no-family = 3 Explosionen und 3 Einsatzsymbole erwürfelt (der Spielplan hat keinen aufgedruckten Spielaufbau für Anfänger)
new-game-random-setup = Zufälliger Spielaufbau (Explosionen und Einsatzsymbole erwürfelt)
new-game-level = Schwierigkeitsgrad
new-game-modules = Module
new-game-module-specialists = Experten und Mannschaftstausch
new-game-module-hazmat = Gefahrstoffe
new-game-module-vehicles = Fahrzeuge (Löschmonitor, Rettungswagen)
new-game-module-vehicles-no-ambulance = Fahrzeuge (Löschfahrzeug und Löschmonitor; dieser Spielplan hat keinen Rettungswagen)
new-game-module-hot-spots = Brandherde
new-game-module-experienced-setup = Spielaufbau für Fortgeschrittene (Explosionen nach Schwierigkeitsgrad)
new-game-module-experienced-poi = Einsatzsymbole folgen den Pfeilen
new-game-module-experienced-poi-no-arrows = Einsatzsymbole folgen den Pfeilen (dieser Spielplan hat keine: neu gewürfelt)
new-game-level-hint = { $explosions } Explosionen zu Beginn, { $hazmat } Gefahrstoffe, { $extra ->
        [0] keine weiteren Brandherde erwürfelt
        [one] ein weiterer Brandherd erwürfelt
       *[other] { $extra } weitere Brandherde erwürfelt
    } (EXP-SETUP)
new-game-module-specialists-hint = Jeder Feuerwehrmann spielt eine Expertenkarte: eigene AP und Fähigkeiten. Der Mannschaftstausch wechselt eine Karte auf dem Feld des Löschfahrzeugs.
new-game-module-hazmat-hint = Gefahrstoffe explodieren, wenn das Feuer sie erreicht; aus dem Gebäude getragen, sind sie sicher.
new-game-module-vehicles-hint = Der Rettungswagen rettet die zu ihm gebrachten Opfer und nimmt die zu Boden geworfenen Feuerwehrleute auf; der Löschmonitor des Löschfahrzeugs löscht Feuer in seinem Quadranten.
new-game-module-hot-spots-hint = Ein Wurf für das Feuer auf einen Brandherd wird wiederholt, und Auflodern bringt neue Brandherde.
new-game-module-experienced-setup-hint = Das Feuer beginnt mit Explosionen nach Schwierigkeitsgrad, mit Gefahrstoffen und Brandherden; ausgeschaltet: der Spielaufbau für Anfänger.
new-game-module-experienced-poi-hint = Ein neues Einsatzsymbol, das auf Feuer, Rauch, einen Feuerwehrmann oder ein anderes Einsatzsymbol fällt, folgt den aufgedruckten Pfeilen bis zu einem freien Feld.
new-game-module-experienced-poi-no-arrows-hint = Dieser Spielplan hat keine Pfeile: Ein neues Einsatzsymbol, das auf Feuer, Rauch, einen Feuerwehrmann oder ein anderes Einsatzsymbol fällt, wird neu gewürfelt (EXP-POI-3). Ohne dieses Modul nimmt ein Einsatzsymbol, das auf Feuer oder Rauch fällt, dessen Platz ein (FAM-POI-3).
new-game-scenarios = Szenarien
new-game-firefighters = Feuerwehrleute
# After the number on the firefighters slider.
new-game-firefighters-count =
    { $count ->
        [one] Feuerwehrmann
       *[other] Feuerwehrleute
    }
new-game-play-alone = Allein mit Bots spielen
new-game-play-alone-hint = Sie spielen Feuerwehrmann 1; Bots spielen alle anderen Plätze und nehmen, wo die Karten gewählt werden, die Karten, mit denen sie am besten spielen
new-game-bots-choose = Bots wählen ihre Karten
new-game-bots-choose-hint = Jeder Bot-Platz, der auf Zufällig steht, nimmt die Karte, mit der die Bots am besten spielen, unter den Karten, die kein anderer Platz hat
new-game-bots-choose-done = Jeder Bot-Platz hat eine Karte; stellen Sie einen auf Zufällig zurück, damit die Bots seine Karte wählen
new-game-seat = Platz
new-game-plays = Spielt
new-game-colour = Farbe
new-game-player = Spieler
new-game-specialist = Experte
new-game-firefighter = Feuerwehrmann { $seat }
new-game-bot = Bot
new-game-human = Mensch
new-game-plays-hint = Wer diesen Platz spielt: klicken, um zwischen Mensch und Bot zu wechseln
# Read out for the Bot/Human button: "Seat 2 plays: Bot".
new-game-seat-plays = Platz { $seat } spielt: { $who }
new-game-bot-name = Bot { $seat }
new-game-name-hint = Name (optional)
new-game-random-card = Zufällig
new-game-random-card-hint = Eine Karte, die zu Spielbeginn zufällig gezogen wird
# $scenario: the Volunteer crew scenario's name.
new-game-card-dealt = Zufällig ausgeteilt ({ $scenario })
# A card another seat holds, in a seat's list: choosing it swaps the two.
new-game-card-held = { $card } ({ $who })
new-game-card-swap-hint = { $who } hat diese Karte: Wird sie hier gewählt, erhält { $who } die bisherige Wahl dieses Platzes
new-game-engine-spot = Parkplatz des Löschfahrzeugs
new-game-ambulance-spot = Rettungswagenfeld
new-game-spot-at-setup = Beim Spielaufbau auf dem Spielplan gewählt
new-game-spot-only = { $pos } (der einzige Parkplatz auf diesem Spielplan)
