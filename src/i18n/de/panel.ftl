## The play screen's side panel, banners, hints, bot seats and the fire
## summary (src/app/play.rs, src/app/play/, src/app/fire_summary.rs).

# A firefighter as the side panel names it: by seat, with its colour
# (terms.ftl, colour-…) and its player's name when they have them.
panel-firefighter = Feuerwehrmann { $seat }
panel-firefighter-colour = Feuerwehrmann { $seat } ({ $colour })
panel-firefighter-name = Feuerwehrmann { $seat } ({ $name })
panel-firefighter-colour-name = Feuerwehrmann { $seat } ({ $colour }, { $name })
# A bot seat's shown name, everywhere in play ("Bot 2 (Firefighter 2)" in
# the log); a name given to a bot is shown after the word.
panel-bot-seat = Bot { $seat }
panel-bot-named = Bot { $name }
# A bot's name that already starts with this word is shown as it is.
panel-bot-word = Bot

## The turn and the active firefighter's card.
panel-setup = Spielaufbau
panel-turn = Spielzug { $turn }
panel-replaying = Das Spiel wird abgespielt…
# The AP the active firefighter has, and how many of them it saved last turn.
panel-ap = AP: { $ap }  (aus dem letzten Spielzug aufgespart: { $saved })
panel-ap-saved-next = Für den nächsten Spielzug aufgesparte AP: { $saved }
panel-pool-extinguish = AP zum Feuerlöschen: { $ap }
panel-pool-command = Befehls-AP: { $ap }
panel-pool-move = Bewegungs-AP: { $ap }
# What the active firefighter carries ($what: panel-victim-object, …).
panel-carrying = Trägt: { $what }
panel-leading = Nimmt mit: { $what }
panel-team = Team
panel-team-saved = { $ap } AP aufgespart
panel-team-carrying = trägt { $what }
panel-team-leading = nimmt { $what } mit
panel-team-at = auf { $cell }
panel-ladder-object = eine tragbare Leiter

## The counters.
panel-victims-rescued = Gerettete Opfer
panel-victims-lost = Getötete Opfer
panel-damage = Schaden
panel-damage-count = { $cubes } / 24 Schadenszähler
panel-fire-supply = Übrige Feuer-/Rauchsymbole
panel-pois = Einsatzsymbole auf dem Spielplan / im Beutel
panel-hazmat = Gefahrstoffe auf dem Spielplan
panel-hot-spots = Brandherde auf dem Spielplan / im Vorrat

## What the game waits for (above the buttons).
panel-game-over = Das Spiel ist vorbei.
panel-park-engine = Stellen Sie das Löschfahrzeug hin: Klicken Sie auf einen Parkplatz (grün).
panel-park-both = Stellen Sie das Löschfahrzeug und den Rettungswagen hin: Klicken Sie auf einen Parkplatz (grün).
# $who: a firefighter as panel-firefighter names it.
panel-place = { $who }: Wählen Sie ein Startfeld außerhalb des Gebäudes (grün).
panel-place-high-rise = { $who }: Wählen Sie ein Startfeld außerhalb des Gebäudes oder einen Aufzug in der Lobby (grün).
panel-acts = { $who } ist an der Reihe.
panel-turn-ended = { $who } hat den Spielzug beendet.
panel-knocked-down = { $who } wurde zu Boden geworfen: Wählen Sie, wohin er kommt (grün).
panel-riding = Wer fährt mit? Wählen Sie das Feld jedes Mitfahrers, dann: Niemand sonst fährt mit.
panel-riding-bots = Wer fährt mit? Nehmen Sie einen Mitspieler mit (sein Bot wählt, wo er aussteigt), dann: Niemand sonst fährt mit.
panel-riding-driver = { $who } ist das Löschfahrzeug gefahren und fährt mit: Wählen Sie das Feld, auf dem er aussteigt. Dann das Feld jedes Mitfahrers oder: Niemand sonst fährt mit.
panel-rider-gets-off = { $driver } nimmt { $ff } mit: Wählen Sie das Feld, auf dem { $ff } aussteigt.
panel-take-bot-along = { $ff } mitnehmen (steigt auf { $cell } aus)
panel-deck-gun = Der Löschmonitor hat Rot { $red }, Schwarz { $black } gewürfelt: Würfeln Sie einen Würfel erneut oder behalten Sie den Wurf.
panel-deck-gun-aims = Der Löschmonitor hat Rot { $red }, Schwarz { $black } gewürfelt: { $shaft ->
        [yes] Er würde im Schacht von Aufzug { $cell } landen, dessen Kabine unten in der Lobby ist, und nichts löschen.
       *[no] Er würde { $cell } und die markierten Felder daneben löschen.
    } Würfeln Sie einen Würfel erneut oder behalten Sie den Wurf.
