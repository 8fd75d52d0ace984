## Why an action is refused, and what the turn waits for
## (src/text/refusal.rs).
##
## A refusal starts in lower case (unless it starts with a name) and has no
## full stop: the program puts it after its own words. Names come in the
## case given in en/refusal.ftl.

stage-placing-vehicles = идет расстановка транспорта
stage-placing-firefighters = идет расстановка Пожарных
stage-actions = Пожарный выполняет действия
stage-knockdown-choice = нокаутированный Пожарный должен выбрать, куда идти
stage-riding = Пожарные на старой парковке транспорта решают, ехать ли вместе
stage-deck-gun-roll = Механик решает, перебрасывать ли кубики Водомета
stage-hazmat-order = нужно выбрать, какое Опасное вещество взорвется следующим
stage-game-over = игра окончена

refusal-wrong-stage = сейчас это невозможно: { $stage }
refusal-no-such-cell = на этом поле нет такой клетки
refusal-no-such-edge = на этом поле нет такой стены или двери
refusal-not-a-start-cell = на { $cell } начинать нельзя: Пожарные начинают снаружи здания
refusal-not-adjacent = { $to } не граничит с { $from }
refusal-blocked-way = путь с { $from } на { $to } преграждает { $kind ->
        [wall] Стена
        [door] закрытая Дверь
        [entrance] вход
        [window] закрытое окно
        [thin-wall] тонкая стена
        [party-wall] общая стена
       *[elevator-door] закрытая дверь лифта
    }
refusal-blocked = на пути { $kind ->
        [wall] Стена
        [door] закрытая Дверь
        [entrance] вход
        [window] закрытое окно
        [thin-wall] тонкая стена
        [party-wall] общая стена
       *[elevator-door] закрытая дверь лифта
    } { $place }
refusal-party-wall = общую стену { $place } пересекать нельзя
refusal-restricted = клетка { $cell } запретная: Пожарные никогда в нее не входят
refusal-elevator = клетка { $cell } — это лифт: в него входят через его дверь
refusal-upper-outside = клетка { $cell } снаружи верхнего этажа: туда попадают только с лестницы
refusal-enter-through-shaft = на клетку { $cell } нельзя войти: в кабину лифта входят и выходят только через ее дверь
refusal-enter-through-facade = на клетку { $cell } нельзя войти: в «Высотке» Пожарные входят и выходят только через вестибюль, лифт или автолестницу
refusal-enter-upper-outside = на клетку { $cell } нельзя войти: внешняя клетка верхнего этажа доступна только с лестницы
refusal-enter-restricted = на клетку { $cell } нельзя войти: Пожарные никогда не входят в запретные клетки
refusal-enter-destroyed-elevator = на клетку { $cell } нельзя войти: лифт разрушен, входить в него нельзя
refusal-enter-elevator = на клетку { $cell } нельзя войти: лифтом пользуются через его дверь
refusal-not-enough-ap = нужно { $needed } ОД, у вас { $have }
refusal-carry-into-fire = Жертву нельзя нести в Огонь
refusal-would-be-trapped = { $ff } окажется в Огне на { $cell } с { $left } ОД, а чтобы выбраться, нужно { $needed } ОД
refusal-would-strand = { $ff } останется в Огне на { $cell }, и вы не сможете до него добраться
refusal-end-on-fire = нельзя завершить ход в Огне на { $cell }
refusal-not-your-edge = { $edge } не граничит с клеткой { $cell }
refusal-nothing-to-open = { $place } нечего открывать или закрывать
refusal-not-a-door = { $edge } нельзя открыть или закрыть
refusal-destroyed = { $edge } { $kind ->
        [door] уничтожена
        [elevator-door] уничтожена
        [entrance] разрушен
        [window] разрушено
       *[wall] разрушена
    }
refusal-already = { $edge } уже { $kind ->
        [window] { $state ->
            [open] открыто
            [closed] закрыто
           *[destroyed] разрушено
        }
        [entrance] { $state ->
            [open] открыт
            [closed] закрыт
           *[destroyed] разрушен
        }
       *[door] { $state ->
            [open] открыта
            [closed] закрыта
           *[destroyed] уничтожена
        }
    }
refusal-not-choppable = { $edge } нельзя прорубить: повреждения получают только стены
refusal-out-of-reach = { $cell } — не ваша клетка и не соседняя с ней
refusal-nothing-to-extinguish = на { $cell } нет { $level ->
        [fire] Огня
        [smoke] Дыма
       *[nothing] ничего
    }
refusal-nothing-to-pick-up = { $victim } не лежит открытой на вашей клетке
refusal-already-carrying = вы уже несете { $victim }: только по одной
refusal-not-carrying = вы ничего не несете
refusal-not-a-knockdown-spot = { $cell } — не одна из ближайших к этому Пожарному клеток { $vehicle ->
        [engine] Пожарной машины
        [engine_spot] Пожарной машины
       *[ambulance] Скорой помощи
    }

refusal-already-parked = этот транспорт уже поставлен
refusal-driver-must-ride = водитель Пожарной машины должен ехать вместе с ней
refusal-rerolled = { $die ->
        [red] красный
       *[black] черный
    } кубик уже перебрасывался: каждый кубик не больше одного раза
