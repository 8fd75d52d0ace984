## The game log: one line per event and per action, and the names of
## places, firefighters and tokens they are built from (src/text/event.rs,
## action.rs, names.rs).
##
## $case is the grammatical case the sentence puts a name in: nom (the
## subject), acc (the direct object), dat (the firefighter a command is
## given to), gen (whose: "a spot of the Engine"), loc (where: "a damage
## cube on the wall", "rode on the Engine"). See en/log.ftl.
## Coordinates are written "3-8": "3,8" would read as a decimal.

## Names

name-coords = { $red }-{ $black }
name-cell-on-floor = { $coords } ({ $floor })
name-cells = { $a } и { $b }
name-cells-on-floor = { $a } и { $b } ({ $floor })
name-floor-unnamed = этаж без названия { $n }
name-floor-ground = первый этаж
name-floor-upper = второй этаж
name-floor-parlour = бельэтаж
name-floor-23rd = 23-й этаж
# The game's own board, by side (docs/glossary.md: front side / back side).
name-board-front = Лицевая сторона
name-board-back = Оборотная сторона

name-edge-place-between = между { $cells }
name-edge-place-beside = к { $dir ->
        [north] северу
        [east] востоку
        [south] югу
       *[west] западу
    } от { $cell }
name-edge-short-between = { $a }/{ $b }
name-edge-short-beside = { $cell } с { $dir ->
        [north] севера
        [east] востока
        [south] юга
       *[west] запада
    }
name-edge-place-off-grid = с { $dir ->
        [north] северной
        [east] восточной
        [south] южной
       *[west] западной
    } стороны от { $cell }
name-edge = { $case ->
        [acc] { $kind ->
            [wall] Стену
            [door] Дверь
            [entrance] вход
            [window] окно
            [thin-wall] тонкую стену
            [party-wall] общую стену
            [elevator-door] дверь лифта
           *[opening] проход
        }
        [dat] { $kind ->
            [wall] Стене
            [door] Двери
            [entrance] входу
            [window] окну
            [thin-wall] тонкой стене
            [party-wall] общей стене
            [elevator-door] двери лифта
           *[opening] проходу
        }
        [gen] { $kind ->
            [wall] Стены
            [door] Двери
            [entrance] входа
            [window] окна
            [thin-wall] тонкой стены
            [party-wall] общей стены
            [elevator-door] двери лифта
           *[opening] прохода
        }
        [loc] { $kind ->
            [wall] Стене
            [door] Двери
            [entrance] входе
            [window] окне
            [thin-wall] тонкой стене
            [party-wall] общей стене
            [elevator-door] двери лифта
           *[opening] проходе
        }
       *[nom] { $kind ->
            [wall] Стена
            [door] Дверь
            [entrance] вход
            [window] окно
            [thin-wall] тонкая стена
            [party-wall] общая стена
            [elevator-door] дверь лифта
           *[opening] проход
        }
    } { $place }
name-edge-off-grid = { $case ->
        [acc] { $dir ->
            [north] северную
            [east] восточную
            [south] южную
           *[west] западную
        } сторону
        [dat] { $dir ->
            [north] северной
            [east] восточной
            [south] южной
           *[west] западной
        } стороне
        [gen] { $dir ->
            [north] северной
            [east] восточной
            [south] южной
           *[west] западной
        } стороны
        [loc] { $dir ->
            [north] северной
            [east] восточной
            [south] южной
           *[west] западной
        } стороне
       *[nom] { $dir ->
            [north] северная
            [east] восточная
            [south] южная
           *[west] западная
        } сторона
    } клетки { $cell }

name-firefighter = { $case ->
        [acc] Пожарного { $seat }
        [dat] Пожарному { $seat }
        [gen] Пожарного { $seat }
        [loc] Пожарном { $seat }
       *[nom] Пожарный { $seat }
    }
name-firefighter-named = { $name } ({ name-firefighter })
name-victim = { $case ->
        [acc] Жертву { $n }
        [dat] Жертве { $n }
        [gen] Жертвы { $n }
        [loc] Жертве { $n }
       *[nom] Жертва { $n }
    }
name-hazmat = { $case ->
        [dat] Опасному веществу { $n }
        [gen] Опасного вещества { $n }
        [loc] Опасном веществе { $n }
       *[nom] Опасное вещество { $n }
    }
