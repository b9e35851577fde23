"""The pages' words, English and French, in one catalogue: the table's entry page (every word
of it and the hand summaries: `table_words`; the problems the core gives, by code: the core's
catalogue `tournament.words.issues`, the desk's too) and the live pages (nav, headings,
statuses). The server renders each page in the language the browser asks for
(`Accept-Language`, or the switch the page remembers), and sends the entry page its words as
JSON, so no page keeps a dictionary of its own.

Problems are worded from their code (and variant) with the issue's parameters, in the same
sentences as on the desk: the entry API words each problem in the language the page asks in
(`text`, `lang`), and the page gets here the catalogue's templates that name a seat, to word
those with the player's name (`{seat}`; `issue_counts` says which templates count).
tests/web/test_words.py fails on a key missing in one language, or with other placeholders
than in the other.
"""

from __future__ import annotations

from typing import Any

from tournament.web.table_words import TABLE_EN, TABLE_FR
from tournament.words import issues

LANGUAGES = ("en", "fr")
DEFAULT = "en"
# The cookie the live pages' switch sets (a year): the page is then served in that language.
COOKIE = "riichi-lang"

# The rulesets' names in a sentence (the core gives their codes).
RULESETS = issues.RULESET_NAMES

# The live pages: navigation, headings, what a table's status is.
_LIVE_EN: dict[str, str] = {
    "nav_standings": "Standings",
    "nav_seating": "Seating",
    "nav_tables": "Tables",
    "nav_clock": "Clock",
    "switch_to": "Fran\u00e7ais",
    "live_page": "Live page",
    "announcements": "Announcements",
    "standings": "Standings",
    "standings_after": "Standings after round {r}",
    "final_standings": "Final standings",
    "hidden_note": "The standings of round {r} on are hidden until the prize-giving.",
    "withheld": ("The standings are not shown: the tournament fails its check (it was "
                 "changed behind the app's back). Please tell the organiser."),
    "no_standings": "No game has been counted yet.",
    "provisional": "* games in play, at their current scores",
    "substitutes": "Substitutes",
    "disqualified": "Disqualified",
    "seating": "Seating",
    "seating_round": "Seating, round {r}",
    "find": "Find my table",
    "find_placeholder": "Type your name",
    "table_n": "Table {t}",
    "no_seating": "No round is seated yet.",
    "tables": "Tables",
    "tables_round": "Tables, round {r}",
    "hands_one": "{n} hand",
    "hands_other": "{n} hands",
    "not_started": "Not started",
    "finished": "Finished",
    "playing": "Playing {where}",
    "scores_hidden": "Scores are shown once the round is approved.",
    "scores_hidden_standings": "Scores of this round are hidden until the prize-giving.",
    "clock": "Round clock",
    "clock_round": "Round {r}",
    "no_clock": "No round is seated yet.",
    "not_running": "The clock has not started.",
    "paused": "Paused",
    "time_up": "Time is up",
    "warning": "Last minutes",
    "error": "Error",
    "no_page": "There is no such page.",
    "place": "Place",
    "player": "Player",
    "total": "Total",
    "col:Place": "Place",
    "col:Name": "Name",
    "col:Total": "Total",
    "col:Carried": "Carried",
    "col:R%1": "R%1",
    "col:F%1": "F%1",
    "updated": "Updated {time}",
    "updates": "Updates by itself",
    "none_called": "No player called \u201c{name}\u201d this round.",
    "last_hand": "last hand",
    "running": "Running",
    "not_started_clock": "The round has not started.",
    "back": "Back to the standings",
    "nav_season": "Season",
    "season": "Season table",
    "season_place": "Place",
    "season_player": "Player",
    "season_ema": "EMA number",
    "season_events": "Events",
    "season_score": "Score",
    "season_rating": "Rating",
    "season_games": "Games",
    "season_scoring": "Scoring: {rule}.",
    "season_ties": "Ties: {rule}.",
    "season_empty": "No event of the season has a counted game yet.",
    "season_conflicts": "Names the organiser still has to sort out",
    "season_event_list": "Events of the season",
    "season_event_line": "{p} players, {g} games",
    "season_uncounted": "Events not counted",
    "season_rule_total": "total of every event",
    "season_rule_best": "best {n} events",
    "season_rule_placement": "placement points, mean of the best {n} events",
    "season_rule_placement_all": "placement points, mean of every event",
    "season_rule_least": "at least {n} events to be ranked",
    # The core's tie rule (tournament.season.scoring.TIE_BREAK, which a test checks this
    # against): another text from the core is shown as it is.
    "season_tie": ("equal season scores: more events counted first, then the better best "
                   "single event; players still equal share the place"),
}
_LIVE_FR: dict[str, str] = {
    "nav_standings": "Classement",
    "nav_seating": "Placement",
    "nav_tables": "Tables",
    "nav_clock": "Chrono",
    "switch_to": "English",
    "live_page": "Page en direct",
    "announcements": "Annonces",
    "standings": "Classement",
    "standings_after": "Classement apr\u00e8s le tour {r}",
    "final_standings": "Classement final",
    "hidden_note": ("Le classement \u00e0 partir du tour {r} est cach\u00e9 jusqu\u2019\u00e0 "
                    "la remise des prix."),
    "withheld": ("Le classement n\u2019est pas affich\u00e9 : le tournoi \u00e9choue \u00e0 "
                 "sa v\u00e9rification (il a \u00e9t\u00e9 modifi\u00e9 en dehors de "
                 "l\u2019application). Pr\u00e9venez l\u2019organisateur."),
    "no_standings": "Aucune partie n\u2019est encore compt\u00e9e.",
    "provisional": "* parties en cours, \u00e0 leur score actuel",
    "substitutes": "Rempla\u00e7ants",
    "disqualified": "Disqualifi\u00e9s",
    "seating": "Placement",
    "seating_round": "Placement, tour {r}",
    "find": "Trouver ma table",
    "find_placeholder": "Tapez votre nom",
    "table_n": "Table {t}",
    "no_seating": "Aucun tour n\u2019est encore plac\u00e9.",
    "tables": "Tables",
    "tables_round": "Tables, tour {r}",
    "hands_one": "{n} main",
    "hands_other": "{n} mains",
    "not_started": "Pas commenc\u00e9e",
    "finished": "Termin\u00e9e",
    "playing": "En cours\u00a0: {where}",
    "scores_hidden": "Les scores s\u2019affichent une fois le tour approuv\u00e9.",
    "scores_hidden_standings": ("Les scores de ce tour sont cach\u00e9s jusqu\u2019\u00e0 la "
                                "remise des prix."),
    "clock": "Chrono du tour",
    "clock_round": "Tour {r}",
    "no_clock": "Aucun tour n\u2019est encore plac\u00e9.",
    "not_running": "Le chrono n\u2019a pas commenc\u00e9.",
    "paused": "En pause",
    "time_up": "Temps \u00e9coul\u00e9",
    "warning": "Derni\u00e8res minutes",
    "error": "Erreur",
    "no_page": "Cette page n\u2019existe pas.",
    "place": "Place",
    "player": "Joueur",
    "total": "Total",
    "col:Place": "Place",
    "col:Name": "Nom",
    "col:Total": "Total",
    "col:Carried": "Report",
    "col:R%1": "T%1",
    "col:F%1": "F%1",
    "updated": "Mis \u00e0 jour \u00e0 {time}",
    "updates": "Se met \u00e0 jour tout seul",
    "none_called": "Aucun joueur nomm\u00e9 \u00ab\u00a0{name}\u00a0\u00bb dans ce tour.",
    "last_hand": "derni\u00e8re main",
    "running": "En cours",
    "not_started_clock": "Le tour n\u2019a pas commenc\u00e9.",
    "back": "Retour au classement",
    "nav_season": "Saison",
    "season": "Classement de la saison",
    "season_place": "Place",
    "season_player": "Joueur",
    "season_ema": "Num\u00e9ro EMA",
    "season_events": "Tournois",
    "season_score": "Score",
    "season_rating": "Cote",
    "season_games": "Parties",
    "season_scoring": "D\u00e9compte\u00a0: {rule}.",
    "season_ties": "\u00c9galit\u00e9s\u00a0: {rule}.",
    "season_empty": "Aucun tournoi de la saison n\u2019a encore de partie compt\u00e9e.",
    "season_conflicts": "Noms que l\u2019organisateur doit encore d\u00e9partager",
    "season_event_list": "Tournois de la saison",
    "season_event_line": "{p} joueurs, {g} parties",
    "season_uncounted": "Tournois non compt\u00e9s",
    "season_rule_total": "total de chaque tournoi",
    "season_rule_best": "les {n} meilleurs tournois",
    "season_rule_placement": "points de classement, moyenne des {n} meilleurs tournois",
    "season_rule_placement_all": "points de classement, moyenne de tous les tournois",
    "season_rule_least": "au moins {n} tournois pour \u00eatre class\u00e9",
    "season_tie": ("scores de saison \u00e9gaux\u00a0: le plus de tournois compt\u00e9s "
                   "d\u2019abord, puis le meilleur tournoi\u00a0; les joueurs encore \u00e0 "
                   "\u00e9galit\u00e9 partagent la place"),
}

