## The board as drawn and read out: tooltips and screen-reader labels of
## cells, edges and tokens (src/app/board_view.rs, src/app/board_view/).

# A cell's AccessKit label: how screen readers and tests find it.
# $cell: a space as the game log names it ("3,4", "3,4 Upper floor").
board-cell = Feld { $cell }
# $car: board-car-… below.
board-cell-elevator = Feld { $cell } (Aufzug: { $car })
# An edge's AccessKit label: the printed coordinates of the cell on its
# north or west side, and the side it is on (board-side-…).
board-edge = Kante { $coords } { $side }
board-edge-floor = Kante { $coords } { $side } { $floor }
# The sides of a cell, as one letter (the compass points).
board-side-n = N
board-side-e = O
board-side-s = S
board-side-w = W

## What is on a cell, read after its label: "Fire, Victim, Ann
## (Firefighter 2), active".
board-empty = leer
board-fire = Feuer
board-smoke = Rauch
board-hot-spot = Brandherd
board-hazmat = { $count ->
        [1] Gefahrstoff
        [one] { $count } Gefahrstoff
       *[other] { $count } Gefahrstoffe
    }
board-poi-face-down = verdecktes Einsatzsymbol
board-victim = Opfer
board-victim-treated = behandeltes Opfer
board-false-alarm = Fehlalarm
# Said after a firefighter's name.
board-active = ist an der Reihe
board-knocked-down = zu Boden geworfen
board-carrying-victim = trägt ein Opfer
board-carrying-hazmat = trägt einen Gefahrstoff
board-carrying-firefighter = trägt einen Feuerwehrmann
board-leading-victim = nimmt ein behandeltes Opfer mit
board-carrying-ladder = trägt eine tragbare Leiter
board-ladder-lying = eine tragbare Leiter, liegend
board-ladder-foot = unteres Leiterteil einer aufgestellten Leiter
board-ladder-top = oberes Leiterteil einer aufgestellten Leiter
board-ladders-on-engine = { $count ->
        [one] { $count } tragbare Leiter
       *[other] { $count } tragbare Leitern
    }

## What an edge is and how it stands: "wall, 1 damage cube", "door, open".
## $kind: wall, door, entrance, window, thin-wall, party-wall,
## elevator-door (for the words' gender); any other kind takes [any].
board-edge-kind = { $kind ->
        [wall] Wand
        [door] Tür
        [entrance] Eingang
        [window] Fenster
        [thin-wall] dünne Wand
        [party-wall] Gebäudetrennwand
       *[elevator-door] Aufzugstür
    }
board-edge-destroyed = { $kind ->
       *[any] zerstört
    }
board-edge-open = { $kind ->
       *[any] offen
    }
board-edge-closed = { $kind ->
       *[any] geschlossen
    }
board-cubes = { $cubes ->
        [one] { $cubes } Schadenszähler
       *[other] { $cubes } Schadenszähler
    }

## High Rise's elevators and the Lobby (URB-HIGHRISE-ELEV-1..4).
board-car-in-lobby = die Kabine ist unten in der Lobby
board-car-at-floor = die Kabine ist auf diesem Stockwerk
board-car-destroyed = zerstört
# Drawn across an elevator cell: where its car is.
board-car-banner-in-lobby = Kabine in der Lobby
board-car-banner-lobby = LOBBY
board-car-banner-car = KABINE
board-car-banner-destroyed = ZERSTÖRT
# The panel beside the floor, its slots and what is read out for them.
board-lobby = Lobby
board-lobby-elevator = Aufzug { $coords }
board-lobby-car-at-fire-floor = Kabine im Brandgeschoss
board-lobby-slot = Lobby von Aufzug { $coords }: { $what }
board-lobby-empty = leer
board-lobby-poi = ein Einsatzsymbol
board-lobby-victim = ein Opfer
board-lobby-victim-treated = ein behandeltes Opfer
board-lobby-false-alarm = ein Fehlalarm

## Drawn on the board.
# The AP a walk to the pointed cell costs.
board-cost = { $ap } AP
# Where a stair cell's stairs lead: the floor's name (from the board file)
# and the coordinates there. In a small cell the words before the floor
# and the coordinates are kept ("to 2,6").
board-stair-to = nach { $floor } { $coords }
# The letters on the parking spots.
board-spot-ambulance = R
board-spot-engine = L
