## What is wrong with a board: validation problems and where they are
## (src/engine/board/validate.rs, worded in src/text/problem.rs).
## Selector values: see en/problems.ftl.

problem-line = { $severity }: { $at }: { $message }
problem-severity-error = ошибка
problem-severity-warning = предупреждение
problem-more = … и еще { $count }
problem-invalid-board = на поле { $count } { $count ->
    [one] ошибка
    [few] ошибки
    [many] ошибок
   *[other] ошибки
}

## Where a problem is.
problem-at-board = поле
problem-at-cell = клетка { $cell }
problem-at-edge = граница { $edge }
problem-at-stair = внутренняя лестница { $number }
problem-at-ambulance-spot = парковка Скорой помощи { $number }
problem-at-engine-spot = парковка Пожарной машины { $number }
problem-at-family-setup = подготовка семейной игры
problem-at-first-explosion = таблица Первого Взрыва
problem-at-ladder-top = верхняя секция { $number }
problem-at-setup-line = линия подготовки { $number }
problem-unnamed-floor = безымянный этаж { $number }
problem-cell-on-floor = { $coords } { $floor }

## The board as a whole.
problem-format-version = format_version равен { $found }, а эта программа читает версию { $reads }
problem-no-name = у поля нет названия
problem-die-sides = у { $die ->
    [red] красного кубика
    [black] черного кубика
   *[floor] кубика этажа
} { $sides } { $sides ->
    [one] грань
    [few] грани
    [many] граней
   *[other] грани
}; нужно от 1 до { $max }
problem-no-floors = у поля нет этажей
problem-too-many-floors = у поля { $floors } { $floors ->
    [one] этаж
    [few] этажа
    [many] этажей
   *[other] этажа
}; поддерживается не больше { $max }
problem-floor-unnamed = у этажа нет названия
problem-floor-name-repeated = другой этаж тоже называется { $name }
problem-hot-spot-supply = запас Горячих точек не может превышать 24 жетона Горячей точки (COMP-6)

## A floor's grid.
problem-no-rows = на этаже нет ни одной строки клеток
problem-first-row-empty = в строке 0 этажа нет клеток
problem-floor-too-large = этаж размером { $rows } × { $cols }; этаж может быть не больше { $max } × { $max }
problem-ragged-row = в строке { $row } клеток: { $len }, а в строке 0: { $cols }; все строки должны быть одной длины
problem-unknown-cell-char = неизвестный символ клетки { $char }: используйте '.' снаружи, '#' внутри, 'x' запретная клетка, 'e' лифт

## Edges.
problem-edge-floor-prefix = границы перечисляются под своим этажом; пишите их без префикса этажа
problem-edge-cell-off-grid = клетка { $cell } за пределами сетки координат этажа { $rows } × { $cols }
problem-edge-on-grid-border = { $kind ->
    [wall] стена
    [door] дверь
    [entrance] вход
    [window] окно
    [thin-wall] тонкая стена
    [party-wall] общая стена
   *[elevator-door] дверь лифта
} на внешнем краю сетки координат: дальше клеток нет
problem-edge-listed-twice = эта граница перечислена больше одного раза
problem-entrance-not-between = вход должен быть между клеткой внутри здания и внешней клеткой (BOARD-4)
problem-edge-outside-building = { $kind ->
    [wall] стена
    [door] дверь
    [entrance] вход
    [window] окно
    [thin-wall] тонкая стена
    [party-wall] общая стена
   *[elevator-door] дверь лифта
} между двумя внешними клетками не относится ни к какому зданию
problem-elevator-door-cells = дверь лифта должна граничить ровно с одной клеткой лифта
problem-cannot-be-open = { $kind ->
    [wall] стена не может быть открыта
    [door] дверь не может быть открыта
    [entrance] вход не может быть открыт
    [window] окно не может быть открыто
    [thin-wall] тонкая стена не может быть открыта
    [party-wall] общая стена не может быть открыта
   *[elevator-door] дверь лифта не может быть открыта
}; открываются только двери, окна и двери лифта
problem-elevator-doors = у лифта должна быть ровно одна дверь лифта; у этого их { $doors } (URB-HIGHRISE-ELEV-1)
problem-car-side-open = Высотка: сторона { $side } кабины лифта — { $kind ->
    [wall] стена
    [door] дверь
    [entrance] вход
    [window] окно
    [thin-wall] тонкая стена
    [party-wall] общая стена
    [elevator-door] дверь лифта
   *[open-floor] открытый пол
}; стороны кабины — стены, кроме ее двери лифта (URB-HIGHRISE-ELEV-1)