def _naming_a_seat(lang: str) -> dict[str, str]:
    """The problems' words the entry page words itself: those that name a seat, as the
    server does not name the players (it words every other problem, in the page's language,
    in its answer). Not the whole catalogue: it would more than double the page's words."""
    texts = issues.catalogue(lang)
    return {key: text for key, text in texts.items()
            if "seat" in issues.placeholders(texts[key.removesuffix(".one")])}


WORDS: dict[str, dict[str, Any]] = {
    lang: {"table": table, "issues": _naming_a_seat(lang), "issue_counts": issues.COUNTED,
           "live": live, "rulesets": RULESETS}
    for lang, table, live in (("en", TABLE_EN, _LIVE_EN), ("fr", TABLE_FR, _LIVE_FR))
}


def language(accept_language: str | None, chosen: str | None = None) -> str:
    """The page's language: the one chosen with the page's switch (its cookie), else the
    first of the browser's (`Accept-Language`, by its q-values) that the pages speak."""
    if chosen in LANGUAGES:
        return str(chosen)
    offered: list[tuple[float, int, str]] = []
    for i, part in enumerate((accept_language or "").split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        base = tag.strip().lower().split("-")[0]
        if base in LANGUAGES and q > 0:
            offered.append((-q, i, base))
    return min(offered)[2] if offered else DEFAULT


def live_words(lang: str) -> dict[str, str]:
    return dict(WORDS[lang if lang in LANGUAGES else DEFAULT]["live"])


def plural(lang: str, key: str, n: int) -> str:
    """The key of a word's form for `n`: "KEY_one" (English: 1; French: 0 and 1, the core's
    rule, `issues.counts_as_one`) or "KEY_other"."""
    return f"{key}_{'one' if issues.counts_as_one(lang, n) else 'other'}"


def say(lang: str, key: str, **values: object) -> str:
    """A live page's words in `lang`, its {placeholders} filled."""
    text = WORDS[lang if lang in LANGUAGES else DEFAULT]["live"][key]
    for name, value in values.items():
        text = text.replace("{" + name + "}", str(value))
    return str(text)
