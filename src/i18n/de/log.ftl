## The game log: one line per event and per action, and the names of
## places, firefighters and tokens they are built from (src/text/event.rs,
## action.rs, names.rs).
##
## $case is the grammatical case the sentence puts a name in (see
## en/log.ftl): edges and vehicles carry their article in that case; the
## loc form is the dative ("an der Wand", "mit dem Löschfahrzeug").
## Coordinates are written "3-8": "3,8" would read as a decimal.

## Names

name-coords = { $red }-{ $black }
name-cell-on-floor = { $coords } ({ $floor })
name-cells = { $a } und { $b }
name-cells-on-floor = { $a } und { $b } ({ $floor })
name-floor-unnamed = unbenanntes Stockwerk { $n }
name-floor-ground = Erdgeschoss
name-floor-upper = Obergeschoss
name-floor-parlour = Hochparterre
name-floor-23rd = 23. Stock
# The game's own board, by side (docs/glossary.md: front side / back side).
name-board-front = Vorderseite
name-board-back = Rückseite

name-edge-place-between = zwischen { $cells }
name-edge-place-beside = { $dir ->
        [north] nördlich
        [east] östlich
        [south] südlich
       *[west] westlich
    } von { $cell }
name-edge-short-between = { $a }/{ $b }
name-edge-short-beside = { $cell } { $dir ->
        [north] Nord
        [east] Ost
        [south] Süd
       *[west] West
    }
name-edge-place-off-grid = an der { $dir ->
        [north] Nordseite
        [east] Ostseite
        [south] Südseite
       *[west] Westseite
    } von { $cell }
name-edge = { $case ->
        [acc] { $kind ->
            [wall] die Wand
            [door] die Tür
            [entrance] den Eingang
            [window] das Fenster
            [thin-wall] die dünne Wand
            [party-wall] die Gebäudetrennwand
            [elevator-door] die Aufzugstür
           *[opening] die Öffnung
        }
        [dat] { $kind ->
            [wall] der Wand
            [door] der Tür
            [entrance] dem Eingang
            [window] dem Fenster
            [thin-wall] der dünnen Wand
            [party-wall] der Gebäudetrennwand
            [elevator-door] der Aufzugstür
           *[opening] der Öffnung
        }
        [loc] { $kind ->
            [wall] der Wand
            [door] der Tür
            [entrance] dem Eingang
            [window] dem Fenster
            [thin-wall] der dünnen Wand
            [party-wall] der Gebäudetrennwand
            [elevator-door] der Aufzugstür
           *[opening] der Öffnung
        }
        [gen] { $kind ->
            [wall] der Wand
            [door] der Tür
            [entrance] des Eingangs
            [window] des Fensters
            [thin-wall] der dünnen Wand
            [party-wall] der Gebäudetrennwand
            [elevator-door] der Aufzugstür
           *[opening] der Öffnung
        }
       *[nom] { $kind ->
            [wall] die Wand
            [door] die Tür
            [entrance] der Eingang
            [window] das Fenster
            [thin-wall] die dünne Wand
            [party-wall] die Gebäudetrennwand
            [elevator-door] die Aufzugstür
           *[opening] die Öffnung
        }
    } { $place }
name-edge-off-grid = { $case ->
        [dat] der
        [gen] der
        [loc] der
       *[nom] die
    } { $dir ->
        [north] Nordseite
        [east] Ostseite
        [south] Südseite
       *[west] Westseite
    } von { $cell }

name-firefighter = { $case ->
       *[nom] Feuerwehrmann { $seat }
    }
name-firefighter-named = { $name } ({ name-firefighter })
name-victim = { $case ->
       *[nom] Opfer { $n }
    }
name-hazmat = { $case ->
       *[nom] Gefahrstoff { $n }
    }
name-vehicle = { $vehicle ->
        [engine] { $case ->
            [dat] dem Löschfahrzeug
            [loc] dem Löschfahrzeug
            [gen] des Löschfahrzeugs
           *[nom] das Löschfahrzeug
        }
       *[ambulance] { $case ->
            [acc] den Rettungswagen
            [dat] dem Rettungswagen
            [loc] dem Rettungswagen
            [gen] des Rettungswagens
           *[nom] der Rettungswagen
        }
    }
name-level = { $level ->
        [fire] Feuer
        [smoke] Rauch
       *[nothing] nichts
    }
name-die = { $die ->
        [red] rot
       *[black] schwarz
    }

## The game log

