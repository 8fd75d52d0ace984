## Why an action is refused, and what the turn waits for
## (src/text/refusal.rs).
##
## A refusal starts in lower case (unless it starts with a name) and has no
## full stop: the program puts it after its own words. Names come in the
## case given in en/refusal.ftl.

stage-placing-vehicles = die Fahrzeuge werden hingestellt
stage-placing-firefighters = die Feuerwehrleute werden aufgestellt
stage-actions = ein Feuerwehrmann führt Aktionen aus
stage-knockdown-choice = ein zu Boden geworfener Feuerwehrmann muss wählen, wohin er geht
stage-riding = die Feuerwehrleute auf dem alten Parkplatz des Fahrzeugs entscheiden, ob sie mitfahren
stage-deck-gun-roll = der Maschinist entscheidet, ob die Würfel des Löschmonitors erneut gewürfelt werden
stage-hazmat-order = der nächste explodierende Gefahrstoff muss gewählt werden
stage-game-over = das Spiel ist vorbei

refusal-wrong-stage = das geht jetzt nicht: { $stage }
refusal-no-such-cell = auf diesem Spielplan gibt es kein solches Feld
refusal-no-such-edge = auf diesem Spielplan gibt es keine solche Wand oder Tür
refusal-not-a-start-cell = { $cell } ist kein Startfeld: Feuerwehrleute beginnen außerhalb des Gebäudes
refusal-not-adjacent = { $to } grenzt nicht an { $from }
refusal-blocked-way = der Weg von { $from } nach { $to } ist versperrt durch { $kind ->
        [wall] eine Wand
        [door] eine geschlossene Tür
        [entrance] einen Eingang
        [window] ein geschlossenes Fenster
        [thin-wall] eine dünne Wand
        [party-wall] eine Gebäudetrennwand
       *[elevator-door] eine geschlossene Aufzugstür
    }
refusal-blocked = { $kind ->
        [wall] die Wand
        [door] die geschlossene Tür
        [entrance] der Eingang
        [window] das geschlossene Fenster
        [thin-wall] die dünne Wand
        [party-wall] die Gebäudetrennwand
       *[elevator-door] die geschlossene Aufzugstür
    } { $place } ist im Weg
refusal-party-wall = die Gebäudetrennwand { $place } wird nie durchquert
refusal-restricted = { $cell } ist ein gesperrtes Feld: Feuerwehrleute betreten es nie
refusal-elevator = { $cell } ist ein Aufzug: er wird durch seine Tür betreten
refusal-upper-outside = { $cell } liegt außerhalb eines Obergeschosses: es ist nur über eine Leiter erreichbar
refusal-enter-through-shaft = { $cell } kann nicht betreten werden: eine Aufzugskabine wird nur durch ihre Tür betreten und verlassen
refusal-enter-through-facade = { $cell } kann nicht betreten werden: im Hochhaus gehen Feuerwehrleute nur durch die Lobby, einen Aufzug oder über die Drehleiter hinein und hinaus
refusal-enter-upper-outside = { $cell } kann nicht betreten werden: ein Außenfeld eines Obergeschosses ist nur über eine Leiter erreichbar
refusal-enter-restricted = { $cell } kann nicht betreten werden: Feuerwehrleute betreten nie gesperrte Felder
refusal-enter-destroyed-elevator = { $cell } kann nicht betreten werden: der Aufzug wurde zerstört; niemand darf ihn betreten
refusal-enter-elevator = { $cell } kann nicht betreten werden: ein Aufzug wird durch seine Tür benutzt
refusal-not-enough-ap = braucht { $needed } AP, Sie haben { $have }
refusal-carry-into-fire = ein Opfer kann nicht ins Feuer getragen werden
refusal-would-be-trapped = { $ff } stünde mit { $left } übrigen AP auf { $cell } im Feuer, herauszukommen kostet aber { $needed } AP
refusal-would-strand = { $ff } bliebe auf { $cell } im Feuer, außerhalb Ihrer Reichweite
refusal-end-on-fire = Sie können Ihren Spielzug nicht im Feuer auf { $cell } beenden
refusal-not-your-edge = { $edge } ist keine Seite von { $cell }
refusal-nothing-to-open = { $place } gibt es nichts zu öffnen oder zu schließen
refusal-not-a-door = man kann { $edge } nicht öffnen oder schließen
refusal-destroyed = { $kind ->
       *[any] { $edge } ist zerstört
    }
