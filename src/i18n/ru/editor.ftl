## The board editor (src/app/editor.rs, src/app/editor/).

## The menu bar.
editor-menu-board = Поле
editor-new-board = Новое поле
editor-open-board = Открыть поле…
editor-save-as = Сохранить как…
editor-main-menu = Главное меню
editor-save-shortcut = Сохранить (Ctrl+S)
editor-undo = Отменить
editor-undo-hint = Ctrl+Z
editor-redo = Повторить
editor-redo-hint = Ctrl+Y
editor-save = Сохранить
editor-save-hint = Ctrl+S
editor-play = Играть на этом поле
editor-play-hint = Начать игру на этом поле; редактор подождет
editor-floor = Этаж:
editor-floor-hint = Page Up / Page Down
editor-side-by-side = Два этажа рядом
editor-poi-arrows = Стрелки Объектов
editor-not-saved-yet = (еще не сохранено)
editor-new-board-name = Новое поле
editor-new-floor-name = Этаж { $number }

## The tools.
editor-tool = Инструмент:
editor-tool-heading = Инструмент
editor-tool-key = Клавиша { $key }
editor-tool-select = Выделить
editor-tool-wall = Стена
editor-tool-door-closed = Дверь (закрытая)
editor-tool-door-open = Дверь (открытая)
editor-tool-entrance = Вход
editor-tool-window = Окно
editor-tool-thin-wall = Тонкая стена
editor-tool-party-wall = Общая стена
editor-tool-elevator-door = Дверь лифта
editor-tool-erase-edge = Стереть границу
editor-tool-outside = Внешняя клетка
editor-tool-inside = Клетка внутри здания
editor-tool-restricted = Запретная клетка
editor-tool-elevator = Лифт
editor-tool-ambulance = Парковка Скорой помощи
editor-tool-engine = Парковка Пожарной машины
editor-tool-quadrant = Квадрант
editor-tool-arrow = Стрелка Объектов
editor-tool-stairs = Внутренняя лестница
editor-tool-fire = Начальный Огонь
editor-tool-poi = Начальный Объект
editor-tool-first-explosion = Первый Взрыв
editor-tool-dice = Кубики
editor-tool-ladder-top = Верхняя секция

## What each tool does.
editor-help-select = Щелкните клетку или протяните по клеткам, чтобы выделить их. Ctrl+C копирует выделение, Ctrl+V вставляет его в выделенную клетку (на любом этаже).
editor-help-edge = Щелкните границу между двумя клетками или протяните вдоль линии границ, чтобы нарисовать ряд (один шаг отмены).
editor-help-cell = Щелкните клетки или протяните по ним, чтобы закрасить; протягивание с Shift заполняет прямоугольник.
editor-help-spot = Щелкните две соседние внешние клетки первого этажа.
editor-help-quadrant = Щелкните или протяните, чтобы отнести клетки к квадранту (области Водомета); протягивание с Shift заполняет прямоугольник.
editor-help-arrow = Щелкните клетку, чтобы дать ей эту стрелку.
editor-help-stairs = Щелкните клетку лестницы на одном этаже, затем парную ей на другом. Обе открываются в выбранном здесь направлении.
editor-help-fire = Щелкните клетку, чтобы добавить или убрать Огонь в подготовке семейной игры.
editor-help-poi = Щелкните клетку, чтобы добавить или убрать Объект в подготовке семейной игры.
editor-help-dice = Щелкните клетку, чтобы дать ей эти координаты (0, 0 стирает).
editor-help-first-explosion = Щелкните клетку Первого Взрыва для каждой грани черного кубика, начиная с грани 1 (EXP-SETUP-4).
editor-help-ladder-top = Щелкните внешнюю клетку первого этажа, где можно выдвинуть лестницу, затем внешнюю клетку верхнего этажа, до которой достает ее верхняя секция (2ND-LADDER-3). Повторно щелкнутая нижняя секция получает новую верхнюю.

