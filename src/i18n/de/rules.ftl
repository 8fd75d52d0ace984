# Die Regelübersicht (Hilfe > Regelübersicht, F1): die Übersichtskarte des
# laufenden Spiels. Jede Zeile fasst eine Regel der Spezifikation zusammen.

rules-title = Regelübersicht
rules-menu = Regelübersicht (F1)
rules-menu-hint = Die Regeln dieses Spiels in Kürze, mit den Kosten jeder Aktion und der Regel, aus der sie stammen
rules-dialog-hint = Die Regeln des hier eingerichteten Spiels in Kürze, mit den Kosten jeder Aktion und der Regel, aus der sie stammen
rules-menu-help = Hilfe
rules-intro = Die Regeln dieses Spiels in Kürze: mit den gewählten Modulen, Szenarien und dem Spielplan. Die letzte Spalte nennt die Regel in der Regelspezifikation.
rules-ap-column = AP
rules-rule-column = Regel
rules-row-spoken-cost = { $cost }: { $text } ({ $rule })
rules-row-spoken = { $text } ({ $rule })

rules-section-end = Spielende
rules-win = 7 Opfer gerettet: das Spiel ist gewonnen.
rules-win-arsonist = Gewonnen ist das Spiel mit 7 geretteten Opfern und 3 aus dem Gebäude getragenen Gefahrstoffen.
rules-win-structure = Gewonnen ist das Spiel, wenn kein Brandherd mehr im Gebäude ist.
rules-play-on = Weiterspielen: nach der 7. Rettung geht das Spiel weiter, um alle 10 zu retten, bis jedes Opfer gerettet oder getötet ist; der Sieg bleibt.
rules-lose-victims = 4 Opfer getötet: das Spiel ist verloren.
rules-collapse = Der 24. Schadenszähler: das Gebäude stürzt ein, das Spiel ist verloren.
rules-lose-knockdown = Wird ein Feuerwehrmann zu Boden geworfen, ist das Spiel verloren.

rules-section-turn = Ein Spielzug
rules-turn-phases = Ein Spielzug: Aktionen, dann breitet sich das Feuer aus, dann werden Einsatzsymbole aufgefüllt, bis 3 auf dem Spielplan liegen.
rules-turn-phases-structure = Ein Spielzug: Aktionen, dann breitet sich das Feuer aus. Keine Einsatzsymbole, keine neuen Brandherde.
rules-ap = 4 AP pro Spielzug plus aufgesparte: bis zu 4 nicht ausgegebene AP werden für den nächsten Spielzug aufgespart.
rules-ap-specialists = Jede Expertenkarte gibt eigene AP pro Spielzug (manche zusätzliche AP für nur eine Art von Aktion). Bis zu 4 nicht ausgegebene normale AP werden aufgespart, die zusätzlichen nicht.
rules-end-not-on-fire = Ein Spielzug darf nicht auf einem Feld mit Feuer enden.
rules-escape = Keine Aktion darf einen Feuerwehrmann im Feuer zurücklassen, wenn die übrigen AP ihn nicht mehr herausholen können.
rules-hold = Ein Opfer aufnehmen oder ablegen kostet nichts; ein Feuerwehrmann trägt höchstens eines.
rules-hold-hazmat = Ein Opfer oder einen Gefahrstoff aufnehmen oder ablegen kostet nichts; ein Feuerwehrmann hält höchstens eines.
rules-reveal = Wer das Feld eines Einsatzsymbols betritt, deckt es auf: ein Fehlalarm wird entfernt, ein Opfer bleibt liegen.