refusal-lead-into-fire = исцеленную Жертву никогда не ведут в Огонь
refusal-engineer-extinguishes = Инженер-конструктор никогда не тушит
refusal-destroyed-elevator-fire = Огонь разрушенного лифта потушить нельзя
refusal-hands-full = вы уже что-то несете: только по одному
refusal-victim-being-led = эту Жертву ведут; сначала ее нужно отпустить
refusal-already-leading = вы уже ведете Жертву: только по одной
refusal-not-leading = вы не ведете Жертву
refusal-cafs-command-limit = Эксперт по тушению получает за ход приказов не больше чем на 1 ОД
refusal-no-crew-change-in-scenario = в этом сценарии нет смены экипажа
refusal-crew-change-not-first = смена экипажа должна быть первым действием хода
refusal-crew-change-off-engine = для смены экипажа ход должен начаться на парковке Пожарной машины
refusal-card-not-in-game = этой карты нет в игре
refusal-in-the-lobby = из вестибюля стены горящего этажа недоступны: сначала откройте дверь лифта (правило программы E37)
refusal-downed-onto-ladder-top = на верхней секции лестницы помещается один Пожарный: нокаутированного туда не переносят
refusal-pick-up-with-ladder = лестницу носят с пустыми руками: сначала положите ее
refusal-left-on-ladder-top = на верхней секции лестницы ничего нельзя оставлять
refusal-ladder-with-full-hands = лестницу носят с пустыми руками: сначала положите то, что несете
refusal-second-ladder = вы уже несете лестницу: только по одной
refusal-ladder-down-on-top = лестницу не кладут на верхнюю секцию лестницы
refusal-raise-without-top = лестницу выдвигают только с внешней клетки первого этажа под вторым этажом
refusal-ladder-already-raised = здесь уже стоит лестница: одна на клетку
refusal-raise-into-fire = лестницу не выдвигают в Огонь
refusal-retract-under-firefighter = лестницу нельзя сложить, пока на ее верхней секции стоит Пожарный
refusal-treat-downed-on-fire = нокаутированного Пожарного лечат только вне Огня
refusal-no-hot-spot = на вашей клетке нет Горячей точки
refusal-repair-undamaged = починить можно только поврежденную стену (с одной фишкой)
refusal-deck-gun-broken = в этом сценарии Водомет сломан
refusal-deck-gun-no-target = в квадранте Водомета нет клетки, которую могут назвать кубики

refusal-only-command = только { $card } может отдавать приказы
refusal-only-treat-victim = только { $card } может лечить Жертву
refusal-only-treat-firefighter = только { $card } может лечить нокаутированного Пожарного
refusal-only-dispose = только { $card } может уничтожать Опасные вещества
refusal-only-identify = только { $card } может идентифицировать Объект издалека
refusal-only-clear-hot-spot = только { $card } может убрать Горячую точку
refusal-only-repair = только { $card } может чинить стены
refusal-module-off = для { $what ->
        [crew] смены экипажа
        [driving] вождения
        [deckgun] Водомета
       *[hazmat] переноски Опасных веществ
    } нужен модуль «{ $module ->
        [specialists] Специалисты
        [hazmat] Опасные вещества
        [vehicles] Транспорт
        [hotspots] Горячие точки
        [setup] Подготовка продвинутой игры
       *[poi] Объекты идут по стрелкам
    }», а в этой игре он выключен
refusal-not-a-spot = { $cell } не на парковке { $vehicle }
refusal-not-next-spot = { $vehicle } переезжает только на соседнюю парковку: { $cell } не на соседней парковке
refusal-not-on-vehicle = вы должны стоять на парковке { $vehicle }
refusal-firefighter-in-area = { $ff } стоит на { $cell }, в квадранте Водомета
refusal-specialist-in-play = карта «{ $card }» уже в игре
refusal-not-an-untreated-victim = { $victim } не лежит неисцеленной на вашей клетке
refusal-not-a-downed-firefighter = { $ff } не лежит нокаутированным на вашей клетке
refusal-hazmat-not-here = { $hazmat } не на вашей клетке
refusal-not-a-free-treated-victim = { $victim } не стоит на вашей клетке исцеленной и свободной
refusal-command-himself = { $ff } нельзя отдать приказ: Командир действует сам и не отдает приказов себе
refusal-command-no-such-firefighter = { $ff } нельзя отдать приказ: такого Пожарного нет
refusal-command-down = { $ff } нельзя отдать приказ: он нокаутирован
refusal-command-not-on-the-board = { $ff } нельзя отдать приказ: его нет на поле
refusal-command-none-on-the-board = { $ff } нельзя отдать приказ: такого Пожарного нет на поле
refusal-no-poi = на { $cell } нет Объекта
refusal-fire-nearby = на { $cell } или рядом горит Огонь
refusal-ride-no-such-firefighter = { $ff } не может поехать вместе: такого Пожарного нет
refusal-ride-down = { $ff } не может поехать вместе: он нокаутирован и едет, только если его несут
refusal-ride-not-on-old-spot = { $ff } не может поехать вместе: он не на старой парковке транспорта
refusal-ride-off-the-new-spot = { $ff } не может поехать вместе: попутчики выходят на клетке новой парковки транспорта
refusal-not-on-fire = { $hazmat } не в Огне
refusal-ladder-no-firefighter = на поле нет Пожарного, который мог бы взяться за лестницу
refusal-ladder-not-in-this-game = в этой игре нет лестниц: переносные лестницы есть только в 2nd Story
refusal-ladder-not-in-hands = у вас в руках нет лестницы
refusal-ladder-none-on-the-engine = на Пожарной машине не осталось лестниц
refusal-ladder-none-lying-here = на вашей клетке не лежит лестница
refusal-ladder-none-raised-here = на вашей клетке нет выдвинутой лестницы
refusal-top-occupied = на верхней секции лестницы на { $cell } уже стоит Пожарный: только по одному
