## The board editor (src/app/editor.rs, src/app/editor/).

## The menu bar.
editor-menu-board = Spielplan
editor-new-board = Neuer Spielplan
editor-open-board = Spielplan öffnen…
editor-save-as = Speichern unter…
editor-main-menu = Hauptmenü
editor-save-shortcut = Speichern (Strg+S)
editor-undo = Rückgängig
editor-undo-hint = Strg+Z
editor-redo = Wiederholen
editor-redo-hint = Strg+Y
editor-save = Speichern
editor-save-hint = Strg+S
editor-play = Spielplan spielen
editor-play-hint = Ein Spiel auf diesem Spielplan beginnen; der Editor wartet
editor-floor = Stockwerk:
editor-floor-hint = Bild auf / Bild ab
editor-side-by-side = Stockwerke nebeneinander
editor-poi-arrows = Pfeile
editor-not-saved-yet = (noch nicht gespeichert)
editor-new-board-name = Neuer Spielplan
editor-new-floor-name = Stockwerk { $number }

## The tools.
editor-tool = Werkzeug:
editor-tool-heading = Werkzeug
editor-tool-key = Taste { $key }
editor-tool-select = Auswählen
editor-tool-wall = Wand
editor-tool-door-closed = Tür (geschlossen)
editor-tool-door-open = Tür (offen)
editor-tool-entrance = Eingang
editor-tool-window = Fenster
editor-tool-thin-wall = Dünne Wand
editor-tool-party-wall = Gebäudetrennwand
editor-tool-elevator-door = Aufzugstür
editor-tool-erase-edge = Kante löschen
editor-tool-outside = Außerhalb
editor-tool-inside = Im Gebäude
editor-tool-restricted = Gesperrt
editor-tool-elevator = Aufzug
editor-tool-ambulance = Rettungswagenfeld
editor-tool-engine = Parkplatz des Löschfahrzeugs
editor-tool-quadrant = Quadrant
editor-tool-arrow = Pfeil
editor-tool-stairs = Treppe
editor-tool-fire = Startfeuer
editor-tool-poi = Start-Einsatzsymbol
editor-tool-first-explosion = Erste Explosion
editor-tool-dice = Würfel
editor-tool-ladder-top = Oberes Leiterteil

## What each tool does.
editor-help-select = Klicken Sie auf ein Feld oder ziehen Sie über Felder, um sie auszuwählen. Strg+C kopiert die Auswahl, Strg+V fügt sie am ausgewählten Feld ein (auf jedem Stockwerk).
editor-help-edge = Klicken Sie auf eine Kante zwischen zwei Feldern oder ziehen Sie entlang einer Linie von Kanten, um eine Reihe zu zeichnen (ein Rückgängig-Schritt).
editor-help-cell = Klicken oder ziehen Sie über Felder, um sie zu malen; Ziehen mit gedrückter Umschalttaste füllt ein Rechteck.
editor-help-spot = Klicken Sie auf zwei benachbarte Felder außerhalb des Gebäudes im Erdgeschoss.
editor-help-quadrant = Klicken oder ziehen Sie, um Felder einem Quadranten (Bereich des Löschmonitors) zuzuordnen; Ziehen mit gedrückter Umschalttaste füllt ein Rechteck.
editor-help-arrow = Klicken Sie auf ein Feld, um ihm diesen Pfeil zu geben.
editor-help-stairs = Klicken Sie auf das Treppenfeld in einem Stockwerk, dann auf sein Gegenstück in einem anderen. Beide öffnen sich in die hier gewählte Richtung.
editor-help-fire = Klicken Sie auf ein Feld, um Feuer im Spielaufbau für Anfänger hinzuzufügen oder zu entfernen.
editor-help-poi = Klicken Sie auf ein Feld, um ein Einsatzsymbol im Spielaufbau für Anfänger hinzuzufügen oder zu entfernen.
editor-help-dice = Klicken Sie auf ein Feld, um ihm diese Würfelkoordinaten zu geben (0, 0 löscht).
editor-help-first-explosion = Klicken Sie für jede Seite des schwarzen Würfels das Feld der ersten Explosion an, Seite 1 zuerst (EXP-SETUP-4).
editor-help-ladder-top = Klicken Sie auf ein Feld außerhalb des Gebäudes im Erdgeschoss, an dem eine Leiter aufgestellt werden kann, dann auf das Feld außerhalb des Obergeschosses, das ihr oberes Leiterteil erreicht (2ND-LADDER-3). Ein erneut angeklickter Fuß bekommt das neue obere Leiterteil.