## Deck-gun areas (quadrants).
problem-areas-rows = в сетке квадрантов строк: { $rows }, а на этаже: { $floorRows }
problem-areas-row-length = в строке { $row } сетки квадрантов символов: { $len }, а столбцов на этаже: { $cols }
problem-outside-in-area = внешняя клетка не может входить в квадрант Водомета
problem-unknown-area-char = неизвестный символ квадранта { $char }: используйте цифру 1-9 или '.'

## POI arrows.
problem-no-arrows = на этаже нет стрелок для Объектов; по продвинутому правилу Объектов (EXP-POI-3) кубики будут перебрасываться вместо того, чтобы идти по стрелкам
problem-arrows-rows = в сетке стрелок строк: { $rows }, а на этаже: { $floorRows }
problem-arrows-row-length = в строке { $row } сетки стрелок записей: { $len }, а столбцов на этаже: { $cols }
problem-unknown-arrow = неизвестная стрелка { $word }: используйте N, NE, E, SE, S, SW, W, NW или '.'
problem-outside-arrow = у внешней клетки не может быть стрелки
problem-arrow-leaves-building = стрелка { $dir } указывает за пределы здания
problem-cells-without-arrow = у { $count } { $count ->
    [one] клетки
    [few] клеток
    [many] клеток
   *[other] клетки
} внутри здания нет стрелки; по продвинутому правилу Объектов (EXP-POI-3) кубики перебрасываются, когда путь попадает на такую клетку

## Dice.
problem-floor-face-not-on-die = floor_face { $face } — не грань кубика этажа с { $sides } гранями
problem-floor-face-missing = у поля есть кубик этажа, поэтому каждому этажу нужен floor_face
problem-floor-face-ignored = floor_face не учитывается: у поля нет кубика этажа
problem-dice-override-floor-prefix = собственные координаты перечисляются под своим этажом; пишите клетку без префикса этажа
problem-dice-override-off-grid = эти собственные координаты указывают на клетку за пределами сетки координат этажа
problem-dice-on-outside = у внешней клетки не может быть координат
problem-dice-override-twice = у этой клетки собственные координаты заданы больше одного раза
problem-dice-override-misfit = собственные координаты красный { $red }, черный { $black } не подходят к красному кубику с { $redSides } гранями и черному с { $blackSides } гранями
problem-roll = { $face ->
    [0] красный { $red }, черный { $black }
   *[floor-die] этаж { $face }, красный { $red }, черный { $black }
}
problem-shared-roll-on-floor = у клеток в строке { $firstRow }, столбце { $firstCol } и в строке { $secondRow }, столбце { $secondCol } один и тот же результат броска { $roll }; каждый результат должен указывать на одну клетку
problem-shared-roll-across-floors = у клеток { $first } и { $second } один и тот же результат броска { $roll }; каждый результат должен указывать на одну клетку
problem-no-dice = ни у одной клетки нет координат, поэтому Огонь никогда не сможет распространяться (GEN-3)
problem-unnamed-results = результатов броска, не указывающих ни на одну клетку: { $unnamed } из { $total }; такие броски перебрасываются
problem-cells-without-dice = у { $count } { $count ->
    [one] клетки
    [few] клеток
    [many] клеток
   *[other] клетки
} внутри здания нет координат: Огонь туда не распространяется, и Объекты туда не ставятся

## Stairs.
problem-stair-floor-missing = клетка { $cell } на этаже { $floor }, а у поля { $floors } { $floors ->
    [one] этаж
    [few] этажа
    [many] этажей
   *[other] этажа
}
problem-stair-off-grid = клетка { $cell } за пределами сетки координат своего этажа
problem-stair-not-inside = клетка { $cell } — { $kind ->
    [inside] клетка внутри здания
    [restricted] запретная клетка
    [elevator] лифт
   *[outside] внешняя клетка
}; внутренняя лестница должна стоять на клетках внутри здания
problem-stair-direction-off-grid = направление лестницы { $dir } у клетки { $cell } указывает за пределы сетки координат
problem-stair-direction-wall = направлением лестницы у клетки { $cell } должна быть сторона, на которой не напечатана стена (2ND-STAIRS-3), но на границе { $edge } — { $kind ->
    [wall] стена
    [door] дверь
    [entrance] вход
    [window] окно
    [thin-wall] тонкая стена
    [party-wall] общая стена
   *[elevator-door] дверь лифта
}
problem-stair-one-floor = оба конца ({ $first } и { $second }) на одном этаже; внутренняя лестница соединяет два этажа
problem-stair-cell-taken = клетка { $cell } уже относится к другой внутренней лестнице

