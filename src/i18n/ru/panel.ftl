## The play screen's side panel, banners, hints, bot seats and the fire
## summary (src/app/play.rs, src/app/play/, src/app/fire_summary.rs).

# A firefighter as the side panel names it: by seat, with its colour
# (terms.ftl, colour-…) and its player's name when they have them.
panel-firefighter = Пожарный { $seat }
panel-firefighter-colour = Пожарный { $seat } ({ $colour })
panel-firefighter-name = Пожарный { $seat } ({ $name })
panel-firefighter-colour-name = Пожарный { $seat } ({ $colour }, { $name })
# A bot seat's shown name, everywhere in play ("Bot 2 (Firefighter 2)" in
# the log); a name given to a bot is shown after the word.
panel-bot-seat = Бот { $seat }
panel-bot-named = Бот { $name }
# A bot's name that already starts with this word is shown as it is.
panel-bot-word = Бот

## The turn and the active firefighter's card.
panel-setup = Подготовка
panel-turn = Ход { $turn }
panel-replaying = Воспроизведение игры…
# The AP the active firefighter has, and how many of them it saved last turn.
panel-ap = ОД: { $ap }  (сохранено с прошлого хода: { $saved })
panel-ap-saved-next = ОД, сохраненные на следующий ход: { $saved }
panel-pool-extinguish = ОД тушения: { $ap }
panel-pool-command = Командные ОД: { $ap }
panel-pool-move = ОД движения: { $ap }
# What the active firefighter carries ($what: panel-victim-object, …).
panel-carrying = Несет { $what }
panel-leading = Ведет { $what }
panel-team = Команда
panel-team-saved = сохранено ОД: { $ap }
panel-team-carrying = несет { $what }
panel-team-leading = ведет { $what }
panel-team-at = в клетке { $cell }
panel-ladder-object = переносную лестницу

## The counters.
panel-victims-rescued = Спасено Жертв
panel-victims-lost = Погибло Жертв
panel-damage = Повреждения
panel-damage-count = { $cubes } / 24 фишки
panel-fire-supply = Осталось жетонов Огня/Дыма
panel-pois = Объекты на поле / в мешочке
panel-hazmat = Опасные вещества на поле
panel-hot-spots = Горячие точки на поле / в запасе

## What the game waits for (above the buttons).
panel-game-over = Игра окончена.
panel-park-engine = Поставьте Пожарную машину: щелкните парковку (зеленую).
panel-park-both = Поставьте Пожарную машину и Скорую помощь: щелкните парковку (зеленую).
# $who: a firefighter as panel-firefighter names it.
panel-place = { $who }: выберите начальную клетку вне здания (зеленую).
panel-place-high-rise = { $who }: выберите начальную клетку вне здания или лифт в вестибюле (зеленую).
panel-acts = Ходит { $who }.
panel-turn-ended = { $who } завершает ход.
panel-knocked-down = { $who } нокаутирован: выберите, куда он переместится (зеленая клетка).
panel-riding = Кто поедет вместе? Укажите клетку каждого пассажира, затем — «Больше никто не едет».
panel-riding-bots = Кто поедет вместе? Возьмите с собой напарника (его бот выберет, где он выйдет), затем — «Больше никто не едет».
panel-riding-driver = { $who } перегнал Пожарную машину и едет с ней: выберите клетку, где он выйдет. Затем укажите клетку каждого пассажира или «Больше никто не едет».
panel-rider-gets-off = { $ff } едет вместе с водителем ({ $driver }): выберите клетку, где { $ff } выйдет.
panel-take-bot-along = Взять с собой: { $ff } (выйдет на клетке { $cell })
panel-deck-gun = На Водомете выпало: красный { $red }, черный { $black }. Перебросьте кубик или оставьте бросок.
panel-deck-gun-aims = На Водомете выпало: красный { $red }, черный { $black }. { $shaft ->
        [yes] Вода попадет в шахту лифта { $cell }, кабина которого внизу, в вестибюле, и ничего не потушит.
       *[no] Он потушит клетку { $cell } и отмеченные клетки рядом.
    } Перебросьте кубик или оставьте бросок.