## The tools' options.
editor-copy = Kopieren
editor-paste = Einfügen
editor-mirror-left-right = Links-rechts spiegeln
editor-mirror-top-bottom = Oben-unten spiegeln
editor-deck-gun-quadrant = Quadrant des Löschmonitors (0: der neben dem Parkplatz)
editor-quadrant-brush = Quadrant (0 löscht)
editor-arrow-none = keiner
editor-generate-arrows = Pfeile zur Mitte erzeugen (dieses Stockwerk)
editor-outline-walls = Gebäude ummauern (dieses Stockwerk)
editor-outline-walls-hint = Eine Wand auf jeder freien Kante zwischen Gebäude und Außenbereich, ein Rückgängig-Schritt; dort gezeichnete Türen, Fenster und Wände bleiben.
editor-outline-walls-done = Das Gebäude ist ummauert: jede Kante zwischen ihm und dem Außenbereich hat eine Wand, Tür oder ein Fenster.
editor-open-side = Offene Seite
editor-stairs-first-end = Erstes Ende: { $cell }. Klicken Sie jetzt sein Gegenstück in einem anderen Stockwerk an.
editor-dice-red = Rot
editor-dice-black = Schwarz
editor-no-first-explosion = Keine Tabelle: die erste Explosion wird mit beiden Würfeln ausgewürfelt.
editor-first-explosion-face = { $face }: { $cell }
editor-clear-table = Tabelle leeren
editor-spot-first-cell = Erstes Feld: { $cell }. Klicken Sie jetzt das Nachbarfeld an.
editor-ladder-foot-chosen = Fuß: { $cell }. Klicken Sie jetzt das Feld im Obergeschoss an, das das obere Leiterteil erreicht.
editor-dice-follow-offsets = Jedes Feld dieses Stockwerks folgt den Verschiebungen (Bereich Stockwerke).
editor-own-dice-count = Felder mit eigenen Koordinaten in diesem Stockwerk: { $count }
editor-own-dice = { $cell }: rot { $red }, schwarz { $black }
editor-clear-dice = Koordinaten von { $cell } löschen
editor-clear-dice-hint = Zurück zu den Verschiebungen des Stockwerks
editor-split-intro = Oder das ganze Stockwerk entlang zweier Linien teilen (gestrichelt auf dem Spielplan):
editor-split-row = Untere Hälfte ab Zeile
editor-split-col = Rechte Hälfte ab Spalte
editor-split = In Quadranten teilen
editor-split-hint = Nummeriert jedes Feld im Gebäude auf diesem Stockwerk: 1 oben links, 2 oben rechts, 3 unten links, 4 unten rechts. Eine Linie bei 0 entfällt.

