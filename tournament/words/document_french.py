"""The printed documents' words in French: `FRENCH` gives each code of
`tournament.words.document_words.ENGLISH` its French (same codes, same %1... parameters; a test
checks both), and `FrenchWords` writes them with French numbers (30 000, +38,3), months
("novembre"), countries ("Autriche") and counts (0 and 1 take the singular: "0 victoire").

`words_in(language)` gives the documents' words of a language: the command line's English
for any language the catalogue does not have.
"""

from __future__ import annotations

from tournament.words.countries import country_in_language
from tournament.words.document_words import ENGLISH_WORDS, Words
from tournament.words.issues import counts_as_one
from tournament.words.numbers import number_text

MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
          "octobre", "novembre", "décembre")


class FrenchWords(Words):
    """The documents in French, as the desk prints them when it speaks French."""

    @property
    def language(self) -> str:
        return "fr"

    def template(self, code: str) -> str:
        return FRENCH[code]

    def digits(self, value: float, decimals: int) -> str:
        return number_text(value, decimals, "fr")

    def month(self, month: int) -> str:
        return MONTHS[month - 1]

    def country(self, name: str) -> str:
        return country_in_language(name, "fr")

    def one(self, n: int) -> bool:
        return counts_as_one("fr", n)  # "0 victoire, 1 victoire, 2 victoires"


FRENCH_WORDS = FrenchWords()
WORDS: dict[str, Words] = {"en": ENGLISH_WORDS, "fr": FRENCH_WORDS}


def words_in(language: str) -> Words:
    """The documents' words in `language` ("en", "fr"); English for another."""
    return WORDS.get(language, ENGLISH_WORDS)