panel-deck-gun-aims-flipped = На Водомете выпало: красный { $red }, черный { $black }; перевернуто в квадрант: красный { $aimed_red }, черный { $aimed_black }. { $shaft ->
        [yes] Вода попадет в шахту лифта { $cell }, кабина которого внизу, в вестибюле, и ничего не потушит.
       *[no] Он потушит клетку { $cell } и отмеченные клетки рядом.
    } Перебросьте кубик или оставьте бросок.
panel-hazmat-order = Несколько Опасных веществ в Огне: выберите, какое взорвется следующим.
panel-click-green = Щелкните зеленую клетку на поле.
panel-fire-spreading = Огонь распространяется…
panel-help = Щелкните клетку, чтобы пойти туда (путь и его цена в ОД видны при наведении; синие клетки достижимы в этот ход), дверь или стену — чтобы открыть, закрыть или прорубить ее, Огонь или Дым — чтобы тушить. Правый щелчок по клетке — все действия на ней. Клавиши: стрелки — идти, E — завершить ход, H — подсказка (Shift+H — выполнить ее), F1 — правила, Пробел — пропустить ожидание, Ctrl+Z/Ctrl+Y — отменить/повторить, Ctrl+S — сохранить, Tab — переход между клетками.

## Buttons and menus of actions. $action is an action as the game log
## words it (src/text); $cell a space as the log names it ("3,4").
panel-end-turn-button = Завершить ход (E)
# An action about a token, with where the token lies.
panel-action-at = { $action } в клетке { $cell }
# A ladder raised, and the upper floor cell it reaches.
panel-ladder-up-to = { $action } до клетки { $cell }
panel-walk-to = Идти в клетку { $cell } ({ $price })
panel-leave-lobby-for = Выйти из вестибюля в клетку { $cell } ({ $price })
# An elevator cell whose car is down: a move there goes to the Lobby (URB-HIGHRISE-ELEV-1). It stands for $cell in the walk and move texts, so it reads as a name.
panel-lobby-of = { $cell } (вестибюль)
# $what: panel-victim-object, panel-hazmat-object or a firefighter's name.
panel-carry-to = Нести { $what } в клетку { $cell } ({ $price })
panel-lead-to = Вести { $what } в клетку { $cell } ({ $price })
# A menu item or tooltip and the Victims it rescues ($what: panel-victim-object, joined by commas).
panel-rescues = { $line }: спасает { $what }
panel-not-rescued-here = { $line }: здесь не спасена, только у Скорой помощи
# A command to move a firefighter who carries or leads (SPEC-CAPTAIN-1); the price follows.
panel-command-carry = Приказать { $ff } нести { $what } в клетку { $cell }
panel-command-lead = Приказать { $ff } вести { $what } в клетку { $cell }
panel-click-to-choose = Щелкните, чтобы выбрать.
panel-upstairs = Подняться по внутренней лестнице в клетку { $cell } ({ $price })
panel-downstairs = Спуститься по внутренней лестнице в клетку { $cell } ({ $price })
# A Victim or Hazmat as the object of a verb (carry, find, rescue…); the
# English must stay as the game log names them ("Victim 4", "Hazmat 1").
panel-victim-object = Жертву { $n }
panel-hazmat-object = Опасное вещество { $n }
panel-actions-at = Действия в клетке { $cell }
panel-nothing-here = Здесь сейчас нечего делать
panel-nothing-at = В клетке { $cell } сейчас нечего делать
# The tooltip of a cell the active firefighter can walk to.
panel-move-tooltip = Идти в клетку { $cell }: { $price } ({ $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
        [many] { $steps } шагов
       *[other] { $steps } шага
    })
panel-climb-tooltip = { $way ->
        [ladderdown] Спуститься по переносной лестнице в клетку
        [aerialup] Подняться по автолестнице в клетку
        [aerialdown] Спуститься по автолестнице в клетку
       *[ladderup] Подняться по переносной лестнице в клетку
    } { $cell }: { $price }
# The move tooltip while carrying (a Victim, Hazmat, a ladder) or leading.
panel-carry-tooltip = Нести { $what } в клетку { $cell }: { $price } ({ $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
        [many] { $steps } шагов
       *[other] { $steps } шага
    })
panel-lead-tooltip = Вести { $what } в клетку { $cell }: { $price } ({ $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
        [many] { $steps } шагов
       *[other] { $steps } шага
    })