log-new-game = Neues Spiel auf { $board }, Startwert { $seed }
log-paid = { $line } ({ $ap } AP)
log-free = { $line } (kostenlos)
log-paid-pool = { $line } ({ $paid })
log-pool-move = { $ap } Bewegungs-AP
log-pool-extinguish = { $ap } AP zum Feuerlöschen
log-pool-command = { $ap } Befehls-AP
log-pool-none = { $ap } AP
log-pool-and-ap = { $pool } + { $ap } AP

log-setup-fire = Spielaufbau: Feuer auf { $cell }
log-elevator-destroyed = Der Aufzug auf { $cell } ist zerstört: sein Feuer kann nicht gelöscht werden, und niemand darf ihn betreten
log-left-lobby = { $ff } verlässt die Lobby des zerstörten Aufzugs und geht zum Löschfahrzeug auf { $cell }
log-firefighter-placed = { $ff } beginnt auf { $cell }
log-firefighter-placed-lobby = { $ff } beginnt in der Lobby von Aufzug { $cell }
log-turn-started = Spielzug { $turn }: { $ff } beginnt mit { $ap } AP
log-turn-started-pool = Spielzug { $turn }: { $ff } beginnt mit { $ap } AP und { $pool }

log-moved = { $ff } { $way ->
        [upstairs] ging von { $from } über die Treppe hinauf nach { $to }
        [downstairs] ging von { $from } über die Treppe hinunter nach { $to }
        [ladderup] stieg von { $from } über die Leiter hinauf nach { $to }
        [ladderdown] stieg von { $from } über die Leiter hinunter nach { $to }
        [lobbyin] ging von { $from } in die Lobby nach { $to }
        [lobbyout] ging von { $from } aus der Lobby nach { $to }
        [aerialup] stieg von { $from } über die Drehleiter hinauf nach { $to }
        [aerialdown] stieg von { $from } über die Drehleiter hinunter nach { $to }
       *[step] ging von { $from } nach { $to }
    }
log-moved-carrying = { $line } und trug { $item }
log-moved-leading = { $line } und nahm { $victim } mit
log-moved-carrying-leading = { $line }, trug { $item } und nahm { $victim } mit

log-poi-revealed-victim = Das Einsatzsymbol auf { $cell } ist { $victim }
log-poi-revealed-false-alarm = Das Einsatzsymbol auf { $cell } ist ein Fehlalarm
log-false-alarm-removed = Der Fehlalarm auf { $cell } wird entfernt
log-victim-rescued = { $victim } auf { $cell } gerettet ({ $rescued } gerettet)
log-picked-up = { $ff } hat { $item } auf { $cell } aufgenommen
log-dropped = { $ff } hat { $item } auf { $cell } abgelegt
log-door-opened = { $ff } öffnete { $edge }
log-door-closed = { $ff } schloss { $edge }
log-fire-to-smoke = { $ff } drehte das Feuersymbol auf { $cell } auf Rauch um
log-threat-removed = { $ff } entfernte { $level ->
        [fire] das Feuer
       *[smoke] den Rauch
    } auf { $cell }
log-level-changed = { $ff } änderte { $from } zu { $to } auf { $cell }
log-chopped = { $ff } schlug { $edge } ein
log-turn-ended = { $ff } beendete den Spielzug mit { $saved } aufgesparten AP
log-turn-ended-forfeited = { $ff } beendete den Spielzug mit { $saved } aufgesparten AP, { $lost } AP verfallen

log-die-floor = Stockwerkwürfel { $n }
log-die-red = rot { $n }
log-die-black = schwarz { $n }
log-rolled = Wurf { $purpose ->
        [fire] für die Ausbreitung des Feuers
        [poi] für ein neues Einsatzsymbol
        [explosion] für eine Explosion zu Beginn
        [setuppoi] für ein Einsatzsymbol zu Beginn
        [hazmat] für einen Gefahrstoff zu Beginn
        [hotspot] für einen Brandherd zu Beginn
       *[deckgun] zum Zielen mit dem Löschmonitor
    } ({ $dice }): { $cell }
log-rolled-nowhere = Wurf { $purpose ->
        [fire] für die Ausbreitung des Feuers
        [poi] für ein neues Einsatzsymbol
        [explosion] für eine Explosion zu Beginn
        [setuppoi] für ein Einsatzsymbol zu Beginn
        [hazmat] für einen Gefahrstoff zu Beginn
        [hotspot] für einen Brandherd zu Beginn
       *[deckgun] zum Zielen mit dem Löschmonitor
    } ({ $dice })
