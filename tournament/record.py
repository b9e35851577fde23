"""The JSON game record format (documented in docs/formats.md) <-> `GameRecord` / `HandRecord`.

Parsing never raises on bad input: it returns the record it could build and every problem as
an `Issue`. Only the shape of the data is checked here (types, seats, known names); whether a
hand is possible under a ruleset at a given table state is `scoring.validate`'s job.
"""

from __future__ import annotations

from typing import Any

from tournament.issue_codes import IssueCode
from tournament.model import AbortiveKind, GameRecord, HandRecord, Issue, Outcome, Win

HAND_KEYS = {
    "outcome", "riichi", "wins", "tenpai", "abortive_kind", "nagashi_mangan_seats",
    "offender", "last_hand", "note",
}
WIN_KEYS = {
    "winner", "loser", "han", "fu", "yakuman", "pao", "yaku", "dora", "red_fives",
    "ura_dora", "open",
}
GAME_KEYS = {"ruleset", "ruleset_overrides", "players", "hands"}
# What a game can hold: a round lasts at most 1,440 minutes (the longest time limit a
# tournament takes) and a hand at least a minute (shuffle, build the walls, deal; the
# quickest end is an abortive draw at the first draw, 004 §3.4.3), so no game has more than
# 1,440 hands. A file with more is refused before its hands are read.
MAX_HANDS = 1440


def hands_past_limit(data: Any) -> Issue | None:
    """The first game of a game record or a tournament export with more than MAX_HANDS
    hands, or None: a look at the lists' lengths, made before the rest of a file is checked
    (a file of 100,000 hands is refused at once)."""
    if not isinstance(data, dict):
        return None
    hands = data.get("hands")
    if isinstance(hands, list) and len(hands) > MAX_HANDS:
        return too_many_hands(len(hands))
    rounds = data.get("rounds")
    for i, round_ in enumerate(rounds if isinstance(rounds, list) else []):
        tables = round_.get("tables") if isinstance(round_, dict) else None
        for j, table in enumerate(tables if isinstance(tables, list) else []):
            hands = table.get("hands") if isinstance(table, dict) else None
            if isinstance(hands, list) and len(hands) > MAX_HANDS:
                return too_many_hands(len(hands), f"rounds[{i}].tables[{j}].hands")
    return None


def too_many_hands(count: int, field: str = "hands") -> Issue:
    return Issue(IssueCode.TOO_MANY_HANDS, None, field,
                 f"the game has {count:,} hands; a game holds at most {MAX_HANDS:,} (a round "
                 f"lasts at most 1,440 minutes, a hand at least one)",
                 {"count": count, "most": MAX_HANDS})


class _Reader:
    """Collects issues while reading one hand."""

    def __init__(self, hand: int | None):
        self.hand = hand
        self.issues: list[Issue] = []

    def bad(self, code: IssueCode, field: str, message: str) -> None:
        self.issues.append(Issue(code, self.hand, field, message))

    def integer(self, data: dict[str, Any], key: str, path: str, *, default: int | None = None,
                required: bool = False) -> int | None:
        if key not in data or data[key] is None:
            if required:
                self.bad(IssueCode.MISSING_FIELD, path, f"'{key}' is required here")
            return default
        value = data[key]
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.bad(IssueCode.NOT_AN_INTEGER, path,
                     f"'{key}' must be a whole number, got {value!r}")
            return default
        if isinstance(value, float):
            if not value.is_integer():
                self.bad(IssueCode.NOT_AN_INTEGER, path,
                         f"'{key}' must be a whole number, got {value!r}")
                return default
            value = int(value)
        if value < 0:
            self.bad(IssueCode.NEGATIVE_NUMBER, path, f"'{key}' must not be negative, got {value}")
            return default
        return value

    def seat(self, data: dict[str, Any], key: str, path: str, *,
             required: bool = False) -> int | None:
        value = self.integer(data, key, path, required=required)
        if value is not None and value > 3:
            self.bad(IssueCode.SEAT_OUT_OF_RANGE, path,
                     f"'{key}' must be a seat from 0 to 3, got {value}")
            return None
        return value

    def seat_list(self, data: dict[str, Any], key: str) -> tuple[int, ...]:
        raw = data.get(key, [])
        if raw is None:
            return ()
        if not isinstance(raw, list):
            self.bad(IssueCode.BAD_TYPE, key, f"'{key}' must be a list of seats (0-3), got {raw!r}")
            return ()
        seats: list[int] = []
        for i, item in enumerate(raw):
            value = self.seat({key: item}, key, f"{key}[{i}]")
            if value is None:
                continue
            if value in seats:
                self.bad(IssueCode.DUPLICATE_SEAT, f"{key}[{i}]",
                         f"seat {value} is listed twice in "
                         f"'{key}'")
                continue
            seats.append(value)
        return tuple(seats)

    def unknown_keys(self, data: dict[str, Any], allowed: set[str], path: str) -> None:
        for key in data:
            if key not in allowed:
                where = f"{path}.{key}" if path else key
                self.bad(IssueCode.UNKNOWN_FIELD, where,
                         f"unknown field '{key}' (known: {', '.join(sorted(allowed))})")