# Each code's French, in the order and groups of `ENGLISH`. "\xa0" is the no-break space
# French puts before ":" and ";".
FRENCH: dict[str, str] = {
    # The heading of every page.
    "heading.modified": "%1 (modifiées)",
    "title.standings": "Classement après le tour %1",
    "title.standings.final_round": "Classement après la %1 (tour %2)",
    "title.standings.final": "Classement final",
    "title.seating_tables": "Placement, %1",
    "title.seating_players": "Placement par joueur, %1",
    "title.score_sheets": "Feuilles de score, %1",
    "title.table_codes": "Codes des tables, %1",
    "title.round": "Tour %1",
    "title.round_lower": "tour %1",
    "title.final_round_lower": "%1 (tour %2)",
    "title.cards": "Fiches de résultats après le tour %1",
    "title.statistics": "Statistiques après le tour %1",
    "title.certificates": "Diplômes des prix",
    "title.web": "%1\xa0: %2",
    "web.made_with": "Fait avec %1.",
    # The final stage's rounds and notes (tournament.standings.final_stage).
    "final.round": "Finale",
    "final.game": "Finale, partie %1",
    "final.round.lower": "finale",
    "final.game.lower": "finale, partie %1",
    "final.title": "Finale des %1 premiers (%2)",
    "carry.kept": "points de qualification conservés",
    "carry.halved": "points de qualification divisés par deux",
    "carry.reset": "points de qualification remis à zéro",
    "final_seating.snake": "placée selon le rang, en serpentin (1-4-5-8)",
    "final_seating.blocks": "placée selon le rang, table du haut (1-2-3-4)",
    "final_seating.manual": "placée par l’organisateur",
    "final.note": "%1\xa0: les %2 premiers après le tour %3 jouent la finale, %4. Reporté\xa0: "
                  "les points de qualification avec lesquels chaque finaliste commence "
                  "la finale\xa0; F1\xa0: les parties de la finale. Les joueurs hors de la "
                  "finale gardent leur place de qualification.",
    "final.note.n": "%1\xa0: les %2 premiers après le tour %3 jouent la finale, %4. "
                    "Reporté\xa0: les points de qualification avec lesquels chaque "
                    "finaliste commence la finale\xa0; F1–F%5\xa0: les parties de la finale. "
                    "Les joueurs hors de la finale gardent leur place de qualification.",
    # Standings.
    "col.place": "Place",
    "col.player": "Joueur",
    "col.club": "Club",
    "col.country": "Pays",
    "col.carried": "Reporté",
    "col.round": "T%1",
    "col.final_round": "F%1",
    "col.penalties": "Pén.",
    "col.total": "Total",
    "standings.substitutes": "Remplaçants (non classés)",
    "standings.disqualified": "Disqualifiés",
    "standings.outside_final": "Hors finale : places des qualifications",
    "standings.unit": "Points dans l’unité des règles (1,0 = %1 points) ; T1, T2… sont "
                      "les points de chaque tour, uma compris.",
    "standings.shared": "Les joueurs à égalité de points partagent une place (2=).",
    "standings.finalists": "Finalistes à égalité de points : la meilleure place des "
                           "qualifications d’abord.",
    "standings.ties": "Égalités départagées par : %1.",
    "two_sentences": "%1 %2",
    "standings.penalties": "Pén. : pénalités d’arbitre.",
    "standings.provisional": "* comprend une partie encore en cours.",
    "standings.pending": "Pas encore comptés : %1.",
    "standings.pending_table": "tour %1 table %2",
    "standings.ledger": "Empreinte du registre : %1 (modification %2).",
    "standings.hidden": "Caché aux joueurs : le classement à partir du tour %1 est "
                        "révélé à la remise des prix.",
    # Tie-breaks (tournament.standings.ranking.TieBreak).
    "tie.firsts": "plus de premières places",
    "tie.best_game": "meilleure partie",
    "tie.head_to_head": "confrontations directes : devant les autres joueurs à égalité "
                        "plus souvent aux mêmes tables",
    "tie.score": "plus grande somme des scores bruts",
    # Seating, score sheets and table codes.
    "wind.0": "Est",
    "wind.1": "Sud",
    "wind.2": "Ouest",
    "wind.3": "Nord",
    "seat.substitute": "remplaçant",
    "col.club_country": "Club · pays",
    "col.table": "Table",
    "col.wind": "Vent",
    "seating.table": "Table %1",
    "seating.winds": "Les vents sont les places de la première main : Est donne en premier.",
    "sheet.title": "Tour %1 · Table %2",
    "sheet.title_named": "%1 (tour %2) · Table %3",
    "sheet.start": " · départ %1",
    "sheet.start_limit": " · départ %1 · limite de temps %2 minutes",
    "sheet.code": " · Code %1",
    "sheet.phone_path": " (saisie par téléphone\xa0: %1)",
    "sheet.hands": "Mains",
    "sheet.hand": "Main",
    "sheet.result": "Issue",
    "sheet.winner": "Gagn.",
    "sheet.from": "Sur",
    "sheet.han_fu": "Han/fu",
    "sheet.start_row": "départ",
    "sheet.result_key": "Issue : R ron, T tsumo, F fin de mur (notez les joueurs "
                        "tenpai), A main annulée, C chombo. Scores après chaque main.",
    "sheet.final": "Fin de partie",
    "sheet.final_score": "Score final",
    "sheet.sticks_left": "Bâtons de riichi restants",
    "sheet.chombo": "Chombo",
    "sheet.signature": "Signature",
    "sheet.final_note": "Scores finaux avant la remise des bâtons de riichi restants ; "
                        "ils font 4 × le départ moins 1 000 par bâton restant. Arbitre : "
                        "%1 Heure : %2",
    "codes.code": "Code %1",
    "codes.none": "Pas de code de saisie par téléphone pour cette table (à donner avec "
                  "table-codes).",
    "codes.scan": "Saisir les mains sur un téléphone : scannez le QR code, ou ouvrez %1 "
                  "et tapez le code.",
    "codes.open": "Saisir les mains sur un téléphone : ouvrez %1 sur la page en direct "
                  "et tapez le code.",
    "codes.intro": "Donnez à chaque table son encadré (ou sa feuille de score, qui porte "
                   "le même code). Les joueurs scannent le QR code, ou ouvrent l’adresse "
                   "et tapent le code, pour saisir leurs mains sur un téléphone. Un code "
                   "n’ouvre que sa table, et seulement dans ce tour.",
    "codes.not_seated": "Le tour n’est pas placé.",
    "qr.alt": "QR code",
    # Result cards.
    "card.place": "Place %1 sur %2",
    "card.substitute": "Remplaçant (non classé)",
    "card.not_ranked": "Non classé",
    "col.round_name": "Tour",
    "col.opponents": "Adversaires",
    "col.score": "Score",
    "col.points": "Points",
    "card.did_not_play": "n’a pas joué",
    "card.not_in_final": "pas en finale",
    "card.carried": "Reporté en finale",
    "card.penalties": "Pénalités d’arbitre",
    "card.total": "Total",
    "card.no_game": "Aucune partie jouée pour l’instant.",
    "card.no_player": "Aucun joueur n’a encore été placé.",
    "card.note": "Statistiques du journal des mains : %1 parties sur %2 ont le détail "
                 "des mains (les tables notées sur papier ne comptent que pour les places).",
    "card.hands": "%1 en %2 avec le détail des mains\xa0: %3 (%4 ron, %5 tsumo, %6\xa0%)",
    "card.dealt": ", a donné %1 fois (%2 %), riichi %3 (%4 gagnés)",
    "card.largest": "victoire moyenne %1, la plus grosse %2",
    "card.chombo": "chombo %1",
    "card.no_detail": "Pas de détail des mains (scores de la feuille papier)",
    "card.average_place": "place moyenne %1",
    "sentence": "%1.",
    "percent": "%1\xa0%",
    # Statistics.
    "stats.detail": "Détail des mains\xa0: %1 sur %2\xa0; les tables notées sur la feuille "
                    "papier ne comptent que pour les places.",
    "stats.hands": "%1\xa0; %2, %3 riichi, %4.",
    "stats.hands_length": "%1, %2 mains par partie terminée\xa0; %3, %4 riichi, %5.",
    # Numbers with their nouns (`Count`): one, then more.
    "count.hands": "%1 main",
    "count.hands.n": "%1 mains",
    "count.hands_recorded": "%1 main enregistrée",
    "count.hands_recorded.n": "%1 mains enregistrées",
    "count.games": "%1 partie",
    "count.games.n": "%1 parties",
    "count.wins": "%1 victoire",
    "count.wins.n": "%1 victoires",
    "count.chombos": "%1 chombo",
    "count.chombos.n": "%1 chombos",
    "stats.outcomes": "Issues\xa0: %1.",
    "stats.outcome": "%1 %2 (%3\xa0%)",
    "outcome.ron": "ron",
    "outcome.tsumo": "tsumo",
    "outcome.exhaustive_draw": "partie nulle",
    "outcome.abortive_draw": "main annulée",
    "outcome.nagashi_mangan": "nagashi mangan",
    "outcome.chombo": "chombo",
    "stats.biggest": "Les plus grosses mains",
    "col.number": "n°",
    "col.hand": "Main",
    "col.won_by": "Gagnée par",
    "col.han_fu": "Han / fu",
    "stats.players": "Joueurs",
    "col.games": "Parties",
    "col.hands": "Mains",
    "col.wins": "Victoires (ron/tsumo)",
    "col.win": "Taux de victoire",
    "col.deal_in": "Taux de ron concédés",
    "col.riichi": "Riichi (gagnés)",
    "col.avg_win": "Main moy.",
    "col.largest": "Plus grosse",
    "col.dealer_kept": "Donne gardée",
    "col.noten": "Noten/nulles",
    "col.chombo": "Chombo",
    "col.yakuman": "Yakuman",
    "col.avg_place": "Place moy.",
    "col.placements": "1/2/3/4",
    "stats.yaku": "Yaku",
    "stats.yaku_note": "Comptés sur les victoires enregistrées avec leurs yaku (par yaku "
                       "ou depuis les tuiles)\xa0; les victoires enregistrées par han et fu "
                       "seulement n’en ont pas.",
    "stats.note": "Les taux de victoire et de ron concédés sont par main jouée (un "
                  "chombo n’est pas une main)\xa0; un double ron est un seul ron concédé. "
                  "Les valeurs des mains sont celles des tables des règles, sans honba "
                  "ni bâtons de riichi (un tsumo\xa0: les trois paiements ensemble). Donne "
                  "gardée\xa0: mains où le donneur a gardé la donne en gagnant ou en étant "
                  "tenpai à une partie nulle, sur les mains données. Noten/nulles\xa0: "
                  "parties nulles sans être tenpai.",
    "when.0": "Est %1",
    "when.1": "Sud %1",
    "when.2": "Ouest %1",
    "when.3": "Nord %1",
    "when.honba": "%1, %2 honba",
    "han_fu": "%1 han %2 fu",
    "han": "%1 han",
    "limit_han": "%1, %2",
    "yakuman": "yakuman",
    "yakuman.n": "%1× yakuman",
    # Award certificates (tournament.standings.awards).
    "cert.certificate": "Diplôme",
    "cert.awarded_to": "décerné à",
    "cert.for": "pour",
    "cert.organiser": "l’organisateur",
    "cert.shared_with": "partagé avec %1",
    "cert.none_chosen": "Aucun prix n’a encore été choisi : choisissez-les sur la page Prix.",
    "cert.no_winner": "Aucun prix n’a encore de gagnant.",
    "award.best_country": "Meilleur classé de chaque pays",
    "award.best_club": "Meilleur classé de chaque club",
    "award.best_team": "Meilleur classé de chaque équipe",
    "award.best_flag": "Meilleur classé %1",
    "award.most_wins": "Le plus de victoires",
    "award.highest_hand": "Plus grosse main",
    "award.most_yakuman": "Le plus de yakuman",
    "award.best_average_placement": "Meilleure place moyenne",
    "award.iron_defence": "Défense de fer",
    "award.best_player": "Meilleur classé",
    "award.group": "%1\xa0: %2",
    "award.place": "place %1 au classement",
    "award.wins": "%1 victoire",
    "award.wins.n": "%1 victoires",
    "award.yakuman": "%1 yakuman",
    "award.hand": "%1 points\xa0: %2",
    "award.hand_where": "%1 points\xa0: %2 (tour %3, table %4, %5)",
    "award.placement": "place moyenne %1 sur %2 partie",
    "award.placement.n": "place moyenne %1 sur %2 parties",
    "award.deal_ins": "ron concédés\xa0: %1 en %2 mains (%3\xa0%)",
    "award.deal_ins.n": "ron concédés\xa0: %1 en %2 mains (%3\xa0%)",
    "flag.newcomer": "nouveau venu",
    "flag.woman": "femme",
    "flag.junior": "junior",
    "flag.senior": "senior",

}
