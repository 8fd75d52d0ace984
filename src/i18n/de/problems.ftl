## What is wrong with a board: validation problems and where they are
## (src/engine/board/validate.rs, worded in src/text/problem.rs).
## Selector values: see en/problems.ftl.

problem-line = { $severity }: { $at }: { $message }
problem-severity-error = Fehler
problem-severity-warning = Warnung
problem-more = … und { $count } weitere
problem-invalid-board = der Spielplan hat { $count } Fehler

## Where a problem is.
problem-at-board = Spielplan
problem-at-cell = Feld { $cell }
problem-at-edge = Kante { $edge }
problem-at-stair = Treppe { $number }
problem-at-ambulance-spot = Rettungswagenfeld { $number }
problem-at-engine-spot = Parkplatz des Löschfahrzeugs { $number }
problem-at-family-setup = Spielaufbau für Anfänger
problem-at-first-explosion = Tabelle der ersten Explosion
problem-at-ladder-top = oberes Leiterteil { $number }
problem-at-setup-line = Aufbaulinie { $number }
problem-unnamed-floor = unbenanntes Stockwerk { $number }
problem-cell-on-floor = { $coords } { $floor }

## The board as a whole.
problem-format-version = format_version ist { $found }, aber dieses Programm liest Version { $reads }
problem-no-name = der Spielplan hat keinen Namen
problem-die-sides = der { $die ->
    [red] rote Würfel
    [black] schwarze Würfel
   *[floor] Stockwerkwürfel
} hat { $sides } Seiten; nötig sind 1 bis { $max }
problem-no-floors = der Spielplan hat keine Stockwerke
problem-too-many-floors = der Spielplan hat { $floors } Stockwerke; höchstens { $max } werden unterstützt
problem-floor-unnamed = das Stockwerk hat keinen Namen
problem-floor-name-repeated = ein anderes Stockwerk heißt ebenfalls { $name }
problem-hot-spot-supply = der Brandherdvorrat darf die 24 Brandherdsymbole nicht übersteigen (COMP-6)

## A floor's grid.
problem-no-rows = das Stockwerk hat keine Zeilen mit Feldern
problem-first-row-empty = Zeile 0 des Stockwerks hat keine Felder
problem-floor-too-large = das Stockwerk ist { $rows } × { $cols } groß; höchstens { $max } × { $max } sind erlaubt
problem-ragged-row = Zeile { $row } hat { $len } Felder, Zeile 0 aber { $cols }; alle Zeilen müssen gleich lang sein
problem-unknown-cell-char = unbekanntes Feldzeichen { $char }: verwenden Sie '.' außerhalb, '#' im Gebäude, 'x' gesperrt, 'e' Aufzug

## Edges.
problem-edge-floor-prefix = Kanten stehen unter ihrem Stockwerk; schreiben Sie sie ohne Stockwerk-Präfix
problem-edge-cell-off-grid = Feld { $cell } liegt außerhalb des { $rows } × { $cols }-Koordinatennetzes des Stockwerks
problem-edge-on-grid-border = { $kind ->
    [wall] eine Wand
    [door] eine Tür
    [entrance] ein Eingang
    [window] ein Fenster
    [thin-wall] eine dünne Wand
    [party-wall] eine Gebäudetrennwand
   *[elevator-door] eine Aufzugstür
} am äußeren Rand des Koordinatennetzes: dahinter liegt kein Feld
problem-edge-listed-twice = diese Kante steht mehr als einmal in der Liste
problem-entrance-not-between = ein Eingang muss zwischen einem Feld im Gebäude und einem Feld außerhalb liegen (BOARD-4)
problem-edge-outside-building = { $kind ->
    [wall] eine Wand
    [door] eine Tür
    [entrance] ein Eingang
    [window] ein Fenster
    [thin-wall] eine dünne Wand
    [party-wall] eine Gebäudetrennwand
   *[elevator-door] eine Aufzugstür
} zwischen zwei Feldern außerhalb gehört zu keinem Gebäude
problem-elevator-door-cells = eine Aufzugstür muss an genau ein Aufzugsfeld grenzen
problem-cannot-be-open = { $kind ->
    [wall] eine Wand
    [door] eine Tür
    [entrance] ein Eingang
    [window] ein Fenster
    [thin-wall] eine dünne Wand
    [party-wall] eine Gebäudetrennwand
   *[elevator-door] eine Aufzugstür
} kann nicht offen sein; nur Türen, Fenster und Aufzugstüren lassen sich öffnen
problem-elevator-doors = ein Aufzug braucht genau eine Aufzugstür; dieser hat { $doors } (URB-HIGHRISE-ELEV-1)
problem-car-side-open = Hochhaus: die Seite { $side } der Aufzugskabine ist { $kind ->
    [wall] eine Wand
    [door] eine Tür
    [entrance] ein Eingang
    [window] ein Fenster
    [thin-wall] eine dünne Wand
    [party-wall] eine Gebäudetrennwand
    [elevator-door] eine Aufzugstür
   *[open-floor] offener Boden
}; die Seiten einer Kabine sind Wände, bis auf ihre Aufzugstür (URB-HIGHRISE-ELEV-1)