## The tools' options.
editor-copy = Копировать
editor-paste = Вставить
editor-mirror-left-right = Отразить слева направо
editor-mirror-top-bottom = Отразить сверху вниз
editor-deck-gun-quadrant = Квадрант Водомета (0: тот, что рядом с парковкой)
editor-quadrant-brush = Квадрант (0 стирает)
editor-arrow-none = нет
editor-generate-arrows = Создать стрелки к центру (этот этаж)
editor-outline-walls = Обнести здание стеной (этот этаж)
editor-outline-walls-hint = Стена на каждой свободной границе между зданием и улицей, одним шагом отмены; нарисованные там двери, окна и стены остаются.
editor-outline-walls-done = Здание обнесено: на каждой границе между ним и улицей есть стена, дверь или окно.
editor-open-side = Открытая сторона
editor-stairs-first-end = Первый конец: { $cell }. Теперь щелкните парную клетку на другом этаже.
editor-dice-red = Красный
editor-dice-black = Черный
editor-no-first-explosion = Таблицы нет: Первый Взрыв определяется броском обоих кубиков.
editor-first-explosion-face = { $face }: { $cell }
editor-clear-table = Очистить таблицу
editor-spot-first-cell = Первая клетка: { $cell }. Теперь щелкните соседнюю.
editor-ladder-foot-chosen = Нижняя секция: { $cell }. Теперь щелкните клетку верхнего этажа, до которой достает верхняя секция.
editor-dice-follow-offsets = Все клетки этого этажа следуют смещениям (раздел Этажи).
editor-own-dice-count = Клеток с собственными координатами на этом этаже: { $count }
editor-own-dice = { $cell }: красный { $red }, черный { $black }
editor-clear-dice = Стереть координаты { $cell }
editor-clear-dice-hint = Вернуть смещения этажа
editor-split-intro = Или разделите весь этаж двумя линиями (пунктир на поле):
editor-split-row = Нижняя половина со строки
editor-split-col = Правая половина со столбца
editor-split = Разделить на квадранты
editor-split-hint = Нумерует каждую клетку здания на этом этаже: 1 вверху слева, 2 вверху справа, 3 внизу слева, 4 внизу справа. Линия на 0 не учитывается.

## The side panel's sections.
editor-section-board = Название и кубики
editor-section-rules = Правила
editor-section-floors = Этажи
editor-section-grid = Размер сетки
editor-section-parking = Парковки
editor-section-stairs = Внутренние лестницы
editor-field-name = Название
editor-field-author = Автор
editor-field-description = Описание
editor-dice-sides-red = Грани кубиков: красный
editor-dice-sides-black = черный
editor-floor-die = Кубик этажа
editor-floor-die-sides = { " " }гр.
editor-floor-die-sides-hint = Грани кубика этажа
editor-floor-down = Вниз
editor-floor-up = Вверх
editor-floor-remove = Удалить
editor-floor-down-hint = Переместить «{ $name }» на этаж ниже
editor-floor-up-hint = Переместить «{ $name }» на этаж выше
editor-floor-remove-hint = Удалить «{ $name }» (отмена вернет его)
editor-rename-floor = Переименовать показанный этаж
editor-dice-offsets-red = Смещения кубиков: красный
editor-dice-offsets-black = черный
editor-floor-face = Грань кубика этажа для показанного этажа
editor-add-floor = Добавить этаж
editor-grid-size = { $rows } × { $cols } (строки × столбцы, все этажи)
editor-grid-at = У выделения: строка { $row }, столбец { $col }
editor-insert-row = Вставить строку
editor-remove-row = Удалить строку
editor-insert-col = Вставить столбец
editor-remove-col = Удалить столбец
editor-parking-none = Пока нет: используйте инструменты парковки Скорой помощи и Пожарной машины.
editor-parking-order = «Перегнать» перемещает транспорт на следующую или предыдущую парковку в этом порядке; он должен идти по часовой стрелке вокруг здания (BOARD-5).
editor-spot = { $vehicle ->
    [ambulance] Скорая помощь
   *[engine] Пожарная машина
} { $number }: { $first } { $second }
editor-spot-quadrant = квадрант
editor-spot-quadrant-hint = Квадрант, в который бьет Водомет с парковки Пожарной машины { $number }
editor-spot-earlier = Раньше
editor-spot-later = Позже
editor-spot-earlier-hint = Раньше в порядке для «Перегнать»
editor-spot-later-hint = Позже в порядке для «Перегнать»
editor-spot-remove = Удалить { $vehicle ->
    [ambulance] парковку Скорой помощи
   *[engine] парковку Пожарной машины
} { $number }
editor-order-clockwise = Упорядочить по часовой стрелке
editor-order-clockwise-hint = Упорядочить оба списка по часовой стрелке вокруг здания, начиная сверху
editor-stair = { $first } — { $second }
editor-stair-remove = Удалить внутреннюю лестницу { $number }
editor-stairs-none = Пока нет: используйте инструмент «Внутренняя лестница».

