## The new-game dialog (src/app/new_game.rs).

new-game-heading = Новая игра
new-game-seed = Сид
new-game-new-seed = Новый сид
new-game-new-seed-hint = Новый случайный сид
new-game-bad-seed = Сид должен быть целым числом, а не «{ $seed }»
new-game-start = Начать
new-game-board = Поле
new-game-expansion = Дополнение
new-game-expansion-none = Нет: базовая игра
new-game-expansion-second-story = 2nd Story: переносные лестницы, второй этаж, Перегнать на любую парковку
new-game-expansion-high-rise = Высотка: лифты, вестибюль, автолестница, без Скорой помощи
new-game-expansion-brownstone = Браунстоун: общие стены; Перегнать на другую сторону здания — 4 ОД
new-game-rules = Правила
# 2nd Story names its two setups after the modes (2ND-SETUP-1/2).
new-game-family-easy = Семейная игра (простая подготовка)
new-game-experienced-hard = Продвинутая игра (сложная подготовка)
new-game-setup = Подготовка
new-game-setup-second-story = 3 Взрыва и 3 Объекта по броску кубиков (2ND-SETUP-1)
new-game-setup-no-family = 3 Взрыва и 3 Объекта по броску кубиков (на поле не напечатана подготовка семейной игры)
new-game-random-setup = Случайная расстановка (Взрывы и Объекты по броску кубиков)
new-game-level = Уровень сложности
new-game-modules = Модули
new-game-module-specialists = Специалисты и Смена экипажа
new-game-module-hazmat = Опасные вещества
new-game-module-vehicles = Транспорт (Водомет, Скорая помощь)
new-game-module-vehicles-no-ambulance = Транспорт (Пожарная машина и Водомет; на этом поле нет Скорой помощи)
new-game-module-hot-spots = Горячие точки
new-game-module-experienced-setup = Подготовка продвинутой игры (Взрывы по уровню сложности)
new-game-module-experienced-poi = Объекты идут по стрелкам
new-game-module-experienced-poi-no-arrows = Объекты идут по стрелкам (на этом поле их нет: переброс)
new-game-level-hint = Взрывов при подготовке: { $explosions }, Опасных веществ: { $hazmat }, { $extra ->
        [0] Горячих точек сверх Взрывов нет
        [one] еще { $extra } Горячая точка по броску кубиков
        [few] еще { $extra } Горячие точки по броску кубиков
        [many] еще { $extra } Горячих точек по броску кубиков
       *[other] еще { $extra } Горячей точки по броску кубиков
    } (EXP-SETUP)
new-game-module-specialists-hint = Каждый Пожарный играет Картой Специализации: свои ОД и способности. Смена экипажа меняет карту на клетке Пожарной машины.
new-game-module-hazmat-hint = Опасные вещества взрываются, когда до них доходит Огонь; вынесенные из здания, они в безопасности.
new-game-module-vehicles-hint = Скорая помощь спасает доставленных к ней Жертв и принимает нокаутированных Пожарных; Водомет Пожарной машины тушит Огонь в ее квадранте.
new-game-module-hot-spots-hint = Бросок Огня на Горячую точку повторяется, а Возгорания добавляют Горячие точки.
new-game-module-experienced-setup-hint = Огонь начинается со Взрывов по уровню сложности, с Опасными веществами и Горячими точками; без модуля — подготовка семейной игры.
new-game-module-experienced-poi-hint = Новый Объект, выпавший на Огонь, Дым, Пожарного или другой Объект, идет по напечатанным стрелкам до свободной клетки.
new-game-module-experienced-poi-no-arrows-hint = На этом поле нет стрелок: новый Объект, выпавший на Огонь, Дым, Пожарного или другой Объект, перебрасывается (EXP-POI-3). Без этого модуля Объект, выпавший на Огонь или Дым, встает на его место (FAM-POI-3).
new-game-scenarios = Сценарии
new-game-firefighters = Пожарные
# After the number on the firefighters slider.
new-game-firefighters-count =
    { $count ->
        [one] пожарный
        [few] пожарных
        [many] пожарных
       *[other] пожарного
    }
new-game-play-alone = Играть одному с ботами
new-game-play-alone-hint = Вы играете за Пожарного 1; боты играют на всех остальных местах и, где карты выбирают, берут карты, с которыми играют лучше всего
new-game-bots-choose = Боты выбирают свои карты
new-game-bots-choose-hint = Каждое место бота, оставленное на «Случайно», берет карту, с которой боты играют лучше всего, из карт, которых нет у других мест
new-game-bots-choose-done = У каждого места бота есть карта; верните одно на «Случайно», чтобы боты выбрали ее
new-game-seat = Место
new-game-plays = Играет
new-game-colour = Цвет
new-game-player = Игрок
new-game-specialist = Специалист
new-game-firefighter = Пожарный { $seat }
new-game-bot = Бот
new-game-human = Человек
new-game-plays-hint = Кто играет на этом месте: нажмите, чтобы переключить между человеком и ботом
# Read out for the Bot/Human button: "Seat 2 plays: Bot".
new-game-seat-plays = Место { $seat } играет: { $who }
new-game-bot-name = Бот { $seat }
new-game-name-hint = имя (необязательно)
new-game-random-card = Случайно
new-game-random-card-hint = Карта, вытянутая случайно в начале игры
# $scenario: the Volunteer crew scenario's name.
new-game-card-dealt = Раздается случайно ({ $scenario })
# A card another seat holds, in a seat's list: choosing it swaps the two.
new-game-card-held = { $card } ({ $who })
new-game-card-swap-hint = Эту карту держит { $who }: если выбрать ее здесь, { $who } получит выбор этого места
new-game-engine-spot = Парковка Пожарной машины
new-game-ambulance-spot = Парковка для Скорой помощи
new-game-spot-at-setup = Выбирается на поле при подготовке
new-game-spot-only = { $pos } (единственная парковка на этом поле)