refusal-already = { $kind ->
       *[any] { $edge } ist schon { $state ->
            [open] geöffnet
            [closed] geschlossen
           *[destroyed] zerstört
        }
    }
refusal-not-choppable = man kann { $edge } nicht einschlagen: nur Wände nehmen Schaden
refusal-out-of-reach = { $cell } ist weder Ihr Feld noch angrenzend
refusal-nothing-to-extinguish = auf { $cell } ist { $level ->
        [fire] kein Feuer
        [smoke] kein Rauch
       *[nothing] nichts
    }
refusal-nothing-to-pick-up = { $victim } ist kein aufgedecktes Opfer auf Ihrem Feld
refusal-already-carrying = Sie tragen schon { $victim }: eins nach dem anderen
refusal-not-carrying = Sie tragen nichts
refusal-not-a-knockdown-spot = { $cell } ist keines der nächstgelegenen { $vehicle ->
        [engine] Löschfahrzeugfelder
        [engine_spot] Löschfahrzeugfelder
       *[ambulance] Rettungswagenfelder
    } für diesen Feuerwehrmann

refusal-already-parked = dieses Fahrzeug steht schon
refusal-driver-must-ride = wer das Löschfahrzeug fährt, muss mitfahren
refusal-rerolled = der { $die ->
        [red] rote
       *[black] schwarze
    } Würfel wurde schon erneut gewürfelt: jeder Würfel höchstens einmal
refusal-lead-into-fire = ein behandeltes Opfer wird nie ins Feuer mitgenommen
refusal-engineer-extinguishes = der Statiker darf nie löschen
refusal-destroyed-elevator-fire = das Feuer eines zerstörten Aufzugs kann nicht gelöscht werden
refusal-hands-full = Sie tragen schon etwas: eins nach dem anderen
refusal-victim-being-led = dieses Opfer wird schon mitgenommen; es muss erst losgelassen werden
refusal-already-leading = Sie nehmen schon ein Opfer mit: eins nach dem anderen
refusal-not-leading = Sie nehmen kein Opfer mit
refusal-cafs-command-limit = der Druckluftschäumexperte erhält höchstens 1 AP an Befehlen pro Spielzug
refusal-no-crew-change-in-scenario = in diesem Szenario gibt es keinen Mannschaftstausch
refusal-crew-change-not-first = der Mannschaftstausch muss die erste Aktion des Spielzugs sein
refusal-crew-change-off-engine = für den Mannschaftstausch muss der Spielzug auf dem Parkplatz des Löschfahrzeugs beginnen
refusal-card-not-in-game = diese Karte ist nicht in diesem Spiel
refusal-in-the-lobby = aus der Lobby sind die Wände des Brandgeschosses außer Reichweite: öffnen Sie zuerst die Aufzugstür (Programmregel E37)
refusal-downed-onto-ladder-top = auf dem oberen Leiterteil hat nur ein Feuerwehrmann Platz: ein zu Boden geworfener wird nicht hinaufgetragen
refusal-pick-up-with-ladder = eine Leiter wird mit leeren Händen getragen: legen Sie sie zuerst ab
refusal-left-on-ladder-top = auf dem oberen Leiterteil darf nichts zurückbleiben
refusal-ladder-with-full-hands = eine Leiter wird mit leeren Händen getragen: legen Sie zuerst ab, was Sie tragen
refusal-second-ladder = Sie tragen schon eine Leiter: eine nach der anderen
refusal-ladder-down-on-top = eine Leiter wird nicht auf dem oberen Teil einer Leiter abgelegt
refusal-raise-without-top = eine Leiter wird nur auf einem Außenfeld des Erdgeschosses unter dem Obergeschoss aufgestellt
refusal-ladder-already-raised = hier steht schon eine Leiter: eine pro Feld
refusal-raise-into-fire = eine Leiter wird nicht ins Feuer aufgestellt
refusal-retract-under-firefighter = eine Leiter wird nicht abgebaut, solange ein Feuerwehrmann oben steht
refusal-treat-downed-on-fire = ein zu Boden geworfener Feuerwehrmann wird nur außerhalb des Feuers behandelt
refusal-no-hot-spot = auf Ihrem Feld ist kein Brandherd
refusal-repair-undamaged = nur eine beschädigte Wand (ein Schadenszähler) kann repariert werden
refusal-deck-gun-broken = in diesem Szenario ist der Löschmonitor defekt
refusal-deck-gun-no-target = im Quadranten des Löschmonitors gibt es kein Feld, das die Würfel nennen können

