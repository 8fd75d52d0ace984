## The play screen's menu bar and top bar, and the end of a game
## (src/app/play.rs).

play-menu-game = Game
play-new-game = New game…
play-save = Save (Ctrl+S)
play-save-as = Save as…
play-load-game = Load game…
play-main-menu = Main menu
# Instead of "Main menu" in a game started with the editor's Play this board.
play-back-to-editor = Back to the editor
play-seats = Who plays
play-seats-hint = A bot takes a seat over from its next choice on; untick it to play the seat yourself. Saved with the game.
# Game ▸ Who plays: a checkbox per seat ($who: "Firefighter 2 (blue, Ben)").
play-seat-bot = { $who }: a bot plays
play-menu-view = View
play-poi-arrows = POI arrows
play-dice-coordinates = Dice coordinates
play-fit-board = Fit board
play-floors-side-by-side = Floors side by side
play-floors-side-by-side-hint = Every floor of the building at once, each under its name; off: one floor at a time, chosen in the menu bar.
play-speed = Fire phase and bot speed
play-speed-slow = Slow
play-speed-normal = Normal
play-speed-fast = Fast
play-speed-instant = Instant
play-undo = Undo
play-undo-hint = Take back the last action (Ctrl+Z)
play-undo-hint-bots = Take back your last action and the bots' after it (Ctrl+Z)
play-redo = Redo
play-redo-hint = Ctrl+Y
play-skip = Skip
play-skip-hint = Space
play-hint = Hint
play-hint-hint = What a bot would do next for you, shown without doing it (H). It sees what you see: face-down POIs and the coming dice are its guesses.
play-hint-disabled = Hints are for your own turn (H)
play-floor = Floor:
play-floor-hint = Page Up / Page Down
# The board's name (from its file) and the game's seed, at the end of the top bar.
play-title = { $board } · seed { $seed }

game-over-title = Game over
game-over-won = The crew won!
game-over-lost = The crew lost
# Rescued and lost Victims, damage cubes placed, turns played.
game-over-counts = Rescued { $rescued } · lost { $lost } · damage { $damage } / 24 · { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
game-over-replay = Replay the log
game-over-new-game = New game
game-over-main-menu = Main menu

play-colour-blind = Colour-blind friendly
play-colour-blind-hint = A badge shape per player colour, Fire hatched and Smoke dotted
play-zoom = Zoom: { $percent }%
play-zoom-in = Zoom in
play-zoom-out = Zoom out
play-zoom-reset = Reset zoom
