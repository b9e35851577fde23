"""Online game logs (Tenhou mjlog XML, tenhou.net/6 JSON) -> game records, checked by our core.

A table that played online brings its game's log instead of a score sheet. This module reads
the two formats the online rooms produce:

- Tenhou's mjlog: XML (plain, or gzip-compressed as Tenhou serves it). Tags used: GO (the room's
  rule bits), UN (names, URL-encoded), INIT (round, honba, sticks, scores in hundreds), REACH
  (step 2 = a riichi accepted), AGARI (a win: who, fromWho, ten="fu,points,limit", yaku /
  yakuman, sc = scores and deltas in hundreds, paoWho, owari) and RYUUKYOKU (a draw: type,
  sc, hai0..3 shown for the tenpai seats, owari).
- tenhou.net/6 JSON, the format of Tenhou's viewer, which Mahjong Soul logs are converted to:
  {"title", "name", "rule": {"disp", "aka"...}, "log": [[[round, honba, sticks], scores, dora,
  ura, haipai/draws/discards x 4, [result...]], ...]}.

Every hand becomes a `HandRecord` (the facts: outcome, riichi, winners, han, fu, yakuman, pao,
tenpai, abortive kind, nagashi) and the game is settled by our core (`scoring.game.replay`);
`compare` then sets our payments beside what the log says was paid, hand by hand, and the
game's end beside the log's. Logs are untrusted: every problem is a `LogProblem` line, never an
exception, and the reader never expands XML entities (a DOCTYPE is refused outright).
"""

from __future__ import annotations

import json
import re
import unicodedata
import zlib
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote
from xml.parsers import expat

from tournament.model import (
    RIICHI_STICK,
    AbortiveKind,
    HandRecord,
    Issue,
    Outcome,
    Win,
    Wind,
)
from tournament.rules.presets import PRESETS
from tournament.rules.ruleset import Ruleset
from tournament.scoring.game import Replay, replay

# A whole hanchan is 20-60 KB of XML or JSON; a West extension with long hands stays far
# below a megabyte. Anything larger is refused before it is parsed or decompressed further.
MAX_LOG_BYTES = 4_000_000
# A game that never ends is not a log: Tenhou's longest games (West 4 with many repeats)
# stay well below this many hands.
MAX_HANDS = 200

ROOM_TENHOU = "tenhou"
ROOM_MAHJONG_SOUL = "mahjong_soul"
ROOM_UNKNOWN = "unknown"


class LogProblem(Exception):
    """A log that cannot be read: the message is one line for the user."""


@dataclass(frozen=True, slots=True)
class LogHand:
    """One hand of a log: our record of it and what the log says happened to the scores."""

    record: HandRecord
    round_wind: int  # 0 East, 1 South...
    hand_number: int  # 1-4
    honba: int
    sticks: int  # on the table when the hand started
    start_scores: tuple[int, int, int, int]
    log_deltas: tuple[int, int, int, int]  # each seat's change, riichi stakes included
    log_sticks_after: int | None  # sticks on the table after the hand, when the log says
    summary: str  # the log's own words for the result, for a preview

    @property
    def label(self) -> str:
        return f"{Wind(self.round_wind).letter}{self.hand_number}"


@dataclass(frozen=True, slots=True)
class OnlineLog:
    fmt: str  # "mjlog" or "tenhou6"
    room: str  # ROOM_TENHOU, ROOM_MAHJONG_SOUL or ROOM_UNKNOWN
    room_text: str  # the log's own description of the room
    names: tuple[str, str, str, str]
    hands: tuple[LogHand, ...]
    east_only: bool
    red_fives: bool
    open_tanyao: bool
    start_points: int
    kiriage_seen: bool = False
    triple_ron_seen: bool = False  # a hand with three winners (a room that pays them)
    triple_ron_abortive_seen: bool = False  # a triple ron recorded as an abortive draw
    final_scores: tuple[int, int, int, int] | None = None  # after leftover sticks
    # The game ends after the last hand of its length (East 4, or South 4) with nobody at
    # 30,000: a room without the extension into the next wind (a Mahjong Soul friendly or
    # tournament room may be set so).
    ends_short_of_goal: bool = False
    csrule: tuple[str, ...] = ()  # a Tenhou lobby's own rules (GO csrule), when it has them


@dataclass(frozen=True, slots=True)
class Difference:
    hand: int | None  # None for the game's end
    message: str


@dataclass(frozen=True, slots=True)
class Comparison:
    log: OnlineLog
    rules: Ruleset
    result: Replay
    differences: tuple[Difference, ...]
    notes: tuple[str, ...]  # how the room's rules were read

    @property
    def agrees(self) -> bool:
        return not self.differences and self.result.ok


# ---------------------------------------------------------------------------------------------
# Reading bytes


def read_log(data: bytes, name: str = "log") -> OnlineLog:
    """A log from its bytes: gzip or plain, XML or JSON, told apart by their first bytes."""
    if len(data) > MAX_LOG_BYTES:
        raise LogProblem(f"{name}: more than {MAX_LOG_BYTES:,} bytes, too large for a game "
                         "log")
    if data[:2] == b"\x1f\x8b":
        data = _gunzip(data, name)
    text = _decode(data, name)
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.startswith("<"):
        return _read_mjlog(stripped, name)
    if stripped.startswith("{"):
        return _read_tenhou6(stripped, name)
    raise LogProblem(f"{name}: not a Tenhou log (neither mjlog XML nor tenhou.net/6 JSON)")


def read_log_file(path: str) -> OnlineLog:
    """A log from a file, read no further than the size cap ('-': standard input)."""
    import sys

    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_LOG_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(MAX_LOG_BYTES + 1)
    except OSError as exc:
        raise LogProblem(f"{path}: cannot read the file ({exc.strerror or exc})") from None
    return read_log(data, path)


def _gunzip(data: bytes, name: str) -> bytes:
    # Decompress in bounded steps: a small gzip bomb must not fill memory.
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = inflater.decompress(data, MAX_LOG_BYTES + 1)
    except zlib.error:
        raise LogProblem(f"{name}: the gzip data is damaged") from None
    if len(out) > MAX_LOG_BYTES or inflater.unconsumed_tail:
        raise LogProblem(f"{name}: the log unpacks to more than {MAX_LOG_BYTES:,} bytes")
    if not inflater.eof:
        raise LogProblem(f"{name}: the gzip data is cut short")
    return out