panel-cannot-move = Нельзя пойти в клетку { $cell }: { $why }
# Клетка вне досягаемости в этом ходу (пунктирный путь).
panel-far-walk = Путь пешком до клетки { $cell }: { $cost } ОД, больше, чем { $left } ОД, оставшихся в этом ходу
# A refused action or edge and why ($why: a refusal as src/text words it).
panel-refused = { $what }: { $why }
# The tooltip of a door, a wall or a cell: the one thing a click does.
panel-edge-click = Щелчок: { $action }
panel-bot-playing = Играет { $who }: дождитесь своего хода
panel-cannot-undo = Нельзя отменить: { $why }
# Why Undo is not possible ($why above, and the Undo button's tooltip).
panel-undo-nothing = отменять пока нечего
panel-undo-dice = кубики брошены: отмена останавливается на этом
panel-undo-reveal = жетон Объекта вскрыт: отмена останавливается на этом

## The game log panel.
panel-log = Журнал игры
panel-dice = Кубики: красный { $red }, черный { $black }

## The End turn question.
panel-end-title = Завершить ход?
panel-end-ap-left = { $who }: осталось { $ap } ОД.
panel-end-saved = На следующий ход сохранится { $saved } ОД.
panel-end-saved-lost = Сохранится { $saved } ОД, пропадет { $lost } ОД (сохраняется не больше 4).
panel-end-fire-follows = Затем Огонь распространится; этот бросок нельзя отменить.
# The End the turn? question's button; Enter presses it.
panel-end-turn = Завершить ход (Enter)
panel-keep-playing = Продолжить ход
panel-ask-before-ending = Спрашивать перед завершением хода с оставшимися ОД

## The fire summary above the board: what the fire phases (and the bots'
## turns) since a person last acted did, each line with its cells.
panel-fire-being-shown = Распространение Огня показывается на поле…
panel-replay-strip = Игра воспроизводится с самого начала; Пробел — перейти к концу.
panel-summary-placeholder = Здесь кратко показано, что делает Огонь в конце хода.
panel-fire-phase = Распространение Огня:
# $who: the seat that last ended its turn (a person).
panel-fire-phases-since = { $count ->
        [one] { $count } фаза
        [few] { $count } фазы
        [many] { $count } фаз
       *[other] { $count } фазы
    } Распространения Огня с тех пор, как { $who } завершил ход:
panel-fire-phases-last = { $count ->
        [one] Последняя { $count } фаза
        [few] Последние { $count } фазы
        [many] Последние { $count } фаз
       *[other] Последние { $count } фазы
    } Распространения Огня:
panel-quiet = больше ничего не случилось.
panel-quiet-nothing = ничего не случилось.
panel-show-where = Показать на поле
panel-hide = Скрыть
panel-hide-hint = Скрыть эту сводку
# Each kind of happening, counted; $cells lists where ("3,4; 5,6").
panel-summary-victim-lost = { $count ->
        [one] { $count } Жертва погибла
        [few] { $count } Жертвы погибли
        [many] { $count } Жертв погибло
       *[other] { $count } Жертвы погибло
    } ({ $cells })
panel-summary-victim-lost-collapse = { $count ->
        [one] { $count } Жертва погибла при обрушении
        [few] { $count } Жертвы погибли при обрушении
        [many] { $count } Жертв погибло при обрушении
       *[other] { $count } Жертвы погибло при обрушении
    } ({ $cells })
# $who: the firefighters knocked down, by name.
panel-summary-knocked-down = нокаутированы: { $who } ({ $cells })
panel-summary-explosion = { $count ->
        [one] { $count } взрыв
        [few] { $count } взрыва
        [many] { $count } взрывов
       *[other] { $count } взрыва
    } ({ $cells })
panel-summary-hazmat-explosion = { $count ->
        [one] { $count } взрыв Опасного вещества
        [few] { $count } взрыва Опасных веществ
        [many] { $count } взрывов Опасных веществ
       *[other] { $count } взрыва Опасных веществ
    } ({ $cells })
panel-summary-flashover = { $count ->
        [one] { $count } клетка загорелась от Вспышки
        [few] { $count } клетки загорелись от Вспышки
        [many] { $count } клеток загорелось от Вспышки
       *[other] { $count } клетки загорелось от Вспышки
    } ({ $cells })