## Parking spots.
problem-no-parking = на поле нет парковок: нокаутированным Пожарным некуда было бы деваться (FAM-KD-1)
problem-no-ambulance-spot = на поле нет парковки для Скорой помощи; при нокауте и спасении используются парковки Пожарной машины (решение E6 в docs/rulings.md, по образцу URB-HIGHRISE-GEN-2)
problem-spot-not-ground = клетка { $cell } не на первом этаже; транспорт стоит снаружи, на уровне улицы
problem-spot-off-grid = клетка { $cell } за пределами сетки координат
problem-spot-not-outside = клетка { $cell } не на внешнем кольце; транспорт стоит снаружи здания (BOARD-5)
problem-spots-overlap = клетка { $cell } входит также в { $vehicle ->
    [ambulance] парковку Скорой помощи
   *[engine] парковку Пожарной машины
} { $other }; парковки одного транспорта не могут пересекаться
problem-spot-shares-cell = клетка { $cell } входит также в { $vehicle ->
    [ambulance] парковку Скорой помощи
   *[engine] парковку Пожарной машины
} { $other }
problem-spot-not-adjacent = клетки { $first } и { $second } не смежные; транспорт занимает две соседние клетки (COMP-11)
problem-deck-gun-area-missing = Водомет нацелен на квадрант { $area }, но ни одна клетка не входит в квадрант { $area }
problem-deck-gun-area-across = Водомет нацелен на квадрант { $area }, но клетки здания рядом с этой парковкой входят в квадрант { $nearest } (BOARD-6): машина стреляла бы через все здание
problem-spots-not-clockwise = { $vehicle ->
    [ambulance] парковки Скорой помощи перечислены не по часовой стрелке вокруг здания (парковка Скорой помощи { $spot } не на своем месте)
   *[engine] парковки Пожарной машины перечислены не по часовой стрелке вокруг здания (парковка Пожарной машины { $spot } не на своем месте)
}, поэтому при действии «Перегнать» транспорт перескочил бы через нее (BOARD-5)

## The experienced setup's first explosion.
problem-first-explosion-count = клеток: { $cells }, а граней у черного кубика: { $faces }; нужна одна клетка на грань (EXP-SETUP-4)
problem-first-explosion-off-board = клетки { $cell } нет на поле
problem-first-explosion-not-inside = клетка { $cell } — { $kind ->
    [inside] клетка внутри здания
    [restricted] запретная клетка
    [elevator] лифт
   *[outside] внешняя клетка
}; взрывы начинаются внутри здания

## The family setup.
problem-setup-cell-off-board = клетки { $cell } { $token ->
    [fire] начального Огня
   *[poi] начального Объекта
} нет на поле
problem-setup-cell-not-inside = клетка { $cell } { $token ->
    [fire] начального Огня
   *[poi] начального Объекта
} — { $kind ->
    [inside] клетка внутри здания
    [restricted] запретная клетка
    [elevator] лифт
   *[outside] внешняя клетка
}; при подготовке жетоны кладутся на клетки внутри здания
problem-setup-cell-twice = клетка { $cell } указана дважды ({ $first ->
    [fire] Огонь
   *[poi] Объект
} и { $second ->
    [fire] Огонь
   *[poi] Объект
})
problem-too-many-setup-pois = Объектов: { $count }, а в игре их 15 (COMP-3)
problem-too-many-setup-fires = Огней: { $count }, а жетонов Огня/Дыма всего 33 (COMP-2)