def _decode(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise LogProblem(f"{name}: not UTF-8 text") from None


# ---------------------------------------------------------------------------------------------
# Tenhou mjlog XML


class _Refused(Exception):
    pass


def _xml_elements(text: str, name: str) -> list[tuple[str, dict[str, str]]]:
    """The elements of an mjlog in document order, with a parser that refuses any DOCTYPE
    (hence no entity can be declared or expanded: no "billion laughs")."""
    elements: list[tuple[str, dict[str, str]]] = []
    parser = expat.ParserCreate()

    def refuse(*_: Any) -> None:
        raise _Refused("a DOCTYPE or entity declaration")

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.ExternalEntityRefHandler = refuse  # type: ignore[assignment]
    parser.StartElementHandler = lambda tag, attrs: elements.append((tag, attrs))
    try:
        parser.Parse(text, True)
    except _Refused as exc:
        raise LogProblem(f"{name}: the XML has {exc}, which a game log never has") from None
    except expat.ExpatError as exc:
        raise LogProblem(f"{name}: not valid XML (line {exc.lineno}, column {exc.offset}: "
                         f"{expat.ErrorString(exc.code)})") from None
    return elements


def _ints(text: str | None, name: str, what: str) -> list[int]:
    if text is None:
        raise LogProblem(f"{name}: {what} is missing")
    try:
        return [int(part) for part in text.split(",") if part.strip() != ""]
    except ValueError:
        raise LogProblem(f"{name}: {what} is not a list of numbers: {text[:60]!r}") from None


def _numbers(text: str, name: str, what: str) -> list[float]:
    try:
        return [float(part) for part in text.split(",")]
    except ValueError:
        raise LogProblem(f"{name}: {what} is not a list of numbers: {text[:60]!r}") from None


def _seat(value: str | None, name: str, what: str) -> int:
    if value is None or not value.isdigit() or int(value) > 3:
        raise LogProblem(f"{name}: {what} is not a seat from 0 to 3: {value!r}")
    return int(value)


# GO type bits (Tenhou's rule flags).
_GO_VS_HUMAN = 0x01
_GO_NO_RED = 0x02
_GO_NO_KUITAN = 0x04
_GO_HANCHAN = 0x08
_GO_SANMA = 0x10

# Tenhou yaku ids whose han are dora, in the yaku="id,han,..." list (52 dora, 53 ura, 54 red).
_LIMIT_HAN = {1: 5, 2: 6, 3: 8, 4: 11, 5: 13}
# The lowest fu at which a 3 or 4 han hand is a mangan without kiriage: what is recorded for a
# mangan of fewer than 5 han when the log does not give its fu (the payment is the same).
_MANGAN_FU = {3: 70, 4: 40}
_ABORTIVE_XML = {
    "yao9": AbortiveKind.NINE_TERMINALS,
    "reach4": AbortiveKind.FOUR_RIICHI,
    "ron3": AbortiveKind.TRIPLE_RON,
    "kan4": AbortiveKind.FOUR_KONGS,
    "kaze4": AbortiveKind.FOUR_WINDS,
}


@dataclass
class _Hand:
    """A hand being read (either format)."""

    round_index: int
    honba: int
    sticks: int
    start: tuple[int, int, int, int]
    riichi: list[int] = field(default_factory=list)
    declared: list[int] = field(default_factory=list)  # step 1 seen, not (yet) accepted
    wins: list[Win] = field(default_factory=list)
    outcome: Outcome | None = None
    tenpai: tuple[int, ...] = ()
    abortive: AbortiveKind | None = None
    nagashi: tuple[int, ...] = ()
    after: tuple[int, int, int, int] | None = None  # scores after the hand (log)
    summary: list[str] = field(default_factory=list)
    kiriage: bool = False
    piles: list[Any] = field(default_factory=list)  # tenhou.net/6: each seat's discards


def _read_mjlog(text: str, name: str) -> OnlineLog:
    elements = _xml_elements(text, name)
    if not elements or elements[0][0] != "mjloggm":
        raise LogProblem(f"{name}: not a Tenhou mjlog (its root element is not mjloggm)")
    go_type = 0
    csrule: tuple[str, ...] = ()
    names: tuple[str, str, str, str] | None = None
    hands: list[_Hand] = []
    current: _Hand | None = None
    owari: list[float] | None = None
    for tag, attrs in elements[1:]:
        if tag == "GO":
            csrule = tuple(attrs.get("csrule", "").split(",")) if attrs.get("csrule") else ()
            go_type = _ints(attrs.get("type", "0"), name, "GO type")[0] if attrs.get(
                "type") else 0
            if go_type & _GO_SANMA:
                raise LogProblem(f"{name}: a three-player game; only four-player games "
                                 "are tournament games")
        elif tag == "UN" and names is None and "n0" in attrs:
            names = tuple(_clean_name(unquote(attrs.get(f"n{i}", ""))) for i in range(4))  # type: ignore[assignment]
        elif tag == "INIT":
            if current is not None and current.outcome is None:
                raise LogProblem(f"{name}: hand {len(hands)} has no result")
            seed = _ints(attrs.get("seed"), name, "INIT seed")
            ten = _ints(attrs.get("ten"), name, "INIT ten")
            if len(seed) < 3 or len(ten) != 4 or min(seed[:3]) < 0:
                raise LogProblem(f"{name}: INIT {attrs.get('seed')!r} is not a hand's start")
            oya = _seat(attrs.get("oya"), name, "INIT oya")
            if oya != seed[0] % 4:
                raise LogProblem(f"{name}: the dealer {oya} of hand {len(hands)} is not the "
                                 f"dealer of its round ({seed[0]})")
            current = _Hand(seed[0], seed[1], seed[2],
                            tuple(t * 100 for t in ten))  # type: ignore[arg-type]
            hands.append(current)
            if len(hands) > MAX_HANDS:
                raise LogProblem(f"{name}: more than {MAX_HANDS} hands")
        elif current is None:
            continue
        elif tag == "REACH":
            who = _seat(attrs.get("who"), name, "REACH who")
            if attrs.get("step") == "2" and who not in current.riichi:
                current.riichi.append(who)
        elif tag == "AGARI":
            _mjlog_agari(current, attrs, name, len(hands) - 1)
            owari = _owari(attrs, name) or owari
        elif tag == "RYUUKYOKU":
            _mjlog_ryuukyoku(current, attrs, name, len(hands) - 1)
            owari = _owari(attrs, name) or owari
    if names is None:
        raise LogProblem(f"{name}: the log names no players (no UN tag)")
    if not hands:
        raise LogProblem(f"{name}: the log has no hands")
    if hands[-1].outcome is None:
        raise LogProblem(f"{name}: the last hand has no result (the log is cut short)")
    final = None
    if owari is not None:
        if len(owari) not in (8, 16):  # (chip rooms add each seat's chips)
            raise LogProblem(f"{name}: owari is not four scores and four results")
        final = tuple(int(round(owari[2 * i] * 100)) for i in range(4))
    return _finish(
        "mjlog", ROOM_TENHOU, _room_text(go_type), names, hands,
        east_only=not go_type & _GO_HANCHAN, red_fives=not go_type & _GO_NO_RED,
        open_tanyao=not go_type & _GO_NO_KUITAN, final=final,  # type: ignore[arg-type]
        name=name, csrule=csrule)


def _room_text(go_type: int) -> str:
    length = "East and South" if go_type & _GO_HANCHAN else "East only"
    red = "no red fives" if go_type & _GO_NO_RED else "red fives"
    tanyao = "no open tanyao" if go_type & _GO_NO_KUITAN else "open tanyao"
    return f"Tenhou ({length}, {red}, {tanyao})"


def _owari(attrs: dict[str, str], name: str) -> list[float] | None:
    text = attrs.get("owari")
    return _numbers(text, name, "owari") if text else None


def _sc(attrs: dict[str, str], name: str, what: str) -> tuple[list[int], list[int]]:
    sc = _ints(attrs.get("sc"), name, f"{what} sc")
    # Rooms with chips (祝儀) add each seat's chips after the scores: 16 numbers.
    if len(sc) not in (8, 16):
        raise LogProblem(f"{name}: {what} sc is not four scores and four changes")
    return [sc[2 * i] * 100 for i in range(4)], [sc[2 * i + 1] * 100 for i in range(4)]


def _mjlog_agari(hand: _Hand, attrs: dict[str, str], name: str, index: int) -> None:
    where = f"hand {index} AGARI"
    if hand.outcome not in (None, Outcome.RON):
        raise LogProblem(f"{name}: {where} follows another result in the same hand")
    who = _seat(attrs.get("who"), name, f"{where} who")
    from_who = _seat(attrs.get("fromWho"), name, f"{where} fromWho")
    ten = _ints(attrs.get("ten"), name, f"{where} ten")
    if len(ten) < 2:
        raise LogProblem(f"{name}: {where} ten is not 'fu,points,limit'")
    fu, limit = ten[0], (ten[2] if len(ten) > 2 else 0)
    yaku = _ints(attrs.get("yaku", ""), name, f"{where} yaku") if "yaku" in attrs else []
    yakuman_ids = (_ints(attrs.get("yakuman", ""), name, f"{where} yakuman")
                   if "yakuman" in attrs else [])
    han = sum(yaku[1::2])
    pao = _seat(attrs["paoWho"], name, f"{where} paoWho") if "paoWho" in attrs else None
    tsumo = who == from_who
    outcome = Outcome.TSUMO if tsumo else Outcome.RON
    if hand.outcome is Outcome.RON and tsumo:
        raise LogProblem(f"{name}: {where} is a tsumo after a ron in the same hand")
    hand.outcome = outcome
    if yakuman_ids:
        win = Win(winner=who, yakuman=len(yakuman_ids), loser=None if tsumo else from_who,
                  pao=pao)
    else:
        if limit not in (0, *_LIMIT_HAN) or han < 1:
            raise LogProblem(f"{name}: {where} has no yaku or an unknown limit")
        if limit and han < 5:
            fu = max(fu, _MANGAN_FU.get(han, fu)) if limit == 1 else fu
        win = Win(winner=who, han=min(han, 13), fu=0 if han >= 5 else fu,
                  loser=None if tsumo else from_who, pao=pao)
        if not limit and (han, fu) in ((4, 30), (3, 60)) and ten[1] in (8000, 12000):
            hand.kiriage = True  # the room rounds 1,920 base points up to a mangan
    hand.wins.append(win)
    before, deltas = _sc(attrs, name, where)
    # A double ron's second AGARI starts from the scores the first one left.
    hand.after = tuple(b + d for b, d in zip(before, deltas, strict=True))  # type: ignore[assignment]
    hand.summary.append(_win_words(win, ten[1]))


def _mjlog_ryuukyoku(hand: _Hand, attrs: dict[str, str], name: str, index: int) -> None:
    where = f"hand {index} RYUUKYOKU"
    if hand.outcome is not None:
        raise LogProblem(f"{name}: {where} follows another result in the same hand")
    kind = attrs.get("type")
    tenpai = tuple(seat for seat in range(4) if f"hai{seat}" in attrs)
    before, deltas = _sc(attrs, name, where)
    hand.after = tuple(b + d for b, d in zip(before, deltas, strict=True))  # type: ignore[assignment]
    if kind is None:
        hand.outcome, hand.tenpai = Outcome.EXHAUSTIVE_DRAW, tenpai
        hand.summary.append("exhaustive draw, tenpai: " + _seats_words(tenpai))
    elif kind == "nm":
        hand.outcome, hand.tenpai = Outcome.NAGASHI_MANGAN, tenpai
        hand.nagashi = tuple(s for s in range(4) if deltas[s] > 0)
        hand.summary.append("nagashi mangan: " + _seats_words(hand.nagashi))
    elif kind in _ABORTIVE_XML:
        hand.outcome, hand.abortive = Outcome.ABORTIVE_DRAW, _ABORTIVE_XML[kind]
        hand.summary.append("abortive draw: " + hand.abortive.value.replace("_", " "))
    else:
        raise LogProblem(f"{name}: {where} has an unknown type {kind!r}")


# ---------------------------------------------------------------------------------------------
# tenhou.net/6 JSON

_DRAW_RESULTS = {
    "流局": None, "全員聴牌": (0, 1, 2, 3), "全員不聴": (), "流し満貫": None,
}
_ABORTIVE_JSON = {
    "九種九牌": AbortiveKind.NINE_TERMINALS,
    "四家立直": AbortiveKind.FOUR_RIICHI,
    "三家和了": AbortiveKind.TRIPLE_RON,
    "三家和": AbortiveKind.TRIPLE_RON,
    "四槓散了": AbortiveKind.FOUR_KONGS,
    "四開槓": AbortiveKind.FOUR_KONGS,
    "四風連打": AbortiveKind.FOUR_WINDS,
}
_FU_HAN = re.compile(r"(\d+)符(\d+)飜")
_POINTS = re.compile(r"(\d+)(?:-(\d+))?点")
_YAKU_HAN = re.compile(r"\((\d+)飜\)")
# tensoul writes the limits and draws in Japanese, or in English when set so ("Mangan
# 2000-4000点", "Ryuukyoku"): a longer word before the shorter one it contains.
_LIMIT_WORDS = (("数え役満", 13), ("Kazoe Yakuman", 13), ("Counted Yakuman", 13), ("三倍満", 11),
                ("Sanbaiman", 11), ("倍満", 8), ("Baiman", 8), ("跳満", 6), ("Haneman", 6),
                ("切り上げ満貫", -1), ("Kiriage Mangan", -1), ("Rounded Mangan", -1),
                ("満貫", 5), ("Mangan", 5), ("役満", 0), ("Yakuman", 0))
_ENGLISH_RESULTS = {
    "Agari": "和了", "Ryuukyoku": "流局", "Exhaustive Draw": "流局",
    "Nagashi Mangan": "流し満貫", "Mangan at Draw": "流し満貫",
    "Kyuushu Kyuuhai": "九種九牌", "Nine Terminal Abortion": "九種九牌",
    "Suufon Renda": "四風連打", "Four Wind Abortion": "四風連打",
    "Suucha Riichi": "四家立直", "Four Riichi Abortion": "四家立直",
    "Suukaikan": "四開槓", "Four Kan Abortion": "四開槓",
    "Sanchahou": "三家和", "Three Ron Abortion": "三家和",
}
# Mahjong Soul's rooms, as its converters write them into the rule's description.
_MAHJONG_SOUL_WORDS = ("雀魂", "の間", "之间", "友人戦", "大会戦", "Mahjong Soul", "Majsoul",
                       "Friendly", "Tournament", "Bronze", "Silver", "Gold", "Jade", "Throne")
# The game's length in the rule's description: Tenhou's 東/南, Mahjong Soul's rooms as its
# converters write them (四人南, "Gold Room South"; a friendly room's 四麻 半庄 or 东风).
_HANCHAN_WORDS = ("南", "半荘", "半庄", "South")
_EAST_ONLY_WORDS = ("東", "东", "East")
_TENHOU_DISP = re.compile(r"^(般|上|特|鳳|技|若|銀|琥|孔)?[東南]喰?赤?速?祝?[0-9]*$")


def _read_tenhou6(text: str, name: str) -> OnlineLog:
    data = _parse_json(text, name)
    if not isinstance(data, dict) or not isinstance(data.get("log"), list):
        raise LogProblem(f"{name}: not a tenhou.net/6 log (no 'log' list)")
    raw_names = data.get("name")
    if (not isinstance(raw_names, list) or len(raw_names) != 4
            or not all(isinstance(n, str) for n in raw_names)):
        raise LogProblem(f"{name}: 'name' must list four player names")
    if raw_names[3] == "":
        raise LogProblem(f"{name}: a three-player game; only four-player games are "
                         "tournament games")
    names = tuple(_clean_name(n) for n in raw_names)
    raw_rule = data.get("rule")
    rule: dict[str, Any] = raw_rule if isinstance(raw_rule, dict) else {}
    raw_disp = rule.get("disp")
    disp: str = raw_disp if isinstance(raw_disp, str) else ""
    title = data.get("title")
    title_text = " ".join(t for t in title if isinstance(t, str)) if isinstance(
        title, list) else ""
    raw_ref = data.get("ref")
    ref: str = raw_ref if isinstance(raw_ref, str) else ""
    room = _room_of(disp, title_text, ref)
    red = any(rule.get(key) for key in ("aka", "aka51", "aka52", "aka53")) or "赤" in disp
    if any(word in disp for word in _HANCHAN_WORDS):
        east_only = False
    elif any(word in disp for word in _EAST_ONLY_WORDS):
        east_only = True
    else:
        east_only = _looks_east_only(data["log"])
    if len(data["log"]) > MAX_HANDS:
        raise LogProblem(f"{name}: more than {MAX_HANDS} hands")
    hands = [_tenhou6_hand(entry, name, i) for i, entry in enumerate(data["log"])]
    if not hands:
        raise LogProblem(f"{name}: the log has no hands")
    for i, hand in enumerate(hands):
        following = hands[i + 1] if i + 1 < len(hands) else None
        _tenhou6_settle_facts(hand, following, name, i)
    final = _tenhou6_final(data.get("sc"), hands[0].start, name)
    raw_csrule = data.get("csrule")
    csrule = tuple(raw_csrule) if isinstance(raw_csrule, list) and all(
        isinstance(v, str) for v in raw_csrule) else ()
    return _finish("tenhou6", room, disp or title_text or "unknown room", names, hands,
                   east_only=east_only, red_fives=bool(red), open_tanyao="喰" in disp or not disp,
                   final=final, name=name, csrule=csrule)


# A tenhou.net/6 log nests five levels deep; anything much deeper is refused before it is walked.
MAX_JSON_DEPTH = 12


def _parse_json(text: str, name: str) -> Any:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LogProblem(f"{name}: not valid JSON (line {exc.lineno}, column {exc.colno}: "
                         f"{exc.msg})") from None
    except (RecursionError, ValueError):
        raise LogProblem(f"{name}: not a JSON log this program can read (too deep or a "
                         "number too long)") from None
    stack = [(data, 1)]
    while stack:  # without recursion: the input may be hostile
        item, depth = stack.pop()
        if depth > MAX_JSON_DEPTH:
            raise LogProblem(f"{name}: the JSON nests more than {MAX_JSON_DEPTH} levels deep")
        children = item.values() if isinstance(item, dict) else item if isinstance(
            item, list) else ()
        stack.extend((child, depth + 1) for child in children)
    return data


# Mahjong Soul's game ids ("230101-0123abcd-..."), which converters keep as the log's "ref";
# Tenhou's look like "2023010100gm-00a9-0000-0123abcd".
_MAHJONG_SOUL_REF = re.compile(r"^\d{6}-[0-9a-f]{8}-")


def _room_of(disp: str, title: str, ref: str = "") -> str:
    if any(word in disp or word in title for word in _MAHJONG_SOUL_WORDS) or (
            _MAHJONG_SOUL_REF.match(ref)):
        return ROOM_MAHJONG_SOUL
    if _TENHOU_DISP.match(disp.replace("三", "")):
        return ROOM_TENHOU
    return ROOM_UNKNOWN


def _looks_east_only(log: list[Any]) -> bool:
    rounds = [e[0][0] for e in log if isinstance(e, list) and e and isinstance(e[0], list)
              and e[0] and isinstance(e[0][0], int)]
    return bool(rounds) and max(rounds) < 4


def _tenhou6_final(sc: Any, start: tuple[int, ...],
                   name: str) -> tuple[int, int, int, int] | None:
    if not isinstance(sc, list) or len(sc) != 8:
        return None
    if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in sc):
        raise LogProblem(f"{name}: 'sc' is not four scores and four results")
    scores = [sc[2 * i] for i in range(4)]
    # Tenhou writes the final scores in hundreds; other writers in points.
    scale = 100 if abs(sum(scores) * 100 - sum(start)) <= abs(sum(scores) - sum(start)) else 1
    a, b, c, d = (int(round(s * scale)) for s in scores)
    return a, b, c, d


