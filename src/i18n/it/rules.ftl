# Il riassunto delle regole (Aiuto > Riassunto delle regole, F1): la Carta
# Aiuto della partita in corso. Ogni riga riassume una regola della specifica.

rules-title = Riassunto delle regole
rules-menu = Riassunto delle regole (F1)
rules-menu-hint = Le regole di questa partita in breve, con il costo di ogni azione e la regola da cui viene
rules-dialog-hint = Le regole della partita impostata qui, in breve, con il costo di ogni azione e la regola da cui viene
rules-menu-help = Aiuto
rules-intro = Le regole di questa partita in breve, con i moduli, gli scenari e il Tabellone scelti. L'ultima colonna indica la regola nella specifica delle regole.
rules-ap-column = PA
rules-rule-column = Regola
rules-row-spoken-cost = { $cost }: { $text } ({ $rule })
rules-row-spoken = { $text } ({ $rule })

rules-section-end = Fine del gioco
rules-win = 7 Vittime salvate: la partita è vinta.
rules-win-arsonist = La partita è vinta con 7 Vittime salvate e 3 Sostanze Pericolose portate fuori dall'edificio.
rules-win-structure = La partita è vinta quando non resta alcun Punto Caldo nell'edificio.
rules-play-on = Continuare a giocare: dopo il 7° salvataggio si gioca per la partita perfetta (10 Vittime), finché ogni Vittima è salvata o perduta; la vittoria resta valida.
rules-lose-victims = 4 Vittime perdute: la partita è persa.
rules-collapse = Il 24° cubetto Danno: l'edificio crolla e la partita è persa.
rules-lose-knockdown = Qualsiasi Pompiere abbattuto: la partita è persa.

rules-section-turn = Un turno
rules-turn-phases = Un turno: le azioni, poi il Fuoco avanza, poi si rimpiazzano i gettoni PDI finché non ce ne sono 3 sul Tabellone.
rules-turn-phases-structure = Un turno: le azioni, poi il Fuoco avanza. Niente gettoni PDI, niente nuovi Punti Caldi.
rules-ap = 4 PA a turno, più quelli conservati: fino a 4 PA non spesi sono conservati per il turno seguente.
rules-ap-specialists = Ogni carta Specialista dà i propri PA a turno (e alcune dei PA per un solo tipo di azione). Fino a 4 PA normali non spesi sono conservati; gli altri no.
rules-end-not-on-fire = Un turno non può finire su uno spazio con il Fuoco.
rules-escape = Nessuna azione può lasciare un Pompiere sul Fuoco se i PA rimasti non bastano più a farlo uscire.
rules-hold = Raccogliere e posare una Vittima è gratuito; un Pompiere ne trasporta una al massimo.
rules-hold-hazmat = Raccogliere e posare una Vittima o una Sostanza Pericolosa è gratuito; un Pompiere ne tiene una al massimo.
rules-reveal = Entrare nello spazio di un PDI lo rivela: un Falso Allarme è rimosso, una Vittima resta.