rules-section-actions = Aktionen
rules-move = Auf ein freies Feld oder eines mit Rauch bewegen
rules-move-fire = Auf ein Feld mit Feuer bewegen (nicht beim Tragen oder Mitnehmen)
rules-carry = Ein Opfer ein Feld weit tragen (nie ins Feuer)
rules-carry-hazmat = Ein Opfer oder einen Gefahrstoff ein Feld weit tragen (nie ins Feuer)
rules-lead = Ein behandeltes Opfer ein Feld weit mitnehmen (nie ins Feuer)
rules-door = Eine Tür neben Ihnen öffnen oder schließen
rules-smoke = Rauch entfernen, hier oder nebenan
rules-flip = Feuer auf Rauch umdrehen, hier oder nebenan
rules-fire = Feuer entfernen, hier oder nebenan
rules-chop = Einschlagen: ein Schadenszähler auf einer Wand neben Ihnen
rules-window = Ein Fenster neben Ihnen öffnen oder schließen
rules-drive = Ein Fahrzeug zum nächsten Parkplatz seiner Art fahren (das Löschfahrzeug mit dem Fahrer an Bord; den Rettungswagen per Funkgerät von überall)
rules-drive-any = Ein Fahrzeug zu einem beliebigen seiner Parkplätze fahren
rules-drive-other-side = Ein Fahrzeug zu einem Parkplatz an einer anderen Seite des Gebäudes fahren
rules-drive-engine = Das Löschfahrzeug zum nächsten Parkplatz fahren, mit dem Fahrer an Bord
rules-ride = Auf dem Feld eines Fahrzeugs, das fährt, mitfahren
rules-deck-gun = Löschmonitor, vom Löschfahrzeug aus, auf seinen Quadranten, in dem niemand steht: Feuer und Rauch werden vom gewürfelten Feld und seinen Nachbarn entfernt (der Maschinist zahlt 2)
rules-deck-gun-half = Löschmonitor, vom Löschfahrzeug aus, auf die ihm zugewandte Gebäudehälfte (beide Stockwerke), in der niemand steht: Feuer und Rauch werden vom gewürfelten Feld und seinen Nachbarn entfernt (der Maschinist zahlt 2)
rules-crew-change = Mannschaftstausch: als erste Aktion des Spielzugs, der auf dem Feld des Löschfahrzeugs begann, eine Karte nehmen, die niemand hat
rules-ladder-take = Eine Leiter vom Löschfahrzeug nehmen
rules-ladder-extend = Eine Leiter vom Boden draußen bis zum Stockwerk darüber aufstellen
rules-ladder-climb = Eine Leiter hinauf- oder hinabsteigen
rules-ladder-climb-carrying = Eine Leiter mit einem Opfer hinauf- oder hinabsteigen
rules-ladder-climb-carrying-hazmat = Eine Leiter mit einem Opfer oder Gefahrstoff hinauf- oder hinabsteigen
rules-ladder-climb-treated = Eine Leiter mit einem behandelten Opfer hinauf- oder hinabsteigen
rules-ladder-retract = Eine Leiter von ihrem Fuß aus abbauen
rules-elevator-door = Eine Aufzugstür öffnen oder schließen: die Kabine fährt mit allem, was darin ist
rules-lobby = Zwischen der Lobby und einem beliebigen Parkplatz des Löschfahrzeugs gehen
rules-aerial-ladder = Drehleiter zwischen dem Löschfahrzeug und einem Durchbruch in der Fassade auf seiner Seite
rules-aerial-ladder-carrying = Drehleiter mit einem Opfer
rules-aerial-ladder-carrying-hazmat = Drehleiter mit einem Opfer oder Gefahrstoff

rules-section-fire = Ausbreitung des Feuers
rules-hottest-spot = Ein Wurf auf einen Brandherd legt Feuer statt Rauch und wird nicht wiederholt.
rules-advance = Die Würfel nennen ein Feld: dorthin kommt Rauch. Rauch auf Rauch oder neben Feuer wird zu Feuer; auf Feuer gibt es eine Explosion.
rules-explosion = Eine Explosion geht in vier Richtungen: ein Schadenszähler auf eine Wand (zwei zerstören sie), eine zerstörte Tür oder Feuer auf dem nächsten Feld.
rules-shockwave = Trifft die Explosion auf Feuer, läuft sie als Druckwelle weiter, durch Feuer und offene Türen (die sie zerstört), bis eine Wand einen Schadenszähler bekommt, eine geschlossene Tür zerstört wird oder das erste Feld ohne Feuer Feuer fängt.
rules-stairs-fire = Feuer und Explosionen gehen über die Treppen hinauf und hinunter.
rules-windows-fire = Ein einziger Schadenszähler zerstört ein Fenster (offen oder geschlossen) oder eine dünne Wand.
rules-flare-up = Ein Wurf auf einen Brandherd wird wiederholt (Auflodern); nach dem Auflodern kommt ein Brandherd hinzu.
rules-flare-up-only = Ein Wurf auf einen Brandherd wird wiederholt (Auflodern).
rules-flashover = Dann wird Rauch neben Feuer zu Feuer, bis keiner mehr daneben liegt.
rules-hazmat-explodes = Ein Gefahrstoff im Feuer explodiert dort.
rules-hazmat-explodes-hot-spot = Ein Gefahrstoff im Feuer explodiert dort, und ein Brandherd kommt hinzu.
rules-knockdown = Ein Feuerwehrmann im Feuer wird zu Boden geworfen: zum nächsten Rettungswagenfeld; seine aufgesparten AP behält er.
rules-knockdown-ambulance = Ein Feuerwehrmann im Feuer wird zu Boden geworfen: zum Rettungswagen; seine aufgesparten AP behält er.
rules-knockdown-engine-spot = Ein Feuerwehrmann im Feuer wird zu Boden geworfen: zum nächsten Parkplatz des Löschfahrzeugs; seine aufgesparten AP behält er.
rules-knockdown-engine = Ein Feuerwehrmann im Feuer wird zu Boden geworfen: zum Parkplatz des Löschfahrzeugs; seine aufgesparten AP behält er.
rules-knockdown-friend = Ein Feuerwehrmann im Feuer wird an Ort und Stelle zu Boden geworfen und bleibt liegen, bis er gerettet wird.
rules-losses = Einsatzsymbole und Opfer im Feuer sind verloren, auch getragene.
rules-replenish = Dann werden Einsatzsymbole dort gelegt, wo die Würfel es sagen, bis 3 auf dem Spielplan liegen.
rules-replenish-arrows = Dann werden Einsatzsymbole gelegt, bis 3 auf dem Spielplan liegen: wo die Würfel es sagen, oder den Pfeilen folgend, wenn dort Feuer, Rauch, ein Feuerwehrmann oder ein Einsatzsymbol ist.