log-reroll-no-cell = Erneut würfeln: die Würfel nennen kein Feld dieses Spielplans
log-reroll-has-poi = Erneut würfeln: auf diesem Feld ist schon ein Einsatzsymbol oder Opfer
log-reroll-on-fire = Erneut würfeln: dieses Feld brennt schon
log-reroll-restricted = Erneut würfeln: dieses Feld ist gesperrt
log-reroll-elevator = Erneut würfeln: Aufzugsfelder werden übersprungen
log-reroll-has-hazmat = Erneut würfeln: auf diesem Feld ist schon ein Gefahrstoff
log-reroll-has-hot-spot = Erneut würfeln: auf diesem Feld ist schon ein Brandherd
log-reroll-arrows-loop = Erneut würfeln: die Pfeile führen zu keinem freien Feld
log-reroll-outside-area = Erneut würfeln: der umgedrehte Wurf liegt immer noch außerhalb des Quadranten des Löschmonitors
log-reroll-floor-has-explosion = Erneut würfeln: die letzte Explosion zu Beginn kommt in ein Stockwerk, das noch keine hatte
log-reroll-floor-has-two-pois = Erneut würfeln: dieses Stockwerk hat schon zwei Einsatzsymbole
log-smoke-placed = Rauch auf { $cell } gelegt
log-smoke-ignited = Rauch auf { $cell } entzündet sich neben Feuer
log-smoke-on-smoke = Rauch auf Rauch auf { $cell }: er wird zu Feuer
log-supply-empty = Kein Feuer- oder Rauchsymbol mehr im Vorrat für { $cell }
log-explosion = Explosion auf { $cell }
log-heading = { $heading ->
        [north] Richtung Norden
        [east] Richtung Osten
        [south] Richtung Süden
        [west] Richtung Westen
       *[stairs] über die Treppe
    }
log-blast = Explosion breitet sich von { $cell } { $way } aus
log-shockwave-started = Druckwelle von { $cell } { $way }
log-shockwave = Druckwelle zieht von { $from } nach { $to } { $way }
log-cube-placed = { $kind ->
       *[any] Schadenszähler an { $edge }, jetzt { $destroyed ->
            [yes] zerstört
           *[no] beschädigt
        } ({ $total } von { $max } gesetzt)
    }
log-blast-stopped = { $edge } hält die Explosion auf
log-door-destroyed = { $kind ->
        [wall] Die Wand
        [entrance] Der Eingang
        [window] Das Fenster
        [thin-wall] Die dünne Wand
        [party-wall] Die Gebäudetrennwand
        [elevator-door] Die Aufzugstür
       *[door] Die Tür
    } { $place } ist zerstört
log-open-door-destroyed = { $kind ->
        [wall] Die geöffnete Wand
        [entrance] Der geöffnete Eingang
        [window] Das geöffnete Fenster
        [thin-wall] Die geöffnete dünne Wand
        [party-wall] Die geöffnete Gebäudetrennwand
        [elevator-door] Die geöffnete Aufzugstür
       *[door] Die geöffnete Tür
    } { $place } ist zerstört; die Explosion geht hindurch
log-fire-placed = Feuer auf { $cell } gelegt
log-smoke-to-fire = Rauch auf { $cell } wird zu Feuer
log-flashover = Durchzündung: Rauch auf { $cell } entzündet sich (Runde { $wave })
log-knocked-down = { $ff } wurde auf { $cell } zu Boden geworfen
log-knocked-down-choice = { $ff } wurde auf { $cell } zu Boden geworfen; { $choices } { $vehicle ->
        [engine] Löschfahrzeugfelder
        [engine_spot] Löschfahrzeugfelder
       *[ambulance] Rettungswagenfelder
    } zur Wahl
log-relocated = { $ff } wurde zum { $vehicle ->
        [engine] Löschfahrzeug
        [engine_spot] nächsten Parkplatz des Löschfahrzeugs
        [ambulance_spot] nächsten Parkplatz des Rettungswagens
       *[ambulance] Rettungswagen
    } gebracht: von { $from } nach { $to }
log-relocated-stays = { $ff } bleibt am { $vehicle ->
        [engine] Löschfahrzeug
        [engine_spot] Parkplatz des Löschfahrzeugs
        [ambulance_spot] Parkplatz des Rettungswagens
       *[ambulance] Rettungswagen
    } auf { $to }
log-victim-lost = { $victim } auf { $cell } getötet ({ $lost } getötet)
log-false-alarm-lost = Ein Fehlalarm verbrannte auf { $cell }
log-victim-lost-collapse = { $victim } beim Einsturz auf { $cell } getötet ({ $lost } getötet)
log-false-alarm-lost-collapse = Ein Fehlalarm ging beim Einsturz auf { $cell } verloren
log-exterior-fire-removed = Feuer außerhalb des Gebäudes auf { $cell } entfernt
log-threat-cleared = { $level ->
        [fire] Feuer auf { $cell } für ein neues Einsatzsymbol entfernt
        [smoke] Rauch auf { $cell } für ein neues Einsatzsymbol entfernt
       *[nothing] Auf { $cell } war für ein neues Einsatzsymbol nichts zu entfernen
    }