## Whether the rules can run on the board.
problem-deck-gun-area-misses-flips = квадрант { $area } — не блок результатов броска, в который всегда попадает переворот кубика (EXP-VEH-DECKGUN-3); промахи перебрасываются
problem-fire-cannot-advance = каждая клетка с координатами — лифт, а на лифте распространение Огня перебрасывается (URB-HIGHRISE-FIRE-1): Огонь никогда не сможет распространяться
problem-no-poi-cell = ни у одной клетки внутри здания (`#`) нет координат, поэтому ни один Объект нельзя будет выставить (FAM-POI-1) и ни одну игру нельзя будет выиграть
problem-few-poi-cells = координаты есть только у { $count } { $count ->
    [one] клетки
    [few] клеток
    [many] клеток
   *[other] клетки
} внутри здания, поэтому на поле помещается меньше 3 Объектов; остальные остаются в мешочке (Ruling R50)
problem-few-advance-cells = кубики указывают только на { $count } { $count ->
    [one] клетку, куда может распространиться Огонь
    [few] клетки, куда может распространиться Огонь
    [many] клеток, куда может распространиться Огонь
   *[other] клетки, куда может распространиться Огонь
}, не больше { $hotSpots } Горячих точек: когда Горячие точки покроют их все, Возгорание сразу обрывает цепочку (Ruling R49)
problem-no-collapse = стены и окна вмещают меньше фишек повреждений ({ $capacity }), чем нужно для обрушения здания ({ $cubes }) (FAM-END-3): здание никогда не рухнет, и игру заканчивают только Жертвы
problem-floor-unreachable-no-stairs = на этот этаж не ведет ни одна внутренняя лестница, поэтому { $cells ->
    [one] его { $cells } клетка внутри здания недостижима
    [few] ни одна из его { $cells } клеток внутри здания не достижима
    [many] ни одна из его { $cells } клеток внутри здания не достижима
   *[other] ни одна из его { $cells } клеток внутри здания не достижима
} (2ND-STAIRS-1)
problem-floor-unreachable = { $cells ->
    [one] до { $cells } клетки внутри здания на этаже
    [few] ни до одной из { $cells } клеток внутри здания на этаже
    [many] ни до одной из { $cells } клеток внутри здания на этаже
   *[other] ни до одной из { $cells } клеток внутри здания на этаже
} нельзя добраться { $from ->
    [elevator] из лифта
   *[outside] снаружи
}, не прорубив стену
problem-cell-unreachable = до этой клетки внутри здания нельзя добраться { $from ->
    [elevator] из лифта
   *[outside] снаружи
}, не прорубив стену

## Expansion data (2nd Story, High Rise, Brownstone).
problem-leftover-ladders = на поле есть переносные лестницы, которые используют только поля 2nd Story ("rules": "2nd_story"); поле играется по правилам: { $rules ->
    [second-story] 2nd Story
    [high-rise] Высотка
    [brownstone] Браунстоун
   *[base] базовая игра
}
problem-leftover-setup-lines = на поле есть линии подготовки, которые используют только поля Высотки ("rules": "high_rise"); поле играется по правилам: { $rules ->
    [second-story] 2nd Story
    [high-rise] Высотка
    [brownstone] Браунстоун
   *[base] базовая игра
}
problem-elevators-without-high-rise = { $count ->
    [one] { $count } клетка — лифт
    [few] { $count } клетки — лифты
    [many] { $count } клеток — лифты
   *[other] { $count } клетки — лифты
}, но поле играется не по правилам Высотки: Огонь туда не распространяется, но вестибюля нет, а их двери — обычные двери
problem-second-story-one-floor = 2nd Story: у поля один этаж; у здания 2nd Story есть второй этаж (2ND-BOARD-1)
problem-second-story-no-engine = 2nd Story: на поле нет парковки Пожарной машины, а лестницы возит Пожарная машина (2ND-LADDER-1)
problem-second-story-family-setup = 2nd Story: подготовка семейной игры не используется; простая подготовка 2nd Story определяет взрывы и Объекты бросками кубиков (2ND-SETUP-1)
problem-second-story-no-ladders = 2nd Story: нет переносных лестниц: укажите, куда достает лестница, выдвинутая на каждой внешней клетке первого этажа (2ND-LADDER-3)
problem-ladder-supply = 2nd Story: переносных лестниц на Пожарной машине: { $supply }; их может быть от 1 до { $max } (4 в коробке, 2ND-LADDER-1)
problem-no-ladder-tops = 2nd Story: нет верхних секций: укажите, куда достает лестница, выдвинутая на каждой внешней клетке первого этажа (2ND-LADDER-3)
problem-ladder-foot-not-ground-outside = нижняя секция { $foot } — не внешняя клетка первого этажа; лестницы выдвигают снаружи, на уровне улицы (2ND-LADDER-3)
problem-ladder-top-unclimbable = рядом с верхней секцией { $top } нет клетки внутри здания: оттуда никто не сможет забраться внутрь
problem-ladder-top-not-upper-outside = верхняя секция { $top } — не внешняя клетка верхнего этажа (2ND-BOARD-3)
problem-ladder-foot-taken = верхняя секция { $other } уже начинается с { $foot }; одна лестница на клетку (Ruling R40)
problem-ladder-top-taken = верхняя секция { $other } уже достает до { $top }; на верхней секции помещается один Пожарный (2ND-LADDER-6)
problem-missing-ladder-top = 2nd Story: у этой внешней клетки первого этажа нет верхней секции; ею могла бы быть клетка { $above } над ней (2ND-LADDER-3)
problem-high-rise-floors = Высотка: поле — это горящий этаж башни, один этаж (URB-HIGHRISE-GEN-1); а у поля { $floors ->
    [one] { $floors } этаж
    [few] { $floors } этажа
    [many] { $floors } этажей
   *[other] { $floors } этажа
}
problem-high-rise-no-elevator = Высотка: нет лифта (клетки `e` с дверью лифта): Пожарные попадают на горящий этаж на лифте, через вестибюль или по автолестнице (URB-HIGHRISE-GEN-1)
problem-high-rise-no-engine = Высотка: нет парковки Пожарной машины: Пожарная машина занимает место Скорой помощи и везет автолестницу (URB-HIGHRISE-GEN-2)
problem-high-rise-ambulance = Высотка: Скорая помощь не используется (URB-HIGHRISE-GEN-2); ее парковки не учитываются
problem-high-rise-spot-no-side = Высотка: у парковки не указана сторона; автолестница достает до той стороны здания, у которой стоит Пожарная машина (URB-HIGHRISE-LADDER-1)
problem-high-rise-setup-lines = Высотка: { $count ->
    [one] указана { $count } линия подготовки
    [few] указаны { $count } линии подготовки
    [many] указано { $count } линий подготовки
   *[other] указано { $count } линии подготовки
}; для начальных взрывов нужны 3, а для Героя — 4-я (URB-HIGHRISE-SETUP-1)
problem-setup-line-off-dice = { $line ->
    [column] столбца { $value } (черный кубик)
   *[row] строки { $value } (красный кубик)
} нет на кубиках, значения которых от 1 до { $sides }
problem-setup-line-empty = ни у одной клетки внутри здания { $line ->
    [column] в столбце { $value } (черный кубик)
   *[row] в строке { $value } (красный кубик)
} нет координат: взрыв некуда было бы поместить
problem-brownstone-spot-no-side = Браунстоун: у парковки не указана сторона; Перегнать на другую сторону здания стоит 4 ОД (URB-BROWN-3)
problem-brownstone-no-party-wall = Браунстоун: нет общей стены; у дома в ряду общие стены с соседями (URB-BROWN-2)