## The side panel's sections.
editor-section-board = Name und Würfel
editor-section-rules = Regeln
editor-section-floors = Stockwerke
editor-section-grid = Größe des Koordinatennetzes
editor-section-parking = Parkplätze
editor-section-stairs = Treppen
editor-field-name = Name
editor-field-author = Autor
editor-field-description = Beschreibung
editor-dice-sides-red = Würfelseiten: rot
editor-dice-sides-black = schwarz
editor-floor-die = Stockwerkwürfel
editor-floor-die-sides = { " " }Seiten
editor-floor-die-sides-hint = Seiten des Stockwerkwürfels
editor-floor-down = Runter
editor-floor-up = Hoch
editor-floor-remove = Entfernen
editor-floor-down-hint = { $name } ein Stockwerk nach unten verschieben
editor-floor-up-hint = { $name } ein Stockwerk nach oben verschieben
editor-floor-remove-hint = { $name } entfernen (Rückgängig holt es zurück)
editor-rename-floor = Angezeigtes Stockwerk umbenennen
editor-dice-offsets-red = Verschiebung: rot
editor-dice-offsets-black = schwarz
editor-floor-face = Würfelseite dieses Stockwerks
editor-add-floor = Stockwerk hinzufügen
editor-grid-size = { $rows } Zeilen × { $cols } Spalten (jedes Stockwerk)
editor-grid-at = An der Auswahl: Zeile { $row }, Spalte { $col }
editor-insert-row = Zeile einfügen
editor-remove-row = Zeile entfernen
editor-insert-col = Spalte einfügen
editor-remove-col = Spalte entfernen
editor-parking-none = Noch keine: verwenden Sie die Werkzeuge Rettungswagenfeld und Parkplatz des Löschfahrzeugs.
editor-parking-order = Fahren bringt ein Fahrzeug zum nächsten oder vorigen Parkplatz in dieser Reihenfolge: ordnen Sie sie im Uhrzeigersinn um das Gebäude an (BOARD-5).
editor-spot = { $vehicle ->
    [ambulance] Rettungswagen
   *[engine] Löschfahrzeug
} { $number }: { $first } { $second }
editor-spot-quadrant = Quadrant
editor-spot-quadrant-hint = Der Quadrant, auf den der Löschmonitor von Parkplatz { $number } spritzt
editor-spot-earlier = Früher
editor-spot-later = Später
editor-spot-earlier-hint = Früher in der Reihenfolge für Fahren
editor-spot-later-hint = Später in der Reihenfolge für Fahren
editor-spot-remove = { $vehicle ->
    [ambulance] Rettungswagenfeld
   *[engine] Parkplatz des Löschfahrzeugs
} { $number } entfernen
editor-order-clockwise = Im Uhrzeigersinn ordnen
editor-order-clockwise-hint = Beide Listen im Uhrzeigersinn um das Gebäude ordnen, von oben
editor-stair = { $first } nach { $second }
editor-stair-remove = Treppe { $number } entfernen
editor-stairs-none = Noch keine: verwenden Sie das Werkzeug Treppe.

## The problem list.
editor-problems = Probleme
editor-problems-none = keine: der Spielplan kann gespielt werden
editor-problems-count = { $errors } Fehler, { $warnings ->
    [one] { $warnings } Warnung
   *[other] { $warnings } Warnungen
}
editor-fix-one = Beheben Sie zuerst dieses Problem: { $problem }
editor-fix-many = Beheben Sie zuerst { $count } Probleme: { $problem } (und { $rest } weitere in der Liste unten)
editor-problem-at = { $at }: { $message }
editor-hint-parking = Zeichnen Sie einen Parkplatz mit dem Werkzeug { editor-tool-ambulance } oder { editor-tool-engine }: zwei benachbarte Felder des äußeren Rings.
editor-hint-ambulance = Zeichnen Sie eines mit dem Werkzeug { editor-tool-ambulance }, es sei denn, das Gebäude hat keines (wie das Hochhaus).
editor-hint-deck-gun-area = Malen Sie die Felder, die er bedient, mit dem Werkzeug { editor-tool-quadrant } an, oder teilen Sie das Stockwerk mit { editor-split } (im Bereich dieses Werkzeugs).
editor-hint-arrows = Zeichnen Sie sie mit dem Werkzeug { editor-tool-arrow }; sein Knopf „{ editor-generate-arrows }“ zeichnet ein ganzes Stockwerk. Oder lassen Sie sie weg.
editor-hint-way-in = Setzen Sie einen { editor-tool-entrance }, eine Tür oder ein Fenster in die Wand auf dem Weg hinein.
editor-hint-walls = Zeichnen Sie Wände mit dem Werkzeug { editor-tool-wall } oder nutzen Sie seinen Knopf „{ editor-outline-walls }“.
editor-hint-elevator = Zeichnen Sie ein Feld mit dem Werkzeug { editor-tool-elevator } und eine seiner Wände mit dem Werkzeug { editor-tool-elevator-door }.
editor-hint-engine = Zeichnen Sie einen mit dem Werkzeug { editor-tool-engine }.
editor-hint-setup-lines = Fügen Sie sie mit „{ editor-setup-line-add }“ unter { editor-section-rules } hinzu.
editor-hint-spot-side = Wählen Sie die Seite des Parkplatzes unter { editor-section-parking }.
editor-hint-party-wall = Zeichnen Sie eine mit dem Werkzeug { editor-tool-party-wall }.
editor-hint-ladder-tops = „{ editor-fill-ladder-tops }“ unter { editor-section-rules } markiert alle (sobald es ein oberes Stockwerk gibt), oder markieren Sie jedes mit dem Werkzeug { editor-tool-ladder-top }.
editor-hint-upper-floor = Fügen Sie eines mit „{ editor-add-floor }“ unter { editor-section-floors } hinzu.
editor-hint-stairs = Verbinden Sie es mit dem Werkzeug { editor-tool-stairs } mit einem erreichbaren Stockwerk: ein Treppenfeld anklicken, das andere Stockwerk zeigen und das Feld anklicken, zu dem die Treppe führt.