## The problem list.
editor-problems = Проблемы
editor-problems-none = нет: на поле можно играть
editor-problems-count = { $errors ->
    [one] { $errors } ошибка
    [few] { $errors } ошибки
    [many] { $errors } ошибок
   *[other] { $errors } ошибки
}, { $warnings ->
    [one] { $warnings } предупреждение
    [few] { $warnings } предупреждения
    [many] { $warnings } предупреждений
   *[other] { $warnings } предупреждения
}
editor-fix-one = Сначала исправьте эту проблему: { $problem }
editor-fix-many = Сначала исправьте проблемы ({ $count }): { $problem } (и еще { $rest } в списке ниже)
editor-problem-at = { $at }: { $message }
editor-hint-parking = Нарисуйте место инструментом «{ editor-tool-ambulance }» или «{ editor-tool-engine }»: две соседние клетки внешнего кольца.
editor-hint-ambulance = Нарисуйте его инструментом «{ editor-tool-ambulance }», если только у здания его нет (как у «Высотки»).
editor-hint-deck-gun-area = Закрасьте обслуживаемые клетки инструментом «{ editor-tool-quadrant }» или разделите этаж кнопкой «{ editor-split }» (на панели этого инструмента).
editor-hint-arrows = Нарисуйте их инструментом «{ editor-tool-arrow }»; его кнопка «{ editor-generate-arrows }» рисует весь этаж. Или обойдитесь без них.
editor-hint-way-in = Поставьте «{ editor-tool-entrance }», дверь или окно в стене на пути внутрь.
editor-hint-walls = Нарисуйте стены инструментом «{ editor-tool-wall }» или нажмите его кнопку «{ editor-outline-walls }».
editor-hint-elevator = Нарисуйте клетку инструментом «{ editor-tool-elevator }» и одну из ее стен инструментом «{ editor-tool-elevator-door }».
editor-hint-engine = Нарисуйте его инструментом «{ editor-tool-engine }».
editor-hint-setup-lines = Добавьте их кнопкой «{ editor-setup-line-add }» в разделе «{ editor-section-rules }».
editor-hint-spot-side = Выберите сторону места в разделе «{ editor-section-parking }».
editor-hint-party-wall = Нарисуйте ее инструментом «{ editor-tool-party-wall }».
editor-hint-ladder-tops = Кнопка «{ editor-fill-ladder-tops }» в разделе «{ editor-section-rules }» отмечает их все (когда есть верхний этаж), или отметьте каждую инструментом «{ editor-tool-ladder-top }».
editor-hint-upper-floor = Добавьте его кнопкой «{ editor-add-floor }» в разделе «{ editor-section-floors }».
editor-hint-stairs = Свяжите его с достижимым этажом инструментом «{ editor-tool-stairs }»: щелкните клетку лестницы, покажите другой этаж и щелкните клетку, куда ведет лестница.