## Deck-gun areas (quadrants).
problem-areas-rows = das Quadrantennetz hat { $rows } Zeilen, das Stockwerk aber { $floorRows }
problem-areas-row-length = Zeile { $row } des Quadrantennetzes hat { $len } Zeichen, das Stockwerk aber { $cols } Spalten
problem-outside-in-area = ein Feld außerhalb des Gebäudes kann zu keinem Quadranten des Löschmonitors gehören
problem-unknown-area-char = unbekanntes Quadrantenzeichen { $char }: verwenden Sie eine Ziffer 1-9 oder '.'

## POI arrows.
problem-no-arrows = das Stockwerk hat keine Pfeile für Einsatzsymbole; die Fortgeschrittenenregel (EXP-POI-3) würfelt dann erneut, statt ihnen zu folgen
problem-arrows-rows = das Pfeilnetz hat { $rows } Zeilen, das Stockwerk aber { $floorRows }
problem-arrows-row-length = Zeile { $row } des Pfeilnetzes hat { $len } Einträge, das Stockwerk aber { $cols } Spalten
problem-unknown-arrow = unbekannter Pfeil { $word }: verwenden Sie N, NE, E, SE, S, SW, W, NW oder '.'
problem-outside-arrow = ein Feld außerhalb des Gebäudes kann keinen Pfeil haben
problem-arrow-leaves-building = der Pfeil { $dir } zeigt aus dem Gebäude hinaus
problem-cells-without-arrow = { $count ->
    [one] { $count } Feld im Gebäude hat
   *[other] { $count } Felder im Gebäude haben
} keinen Pfeil; die Fortgeschrittenenregel (EXP-POI-3) würfelt erneut, wenn der Weg auf ein solches Feld trifft

## Dice.
problem-floor-face-not-on-die = floor_face { $face } ist keine Seite des { $sides }-seitigen Stockwerkwürfels
problem-floor-face-missing = der Spielplan hat einen Stockwerkwürfel, also braucht jedes Stockwerk ein floor_face
problem-floor-face-ignored = floor_face wird ignoriert: der Spielplan hat keinen Stockwerkwürfel
problem-dice-override-floor-prefix = eigene Koordinaten stehen unter ihrem Stockwerk; schreiben Sie das Feld ohne Stockwerk-Präfix
problem-dice-override-off-grid = diese eigenen Koordinaten nennen ein Feld außerhalb des Koordinatennetzes
problem-dice-on-outside = ein Feld außerhalb des Gebäudes kann keine Koordinaten haben
problem-dice-override-twice = dieses Feld hat mehr als einmal eigene Koordinaten
problem-dice-override-misfit = die eigenen Koordinaten rot { $red }, schwarz { $black } passen nicht zu einem { $redSides }-seitigen roten und einem { $blackSides }-seitigen schwarzen Würfel
problem-roll = { $face ->
    [0] rot { $red }, schwarz { $black }
   *[floor-die] Stockwerk { $face }, rot { $red }, schwarz { $black }
}
problem-shared-roll-on-floor = die Felder in Zeile { $firstRow }, Spalte { $firstCol } und Zeile { $secondRow }, Spalte { $secondCol } haben beide das Würfelergebnis { $roll }; jedes Ergebnis muss genau ein Feld nennen
problem-shared-roll-across-floors = die Felder { $first } und { $second } haben beide das Würfelergebnis { $roll }; jedes Ergebnis muss genau ein Feld nennen
problem-no-dice = kein Feld hat Koordinaten, also könnte sich das Feuer nie ausbreiten (GEN-3)
problem-unnamed-results = { $unnamed } der { $total } Würfelergebnisse nennen kein Feld; bei diesen Würfen wird erneut gewürfelt
problem-cells-without-dice = { $count ->
    [one] { $count } Feld im Gebäude hat
   *[other] { $count } Felder im Gebäude haben
} keine Koordinaten: das Feuer breitet sich nie dorthin aus, und dort wird kein Einsatzsymbol platziert