name-vehicle = { $vehicle ->
        [engine] { $case ->
            [acc] Пожарную машину
            [dat] Пожарной машине
            [gen] Пожарной машины
            [loc] Пожарной машине
           *[nom] Пожарная машина
        }
       *[ambulance] { $case ->
            [acc] Скорую помощь
            [dat] Скорой помощи
            [gen] Скорой помощи
            [loc] Скорой помощи
           *[nom] Скорая помощь
        }
    }
name-level = { $level ->
        [fire] Огонь
        [smoke] Дым
       *[nothing] ничего
    }
name-die = { $die ->
        [red] красный
       *[black] черный
    }

## The game log

log-new-game = Новая игра на поле { $board }, сид { $seed }
log-paid = { $line } ({ $ap } ОД)
log-free = { $line } (бесплатно)
log-paid-pool = { $line } ({ $paid })
log-pool-move = { $ap } ОД движения
log-pool-extinguish = { $ap } ОД тушения
log-pool-command = { $ap ->
    [one] { $ap } командное ОД
    [few] { $ap } командных ОД
    [many] { $ap } командных ОД
   *[other] { $ap } командного ОД
}
log-pool-none = { $ap } ОД
log-pool-and-ap = { $pool } + { $ap } ОД

log-setup-fire = Подготовка: Огонь на { $cell }
log-elevator-destroyed = Лифт на { $cell } разрушен: его Огонь нельзя потушить, и входить в него нельзя
log-left-lobby = { $ff } покидает вестибюль разрушенного лифта и идет к Пожарной машине на { $cell }
log-firefighter-placed = { $ff } начинает на { $cell }
log-firefighter-placed-lobby = { $ff } начинает в вестибюле у лифта { $cell }
log-turn-started = Ход { $turn }: { $ff } начинает с { $ap } ОД
log-turn-started-pool = Ход { $turn }: { $ff } начинает с { $ap } ОД и { $pool }

log-moved = { $ff } { $way ->
        [upstairs] поднялся по внутренней лестнице
        [downstairs] спустился по внутренней лестнице
        [ladderup] поднялся по переносной лестнице
        [ladderdown] спустился по переносной лестнице
        [lobbyin] прошел в вестибюль
        [lobbyout] вышел из вестибюля
        [aerialup] поднялся по автолестнице
        [aerialdown] спустился по автолестнице
       *[step] перешел
    } с { $from } на { $to }
log-moved-carrying = { $line }, неся { $item }
log-moved-leading = { $line }, ведя { $victim }
log-moved-carrying-leading = { $line }, неся { $item } и ведя { $victim }

log-poi-revealed-victim = Объект на { $cell }: это { $victim }
log-poi-revealed-false-alarm = Объект на { $cell }: это Ложная тревога
log-false-alarm-removed = Ложная тревога на { $cell } убрана
log-victim-rescued = { $victim } спасена на { $cell } (всего спасено: { $rescued })
log-picked-up = { $ff } взял { $item } на { $cell }
log-dropped = { $ff } положил { $item } на { $cell }
log-door-opened = { $ff } открыл { $edge }
log-door-closed = { $ff } закрыл { $edge }
log-fire-to-smoke = { $ff } перевернул жетон Огня на { $cell } стороной Дыма
log-threat-removed = { $ff } удалил { $level ->
        [fire] Огонь
       *[smoke] Дым
    } на { $cell }
log-level-changed = { $ff } заменил { $from } на { $to } в клетке { $cell }
log-chopped = { $ff } прорубил { $edge }
log-turn-ended = { $ff } завершил ход, сохранив { $saved } ОД
log-turn-ended-forfeited = { $ff } завершил ход, сохранив { $saved } ОД; потеряно { $lost } ОД

log-die-floor = кубик этажа { $n }
log-die-red = красный { $n }
log-die-black = черный { $n }
log-rolled = Бросок { $purpose ->
        [fire] для Распространения Огня
        [poi] для нового Объекта
        [explosion] для Начального Взрыва
        [setuppoi] для начального Объекта
        [hazmat] для начального Опасного вещества
        [hotspot] для начальной Горячей точки
       *[deckgun] для наводки Водомета
    } ({ $dice }): { $cell }
log-rolled-nowhere = Бросок { $purpose ->
        [fire] для Распространения Огня
        [poi] для нового Объекта
        [explosion] для Начального Взрыва
        [setuppoi] для начального Объекта
        [hazmat] для начального Опасного вещества
        [hotspot] для начальной Горячей точки
       *[deckgun] для наводки Водомета
    } ({ $dice })