## The canvas: marks on the cells and what screen readers say.
editor-no-cells = На этом этаже нет клеток.
editor-cell = клетка { $cell }
editor-edge = граница { $cell } { $side }
editor-mark-quadrant = К{ $area }
editor-mark-fire = О
editor-mark-first-explosion = В{ $face }
editor-mark-ambulance = С{ $number }
editor-mark-engine = П{ $number } К{ $area }
editor-stair-mark = на { $floor } { $cell }
editor-ladder-foot-mark = Л{ $number } на { $cell }
editor-ladder-top-mark = Л{ $number }
editor-ladder-top-from = верх от { $cell }

## Notices.
editor-first-explosion-full = В таблице уже есть клетка для каждой из граней черного кубика ({ $faces }): очистите ее, чтобы начать заново.
editor-stairs-from = Лестница от { $cell }: теперь покажите другой этаж и щелкните клетку лестницы на нем.
editor-added-floor = Добавлен этаж «{ $name }».
editor-added-floor-die = Добавлен этаж «{ $name }». У его клеток были те же результаты броска, что и у первого этажа, поэтому теперь на поле бросается еще и кубик этажа с гранями: { $sides } (грань 1 — первый этаж). Чтобы у всех этажей была одна сетка координат (2nd Story), снимите флажок «Кубик этажа» и задайте этажам разные смещения.
editor-added-floor-face = Добавлен этаж «{ $name }»: грань кубика этажа { $face }.
editor-nothing-to-undo = Нечего отменять
editor-nothing-to-redo = Нечего повторять
editor-copied = Скопировано клеток: { $rows } × { $cols }
editor-recovery-failed = Не удается записать файл восстановления { $path }: { $reason }

## Leaving a board with changes.
editor-unsaved-title = Несохраненные изменения
editor-unsaved-text = На поле есть несохраненные изменения.
editor-save-first = Сначала сохранить
editor-discard = Отбросить изменения
editor-keep-editing = Продолжить редактирование

## Why an edit is refused.
editor-refused-no-floor = этажа { $floor } нет
editor-refused-off-grid = клетка { $cell } не на сетке своего этажа
editor-refused-edge-off-grid = граница { $edge } не лежит между двумя клетками этажа
editor-refused-cannot-open = { $kind ->
    [wall] стена не может быть открыта
    [door] дверь не может быть открыта
    [entrance] вход не может быть открыт
    [window] окно не может быть открыто
    [thin-wall] тонкая стена не может быть открыта
    [party-wall] общая стена не может быть открыта
   *[elevator-door] дверь лифта не может быть открыта
}; открываются только двери, окна и двери лифта
editor-refused-bad-area = квадранты нумеруются от 1 до 9, а не { $area }
editor-refused-not-adjacent = клетки { $first } и { $second } не стоят рядом на одном этаже
editor-refused-stair-one-floor = внутренняя лестница соединяет два разных этажа
editor-refused-no-item = { $what ->
    [ambulance-spot] нет парковки Скорой помощи
    [engine-spot] нет парковки Пожарной машины
    [stair-link] нет внутренней лестницы
   *[ladder-top] нет верхней секции
} номер { $index }
editor-refused-last-floor = у поля остается хотя бы один этаж
editor-refused-too-many-floors = у поля не больше { $max } этажей
editor-refused-bad-size = этаж бывает от 1 до { $max } клеток в каждую сторону
editor-refused-bad-index = строки или столбца { $index } нет на каждом этаже
editor-refused-bad-rect = прямоугольник не помещается на этаже
editor-refused-bad-die = у кубика от 1 до { $max } граней, а не { $sides }
editor-refused-duplicate = это уже есть на поле
editor-refused-not-ladder-foot = лестница стоит на внешней клетке первого этажа, а { $cell } — не такая клетка (2ND-LADDER-3)
editor-refused-not-ladder-top = верхняя секция лестницы — внешняя клетка верхнего этажа, а { $cell } — не такая клетка (2ND-LADDER-3)
editor-refused-ladder-top-taken = { $top } уже верхняя секция лестницы, выдвинутой на { $foot }; на верхней секции помещается одна лестница (2ND-LADDER-6)
editor-refused-ladder-supply = на Пожарной машине от 1 до { $max } лестниц, а не { $supply } (2ND-LADDER-1)
editor-refused-setup-lines = у Высотки не больше { $max } линий подготовки (4-я для Героя), а не { $count }