def _tenhou6_hand(entry: Any, name: str, index: int) -> _Hand:
    where = f"{name}: log[{index}]"
    if not isinstance(entry, list) or len(entry) < 17:
        raise LogProblem(f"{where} is not a hand (17 entries expected)")
    head, scores = entry[0], entry[1]
    if (not isinstance(head, list) or len(head) != 3 or not all(_is_count(v) for v in head)):
        raise LogProblem(f"{where}[0] is not [round, honba, sticks]")
    if (not isinstance(scores, list) or len(scores) != 4
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in scores)):
        raise LogProblem(f"{where}[1] is not four scores")
    if head[0] > 15:
        raise LogProblem(f"{where}[0]: round {head[0]} is beyond North 4")
    hand = _Hand(head[0], head[1], head[2], tuple(scores))
    discards = [entry[6 + 3 * seat] for seat in range(4)]
    for seat, pile in enumerate(discards):
        if not isinstance(pile, list):
            raise LogProblem(f"{where}: the discards of seat {seat} are not a list")
        if any(isinstance(d, str) and d.startswith("r") for d in pile):
            hand.declared.append(seat)
    result = entry[16]
    if not isinstance(result, list) or not result or not isinstance(result[0], str):
        raise LogProblem(f"{where}[16] is not a hand's result")
    kind = _ENGLISH_RESULTS.get(result[0].strip(), result[0])
    if kind == "和了":
        _tenhou6_wins(hand, result, where)
    elif kind in _DRAW_RESULTS:
        deltas = _deltas(result[1], where) if len(result) > 1 else [0, 0, 0, 0]
        hand.after = tuple(s + d for s, d in zip(scores, deltas, strict=True))
        if kind == "流し満貫":
            hand.outcome = Outcome.NAGASHI_MANGAN
            hand.nagashi = tuple(s for s in range(4) if deltas[s] > 0)
            hand.summary.append("nagashi mangan: " + _seats_words(hand.nagashi))
        else:
            hand.outcome = Outcome.EXHAUSTIVE_DRAW
            fixed = _DRAW_RESULTS[kind]
            hand.tenpai = fixed if fixed is not None else tuple(
                s for s in range(4) if deltas[s] > 0)
            if fixed is None and not any(deltas):
                hand.tenpai = (-1,)  # all or none: decided from the next hand
            hand.summary.append(kind)
    elif kind in _ABORTIVE_JSON:
        hand.outcome, hand.abortive = Outcome.ABORTIVE_DRAW, _ABORTIVE_JSON[kind]
        hand.after = hand.start
        hand.summary.append("abortive draw: " + hand.abortive.value.replace("_", " "))
    else:
        raise LogProblem(f"{where}: unknown result {kind[:40]!r}")
    hand.piles = discards
    return hand


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 1000