def parse_win(data: Any, hand: int | None, index: int,
              reader: _Reader | None = None) -> tuple[Win | None, list[Issue]]:
    r = reader or _Reader(hand)
    start = len(r.issues)
    path = f"wins[{index}]"
    if not isinstance(data, dict):
        r.bad(IssueCode.BAD_TYPE, path, f"each win must be an object, got {data!r}")
        return None, r.issues[start:]
    r.unknown_keys(data, WIN_KEYS, path)
    winner = r.seat(data, "winner", f"{path}.winner", required=True)
    loser = r.seat(data, "loser", f"{path}.loser")
    pao = r.seat(data, "pao", f"{path}.pao")
    han = r.integer(data, "han", f"{path}.han", default=0)
    fu = r.integer(data, "fu", f"{path}.fu", default=0)
    yakuman = r.integer(data, "yakuman", f"{path}.yakuman", default=0)
    dora = r.integer(data, "dora", f"{path}.dora", default=0)
    red = r.integer(data, "red_fives", f"{path}.red_fives", default=0)
    ura = r.integer(data, "ura_dora", f"{path}.ura_dora", default=0)
    yaku: tuple[str, ...] | None = None
    if data.get("yaku") is not None:
        raw = data["yaku"]
        if not isinstance(raw, list) or not all(isinstance(y, str) for y in raw):
            r.bad(IssueCode.BAD_TYPE, f"{path}.yaku",
                  f"'yaku' must be a list of yaku names, got {raw!r}")
        else:
            yaku = tuple(raw)
    open_hand = data.get("open")
    if open_hand is not None and not isinstance(open_hand, bool):
        r.bad(IssueCode.BAD_TYPE, f"{path}.open",
              f"'open' must be true or false, got {open_hand!r}")
        open_hand = None
    if winner is None or len(r.issues) > start:
        return None, r.issues[start:]
    assert han is not None and fu is not None and yakuman is not None
    return Win(winner=winner, loser=loser, han=han, fu=fu, yakuman=yakuman, pao=pao, yaku=yaku,
               dora=dora or 0, red_fives=red or 0, ura_dora=ura or 0,
               open_hand=open_hand), r.issues[start:]