log-poi-placed = Ein verdecktes Einsatzsymbol auf { $cell } gelegt
log-poi-placed-arrows = Ein verdecktes Einsatzsymbol auf { $cell } gelegt: { $from } war nicht frei, die Pfeile führten weiter
log-collapse = Das Gebäude ist eingestürzt
log-victory = Sieg: { $rescued } Opfer gerettet
log-game-over = Spielende – { $outcome }
log-outcome-won = die Feuerwehrleute haben gewonnen
log-outcome-structure-saved = die Feuerwehrleute haben gewonnen: das Gebäude ist gerettet
log-outcome-victims-lost = die Feuerwehrleute haben verloren: vier Opfer wurden getötet
log-outcome-collapse = die Feuerwehrleute haben verloren: das Gebäude ist eingestürzt
log-outcome-firefighter-down = die Feuerwehrleute haben verloren: ein Feuerwehrmann wurde zu Boden geworfen
log-outcome-hazmat-lost = die Feuerwehrleute haben verloren: drei Gefahrstoffe können nicht mehr hinausgetragen werden
log-outcome-all-down = die Feuerwehrleute haben verloren: alle Feuerwehrleute sind zu Boden geworfen

log-specialist-assigned = { $ff } ist { $card }
log-hazmat-placed = { $hazmat } auf { $cell } gelegt
# At setup, from the box (the supply is counted afterwards).
log-hot-spot-set-up = Brandherd auf { $cell } gelegt
log-hot-spot-placed = Brandherd auf { $cell } gelegt ({ $supply } im Vorrat übrig)
log-hot-spot-supply-empty = Kein Brandherd mehr im Vorrat für { $cell }
log-vehicle-parked = { $vehicle } steht auf { $cells }
log-drove = { $ff } fuhr { $vehicle } nach { $cells }
log-rode = { $ff } fuhr mit { $vehicle } von { $from } nach { $to }
log-deck-gun-fired = { $ff } setzte den Löschmonitor ein
log-deck-gun-rolled = Löschmonitor gewürfelt: rot { $red }, schwarz { $black }
log-deck-gun-rerolled = Löschmonitor: { $die ->
        [red] den roten
       *[black] den schwarzen
    } Würfel erneut gewürfelt: rot { $red }, schwarz { $black }
log-deck-gun-flipped = { $line }, in den Quadranten umgedreht: rot { $red }, schwarz { $black }
log-deck-gun-landed = Der Löschmonitor trifft { $cell }
log-deck-gun-cleared = { $level ->
        [fire] Der Löschmonitor löschte das Feuer auf { $cell }
        [smoke] Der Löschmonitor entfernte den Rauch auf { $cell }
       *[nothing] Der Löschmonitor fand auf { $cell } nichts zu löschen
    }
log-crew-took = Mannschaftstausch: { $ff } nahm die Karte „{ $card }“ ({ $ap } AP übrig)
log-crew-swapped = Mannschaftstausch: { $ff } tauschte die Karte „{ $old }“ gegen die Karte „{ $card }“ ({ $ap } AP übrig)
log-treated = { $ff } behandelte { $victim } auf { $cell }
log-lead-started = { $ff } nimmt { $victim } mit
log-lead-ended = { $ff } ließ { $victim } los
log-disposed = { $ff } entsorgte { $hazmat } auf { $cell }
log-hazmat-carried-out = { $hazmat } auf { $cell } hinausgetragen ({ $carried } hinausgetragen)
log-identified = { $ff } identifizierte das Einsatzsymbol auf { $cell }
log-commanded = { $captain } gibt { $ff } einen Befehl
log-commanded-paid = { $captain } gibt { $ff } einen Befehl für { $paid }
log-hot-spot-cleared = { $ff } entfernte den Brandherd auf { $cell }
log-repaired = { $ff } reparierte { $edge } ({ $ap } AP; { $total } von { $max } Schadenszählern auf dem Spielplan)
log-hazmat-exploded = { $hazmat } explodiert auf { $cell }
log-flare-up = Auflodern: Brandherd auf { $cell }, das Feuer breitet sich erneut aus ({ $n }. Auflodern in diesem Spielzug)
log-hottest-spot = Der heißeste Brandherd auf { $cell }: Feuer statt Rauch
log-firefighter-downed = { $ff } liegt auf { $cell } am Boden und braucht Hilfe
log-firefighter-restored = { $ff } ist auf { $cell } wieder im Spiel
log-turn-skipped = { $ff } liegt am Boden und setzt den Spielzug aus
log-hazmat-goal-reached = Spuren eines Brandstifters: { $carried ->
        [one] { $carried } Gefahrstoff aus dem Gebäude hinausgetragen
       *[other] { $carried } Gefahrstoffe aus dem Gebäude hinausgetragen
    }