log-reroll-no-cell = Переброс: кубики не указывают ни на одну клетку этого поля
log-reroll-has-poi = Переброс: в этой клетке уже есть Объект или Жертва
log-reroll-on-fire = Переброс: эта клетка уже горит
log-reroll-restricted = Переброс: это запретная клетка
log-reroll-elevator = Переброс: клетки лифта пропускаются
log-reroll-has-hazmat = Переброс: в этой клетке уже есть Опасное вещество
log-reroll-has-hot-spot = Переброс: в этой клетке уже есть Горячая точка
log-reroll-arrows-loop = Переброс: стрелки не ведут к свободной клетке
log-reroll-outside-area = Переброс: перевернутый бросок все еще вне квадранта Водомета
log-reroll-floor-has-explosion = Переброс: последний Начальный Взрыв должен попасть на этаж, где Взрыва еще не было
log-reroll-floor-has-two-pois = Переброс: на этом этаже уже два Объекта
log-smoke-placed = Дым помещен на { $cell }
log-smoke-ignited = Дым на { $cell } воспламеняется от соседнего Огня
log-smoke-on-smoke = Дым поверх Дыма на { $cell }: он превращается в Огонь
log-supply-empty = В запасе не осталось жетонов Огня и Дыма для { $cell }
log-explosion = Взрыв на { $cell }
log-heading = { $heading ->
        [north] на север
        [east] на восток
        [south] на юг
        [west] на запад
       *[stairs] по внутренней лестнице
    }
log-blast = Взрыв идет от { $cell } { $way }
log-shockwave-started = Ударная волна от { $cell } { $way }
log-shockwave = Ударная волна идет с { $from } на { $to } { $way }
log-cube-placed = Фишка повреждения на { $edge }: { $kind ->
        [window] { $destroyed ->
            [yes] теперь оно разрушено
           *[no] теперь оно повреждено
        }
        [entrance] { $destroyed ->
            [yes] теперь он разрушен
           *[no] теперь он поврежден
        }
        [opening] { $destroyed ->
            [yes] теперь он разрушен
           *[no] теперь он поврежден
        }
       *[wall] { $destroyed ->
            [yes] теперь она разрушена
           *[no] теперь она повреждена
        }
    } (размещено { $total } из { $max })
log-blast-stopped = { $edge } останавливает Взрыв
log-door-destroyed = { $kind ->
        [wall] Стена { $place } разрушена
        [entrance] Вход { $place } разрушен
        [window] Окно { $place } разрушено
        [thin-wall] Тонкая стена { $place } разрушена
        [party-wall] Общая стена { $place } разрушена
        [elevator-door] Дверь лифта { $place } уничтожена
       *[door] Дверь { $place } уничтожена
    }
log-open-door-destroyed = { $kind ->
        [wall] Открытая Стена { $place } разрушена
        [entrance] Открытый вход { $place } разрушен
        [window] Открытое окно { $place } разрушено
        [thin-wall] Открытая тонкая стена { $place } разрушена
        [party-wall] Открытая общая стена { $place } разрушена
        [elevator-door] Открытая дверь лифта { $place } уничтожена
       *[door] Открытая Дверь { $place } уничтожена
    }; Взрыв идет дальше
log-fire-placed = Огонь помещен на { $cell }
log-smoke-to-fire = Дым на { $cell } превращается в Огонь
log-flashover = Вспышка: Дым на { $cell } воспламеняется (круг { $wave })
log-knocked-down = { $ff } нокаутирован на { $cell }
log-knocked-down-choice = { $ff } нокаутирован на { $cell }; можно выбрать одну из { $choices ->
        [one] { $choices } клетки
        [few] { $choices } клеток
        [many] { $choices } клеток
       *[other] { $choices } клетки
    } { $vehicle ->
        [engine] Пожарной машины
        [engine_spot] Пожарной машины
       *[ambulance] Скорой помощи
    }
log-relocated = { $ff } доставлен к { $vehicle ->
        [engine] Пожарной машине
        [engine_spot] ближайшей парковке Пожарной машины
        [ambulance_spot] ближайшей парковке Скорой помощи
       *[ambulance] Скорой помощи
    }: с { $from } на { $to }
log-relocated-stays = { $ff } остается у { $vehicle ->
        [engine] Пожарной машины
        [engine_spot] парковки Пожарной машины
        [ambulance_spot] парковки Скорой помощи
       *[ambulance] Скорой помощи
    } на { $to }
