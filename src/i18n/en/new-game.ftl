## The new-game dialog (src/app/new_game.rs).

new-game-heading = New game
new-game-seed = Seed
new-game-new-seed = New seed
new-game-new-seed-hint = A new random seed
new-game-bad-seed = The seed must be a whole number, not "{ $seed }"
new-game-start = Start
new-game-board = Board
new-game-expansion = Expansion
new-game-expansion-none = None: the base game
new-game-expansion-second-story = 2nd Story: ladders, upper floor, Drive to any spot
new-game-expansion-high-rise = High Rise: elevators, the Lobby, the aerial ladder, no Ambulance
new-game-expansion-brownstone = Brownstone: party walls; a Drive to the other side of the building costs 4 AP
new-game-rules = Rules
# 2nd Story names its two setups after the modes (2ND-SETUP-1/2).
new-game-family-easy = Family (easy setup)
new-game-experienced-hard = Experienced (hard setup)
new-game-setup = Setup
new-game-setup-second-story = 3 explosions and 3 POIs rolled (2ND-SETUP-1)
new-game-setup-no-family = 3 explosions and 3 POIs rolled (the board prints no family setup)
new-game-random-setup = Random setup (explosions and POIs rolled)
new-game-level = Level
new-game-modules = Modules
new-game-module-specialists = Specialists and Crew Change
new-game-module-hazmat = Hazmat
new-game-module-vehicles = Vehicles (deck gun, ambulance)
new-game-module-vehicles-no-ambulance = Vehicles (Engine and deck gun; this board has no Ambulance)
new-game-module-hot-spots = Hot Spots
new-game-module-experienced-setup = Experienced setup (explosions by level)
new-game-module-experienced-poi = POIs follow the arrows
new-game-module-experienced-poi-no-arrows = POIs follow the arrows (this board prints none: rolled again)
new-game-level-hint = { $explosions } explosions at the setup, { $hazmat } Hazmat, { $extra ->
        [0] no more Hot Spots rolled
        [one] one more Hot Spot rolled
       *[other] { $extra } more Hot Spots rolled
    } (EXP-SETUP)
new-game-module-specialists-hint = Each firefighter plays a specialist card: its own AP and abilities. Crew Change swaps a card on the Engine's space.
new-game-module-hazmat-hint = Hazmat explode when Fire reaches them; carried out of the building, they are safe.
new-game-module-vehicles-hint = The Ambulance rescues the Victims brought to it and takes the knocked-down firefighters; the Engine's deck gun puts out Fire in the quadrant it faces.
new-game-module-hot-spots-hint = A fire roll on a Hot Spot rolls again, and flare-ups add Hot Spots.
new-game-module-experienced-setup-hint = The fire starts from explosions by the level, with Hazmat and Hot Spots; off, the family setup.
new-game-module-experienced-poi-hint = A new POI rolled onto Fire, Smoke, a firefighter or another POI follows the printed arrows to a free space.
new-game-module-experienced-poi-no-arrows-hint = This board prints no arrows: a new POI rolled onto Fire, Smoke, a firefighter or another POI is rolled again (EXP-POI-3). Off, a POI rolled onto Fire or Smoke takes its place (FAM-POI-3).
new-game-scenarios = Scenarios
new-game-firefighters = Firefighters
# After the number on the firefighters slider.
new-game-firefighters-count =
    { $count ->
        [one] firefighter
       *[other] firefighters
    }
new-game-play-alone = Play alone with bots
new-game-play-alone-hint = You play Firefighter 1; bots play every other seat and, where the cards are chosen, take the cards they play best with
new-game-bots-choose = Bots choose their cards
new-game-bots-choose-hint = Each bot seat left on Random takes the card the bots play best with, among the cards no other seat has
new-game-bots-choose-done = Every bot seat has a card; set one back to Random for the bots to choose it
new-game-seat = Seat
new-game-plays = Plays
new-game-colour = Colour
new-game-player = Player
new-game-specialist = Specialist
new-game-firefighter = Firefighter { $seat }
new-game-bot = Bot
new-game-human = Human
new-game-plays-hint = Who plays this seat: click to switch between a person and a bot
# Read out for the Bot/Human button: "Seat 2 plays: Bot".
new-game-seat-plays = Seat { $seat } plays: { $who }
new-game-bot-name = Bot { $seat }
new-game-name-hint = name (optional)
new-game-random-card = Random
new-game-random-card-hint = A card drawn at random when the game starts
# $scenario: the Volunteer crew scenario's name.
new-game-card-dealt = Dealt at random ({ $scenario })
# A card another seat holds, in a seat's list: choosing it swaps the two.
# $who: the seat's player as typed, else new-game-bot-name for a bot, else
# new-game-firefighter.
new-game-card-held = { $card } ({ $who })
new-game-card-swap-hint = { $who } has this card: choosing it here gives them this seat's choice
new-game-engine-spot = Engine spot
new-game-ambulance-spot = Ambulance spot
new-game-spot-at-setup = Chosen on the board at setup
new-game-spot-only = { $pos } (the only spot on this board)