panel-summary-caught-fire = { $count ->
        [one] { $count } клетка загорелась
        [few] { $count } клетки загорелись
        [many] { $count } клеток загорелось
       *[other] { $count } клетки загорелось
    } ({ $cells })
panel-summary-damage = { $count ->
        [one] { $count } фишка повреждения
        [few] { $count } фишки повреждений
        [many] { $count } фишек повреждений
       *[other] { $count } фишки повреждений
    } ({ $cells })
panel-summary-door-destroyed = { $count ->
        [one] { $count } дверь уничтожена
        [few] { $count } двери уничтожены
        [many] { $count } дверей уничтожено
       *[other] { $count } двери уничтожено
    } ({ $cells })
panel-summary-hot-spot = { $count ->
        [one] { $count } новая Горячая точка
        [few] { $count } новые Горячие точки
        [many] { $count } новых Горячих точек
       *[other] { $count } новой Горячей точки
    } ({ $cells })
panel-summary-flare-up = { $count ->
        [one] { $count } Возгорание
        [few] { $count } Возгорания
        [many] { $count } Возгораний
       *[other] { $count } Возгорания
    } ({ $cells })
panel-summary-poi-placed = { $count ->
        [one] { $count } новый Объект
        [few] { $count } новых Объекта
        [many] { $count } новых Объектов
       *[other] { $count } нового Объекта
    } ({ $cells })
panel-summary-cleared-for-poi = { $count ->
        [one] Огонь или Дым убран для него в { $count } клетке
        [few] Огонь или Дым убран для них в { $count } клетках
        [many] Огонь или Дым убран для них в { $count } клетках
       *[other] Огонь или Дым убран для них в { $count } клетки
    } ({ $cells })
panel-summary-poi-lost = { $count ->
        [one] { $count } Объект сгорел
        [few] { $count } Объекта сгорело
        [many] { $count } Объектов сгорело
       *[other] { $count } Объекта сгорело
    } ({ $cells })
panel-summary-elevator-destroyed = { $count ->
        [one] { $count } лифт разрушен
        [few] { $count } лифта разрушено
        [many] { $count } лифтов разрушено
       *[other] { $count } лифта разрушено
    } ({ $cells })
panel-summary-ladder-retracted = { $count ->
        [one] { $count } переносная лестница сложена Огнем
        [few] { $count } переносные лестницы сложены Огнем
        [many] { $count } переносных лестниц сложено Огнем
       *[other] { $count } переносной лестницы сложено Огнем
    } ({ $cells })
panel-summary-smoke = новый Дым { $count ->
        [one] в { $count } клетке
        [few] в { $count } клетках
        [many] в { $count } клетках
       *[other] в { $count } клетки
    } ({ $cells })

## A bot's turn in the fire summary: "Bot 2: moved 3, opened 1 door".
# $who: the bot's name; $deeds: the deeds below, joined by commas.
panel-list-and = { $first } и { $last }
panel-deeds = { $who }: { $deeds }
panel-deed-placed = начал с клетки { $cells }
panel-deed-placed-lobby = начал в вестибюле у лифта { $cells }
panel-deed-moved = прошел { $count ->
        [one] { $count } шаг
        [few] { $count } шага
        [many] { $count } шагов
       *[other] { $count } шага
    }
panel-deed-drove = ездил { $count ->
        [one] { $count } раз
        [few] { $count } раза
        [many] { $count } раз
       *[other] { $count } раза
    }
# $what: the firefighters who rode along in the bot's drive, by name.
panel-deed-rode = подвез { $what }
panel-deed-commanded = отдал приказы { $what }
panel-deed-opened = открыл { $count ->
        [one] { $count } дверь
        [few] { $count } двери
        [many] { $count } дверей
       *[other] { $count } двери
    }
panel-deed-closed = закрыл { $count ->
        [one] { $count } дверь
        [few] { $count } двери
        [many] { $count } дверей
       *[other] { $count } двери
    }
panel-deed-chopped = рубил стену { $count ->
        [one] { $count } раз
        [few] { $count } раза
        [many] { $count } раз
       *[other] { $count } раза
    }
panel-deed-extinguished = потушил { $count ->
        [one] { $count } жетон Огня
        [few] { $count } жетона Огня
        [many] { $count } жетонов Огня
       *[other] { $count } жетона Огня
    }