## Stairs.
problem-stair-floor-missing = Feld { $cell } liegt im Stockwerk { $floor }, aber der Spielplan hat { $floors ->
    [one] { $floors } Stockwerk
   *[other] { $floors } Stockwerke
}
problem-stair-off-grid = Feld { $cell } liegt außerhalb des Koordinatennetzes seines Stockwerks
problem-stair-not-inside = Feld { $cell } ist { $kind ->
    [inside] ein Feld im Gebäude
    [restricted] gesperrt
    [elevator] ein Aufzug
   *[outside] ein Feld außerhalb des Gebäudes
}; Treppen müssen auf Feldern im Gebäude liegen
problem-stair-direction-off-grid = die Treppenrichtung { $dir } von Feld { $cell } zeigt aus dem Koordinatennetz hinaus
problem-stair-direction-wall = die Treppenrichtung von Feld { $cell } muss die Seite ohne aufgedruckte Wand sein (2ND-STAIRS-3), aber an Kante { $edge } ist { $kind ->
    [wall] eine Wand
    [door] eine Tür
    [entrance] ein Eingang
    [window] ein Fenster
    [thin-wall] eine dünne Wand
    [party-wall] eine Gebäudetrennwand
   *[elevator-door] eine Aufzugstür
}
problem-stair-one-floor = beide Enden ({ $first } und { $second }) liegen im selben Stockwerk; eine Treppe verbindet zwei Stockwerke
problem-stair-cell-taken = Feld { $cell } gehört schon zu einer anderen Treppe

## Parking spots.
problem-no-parking = der Spielplan hat keine Parkplätze: zu Boden geworfene Feuerwehrleute könnten nirgendwohin (FAM-KD-1)
problem-no-ambulance-spot = der Spielplan hat kein Rettungswagenfeld; zu Boden Geworfene und Gerettete kommen zu den Parkplätzen des Löschfahrzeugs (Entscheidung E6 in docs/rulings.md, nach URB-HIGHRISE-GEN-2)
problem-spot-not-ground = Feld { $cell } liegt nicht im Erdgeschoss; Fahrzeuge parken draußen auf Straßenhöhe
problem-spot-off-grid = Feld { $cell } liegt außerhalb des Koordinatennetzes
problem-spot-not-outside = Feld { $cell } liegt nicht auf dem äußeren Ring; Fahrzeuge parken außerhalb des Gebäudes (BOARD-5)
problem-spots-overlap = Feld { $cell } gehört auch zum { $vehicle ->
    [ambulance] Rettungswagenfeld
   *[engine] Parkplatz des Löschfahrzeugs
} { $other }; Parkplätze desselben Fahrzeugs dürfen sich nicht überlappen
problem-spot-shares-cell = Feld { $cell } gehört auch zum { $vehicle ->
    [ambulance] Rettungswagenfeld
   *[engine] Parkplatz des Löschfahrzeugs
} { $other }
problem-spot-not-adjacent = die Felder { $first } und { $second } sind keine zwei angrenzenden Felder; ein Fahrzeug belegt zwei nebeneinanderliegende Felder (COMP-11)
problem-deck-gun-area-missing = der Löschmonitor zielt auf Quadrant { $area }, aber kein Feld gehört zu Quadrant { $area }
problem-deck-gun-area-across = der Löschmonitor zielt auf Quadrant { $area }, aber die Felder des Gebäudes neben diesem Parkplatz gehören zu Quadrant { $nearest } (BOARD-6): das Löschfahrzeug würde quer über das Gebäude spritzen
problem-spots-not-clockwise = { $vehicle ->
    [ambulance] die Rettungswagenfelder stehen nicht im Uhrzeigersinn um das Gebäude in der Liste (Rettungswagenfeld { $spot } ist außer der Reihe)
   *[engine] die Parkplätze des Löschfahrzeugs stehen nicht im Uhrzeigersinn um das Gebäude in der Liste (Parkplatz { $spot } ist außer der Reihe)
}, also würde die Aktion Fahren ihn überspringen (BOARD-5)