def parse_hand(data: Any, hand: int | None = None) -> tuple[HandRecord | None, list[Issue]]:
    """One hand record from its JSON form. Returns (record or None, issues)."""
    r = _Reader(hand)
    if not isinstance(data, dict):
        r.bad(IssueCode.BAD_TYPE, "", f"a hand must be an object, got {data!r}")
        return None, r.issues
    r.unknown_keys(data, HAND_KEYS, "")
    raw_outcome = data.get("outcome")
    if isinstance(raw_outcome, str) and raw_outcome in {o.value for o in Outcome}:
        outcome = Outcome(raw_outcome)
    else:
        known = ", ".join(o.value for o in Outcome)
        if raw_outcome is None:
            r.bad(IssueCode.MISSING_FIELD, "outcome", f"'outcome' is required (one of {known})")
        else:
            r.bad(IssueCode.UNKNOWN_OUTCOME, "outcome",
                  f"unknown outcome {raw_outcome!r}; expected one of {known}")
        return None, r.issues

    riichi = r.seat_list(data, "riichi")
    tenpai = r.seat_list(data, "tenpai")
    nagashi = r.seat_list(data, "nagashi_mangan_seats")
    offender = r.seat(data, "offender", "offender")
    last_hand = data.get("last_hand", False)
    if not isinstance(last_hand, bool):
        r.bad(IssueCode.BAD_TYPE, "last_hand",
              f"'last_hand' must be true or false, got {last_hand!r}")
        last_hand = False
    note = data.get("note", "")
    if not isinstance(note, str):
        r.bad(IssueCode.BAD_TYPE, "note", "'note' must be text")
        note = ""

    wins: list[Win] = []
    raw_wins = data.get("wins", [])
    if not isinstance(raw_wins, list):
        r.bad(IssueCode.BAD_TYPE, "wins", f"'wins' must be a list, got {raw_wins!r}")
        raw_wins = []
    for i, raw_win in enumerate(raw_wins):
        win, _ = parse_win(raw_win, hand, i, r)
        if win is not None:
            wins.append(win)

    kind: AbortiveKind | None = None
    if data.get("abortive_kind") is not None:
        try:
            kind = AbortiveKind(data["abortive_kind"])
        except ValueError:
            known = ", ".join(k.value for k in AbortiveKind)
            r.bad(IssueCode.BAD_ABORTIVE_KIND, "abortive_kind",
                  f"unknown abortive draw {data['abortive_kind']!r}; expected one of {known}")

    # Fields that belong to other outcomes are mistakes worth a message, not silence.
    def only_for(key: str, outcomes: tuple[Outcome, ...]) -> None:
        value = data.get(key)
        if value not in (None, [], False) and outcome not in outcomes:
            r.bad(IssueCode.FIELD_NOT_FOR_OUTCOME, key,
                  f"'{key}' does not belong to a {outcome.value} record")

    only_for("wins", (Outcome.RON, Outcome.TSUMO))
    only_for("tenpai", (Outcome.EXHAUSTIVE_DRAW, Outcome.NAGASHI_MANGAN))
    only_for("abortive_kind", (Outcome.ABORTIVE_DRAW,))
    only_for("nagashi_mangan_seats", (Outcome.NAGASHI_MANGAN,))
    only_for("offender", (Outcome.CHOMBO,))

    if outcome.is_win and not raw_wins:
        r.bad(IssueCode.NO_WINNER, "wins", f"a {outcome.value} needs at least one entry in 'wins'")
    if outcome is Outcome.ABORTIVE_DRAW and "abortive_kind" not in data:
        known = ", ".join(k.value for k in AbortiveKind)
        r.bad(IssueCode.MISSING_FIELD, "abortive_kind", f"say which abortive draw it was ({known})")
    if outcome is Outcome.NAGASHI_MANGAN and not nagashi and "nagashi_mangan_seats" not in data:
        r.bad(IssueCode.MISSING_FIELD, "nagashi_mangan_seats",
              "say which seats made nagashi mangan in 'nagashi_mangan_seats'")
    if outcome is Outcome.CHOMBO and "offender" not in data:
        r.bad(IssueCode.MISSING_FIELD, "offender",
              "say which seat committed the chombo in 'offender'")

    if r.issues:
        return None, r.issues
    return HandRecord(outcome=outcome, riichi=riichi, wins=tuple(wins), tenpai=tenpai,
                      abortive_kind=kind, nagashi_mangan_seats=nagashi, offender=offender,
                      last_hand=last_hand, note=note), []


