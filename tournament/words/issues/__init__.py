"""The problems' words: every `IssueCode` worded in English and in French, in one place for
the desk, the phone page and the live pages.

A problem is worded from its code and parameters (`Issue.code`, `Issue.params`), never by
rewriting the core's English message. Each template is keyed by the code, or by
"code:variant" when the core words one code several ways (`params["variant"]`); its
{placeholders} are the issue's parameters: a seat becomes the player's name, points are
written as points in the language, a ruleset by its name. A template that counts something
(`COUNTED`: its key and the parameter it counts) has a singular form under "key.one", chosen
as the language counts (`counts_as_one`: English 1 only; French 0 and 1).

Why a Python table and not gettext (.po files through Babel): two languages, whose plural
rules are one comparison each, so CLDR's rules are not needed; the table is checked by mypy
and by tests/core/test_issue_words.py (every code worded in both languages, the same
placeholders in both, the parameters the core passes), and the pages get it as JSON as it
is (`tournament.web.words`), with no compiled catalogue to build or ship. A translator edits
`french.py` beside `english.py`, key by key.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from string import Formatter
from typing import Any

from tournament.model import Issue
from tournament.words.issues.english import ENGLISH, ENGLISH_WORDS
from tournament.words.issues.french import FRENCH, FRENCH_WORDS
from tournament.words.numbers import MINUS, number_text

LANGUAGES = ("en", "fr")
TEMPLATES: dict[str, dict[str, str]] = {"en": ENGLISH, "fr": FRENCH}
# The words a parameter's value is replaced by: a field's name, why a game ended...
WORDS: dict[str, dict[str, str]] = {"en": ENGLISH_WORDS, "fr": FRENCH_WORDS}

# The templates that count something, with the parameter they count: each has a "key.one"
# form in both languages.
COUNTED: dict[str, str] = {
    "table_has_hands": "count",
    "table_size": "count",
    "two_han_minimum": "honba",
    "few_ema_players": "count",
    "too_many_sticks": "sticks",
    "rounds_left": "rounds",
    "bad_round:too_high": "rounds",
    "too_many_hands": "most",
    "no_such_round:too_high": "rounds",
}

# Codes whose core message says more than these words (it names the yaku
# concerned, the file, the value): in English the core's own message is shown; these words
# in another language.
DETAILED_IN_CORE = frozenset({
    "ambiguous_yaku", "unknown_yaku", "duplicate_yaku", "not_a_winning_hand",
    "yaku_not_in_ruleset", "closed_only_yaku", "yaku_combination", "yaku_needs_tsumo",
    "yaku_needs_ron", "missing_yaku", "riichi_not_declared", "riichi_open_hand",
    "ippatsu_without_riichi", "red_fives_not_in_ruleset", "too_many_red_fives",
    "ura_dora_without_riichi", "dora_with_renhou", "no_yaku", "impossible_fu",
    "dealer_only_yaku", "non_dealer_only_yaku", "yakuman_mismatch", "han_mismatch",
    "bad_tiles", "impossible_tiles", "bad_situation", "not_a_win",
    "table_changed", "changed_elsewhere", "not_allowed", "fact_changed", "fact_added",
    "fact_removed", "ledger_broken", "ledger_behind", "unsigned_fact", "signature_wrong",
    "bad_abortive_kind", "bad_carry", "bad_code", "bad_csv", "bad_document", "bad_encoding",
    "bad_entry_id", "bad_flag", "bad_json", "bad_kind", "bad_log", "bad_minimum", "bad_minutes",
    "bad_name_style", "bad_players", "bad_ranking", "bad_role", "bad_rounds", "bad_score_unit",
    "bad_seating", "bad_seen", "bad_size", "bad_source", "bad_steps", "bad_tie_break", "bad_ties",
    "bad_title", "bad_type", "bad_url", "bad_xlsx", "busy", "cancelled", "clock_not_paused",
    "clock_not_running", "clock_not_started", "clock_started", "duplicate_award",
    "duplicate_player", "empty_announcement", "empty_file", "empty_station", "entry_off", "failed",
    "field_not_for_outcome", "file_damaged", "file_exists", "final_played", "final_round",
    "final_started", "finalist_count", "finalist_dropped", "finalist_twice", "hands_differ",
    "log_differs", "log_player_elsewhere", "log_player_twice", "log_player_unknown",
    "log_players_missing", "log_seat_order", "no_file", "no_final", "no_logs",
    "no_qualifying_round", "no_round", "no_round_length", "no_rounds", "no_tables", "no_winner",
    "not_a_final_round", "not_a_finalist", "not_current_round", "not_in_log", "not_ranked",
    "nothing_new", "nothing_to_set", "online_name_taken", "output_missing",
    "players_not_multiple_of_4", "previous_unfinished", "qualifying_unfinished", "round_approved",
    "rounds_after", "ruleset_mismatch", "seat_out_of_range", "store_error", "summary_differs",
    "tables_required", "tie_at_cut", "too_few_players", "too_many_columns", "too_many_hands",
    "unexpected_argument", "unknown_award", "unknown_field", "unknown_outcome", "unknown_ruleset",
    "wrong_player",
    # The phone page's answers and the command line's own refusals, which name the address,
    # the role, the version...
    "bad_method", "bad_request", "not_found", "server_error", "too_large",
    "too_many_wrong_codes", "unavailable", "maybe_saved", "bad_head", "ledger_rewritten",
    "not_owner", "same_role", "unknown_role", "bad_time", "not_an_export",
    "unsupported_version", "bad_reason", "too_many_calls", "yaku_needed", "phone_name_taken",
    "bad_phone_entry",
})
# The words of a code reported without a variant (its variants are worded in full): the core
# says more in English, as for `DETAILED_IN_CORE`, but the code's variants are worded.
WITHOUT_VARIANT = frozenset({"bad_round", "missing_field", "bad_ruleset", "bad_text",
                             "duplicate_name", "no_change", "empty_name"})

# The rulesets' own names, for a sentence ("not played under the EMA RCR ruleset"); the core
# gives their codes.
RULESET_NAMES = {"ema_rcr": "EMA RCR", "ema2016": "EMA 2016", "wrc": "WRC",
                 "tenhou": "Tenhou"}

# Params that name a seat (shown as the player's name) or points (shown as points).
SEAT_PARAMS = frozenset({"seat"})
POINT_PARAMS = frozenset({"score", "total", "start", "expected", "scores", "sticks",
                          "difference", "return"})


def counts_as_one(language: str, n: int) -> bool:
    """Does `language` say `n` with the singular? English: 1 only ("0 hands"); French: 0 and 1
    ("0 main, 1 main, 2 mains"), as the desk's screens and printed documents count."""
    return abs(n) < 2 if language == "fr" else n == 1