## Files that cannot be read or written.
problem-file-unreadable = { $path }: не удается прочитать файл: { $reason }
problem-file-is-folder = { $path }: это папка, а не файл; выберите в ней { $what ->
    [board] файл поля
    [save] сохраненную игру
    [script] скрипт
    [config] настройки игры
    [settings] файл настроек
    [board_or_save] поле или сохраненную игру
   *[file] файл
}
problem-file-too-large = { $path }: файл больше { $size } — предела для { $what ->
    [board] файла поля
    [save] сохраненной игры
    [script] скрипта
    [config] настроек игры
    [settings] файла настроек
    [board_or_save] поля или сохраненной игры
   *[file] файла
}; проверьте, тот ли это файл
problem-file-not-utf8 = { $path }: файл не в кодировке UTF-8 (строка { $line }, байт { $byte } — не UTF-8); сохраните его в UTF-8
problem-file-utf16 = { $path }: файл сохранен в UTF-16; сохраните его в UTF-8
problem-file-not-a-board = это не файл поля: в нем нет "format_version"
problem-file-neither = { $path }: это ни поле (в нем нет "format_version"), ни сохраненная игра (в ней нет "format")
problem-file-version-not-a-number = format_version: ожидалось целое число, а найдено { $kind ->
    [text] текст { $got }
   *[value] { $got }
}
problem-file-version-newer = версия формата поля { $version } новее, чем понимает эта программа (до { $reads }); обновите Flash Point
problem-file-upgrade-failed = не удается обновить поле: { $reason }
problem-file-in = { $path }: { $reason }
problem-file-json = { $path }, строка { $line }, столбец { $column }: { $reason }
problem-file-no-path = у поля еще нет файла: выберите, куда его сохранить
problem-file-board-unwritable = { $path }: не удается сохранить поле: { $reason }
problem-file-unwritable = { $path }: не удается записать файл: { $reason }
problem-file-saved-board-json = строка { $line }, столбец { $column } поля: { $reason }
problem-file-saved-board-invalid = { $path }: сохраненное поле неверно: { $reason }
problem-file-saved-config = { $path }: сохраненные настройки игры не подходят к полю: { $reason }
problem-file-replay-refused = { $path }: шаг { $step } ({ $action }) отклонен при повторе: { $reason }