## The canvas: marks on the cells and what screen readers say.
editor-no-cells = Dieses Stockwerk hat keine Felder.
editor-cell = Feld { $cell }
editor-edge = Kante { $cell } { $side }
editor-mark-quadrant = Q{ $area }
editor-mark-fire = F
editor-mark-first-explosion = X{ $face }
editor-mark-ambulance = R{ $number }
editor-mark-engine = L{ $number } Q{ $area }
editor-stair-mark = nach { $floor } { $cell }
editor-ladder-foot-mark = Lt{ $number } nach { $cell }
editor-ladder-top-mark = Lt{ $number }
editor-ladder-top-from = oben von { $cell }

## Notices.
editor-first-explosion-full = Die Tabelle hat ein Feld für jede der { $faces } Seiten des schwarzen Würfels: leeren Sie sie, um neu zu beginnen.
editor-stairs-from = Treppe von { $cell }: zeigen Sie jetzt das andere Stockwerk und klicken Sie sein Treppenfeld an.
editor-added-floor = { $name } hinzugefügt.
editor-added-floor-die = { $name } hinzugefügt. Seine Felder hatten dieselben Würfelergebnisse wie die des Erdgeschosses, also würfelt der Spielplan jetzt auch mit einem { $sides }-seitigen Stockwerkwürfel (Seite 1 = das erste Stockwerk). Für ein gemeinsames Koordinatennetz über alle Stockwerke (2nd Story) entfernen Sie das Häkchen bei Stockwerkwürfel und geben den Stockwerken stattdessen verschiedene Würfelverschiebungen.
editor-added-floor-face = { $name } hinzugefügt: Seite { $face } des Stockwerkwürfels.
editor-nothing-to-undo = Nichts rückgängig zu machen
editor-nothing-to-redo = Nichts zu wiederholen
editor-copied = { $rows } × { $cols } Felder kopiert
editor-recovery-failed = Die Wiederherstellungsdatei { $path } kann nicht geschrieben werden: { $reason }

## Leaving a board with changes.
editor-unsaved-title = Ungespeicherte Änderungen
editor-unsaved-text = Der Spielplan hat Änderungen, die nicht gespeichert sind.
editor-save-first = Zuerst speichern
editor-discard = Änderungen verwerfen
editor-keep-editing = Weiter bearbeiten