log-victim-lost = { $victim } погибла на { $cell } (всего погибло: { $lost })
log-false-alarm-lost = Ложная тревога сгорела на { $cell }
log-victim-lost-collapse = { $victim } погибла при обрушении на { $cell } (всего погибло: { $lost })
log-false-alarm-lost-collapse = Ложная тревога потеряна при обрушении на { $cell }
log-exterior-fire-removed = Огонь снаружи здания удален с { $cell }
log-threat-cleared = { $level ->
        [fire] Огонь на { $cell } убран для нового Объекта
        [smoke] Дым на { $cell } убран для нового Объекта
       *[nothing] На { $cell } нечего убирать для нового Объекта
    }
log-poi-placed = Закрытый жетон Объекта помещен на { $cell }
log-poi-placed-arrows = Закрытый жетон Объекта помещен на { $cell }: клетка { $from } была занята, и стрелки повели дальше
log-collapse = Здание рухнуло
log-victory = Победа: { $rescued ->
        [one] спасена { $rescued } Жертва
        [few] спасены { $rescued } Жертвы
        [many] спасено { $rescued } Жертв
       *[other] спасено { $rescued } Жертвы
    }
log-game-over = Игра окончена – { $outcome }
log-outcome-won = Пожарные победили
log-outcome-structure-saved = Пожарные победили: здание спасено
log-outcome-victims-lost = Пожарные проиграли: погибли четыре Жертвы
log-outcome-collapse = Пожарные проиграли: здание рухнуло
log-outcome-firefighter-down = Пожарные проиграли: Пожарный нокаутирован
log-outcome-hazmat-lost = Пожарные проиграли: три Опасных вещества больше не вынести
log-outcome-all-down = Пожарные проиграли: все Пожарные нокаутированы

log-specialist-assigned = { $ff } получает карту «{ $card }»
log-hazmat-placed = { $hazmat } помещено на { $cell }
# At setup, from the box (the supply is counted afterwards).
log-hot-spot-set-up = Горячая точка помещена на { $cell }
log-hot-spot-placed = Горячая точка помещена на { $cell } (в запасе осталось: { $supply })
log-hot-spot-supply-empty = В запасе не осталось Горячих точек для { $cell }
log-vehicle-parked = { $vehicle } поставлена на { $cells }
log-drove = { $ff } перегнал { $vehicle } на { $cells }
log-rode = { $ff } поехал на { $vehicle } с { $from } на { $to }
log-deck-gun-fired = { $ff } применил Водомет
log-deck-gun-rolled = Бросок Водомета: красный { $red }, черный { $black }
log-deck-gun-rerolled = Водомет: { $die ->
        [red] красный
       *[black] черный
    } кубик переброшен: красный { $red }, черный { $black }
log-deck-gun-flipped = { $line }; перевернуто в квадрант: красный { $red }, черный { $black }
log-deck-gun-landed = Водомет бьет по клетке { $cell }
log-deck-gun-cleared = { $level ->
        [fire] Водомет потушил Огонь на { $cell }
        [smoke] Водомет убрал Дым на { $cell }
       *[nothing] Водомету нечего тушить на { $cell }
    }
log-crew-took = Смена экипажа: { $ff } взял карту «{ $card }» (осталось { $ap } ОД)
log-crew-swapped = Смена экипажа: { $ff } сменил карту «{ $old }» на карту «{ $card }» (осталось { $ap } ОД)
log-treated = { $ff } вылечил { $victim } на { $cell }
log-lead-started = { $ff } ведет { $victim }
log-lead-ended = { $ff } отпустил { $victim }
log-disposed = { $ff } уничтожил { $hazmat } на { $cell }
log-hazmat-carried-out = { $hazmat } вынесено на { $cell } (всего вынесено: { $carried })
log-identified = { $ff } идентифицировал Объект на { $cell }
log-commanded = { $captain } отдает приказ { $ff }
log-commanded-paid = { $captain } отдает приказ { $ff } за { $paid }
log-hot-spot-cleared = { $ff } убрал Горячую точку на { $cell }
log-repaired = { $ff } починил { $edge } ({ $ap } ОД; фишек повреждения на поле: { $total } из { $max })
log-hazmat-exploded = { $hazmat } взрывается на { $cell }
log-flare-up = Возгорание: Горячая точка на { $cell }, Огонь распространяется снова (возгорание { $n } за этот ход)
log-hottest-spot = Самая горячая точка на { $cell }: Огонь вместо Дыма
log-firefighter-downed = { $ff } нокаутирован на { $cell } и нуждается в помощи
log-firefighter-restored = { $ff } снова в игре на { $cell }
log-turn-skipped = { $ff } нокаутирован и пропускает ход
log-hazmat-goal-reached = Следы поджигателя: из здания { $carried ->
        [one] вынесено { $carried } Опасное вещество
        [few] вынесено { $carried } Опасных вещества
        [many] вынесено { $carried } Опасных веществ
       *[other] вынесено { $carried } Опасного вещества
    }
