"""The table's entry page's words, English and French (part of the pages' catalogue,
`tournament.web.words`): every word of the page, and the core's problems with a hand by code
(or "code:variant"), worded as the desk words them (ui/issue_words.py)."""

from __future__ import annotations

from typing import Any

TABLE_EN: dict[str, Any] = {
    "title": "Table {t} \u00b7 round {r}",
    "switch_to": "Fran\u00e7ais",
    "code_label": "The table's code (printed on the score sheet)",
    "open": "Open",
    "winds": ["East", "South", "West", "North"],
    "dealer": "dealer",
    "round_line": "{wind} {n}",
    "honba": "{n} honba",
    "sticks": "{n} riichi stick(s) on the table",
    "new_hand": "Enter the hand",
    "game_over": "Game over",
    "place": "Place",
    "player": "Player",
    "score": "Score",
    "check": "Check the payments",
    "back": "Back",
    "save": "Save this hand",
    "confirm_title": "Who pays what",
    "pays_gets": "Pays / gets",
    "after": "After",
    "confirm_note": "Read the payments out to the table. Save only if all four agree.",
    "send_now": "Send now",
    "hands_so_far": "Hands so far",
    "no_hands": "No hand yet.",
    "outcomes": {
        "ron": "Ron",
        "tsumo": "Tsumo",
        "exhaustive_draw": "Draw",
        "abortive_draw": "Abortive",
        "nagashi_mangan": "Nagashi mangan",
        "chombo": "Chombo",
    },
    "who_won_ron": "Who won? (tap several for a double or triple ron)",
    "who_won": "Who won?",
    "discarder": "Who discarded the winning tile?",
    "han": "Han",
    "fu": "Fu",
    "yakuman": "Yakuman",
    "no_yakuman": "No yakuman",
    "double_yakuman": "Double yakuman",
    "yakuman_n": "{n}\u00d7 yakuman",
    "han_fu_for": "{name}: the hand's value",
    "riichi": "Who declared riichi in this hand?",
    "tenpai": "Who was tenpai (waiting) at the draw?",
    "abortive_kind": "Which abortive draw?",
    "kinds": {
        "nine_terminals": "Nine terminals",
        "four_winds": "Four winds",
        "four_kongs": "Four kongs",
        "four_riichi": "Four riichi",
        "triple_ron": "Triple ron",
    },
    "offender": "Who committed the chombo?",
    "last_hand": "Time is up: this is the last hand",
    "nagashi_who": "Who made nagashi mangan?",
    "tenpai_nagashi": "Who was tenpai at the draw? (noten payments as the rules say)",
    "pao": "Liable player (pao) for this yakuman",
    "no_pao": "Nobody",
    "note": "Note for the referee (optional)",
    "by_han": "Han and fu",
    "by_yaku": "Yaku",
    "yaku_title": "Yaku",
    "yaku_search": "Find another yaku",
    "open_hand": "Open hand (called tiles)",
    "dora": "Dora",
    "ura_dora": "Ura dora",
    "red_fives": "Red fives",
    "counted": "{han} han{fu}: {parts}",
    "counted_fu": " {fu} fu",
    "counted_yakuman": "{n}: {parts}",
    "dora_part": "dora {n}",
    "fu_when": "Fu (not needed from 5 han, nor for seven pairs)",
    "choose_winner": "Tap who won.",
    "choose_discarder": "Tap who discarded.",
    "choose_han": "Choose the han of {name}.",
    "choose_fu": "Choose the fu of {name}.",
    "choose_yaku": "Choose the yaku of {name}.",
    "choose_kind": "Choose which abortive draw.",
    "choose_offender": "Tap who committed the chombo.",
    "choose_nagashi": "Tap who made nagashi mangan.",
    "choose_outcome": "Tap what happened.",
    "checking": "Checking\u2026",
    "sending": "Saving\u2026",
    "saved": "Saved: hand {n}.",
    "refused": "The hand cannot be saved as it is:",
    "pending": "Not saved yet: {what}. It is kept on this phone and sent again by itself.",
    "pending_when": "Not saved yet: {what}. Kept on this phone; sent again in {s} s.",
    "pending_sending": "Sending the hand kept on this phone: {what}\u2026",
    "waiting_hand": "hand {n}: {summary}",
    "e403": "This code does not open this table. Type the code printed on the table's score sheet.",
    "e409": ("The table changed meanwhile{who}. Look at the hands below and enter this hand "
             "again if it is still missing."),
    "conflict": ("Not saved: {who} saved a hand meanwhile. Your hand is kept: the payments "
                 "below are checked again on the table as it is now. Save it only if it is "
                 "still missing."),
    "conflict_hands": "Saved meanwhile:",
    "reused": ("This hand's entry number was used for another hand. Check the payments again "
               "and save: it goes with a new number."),
    "e422": "The hand was refused:",
    "e423": ("This table cannot be entered from a phone now (it is locked or approved, entry is "
             "switched off, or it is not the current round). Ask the desk."),
    "e429": "Too many wrong codes from this phone: wait a minute, then try again.",
    "e413": "The hand is too large to send.",
    "eother": "The server answered {status}. Try again in a moment.",
    "e500": ("The server failed (a fault on the server, not your connection). Nothing was "
             "changed. Try again in a moment."),
    "e500_save": ("The server failed while saving (a fault on the server, not your connection). "
                  "The hand may or may not have been saved: look at the hands below."),
    "pending_fault": ("{what}: kept on this phone. Tap \u201cSend now\u201d to send it again: "
                      "it goes as the same hand, so a hand already saved is not saved twice."),
    "offline": "No connection to the server. The page tries again by itself.",
    "offline_in": "No connection to the server: trying again in {s} s.",
    "try_now": "Try now",
    "closed": "Hands of this table are entered at the desk now.",
    "station": "entered at {station}",
    "station_phone": "entered at table {table}, {phone}",
    "station_phone_only": "entered at table {table}, by phone",
    "station_person": "entered at {station} ({person})",
    "places": ["1st", "2nd", "3rd", "4th"],
    "tied": "=",
    "no_code": "Type the table's code to open it.",
    "next": "Next: {what}",
    "phone_n": "phone {n}",
    "a_person": "{station} ({person})",
    "another": "another phone",
    "desk": "the desk",
    "this_phone": "This phone: {name}",
    "rename": "Rename",
    "rename_label": "This phone's name",
    "rename_save": "Save the name",
    "referee": "Call a referee",
    "referee_why": "Why?",
    "reasons": {
        "question": "A question",
        "dispute": "A dispute",
        "time": "Time",
        "other": "Something else",
    },
    "referee_coming": "A referee is coming (called at {at}).",
    "referee_called": "A referee is called: stay at the table.",
    "referee_many": ("This table called a referee {most} times in {minutes} minutes: go to the "
                     "desk."),
    "cancel": "Cancel",
    "desk_only": ("Entered at the desk only: corrections and voids of a hand, paper totals, and "
                  "a win described by its tiles."),
    "summary_ron": "Ron: {wins}",
    "summary_tsumo": "Tsumo: {wins}",
    "win_from": "{winner} from {loser}, {value}",
    "win_alone": "{winner}, {value}",
    "value_han": "{han} han",
    "value_han_fu": "{han} han {fu} fu",
    "value_pao": "{value} ({pao} liable)",
    "summary_draw": "Draw: tenpai {seats}",
    "summary_draw_none": "Draw: nobody tenpai",
    "summary_abortive": "Abortive draw ({kind})",
    "summary_nagashi": "Nagashi mangan: {seats}",
    "summary_chombo": "Chombo: {seat}",
    "and": ", ",
    "last_hand_mark": " (last hand)",
    "standings_hidden": "Standings are hidden from round {r} until the prize-giving.",
}