## The Rules section and the expansions' parts.
editor-expansion = Дополнение:
editor-rules-base = Базовая игра
editor-rules-second-story = 2nd Story
editor-rules-high-rise = Высотка
editor-rules-brownstone = Браунстоун
editor-rules-base-help = Базовая игра: семейные и продвинутые правила, без дополнений.
editor-rules-second-story-help = 2nd Story (§8): второй этаж, переносные лестницы на Пожарной машине, верхние секции снаружи второго этажа.
editor-rules-high-rise-help = Высотка (URB-HIGHRISE-*): лифты, вестибюль, автолестница Пожарной машины, достающая до ее стороны здания, начальные взрывы на заданных линиях, без Скорой помощи.
editor-rules-brownstone-help = Браунстоун (URB-BROWN-*): общие стены, запретные клетки; Перегнать на другую сторону здания стоит 4 ОД, поэтому у каждой парковки есть сторона.
editor-high-rise-sides = Укажите для каждой парковки Пожарной машины сторону здания, до которой достает ее автолестница: раздел Парковки (URB-HIGHRISE-LADDER-1).
editor-brownstone-sides = Укажите для каждой парковки ее сторону здания в разделе Парковки: Перегнать на другую сторону стоит 4 ОД (URB-BROWN-3).
editor-leftover-ladders = На поле есть переносные лестницы, которые используют только поля 2nd Story.
editor-remove-ladders = Убрать лестницы
editor-leftover-setup-lines = На поле есть линии подготовки, которые используют только поля Высотки.
editor-remove-setup-lines = Убрать линии подготовки
editor-ladder-supply = Лестниц на Пожарной машине
editor-ladder-supply-hint = от 1 до { $max }; в коробке 4 (2ND-LADDER-1)
editor-ladder-tops-intro = Верхние секции: куда на втором этаже достает лестница, выдвинутая на внешней клетке первого этажа (2ND-LADDER-3).
editor-none-yet = Пока нет.
editor-ladder-top = { $foot } — { $top }
editor-ladder-top-remove = Удалить верхнюю секцию { $number }
editor-fill-ladder-tops = Заполнить верхние секции
editor-fill-ladder-tops-hint = Для каждой внешней клетки первого этажа у здания, над которой клетка вне здания второго этажа: там верхняя секция
editor-ladder-top-tool = Инструмент «Верхняя секция»
editor-ladder-top-tool-hint = Щелкните нижнюю секцию, затем клетку, до которой достает верхняя
editor-setup-lines-intro = Начальные взрывы: каждый на заданном столбце (красный кубик выбирает строку) или заданной строке (черный кубик выбирает столбец); 3 линии, 4-я для Героя (URB-HIGHRISE-SETUP-1).
editor-setup-line = Линия { $number }
editor-setup-line-column = Столбец
editor-setup-line-row = Строка
editor-setup-line-choice = { $line }: { $choice ->
    [column] столбец
   *[row] строка
}
editor-setup-line-column-hint = Столбец: значение черного кубика
editor-setup-line-row-hint = Строка: значение красного кубика
editor-setup-line-remove = Удалить линию { $number }
editor-setup-line-remove-heroic = Удалить линию Героя
editor-setup-line-add-heroic = Добавить линию Героя
editor-setup-line-add = Добавить линию подготовки
editor-side-north = Север
editor-side-east = Восток
editor-side-south = Юг
editor-side-west = Запад
editor-side-none = Нет
editor-spot-side = сторона: { $vehicle ->
    [ambulance] Скорая помощь
   *[engine] Пожарная машина
} { $number }
editor-spot-side-hint = Сторона здания, у которой стоит парковка
editor-ladder-foot-first = { $refusal } Сначала щелкните нижнюю секцию лестницы.
editor-ladder-needs-upper-floor = Лестница от { $cell }: полю нужен верхний этаж для верхней секции.
editor-ladder-show-upper-floor = Лестница от { $cell }: теперь покажите верхний этаж (Page Up) и щелкните клетку, до которой достает верхняя секция.
editor-no-ladder-top-to-fill = Нечего заполнять: у каждой внешней клетки первого этажа у здания, над которой внешняя клетка у здания второго этажа, уже есть верхняя секция.
editor-added-ladder-tops = { $count ->
    [one] Добавлена { $count } верхняя секция.
    [few] Добавлены { $count } верхние секции.
    [many] Добавлено { $count } верхних секций.
   *[other] Добавлено верхних секций: { $count }.
}

