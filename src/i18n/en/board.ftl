## The board as drawn and read out: tooltips and screen-reader labels of
## cells, edges and tokens (src/app/board_view.rs, src/app/board_view/).

# A cell's AccessKit label: how screen readers and tests find it.
# $cell: a space as the game log names it ("3,4", "3,4 Upper floor").
board-cell = cell { $cell }
# $car: board-car-… below.
board-cell-elevator = cell { $cell } (elevator: { $car })
# An edge's AccessKit label: the printed coordinates of the cell on its
# north or west side, and the side it is on (board-side-…).
board-edge = edge { $coords } { $side }
board-edge-floor = edge { $coords } { $side } { $floor }
# The sides of a cell, as one letter (the compass points).
board-side-n = N
board-side-e = E
board-side-s = S
board-side-w = W

## What is on a cell, read after its label: "Fire, Victim, Ann
## (Firefighter 2), active".
board-empty = empty
board-fire = Fire
board-smoke = Smoke
board-hot-spot = Hot Spot
board-hazmat = { $count ->
        [1] Hazmat
        [one] { $count } Hazmat
       *[other] { $count } Hazmat
    }
board-poi-face-down = face-down POI
board-victim = Victim
board-victim-treated = treated Victim
board-false-alarm = False Alarm
# Said after a firefighter's name.
board-active = active
board-knocked-down = knocked down
board-carrying-victim = carrying a Victim
board-carrying-hazmat = carrying Hazmat
board-carrying-firefighter = carrying a firefighter
board-leading-victim = leading a treated Victim
board-carrying-ladder = carrying a ladder
board-ladder-lying = a ladder, lying
board-ladder-foot = foot of a raised ladder
board-ladder-top = top of a raised ladder
board-ladders-on-engine = { $count ->
        [one] { $count } ladder
       *[other] { $count } ladders
    }

## What an edge is and how it stands: "wall, 1 damage cube", "door, open".
## $kind: wall, door, entrance, window, thin-wall, party-wall,
## elevator-door (for the words' gender); any other kind takes [any].
board-edge-kind = { $kind ->
        [wall] wall
        [door] door
        [entrance] entrance
        [window] window
        [thin-wall] thin wall
        [party-wall] party wall
       *[elevator-door] elevator door
    }
board-edge-destroyed = { $kind ->
       *[any] destroyed
    }
board-edge-open = { $kind ->
       *[any] open
    }
board-edge-closed = { $kind ->
       *[any] closed
    }
board-cubes = { $cubes ->
        [one] { $cubes } damage cube
       *[other] { $cubes } damage cubes
    }

## High Rise's elevators and the Lobby (URB-HIGHRISE-ELEV-1..4).
board-car-in-lobby = the car is down in the Lobby
board-car-at-floor = the car is at this floor
board-car-destroyed = destroyed
# Drawn across an elevator cell: where its car is.
board-car-banner-in-lobby = car in Lobby
board-car-banner-lobby = LOBBY
board-car-banner-car = CAR
board-car-banner-destroyed = DESTROYED
# The panel beside the floor, its slots and what is read out for them.
board-lobby = Lobby
board-lobby-elevator = Elevator { $coords }
board-lobby-car-at-fire-floor = car at the fire floor
board-lobby-slot = Lobby of elevator { $coords }: { $what }
board-lobby-empty = empty
board-lobby-poi = a POI
board-lobby-victim = a Victim
board-lobby-victim-treated = a treated Victim
board-lobby-false-alarm = a False Alarm

## Drawn on the board.
# The AP a walk to the pointed cell costs.
board-cost = { $ap } AP
# Where a stair cell's stairs lead: the floor's name (from the board file)
# and the coordinates there. In a small cell the words before the floor
# and the coordinates are kept ("to 2,6").
board-stair-to = to { $floor } { $coords }
# The letters on the parking spots.
board-spot-ambulance = A
board-spot-engine = E