TABLE_FR: dict[str, Any] = {
    "title": "Table {t} \u00b7 tour {r}",
    "switch_to": "English",
    "code_label": "Le code de la table (imprim\u00e9 sur la feuille de score)",
    "open": "Ouvrir",
    "winds": ["Est", "Sud", "Ouest", "Nord"],
    "dealer": "donneur",
    "round_line": "{wind} {n}",
    "honba": "{n} honba",
    "sticks": "{n} b\u00e2ton(s) de riichi sur la table",
    "new_hand": "Saisir la main",
    "game_over": "Partie termin\u00e9e",
    "place": "Place",
    "player": "Joueur",
    "score": "Score",
    "check": "V\u00e9rifier les paiements",
    "back": "Retour",
    "save": "Enregistrer cette main",
    "confirm_title": "Qui paie quoi",
    "pays_gets": "Paie / re\u00e7oit",
    "after": "Apr\u00e8s",
    "confirm_note": ("Lisez les paiements \u00e0 la table. N\u2019enregistrez que si les quatre "
                     "sont d\u2019accord."),
    "send_now": "Envoyer maintenant",
    "hands_so_far": "Mains jou\u00e9es",
    "no_hands": "Aucune main pour l\u2019instant.",
    "outcomes": {
        "ron": "Ron",
        "tsumo": "Tsumo",
        "exhaustive_draw": "Fin de mur",
        "abortive_draw": "Annul\u00e9e",
        "nagashi_mangan": "Nagashi mangan",
        "chombo": "Chombo",
    },
    "who_won_ron": "Qui a gagn\u00e9\u00a0? (touchez-en plusieurs pour un double ou triple ron)",
    "who_won": "Qui a gagn\u00e9\u00a0?",
    "discarder": "Qui a d\u00e9fauss\u00e9 la tuile gagnante\u00a0?",
    "han": "Han",
    "fu": "Fu",
    "yakuman": "Yakuman",
    "no_yakuman": "Pas de yakuman",
    "double_yakuman": "Double yakuman",
    "yakuman_n": "Yakuman \u00d7{n}",
    "han_fu_for": "{name}\u00a0: la valeur de la main",
    "riichi": "Qui a d\u00e9clar\u00e9 riichi dans cette main\u00a0?",
    "tenpai": "Qui \u00e9tait tenpai (en attente) \u00e0 la fin du mur\u00a0?",
    "abortive_kind": "Quelle main annul\u00e9e\u00a0?",
    "kinds": {
        "nine_terminals": "Neuf terminales",
        "four_winds": "Quatre vents",
        "four_kongs": "Quatre kans",
        "four_riichi": "Quatre riichi",
        "triple_ron": "Triple ron",
    },
    "offender": "Qui a fait le chombo\u00a0?",
    "last_hand": "Temps \u00e9coul\u00e9\u00a0: c\u2019est la derni\u00e8re main",
    "nagashi_who": "Qui a fait nagashi mangan\u00a0?",
    "tenpai_nagashi": ("Qui \u00e9tait tenpai \u00e0 la fin du mur\u00a0? (paiements noten "
                       "selon les r\u00e8gles)"),
    "pao": "Joueur responsable (pao) de ce yakuman",
    "no_pao": "Personne",
    "note": "Note pour l\u2019arbitre (facultatif)",
    "by_han": "Han et fu",
    "by_yaku": "Yaku",
    "yaku_title": "Yaku",
    "yaku_search": "Chercher un autre yaku",
    "open_hand": "Main ouverte (tuiles annonc\u00e9es)",
    "dora": "Dora",
    "ura_dora": "Ura dora",
    "red_fives": "Cinq rouges",
    "counted": "{han} han{fu}\u00a0: {parts}",
    "counted_fu": " {fu} fu",
    "counted_yakuman": "{n}\u00a0: {parts}",
    "dora_part": "dora {n}",
    "fu_when": "Fu (inutiles \u00e0 partir de 5 han, et pour sept paires)",
    "choose_winner": "Touchez qui a gagn\u00e9.",
    "choose_discarder": "Touchez qui a d\u00e9fauss\u00e9.",
    "choose_han": "Choisissez les han de {name}.",
    "choose_fu": "Choisissez les fu de {name}.",
    "choose_yaku": "Choisissez les yaku de {name}.",
    "choose_kind": "Choisissez quelle main annul\u00e9e.",
    "choose_offender": "Touchez qui a fait le chombo.",
    "choose_nagashi": "Touchez qui a fait nagashi mangan.",
    "choose_outcome": "Touchez ce qui s\u2019est pass\u00e9.",
    "checking": "V\u00e9rification\u2026",
    "sending": "Enregistrement\u2026",
    "saved": "Enregistr\u00e9e\u00a0: main {n}.",
    "refused": "La main ne peut pas \u00eatre enregistr\u00e9e telle quelle\u00a0:",
    "pending": ("Pas encore enregistr\u00e9e\u00a0: {what}. Elle est gard\u00e9e sur ce "
                "t\u00e9l\u00e9phone et renvoy\u00e9e automatiquement."),
    "pending_when": ("Pas encore enregistr\u00e9e\u00a0: {what}. Gard\u00e9e sur ce "
                     "t\u00e9l\u00e9phone\u00a0; nouvel envoi dans {s} s."),
    "pending_sending": ("Envoi de la main gard\u00e9e sur ce t\u00e9l\u00e9phone\u00a0: "
                        "{what}\u2026"),
    "waiting_hand": "main {n}\u00a0: {summary}",
    "e403": ("Ce code n\u2019ouvre pas cette table. Tapez le code imprim\u00e9 sur la feuille "
             "de score de la table."),
    "e409": ("La table a chang\u00e9 entre-temps{who}. Regardez les mains ci-dessous et "
             "saisissez de nouveau cette main si elle manque encore."),
    "conflict": ("Pas enregistr\u00e9e\u00a0: {who} a enregistr\u00e9 une main entre-temps. "
                 "Votre main est gard\u00e9e\u00a0: les paiements ci-dessous sont "
                 "v\u00e9rifi\u00e9s de nouveau sur la table telle qu\u2019elle est. Ne "
                 "l\u2019enregistrez que si elle manque encore."),
    "conflict_hands": "Enregistr\u00e9 entre-temps\u00a0:",
    "reused": ("Le num\u00e9ro de saisie de cette main a servi pour une autre main. "
               "V\u00e9rifiez de nouveau les paiements et enregistrez\u00a0: elle part avec un "
               "nouveau num\u00e9ro."),
    "e422": "La main a \u00e9t\u00e9 refus\u00e9e\u00a0:",
    "e423": ("Cette table ne peut pas \u00eatre saisie depuis un t\u00e9l\u00e9phone maintenant "
             "(verrouill\u00e9e ou approuv\u00e9e, saisie coup\u00e9e, ou pas le tour en "
             "cours). Demandez \u00e0 l\u2019organisation."),
    "e429": ("Trop de codes erron\u00e9s depuis ce t\u00e9l\u00e9phone\u00a0: attendez une "
             "minute, puis r\u00e9essayez."),
    "e413": "La main est trop grande pour \u00eatre envoy\u00e9e.",
    "eother": "Le serveur a r\u00e9pondu {status}. R\u00e9essayez dans un instant.",
    "e500": ("Le serveur a \u00e9chou\u00e9 (une panne du serveur, pas de votre connexion). "
             "Rien n\u2019a \u00e9t\u00e9 modifi\u00e9. R\u00e9essayez dans un instant."),
    "e500_save": ("Le serveur a \u00e9chou\u00e9 pendant l\u2019enregistrement (une panne du "
                  "serveur, pas de votre connexion). La main a peut-\u00eatre \u00e9t\u00e9 "
                  "enregistr\u00e9e, peut-\u00eatre pas\u00a0: regardez les mains ci-dessous."),
    "pending_fault": ("{what}\u00a0: gard\u00e9e sur ce t\u00e9l\u00e9phone. Touchez "
                      "\u00ab\u00a0Envoyer maintenant\u00a0\u00bb pour la renvoyer\u00a0: elle "
                      "part comme la m\u00eame main, et une main d\u00e9j\u00e0 "
                      "enregistr\u00e9e ne l\u2019est pas deux fois."),
    "offline": "Pas de connexion au serveur. La page r\u00e9essaie d\u2019elle-m\u00eame.",
    "offline_in": "Pas de connexion au serveur\u00a0: nouvel essai dans {s} s.",
    "try_now": "R\u00e9essayer maintenant",
    "closed": ("Les mains de cette table se saisissent maintenant aupr\u00e8s de "
               "l\u2019organisation."),
    "station": "saisie \u00e0 {station}",
    "station_phone": "saisie \u00e0 la table {table}, {phone}",
    "station_phone_only": "saisie \u00e0 la table {table}, par t\u00e9l\u00e9phone",
    "station_person": "saisie \u00e0 {station} ({person})",
    "places": ["1er", "2e", "3e", "4e"],
    "tied": "=",
    "no_code": "Tapez le code de la table pour l\u2019ouvrir.",
    "next": "Ensuite\u00a0: {what}",
    "phone_n": "t\u00e9l\u00e9phone {n}",
    "a_person": "{station} ({person})",
    "another": "un autre t\u00e9l\u00e9phone",
    "desk": "l\u2019organisation",
    "this_phone": "Ce t\u00e9l\u00e9phone\u00a0: {name}",
    "rename": "Renommer",
    "rename_label": "Le nom de ce t\u00e9l\u00e9phone",
    "rename_save": "Enregistrer le nom",
    "referee": "Appeler un arbitre",
    "referee_why": "Pourquoi\u00a0?",
    "reasons": {
        "question": "Une question",
        "dispute": "Un litige",
        "time": "Le temps",
        "other": "Autre chose",
    },
    "referee_coming": "Un arbitre arrive (appel\u00e9 \u00e0 {at}).",
    "referee_called": "Un arbitre est appel\u00e9\u00a0: restez \u00e0 la table.",
    "referee_many": ("Cette table a appel\u00e9 un arbitre {most} fois en {minutes} "
                     "minutes\u00a0: allez \u00e0 l\u2019organisation."),
    "cancel": "Annuler",
    "desk_only": ("Saisi \u00e0 l\u2019organisation seulement\u00a0: corrections et annulations "
                  "d\u2019une main, totaux sur papier, et une main d\u00e9crite par ses tuiles."),
    "summary_ron": "Ron\u00a0: {wins}",
    "summary_tsumo": "Tsumo\u00a0: {wins}",
    "win_from": "{winner} sur la d\u00e9fausse de {loser}, {value}",
    "win_alone": "{winner}, {value}",
    "value_han": "{han} han",
    "value_han_fu": "{han} han {fu} fu",
    "value_pao": "{value} ({pao} responsable)",
    "summary_draw": "Fin de mur\u00a0: tenpai {seats}",
    "summary_draw_none": "Fin de mur\u00a0: personne tenpai",
    "summary_abortive": "Main annul\u00e9e ({kind})",
    "summary_nagashi": "Nagashi mangan\u00a0: {seats}",
    "summary_chombo": "Chombo\u00a0: {seat}",
    "and": ", ",
    "last_hand_mark": " (derni\u00e8re main)",
    "standings_hidden": ("Le classement est cach\u00e9 \u00e0 partir du tour {r} "
                         "jusqu\u2019\u00e0 la remise des prix."),
}