## Why an edit is refused.
editor-refused-no-floor = es gibt kein Stockwerk { $floor }
editor-refused-off-grid = Feld { $cell } liegt nicht im Koordinatennetz seines Stockwerks
editor-refused-edge-off-grid = Kante { $edge } liegt nicht zwischen zwei Feldern des Stockwerks
editor-refused-cannot-open = { $kind ->
    [wall] eine Wand
    [door] eine Tür
    [entrance] ein Eingang
    [window] ein Fenster
    [thin-wall] eine dünne Wand
    [party-wall] eine Gebäudetrennwand
   *[elevator-door] eine Aufzugstür
} kann nicht offen sein; nur Türen, Fenster und Aufzugstüren öffnen sich
editor-refused-bad-area = Quadranten sind von 1 bis 9 nummeriert, nicht { $area }
editor-refused-not-adjacent = die Felder { $first } und { $second } liegen nicht nebeneinander im selben Stockwerk
editor-refused-stair-one-floor = eine Treppe verbindet zwei verschiedene Stockwerke
editor-refused-no-item = { $what ->
    [ambulance-spot] es gibt kein Rettungswagenfeld
    [engine-spot] es gibt keinen Parkplatz des Löschfahrzeugs
    [stair-link] es gibt keine Treppe
   *[ladder-top] es gibt kein oberes Leiterteil
} Nummer { $index }
editor-refused-last-floor = ein Spielplan behält mindestens ein Stockwerk
editor-refused-too-many-floors = ein Spielplan hat höchstens { $max } Stockwerke
editor-refused-bad-size = ein Stockwerk ist in jeder Richtung 1 bis { $max } Felder groß
editor-refused-bad-index = Zeile oder Spalte { $index } gibt es nicht in jedem Stockwerk
editor-refused-bad-rect = das Rechteck passt nicht in das Stockwerk
editor-refused-bad-die = ein Würfel hat 1 bis { $max } Seiten, nicht { $sides }
editor-refused-duplicate = das ist schon auf dem Spielplan
editor-refused-not-ladder-foot = eine Leiter steht auf einem Feld außerhalb des Gebäudes im Erdgeschoss, und { $cell } ist keines (2ND-LADDER-3)
editor-refused-not-ladder-top = das obere Leiterteil ist ein Feld außerhalb des Gebäudes in einem oberen Stockwerk, und { $cell } ist keines (2ND-LADDER-3)
editor-refused-ladder-top-taken = { $top } ist schon das obere Leiterteil der Leiter auf { $foot }; ein oberes Leiterteil trägt nur eine Leiter (2ND-LADDER-6)
editor-refused-ladder-supply = das Löschfahrzeug trägt 1 bis { $max } Leitern, nicht { $supply } (2ND-LADDER-1)
editor-refused-setup-lines = das Hochhaus hat höchstens { $max } Aufbaulinien (die 4. für Held), nicht { $count }