rules-section-actions = Azioni
rules-move = Muovere in uno spazio libero o con il Fumo
rules-move-fire = Muovere nel Fuoco (non mentre trasporti o conduci)
rules-carry = Trasportare una Vittima di uno spazio (mai nel Fuoco)
rules-carry-hazmat = Trasportare una Vittima o una Sostanza Pericolosa di uno spazio (mai nel Fuoco)
rules-lead = Condurre una Vittima curata di uno spazio (mai nel Fuoco)
rules-door = Aprire o chiudere una Porta accanto a te
rules-smoke = Rimuovere il Fumo, qui o accanto
rules-flip = Convertire il Fuoco in Fumo, qui o accanto
rules-fire = Rimuovere il Fuoco, qui o accanto
rules-chop = Abbattere: un cubetto Danno su un Muro accanto a te
rules-window = Aprire o chiudere una Finestra accanto a te
rules-drive = Guidare un Veicolo al prossimo spazio di parcheggio del suo tipo (l'Autopompa con l'autista a bordo; l'Ambulanza via radio da ovunque)
rules-drive-any = Guidare un Veicolo a uno qualsiasi dei suoi spazi di parcheggio
rules-drive-other-side = Guidare un Veicolo a uno spazio di parcheggio su un altro lato dell'edificio
rules-drive-engine = Guidare l'Autopompa al prossimo spazio di parcheggio, con l'autista a bordo
rules-ride = Salire a bordo dallo spazio di un Veicolo che parte
rules-deck-gun = Idrante dell'Autopompa, dall'Autopompa, sul quadrante di fronte senza nessuno dentro: Fuoco e Fumo rimossi dallo spazio tirato e dai vicini (l'Autista / Operatore Idrante paga 2)
rules-deck-gun-half = Idrante dell'Autopompa, dall'Autopompa, sulla metà dell'edificio di fronte (entrambi i piani) senza nessuno dentro: Fuoco e Fumo rimossi dallo spazio tirato e dai vicini (l'Autista / Operatore Idrante paga 2)
rules-crew-change = Cambio di Squadra: come prima azione del turno, iniziato sullo spazio dell'Autopompa, prendi una carta che nessuno ha
rules-ladder-take = Prendere una Scala Portatile dall'Autopompa
rules-ladder-extend = Estendere una Scala Portatile dal suolo esterno al piano di sopra
rules-ladder-climb = Salire o scendere da una Scala Portatile
rules-ladder-climb-carrying = Salire o scendere da una Scala Portatile trasportando una Vittima
rules-ladder-climb-carrying-hazmat = Salire o scendere da una Scala Portatile trasportando una Vittima o una Sostanza Pericolosa
rules-ladder-climb-treated = Salire o scendere da una Scala Portatile con una Vittima curata
rules-ladder-retract = Chiudere una Scala Portatile dal suo Segmento Inferiore
rules-elevator-door = Aprire o chiudere una Porta dell'Ascensore: la cabina viaggia con tutto ciò che contiene
rules-lobby = Muovere tra l'Atrio e uno qualsiasi degli Spazi Autopompa
rules-aerial-ladder = Scala dell'Autopompa tra l'Autopompa e una breccia nella facciata dal suo lato
rules-aerial-ladder-carrying = Scala dell'Autopompa trasportando una Vittima
rules-aerial-ladder-carrying-hazmat = Scala dell'Autopompa trasportando una Vittima o una Sostanza Pericolosa

rules-section-fire = Avanzamento del Fuoco
rules-hottest-spot = Un tiro su un Punto Caldo pone il Fuoco invece del Fumo, senza altri tiri.
rules-advance = I dadi indicano uno spazio: lì va il Fumo. Fumo sul Fumo, o accanto al Fuoco, diventa Fuoco; sul Fuoco, un'Esplosione.
rules-explosion = Un'Esplosione va in quattro direzioni: un cubetto Danno su un Muro (due lo distruggono), una Porta distrutta, o il Fuoco nello spazio seguente.
rules-shockwave = Nel Fuoco, l'Esplosione prosegue come Onda d'urto, attraverso il Fuoco e le Porte aperte (che distrugge), finché un Muro riceve un cubetto Danno, una Porta chiusa è distrutta o il primo spazio senza Fuoco prende fuoco.
rules-stairs-fire = Il Fuoco e le Esplosioni salgono e scendono per le Scale Interne.
rules-windows-fire = Un solo cubetto Danno distrugge una Finestra (aperta o chiusa) o una Parete Divisoria Sottile.
rules-flare-up = Un tiro su un Punto Caldo si ripete (Combustione); dopo le Combustioni si aggiunge un Punto Caldo.
rules-flare-up-only = Un tiro su un Punto Caldo si ripete (Combustione).
rules-flashover = Poi il Fumo accanto al Fuoco diventa Fuoco, finché non ne resta accanto.
rules-hazmat-explodes = Una Sostanza Pericolosa nel Fuoco esplode lì.
rules-hazmat-explodes-hot-spot = Una Sostanza Pericolosa nel Fuoco esplode lì, e si aggiunge un Punto Caldo.
rules-knockdown = Un Pompiere nel Fuoco è abbattuto: va allo Spazio Ambulanza più vicino e tiene i PA conservati.
rules-knockdown-ambulance = Un Pompiere nel Fuoco è abbattuto: va all'Ambulanza e tiene i PA conservati.
rules-knockdown-engine-spot = Un Pompiere nel Fuoco è abbattuto: va allo Spazio Autopompa più vicino e tiene i PA conservati.
rules-knockdown-engine = Un Pompiere nel Fuoco è abbattuto: va allo spazio dell'Autopompa e tiene i PA conservati.
rules-knockdown-friend = Un Pompiere nel Fuoco è abbattuto dove si trova, e resta lì finché non è salvato.
rules-losses = I PDI e le Vittime nel Fuoco sono perduti, anche quelli trasportati.
rules-replenish = Poi si rimpiazzano i gettoni PDI, dove dicono i dadi, finché non ce ne sono 3 sul Tabellone.
rules-replenish-arrows = Poi si rimpiazzano i gettoni PDI finché non ce ne sono 3 sul Tabellone: dove dicono i dadi, o seguendo le frecce quando lo spazio ha Fuoco, Fumo, un Pompiere o un PDI.

rules-section-rescue = Salvataggio
rules-rescue = Una Vittima portata fuori dall'edificio è salvata.
rules-rescue-ambulance = Una Vittima è salvata sugli spazi dell'Ambulanza: portata lì, o con l'Ambulanza guidata dove aspetta fuori.
rules-rescue-elevator = Una Vittima su un Ascensore la cui porta si chiude scende all'Atrio ed è salvata.
rules-rescue-aerial-ladder = Una Vittima trasportata giù per la Scala dell'Autopompa è salvata.
rules-hazmat-out = Una Sostanza Pericolosa portata fuori dall'edificio è al sicuro (rimossa).
rules-friend-restored = Un Pompiere abbattuto si trasporta come una Vittima (mai perduto) e torna a giocare quando un Paramedico lo cura o raggiunge l'Ambulanza.

rules-section-building = Questo edificio
rules-high-rise-access = Il piano in fiamme di un grattacielo: si entra e si esce con un Ascensore, dall'Atrio o con la Scala dell'Autopompa, mai da un ingresso.
rules-stairs = Uno spazio della Scala Interna e quello a cui porta sull'altro piano sono adiacenti.
rules-upper-outside = Fuori dal piano superiore si può stare solo sul Segmento Superiore di una Scala Portatile.
rules-windows = Una Finestra chiusa è un Muro; una aperta lascia passare Pompieri e Fuoco.
rules-thin-walls = Una Parete Divisoria Sottile cade con un solo cubetto Danno.
rules-party-walls = Le pareti in comune prendono danni e lasciano passare il Fuoco come i Muri, ma i Pompieri non le attraversano mai, nemmeno distrutte.
rules-restricted = I Pompieri non entrano mai nelle aree evidenziate.

rules-section-cards = Specialisti in questa partita
rules-named = { $name }: { $text }

rules-section-scenarios = Scenari
rules-scenario-volunteer = Le carte sono distribuite a caso, e non c'è Cambio di Squadra.
rules-scenario-unreported = Nessuna Sostanza Pericolosa alla preparazione; ogni Falso Allarme rivelato ne porta una nel suo spazio.
rules-scenario-arsonist = 6 Sostanze Pericolose alla preparazione.
rules-scenario-no-deck-gun = L'Idrante dell'Autopompa non si può usare.
rules-scenario-heroes = Il livello Eroico con 3 Punti Caldi in più, e tutti gli altri Punti Caldi come riserva.
rules-scenario-friend = I Pompieri abbattuti restano a terra dove cadono.
rules-scenario-hottest = Un tiro su un Punto Caldo pone il Fuoco.
rules-scenario-structure = Niente PDI e niente Sostanze Pericolose; 18 Punti Caldi nell'edificio (24 a livello Eroico); l'Ingegnere Strutturale li ripulisce.