## The experienced setup's first explosion.
problem-first-explosion-count = { $cells } Felder, aber der schwarze Würfel hat { $faces } Seiten: ein Feld pro Seite (EXP-SETUP-4)
problem-first-explosion-off-board = Feld { $cell } liegt nicht auf dem Spielplan
problem-first-explosion-not-inside = Feld { $cell } ist { $kind ->
    [inside] ein Feld im Gebäude
    [restricted] gesperrt
    [elevator] ein Aufzug
   *[outside] ein Feld außerhalb des Gebäudes
}; Explosionen beginnen im Gebäude

## The family setup.
problem-setup-cell-off-board = { $token ->
    [fire] Startfeuer-Feld
   *[poi] Start-Einsatzsymbol-Feld
} { $cell } liegt nicht auf dem Spielplan
problem-setup-cell-not-inside = { $token ->
    [fire] Startfeuer-Feld
   *[poi] Start-Einsatzsymbol-Feld
} { $cell } ist { $kind ->
    [inside] ein Feld im Gebäude
    [restricted] gesperrt
    [elevator] ein Aufzug
   *[outside] ein Feld außerhalb des Gebäudes
}; der Spielaufbau legt Symbole auf Felder im Gebäude
problem-setup-cell-twice = Feld { $cell } steht zweimal in der Liste ({ $first ->
    [fire] Feuer
   *[poi] Einsatzsymbol
} und { $second ->
    [fire] Feuer
   *[poi] Einsatzsymbol
})
problem-too-many-setup-pois = { $count } Einsatzsymbole, aber ein Spiel hat 15 (COMP-3)
problem-too-many-setup-fires = { $count } Feuer, aber es gibt 33 Feuer/Rauchsymbole (COMP-2)

## Whether the rules can run on the board.
problem-deck-gun-area-misses-flips = Quadrant { $area } ist kein Block von Würfelergebnissen, in dem das Umdrehen des Würfels (EXP-VEH-DECKGUN-3) immer landet; bei Fehlwürfen wird erneut gewürfelt
problem-fire-cannot-advance = jedes Feld mit Koordinaten ist ein Aufzug, bei dem die Ausbreitung des Feuers erneut würfelt (URB-HIGHRISE-FIRE-1): das Feuer könnte sich nie ausbreiten
problem-no-poi-cell = kein Feld im Gebäude (`#`) hat Koordinaten, also könnte nie ein Einsatzsymbol platziert (FAM-POI-1) und nie ein Spiel gewonnen werden
problem-few-poi-cells = nur { $count ->
    [one] { $count } Feld im Gebäude hat
   *[other] { $count } Felder im Gebäude haben
} Koordinaten, also passen weniger als 3 Einsatzsymbole auf den Spielplan; der Rest bleibt im Beutel (Ruling R50)
problem-few-advance-cells = die Würfel nennen nur { $count ->
    [one] { $count } Feld, auf das sich das Feuer ausbreiten kann
   *[other] { $count } Felder, auf die sich das Feuer ausbreiten kann
}, nicht mehr als die { $hotSpots } Brandherde: sobald auf allen ein Brandherd liegt, beendet ein Auflodern die Kette sofort (Ruling R49)
problem-no-collapse = Wände und Fenster fassen nur { $capacity } Schadenszähler, weniger als die { $cubes } eines Einsturzes (FAM-END-3): das Gebäude kann nie einstürzen, und nur Opfer beenden ein Spiel
problem-floor-unreachable-no-stairs = keine Treppe führt zu diesem Stockwerk, also { $cells ->
    [one] ist sein { $cells } Feld im Gebäude nicht erreichbar
   *[other] ist keines seiner { $cells } Felder im Gebäude erreichbar
} (2ND-STAIRS-1)
problem-floor-unreachable = { $cells ->
    [one] das { $cells } Feld im Gebäude auf diesem Stockwerk ist nicht
   *[other] keines der { $cells } Felder im Gebäude auf diesem Stockwerk ist
} { $from ->
    [elevator] von einem Aufzug aus
   *[outside] von außen
} erreichbar, ohne eine Wand einzuschlagen
problem-cell-unreachable = dieses Feld im Gebäude ist { $from ->
    [elevator] von einem Aufzug aus
   *[outside] von außen
} nicht erreichbar, ohne eine Wand einzuschlagen