## The Rules section and the expansions' parts.
editor-expansion = Erweiterung:
editor-rules-base = Grundspiel
editor-rules-second-story = 2nd Story
editor-rules-high-rise = Hochhaus
editor-rules-brownstone = Brownstone
editor-rules-base-help = Das Grundspiel: Regeln für Anfänger und für Fortgeschrittene, keine Erweiterung.
editor-rules-second-story-help = 2nd Story (§8): ein Obergeschoss, tragbare Leitern auf dem Löschfahrzeug, obere Leiterteile außerhalb des Obergeschosses.
editor-rules-high-rise-help = Hochhaus (URB-HIGHRISE-*): Aufzüge, die Lobby, die Drehleiter des Löschfahrzeugs auf seiner Seite des Gebäudes, Explosionen zu Beginn entlang fester Linien, kein Rettungswagen.
editor-rules-brownstone-help = Brownstone (URB-BROWN-*): Gebäudetrennwände, gesperrte Felder; Fahren auf die andere Seite des Gebäudes kostet 4 AP, also hat jeder Parkplatz eine Seite.
editor-high-rise-sides = Geben Sie jedem Parkplatz des Löschfahrzeugs die Seite des Gebäudes, die seine Drehleiter erreicht: Bereich Parkplätze (URB-HIGHRISE-LADDER-1).
editor-brownstone-sides = Geben Sie jedem Parkplatz im Bereich Parkplätze seine Seite des Gebäudes: Fahren auf die andere Seite kostet 4 AP (URB-BROWN-3).
editor-leftover-ladders = Der Spielplan listet Leitern auf, die nur 2nd-Story-Spielpläne verwenden.
editor-remove-ladders = Leitern entfernen
editor-leftover-setup-lines = Der Spielplan listet Aufbaulinien auf, die nur Hochhaus-Spielpläne verwenden.
editor-remove-setup-lines = Aufbaulinien entfernen
editor-ladder-supply = Leitern auf dem Löschfahrzeug
editor-ladder-supply-hint = 1 bis { $max }; die Schachtel hat 4 (2ND-LADDER-1)
editor-ladder-tops-intro = Obere Leiterteile: wohin eine auf einem Außenfeld des Erdgeschosses aufgestellte Leiter im Obergeschoss reicht (2ND-LADDER-3).
editor-none-yet = Noch keine.
editor-ladder-top = { $foot } nach { $top }
editor-ladder-top-remove = Oberes Leiterteil { $number } entfernen
editor-fill-ladder-tops = Obere Leiterteile ergänzen
editor-fill-ladder-tops-hint = Für jedes Außenfeld des Erdgeschosses am Gebäude, dessen Feld darüber außerhalb des Gebäudes im Obergeschoss liegt: dort ein oberes Leiterteil
editor-ladder-top-tool = Werkzeug oberes Leiterteil
editor-ladder-top-tool-hint = Klicken Sie einen Fuß an, dann das Feld, das sein oberes Leiterteil erreicht
editor-setup-lines-intro = Explosionen zu Beginn: jede auf einer festen Spalte (der rote Würfel wählt die Zeile) oder einer festen Zeile (der schwarze Würfel wählt die Spalte); 3 Linien, eine 4. für Held (URB-HIGHRISE-SETUP-1).
editor-setup-line = Linie { $number }
editor-setup-line-column = Spalte
editor-setup-line-row = Zeile
editor-setup-line-choice = { $line } { $choice ->
    [column] Spalte
   *[row] Zeile
}
editor-setup-line-column-hint = Die Spalte: ein Wert des schwarzen Würfels
editor-setup-line-row-hint = Die Zeile: ein Wert des roten Würfels
editor-setup-line-remove = Linie { $number } entfernen
editor-setup-line-remove-heroic = Die Linie für Held entfernen
editor-setup-line-add-heroic = Die Linie für Held hinzufügen
editor-setup-line-add = Eine Aufbaulinie hinzufügen
editor-side-north = Norden
editor-side-east = Osten
editor-side-south = Süden
editor-side-west = Westen
editor-side-none = Keine
editor-spot-side = Seite von { $vehicle ->
    [ambulance] Rettungswagen
   *[engine] Löschfahrzeug
} { $number }
editor-spot-side-hint = Die Seite des Gebäudes, an der der Parkplatz liegt
editor-ladder-foot-first = { $refusal } Klicken Sie zuerst den Fuß der Leiter an.
editor-ladder-needs-upper-floor = Leiter von { $cell }: der Spielplan braucht ein oberes Stockwerk für das obere Leiterteil.
editor-ladder-show-upper-floor = Leiter von { $cell }: zeigen Sie jetzt das obere Stockwerk (Bild auf) und klicken Sie das Feld an, das das obere Leiterteil erreicht.
editor-no-ladder-top-to-fill = Kein Feld zu ergänzen: jedes Außenfeld des Erdgeschosses am Gebäude mit einem Außenfeld darüber am Gebäude des Obergeschosses hat schon ein oberes Leiterteil.
editor-added-ladder-tops = { $count ->
    [one] 1 oberes Leiterteil hinzugefügt.
   *[other] { $count } obere Leiterteile hinzugefügt.
}