def placeholders(text: str) -> set[str]:
    """The {names} a template fills."""
    return {name for _, name, _, _ in Formatter().parse(text) if name}


def template_key(code: str, params: Mapping[str, Any]) -> str | None:
    """The catalogue's key for a problem: "code:variant" when it has words for the variant,
    else "code"; None for a code it has no words for."""
    variant = params.get("variant")
    if variant is not None and f"{code}:{variant}" in ENGLISH:
        return f"{code}:{variant}"
    return str(code) if str(code) in ENGLISH else None


def template(key: str, language: str, params: Mapping[str, Any]) -> str:
    """The words of `key` in `language` ("en" for another), in the form its count takes."""
    texts = TEMPLATES.get(language, ENGLISH)
    counted = params.get(COUNTED.get(key, ""))
    if isinstance(counted, int) and not isinstance(counted, bool) \
            and counts_as_one(language, counted):
        return texts[key + ".one"]
    return texts[key]


def number(value: int, language: str) -> str:
    """Points as the language writes them: 30,000 / 30 000; a real minus sign."""
    text = number_text(abs(value), 0, language)
    return MINUS + text if value < 0 else text


def param_words(issue: Issue, language: str, players: Sequence[str] = ()) -> dict[str, str]:
    """The issue's parameters as words of `language`: a seat as the player's name (when
    `players` names them), numbers as the language writes them, a ruleset, a field and the
    end of a game by their names."""
    words = WORDS.get(language, ENGLISH_WORDS)
    out = {}
    # The field a problem is about, when its params do not name it (a text the core checks).
    params = {"field": issue.field, **issue.params} if issue.field else dict(issue.params)
    for key, value in params.items():
        if key in SEAT_PARAMS and isinstance(value, int):
            if 0 <= value < len(players):  # else unnamed: the core's message is shown
                out[key] = players[value]
        elif key == "ruleset":
            out[key] = RULESET_NAMES.get(str(value), str(value).replace("_", " "))
        elif key == "field":
            out[key] = words.get(f"field:{value}", str(value))
        elif key == "end_code":
            if f"end:{value}" in words:
                out["end"] = words[f"end:{value}"].replace("{hand}", words["the_last_hand"])
        elif key in POINT_PARAMS and isinstance(value, int) and not isinstance(value, bool):
            out[key] = number(value, language)
        elif isinstance(value, int) and not isinstance(value, bool):
            out[key] = number_text(value, 0, language)  # 1 234 in French
        else:
            out[key] = str(value)
    out.setdefault("end", str(issue.params.get("reason", "")))
    return out


