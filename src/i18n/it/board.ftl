## The board as drawn and read out: tooltips and screen-reader labels of
## cells, edges and tokens (src/app/board_view.rs, src/app/board_view/).

# A cell's AccessKit label: how screen readers and tests find it.
# $cell: a space as the game log names it ("3,4", "3,4 Upper floor").
board-cell = spazio { $cell }
# $car: board-car-… below.
board-cell-elevator = spazio { $cell } (Ascensore: { $car })
# An edge's AccessKit label: the printed coordinates of the cell on its
# north or west side, and the side it is on (board-side-…).
board-edge = lato { $coords } { $side }
board-edge-floor = lato { $coords } { $side } { $floor }
# The sides of a cell, as one letter (the compass points).
board-side-n = N
board-side-e = E
board-side-s = S
board-side-w = O

## What is on a cell, read after its label: "Fire, Victim, Ann
## (Firefighter 2), active".
board-empty = vuoto
board-fire = Fuoco
board-smoke = Fumo
board-hot-spot = Punto Caldo
board-hazmat = { $count ->
        [1] Sostanza Pericolosa
        [one] { $count } Sostanza Pericolosa
       *[other] { $count } Sostanze Pericolose
    }
board-poi-face-down = gettone PDI coperto
board-victim = Vittima
board-victim-treated = Vittima curata
board-false-alarm = Falso Allarme
# Said after a firefighter's name.
board-active = di turno
board-knocked-down = abbattuto
board-carrying-victim = trasporta una Vittima
board-carrying-hazmat = trasporta una Sostanza Pericolosa
board-carrying-firefighter = trasporta un Pompiere
board-leading-victim = conduce una Vittima curata
board-carrying-ladder = trasporta una Scala Portatile
board-ladder-lying = una Scala Portatile, a terra
board-ladder-foot = Segmento Inferiore di una Scala Portatile estesa
board-ladder-top = Segmento Superiore di una Scala Portatile estesa
board-ladders-on-engine = { $count ->
        [one] { $count } Scala Portatile
       *[other] { $count } Scale Portatili
    }

## What an edge is and how it stands: "wall, 1 damage cube", "door, open".
## $kind: wall, door, entrance, window, thin-wall, party-wall,
## elevator-door (for the words' gender); any other kind takes [any].
board-edge-kind = { $kind ->
        [wall] Muro
        [door] Porta
        [entrance] ingresso
        [window] Finestra
        [thin-wall] Parete Divisoria Sottile
        [party-wall] parete in comune
       *[elevator-door] Porta dell'Ascensore
    }
board-edge-destroyed = { $kind ->
        [wall] distrutto
        [entrance] distrutto
       *[any] distrutta
    }
board-edge-open = { $kind ->
        [wall] aperto
        [entrance] aperto
       *[any] aperta
    }
board-edge-closed = { $kind ->
        [wall] chiuso
        [entrance] chiuso
       *[any] chiusa
    }
board-cubes = { $cubes ->
        [one] { $cubes } cubetto Danno
       *[other] { $cubes } cubetti Danno
    }

## High Rise's elevators and the Lobby (URB-HIGHRISE-ELEV-1..4).
board-car-in-lobby = la cabina è giù nell'Atrio
board-car-at-floor = la cabina è a questo piano
board-car-destroyed = distrutto
# Drawn across an elevator cell: where its car is.
board-car-banner-in-lobby = cabina nell'Atrio
board-car-banner-lobby = ATRIO
board-car-banner-car = CABINA
board-car-banner-destroyed = DISTRUTTO
# The panel beside the floor, its slots and what is read out for them.
board-lobby = Atrio
board-lobby-elevator = Ascensore { $coords }
board-lobby-car-at-fire-floor = cabina al piano in fiamme
board-lobby-slot = Atrio dell'Ascensore { $coords }: { $what }
board-lobby-empty = vuoto
board-lobby-poi = un PDI
board-lobby-victim = una Vittima
board-lobby-victim-treated = una Vittima curata
board-lobby-false-alarm = un Falso Allarme

## Drawn on the board.
# The AP a walk to the pointed cell costs.
board-cost = { $ap } PA
# Where a stair cell's stairs lead: the floor's name (from the board file)
# and the coordinates there. In a small cell the words before the floor
# and the coordinates are kept ("to 2,6").
board-stair-to = verso { $floor } { $coords }
# The letters on the parking spots.
board-spot-ambulance = A
board-spot-engine = AP