panel-deck-gun-aims-flipped = Der Löschmonitor hat Rot { $red }, Schwarz { $black } gewürfelt, in den Quadranten umgedreht: Rot { $aimed_red }, Schwarz { $aimed_black }. { $shaft ->
        [yes] Er würde im Schacht von Aufzug { $cell } landen, dessen Kabine unten in der Lobby ist, und nichts löschen.
       *[no] Er würde { $cell } und die markierten Felder daneben löschen.
    } Würfeln Sie einen Würfel erneut oder behalten Sie den Wurf.
panel-hazmat-order = Mehrere Gefahrstoffe liegen im Feuer: Wählen Sie, welcher als Nächstes explodiert.
panel-click-green = Klicken Sie auf ein grünes Feld des Spielplans.
panel-fire-spreading = Das Feuer breitet sich aus…
panel-help = Klicken Sie auf ein Feld, um dorthin zu gehen (Weg und AP-Kosten erscheinen beim Daraufzeigen; blaue Felder sind in diesem Zug erreichbar), auf eine Tür oder Wand, um sie zu öffnen, zu schließen oder einzuschlagen, auf Feuer oder Rauch, um es zu bekämpfen. Ein Rechtsklick auf ein Feld zeigt alle Aktionen dort. Tasten: Pfeile bewegen, E beendet den Spielzug, H zeigt einen Tipp (Umschalt+H führt ihn aus), F1 die Regeln, Leertaste überspringt eine Wartezeit, Strg+Z/Strg+Y Rückgängig/Wiederholen, Strg+S speichert, Tab wechselt zwischen den Feldern.

## Buttons and menus of actions. $action is an action as the game log
## words it (src/text); $cell a space as the log names it ("3,4").
panel-end-turn-button = Spielzug beenden (E)
# An action about a token, with where the token lies.
panel-action-at = { $action } auf { $cell }
# A ladder raised, and the upper floor cell it reaches.
panel-ladder-up-to = { $action } (reicht bis { $cell })
panel-walk-to = Nach { $cell } gehen ({ $price })
panel-leave-lobby-for = Aus der Lobby nach { $cell } gehen ({ $price })
# An elevator cell whose car is down: a move there goes to the Lobby (URB-HIGHRISE-ELEV-1). It stands for $cell in the walk and move texts, so it reads as a name.
panel-lobby-of = { $cell } (Lobby)
# $what: panel-victim-object, panel-hazmat-object or a firefighter's name.
panel-carry-to = { $what } nach { $cell } tragen ({ $price })
panel-lead-to = { $what } nach { $cell } mitnehmen ({ $price })
# A menu item or tooltip and the Victims it rescues ($what: panel-victim-object, joined by commas).
panel-rescues = { $line }: rettet { $what }
panel-not-rescued-here = { $line }: hier nicht gerettet, nur am Rettungswagen
# A command to move a firefighter who carries or leads (SPEC-CAPTAIN-1); the price follows.
panel-command-carry = Befehl an { $ff }: { $what } nach { $cell } tragen
panel-command-lead = Befehl an { $ff }: { $what } nach { $cell } mitnehmen
panel-click-to-choose = Klicken Sie, um zu wählen.
panel-upstairs = Die Treppe hinauf nach { $cell } ({ $price })
panel-downstairs = Die Treppe hinunter nach { $cell } ({ $price })
# A Victim or Hazmat as the object of a verb (carry, find, rescue…); the
# English must stay as the game log names them ("Victim 4", "Hazmat 1").
panel-victim-object = Opfer { $n }
panel-hazmat-object = Gefahrstoff { $n }
panel-actions-at = Aktionen auf { $cell }
panel-nothing-here = Hier ist jetzt nichts zu tun
panel-nothing-at = Auf { $cell } ist jetzt nichts zu tun
# The tooltip of a cell the active firefighter can walk to.
panel-move-tooltip = Nach { $cell } bewegen: { $price } ({ $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    })
panel-climb-tooltip = { $way ->
        [ladderdown] Über die Leiter hinunter nach
        [aerialup] Über die Drehleiter hinauf nach
        [aerialdown] Über die Drehleiter hinunter nach
       *[ladderup] Über die Leiter hinauf nach
    } { $cell }: { $price }