# The core's problems with a hand, by code (or "code:variant"): the desk's sentences.
ISSUES_EN: dict[str, str] = {
    "hand_after_end": "The game has already ended; no hand can follow",
    "outcome_not_in_ruleset:nagashi_mangan": ("Nagashi mangan is not played under the {ruleset} "
                                              "ruleset"),
    "outcome_not_in_ruleset:triple_ron": ("A triple ron is not an abortive draw under the "
                                          "{ruleset} ruleset: record it as a ron with its "
                                          "winners"),
    "outcome_not_in_ruleset:abortive_draw": ("There are no abortive draws under the {ruleset} "
                                             "ruleset"),
    "riichi_noten": ("{seat} declared riichi but is not listed as tenpai. A riichi declarer "
                     "must show a waiting hand at an exhaustive draw; a noten riichi is a "
                     "chombo: record a chombo for {seat} instead, or tick {seat} as tenpai"),
    "missing_field:nagashi_mangan_seats": "Say who made nagashi mangan",
    "missing_field:offender": "Choose who committed the chombo",
    "missing_field:loser": "Choose who discarded the winning tile",
    "last_hand_on_chombo": ("A chombo is not a hand (a re-deal follows): mark the re-dealt hand "
                            "as the last one instead"),
    "four_riichi_needs_all": "A four-riichi abortive draw needs all four players in riichi",
    "winner_is_loser": "{seat} cannot win on their own discard",
    "winner_pays:loser": "{seat} is listed as a winner and also pays this ron",
    "winner_pays:pao": "{seat} cannot be liable for their own win",
    "duplicate_seat": "{seat} is listed twice as a winner",
    "different_losers": "Every winner of a multiple ron wins on the same discard",
    "too_many_winners:triple_ron": ("A triple ron is an abortive draw under the {ruleset} "
                                    "ruleset: record an abortive draw (triple ron)"),
    "too_many_winners:ron": ("At most {count} players can win on one discard under the "
                             "{ruleset} ruleset"),
    "too_many_winners:tsumo": "Only one player can win by tsumo",
    "tsumo_with_loser": "A tsumo has no discarder: everyone pays",
    "pao_without_yakuman": ("Pao (liability) applies only to a yakuman: Big Three Dragons or "
                            "Big Four Winds"),
    "two_han_minimum": ("With {honba} counters on the table a win needs at least 2 han under "
                        "this ruleset"),
    "yakuman_not_stacking": ("A {yakuman}-fold yakuman cannot be scored: yakuman do not stack "
                             "under the {ruleset} ruleset (at most one yakuman)"),
    "no_han": "A win needs at least 1 han (or a yakuman)",
    "bad_fu": "{fu} fu is not possible: fu are 20, 25 or a multiple of 10 from 30 to 130",
    "impossible_han_fu:ron_20_fu": ("A ron is never 20 fu: a closed ron gets 30 fu and an open "
                                    "hand with no other fu is raised to 30"),
    "impossible_han_fu:one_han_20_fu": ("1 han 20 fu cannot happen: a 20 fu hand is a pinfu "
                                        "tsumo, which also has menzen tsumo, so at least 2 han"),
    "impossible_han_fu:one_han_25_fu": ("25 fu is Seven Pairs, which is 2 han by itself, so 1 "
                                        "han 25 fu cannot happen"),
    "impossible_han_fu:two_han_25_fu_tsumo": ("2 han 25 fu cannot happen on a tsumo: Seven "
                                              "Pairs won by tsumo also has menzen tsumo, so at "
                                              "least 3 han"),
    "not_a_winning_hand": ("Nagashi mangan is not a winning hand: record it with the Nagashi "
                           "mangan outcome"),
    "yaku_not_in_ruleset": "A yaku ticked is not played under this ruleset",
    "closed_only_yaku": "A yaku ticked needs a closed hand, but this hand is open",
    "yaku_combination": "Some of the yaku ticked cannot be scored together",
    "yaku_needs_tsumo": "A yaku ticked is won by self-draw, but this win is a ron",
    "yaku_needs_ron": "A yaku ticked is won on a discard, but this win is a tsumo",
    "missing_yaku": ("A yaku this hand always scores is missing: menzen tsumo on a closed "
                     "tsumo, riichi after a riichi, both dragon yakuhai with shousangen"),
    "riichi_not_declared": "Riichi is ticked, but the winner did not declare riichi this hand",
    "riichi_open_hand": "The winner declared riichi this hand, so the hand is closed",
    "ippatsu_without_riichi": "Ippatsu is only for a player who declared riichi: tick riichi too",
    "red_fives_not_in_ruleset": ("This ruleset plays without red fives: count them as ordinary "
                                 "fives"),
    "too_many_red_fives": "There is one red five per suit: at most 3",
    "ura_dora_without_riichi": "Ura dora count only for a winner who declared riichi",
    "no_yaku": "A win needs at least one yaku (dora alone are not a yaku)",
    "impossible_fu": "These fu are not possible with the yaku ticked",
    "dealer_only_yaku": "Tenhou is won by the dealer (East) only",
    "non_dealer_only_yaku": "Chiihou and renhou cannot be won by the dealer (East)",
    "yakuman_mismatch": "The yakuman do not match the yaku ticked",
    "han_mismatch": "The han do not match the yaku and dora ticked",
    "no_winner": "This hand needs at least one winner",
    "yaku_needed": "This tournament's phones give a win by its yaku: choose the yaku",
    "table_locked": "Round {round} table {table} is approved (locked): ask the organiser",
    "round_approved": "Round {round} is approved: ask the organiser",
    "not_current_round": "Round {round} is not the current round: hands are entered at the desk",
    "entry_off": "Entry from the phones is switched off here: give the score sheet to the desk",
}
ISSUES_FR: dict[str, str] = {
    "hand_after_end": "La partie est d\u00e9j\u00e0 finie\u00a0; aucune main ne peut suivre",
    "outcome_not_in_ruleset:nagashi_mangan": ("Le nagashi mangan ne se joue pas avec les "
                                              "r\u00e8gles {ruleset}"),
    "outcome_not_in_ruleset:triple_ron": ("Un triple ron n\u2019est pas une main annul\u00e9e "
                                          "avec les r\u00e8gles {ruleset}\u00a0: saisissez-le "
                                          "comme un ron avec ses gagnants"),
    "outcome_not_in_ruleset:abortive_draw": ("Il n\u2019y a pas de main annul\u00e9e avec les "
                                             "r\u00e8gles {ruleset}"),
    "riichi_noten": ("{seat} a d\u00e9clar\u00e9 riichi mais n\u2019est pas coch\u00e9 tenpai. "
                     "Un joueur en riichi doit montrer une main en attente \u00e0 "
                     "l\u2019\u00e9puisement du mur\u00a0; un riichi noten est un chombo\u00a0: "
                     "saisissez plut\u00f4t un chombo de {seat}, ou cochez {seat} tenpai"),
    "missing_field:nagashi_mangan_seats": "Indiquez qui a fait nagashi mangan",
    "missing_field:offender": "Choisissez qui a commis le chombo",
    "missing_field:loser": "Choisissez qui a d\u00e9fauss\u00e9 la tuile gagnante",
    "last_hand_on_chombo": ("Un chombo n\u2019est pas une main (la main est "
                            "redonn\u00e9e)\u00a0: marquez plut\u00f4t la main redonn\u00e9e "
                            "comme la derni\u00e8re"),
    "four_riichi_needs_all": ("Une main annul\u00e9e pour quatre riichi demande les quatre "
                              "joueurs en riichi"),
    "winner_is_loser": "{seat} ne peut pas gagner sur sa propre d\u00e9fausse",
    "winner_pays:loser": "{seat} est gagnant et paie aussi ce ron",
    "winner_pays:pao": "{seat} ne peut pas \u00eatre responsable de sa propre victoire",
    "duplicate_seat": "{seat} est deux fois parmi les gagnants",
    "different_losers": ("Tous les gagnants d\u2019un ron multiple gagnent sur la m\u00eame "
                         "d\u00e9fausse"),
    "too_many_winners:triple_ron": ("Un triple ron est une main annul\u00e9e avec les "
                                    "r\u00e8gles {ruleset}\u00a0: saisissez une main "
                                    "annul\u00e9e (triple ron)"),
    "too_many_winners:ron": ("Au plus {count} joueurs peuvent gagner sur une d\u00e9fausse avec "
                             "les r\u00e8gles {ruleset}"),
    "too_many_winners:tsumo": "Un seul joueur peut gagner en tsumo",
    "tsumo_with_loser": "Un tsumo n\u2019a pas de d\u00e9fausseur\u00a0: tout le monde paie",
    "pao_without_yakuman": ("Le pao (responsabilit\u00e9) ne s\u2019applique qu\u2019\u00e0 un "
                            "yakuman\u00a0: trois grands dragons ou quatre grands vents"),
    "two_han_minimum": ("Avec {honba} compteurs sur la table, une main gagnante demande au "
                        "moins 2 han avec ces r\u00e8gles"),
    "yakuman_not_stacking": ("Un yakuman \u00d7{yakuman} ne peut pas \u00eatre "
                             "compt\u00e9\u00a0: les yakuman ne se cumulent pas avec les "
                             "r\u00e8gles {ruleset} (un yakuman au plus)"),
    "no_han": "Une main gagnante demande au moins 1 han (ou un yakuman)",
    "bad_fu": ("{fu} fu est impossible\u00a0: les fu valent 20, 25 ou un multiple de 10 de 30 "
               "\u00e0 130"),
    "impossible_han_fu:ron_20_fu": ("Un ron ne fait jamais 20 fu\u00a0: un ron ferm\u00e9 a 30 "
                                    "fu et une main ouverte sans autre fu monte \u00e0 30"),
    "impossible_han_fu:one_han_20_fu": ("1 han 20 fu est impossible\u00a0: une main \u00e0 20 "
                                        "fu est un pinfu en tsumo, qui a aussi menzen tsumo, "
                                        "donc au moins 2 han"),
    "impossible_han_fu:one_han_25_fu": ("25 fu, c\u2019est sept paires, qui vaut 2 han \u00e0 "
                                        "lui seul\u00a0: 1 han 25 fu est impossible"),
    "impossible_han_fu:two_han_25_fu_tsumo": ("2 han 25 fu est impossible en tsumo\u00a0: sept "
                                              "paires en tsumo a aussi menzen tsumo, donc au "
                                              "moins 3 han"),
    "not_a_winning_hand": ("Le nagashi mangan n\u2019est pas une main gagnante\u00a0: "
                           "saisissez-le avec l\u2019issue Nagashi mangan"),
    "yaku_not_in_ruleset": "Un yaku coch\u00e9 ne se joue pas avec ces r\u00e8gles",
    "closed_only_yaku": ("Un yaku coch\u00e9 demande une main ferm\u00e9e, mais cette main est "
                         "ouverte"),
    "yaku_combination": "Certains yaku coch\u00e9s ne peuvent pas se compter ensemble",
    "yaku_needs_tsumo": "Un yaku coch\u00e9 se gagne en tsumo, mais cette victoire est un ron",
    "yaku_needs_ron": ("Un yaku coch\u00e9 se gagne sur une d\u00e9fausse, mais cette victoire "
                       "est un tsumo"),
    "missing_yaku": ("Il manque un yaku que cette main compte toujours\u00a0: menzen tsumo sur "
                     "un tsumo ferm\u00e9, riichi apr\u00e8s un riichi, les deux yakuhai de "
                     "dragon avec shousangen"),
    "riichi_not_declared": ("Riichi est coch\u00e9, mais le gagnant n\u2019a pas "
                            "d\u00e9clar\u00e9 riichi dans cette main"),
    "riichi_open_hand": ("Le gagnant a d\u00e9clar\u00e9 riichi dans cette main\u00a0: la main "
                         "est donc ferm\u00e9e"),
    "ippatsu_without_riichi": ("L\u2019ippatsu ne vaut que pour un joueur en riichi\u00a0: "
                               "cochez aussi riichi"),
    "red_fives_not_in_ruleset": ("Ces r\u00e8gles se jouent sans cinq rouges\u00a0: comptez-les "
                                 "comme des cinq ordinaires"),
    "too_many_red_fives": "Il y a un cinq rouge par famille\u00a0: 3 au plus",
    "ura_dora_without_riichi": "Les ura dora ne comptent que pour un gagnant en riichi",
    "no_yaku": "Une victoire demande au moins un yaku (les dora seuls ne sont pas un yaku)",
    "impossible_fu": "Ces fu ne sont pas possibles avec les yaku coch\u00e9s",
    "dealer_only_yaku": "Le tenhou ne se gagne que par le donneur (Est)",
    "non_dealer_only_yaku": "Le chiihou et le renhou ne se gagnent pas par le donneur (Est)",
    "yakuman_mismatch": "Les yakuman ne correspondent pas aux yaku coch\u00e9s",
    "han_mismatch": "Les han ne correspondent pas aux yaku et dora coch\u00e9s",
    "no_winner": "Cette main demande au moins un gagnant",
    "yaku_needed": ("Les t\u00e9l\u00e9phones de ce tournoi donnent une main par ses "
                    "yaku\u00a0: choisissez les yaku"),
    "table_locked": ("Tour {round}, table {table}\u00a0: approuv\u00e9e "
                     "(verrouill\u00e9e)\u00a0: demandez \u00e0 l\u2019organisation"),
    "round_approved": ("Le tour {round} est approuv\u00e9\u00a0: demandez \u00e0 "
                       "l\u2019organisation"),
    "not_current_round": ("Le tour {round} n\u2019est pas le tour en cours\u00a0: les mains se "
                          "saisissent \u00e0 l\u2019organisation"),
    "entry_off": ("La saisie depuis les t\u00e9l\u00e9phones est coup\u00e9e ici\u00a0: "
                  "apportez la feuille de score \u00e0 l\u2019organisation"),
}