log-flare-ups-end = Jedes Feld, das die Würfel nennen können, hat einen Brandherd: das Auflodern endet auf { $cell }
log-pois-stay-in-bag = { $count ->
        [one] Kein Wurf bringt ein Einsatzsymbol auf ein freies Feld: es bleibt im Beutel
       *[other] Kein Wurf bringt die { $count } Einsatzsymbole auf ein freies Feld: sie bleiben im Beutel
    }
log-ladder-taken = { $ff } nahm auf { $cell } eine Leiter vom Löschfahrzeug
log-ladder-dropped = { $ff } legte auf { $cell } eine Leiter ab
log-ladder-picked-up = { $ff } nahm auf { $cell } eine Leiter auf
log-ladder-raised = { $ff } stellte eine Leiter von { $foot } hinauf nach { $top } auf
log-ladder-retracted = { $ff } baute die Leiter auf { $foot } ab
log-ladder-auto-retracted = Feuer auf { $cell }: die Leiter auf { $foot } wird abgebaut
log-left-ladder-top = { $ff } steigt vom oberen Leiterteil auf { $from } hinunter nach { $to }

## Actions

action-place = Auf { $cell } beginnen
action-place-lobby = In der Lobby von Aufzug { $cell } beginnen
action-move = Nach { $cell } bewegen
action-move-lobby = Nach { $cell } (Lobby) bewegen
action-open = { $edge } öffnen
action-close = { $edge } schließen
action-open-elevator = { $edge } öffnen: die Kabine kommt aus der Lobby herauf
action-close-elevator = { $edge } schließen: die Kabine fährt in die Lobby hinunter
action-remove-smoke = Rauch auf { $cell } entfernen
action-flip-fire = Feuer auf { $cell } auf Rauch umdrehen
action-remove-fire = Feuer auf { $cell } entfernen
action-chop = { $edge } einschlagen
action-pick-up = { $item } aufnehmen
action-drop = Ablegen, was Sie tragen
action-end-turn = Spielzug beenden
action-knockdown-to = Zu Boden geworfen: nach { $cell } gehen
action-park = { $vehicle } auf { $cell } hinstellen
action-drive = { $vehicle } nach { $cell } fahren
action-ride = { $ff } fährt mit nach { $cell }
action-driver-gets-off = { $ff } steigt auf { $cell } aus
action-done-riding = Niemand sonst fährt mit
action-deck-gun = Löschmonitor einsetzen
action-reroll = Den { $die ->
        [red] roten
       *[black] schwarzen
    } Würfel erneut würfeln
action-accept-shot = Wurf des Löschmonitors behalten
action-crew-change = Mannschaftstausch: die Karte „{ $card }“ nehmen
action-treat = { $patient } behandeln
action-lead = { $victim } mitnehmen
action-release = Opfer loslassen
action-dispose = { $hazmat } entsorgen
action-identify = Einsatzsymbol auf { $cell } identifizieren
action-command-move = Befehl an { $ff }: nach { $cell } bewegen
action-command-open = Befehl an { $ff }: { $edge } öffnen
action-command-close = Befehl an { $ff }: { $edge } schließen
action-command-pick-up = Befehl an { $ff }: { $item } aufnehmen
action-command-drop = Befehl an { $ff }: ablegen, was er trägt
action-command-lead = Befehl an { $ff }: { $victim } mitnehmen
action-command-release = Befehl an { $ff }: das Opfer loslassen
action-clear-hot-spot = Brandherd hier entfernen
action-repair = { $edge } reparieren
action-explode-hazmat = { $hazmat } als Nächstes explodieren lassen
action-take-ladder = Leiter vom Löschfahrzeug nehmen
action-drop-ladder = Leiter ablegen
action-pick-up-ladder = Leiter aufnehmen
action-raise-ladder = Leiter aufstellen
action-retract-ladder = Leiter abbauen
action-command-ladder = Befehl an { $ff }: { $order ->
        [take] Leiter vom Löschfahrzeug nehmen
        [drop] Leiter ablegen
        [pickup] Leiter aufnehmen
        [raise] Leiter aufstellen
       *[retract] Leiter abbauen
    }