rules-section-rescue = Rettung
rules-rescue = Ein Opfer, das aus dem Gebäude gebracht wird, ist gerettet.
rules-rescue-ambulance = Ein Opfer wird auf den Feldern des Rettungswagens gerettet: dorthin gebracht, oder der Rettungswagen fährt dorthin, wo es draußen wartet.
rules-rescue-elevator = Ein Opfer in einem Aufzug, dessen Tür sich schließt, fährt in die Lobby hinunter und ist gerettet.
rules-rescue-aerial-ladder = Ein Opfer, das die Drehleiter hinuntergetragen wird, ist gerettet.
rules-hazmat-out = Ein Gefahrstoff, der aus dem Gebäude getragen wird, ist sicher (entfernt).
rules-friend-restored = Ein zu Boden geworfener Feuerwehrmann wird wie ein Opfer getragen (nie getötet) und spielt wieder, sobald ein Sanitäter ihn behandelt oder er den Rettungswagen erreicht.

rules-section-building = Dieses Gebäude
rules-high-rise-access = Das Brandgeschoss eines Hochhauses: hinein und hinaus geht es mit einem Aufzug, durch die Lobby oder über die Drehleiter, nie durch einen Durchgang.
rules-stairs = Ein Treppenfeld und das Feld, zu dem es im anderen Stockwerk führt, sind Nachbarn.
rules-upper-outside = Draußen vor dem Obergeschoss kann man nur oben auf einer Leiter stehen.
rules-windows = Ein geschlossenes Fenster ist eine Wand; ein offenes lässt Feuerwehrleute und Feuer durch.
rules-thin-walls = Eine dünne Wand fällt schon durch einen Schadenszähler.
rules-party-walls = Gebäudetrennwände nehmen Schaden und lassen Feuer durch wie Wände, aber Feuerwehrleute gehen nie hindurch, auch nicht zerstört.
rules-restricted = Die schattierten Felder betritt kein Feuerwehrmann.

rules-section-cards = Experten in diesem Spiel
rules-named = { $name }: { $text }

rules-section-scenarios = Szenarien
rules-scenario-volunteer = Die Karten werden zufällig verteilt, und es gibt keinen Mannschaftstausch.
rules-scenario-unreported = Zu Beginn keine Gefahrstoffe; jeder aufgedeckte Fehlalarm bringt einen auf sein Feld.
rules-scenario-arsonist = 6 Gefahrstoffe zu Beginn.
rules-scenario-no-deck-gun = Der Löschmonitor kann nicht benutzt werden.
rules-scenario-heroes = Schwierigkeitsgrad Held mit 3 Brandherden mehr, und alle übrigen Brandherde als Vorrat.
rules-scenario-friend = Zu Boden geworfene Feuerwehrleute bleiben liegen, wo sie fallen.
rules-scenario-hottest = Ein Wurf auf einen Brandherd legt Feuer.
rules-scenario-structure = Keine Einsatzsymbole und keine Gefahrstoffe; 18 Brandherde im Gebäude (24 beim Schwierigkeitsgrad Held); der Statiker entfernt sie.