# The move tooltip while carrying (a Victim, Hazmat, a ladder) or leading.
panel-carry-tooltip = { $what } nach { $cell } tragen: { $price } ({ $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    })
panel-lead-tooltip = { $what } nach { $cell } mitnehmen: { $price } ({ $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    })
panel-cannot-move = Bewegen nach { $cell } nicht möglich: { $why }
# Ein Feld außerhalb der Reichweite dieses Spielzugs (gestrichelter Weg).
panel-far-walk = { $cell } ist { $cost } AP zu Fuß entfernt, mehr als die { $left } AP, die in diesem Spielzug übrig sind
# A refused action or edge and why ($why: a refusal as src/text words it).
panel-refused = { $what }: { $why }
# The tooltip of a door, a wall or a cell: the one thing a click does.
panel-edge-click = Klick: { $action }
panel-bot-playing = { $who } spielt: Warten Sie auf Ihren Spielzug
panel-cannot-undo = Rückgängig nicht möglich: { $why }
# Why Undo is not possible ($why above, and the Undo button's tooltip).
panel-undo-nothing = noch nichts rückgängig zu machen
panel-undo-dice = es wurde gewürfelt: Rückgängig endet dort
panel-undo-reveal = ein Einsatzsymbol wurde aufgedeckt: Rückgängig endet dort

## The game log panel.
panel-log = Spielprotokoll
panel-dice = Würfel: Rot { $red }, Schwarz { $black }

## The End turn question.
panel-end-title = Spielzug beenden?
panel-end-ap-left = { $who } hat noch { $ap } AP.
panel-end-saved = { $saved ->
        [one] { $saved } AP wird für den nächsten Spielzug aufgespart.
       *[other] { $saved } AP werden für den nächsten Spielzug aufgespart.
    }
panel-end-saved-lost = { $saved ->
        [one] { $saved } AP wird aufgespart
       *[other] { $saved } AP werden aufgespart
    }; { $lost ->
        [one] { $lost } AP verfällt
       *[other] { $lost } AP verfallen
    } (höchstens 4 werden aufgespart).
panel-end-fire-follows = Danach breitet sich das Feuer aus; der Wurf dafür kann nicht rückgängig gemacht werden.
# The End the turn? question's button; Enter presses it.
panel-end-turn = Spielzug beenden (Eingabe)
panel-keep-playing = Weiterspielen
panel-ask-before-ending = Fragen, bevor ein Spielzug mit übrigen AP endet

## The fire summary above the board: what the fire phases (and the bots'
## turns) since a person last acted did, each line with its cells.
panel-fire-being-shown = Die Ausbreitung des Feuers wird auf dem Spielplan gezeigt…
panel-replay-strip = Das Spiel wird von Anfang an abgespielt; die Leertaste springt ans Ende.
panel-summary-placeholder = Was das Feuer am Ende eines Spielzugs tut, wird hier zusammengefasst.
panel-fire-phase = Die Ausbreitung des Feuers:
# $who: the seat that last ended its turn (a person).
panel-fire-phases-since = Die { $count } Phasen zum Ausbreiten des Feuers, seit { $who } den Spielzug beendet hat:
panel-fire-phases-last = Die letzten { $count } Phasen zum Ausbreiten des Feuers:
panel-quiet = sonst ist nichts passiert.
panel-quiet-nothing = nichts ist passiert.
panel-show-where = Auf dem Spielplan zeigen
panel-hide = Ausblenden
panel-hide-hint = Diese Zusammenfassung ausblenden
# Each kind of happening, counted; $cells lists where ("3,4; 5,6").
panel-summary-victim-lost = { $count ->
        [one] { $count } Opfer getötet
       *[other] { $count } Opfer getötet
    } ({ $cells })