def parse_game(data: Any) -> tuple[GameRecord | None, list[Issue]]:
    """A whole game record and every problem with its shape (None only if it is no game)."""
    issues: list[Issue] = []
    if not isinstance(data, dict):
        return None, [Issue(IssueCode.BAD_TYPE, None, "game",
                            "a game record must be a JSON object")]
    top = _Reader(None)
    top.unknown_keys(data, GAME_KEYS, "")
    issues += top.issues
    ruleset = data.get("ruleset")
    if ruleset is not None and not isinstance(ruleset, str):
        issues.append(Issue(IssueCode.BAD_TYPE, None, "ruleset", "'ruleset' must be a preset name"))
        ruleset = None
    overrides = data.get("ruleset_overrides", {})
    if not isinstance(overrides, dict):
        issues.append(Issue(IssueCode.BAD_TYPE, None, "ruleset_overrides",
                            "'ruleset_overrides' must be an object of field: value"))
        overrides = {}
    players = data.get("players", ["A", "B", "C", "D"])
    if (not isinstance(players, list) or len(players) != 4
            or not all(isinstance(p, str) and p.strip() for p in players)):
        issues.append(Issue(IssueCode.BAD_PLAYERS, None, "players",
                            "'players' must list four non-empty names, East to North"))
        players = ["A", "B", "C", "D"]
    elif len({p.strip() for p in players}) != 4:
        issues.append(Issue(IssueCode.BAD_PLAYERS, None, "players",
                            "the four player names must differ"))
    raw_hands = data.get("hands")
    if not isinstance(raw_hands, list):
        issues.append(Issue(IssueCode.MISSING_FIELD, None, "hands",
                            "'hands' must be a list of hands"))
        raw_hands = []
    if len(raw_hands) > MAX_HANDS:
        return None, issues + [too_many_hands(len(raw_hands))]
    # Hands after the first unreadable one are still checked for their shape, but only the
    # readable prefix is returned: the state a later hand starts from is unknown.
    hands: list[HandRecord] = []
    prefix = True
    for i, raw in enumerate(raw_hands):
        hand, hand_issues = parse_hand(raw, i)
        issues += hand_issues
        if hand is None:
            prefix = False
        elif prefix:
            hands.append(hand)
    return GameRecord(hands=tuple(hands), players=tuple(players), ruleset=ruleset,
                      ruleset_overrides=dict(overrides)), issues


def win_to_dict(win: Win) -> dict[str, Any]:
    out: dict[str, Any] = {"winner": win.winner}
    if win.loser is not None:
        out["loser"] = win.loser
    out["han"] = win.han
    out["fu"] = win.fu
    if win.yakuman:
        out["yakuman"] = win.yakuman
    if win.pao is not None:
        out["pao"] = win.pao
    if win.yaku is not None:
        out["yaku"] = list(win.yaku)
    for key in ("dora", "red_fives", "ura_dora"):
        if getattr(win, key):
            out[key] = getattr(win, key)
    if win.open_hand is not None:
        out["open"] = win.open_hand
    return out


def hand_to_dict(hand: HandRecord) -> dict[str, Any]:
    out: dict[str, Any] = {"outcome": hand.outcome.value}
    if hand.outcome is not Outcome.CHOMBO or hand.riichi:
        out["riichi"] = list(hand.riichi)
    if hand.wins:
        out["wins"] = [win_to_dict(w) for w in hand.wins]
    if hand.outcome in (Outcome.EXHAUSTIVE_DRAW, Outcome.NAGASHI_MANGAN):
        out["tenpai"] = list(hand.tenpai)
    if hand.abortive_kind is not None:
        out["abortive_kind"] = hand.abortive_kind.value
    if hand.nagashi_mangan_seats:
        out["nagashi_mangan_seats"] = list(hand.nagashi_mangan_seats)
    if hand.offender is not None:
        out["offender"] = hand.offender
    if hand.last_hand:
        out["last_hand"] = True
    if hand.note:
        out["note"] = hand.note
    return out
