## Game terms as docs/glossary.md names them: specialists, levels, modes,
## scenarios, vehicles, player colours and how a game ends.

mode-family = Семейная игра
mode-experienced = Продвинутая игра
level-recruit = Новичок
level-veteran = Ветеран
level-heroic = Герой

specialist-paramedic = Парамедик
specialist-cafs-firefighter = Эксперт по тушению
specialist-hazmat-technician = Эксперт по Опасным веществам
specialist-generalist = Универсал
specialist-fire-captain = Командир
specialist-rescue-specialist = Специалист-спасатель
specialist-imaging-technician = Пожарный с тепловизором
specialist-driver-operator = Механик
specialist-structural-engineer = Инженер-конструктор

# Each card's ability in short (the English must match ability_text in src/app/play/menus.rs).
ability-paramedic = 4 ОД. Лечить Жертву (1 ОД); исцеленных Жертв можно вести. Тушение стоит вдвое дороже.
ability-cafs-firefighter = 3 ОД + 3 ОД тушения каждый ход.
ability-hazmat-technician = 4 ОД. Уничтожить Опасное вещество на вашей клетке (2 ОД).
ability-generalist = 5 ОД.
ability-fire-captain = 4 ОД + 2 командных ОД: перемещать других и открывать/закрывать для них двери (не больше 1 на Эксперта по тушению).
ability-rescue-specialist = 4 ОД + 3 ОД движения. Рубить за 1 ОД. Тушение стоит вдвое дороже.
ability-imaging-technician = 4 ОД. Идентифицировать любой Объект за 1 ОД.
ability-driver-operator = 4 ОД. Водомет за 2 ОД, каждый кубик можно перебросить один раз.
ability-structural-engineer = 4 ОД. Убирать Горячие точки, чинить стены; никогда не тушит.

scenario-volunteer-crew = Добровольная дружина
scenario-unreported-hazmat = Неучтенные опасные вещества
scenario-arsonists-traces = Следы поджигателя
scenario-broken-deck-gun = Сломанный водомет
scenario-true-heroes = Настоящие герои
scenario-friend-in-need = Друг в беде
scenario-hottest-spot = Самая горячая точка
scenario-save-the-structure = Спасти здание

# Which rules a board plays by, under its card on the start screen.
rules-base = Базовая игра
rules-second-story = Правила 2nd Story
rules-high-rise = Правила «Высотки»
rules-brownstone = Правила «Браунстоуна»

vehicle-engine = Пожарная машина
vehicle-ambulance = Скорая помощь

# Player colours (saved games keep the English names).
colour-red = красный
colour-blue = синий
colour-green = зеленый
colour-yellow = желтый
colour-purple = фиолетовый
colour-teal = бирюзовый

# How a game ended, under the heading of the Game over window.
outcome-won = Победа
outcome-victims-lost = Погибли четыре Жертвы.
outcome-collapse = Здание рухнуло.
outcome-firefighter-down = Пожарный нокаутирован.
outcome-hazmat-lost = Три опасных вещества больше не вынести.
outcome-all-down = Все Пожарные нокаутированы.
outcome-structure-saved = Здание спасено.