panel-summary-victim-lost-collapse = { $count ->
        [one] { $count } Opfer beim Einsturz getötet
       *[other] { $count } Opfer beim Einsturz getötet
    } ({ $cells })
# $who: the firefighters knocked down, by name.
panel-summary-knocked-down = zu Boden geworfen: { $who } ({ $cells })
panel-summary-explosion = { $count ->
        [one] { $count } Explosion
       *[other] { $count } Explosionen
    } ({ $cells })
panel-summary-hazmat-explosion = { $count ->
        [one] { $count } Gefahrstoffexplosion
       *[other] { $count } Gefahrstoffexplosionen
    } ({ $cells })
panel-summary-flashover = { $count ->
        [one] { $count } Feld durch Durchzündung in Brand geraten
       *[other] { $count } Felder durch Durchzündung in Brand geraten
    } ({ $cells })
panel-summary-caught-fire = { $count ->
        [one] { $count } Feld in Brand geraten
       *[other] { $count } Felder in Brand geraten
    } ({ $cells })
panel-summary-damage = { $count ->
        [one] { $count } Schadenszähler
       *[other] { $count } Schadenszähler
    } ({ $cells })
panel-summary-door-destroyed = { $count ->
        [one] { $count } Tür zerstört
       *[other] { $count } Türen zerstört
    } ({ $cells })
panel-summary-hot-spot = { $count ->
        [one] { $count } neuer Brandherd
       *[other] { $count } neue Brandherde
    } ({ $cells })
panel-summary-flare-up = { $count ->
        [one] { $count }× Auflodern
       *[other] { $count }× Auflodern
    } ({ $cells })
panel-summary-poi-placed = { $count ->
        [one] { $count } neues Einsatzsymbol
       *[other] { $count } neue Einsatzsymbole
    } ({ $cells })
panel-summary-cleared-for-poi = { $count ->
        [one] Feuer oder Rauch dafür auf { $count } Feld entfernt
       *[other] Feuer oder Rauch dafür auf { $count } Feldern entfernt
    } ({ $cells })
panel-summary-poi-lost = { $count ->
        [one] { $count } Einsatzsymbol verbrannt
       *[other] { $count } Einsatzsymbole verbrannt
    } ({ $cells })
panel-summary-elevator-destroyed = { $count ->
        [one] { $count } Aufzug zerstört
       *[other] { $count } Aufzüge zerstört
    } ({ $cells })
panel-summary-ladder-retracted = { $count ->
        [one] { $count } Leiter vom Feuer abgebaut
       *[other] { $count } Leitern vom Feuer abgebaut
    } ({ $cells })
panel-summary-smoke = neuer Rauch auf { $count ->
        [one] { $count } Feld
       *[other] { $count } Feldern
    } ({ $cells })

## A bot's turn in the fire summary: "Bot 2: moved 3, opened 1 door".
# $who: the bot's name; $deeds: the deeds below, joined by commas.
panel-list-and = { $first } und { $last }
panel-deeds = { $who }: { $deeds }
panel-deed-placed = begann auf { $cells }
panel-deed-placed-lobby = begann in der Lobby von Aufzug { $cells }
panel-deed-moved = ging { $count ->
        [one] { $count } Schritt
       *[other] { $count } Schritte
    }
panel-deed-drove = fuhr { $count ->
        [one] einmal
       *[other] { $count }-mal
    }
# $what: the firefighters who rode along in the bot's drive, by name.
panel-deed-rode = nahm { $what } mit
panel-deed-commanded = gab Befehle an { $what }
panel-deed-opened = öffnete { $count ->
        [one] { $count } Tür
       *[other] { $count } Türen
    }