panel-deed-cleared-smoke = удалил { $count ->
        [one] { $count } жетон Дыма
        [few] { $count } жетона Дыма
        [many] { $count } жетонов Дыма
       *[other] { $count } жетона Дыма
    }
panel-deed-deck-gun = Водомет потушил { $count ->
        [one] { $count } клетку
        [few] { $count } клетки
        [many] { $count } клеток
       *[other] { $count } клетки
    }
panel-deed-deck-gun-shots = выстрелил из Водомета { $shots ->
        [one] { $shots } раз
        [few] { $shots } раза
        [many] { $shots } раз
       *[other] { $shots } раза
    }, потушив { $cleared ->
        [0] ничего
        [one] { $cleared } клетку
        [few] { $cleared } клетки
        [many] { $cleared } клеток
       *[other] { $cleared } клетки
    }
# $what: Victims as panel-victim-object names them, joined by commas.
panel-deed-found = нашел { $what }
panel-deed-false-alarm = { $count ->
        [1] нашел ложную тревогу
        [one] нашел { $count } ложную тревогу
        [few] нашел { $count } ложные тревоги
        [many] нашел { $count } ложных тревог
       *[other] нашел { $count } ложной тревоги
    }
# $what: Victims, Hazmat (panel-…-object) or firefighters by name.
panel-deed-picked-up = взял { $what }
panel-deed-dropped = положил { $count ->
        [one] { $count } предмет
        [few] { $count } предмета
        [many] { $count } предметов
       *[other] { $count } предмета
    }
panel-deed-rescued = спас { $what }
panel-deed-carried-out = вынес { $what }
panel-deed-treated = вылечил { $what }
panel-deed-disposed = уничтожил { $what }
panel-deed-identified = идентифицировал { $count ->
        [one] { $count } Объект
        [few] { $count } Объекта
        [many] { $count } Объектов
       *[other] { $count } Объекта
    }
panel-deed-hot-spot-removed = убрал { $count ->
        [one] { $count } Горячую точку
        [few] { $count } Горячие точки
        [many] { $count } Горячих точек
       *[other] { $count } Горячей точки
    }
panel-deed-repaired = починил { $count ->
        [one] { $count } стену
        [few] { $count } стены
        [many] { $count } стен
       *[other] { $count } стены
    }
panel-deed-crew-change = поменял экипаж на карту «{ $card }»
panel-deed-ladder = использовал лестницу { $count ->
        [one] { $count } раз
        [few] { $count } раза
        [many] { $count } раз
       *[other] { $count } раза
    }
panel-deed-saved-ap = сохранил { $count } ОД
panel-deed-ended = завершил ход
panel-deed-playing = играет

## The Hint.
panel-hint-own-turn = Подсказки только для вашего хода
panel-hint-failed = Подсказки нет: { $reason }
panel-hint-thinking = Подсказка: бот думает…
panel-hint-nothing = Подсказка: боту нечего предложить
panel-hint = Подсказка: { $action }
panel-hint-then = Затем: { $actions }
panel-hint-end-saved = { $line }, сохранив { $saved } ОД на следующий ход
panel-hint-end-saved-lost = { $line }, сохранив { $saved } ОД и потеряв { $lost } ОД
panel-hint-take = Выполнить подсказку (Shift+H)
panel-hint-take-hint = Выполнить предложенное действие сейчас, как при щелчке
# Read out for the hint's mark on the board.
panel-hint-on-board = Подсказка на поле: { $action }

## Bot seats.
panel-bot-thinking = { $who } думает…
panel-bot-stopped = { $who } остановился.
panel-bot-take-over = Играть самому за место «{ $who }»
panel-bot-take-over-hint = С этого момента этим Пожарным играет человек; отмена тоже позволяет боту попробовать снова с более раннего момента
panel-bot-cannot-start = { $who } не может начать думать: { $reason }
panel-bot-lost = { $who } неожиданно перестал думать.
panel-bot-nothing = { $who } не находит, что делать.
panel-bot-refused = { $who } остановился: { $why }

## Keys named in tooltips (German writes Strg for Ctrl).
panel-key-zoom-in = Ctrl +
panel-key-zoom-out = Ctrl −
panel-key-zoom-reset = Ctrl 0