## The Difficulty window.
editor-difficulty = Сложность
editor-difficulty-hint = Насколько сложно это поле? Боты играют на нем на каждом уровне
editor-difficulty-title = Оценка сложности
editor-difficulty-intro = Четыре быстрых бота играют каждый уровень на этом поле, затем те же игры (с теми же кубиками) на лицевой стороне поля, для сравнения.
editor-difficulty-intro-strong = Четыре собственных бота игры (те же, что играют напарниками и дают подсказку) играют каждый уровень на этом поле, затем те же игры (с теми же кубиками) на лицевой стороне поля, для сравнения. Они выигрывают примерно как хорошая компания игроков, но в сто раз медленнее быстрых ботов: 100 игр на уровень занимают минуты.
editor-difficulty-bots = Боты:
editor-difficulty-bots-fast = Быстрые
editor-difficulty-bots-fast-hint = Быстрые цифры для сравнения полей: быстрые боты смотрят на одно действие вперед и выигрывают реже хороших игроков
editor-difficulty-bots-strong = Сильные
editor-difficulty-bots-strong-hint = Собственные боты игры: доля побед ближе к хорошей компании игроков, примерно в сто раз медленнее
editor-difficulty-other-bots = { $played ->
    [fast] Данные — от быстрых ботов
   *[strong] Данные — от сильных ботов
}
editor-difficulty-other-bots-again = { $played ->
    [fast] Данные — от быстрых ботов: оцените заново с сильными.
   *[strong] Данные — от сильных ботов: оцените заново с быстрыми.
}
editor-difficulty-games = Игр на уровень:
editor-difficulty-has-errors = На поле есть ошибки: оценивать нечего. { $why }
editor-difficulty-again = Оценить заново
editor-difficulty-start = Оценить сложность
editor-difficulty-running = Идет оценка
editor-difficulty-fresh = Эти данные — для этой версии поля и этого числа игр
editor-difficulty-cancel = Отмена
editor-difficulty-cancel-hint = Остановиться после текущих игр
editor-difficulty-no-front = не удается прочитать лицевую сторону поля: { $reason }; сравнения не будет.
editor-difficulty-cannot-start = не удается начать оценку: { $reason }
editor-difficulty-old = Эти данные — для прежней версии поля: оцените заново, чтобы обновить их.
editor-difficulty-old-label = Данные — для прежней версии поля
editor-difficulty-other-count = Данные — для { $games } игр на уровень
editor-difficulty-other-count-again = Данные — для { $games } игр на уровень: оцените заново для { $wanted }.
editor-difficulty-progress = { $done } из { $total } игр
editor-difficulty-playing = Уровень { $level } на { $board ->
    [front] лицевой стороне поля
   *[this] этом поле
}: { $progress }
editor-difficulty-cancelling = Отмена… { $what }
editor-difficulty-left = { $what } (осталось около { $minutes } мин)
editor-difficulty-finished = Игр: { $games } за { $seconds } с.
editor-difficulty-known = { $count ->
    [one] { $count } уровень лицевой стороны поля уже был известен.
    [few] { $count } уровня лицевой стороны поля уже были известны.
    [many] { $count } уровней лицевой стороны поля уже были известны.
   *[other] Уровней лицевой стороны поля уже было известно: { $count }.
}
editor-difficulty-cancelled = Отменено после { $progress }.
editor-difficulty-failed = Оценка остановилась: { $reason }
editor-difficulty-level = Уровень
editor-difficulty-wins = Победы
editor-difficulty-wins-hint = Выигранные игры, с 95-процентным интервалом: истинная доля попадает в него 19 раз из 20
editor-difficulty-rescued = Спасено
editor-difficulty-rescued-hint = Спасенные Жертвы, в среднем за игру
editor-difficulty-lost = Погибло
editor-difficulty-lost-hint = Погибшие Жертвы, в среднем за игру
editor-difficulty-lost-victims = Проиграно из-за Жертв
editor-difficulty-lost-victims-hint = Игры, проигранные из-за того, что погибло слишком много Жертв
editor-difficulty-lost-collapse = Проиграно из-за обрушения
editor-difficulty-lost-collapse-hint = Игры, проигранные из-за обрушения здания
editor-difficulty-turns = Ходы
editor-difficulty-turns-hint = Ходов игроков за игру, в среднем
editor-difficulty-front = Лицевая сторона
editor-difficulty-front-hint = Победы на лицевой стороне поля в тех же играх
editor-difficulty-turn-limited = { $level }: { $stuck } из { $games } игр не закончились за { $turns } ходов: боты не нашли ничего стоящего. Есть ли Огню куда распространяться (клетки внутри здания, на которые указывают кубики)?
editor-difficulty-turn-limited-fast = Быстрые боты смотрят на одно действие вперед: сильные, возможно, найдут путь.
# Games cut at the turn bound with no POI or Victim on the board.
editor-difficulty-waiting-for-pois = { $level }: { $stuck } из { $games } игр не закончились за { $turns } ходов, и на поле не осталось ни одного Объекта: новые нельзя было выложить туда, куда указывали кубики, и они остались в мешочке (Ruling R50). Указывают ли кубики на достаточно клеток внутри здания?
editor-difficulty-engine-errors = { $level }: { $errors ->
    [one] { $errors } игра прервалась из-за ошибки движка (запустите `flashpoint estimate`, чтобы ее увидеть)
    [few] { $errors } игры прервались из-за ошибки движка (запустите `flashpoint estimate`, чтобы их увидеть)
    [many] { $errors } игр прервались из-за ошибки движка (запустите `flashpoint estimate`, чтобы их увидеть)
   *[other] { $errors } игры прервались из-за ошибки движка (запустите `flashpoint estimate`, чтобы их увидеть)
}
editor-difficulty-playing-now = идет игра…
editor-difficulty-no-vehicles = { $level } (без транспорта)
editor-difficulty-no-vehicles-hint = На поле нет парковки Скорой помощи: игра без модуля транспорта
editor-difficulty-rescued-label = { $level }: спасено Жертв за игру: { $mean }
editor-difficulty-lost-label = { $level }: погибло Жертв за игру: { $mean }
editor-difficulty-lost-victims-label = { $level }: { $share } игр проиграно из-за Жертв
editor-difficulty-lost-collapse-label = { $level }: { $share } игр проиграно из-за обрушения
editor-difficulty-turns-label = { $level }: ходов за игру: { $mean }
editor-difficulty-unplayable = играть нельзя: { $reason }
editor-difficulty-unplayable-label = { $level }: играть нельзя: { $reason }
editor-difficulty-front-wins = { $level } на лицевой стороне поля: побед { $wins }
editor-difficulty-front-unplayable = { $level } на лицевой стороне поля: { $reason }
editor-difficulty-comparison = { $comparison ->
    [easier] легче
    [harder] сложнее
   *[same] примерно так же
}
editor-difficulty-comparison-label = { $level }: { $comparison ->
    [easier] легче, чем
    [harder] сложнее, чем
   *[same] примерно так же, как
} лицевая сторона поля
editor-difficulty-comparison-hint = Примерно так же, когда такую разницу могла дать одна случайность (проверка на уровне 95%): по этим играм поля не различить
editor-difficulty-wins-label = { $level }: побед { $rate } ({ $interval })