## Expansion data (2nd Story, High Rise, Brownstone).
problem-leftover-ladders = der Spielplan listet Leitern auf, die nur 2nd-Story-Spielpläne verwenden ("rules": "2nd_story"); er wird nach den Regeln { $rules ->
    [second-story] von 2nd Story
    [high-rise] für das Hochhaus
    [brownstone] für Brownstone
   *[base] des Grundspiels
} gespielt
problem-leftover-setup-lines = der Spielplan listet Aufbaulinien auf, die nur Hochhaus-Spielpläne verwenden ("rules": "high_rise"); er wird nach den Regeln { $rules ->
    [second-story] von 2nd Story
    [high-rise] für das Hochhaus
    [brownstone] für Brownstone
   *[base] des Grundspiels
} gespielt
problem-elevators-without-high-rise = { $count ->
    [one] { $count } Feld ist ein Aufzug
   *[other] { $count } Felder sind Aufzüge
}, aber der Spielplan folgt nicht den Hochhaus-Regeln: das Feuer breitet sich nie dorthin aus, doch es gibt keine Lobby, und ihre Türen sind gewöhnliche Türen
problem-second-story-one-floor = 2nd Story: der Spielplan hat ein Stockwerk; ein 2nd-Story-Gebäude hat ein Obergeschoss (2ND-BOARD-1)
problem-second-story-no-engine = 2nd Story: der Spielplan hat keinen Parkplatz des Löschfahrzeugs, aber das Löschfahrzeug trägt die Leitern (2ND-LADDER-1)
problem-second-story-family-setup = 2nd Story: der Spielaufbau für Anfänger wird nicht verwendet; der einfache Spielaufbau von 2nd Story würfelt Explosionen und Einsatzsymbole aus (2ND-SETUP-1)
problem-second-story-no-ladders = 2nd Story: keine Leitern: geben Sie an, wohin eine auf jedem Außenfeld des Erdgeschosses aufgestellte Leiter reicht (2ND-LADDER-3)
problem-ladder-supply = 2nd Story: das Löschfahrzeug trägt { $supply } Leitern; es trägt 1 bis { $max } (4 in der Schachtel, 2ND-LADDER-1)
problem-no-ladder-tops = 2nd Story: keine oberen Leiterteile: geben Sie an, wohin eine auf jedem Außenfeld des Erdgeschosses aufgestellte Leiter reicht (2ND-LADDER-3)
problem-ladder-foot-not-ground-outside = der Fuß { $foot } ist kein Feld außerhalb des Gebäudes im Erdgeschoss; Leitern werden draußen auf Straßenhöhe aufgestellt (2ND-LADDER-3)
problem-ladder-top-unclimbable = das obere Leiterteil { $top } hat kein Feld im Gebäude neben sich: niemand könnte von dort hineinsteigen
problem-ladder-top-not-upper-outside = das obere Leiterteil { $top } ist kein Feld außerhalb des Gebäudes in einem oberen Stockwerk (2ND-BOARD-3)
problem-ladder-foot-taken = oberes Leiterteil { $other } beginnt schon bei { $foot }; eine Leiter pro Feld (Ruling R40)
problem-ladder-top-taken = oberes Leiterteil { $other } reicht schon bis { $top }; ein oberes Leiterteil trägt nur einen Feuerwehrmann (2ND-LADDER-6)
problem-missing-ladder-top = 2nd Story: dieses Außenfeld des Erdgeschosses hat kein oberes Leiterteil; { $above } darüber wäre eins (2ND-LADDER-3)
problem-high-rise-floors = Hochhaus: der Spielplan ist das Brandgeschoss eines Turms, ein Stockwerk (URB-HIGHRISE-GEN-1); er hat { $floors ->
    [one] { $floors } Stockwerk
   *[other] { $floors } Stockwerke
}
problem-high-rise-no-elevator = Hochhaus: kein Aufzug (`e`-Feld mit Aufzugstür): Feuerwehrleute erreichen das Brandgeschoss mit dem Aufzug, über die Lobby oder die Drehleiter (URB-HIGHRISE-GEN-1)
problem-high-rise-no-engine = Hochhaus: kein Parkplatz des Löschfahrzeugs: das Löschfahrzeug nimmt den Platz des Rettungswagens ein und trägt die Drehleiter (URB-HIGHRISE-GEN-2)
problem-high-rise-ambulance = Hochhaus: der Rettungswagen wird nicht verwendet (URB-HIGHRISE-GEN-2); seine Felder werden ignoriert
problem-high-rise-spot-no-side = Hochhaus: der Parkplatz hat keine Seite; die Drehleiter reicht an die Seite des Gebäudes, an der das Löschfahrzeug steht (URB-HIGHRISE-LADDER-1)
problem-high-rise-setup-lines = Hochhaus: { $count ->
    [one] { $count } Aufbaulinie ist
   *[other] { $count } Aufbaulinien sind
} aufgeführt; die Explosionen zu Beginn brauchen 3, und eine 4. für Held (URB-HIGHRISE-SETUP-1)
problem-setup-line-off-dice = { $line ->
    [column] Spalte (schwarzer Würfel)
   *[row] Zeile (roter Würfel)
} { $value } liegt nicht auf den Würfeln, die von 1 bis { $sides } gehen
problem-setup-line-empty = kein Feld im Gebäude in { $line ->
    [column] Spalte (schwarzer Würfel)
   *[row] Zeile (roter Würfel)
} { $value } hat Koordinaten: die Explosion könnte nicht platziert werden
problem-brownstone-spot-no-side = Brownstone: der Parkplatz hat keine Seite; Fahren auf die andere Seite des Gebäudes kostet 4 AP (URB-BROWN-3)
problem-brownstone-no-party-wall = Brownstone: keine Gebäudetrennwand; ein Reihenhaus teilt Gebäudetrennwände mit seinen Nachbarn (URB-BROWN-2)