panel-deed-closed = schloss { $count ->
        [one] { $count } Tür
       *[other] { $count } Türen
    }
panel-deed-chopped = schlug { $count ->
        [one] einmal
       *[other] { $count }-mal
    } eine Wand ein
panel-deed-extinguished = löschte { $count ->
        [one] { $count } Feuersymbol
       *[other] { $count } Feuersymbole
    }
panel-deed-cleared-smoke = entfernte { $count ->
        [one] { $count } Rauchsymbol
       *[other] { $count } Rauchsymbole
    }
panel-deed-deck-gun = Löschmonitor löschte { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
panel-deed-deck-gun-shots = setzte { $shots ->
        [one] einmal
       *[other] { $shots }-mal
    } den Löschmonitor ein und löschte { $cleared ->
        [0] nichts
        [one] { $cleared } Feld
       *[other] { $cleared } Felder
    }
# $what: Victims as panel-victim-object names them, joined by commas.
panel-deed-found = fand { $what }
panel-deed-false-alarm = { $count ->
        [one] fand einen Fehlalarm
       *[other] fand { $count } Fehlalarme
    }
# $what: Victims, Hazmat (panel-…-object) or firefighters by name.
panel-deed-picked-up = nahm { $what } auf
panel-deed-dropped = legte { $count ->
        [one] { $count } Gegenstand
       *[other] { $count } Gegenstände
    } ab
panel-deed-rescued = rettete { $what }
panel-deed-carried-out = trug { $what } hinaus
panel-deed-treated = behandelte { $what }
panel-deed-disposed = entsorgte { $what }
panel-deed-identified = identifizierte { $count ->
        [one] { $count } Einsatzsymbol
       *[other] { $count } Einsatzsymbole
    }
panel-deed-hot-spot-removed = entfernte { $count ->
        [one] { $count } Brandherd
       *[other] { $count } Brandherde
    }
panel-deed-repaired = reparierte { $count ->
        [one] { $count } Wand
       *[other] { $count } Wände
    }
panel-deed-crew-change = wechselte per Mannschaftstausch zur Karte „{ $card }“
panel-deed-ladder = benutzte { $count ->
        [one] einmal
       *[other] { $count }-mal
    } eine Leiter
panel-deed-saved-ap = sparte { $count } AP auf
panel-deed-ended = beendete den Spielzug
panel-deed-playing = ist am Zug

## The Hint.
panel-hint-own-turn = Tipps gibt es nur in Ihrem eigenen Spielzug
panel-hint-failed = Kein Tipp: { $reason }
panel-hint-thinking = Tipp: wird überlegt…
panel-hint-nothing = Tipp: Der Bot hat keinen Vorschlag
panel-hint = Tipp: { $action }
panel-hint-then = Danach: { $actions }
panel-hint-end-saved = { $line } und { $saved } AP für den nächsten Spielzug aufsparen
panel-hint-end-saved-lost = { $line }: { $saved } AP aufsparen, { $lost } AP verfallen lassen
panel-hint-take = Tipp ausführen (Umschalt+H)
panel-hint-take-hint = Die vorgeschlagene Aktion jetzt ausführen, wie per Klick
# Read out for the hint's mark on the board.
panel-hint-on-board = Tipp auf dem Spielplan: { $action }

## Bot seats.
panel-bot-thinking = { $who } überlegt…
panel-bot-stopped = { $who } hat angehalten.
panel-bot-take-over = Den Platz von { $who } selbst spielen
panel-bot-take-over-hint = Ab jetzt spielt ein Mensch diesen Feuerwehrmann; mit Rückgängig kann es auch der Bot ab einem früheren Punkt erneut versuchen
panel-bot-cannot-start = { $who } kann nicht anfangen zu überlegen: { $reason }
panel-bot-lost = { $who } hat unerwartet aufgehört zu überlegen.
panel-bot-nothing = { $who } hat nichts zu tun.
panel-bot-refused = { $who } hat angehalten: { $why }

## Keys named in tooltips (German writes Strg for Ctrl).
panel-key-zoom-in = Strg +
panel-key-zoom-out = Strg −
panel-key-zoom-reset = Strg 0