def issue_text(issue: Issue, language: str, players: Sequence[str] = (),
               words: Mapping[str, str] | None = None) -> str:
    """A problem in `language` ("en", "fr"): its template filled with `param_words`, `words`
    over them (the desk's own words for a parameter). A problem the catalogue cannot word
    (an unknown code, a parameter missing) is the core's own message, capitalised and
    without the rules' section numbers, as the command line prints it; in English, so is a
    code whose core message says more (`DETAILED_IN_CORE`, `WITHOUT_VARIANT`)."""
    key = template_key(issue.code, issue.params)
    detailed = issue.code in DETAILED_IN_CORE or key in WITHOUT_VARIANT
    if key is not None and not (detailed and language == "en"):
        text = template(key, language, issue.params)
        filled = {**param_words(issue, language, players), **(words or {})}
        if placeholders(text) <= filled.keys():
            return text.format(**filled)
    message = without_references(issue.message)
    return message[:1].upper() + message[1:]


def catalogue(language: str) -> dict[str, str]:
    """Every template of `language`, by key (with the ".one" forms): what the pages get as
    JSON."""
    return dict(TEMPLATES.get(language, ENGLISH))


# "(004 §3.4.6)", "(000 §6.5.4, §6.5.6)", "000 §6.5: ": the rules documents' section numbers,
# for the code and the tests; a reader reads the rule, not where it is written.
_SECTION = r"\d{3} §[\d.]+(?:,\s*§[\d.]+)*"
_QUOTING = re.compile(r"\(" + _SECTION + r":\s*([^)]*)\)")  # "(000 §6.5: the rule)"
_REFERENCE = re.compile(r"\s*\(" + _SECTION + r"\)|\b" + _SECTION + r":\s*")


def without_references(message: str) -> str:
    return _REFERENCE.sub("", _QUOTING.sub(r"(\1)", message)).strip()


SHOWN_FOUND = 3  # the check's problems an event's sentence names (then "…")


def event_problem_text(issue: Issue, text: str, language: str = "en") -> str:
    """A season's problem with an event (it cannot be read, it fails its check), worded as
    `text` (`issue_text` in the reader's language), naming the event it is about: the core's
    message starts with the event's name ("march.rtdb: no such file"), a language's sentence
    for the code may not, so the name goes before it; an event that fails its check says which
    problems the check found (the first few, in the check's words). `language`: the one
    `text` is in."""
    own = without_references(issue.message)
    if text == own[:1].upper() + own[1:]:
        text = own  # no words of the language's for it: the core's, a file's name unchanged
    about = str(issue.params.get("event") or issue.message.partition(": ")[0]
                if ": " in issue.message else "")
    if about and about not in text:
        # (French puts a no-break space before the colon)
        text = f"{about}{chr(0xA0) if language == 'fr' else ''}: {text}"
    found = issue.params.get("problems")
    if isinstance(found, list | tuple) and found:
        text += " (" + "; ".join(str(p) for p in found[:SHOWN_FOUND]) + (
            " \u2026" if len(found) > SHOWN_FOUND else "") + ")"
    return text
