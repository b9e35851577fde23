"""Tenhou's mjlog XML: its tags read into hands, entities and DOCTYPEs refused."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote
from xml.parsers import expat

from tournament.model import (
    AbortiveKind,
    Outcome,
    Win,
)
from tournament.online_logs.hands import (
    MANGAN_FU,
    ReadHand,
    clean_name,
    finish_log,
    seats_words,
    win_words,
)
from tournament.online_logs.values import MAX_HANDS, ROOM_TENHOU, LogProblem, OnlineLog
from tournament.words.numbers import whole_problem

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


# A number in a log is a score in hundreds, a count or a yaku id: nine digits are plenty, and
# what is longer (or not ASCII digits: "²", "٢", "1_0", "nan", "1e400") is no log's number.
_LOG_DIGITS = 9
# owari's final points are decimals ("-27.0", "43.5"); scores are whole hundreds.
_LOG_DECIMAL = re.compile(r"-?[0-9]{1,9}(\.[0-9]{1,9})?")
_SEAT = re.compile("[0-3]")


def _ints(text: str | None, name: str, what: str) -> list[int]:
    if text is None:
        raise LogProblem(f"{name}: {what} is missing")
    out = []
    for part in text.split(","):
        part = part.strip(" \t\r\n")
        if part == "":
            continue
        why = whole_problem(part, -(10**_LOG_DIGITS - 1), 10**_LOG_DIGITS - 1)
        if why is not None:
            raise LogProblem(f"{name}: {what} is not a list of numbers: {part[:20]!r} {why}")
        out.append(int(part))
    return out


def _numbers(text: str, name: str, what: str) -> list[float]:
    parts = [part.strip(" \t\r\n") for part in text.split(",")]
    if not all(_LOG_DECIMAL.fullmatch(part) for part in parts):
        raise LogProblem(f"{name}: {what} is not a list of numbers: {text[:60]!r}")
    return [float(part) for part in parts]


def _seat(value: str | None, name: str, what: str) -> int:
    if value is None or not _SEAT.fullmatch(value):
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
_ABORTIVE_XML = {
    "yao9": AbortiveKind.NINE_TERMINALS,
    "reach4": AbortiveKind.FOUR_RIICHI,
    "ron3": AbortiveKind.TRIPLE_RON,
    "kan4": AbortiveKind.FOUR_KONGS,
    "kaze4": AbortiveKind.FOUR_WINDS,
}



def read_mjlog(text: str, name: str) -> OnlineLog:
    elements = _xml_elements(text, name)
    if not elements or elements[0][0] != "mjloggm":
        raise LogProblem(f"{name}: not a Tenhou mjlog (its root element is not mjloggm)")
    go_type = 0
    csrule: tuple[str, ...] = ()
    names: tuple[str, str, str, str] | None = None
    hands: list[ReadHand] = []
    current: ReadHand | None = None
    owari: list[float] | None = None
    for tag, attrs in elements[1:]:
        if tag == "GO":
            csrule = tuple(attrs.get("csrule", "").split(",")) if attrs.get("csrule") else ()
            go_type = next(iter(_ints(attrs.get("type", "0"), name, "GO type")), 0)
            if go_type & _GO_SANMA:
                raise LogProblem(f"{name}: a three-player game; only four-player games "
                                 "are tournament games")
        elif tag == "UN" and names is None and "n0" in attrs:
            names = tuple(clean_name(unquote(attrs.get(f"n{i}", ""))) for i in range(4))  # type: ignore[assignment]
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
            current = ReadHand(seed[0], seed[1], seed[2],
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
    return finish_log(
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


def _mjlog_agari(hand: ReadHand, attrs: dict[str, str], name: str, index: int) -> None:
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
            fu = max(fu, MANGAN_FU.get(han, fu)) if limit == 1 else fu
        win = Win(winner=who, han=min(han, 13), fu=0 if han >= 5 else fu,
                  loser=None if tsumo else from_who, pao=pao)
        if not limit and (han, fu) in ((4, 30), (3, 60)) and ten[1] in (8000, 12000):
            hand.kiriage = True  # the room rounds 1,920 base points up to a mangan
    hand.wins.append(win)
    before, deltas = _sc(attrs, name, where)
    # A double ron's second AGARI starts from the scores the first one left.
    hand.after = tuple(b + d for b, d in zip(before, deltas, strict=True))  # type: ignore[assignment]
    hand.summary.append(win_words(win, ten[1]))


def _mjlog_ryuukyoku(hand: ReadHand, attrs: dict[str, str], name: str, index: int) -> None:
    where = f"hand {index} RYUUKYOKU"
    if hand.outcome is not None:
        raise LogProblem(f"{name}: {where} follows another result in the same hand")
    kind = attrs.get("type")
    tenpai = tuple(seat for seat in range(4) if f"hai{seat}" in attrs)
    before, deltas = _sc(attrs, name, where)
    hand.after = tuple(b + d for b, d in zip(before, deltas, strict=True))  # type: ignore[assignment]
    if kind is None:
        hand.outcome, hand.tenpai = Outcome.EXHAUSTIVE_DRAW, tenpai
        hand.summary.append("exhaustive draw, tenpai: " + seats_words(tenpai))
    elif kind == "nm":
        hand.outcome, hand.tenpai = Outcome.NAGASHI_MANGAN, tenpai
        hand.nagashi = tuple(s for s in range(4) if deltas[s] > 0)
        hand.summary.append("nagashi mangan: " + seats_words(hand.nagashi))
    elif kind in _ABORTIVE_XML:
        hand.outcome, hand.abortive = Outcome.ABORTIVE_DRAW, _ABORTIVE_XML[kind]
        hand.summary.append("abortive draw: " + hand.abortive.value.replace("_", " "))
    else:
        raise LogProblem(f"{name}: {where} has an unknown type {kind!r}")
