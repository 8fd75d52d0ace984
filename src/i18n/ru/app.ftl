## The app's frame and the start screen (src/app/mod.rs).
## Game terms come from docs/glossary.md.

app-title = Flash Point: Fire Rescue
# The menu that lists the four languages, each by its own name.
menu-language = Язык
problem-title = Проблема
ok = ОК
drop-to-open = Перетащите сюда поле или сохраненную игру, чтобы открыть
cancel = Отмена

start-tagline = Кооперативная игра о спасении из огня
start-new-game = Новая игра
start-continue = Продолжить
# Continue's tooltip: the autosaved game ($board: its board's name;
# $players: its firefighters, as the log names them).
start-continue-hint = { $board }, ход { $turn }: { $players }
start-continue-hint-over = { $board }, окончена после { $turn ->
        [one] { $turn } хода
        [few] { $turn } ходов
        [many] { $turn } ходов
       *[other] { $turn } хода
    }: { $players }
start-no-autosave = Автосохраненной игры пока нет
start-load-game = Загрузить игру…
# The key that opens a file: Load game, Open board.
file-open-shortcut = Ctrl+O
start-rules-note = Памятка для продвинутой игры на лицевой стороне поля; окно «Новая игра» показывает памятку для той игры, которую вы настраиваете.
start-boards = Игровые поля
start-open-board-file = Открыть файл поля…
start-draw-board = Нарисовать новое поле
start-edit-board-file = Изменить файл поля…
start-recover-board = Восстановить несохраненное поле
start-recover-board-hint = Редактор полей закрылся с несохраненными изменениями
# Read out for the picture on a board's card; $name is the board's name from its file.
start-board-picture = Поле «{ $name }»
start-board-drawing = поле рисуется…
start-board-play = Играть
# The folder the boards are read from cannot be read.
start-no-boards-folder = { $folder }: нет папки с полями
start-board-edit = Изменить
start-your-boards = Ваши поля
start-your-boards-folder = Сохранены в { $folder }
start-board-draft = Пока нельзя играть: { $count ->
        [one] { $count } проблема
        [few] { $count } проблемы
        [many] { $count } проблем
       *[other] { $count } проблемы
    } — исправьте в редакторе
start-board-draft-rules = Есть проблемы
settings-not-saved = Не удалось сохранить настройки в { $folder }: { $reason }
settings-zoom-not-saved = Не удалось сохранить масштаб в { $folder }: { $reason }

## Files: the typed-path window (when there is no system file dialog),
## saving and the autosave (src/app/mod.rs). $path, $folder: as the system
## writes them; $reason, $why: the system's or the save file's reason.
file-load-game = Загрузить игру
file-save-game = Сохранить игру как
file-open-board = Открыть файл поля
file-edit-board = Изменить файл поля
file-save-board = Сохранить поле как
file-no-system-dialog = Системное окно выбора файла недоступно или было закрыто: введите путь.
file-dialog-open = Открыто окно выбора файла; или введите путь здесь:
file-path = Путь:
file-in-folder = Файлы полей и сохраненных игр здесь (сначала новые):
file-replace = { $name } уже есть: повторное «ОК» заменит его.
file-saved-to = Сохранено в { $path }
file-autosave-failed = Автосохранение не удалось: { $why }
file-no-folder = не удалось создать папку { $folder }: { $reason }
# The name a new board drawn in the editor starts with (written into its file).

## Why the new-game dialog cannot start a game (src/app/new_game.rs): the
## engine's reasons. $scenario, $other: scenario titles (terms.ftl); $card:
## a specialist card's title; $vehicle: vehicle-engine or vehicle-ambulance.
new-game-error-firefighters = Пожарных: { $count }; в игре их от 1 до 6 (COMP-1)
new-game-error-too-many-specialists = Специалистов выбрано: { $given }, а Пожарных: { $firefighters }
new-game-error-specialist-twice = Карта «{ $card }» выбрана дважды: каждая карта в игре одна (SPEC-GEN-3)
new-game-error-specialists-off = Специалисты выбраны, но модуль специалистов выключен
new-game-error-scenario-twice = Сценарий «{ $scenario }» выбран дважды
new-game-error-needs-experienced = В сценарий «{ $scenario }» играют по продвинутым правилам (§7)
new-game-error-module-off = Сценарию «{ $scenario }» нужен модуль, который он меняет, а он выключен
new-game-error-random-specialists = В сценарии «{ $scenario }» специалисты раздаются случайно (SCEN-VOLUNTEER-1)
new-game-error-needs-heroic = В сценарий «{ $scenario }» играют на уровне «Герой» (SCEN-HEROES-1)
new-game-error-incompatible = Сценарий «{ $scenario }» нельзя сочетать с «{ $other }»
new-game-error-not-a-spot = { $vehicle } в клетке { $cell }: это не клетка ее парковки; выберите парковку из списка
new-game-error-no-spots = На поле нет парковки: { $vehicle }; она нужна модулю транспорта
new-game-error-vehicles-off = Парковки указаны, но модуль транспорта выключен
