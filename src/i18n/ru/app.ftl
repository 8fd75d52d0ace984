## The app's frame and the start screen (src/app/mod.rs).
## Game terms come from docs/glossary.md.

app-title = Flash Point: Fire Rescue
# The menu that lists the four languages, each by its own name.
menu-language = Язык
problem-title = Проблема
ok = ОК
cancel = Отмена

start-tagline = Кооперативная игра о спасении из огня
start-new-game = Новая игра
start-continue = Продолжить
start-no-autosave = Автосохраненной игры пока нет
start-load-game = Загрузить игру…
start-boards = Игровые поля
start-open-board-file = Открыть файл поля…
start-draw-board = Нарисовать новое поле
start-edit-board-file = Изменить файл поля…
start-recover-board = Восстановить несохраненное поле
start-recover-board-hint = Редактор полей закрылся с несохраненными изменениями
# Read out for the picture on a board's card; $name is the board's name from its file.
start-board-picture = Поле { $name }
start-board-drawing = поле рисуется…
start-board-play = Играть
start-board-edit = Изменить
settings-not-saved = Не удалось сохранить настройки в { $folder }: { $reason }