def _deltas(value: Any, where: str) -> list[int]:
    if (not isinstance(value, list) or len(value) != 4
            or not all(isinstance(v, int | float) and not isinstance(v, bool)
                       and float(v).is_integer() and abs(v) <= 10_000_000 for v in value)):
        raise LogProblem(f"{where}: a result's payments are not four whole numbers")
    return [int(v) for v in value]


def _tenhou6_wins(hand: _Hand, result: list[Any], where: str) -> None:
    pairs = result[1:]
    if not pairs or len(pairs) % 2:
        raise LogProblem(f"{where}: a win without its payments and details")
    total = [0, 0, 0, 0]
    for k in range(0, len(pairs), 2):
        deltas = _deltas(pairs[k], where)
        info = pairs[k + 1]
        if (not isinstance(info, list) or len(info) < 4
                or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 3
                           for v in info[:3])
                or not all(isinstance(v, str) for v in info[3:])):
            raise LogProblem(f"{where}: a win's details are not [winner, from, pao, points...]")
        who, from_who, liable = info[0], info[1], info[2]
        words: str = info[3]
        yaku: list[str] = info[4:]
        tsumo = who == from_who
        pao = liable if liable not in (who, from_who) or (tsumo and liable != who) else None
        win = _win_from_words(who, None if tsumo else from_who, pao, words, yaku, where, hand)
        if hand.outcome is not None and (tsumo or hand.outcome is Outcome.TSUMO):
            raise LogProblem(f"{where}: a tsumo together with another win")
        hand.outcome = Outcome.TSUMO if tsumo else Outcome.RON
        hand.wins.append(win)
        total = [t + d for t, d in zip(total, deltas, strict=True)]
        hand.summary.append(_win_words(win, None, words))
    hand.after = tuple(s + t for s, t in zip(hand.start, total, strict=True))  # type: ignore[assignment]


