## The play screen's menu bar and top bar, and the end of a game
## (src/app/play.rs).

play-menu-game = Spiel
play-new-game = Neues Spiel…
play-save = Speichern (Strg+S)
play-save-as = Speichern unter…
play-load-game = Spiel laden…
play-main-menu = Hauptmenü
play-back-to-editor = Zurück zum Editor
play-seats = Wer spielt
play-seats-hint = Ein Bot übernimmt einen Platz ab seiner nächsten Entscheidung; Haken entfernen, um den Platz selbst zu spielen. Wird mit dem Spiel gespeichert.
play-seat-bot = { $who }: ein Bot spielt
play-menu-view = Ansicht
play-poi-arrows = Pfeile der Einsatzsymbole
play-dice-coordinates = Würfelkoordinaten
play-fit-board = Spielplan einpassen
play-floors-side-by-side = Stockwerke nebeneinander
play-floors-side-by-side-hint = Alle Stockwerke des Gebäudes auf einmal, jedes unter seinem Namen; aus: jeweils ein Stockwerk, in der Menüleiste gewählt.
play-speed = Tempo der Feuerausbreitung und der Bots
play-speed-slow = Langsam
play-speed-normal = Normal
play-speed-fast = Schnell
play-speed-instant = Sofort
play-undo = Rückgängig
play-undo-hint = Die letzte Aktion zurücknehmen (Strg+Z)
play-undo-hint-bots = Ihre letzte Aktion und die der Bots danach zurücknehmen (Strg+Z)
play-redo = Wiederholen
play-redo-hint = Strg+Y
play-skip = Überspringen
play-skip-hint = Leertaste
play-hint = Tipp
play-hint-hint = Zeigt, was ein Bot als Nächstes für Sie tun würde, ohne es auszuführen (H). Er sieht, was Sie sehen: verdeckte Einsatzsymbole und die nächsten Würfe errät er.
play-hint-disabled = Tipps gibt es nur in Ihrem eigenen Spielzug (H)
play-floor = Stockwerk:
play-floor-hint = Bild auf / Bild ab
# The board's name (from its file) and the game's seed, at the end of the top bar.
play-title = { $board } · Startwert { $seed }

game-over-title = Spielende
game-over-won = Die Mannschaft hat gewonnen!
game-over-lost = Die Mannschaft hat verloren
# Rescued and lost Victims, damage cubes placed, turns played.
game-over-counts = Gerettete { $rescued } · Getötete { $lost } · Schaden { $damage } / 24 · { $turns ->
        [one] { $turns } Spielzug
       *[other] { $turns } Spielzüge
    }
game-over-replay = Protokoll abspielen
game-over-new-game = Neues Spiel
game-over-main-menu = Hauptmenü

play-colour-blind = Für Farbenblinde
play-colour-blind-hint = Eine eigene Abzeichenform je Spielerfarbe, Feuer schraffiert, Rauch gepunktet
play-zoom = Zoom: { $percent } %
play-zoom-in = Vergrößern
play-zoom-out = Verkleinern
play-zoom-reset = Zoom zurücksetzen
