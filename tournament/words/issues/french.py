"""The problems' words in French, key by key as `english.ENGLISH` (see
`tournament.words.issues`): a round is a "tour", the desk "l’organisation"."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    # What is still to choose (tournament.games.hand_entry).
    "choose:discarder": "Choisissez qui a défaussé la tuile gagnante",
    "choose:winner": "Choisissez le gagnant",
    "choose:value": "Terminez la main ci-dessus",
    "choose:abortive_kind": "Choisissez le type de main annulée",
    "choose:offender": "Choisissez qui a commis le chombo",
    "missing_reason": "Dites pourquoi la main est corrigée",
    # The hand (tournament.scoring.validate).
    "hand_after_end": "La partie est déjà finie ({end}) ; aucune main ne peut suivre",
    "outcome_not_in_ruleset:nagashi_mangan": (
        "Le nagashi mangan ne se joue pas avec les règles {ruleset}"),
    "outcome_not_in_ruleset:triple_ron": (
        "Un triple ron n\u2019est pas une main annulée avec les règles {ruleset} : "
        "saisissez-le comme un ron avec ses gagnants"),
    "outcome_not_in_ruleset:abortive_draw": (
        "Il n\u2019y a pas de main annulée avec les règles {ruleset}"),
    "riichi_noten": (
        "{seat} a déclaré riichi mais n\u2019est pas coché tenpai. Un joueur en riichi "
        "doit montrer une main en attente à l\u2019épuisement du mur ; un riichi noten est"
        " un chombo : saisissez plutôt un chombo de {seat}, ou cochez {seat} tenpai"),
    "missing_field:nagashi_mangan_seats": "Indiquez qui a fait nagashi mangan",
    "missing_field:offender": "Choisissez qui a commis le chombo",
    "missing_field:loser": "Choisissez qui a défaussé la tuile gagnante",
    "last_hand_on_chombo": (
        "Un chombo n\u2019est pas une main (la main est redonnée) : marquez plutôt la main"
        " redonnée comme la dernière"),
    "four_riichi_needs_all": (
        "Une main annulée pour quatre riichi demande les quatre joueurs en riichi"),
    "winner_is_loser": "{seat} ne peut pas gagner sur sa propre défausse",
    "winner_pays:loser": "{seat} est gagnant et paie aussi ce ron",
    "winner_pays:pao": "{seat} ne peut pas être responsable de sa propre victoire",
    "duplicate_seat": "{seat} est deux fois parmi les gagnants",
    "different_losers": "Tous les gagnants d\u2019un ron multiple gagnent sur la même défausse",
    "too_many_winners:triple_ron": (
        "Un triple ron est une main annulée avec les règles {ruleset} : saisissez une"
        " main annulée (triple ron)"),
    "too_many_winners:ron": (
        "Au plus {count} joueurs peuvent gagner sur une défausse avec les règles "
        "{ruleset}"),
    "too_many_winners:tsumo": "Un seul joueur peut gagner en tsumo",
    "tsumo_with_loser": "Un tsumo n\u2019a pas de défausseur : tout le monde paie",
    "pao_without_yakuman": (
        "Le pao (responsabilité) ne s\u2019applique qu\u2019à un yakuman : trois grands dragons"
        " ou quatre grands vents"),
    "two_han_minimum": (
        "Avec {honba} compteurs sur la table, une main gagnante demande au moins 2 "
        "han avec ces règles"),
    # Hand value (tournament.rules.points).
    "yakuman_not_stacking": (
        "Un yakuman \u00d7{yakuman} ne peut pas être compté : les yakuman ne se cumulent "
        "pas avec les règles {ruleset} (un yakuman au plus)"),
    "no_han": "Une main gagnante demande au moins 1 han (ou un yakuman)",
    "bad_fu": "{fu} fu est impossible : les fu valent 20, 25 ou un multiple de 10 de 30 à 130",
    "impossible_han_fu:ron_20_fu": (
        "Un ron ne fait jamais 20 fu : un ron fermé a 30 fu et une main ouverte sans "
        "autre fu monte à 30"),
    "impossible_han_fu:one_han_20_fu": (
        "1 han 20 fu est impossible : une main à 20 fu est un pinfu en tsumo, qui a "
        "aussi menzen tsumo, donc au moins 2 han"),
    "impossible_han_fu:one_han_25_fu": (
        "25 fu, c\u2019est sept paires, qui vaut 2 han à lui seul : 1 han 25 fu est "
        "impossible"),
    "impossible_han_fu:two_han_25_fu_tsumo": (
        "2 han 25 fu est impossible en tsumo : sept paires en tsumo a aussi menzen "
        "tsumo, donc au moins 3 han"),
    # A win given by its yaku (tournament.yaku.describe, check) or its tiles
    # (tournament.yaku.calculator). The core's messages name the yaku and the rule; these
    # words do not (the codes carry no params), so they are used in another language only:
    # in English the core's own message is shown (`DETAILED_IN_CORE`).
    # Several stations on a server (the core's English names the station and the person).
    "table_changed": (
        "La table {table} vient d'être modifiée à un autre poste : elle a été "
        "rechargée ; vérifiez-la et saisissez de nouveau"),
    "changed_elsewhere": (
        "Le tournoi vient d'être modifié à un autre poste : il a été rechargé ; "
        "vérifiez et recommencez"),
    "not_allowed": (
        "Un poste d'arbitre ne peut pas faire cela : seul l'organisateur place les "
        "joueurs, valide, déverrouille et modifie les réglages, les joueurs et les "
        "pénalités"),
    # The ledger (storage.chain): a fact changed behind the app's back, named by the core.
    "fact_changed": "{label} : modifié en dehors de l'application",
    "fact_added": "{label} : ajouté en dehors de l'application",
    "fact_removed": "{label} : supprimé en dehors de l'application",
    "ledger_broken": "Le registre lui-même a été modifié ({label})",
    "ledger_behind": (
        "Des modifications ont été faites en dehors de l'application, ou les derniers"
        " maillons du registre ont été supprimés"),
    # The organiser's signatures (storage.signing).
    "unsigned_fact": "{label} : modifié sans le mot de passe de l\u2019organisateur",
    "unsigned_fact:rewritten": ("Le mot de passe de l\u2019organisateur a été défini sans sa"
                                " signature : le registre a été réécrit"),
    "unsigned_fact:taken_away": "Le mot de passe de l\u2019organisateur a été retiré",
    "signature_wrong": (
        "Une modification porte une signature de l\u2019organisateur qui ne correspond pas"
        " au mot de passe de l\u2019organisateur"),
    "password_needed": (
        "Ce tournoi a un mot de passe de l\u2019organisateur : donnez-le pour faire cette "
        "modification"),
    "check_failed": (
        "Ce tournoi ne passe pas sa vérification : il a été modifié à l\u2019insu de "
        "l\u2019application"),
    "entry_id_reused": "L\u2019identifiant de cette modification a servi à une autre modification",
    "connection_lost": (
        "Le serveur ne répond pas : ceci sera renvoyé dès qu\u2019il répondra. Ce que vous"
        " avez saisi est conservé"),
    "ambiguous_yaku": "Ce nom désigne plusieurs yaku : choisissez-en un",
    "unknown_yaku": "Ce n\u2019est pas un yaku connu de l\u2019application",
    "duplicate_yaku": "Un yaku est coché deux fois",
    "not_a_winning_hand": (
        "Le nagashi mangan n\u2019est pas une main gagnante : saisissez-le avec l\u2019issue "
        "Nagashi mangan"),
    "yaku_not_in_ruleset": "Un yaku coché ne se joue pas avec ces règles",
    "closed_only_yaku": "Un yaku coché demande une main fermée, mais cette main est ouverte",
    "yaku_combination": "Certains yaku cochés ne peuvent pas se compter ensemble",
    "yaku_needs_tsumo": "Un yaku coché se gagne en tsumo, mais cette victoire est un ron",
    "yaku_needs_ron": "Un yaku coché se gagne sur une défausse, mais cette victoire est un tsumo",
    "missing_yaku": (
        "Il manque un yaku que cette main compte toujours : menzen tsumo sur un tsumo"
        " fermé, riichi après un riichi, les deux yakuhai de dragon avec shousangen"),
    "riichi_not_declared": (
        "Riichi est coché, mais le gagnant n\u2019a pas déclaré riichi dans cette main"),
    "riichi_open_hand": "Le gagnant a déclaré riichi dans cette main : la main est donc fermée",
    "ippatsu_without_riichi": (
        "L\u2019ippatsu ne vaut que pour un joueur en riichi : cochez aussi riichi"),
    "red_fives_not_in_ruleset": (
        "Ces règles se jouent sans cinq rouges : comptez-les comme des cinq "
        "ordinaires"),
    "too_many_red_fives": "Il y a un cinq rouge par famille : 3 au plus",
    "ura_dora_without_riichi": "Les ura dora ne comptent que pour un gagnant en riichi",
    "dora_with_renhou": (
        "Le renhou ne se cumule pas avec les dora : ne saisissez pas de dora avec "
        "lui, ou retirez le renhou"),
    "no_yaku": "Une victoire demande au moins un yaku (les dora seuls ne sont pas un yaku)",
    "impossible_fu": "Ces fu ne sont pas possibles avec les yaku cochés",
    "dealer_only_yaku": "Le tenhou ne se gagne que par le donneur (Est)",
    "non_dealer_only_yaku": "Le chiihou et le renhou ne se gagnent pas par le donneur (Est)",
    "yakuman_mismatch": "Les yakuman ne correspondent pas aux yaku cochés",
    "han_mismatch": "Les han ne correspondent pas aux yaku et dora cochés",
    "bad_tiles": (
        "Ces tuiles ne se lisent pas : écrivez-les en notation mpsz (par ex. 123m "
        "456p 789s 11z)"),
    "impossible_tiles": (
        "Ces tuiles ne peuvent pas former une main : plus de quatre exemplaires d\u2019une"
        " tuile, ou la tuile gagnante absente de la main"),
    "bad_situation": (
        "Ce qui est coché ne va pas avec cette victoire (riichi, ippatsu, dernière "
        "tuile, kong, tsumo ou ron)"),
    "not_a_win": "Ces tuiles ne forment pas une main gagnante",
    # Paper totals (tournament.scoring.totals).
    "bad_score": "{score} n\u2019est pas un score : les scores sont des multiples de 100",
    "negative_number": "Ce nombre ne peut pas être négatif",
    "not_an_integer": "Ce n\u2019est pas un nombre entier",
    "totals_too_high": "Les scores font {total}, plus que 4 \u00d7 {start} = {expected}",
    "totals_sum": (
        "Les scores font {total} ; ils doivent faire 4 \u00d7 {start} = {expected} moins "
        "les bâtons de riichi restés sur la table (1 000 chacun)"),
    "totals_do_not_add_up:missing": (
        "Les scores ({scores}) et les bâtons sur la table ({sticks}) font {total} ; "
        "il faut {expected} (4 \u00d7 {start}) : il manque {difference}"),
    "totals_do_not_add_up:too_many": (
        "Les scores ({scores}) et les bâtons sur la table ({sticks}) font {total} ; "
        "il faut {expected} (4 \u00d7 {start}) : {difference} de trop"),
    "implausible_number": (
        "Ce nombre n\u2019est pas plausible pour une partie : vérifiez la feuille"),
    # A players file past the import's limits (tournament.players.roster).
    "file_too_big:file": "Le fichier fait {size} Mo ; un fichier de joueurs fait au plus {most} Mo",
    "file_too_big:part": (
        "Une partie du classeur décompressée fait {size} Mo ; un fichier de joueurs "
        "fait au plus {most} Mo"),
    "file_too_big:workbook": (
        "Le classeur décompressé fait {size} Mo ; un classeur de joueurs fait au plus"
        " {most} Mo"),
    "too_many_rows": (
        "Le fichier continue au-delà de la ligne {most} ; un fichier de joueurs a au "
        "plus {most} lignes"),
    "implausible_number:han": (
        "Aucune main n\u2019a {value} han : au plus {most} (20 de yaku, 20 dora et 20 ura "
        "dora)"),
    "too_many_sticks": (
        "Les scores font {total}, ce qui laisse {sticks} bâtons de riichi sur la "
        "table ; une partie en laisse au plus {most} (vérifiez la feuille)"),
    "need_four:scores": "Donnez quatre scores finaux, un par place d\u2019Est à Nord",
    "need_four:chombos": "Donnez quatre nombres de chombos, un par place d\u2019Est à Nord",
    # The table (tournament.service).
    "table_locked": (
        "Tour {round}, table {table} : validée (verrouillée) ; déverrouillez-la avec "
        "le mot de passe de l\u2019organisateur pour la modifier"),
    "totals_only": (
        "Les scores finaux de cette table ont été saisis depuis la feuille de score ;"
        " annulez-les pour saisir des mains"),
    "table_has_hands": (
        "Cette table est saisie main par main ({count} mains) ; invalidez-les ou "
        "annulez-les d\u2019abord"),
    "no_change:hand": "La main {hand_number} est déjà saisie ainsi",
    "no_change:totals": "Ces scores finaux sont déjà saisis",
    "no_such_hand": "Tour {round}, table {table} : cette main n\u2019existe pas",
    "nothing_to_undo": "Rien à annuler à cette table",
    "nothing_to_redo": "Rien à rétablir à cette table",
    "no_such_round": "Le tour {round} n\u2019est pas placé",
    "no_such_table": "Le tour {round} n\u2019a pas de table {table}",
    "table_unfinished": "Tour {round}, table {table} : pas encore de résultat final",
    "already_approved": "Ce tour est déjà validé (toutes ses tables sont verrouillées)",
    "already_locked": "Tour {round}, table {table} : déjà verrouillée",
    "not_locked": "Tour {round}, table {table} : pas verrouillée",
    "not_approved": "Le tour {round} n\u2019est pas validé",
    "bad_password": "Mot de passe de l\u2019organisateur incorrect",
    "reason_required:unlock": "Dites pourquoi une table validée est modifiée",
    "reason_required:unlock_round": "Dites pourquoi la validation du tour est retirée",
    "reason_required:penalty": "Dites pourquoi la pénalité est donnée",
    "reason_required:withdraw": "Dites pourquoi la pénalité est retirée",
    # Seating (tournament.service.seating).
    "round_locked": "Le tour {round} est validé (verrouillé) ; son placement ne peut plus changer",
    "round_played": (
        "Le tour {round} a déjà des parties saisies ; son placement ne peut plus "
        "changer"),
    "no_players": "Il n\u2019y a aucun joueur actif à placer",
    "seating_changed": (
        "Les joueurs ou le placement ont changé pendant le tirage des tables ; placez"
        " le tour à nouveau"),
    "table_size": "La table {table} a {count} joueurs ; une table en accueille quatre",
    "seated_twice": "{player} est placé deux fois",
    "player_not_playing": "{player} a abandonné ou est disqualifié",
    "player_not_seated": "Pas placés : {players}",
    "unknown_player": "Il n\u2019y a pas de joueur \u00ab {player} \u00bb",
    # Rounds, dates, settings (tournament.service.arguments, settings).
    "bad_round:too_high": "Le tournoi a {rounds} tours ; il n\u2019y a pas de tour {round}",
    "bad_round:not_a_number": "Un tour est un nombre entier à partir de 1",
    "bad_round:too_many": "Un tournoi a au plus {rounds} tours",
    "bad_draw": "Le tirage ne couvre pas tous les tours",
    "rounds_in_use": "Un tour déjà placé ne peut pas être supprimé",
    "bad_time_limit": "La limite de temps est un nombre entier de minutes, au plus {max}",
    "bad_date": "\u00ab {value} \u00bb n\u2019est pas une date",
    "bad_period": "Le dernier jour précède le premier",
    "bad_mers_weight": (
        "Le poids MERS est le nombre attribué par l\u2019EMA (par ex. 1 ; 1,5 ; 2,5), pas "
        "\u00ab {value} \u00bb"),
    "empty_name:tournament": "Le tournoi doit avoir un nom",
    "empty_name:player": "Le nom est vide",
    "empty_password": "Saisissez un mot de passe, ou décochez la case",
    # The ruleset (tournament.rules.ruleset); {field} is the field's label.
    "bad_ruleset:not_positive": "{field} doit être supérieur à zéro",
    "bad_ruleset:negative": "{field} ne doit pas être négatif",
    "bad_ruleset:honba_split": (
        "La valeur du honba doit se partager en trois sur un tsumo (un multiple de 3)"),
    "bad_ruleset:noten_split": (
        "Le paiement noten doit se partager entre 1, 2 ou 3 joueurs (un multiple de "
        "6)"),
    "bad_ruleset:uma_in_points": "L\u2019uma est en points : écrivez 15 000 pour +15, pas 15",
    "bad_ruleset:uma_sum": "L\u2019uma doit faire zéro au total (il fait {total})",
    "bad_ruleset:uma_count": "L\u2019uma demande quatre valeurs, de la 1re à la 4e place",
    "bad_ruleset:oka": (
        "Avec {start} points de départ et {return} points de retour, l\u2019oka doit "
        "valoir {expected}, pour que les points d\u2019une partie fassent zéro"),
    # Players (tournament.players.roster, tournament.service.players).
    "bad_name:control": (
        "Le champ \u00ab {field} \u00bb contient un caractère de contrôle ({char}) ; les noms "
        "sont du texte simple"),
    "bad_name:length": (
        "Le champ \u00ab {field} \u00bb fait {length} caractères ; {max} au plus sont permis"),
    "bad_text:control": (
        "Le champ \u00ab {field} \u00bb contient un caractère de contrôle ({char}) ; c\u2019est du "
        "texte simple"),
    "bad_text:length": (
        "Le champ \u00ab {field} \u00bb fait {length} caractères ; {max} au plus sont permis"),
    "bad_name:surrogate": (
        "Le champ \u00ab {field} \u00bb contient la moitié d\u2019un caractère ({char}) : texte lu "
        "dans un autre encodage ?"),
    "bad_text:surrogate": (
        "Le champ \u00ab {field} \u00bb contient la moitié d\u2019un caractère ({char}) : texte lu "
        "dans un autre encodage ?"),
    "duplicate_name:registered": "\u00ab {name} \u00bb est déjà inscrit ({other})",
    "duplicate_name:line": "\u00ab {name} \u00bb est aussi à la ligne {other_line}",
    "bad_ema_number": (
        "\u00ab {value} \u00bb n\u2019est pas un numéro EMA (huit chiffres, par ex. 04290032)"),
    "duplicate_ema_number:registered": "Le numéro EMA {value} est déjà inscrit pour {other}",
    "duplicate_ema_number:line": "Le numéro EMA {value} est aussi à la ligne {other_line}",
    "bad_country:unknown": (
        "\u00ab {value} \u00bb n\u2019est pas un pays connu de l\u2019application : "
        "écrivez son nom "
        "anglais, son nom dans sa langue, son code ISO (DE, DEU) ou son code EMA "
        "(GER)"),
    "bad_status": "Statut inconnu \u00ab {value} \u00bb (active, dropped ou substitute)",
    "bad_ema_ranked": (
        "Le classement EMA vaut \u00ab oui \u00bb ou \u00ab non \u00bb, pas \u00ab {value} \u00bb"),
    "missing_name_column": (
        "La ligne d\u2019en-tête n\u2019a pas de colonnes de nom : \u00ab first_name "
        "\u00bb et \u00ab "
        "last_name \u00bb, ou \u00ab name \u00bb"),
    "duplicate_column": "La colonne \u00ab {column} \u00bb apparaît deux fois dans l\u2019en-tête",
    "ambiguous_name": (
        "\u00ab {name} \u00bb peut se partager en prénom et nom de plusieurs façons : "
        "choisissez le partage"),
    # Penalties (tournament.service.penalties).
    "positive_penalty": "Une pénalité retire des points : donnez un nombre négatif",
    "no_points": (
        "Un retrait de points demande des points ; un avertissement sans points est "
        "un carton jaune"),
    "points_on_yellow_card": (
        "Un carton jaune ne retire pas de points ; saisissez un retrait de points"),
    "not_at_table": "{player} n\u2019est pas à la table {table} du tour {round}",
    "already_withdrawn": "Cette pénalité est déjà retirée",
    "no_such_penalty": "Cette pénalité n\u2019existe pas",
    "penalty_too_large": (
        "Ce retrait dépasse ce qu\u2019une pénalité peut retirer : vérifiez le nombre de "
        "points"),
    # The EMA results file (tournament.service.ema).
    "no_results": "Aucune partie n\u2019est encore finie",
    "unfinished": (
        "Tour {round}, table {table} : pas de résultat final ; le fichier EMA demande"
        " toutes les parties finies"),
    "rounds_left": "Le tournoi a {rounds} tours ; le fichier compte les tours 1 à {round}",
    "no_date": (
        "Le tournoi n\u2019a pas de dates (le fichier EMA demande le premier et le dernier"
        " jour)"),
    "no_city": (
        "Le fichier EMA demande la ville du tournoi : indiquez-la dans les détails du"
        " tournoi"),
    "no_host_country": (
        "Le fichier EMA demande le pays organisateur : indiquez-le dans les détails "
        "du tournoi"),
    "no_mers_weight": (
        "Le fichier EMA demande le poids MERS attribué par l\u2019EMA : indiquez-le dans "
        "les détails du tournoi"),
    "bad_country:host": (
        "Le pays organisateur \u00ab {value} \u00bb n\u2019est pas un code de pays de l\u2019EMA"),
    "bad_country:player": (
        "{player} : \u00ab {value} \u00bb n\u2019est pas un pays connu de l\u2019EMA ; "
        "corrigez-le"),
    "no_country": "{player} n\u2019a pas de pays",
    "no_last_name": "{player} n\u2019a pas de nom de famille",
    "no_first_name": "{player} n\u2019a pas de prénom",
    "name_to_check": (
        "{player} : le prénom \u00ab {first} \u00bb et le nom \u00ab {last} \u00bb ont "
        "été devinés à "
        "partir d\u2019un seul nom ; vérifiez-les"),
    "few_ema_players": (
        "{count} joueurs classés viennent de pays membres de l\u2019EMA ; l\u2019EMA classe les"
        " tournois qui en ont au moins {minimum}"),
    # Where a file may be written (the service's check_output_path).
    "output_is_folder": "{path} est un dossier : choisissez un nom de fichier",
    "output_not_a_file": "{path} n\u2019est pas un fichier ordinaire",
    "no_folder": "Le dossier {path} n\u2019existe pas",
    "output_is_tournament": (
        "C\u2019est un des fichiers du tournoi lui-même ({file}) : l\u2019écraser détruirait le"
        " tournoi"),
    "output_is_backup": "{path} contient les sauvegardes du tournoi : choisissez un autre dossier",
    "bad_output": "{path} ne peut pas être vérifié : choisissez un autre nom de fichier",
    "os_error": "Le fichier n\u2019a pas pu être écrit : {error}",
    # Refusals and file problems the core words in detail (a file name, a value, a round):
    # the desk shows the core's message in English (DETAILED_IN_CORE) and these words in
    # another language.
    "bad_abortive_kind": "Ce n\u2019est pas un type de partie nulle avortée",
    "bad_carry": "Le report des points est conservé, divisé par deux ou remis à zéro",
    "bad_code": "Ce n\u2019est pas le code de la table",
    "bad_csv": "Le fichier n\u2019est pas lisible en CSV",
    "bad_document": "Ce document n\u2019existe pas",
    "bad_encoding": "Le fichier n\u2019est pas lisible dans cet encodage : choisissez-en un autre",
    "bad_entry_id": "Cet identifiant de saisie ne peut pas être utilisé",
    "bad_flag": "Ce n\u2019est pas une marque de joueur valable",
    "bad_json": "Ce n\u2019est pas dans la forme JSON attendue",
    "bad_kind": "Ce type n\u2019est pas connu",
    "bad_log": "Une entrée du journal de la table ne peut pas être rejouée",
    "bad_minimum": "Le minimum est un nombre entier à partir de 1",
    "bad_minutes": "Ce n\u2019est pas un nombre de minutes possible",
    "bad_name_style": "Ce style de nom n\u2019est pas connu",
    "bad_players": "Une table demande quatre noms de joueurs différents, d\u2019Est à Nord",
    "bad_ranking": "Le classement doit lister des joueurs différents, un multiple de quatre",
    "bad_role": "Ce rôle ne peut pas être utilisé",
    "bad_rounds": "Une finale compte de 1 à {most} tours",
    "bad_score_unit": "L\u2019unité des scores est le point brut ou le millier",
    "bad_seating": "La finale est placée en serpentin, par blocs ou à la main",
    "bad_seen": "La table a changé depuis que le téléphone l\u2019a lue",
    "bad_size": "Une finale compte un nombre entier de tables : 4, 8, 16 joueurs...",
    "bad_source": "Ce tournoi est déjà sur un serveur : copiez-le d\u2019abord dans un fichier",
    "bad_steps": "Le budget de recherche ne peut pas être négatif",
    "bad_tie_break": "Les départages ne sont pas valables",
    "bad_ties": "Les joueurs à égalité sont départagés par le classement ou partagent le prix",
    "bad_title": "Le titre d\u2019un prix est un texte simple de 80 caractères au plus",
    "bad_type": "Cette valeur n\u2019a pas le bon type",
    "bad_url": "Donnez le serveur sous la forme postgresql://utilisateur@hôte/base",
    "bad_xlsx": "Le fichier n\u2019est pas lisible comme classeur .xlsx",
    "busy": "Un autre tournoi est en cours d\u2019ouverture",
    "cancelled": "Annulé",
    "clock_not_paused": "L\u2019horloge du tour {round} n\u2019est pas en pause",
    "clock_not_running": "L\u2019horloge du tour {round} ne tourne pas",
    "clock_not_started": "L\u2019horloge du tour {round} n\u2019a rien à remettre à zéro",
    "clock_started": "L\u2019horloge du tour {round} a déjà démarré",
    "duplicate_award": "Un prix est listé deux fois",
    "duplicate_player": "Un joueur est listé deux fois",
    "empty_announcement": "L\u2019annonce est vide",
    "empty_file": (
        "Le fichier est vide : il lui faut une ligne d\u2019en-tête avec les colonnes des "
        "noms"),
    "empty_station": (
        "Donnez un nom à ce poste (par ex. Bureau 2) : chaque modification faite ici "
        "est enregistrée avec lui"),
    "entry_off": (
        "La saisie depuis les téléphones est désactivée ici : apportez la feuille de "
        "score à la table d\u2019arbitrage"),
    "failed": "L\u2019opération a échoué",
    "field_not_for_outcome": "Ce champ ne convient pas à ce type de main",
    "file_damaged": "Le fichier du tournoi est endommagé : ouvrez sa dernière sauvegarde",
    "file_exists": "Ce fichier existe déjà : choisissez un autre nom de fichier",
    "final_played": "La finale a des parties enregistrées : elle ne peut pas être annulée",
    "final_round": (
        "Ce tour appartient à la finale : il est placé selon le classement ou saisie "
        "à la main"),
    "final_started": "La finale a commencé : annulez-la d\u2019abord",
    "finalist_count": "Une finale de {size} demande {size} finalistes",
    "finalist_dropped": "Un finaliste a abandonné : désignez les finalistes",
    "finalist_twice": "Un finaliste est désigné deux fois",
    "hands_differ": (
        "L\u2019enregistrement diffère des mains déjà saisies : corrigez-les ou "
        "annulez-les"),
    "log_differs": "Le journal diffère de ce qui est enregistré",
    "log_player_elsewhere": "{player} figure dans le journal mais ne joue pas à cette table",
    "log_player_twice": "{player} figure dans deux journaux",
    "log_player_unknown": (
        "\u00ab {name} \u00bb dans le journal n\u2019est pas un joueur du tournoi"),
    "log_player_unknown:several": (
        "\u00ab {name} \u00bb dans le journal peut être {players} (leurs noms ne diffèrent que "
        "par la casse ou la largeur) : dites lequel"),
    "log_players_missing": "Absents du journal : {players}",
    "log_seat_order": (
        "La salle a placé les joueurs autrement que cette table, et son tour ne peut "
        "plus être replacé"),
    "no_file": "Le fichier ne peut pas être lu",
    "no_final": "Aucune finale n\u2019a commencé",
    "no_logs": "Donnez au moins un journal",
    "no_qualifying_round": (
        "La finale suit les tours qualificatifs : placez-les et jouez-les d\u2019abord"),
    "no_round": "Indiquez le tour à placer",
    "no_such_call": (
        "Cet appel à l\u2019arbitre n\u2019est plus ouvert (fermé à une autre table "
        "d\u2019organisation)"),
    "no_round_length": "Combien de temps dure le tour ? Donnez les minutes",
    "no_rounds": "Il faut au moins un tour",
    "no_tables": "Donnez au moins une table",
    "no_winner": "Cette main demande au moins un gagnant",
    "not_a_final_round": "Le tour {round} n\u2019est pas un tour suivant de la finale",
    "not_a_finalist": "Un joueur désigné n\u2019est pas en finale",
    "not_current_round": (
        "Le tour {round} n\u2019est pas le tour en cours : les mains sont saisies à la "
        "table d\u2019arbitrage"),
    "not_in_log": "Le journal n\u2019a pas de joueur \u00ab {name} \u00bb",
    "not_ranked": "Un finaliste désigné n\u2019a pas de place au classement",
    "nothing_new": "Chaque main de l\u2019enregistrement est déjà saisie",
    "nothing_to_set": "Donnez les minutes ou l\u2019avertissement",
    "online_name_taken": "{player} a déjà ce nom en ligne",
    "output_missing": "Choisissez un fichier",
    "players_not_multiple_of_4": (
        "Les joueurs ne remplissent pas des tables de quatre : ajoutez des "
        "remplaçants"),
    "previous_unfinished": "Le tour {previous} doit d\u2019abord être terminé",
    "qualifying_unfinished": "Chaque partie qualificative doit d\u2019abord être terminée",
    "round_approved": "Le tour {round} est validé : demandez à l\u2019organisateur",
    "rounds_after": "Un tour est déjà placé après les tours qualificatifs",
    "ruleset_mismatch": "L\u2019enregistrement est pour d\u2019autres règles que celles du tournoi",
    "seat_out_of_range": "Une place est un nombre de 0 à 3",
    "store_error": "Le fichier du tournoi n\u2019a pas pu être utilisé",
    "summary_differs": "Le résultat enregistré d\u2019une table diffère de son journal",
    "tables_required": (
        "Un placement à la main demande les tables : quatre finalistes chacune, d\u2019Est"
        " à Nord"),
    "tie_at_cut": (
        "Une place est partagée à la limite de la finale : réglez un départage ou "
        "désignez les finalistes"),
    "too_few_players": "Il y a trop peu de joueurs",
    "too_many_columns": "La feuille a trop de colonnes pour un fichier de joueurs",
    "too_many_hands": "Une partie compte au plus {most} mains",
    "unexpected_argument": "Ce prix ne prend pas d\u2019argument",
    "unknown_award": "Ce prix n\u2019est pas connu",
    "unknown_field": "Ce champ n\u2019est pas connu",
    "unknown_outcome": "Ce résultat n\u2019est pas connu",
    "unknown_ruleset": "Ces règles ne sont pas connues",
    "wrong_player": "L\u2019enregistrement nomme un autre joueur à cette place",
    # Des tours et des joueurs que le cœur nomme autrement (l’impression, le placement).
    "no_such_round:none": "Aucun tour n\u2019est encore placé : placez d\u2019abord le tour 1",
    "no_such_round:too_high": "Le tournoi a {rounds} tours ; il n\u2019y a pas de tour {round}",
    "unknown_player:several": "Pas parmi les joueurs : {players}",
    # Les joueurs d\u2019une saison à l\u2019autre (tournament.season.identity).
    "identity_conflict": (
        "Deux noms de la saison sont peut-être une seule personne : dites lesquels"),
    "identity_conflict:ema_names": (
        "Le numéro EMA {ema_number} est porté par des noms différents ({names}) : ils "
        "restent séparés tant que vous ne dites pas qu\u2019ils sont une seule personne"),
    "identity_conflict:shared_name": (
        "{event} : deux joueurs portent le nom \u00ab {name} \u00bb ({names}) : le "
        "\u00ab {name} \u00bb des autres tournois n\u2019est attribué à aucun des deux "
        "tant que vous ne dites pas qui c\u2019est"),
    "identity_conflict:shared_online_name": (
        "{event} : deux joueurs portent le pseudo en ligne \u00ab {name} \u00bb ({names}) : "
        "le \u00ab {name} \u00bb des autres tournois n\u2019est attribué à aucun des deux "
        "tant que vous ne dites pas qui c\u2019est"),
    "identity_conflict:name_emas": (
        "Le nom \u00ab {name} \u00bb porte des numéros EMA différents ({numbers}) : "
        "{count} joueurs distincts tant que vous ne dites pas s\u2019ils sont une seule "
        "personne"),
    "identity_conflict:online_name_emas": (
        "Le pseudo en ligne \u00ab {name} \u00bb porte des numéros EMA différents "
        "({numbers}) : {count} joueurs distincts tant que vous ne dites pas s\u2019ils "
        "sont une seule personne"),
    "empty_name:phone": "Donnez un nom à ce téléphone",
    # Un code dont les variantes sont ci-dessus, donné sans variante.
    "bad_round": "Ce n\u2019est pas un tour du tournoi",
    "missing_field": "Il manque quelque chose dont la saisie a besoin",
    "bad_ruleset": "Un réglage des règles n\u2019est pas valable",
    "bad_text": "Ce texte ne peut pas être utilisé tel quel",
    "duplicate_name": "Ce nom est déjà pris",
    "no_change": "Rien ne change : c\u2019est déjà le cas",
    "empty_name": "Le nom est vide",
    # Le singulier des phrases qui comptent (`COUNTED`).
    "no_such_round:too_high.one": (
        "Le tournoi a {rounds} tour ; il n\u2019y a pas de tour {round}"),
    "table_has_hands.one": (
        "Cette table est saisie main par main ({count} main) ; invalidez-la ou annulez-la "
        "d\u2019abord"),
    "table_size.one": "La table {table} a {count} joueur ; une table en accueille quatre",
    "two_han_minimum.one": (
        "Avec {honba} compteur sur la table, une main gagnante demande au moins 2 han avec "
        "ces règles"),
    "few_ema_players.one": (
        "{count} joueur classé vient d\u2019un pays membre de l\u2019EMA ; l\u2019EMA classe "
        "les tournois qui en ont au moins {minimum}"),
    "too_many_sticks.one": (
        "Les scores font {total}, ce qui laisse {sticks} bâton de riichi sur la table ; une "
        "partie en laisse au plus {most} (vérifiez la feuille)"),
    "rounds_left.one": "Le tournoi a {rounds} tour ; le fichier compte les tours 1 à {round}",
    "bad_round:too_high.one": "Le tournoi a {rounds} tour ; il n\u2019y a pas de tour {round}",
    "too_many_hands.one": "Une partie compte au plus {most} main",
    # Les réponses propres à la page des téléphones (tournament.web.entry).
    "bad_method": "Cette adresse ne prend pas ce genre de requête",
    "bad_request": "La requête ne peut pas être lue",
    "not_found": "Introuvable",
    "server_error": (
        "Le serveur a échoué : regardez les mains de la table avant de renvoyer la main"),
    "too_large": "La requête est trop grande pour être lue",
    "too_many_wrong_codes": (
        "Trop de codes erronés depuis cet appareil : attendez une minute, puis réessayez"),
    "unavailable": (
        "Le tournoi ne peut pas être modifié pour l\u2019instant ; rien n\u2019a été "
        "enregistré"),
    "maybe_saved": (
        "La main a peut-être été enregistrée, peut-être pas : renvoyez-la, elle n\u2019est "
        "jamais enregistrée deux fois"),
    # Celles de la ligne de commande : `check --head`, `grant`, `import` d’une exportation JSON.
    "bad_head": (
        "Ce n\u2019est pas une tête du registre : donnez-en une que `check --head` a affichée"),
    "ledger_rewritten": (
        "Le registre a été réécrit en dehors de l\u2019application depuis que cette tête a "
        "été affichée"),
    "not_owner": (
        "Cet utilisateur ne possède pas la base du tournoi : donnez celui de "
        "l\u2019organisateur"),
    "same_role": "Le poste et le lecteur sont deux rôles : donnez-en deux différents",
    "unknown_role": "Ce rôle n\u2019existe pas dans la base : créez-le d\u2019abord",
    "bad_time": "Ce n\u2019est pas une heure (ISO 8601)",
    "not_an_export": "Ce fichier n\u2019est pas une exportation de tournoi",
    "unsupported_version": (
        "Ce fichier a été écrit par une version plus récente de "
        "l\u2019application"),
    # Celles des téléphones : un appel d’arbitre, le nom d’un téléphone, une main par ses yaku.
    "bad_reason": (
        "On appelle un arbitre pour une question, un litige, le temps ou autre chose"),
    "too_many_calls": (
        "Cette table a appelé un arbitre trop souvent : allez à l\u2019organisation"),
    "yaku_needed": (
        "Les téléphones de ce tournoi donnent une main par ses yaku : choisissez les yaku"),
    "phone_name_taken": (
        "Un autre téléphone de cette table porte ce nom : donnez-en un autre à celui-ci"),
    "bad_phone_entry": (
        "Les téléphones donnent une main par ses yaku, par ses han et fu, ou les deux"),
}

# Les mots qui remplacent la valeur d’un paramètre (voir `english.ENGLISH_WORDS`).
FRENCH_WORDS: dict[str, str] = {
    "field:first_name": "prénom",
    "field:last_name": "nom",
    "field:name": "nom",
    "field:club": "club",
    "field:team": "équipe",
    "field:venue": "lieu",
    "field:city": "ville",
    "field:short_name": "nom court",
    "end:bust": "le score d\u2019un joueur est passé sous zéro",
    "end:time_called": "le temps a été annoncé sur cette main",
    "end:dealer_top": "le donneur a gardé la main en première place après {hand}",
    "end:goal_score": "{hand} s\u2019est terminée avec un joueur au score visé",
    "end:last_extra_hand": "{hand} était la dernière main supplémentaire",
    "end:last_hand": "{hand} était la dernière main",
    "end:paper_totals": "scores finaux saisis depuis la feuille de score",
    "the_last_hand": "la dernière main",
}