## The Difficulty window.
editor-difficulty = Schwierigkeit
editor-difficulty-hint = Wie schwer ist dieser Spielplan? Bots spielen ihn in jedem Schwierigkeitsgrad
editor-difficulty-title = Schätzung der Schwierigkeit
editor-difficulty-intro = Vier schnelle Bots spielen jeden Schwierigkeitsgrad dieses Spielplans, dann dieselben Spiele (mit denselben Würfeln) auf dem Spielplan „Vorderseite“, zum Vergleich.
editor-difficulty-intro-strong = Vier der eigenen Bots des Spiels (die auch als Mitspieler und für den Tipp spielen) spielen jeden Schwierigkeitsgrad dieses Spielplans, dann dieselben Spiele (mit denselben Würfeln) auf dem Spielplan „Vorderseite“, zum Vergleich. Sie gewinnen etwa so oft wie eine gute Runde, brauchen aber hundertmal so lange wie die schnellen Bots: 100 Spiele pro Schwierigkeitsgrad dauern Minuten.
editor-difficulty-bots = Bots:
editor-difficulty-bots-fast = Schnell
editor-difficulty-bots-fast-hint = Schnelle Richtwerte zum Vergleich von Spielplänen: die schnellen Bots denken eine Aktion voraus und gewinnen seltener als gute Spieler
editor-difficulty-bots-strong = Stark
editor-difficulty-bots-strong-hint = Die eigenen Bots des Spiels: Gewinnquoten näher an denen einer guten Runde, etwa hundertmal langsamer
editor-difficulty-other-bots = { $played ->
    [fast] Die Zahlen stammen von den schnellen Bots
   *[strong] Die Zahlen stammen von den starken Bots
}
editor-difficulty-other-bots-again = { $played ->
    [fast] Die Zahlen stammen von den schnellen Bots: schätzen Sie erneut mit den starken.
   *[strong] Die Zahlen stammen von den starken Bots: schätzen Sie erneut mit den schnellen.
}
editor-difficulty-games = Spiele pro Schwierigkeitsgrad:
editor-difficulty-has-errors = Der Spielplan hat Fehler: nichts zu schätzen. { $why }
editor-difficulty-again = Erneut schätzen
editor-difficulty-start = Schwierigkeit schätzen
editor-difficulty-running = Eine Schätzung läuft
editor-difficulty-fresh = Die Zahlen gelten für diese Version des Spielplans und diese Anzahl Spiele
editor-difficulty-cancel = Abbrechen
editor-difficulty-cancel-hint = Nach den laufenden Spielen aufhören
editor-difficulty-no-front = der Spielplan „Vorderseite“ kann nicht gelesen werden: { $reason }; kein Vergleich.
editor-difficulty-cannot-start = die Schätzung kann nicht starten: { $reason }
editor-difficulty-old = Diese Zahlen gelten für eine frühere Version des Spielplans: schätzen Sie erneut, um sie zu aktualisieren.
editor-difficulty-old-label = Die Zahlen gelten für eine frühere Version des Spielplans
editor-difficulty-other-count = Die Zahlen gelten für { $games } Spiele pro Schwierigkeitsgrad
editor-difficulty-other-count-again = Die Zahlen gelten für { $games } Spiele pro Schwierigkeitsgrad: schätzen Sie erneut für { $wanted }.
editor-difficulty-progress = { $done } von { $total } Spielen
editor-difficulty-playing = { $level } auf { $board ->
    [front] dem Spielplan „Vorderseite“
   *[this] diesem Spielplan
}: { $progress }
editor-difficulty-cancelling = Wird abgebrochen… { $what }
editor-difficulty-left = { $what } (noch etwa { $minutes } Min.)
editor-difficulty-finished = { $games } Spiele in { $seconds } s.
editor-difficulty-known = { $count ->
    [one] Ein Schwierigkeitsgrad des Spielplans „Vorderseite“ war schon bekannt.
   *[other] { $count } Schwierigkeitsgrade des Spielplans „Vorderseite“ waren schon bekannt.
}
editor-difficulty-cancelled = Abgebrochen nach { $progress }.
editor-difficulty-failed = Die Schätzung wurde angehalten: { $reason }
editor-difficulty-level = Grad
editor-difficulty-wins = Siege
editor-difficulty-wins-hint = Gewonnene Spiele, mit dem 95-%-Intervall: der wahre Wert liegt 19 von 20 Mal darin
editor-difficulty-rescued = Gerettete
editor-difficulty-rescued-hint = Gerettete Opfer, Mittel über die Spiele
editor-difficulty-lost = Getötete
editor-difficulty-lost-hint = Getötete Opfer, Mittel über die Spiele
editor-difficulty-lost-victims = Verloren durch Opfer
editor-difficulty-lost-victims-hint = Spiele, die verloren gingen, weil zu viele Opfer getötet wurden
editor-difficulty-lost-collapse = Verloren durch Einsturz
editor-difficulty-lost-collapse-hint = Spiele, die verloren gingen, weil das Gebäude eingestürzt ist
editor-difficulty-turns = Spielzüge
editor-difficulty-turns-hint = Spielzüge der Spieler pro Spiel, im Mittel
editor-difficulty-front = Vorderseite
editor-difficulty-front-hint = Die Siege auf dem Spielplan „Vorderseite“ in denselben Spielen
editor-difficulty-turn-limited = { $level }: { $stuck } von { $games } Spielen endeten nicht innerhalb von { $turns } Spielzügen: die Bots fanden nichts, was sich lohnte. Hat das Feuer Platz, sich auszubreiten (Felder im Gebäude, die die Würfel nennen)?
editor-difficulty-turn-limited-fast = Die schnellen Bots denken eine Aktion voraus: die starken finden vielleicht einen Weg.
# Games cut at the turn bound with no POI or Victim on the board.
editor-difficulty-waiting-for-pois = { $level }: { $stuck } von { $games } Spielen endeten nicht innerhalb von { $turns } Spielzügen, und kein Einsatzsymbol lag mehr auf dem Spielplan: neue ließen sich nicht legen, wo die Würfel fielen, und blieben im Beutel (Ruling R50). Nennen die Würfel genug Felder im Gebäude?
editor-difficulty-engine-errors = { $level }: { $errors ->
    [one] { $errors } Spiel traf auf einen Fehler der Spiel-Engine (führen Sie `flashpoint estimate` aus, um es zu sehen)
   *[other] { $errors } Spiele trafen auf einen Fehler der Spiel-Engine (führen Sie `flashpoint estimate` aus, um sie zu sehen)
}
editor-difficulty-playing-now = wird gespielt…
editor-difficulty-no-vehicles = { $level } (ohne Fahrzeuge)
editor-difficulty-no-vehicles-hint = Der Spielplan hat kein Rettungswagenfeld: gespielt ohne das Modul Fahrzeuge
editor-difficulty-rescued-label = { $level }: { $mean } gerettete Opfer pro Spiel
editor-difficulty-lost-label = { $level }: { $mean } getötete Opfer pro Spiel
editor-difficulty-lost-victims-label = { $level }: { $share } der Spiele durch Opfer verloren
editor-difficulty-lost-collapse-label = { $level }: { $share } der Spiele durch Einsturz verloren
editor-difficulty-turns-label = { $level }: { $mean } Spielzüge pro Spiel
editor-difficulty-unplayable = nicht spielbar: { $reason }
editor-difficulty-unplayable-label = { $level }: nicht spielbar: { $reason }
editor-difficulty-front-wins = { $level } auf dem Spielplan „Vorderseite“: { $wins } Siege
editor-difficulty-front-unplayable = { $level } auf dem Spielplan „Vorderseite“: { $reason }
editor-difficulty-comparison = { $comparison ->
    [easier] leichter
    [harder] schwerer
   *[same] etwa gleich
}
editor-difficulty-comparison-label = { $level }: { $comparison ->
    [easier] leichter als der
    [harder] schwerer als der
   *[same] etwa gleich wie der
} Spielplan „Vorderseite“
editor-difficulty-comparison-hint = Etwa gleich, wenn der Zufall allein einen so großen Unterschied ergeben könnte (ein Test zu 95 %): die Spiele können die Spielpläne nicht unterscheiden
editor-difficulty-wins-label = { $level }: { $rate } Siege ({ $interval })
