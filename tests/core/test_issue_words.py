"""The catalogue of the problems' words (tournament/words/issues): every `IssueCode` worded in
English and in French, the two languages key for key with the same placeholders, a singular
for each template that counts, and no template asking for a parameter the core does not
pass where it reports the code."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.words import issues
from tournament.words.issues import (
    COUNTED,
    DETAILED_IN_CORE,
    ENGLISH,
    FRENCH,
    TEMPLATES,
    WITHOUT_VARIANT,
    counts_as_one,
    issue_text,
    placeholders,
)

ROOT = Path(__file__).resolve().parents[2]


def _code(key: str) -> str:
    return key.removesuffix(".one").partition(":")[0]


def test_words_only_for_codes_that_exist() -> None:
    # (Every code worded in both languages: tests/core/test_issue_codes.py.)
    codes = {m.value for m in IssueCode}
    for language, texts in TEMPLATES.items():
        assert sorted({_code(key) for key in texts} - codes) == [], language
    assert sorted(DETAILED_IN_CORE - codes) == []
    # A code's words without a variant are for a code that has variants.
    assert sorted(k for k in WITHOUT_VARIANT
                  if k not in ENGLISH or not any(x.startswith(k + ":") for x in ENGLISH)) == []


def test_the_languages_have_the_same_keys_and_placeholders() -> None:
    assert sorted(ENGLISH.keys() ^ FRENCH.keys()) == []
    differ = [key for key in ENGLISH if placeholders(ENGLISH[key]) != placeholders(FRENCH[key])]
    assert differ == []
    assert [key for key in FRENCH if FRENCH[key] == ENGLISH[key] and " " in ENGLISH[key]] == []


def test_each_template_that_counts_has_its_singular() -> None:
    singulars = {key.removesuffix(".one") for key in ENGLISH if key.endswith(".one")}
    assert singulars == set(COUNTED)
    for key, counted in COUNTED.items():
        for texts in TEMPLATES.values():
            assert counted in placeholders(texts[key]), key
            assert placeholders(texts[key + ".one"]) == placeholders(texts[key]), key
            assert texts[key + ".one"] != texts[key], key


@pytest.mark.parametrize(("language", "ones"), [("en", [1]), ("fr", [0, 1])])
def test_plural_rules(language: str, ones: list[int]) -> None:
    assert [n for n in range(4) if counts_as_one(language, n)] == ones


def test_a_count_picks_its_form() -> None:
    def hands(n: int, language: str) -> str:
        return issue_text(Issue(IssueCode.TABLE_HAS_HANDS, None, "", "recorded hand by hand",
                                {"count": n}), language)
    assert hands(1, "en") == "This table is recorded hand by hand (1 hand); void or undo it first"
    assert hands(0, "en").startswith("This table is recorded hand by hand (0 hands)")
    assert hands(0, "fr").startswith("Cette table est saisie main par main (0 main) ")
    assert hands(2, "fr").startswith("Cette table est saisie main par main (2 mains) ")
    assert hands(1234, "fr").startswith("Cette table est saisie main par main (1\u202f234 mains)")


def test_a_problem_in_each_language() -> None:
    noten = Issue(IssueCode.RIICHI_NOTEN, 3, "riichi", "seat 1 declared riichi but is not "
                  "listed as tenpai (004 §3.4.6)", {"seat": 1})
    players = ["Aiko", "Bruno", "Chiara", "Dieter"]
    assert issue_text(noten, "en", players).startswith("Bruno declared riichi but is not listed")
    assert issue_text(noten, "fr", players).startswith("Bruno a déclaré riichi mais")
    # No players known: the seat cannot be named, so the core's message, without the rules'
    # section numbers.
    assert issue_text(noten, "fr") == "Seat 1 declared riichi but is not listed as tenpai"
    ended = Issue(IssueCode.HAND_AFTER_END, 9, "", "the game has ended", {"end_code": "bust"})
    assert issue_text(ended, "fr") == ("La partie est déjà finie (le score d\u2019un joueur est "
                                       "passé sous zéro) ; aucune main ne peut suivre")
    totals = Issue(IssueCode.TOTALS_TOO_HIGH, None, "", "too high",
                   {"total": 120000, "start": 25000, "expected": 100000})
    assert issue_text(totals, "en") == ("The scores add up to 120,000, more than 4 \u00d7 25,000 "
                                        "= 100,000")
    assert issue_text(totals, "fr").startswith("Les scores font 120\u202f000")


def test_english_shows_the_core_message_where_it_says_more() -> None:
    yaku = Issue(IssueCode.CLOSED_ONLY_YAKU, 0, "wins[0].yaku", "pinfu needs a closed hand "
                 "(000 §6.5.4)")
    assert issue_text(yaku, "en") == "Pinfu needs a closed hand"
    assert issue_text(yaku, "fr") == ("Un yaku coché demande une main fermée, mais cette main "
                                      "est ouverte")


def test_a_code_without_its_variant() -> None:
    said = Issue(IssueCode.BAD_TEXT, None, "same", "'A=B' was already said to be different")
    assert issue_text(said, "en") == "'A=B' was already said to be different"
    assert issue_text(said, "fr") == "Ce texte ne peut pas être utilisé tel quel"
    long = Issue(IssueCode.BAD_TEXT, None, "club", "the club is 90 characters long",
                 {"variant": "length", "length": 90, "max": 80})
    assert issue_text(long, "en") == "The club is 90 characters long; at most 80 are allowed"


def test_an_unknown_variant_falls_back_to_the_code_and_an_unknown_language_to_english() -> None:
    problem = Issue(IssueCode.NO_SUCH_ROUND, None, "round", "round 4 is not seated",
                    {"round": 4, "variant": "something_new"})
    assert issue_text(problem, "en") == "Round 4 is not seated"
    assert issue_text(problem, "de") == "Round 4 is not seated"
    assert issues.template_key("no_such_code", {}) is None


# --- The parameters the core passes where it reports a code --------------------------------

def _static_reports() -> list[tuple[str, str, str | None, set[str]]]:
    """(where, code, variant, the parameter names given) for each `issue(IssueCode.X, field,
    message, **params)` and `Issue(IssueCode.X, hand, field, message, {params})` in the core
    whose parameters are all written out (no `**` spread, a dict literal)."""
    found = []
    for path in sorted((ROOT / "tournament").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("issue", "Issue") and node.args
                    and isinstance(node.args[0], ast.Attribute)
                    and isinstance(node.args[0].value, ast.Name)
                    and node.args[0].value.id == "IssueCode"):
                continue
            code = IssueCode[node.args[0].attr].value
            names: set[str] = set()
            variant: str | None = None
            if node.func.id == "issue":
                if any(k.arg is None for k in node.keywords):
                    continue
                field = node.args[1] if len(node.args) > 1 else None
                given = {k.arg: k.value for k in node.keywords if k.arg is not None}
            else:
                field = node.args[2] if len(node.args) > 2 else None
                params = node.args[4] if len(node.args) > 4 else None
                if params is None:
                    given = {}
                elif isinstance(params, ast.Dict) and all(
                        isinstance(k, ast.Constant) for k in params.keys):
                    given = {k.value: v for k, v in zip(params.keys, params.values,  # type: ignore[union-attr]
                                                        strict=True)}
                else:
                    continue
            names = set(given)
            if not (isinstance(field, ast.Constant) and field.value == ""):
                names.add("field")
            if "end_code" in names or "reason" in names:
                names.add("end")
            if isinstance(given.get("variant"), ast.Constant):
                variant = given["variant"].value  # type: ignore[union-attr]
            elif "variant" in given:
                continue  # a variant computed: which template is not known here
            found.append((f"{path.relative_to(ROOT)}:{node.lineno}", code, variant, names))
    return found


def test_templates_ask_only_for_parameters_the_core_passes() -> None:
    reports = _static_reports()
    assert len(reports) > 100  # the scan finds the core's reports
    missing = []
    for where, code, variant, names in reports:
        key = issues.template_key(code, {"variant": variant} if variant else {})
        if key is None:
            missing.append(f"{where}: no words for {code} (variant {variant})")
            continue
        wanted = placeholders(ENGLISH[key])
        if not wanted <= names:
            missing.append(f"{where}: {key} wants {sorted(wanted - names)}")
    assert missing == []
