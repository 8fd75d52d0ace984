## The board as drawn and read out: tooltips and screen-reader labels of
## cells, edges and tokens (src/app/board_view.rs, src/app/board_view/).

# A cell's AccessKit label: how screen readers and tests find it.
# $cell: a space as the game log names it ("3,4", "3,4 Upper floor").
board-cell = клетка { $cell }
# $car: board-car-… below.
board-cell-elevator = клетка { $cell } (лифт: { $car })
# An edge's AccessKit label: the printed coordinates of the cell on its
# north or west side, and the side it is on (board-side-…).
board-edge = сторона { $coords } { $side }
board-edge-floor = сторона { $coords } { $side } { $floor }
# The sides of a cell, as one letter (the compass points).
board-side-n = С
board-side-e = В
board-side-s = Ю
board-side-w = З

## What is on a cell, read after its label: "Fire, Victim, Ann
## (Firefighter 2), active".
board-empty = пусто
board-fire = Огонь
board-smoke = Дым
board-hot-spot = Горячая точка
board-hazmat = { $count ->
        [1] Опасное вещество
        [one] { $count } опасное вещество
        [few] { $count } опасных вещества
        [many] { $count } опасных веществ
       *[other] { $count } опасного вещества
    }
board-poi-face-down = нераскрытый Объект
board-victim = Жертва
board-victim-treated = исцеленная Жертва
board-false-alarm = Ложная тревога
# Said after a firefighter's name.
board-active = ходит
board-knocked-down = нокаутирован
board-carrying-victim = несет Жертву
board-carrying-hazmat = несет Опасное вещество
board-carrying-firefighter = несет Пожарного
board-leading-victim = ведет исцеленную Жертву
board-carrying-ladder = несет переносную лестницу
board-ladder-lying = переносная лестница, лежит
board-ladder-foot = нижняя секция выдвинутой лестницы
board-ladder-top = верхняя секция выдвинутой лестницы
board-ladders-on-engine = { $count ->
        [one] { $count } переносная лестница
        [few] { $count } переносные лестницы
        [many] { $count } переносных лестниц
       *[other] { $count } переносной лестницы
    }

## What an edge is and how it stands: "wall, 1 damage cube", "door, open".
## $kind: wall, door, entrance, window, thin-wall, party-wall,
## elevator-door (for the words' gender); any other kind takes [any].
board-edge-kind = { $kind ->
        [wall] стена
        [door] дверь
        [entrance] вход
        [window] окно
        [thin-wall] тонкая стена
        [party-wall] общая стена
       *[elevator-door] дверь лифта
    }
board-edge-destroyed = { $kind ->
        [door] уничтожена
        [elevator-door] уничтожена
        [entrance] разрушен
        [window] разрушено
       *[any] разрушена
    }
board-edge-open = { $kind ->
        [entrance] открыт
        [window] открыто
       *[any] открыта
    }
board-edge-closed = { $kind ->
        [entrance] закрыт
        [window] закрыто
       *[any] закрыта
    }
board-cubes = { $cubes ->
        [one] { $cubes } фишка повреждения
        [few] { $cubes } фишки повреждений
        [many] { $cubes } фишек повреждений
       *[other] { $cubes } фишки повреждений
    }

## High Rise's elevators and the Lobby (URB-HIGHRISE-ELEV-1..4).
board-car-in-lobby = кабина внизу, в вестибюле
board-car-at-floor = кабина на этом этаже
board-car-destroyed = разрушен
# Drawn across an elevator cell: where its car is.
board-car-banner-in-lobby = кабина в вестибюле
board-car-banner-lobby = ВЕСТИБЮЛЬ
board-car-banner-car = КАБИНА
board-car-banner-destroyed = РАЗРУШЕН
# The panel beside the floor, its slots and what is read out for them.
board-lobby = Вестибюль
board-lobby-elevator = Лифт { $coords }
board-lobby-car-at-fire-floor = кабина на горящем этаже
board-lobby-slot = Вестибюль у лифта { $coords }: { $what }
board-lobby-empty = пусто
board-lobby-poi = Объект
board-lobby-victim = Жертва
board-lobby-victim-treated = исцеленная Жертва
board-lobby-false-alarm = Ложная тревога

## Drawn on the board.
# The AP a walk to the pointed cell costs.
board-cost = { $ap } ОД
# Where a stair cell's stairs lead: the floor's name (from the board file)
# and the coordinates there. In a small cell the words before the floor
# and the coordinates are kept ("to 2,6").
board-stair-to = на { $floor } { $coords }
# The letters on the parking spots.
board-spot-ambulance = С
board-spot-engine = П
