## The play screen's menu bar and top bar, and the end of a game
## (src/app/play.rs).

play-menu-game = Игра
play-new-game = Новая игра…
play-save = Сохранить (Ctrl+S)
play-save-as = Сохранить как…
play-load-game = Загрузить игру…
play-main-menu = Главное меню
play-back-to-editor = Назад в редактор
play-seats = Кто играет
play-seats-hint = Бот занимает место начиная со следующего решения; снимите галочку, чтобы играть самому. Сохраняется вместе с игрой.
play-seat-bot = { $who }: играет бот
play-menu-view = Вид
play-poi-arrows = Стрелки Объектов
play-dice-coordinates = Координаты кубиков
play-fit-board = Вписать поле
play-floors-side-by-side = Этажи рядом
play-floors-side-by-side-hint = Все этажи здания сразу, каждый под своим названием; выкл.: по одному этажу, выбранному в строке меню.
play-speed = Скорость Распространения Огня и ботов
play-speed-slow = Медленно
play-speed-normal = Обычно
play-speed-fast = Быстро
play-speed-instant = Мгновенно
play-undo = Отменить
play-undo-hint = Отменить последнее действие (Ctrl+Z)
play-undo-hint-bots = Отменить ваше последнее действие и действия ботов после него (Ctrl+Z)
play-redo = Повторить
play-redo-hint = Ctrl+Y
play-skip = Пропустить
play-skip-hint = Пробел
play-hint = Подсказка
play-hint-hint = Что бот сделал бы за вас дальше, показано без выполнения (H). Он видит то же, что и вы: нераскрытые Объекты и будущие броски он лишь угадывает.
play-hint-disabled = Подсказки только для вашего хода (H)
play-floor = Этаж:
play-floor-hint = Page Up / Page Down
# The board's name (from its file) and the game's seed, at the end of the top bar.
play-title = { $board } · сид { $seed }

game-over-title = Конец игры
game-over-won = Команда победила!
game-over-lost = Команда проиграла
# Rescued and lost Victims, damage cubes placed, turns played.
game-over-counts = Спасено { $rescued } · погибло { $lost } · повреждения { $damage } / 24 · { $turns ->
        [one] { $turns } ход
        [few] { $turns } хода
        [many] { $turns } ходов
       *[other] { $turns } хода
    }
game-over-replay = Воспроизвести журнал
game-over-new-game = Новая игра
game-over-main-menu = Главное меню

play-colour-blind = Для дальтоников
play-colour-blind-hint = Своя форма значка для каждого цвета, Огонь заштрихован, Дым — точками
play-zoom = Масштаб: { $percent }%
play-zoom-in = Увеличить
play-zoom-out = Уменьшить
play-zoom-reset = Сбросить масштаб