log-flare-ups-end = Во всех клетках, которые могут назвать кубики, есть Горячие точки: возгорания заканчиваются на { $cell }
log-pois-stay-in-bag = { $count ->
        [1] Ни один бросок не приведет Объект на свободную клетку: он остается в мешочке
        [one] Ни один бросок не приведет { $count } Объект на свободную клетку: они остаются в мешочке
        [few] Ни один бросок не приведет { $count } Объекта на свободную клетку: они остаются в мешочке
        [many] Ни один бросок не приведет { $count } Объектов на свободную клетку: они остаются в мешочке
       *[other] Ни один бросок не приведет { $count } Объекта на свободную клетку: они остаются в мешочке
    }
log-ladder-taken = { $ff } взял переносную лестницу с Пожарной машины на { $cell }
log-ladder-dropped = { $ff } положил лестницу на { $cell }
log-ladder-picked-up = { $ff } поднял лестницу на { $cell }
log-ladder-raised = { $ff } выдвинул лестницу с { $foot } до { $top }
log-ladder-retracted = { $ff } сложил лестницу на { $foot }
log-ladder-auto-retracted = Огонь на { $cell }: лестница на { $foot } складывается
log-left-ladder-top = { $ff } сходит с верхней секции лестницы: с { $from } на { $to }

## Actions

action-place = Начать на { $cell }
action-place-lobby = Начать в вестибюле у лифта { $cell }
action-move = Идти на { $cell }
action-move-lobby = Идти на { $cell } (вестибюль)
action-open = Открыть { $edge }
action-close = Закрыть { $edge }
action-open-elevator = Открыть { $edge }: кабина поднимается из вестибюля
action-close-elevator = Закрыть { $edge }: кабина опускается в вестибюль
action-remove-smoke = Удалить Дым на { $cell }
action-flip-fire = Перевернуть жетон Огня на { $cell } стороной Дыма
action-remove-fire = Удалить Огонь на { $cell }
action-chop = Рубить { $edge }
action-pick-up = Взять { $item }
action-drop = Положить то, что несете
action-end-turn = Завершить ход
action-knockdown-to = Перейти на { $cell } после нокаута
action-park = Поставить { $vehicle } на { $cell }
action-drive = Перегнать { $vehicle } на { $cell }
action-ride = { $ff } едет вместе на { $cell }
action-driver-gets-off = { $ff } выходит на клетке { $cell }
action-done-riding = Больше никто не едет
action-deck-gun = Тушить Водометом
action-reroll = Перебросить { $die ->
        [red] красный
       *[black] черный
    } кубик
action-accept-shot = Оставить бросок Водомета
action-crew-change = Поменять экипаж: взять карту «{ $card }»
action-treat = Лечить { $patient }
action-lead = Вести { $victim }
action-release = Отпустить Жертву
action-dispose = Уничтожить { $hazmat }
action-identify = Идентифицировать Объект на { $cell }
action-command-move = Приказать { $ff } идти на { $cell }
action-command-open = Приказать { $ff } открыть { $edge }
action-command-close = Приказать { $ff } закрыть { $edge }
action-command-pick-up = Приказать { $ff } взять { $item }
action-command-drop = Приказать { $ff } положить то, что он несет
action-command-lead = Приказать { $ff } вести { $victim }
action-command-release = Приказать { $ff } отпустить Жертву
action-clear-hot-spot = Убрать Горячую точку здесь
action-repair = Починить { $edge }
action-explode-hazmat = Взорвать следующим { $hazmat }
action-take-ladder = Взять лестницу с Пожарной машины
action-drop-ladder = Положить лестницу
action-pick-up-ladder = Поднять лестницу
action-raise-ladder = Выдвинуть лестницу
action-retract-ladder = Сложить лестницу
action-command-ladder = Приказать { $ff } { $order ->
        [take] взять лестницу с Пожарной машины
        [drop] положить лестницу
        [pickup] поднять лестницу
        [raise] выдвинуть лестницу
       *[retract] сложить лестницу
    }