refusal-only-command = nur der { $card } kann Befehle geben
refusal-only-treat-victim = nur der { $card } kann ein Opfer behandeln
refusal-only-treat-firefighter = nur der { $card } kann einen zu Boden geworfenen Feuerwehrmann behandeln
refusal-only-dispose = nur der { $card } kann Gefahrstoffe entsorgen
refusal-only-identify = nur der { $card } kann ein Einsatzsymbol aus der Ferne identifizieren
refusal-only-clear-hot-spot = nur der { $card } kann einen Brandherd entfernen
refusal-only-repair = nur der { $card } kann eine Wand reparieren
refusal-module-off = { $what ->
        [crew] der Mannschaftstausch braucht
        [driving] das Fahren braucht
        [deckgun] der Löschmonitor braucht
       *[hazmat] das Tragen von Gefahrstoffen braucht
    } das Modul „{ $module ->
        [specialists] Experten
        [hazmat] Gefahrstoffe
        [vehicles] Fahrzeuge
        [hotspots] Brandherde
        [setup] Spielaufbau für Fortgeschrittene
       *[poi] Einsatzsymbole für Fortgeschrittene
    }“, das in diesem Spiel ausgeschaltet ist
refusal-not-a-spot = { $cell } liegt auf keinem Parkplatz { $vehicle }
refusal-not-next-spot = { $vehicle } fährt nur einen Parkplatz weit: { $cell } liegt nicht auf einem Parkplatz neben dem eigenen
refusal-not-on-vehicle = Sie müssen auf dem Parkplatz { $vehicle } stehen
refusal-firefighter-in-area = { $ff } steht auf { $cell }, im Quadranten des Löschmonitors
refusal-specialist-in-play = die Karte „{ $card }“ ist schon im Spiel
refusal-not-an-untreated-victim = { $victim } ist kein unbehandeltes Opfer auf Ihrem Feld
refusal-not-a-downed-firefighter = { $ff } ist kein zu Boden geworfener Feuerwehrmann auf Ihrem Feld
refusal-hazmat-not-here = { $hazmat } ist nicht auf Ihrem Feld
refusal-not-a-free-treated-victim = { $victim } ist kein freies behandeltes Opfer auf Ihrem Feld
refusal-command-himself = { $ff } kann keinen Befehl erhalten: der Einsatzleiter handelt selbst, er gibt sich keine Befehle
refusal-command-no-such-firefighter = { $ff } kann keinen Befehl erhalten: diesen Feuerwehrmann gibt es nicht
refusal-command-down = { $ff } kann keinen Befehl erhalten: er liegt am Boden
refusal-command-not-on-the-board = { $ff } kann keinen Befehl erhalten: er ist nicht auf dem Spielplan
refusal-command-none-on-the-board = { $ff } kann keinen Befehl erhalten: diesen Feuerwehrmann gibt es auf dem Spielplan nicht
refusal-no-poi = auf { $cell } ist kein Einsatzsymbol
refusal-fire-nearby = { $cell } brennt oder grenzt an Feuer
refusal-ride-no-such-firefighter = { $ff } kann nicht mitfahren: diesen Feuerwehrmann gibt es nicht
refusal-ride-down = { $ff } kann nicht mitfahren: er liegt am Boden und fährt nur mit, wenn er getragen wird
refusal-ride-not-on-old-spot = { $ff } kann nicht mitfahren: er steht nicht auf dem alten Parkplatz des Fahrzeugs
refusal-ride-off-the-new-spot = { $ff } kann nicht mitfahren: Mitfahrer steigen auf einem Feld des neuen Parkplatzes aus
refusal-not-on-fire = { $hazmat } brennt nicht
refusal-ladder-no-firefighter = auf dem Spielplan ist kein Feuerwehrmann, der eine Leiter handhaben könnte
refusal-ladder-not-in-this-game = in diesem Spiel gibt es keine Leitern: Leitern gehören zu 2nd Story
refusal-ladder-not-in-hands = Sie haben keine Leiter in den Händen
refusal-ladder-none-on-the-engine = auf dem Löschfahrzeug ist keine Leiter mehr
refusal-ladder-none-lying-here = auf Ihrem Feld liegt keine Leiter
refusal-ladder-none-raised-here = auf Ihrem Feld steht keine aufgestellte Leiter
refusal-top-occupied = auf dem oberen Leiterteil auf { $cell } steht schon ein Feuerwehrmann: einer nach dem anderen