## Files that cannot be read or written.
problem-file-unreadable = { $path }: die Datei kann nicht gelesen werden: { $reason }
problem-file-is-folder = { $path }: das ist ein Ordner, keine Datei; wählen Sie { $what ->
    [board] eine Spielplandatei
    [save] ein gespeichertes Spiel
    [script] ein Skript
    [config] eine Spielkonfiguration
    [settings] eine Einstellungsdatei
    [board_or_save] einen Spielplan oder ein gespeichertes Spiel
   *[file] eine Datei
} darin
problem-file-too-large = { $path }: die Datei ist größer als { $size }, die Grenze für { $what ->
    [board] eine Spielplandatei
    [save] ein gespeichertes Spiel
    [script] ein Skript
    [config] eine Spielkonfiguration
    [settings] eine Einstellungsdatei
    [board_or_save] einen Spielplan oder ein gespeichertes Spiel
   *[file] eine Datei
}; prüfen Sie, ob es die richtige Datei ist
problem-file-not-utf8 = { $path }: die Datei ist kein UTF-8-Text (Zeile { $line }, Byte { $byte } ist kein gültiges UTF-8); speichern Sie sie als UTF-8
problem-file-utf16 = { $path }: die Datei ist als UTF-16 gespeichert; speichern Sie sie als UTF-8
problem-file-not-a-board = das ist keine Spielplandatei: sie hat kein "format_version"
problem-file-neither = { $path }: das ist weder ein Spielplan (kein "format_version") noch ein gespeichertes Spiel (kein "format")
problem-file-version-not-a-number = format_version: erwartet wird eine ganze Zahl, gefunden { $kind ->
    [text] der Text { $got }
   *[value] { $got }
}
problem-file-version-newer = die Version { $version } des Spielplanformats ist neuer, als dieses Programm versteht (bis { $reads }); bitte aktualisieren Sie Flash Point
problem-file-upgrade-failed = der Spielplan lässt sich nicht aktualisieren: { $reason }
problem-file-in = { $path }: { $reason }
problem-file-json = { $path }, Zeile { $line }, Spalte { $column }: { $reason }
problem-file-no-path = der Spielplan hat noch keine Datei: wählen Sie, wo er gespeichert wird
problem-file-board-unwritable = { $path }: der Spielplan kann nicht gespeichert werden: { $reason }
problem-file-unwritable = { $path }: die Datei kann nicht geschrieben werden: { $reason }
problem-file-saved-board-json = Zeile { $line }, Spalte { $column } des Spielplans: { $reason }
problem-file-saved-board-invalid = { $path }: der gespeicherte Spielplan ist ungültig: { $reason }
problem-file-saved-config = { $path }: die gespeicherte Konfiguration passt nicht zum Spielplan: { $reason }
problem-file-replay-refused = { $path }: Schritt { $step } ({ $action }) wird beim Nachspielen abgelehnt: { $reason }