def _win_from_words(who: int, loser: int | None, pao: int | None, words: str, yaku: list[str],
                    where: str, hand: _Hand) -> Win:
    if (pao is not None and pao == who) or (loser is not None and loser == who):
        raise LogProblem(f"{where}: seat {who} cannot pay for its own win")
    points = _POINTS.search(words)
    fu_han = _FU_HAN.search(words)
    if fu_han:
        fu, han = int(fu_han.group(1)), int(fu_han.group(2))
        if han >= 13:
            return Win(winner=who, han=13, loser=loser, pao=pao)
        dealer = who == hand.round_index % 4
        if (points is not None and (han, fu) in ((4, 30), (3, 60))
                and _written_value(points, dealer, loser is None) == (12000 if dealer else 8000)):
            hand.kiriage = True  # written as fu and han, paid as a mangan: kiriage
        return Win(winner=who, han=han, fu=0 if han >= 5 else fu, loser=loser, pao=pao)
    limit = next(((word, han) for word, han in _LIMIT_WORDS if word in words), None)
    if limit is None or points is None:
        raise LogProblem(f"{where}: cannot read the win {words[:60]!r}")
    word, han = limit
    yaku_han = sum(int(m) for y in yaku for m in _YAKU_HAN.findall(y))
    if han == 0:  # a yakuman: the multiple from its value (a converter writes each yakuman
        # of a Mahjong Soul double yakuman as "(役満)", so the names cannot be counted)
        dealer = who == hand.round_index % 4
        value = _written_value(points, dealer, loser is None)
        unit = 48000 if dealer else 32000
        if value <= 0 or value % unit:
            raise LogProblem(f"{where}: {words[:60]!r} is not a yakuman's value")
        return Win(winner=who, yakuman=value // unit, loser=loser, pao=pao)
    if han == -1:  # kiriage mangan: 4 han 30 fu or 3 han 60 fu
        hand.kiriage = True
        han = 4 if yaku_han >= 4 else 3
        return Win(winner=who, han=han, fu=30 if han == 4 else 60, loser=loser, pao=pao)
    if han == 5 and yaku_han in _MANGAN_FU:
        return Win(winner=who, han=yaku_han, fu=_MANGAN_FU[yaku_han], loser=loser, pao=pao)
    if _limit_of(yaku_han) == han:
        return Win(winner=who, han=min(yaku_han, 13), loser=loser, pao=pao)
    return Win(winner=who, han=han, loser=loser, pao=pao)


def _limit_of(han: int) -> int:
    for low in (13, 11, 8, 6, 5):
        if han >= low:
            return low
    return 0


def _written_value(points: re.Match[str], dealer: bool, tsumo: bool) -> int:
    """The hand's value from "32000点", "8000-16000点" or "16000点∀"."""
    first, second = int(points.group(1)), points.group(2)
    if not tsumo:
        return first
    if second is not None:
        return first * 2 + int(second)
    return first * 3 if dealer else first


def _tenhou6_settle_facts(hand: _Hand, following: _Hand | None, name: str, index: int) -> None:
    """What a tenhou.net/6 hand leaves to be worked out: accepted riichi, all-or-none tenpai."""
    piles = hand.piles
    loser = hand.wins[0].loser if hand.outcome is Outcome.RON else None
    for seat in hand.declared:
        last = piles[seat][-1] if piles[seat] else None
        # A riichi is accepted once its discard passes: a ron on the declaring discard (the
        # seat's last discard is the riichi one, and it pays the ron) leaves no stake.
        if seat == loser and isinstance(last, str) and last.startswith("r"):
            continue
        hand.riichi.append(seat)
    if following is not None and hand.outcome is Outcome.ABORTIVE_DRAW:
        # A triple ron on a riichi discard: the sticks of the next hand tell.
        gained = following.sticks - hand.sticks
        while len(hand.riichi) > max(gained, 0):
            candidates = [s for s in hand.riichi if piles[s] and isinstance(
                piles[s][-1], str) and piles[s][-1].startswith("r")]
            if not candidates:
                break
            hand.riichi.remove(candidates[-1])
    if hand.tenpai == (-1,):
        # "流局" with no payments: everyone or nobody was waiting. Riichi declarers were;
        # otherwise the next hand says whether the dealer kept the deal.
        if hand.riichi:
            everyone = True
        elif following is not None:
            everyone = following.round_index == hand.round_index
        else:
            everyone = False
        hand.tenpai = (0, 1, 2, 3) if everyone else ()
    if hand.outcome is Outcome.NAGASHI_MANGAN:
        # The format does not say who was waiting: riichi declarers were, and the dealer was
        # if the next hand keeps the deal (all that the tenpai list changes).
        dealer = hand.round_index % 4
        keeps = following is not None and following.round_index == hand.round_index
        hand.tenpai = tuple(sorted(set(hand.riichi) | ({dealer} if keeps else set())))
    # Riichi stakes are not in the result's payments: take them off.
    if hand.after is not None:
        hand.after = tuple(a - RIICHI_STICK * (s in hand.riichi)
                           for s, a in enumerate(hand.after))  # type: ignore[assignment]
    if following is not None:
        # The next hand's scores are what the room carried forward: they are the log's payments.
        hand.after = following.start


# ---------------------------------------------------------------------------------------------
# Shared


def _finish(fmt: str, room: str, room_text: str, names: tuple[str, ...], hands: list[_Hand], *,
            east_only: bool, red_fives: bool, open_tanyao: bool,
            final: tuple[int, int, int, int] | None, name: str,
            csrule: tuple[str, ...] = ()) -> OnlineLog:
    out: list[LogHand] = []
    if hands[0].round_index != 0:
        raise LogProblem(f"{name}: the log does not start at East 1")
    for i, hand in enumerate(hands):
        assert hand.outcome is not None and hand.after is not None
        if hand.outcome is Outcome.RON and len({w.loser for w in hand.wins}) != 1:
            raise LogProblem(f"{name}: hand {i}: the winners of one ron name different losers")
        if hand.outcome is Outcome.ABORTIVE_DRAW and hand.abortive is AbortiveKind.FOUR_RIICHI:
            # The fourth stake is paid when the draw is called.
            hand.riichi = sorted(set(hand.riichi) | {0, 1, 2, 3})
        riichi = tuple(sorted(set(hand.riichi)))
        tenpai = hand.tenpai
        if hand.outcome in (Outcome.EXHAUSTIVE_DRAW, Outcome.NAGASHI_MANGAN):
            tenpai = tuple(sorted(set(tenpai) | set(riichi)))
        record = HandRecord(outcome=hand.outcome, riichi=riichi, wins=tuple(hand.wins),
                            tenpai=tenpai, abortive_kind=hand.abortive,
                            nagashi_mangan_seats=hand.nagashi)
        sticks_after = hands[i + 1].sticks if i + 1 < len(hands) else None
        deltas = tuple(a - s for a, s in zip(hand.after, hand.start, strict=True))
        out.append(LogHand(record, hand.round_index // 4, hand.round_index % 4 + 1, hand.honba,
                           hand.sticks, hand.start, deltas,  # type: ignore[arg-type]
                           sticks_after, "; ".join(hand.summary)))
    starts = set(hands[0].start)
    start_points = hands[0].start[0] if len(starts) == 1 else 25000
    last = hands[-1]
    end_scores = final or last.after
    ends_short = (last.round_index == (3 if east_only else 7) and end_scores is not None
                  and max(end_scores) < PRESETS["tenhou"].goal_points)
    if len(starts) != 1:
        raise LogProblem(f"{name}: the players do not start with equal scores")
    return OnlineLog(fmt, room, room_text, names, tuple(out),  # type: ignore[arg-type]
                     east_only=east_only, red_fives=red_fives, open_tanyao=open_tanyao,
                     start_points=start_points, kiriage_seen=any(h.kiriage for h in hands),
                     triple_ron_seen=any(len(h.wins) == 3 for h in hands),
                     triple_ron_abortive_seen=any(h.abortive is AbortiveKind.TRIPLE_RON
                                                  for h in hands), final_scores=final,
                     ends_short_of_goal=ends_short, csrule=csrule[:64])


def _clean_name(text: str) -> str:
    return "".join(ch for ch in text if unicodedata.category(ch)[0] != "C").strip()[:100]


def _seats_words(seats: tuple[int, ...]) -> str:
    return ", ".join(f"seat {s}" for s in seats) if seats else "none"


def _win_words(win: Win, points: int | None, words: str | None = None) -> str:
    how = (f"seat {win.winner} ron on seat {win.loser}" if win.loser is not None
           else f"seat {win.winner} tsumo")
    value = (f"yakuman x{win.yakuman}" if win.yakuman
             else f"{win.han} han" + (f" {win.fu} fu" if win.fu else ""))
    pao = f", pao seat {win.pao}" if win.pao is not None else ""
    shown = f" ({words})" if words else (f" ({points:,})" if points is not None else "")
    return f"{how}: {value}{pao}{shown}"


# ---------------------------------------------------------------------------------------------
# Rules and comparison


def room_rules(log: OnlineLog, override: Ruleset | None = None) -> tuple[Ruleset, list[str]]:
    """The ruleset a log is settled with, and notes saying how the room was read.

    Without an override: the `tenhou` preset (Tenhou's ranked rules), with the game length,
    red fives, open tanyao and starting points the log gives; a Mahjong Soul room changes what
    its rules change (see README, "Online game logs")."""
    notes: list[str] = []
    if override is not None:
        return override, [f"settled under the {override.name} ruleset as asked"]
    rules = PRESETS["tenhou"]
    changes: dict[str, Any] = {
        "game_length": "east_only" if log.east_only else "hanchan",
        "red_fives": log.red_fives,
        "open_tanyao": log.open_tanyao,
        "start_points": log.start_points,
    }
    if log.start_points > rules.return_points:
        changes["return_points"] = log.start_points
    if log.room == ROOM_MAHJONG_SOUL:
        # Mahjong Soul's final points ("sc" after each score, from the record's total_point):
        # the score less the starting points, no oka, and an uma of 15/5/-5/-15 (as real
        # ranked games' final points show).
        changes["return_points"] = log.start_points
        changes["uma"] = (15000, 5000, -5000, -15000)
    changes["oka"] = 4 * (changes.get("return_points", rules.return_points) - log.start_points)
    if log.room != ROOM_MAHJONG_SOUL:
        # Rules of Tenhou's that its logs show: the liable player of a pao ron shared with the
        # discarder also pays the honba, and answers for the whole of a stacked yakuman.
        changes["pao_ron_honba"] = "liable"
        changes["pao_covers"] = "whole_hand"
        notes.append("Tenhou: the liable player of a pao answers for the whole hand and pays "
                     "the honba of a pao ron")
    if log.room == ROOM_MAHJONG_SOUL:
        # Mahjong Soul pays a triple ron (no abortive draw). As on Tenhou, the honba and the
        # riichi sticks of a multiple ron go to the winner nearest the discarder only (a real
        # Mahjong Soul record's own payments of a triple ron at 2 honba show it).
        changes["triple_ron_abortive"] = False
        # As Tenhou, the liable player of a shared pao ron pays the honba (the converters
        # write it so); the liability covers the yakuman fed only.
        changes["pao_ron_honba"] = "liable"
        notes.append("Mahjong Soul room: the tenhou preset with triple ron paid")
    elif log.room == ROOM_UNKNOWN:
        notes.append(f"unknown room {log.room_text[:60]!r}: read as Tenhou's rules")
    if log.triple_ron_seen:
        changes["triple_ron_abortive"] = False
    elif log.triple_ron_abortive_seen:
        changes["triple_ron_abortive"] = True
    if log.ends_short_of_goal:
        changes["west_extension"] = False
        notes.append("the game ends after its last hand with nobody at "
                     f"{rules.goal_points:,}: no extension into the next wind")
    if log.kiriage_seen:
        changes["kiriage_mangan"] = True
        notes.append("the log rounds 4 han 30 fu up to a mangan: kiriage mangan on")
    if log.csrule:
        lobby, lobby_notes = _lobby_rules(log.csrule)
        changes.update(lobby)
        changes["oka"] = 4 * (changes.get("return_points", rules.return_points)
                              - changes.get("start_points", log.start_points))
        notes.extend(lobby_notes)
    ruled, issues = rules.with_overrides(changes)
    if issues:
        raise LogProblem("the log's room rules cannot be followed: "
                         + "; ".join(issue.message for issue in issues))
    length = "East only" if log.east_only else "East and South"
    notes.insert(0, f"{log.room_text}: tenhou preset, {length}, "
                    f"{'red fives' if log.red_fives else 'no red fives'}, "
                    f"{log.start_points:,} to start")
    return ruled, notes


def _hex(text: str) -> int | None:
    try:
        return int(text, 16) if text else None
    except ValueError:
        return None


def _number(fields: tuple[str, ...], index: int) -> int | None:
    text = fields[index].strip() if index < len(fields) else ""
    return int(text) if re.fullmatch(r"-?\d{1,7}", text) else None


def _lobby_rules(fields: tuple[str, ...]) -> tuple[dict[str, Any], list[str]]:
    """A Tenhou lobby's own rules (its csrule: flag words in hexadecimal, then numbers), as
    Tenhou documents them: what our rulesets can follow, and a note for what they cannot."""
    changes: dict[str, Any] = {}
    notes = ["Tenhou lobby rules (csrule) read"]
    flags, more = _hex(fields[0]) if fields else None, _hex(fields[1]) if len(fields) > 1 else None
    if flags is not None:
        changes["nagashi_mangan"] = not flags & 0x1
        changes["kiriage_mangan"] = bool(flags & 0x2)
        changes["bust_ends_game"] = not flags & 0x4
        if flags & 0xF00 == 0xF00:  # four winds, four kongs, four riichi, nine terminals
            changes["abortive_draws"] = False
        elif flags & 0xF00:
            notes.append("the lobby turns off some abortive draws only: not followed")
        changes["triple_ron_abortive"] = not flags & 0x1000
        changes["multiple_ron"] = "head_bump" if flags & 0x2000 else "all"
        if flags & 0xC000 == 0xC000:  # neither a win nor tenpai ends the game in first place
            changes["agari_yame"] = False
        elif flags & 0xC000:
            notes.append("the lobby ends the game on the last dealer's win or tenpai only, not "
                         "both: read as both")
        if flags & 0x30000:
            notes.append("the lobby changes when the dealer repeats: not followed")
        changes["west_extension"] = bool(flags & 0x200000)
    if more is not None:
        changes["leftover_sticks"] = "first" if more & 0x4 else "none"
        changes["counted_yakuman"] = not more & 0x10
    start, goal, back = (_number(fields, i) for i in (4, 5, 6))
    if start is not None:
        changes["start_points"] = start
    if goal is not None:
        changes["goal_points"] = goal
    if back is not None:
        changes["return_points"] = back
    honba = _number(fields, 11)
    if honba is not None:
        changes["honba_value"] = 3 * honba
    riichi = _number(fields, 10)
    if riichi is not None and riichi != RIICHI_STICK:
        notes.append(f"the lobby's riichi stick is {riichi:,} points: not followed")
    uma = [_number(fields, i) for i in (21, 22, 23)]
    if all(u is not None for u in uma):
        second, third, fourth = (1000 * u for u in uma if u is not None)
        changes["uma"] = (-(second + third + fourth), second, third, fourth)
    return changes, notes


def compare(log: OnlineLog, rules: Ruleset, notes: list[str] | None = None) -> Comparison:
    """Settle the log's hands with our core and list every hand whose payments differ."""
    records = [h.record for h in log.hands]
    result = replay(records, rules)
    differences: list[Difference] = []
    scores_apart = False
    for issue in result.issues:
        differences.append(Difference(issue.hand, _issue_line(issue, log)))
    for hand_result, hand in zip(result.results, log.hands, strict=False):
        i = hand_result.index
        before = hand_result.before
        if (before.label, before.honba, before.sticks) != (hand.label, hand.honba, hand.sticks):
            differences.append(Difference(i, (
                f"hand {i}: the log plays {hand.label} with {hand.honba} honba and "
                f"{hand.sticks} sticks, our rules {before.label} with {before.honba} honba "
                f"and {before.sticks} sticks")))
        scores_differ = tuple(before.scores) != hand.start_scores
        # Said once, where the scores part: every later hand starts apart by the same amount.
        if scores_differ and not scores_apart:
            differences.append(Difference(i, (
                f"hand {i} ({hand.label}): the log starts it with scores "
                f"{_list(hand.start_scores)}, we with {_list(before.scores)}")))
        scores_apart = scores_apart or scores_differ
        if tuple(hand_result.deltas) != hand.log_deltas:
            scores_apart = True
            differences.append(Difference(i, (
                f"hand {i} ({hand.label}, {hand.summary}): the log pays "
                f"{_list(hand.log_deltas)}, our rules {_list(hand_result.deltas)}")))
        elif (hand.log_sticks_after is not None
              and hand_result.after.sticks != hand.log_sticks_after):
            differences.append(Difference(i, (
                f"hand {i} ({hand.label}): the log leaves {hand.log_sticks_after} riichi "
                f"sticks on the table, our rules {hand_result.after.sticks}")))
    if result.ok:
        last = len(log.hands) - 1
        ended_at = result.ended_after_hand
        if ended_at is None:
            differences.append(Difference(None, (
                f"the log's game ends after hand {last} ({log.hands[last].label}); under our "
                f"rules it goes on")))
        elif ended_at != last:  # pragma: no cover - replay refuses hands after the end
            differences.append(Difference(None, f"our rules end the game after hand {ended_at}"))
        elif log.final_scores is not None and result.final is not None and tuple(
                result.final.scores) != log.final_scores:
            differences.append(Difference(None, (
                f"final scores: the log {_list(log.final_scores)}, our rules "
                f"{_list(result.final.scores)}")))
    return Comparison(log, rules, result, tuple(differences), tuple(notes or ()))


def _issue_line(issue: Issue, log: OnlineLog) -> str:
    label = log.hands[issue.hand].label if issue.hand is not None and issue.hand < len(
        log.hands) else ""
    where = f"hand {issue.hand} ({label})" if issue.hand is not None else "game"
    return f"{where}: our rules cannot settle it: {issue.message} [{issue.code}]"


def _list(values: tuple[int, ...] | list[int]) -> str:
    return "[" + ", ".join(f"{v:,}" for v in values) + "]"
