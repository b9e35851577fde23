"""tenhou.net/6 JSON (Tenhou's viewer, and Mahjong Soul logs converted to it): its hands
read from the results as the rooms write them, in Japanese or English."""

from __future__ import annotations

import math
import re
from typing import Any

from tournament import strict_json
from tournament.model import (
    RIICHI_STICK,
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
from tournament.online_logs.values import (
    MAX_HANDS,
    ROOM_MAHJONG_SOUL,
    ROOM_TENHOU,
    ROOM_UNKNOWN,
    LogProblem,
    OnlineLog,
)

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
# ASCII digits only (Python's \d and int() also read "٢" as 2); a number of more digits than
# _WORD_DIGITS is refused in words before int() is asked (it refuses past 4,300 digits).
_FU_HAN = re.compile(r"([0-9]+)符([0-9]+)飜")
_POINTS = re.compile(r"([0-9]+)(?:-([0-9]+))?点")
_YAKU_HAN = re.compile(r"\(([0-9]+)飜\)")
_WORD_DIGITS = 9
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


def read_tenhou6(text: str, name: str) -> OnlineLog:
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
    names = tuple(clean_name(n) for n in raw_names)
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
    return finish_log("tenhou6", room, disp or title_text or "unknown room", names, hands,
                   east_only=east_only, red_fives=bool(red), open_tanyao="喰" in disp or not disp,
                   final=final, name=name, csrule=csrule)


# A tenhou.net/6 log nests five levels deep; anything much deeper is refused before it is walked.
MAX_JSON_DEPTH = 12


def _parse_json(text: str, name: str) -> Any:
    """The log's JSON (`tournament.strict_json`): a repeated key, which could show one name
    and mean another, NaN, infinity, a number of thousands of digits and a lone surrogate
    are refused, and so is nesting deeper than MAX_JSON_DEPTH."""
    try:
        return strict_json.loads(text, MAX_JSON_DEPTH)
    except strict_json.JsonRefused as exc:
        raise LogProblem(f"{name}: {exc}") from None


# Mahjong Soul's game ids ("230101-0123abcd-..."), which converters keep as the log's "ref";
# Tenhou's look like "2023010100gm-00a9-0000-0123abcd".
_MAHJONG_SOUL_REF = re.compile(r"^[0-9]{6}-[0-9a-f]{8}-")


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
    if not all(_is_amount(v) for v in sc):
        raise LogProblem(f"{name}: 'sc' is not four scores and four results")
    scores = [sc[2 * i] for i in range(4)]
    # Tenhou writes the final scores in hundreds; other writers in points.
    scale = 100 if abs(sum(scores) * 100 - sum(start)) <= abs(sum(scores) - sum(start)) else 1
    a, b, c, d = (int(round(s * scale)) for s in scores)
    return a, b, c, d


def _tenhou6_hand(entry: Any, name: str, index: int) -> ReadHand:
    where = f"{name}: log[{index}]"
    if not isinstance(entry, list) or len(entry) < 17:
        raise LogProblem(f"{where} is not a hand (17 entries expected)")
    head, scores = entry[0], entry[1]
    if (not isinstance(head, list) or len(head) != 3 or not all(_is_count(v) for v in head)):
        raise LogProblem(f"{where}[0] is not [round, honba, sticks]")
    if (not isinstance(scores, list) or len(scores) != 4
            or not all(isinstance(v, int) and _is_amount(v) for v in scores)):
        raise LogProblem(f"{where}[1] is not four scores")
    if head[0] > 15:
        raise LogProblem(f"{where}[0]: round {head[0]} is beyond North 4")
    hand = ReadHand(head[0], head[1], head[2], tuple(scores))
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
            hand.summary.append("nagashi mangan: " + seats_words(hand.nagashi))
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


# Scores and payments are at most ten million points either way: a larger number, NaN or
# infinity (which Python's JSON reader lets through) is no log's.
_MAX_AMOUNT = 10_000_000


def _is_amount(value: Any) -> bool:
    """A finite number of points (or hundreds) a log may write: an int or a float, not a
    bool, not NaN or infinite, at most `_MAX_AMOUNT` either way."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    # (an int is compared as it is: one too large for a float would overflow math.isfinite)
    return (isinstance(value, int) or math.isfinite(value)) and abs(value) <= _MAX_AMOUNT


def _deltas(value: Any, where: str) -> list[int]:
    if (not isinstance(value, list) or len(value) != 4
            or not all(_is_amount(v) and float(v).is_integer() for v in value)):
        raise LogProblem(f"{where}: a result's payments are not four whole numbers")
    return [int(v) for v in value]


def _tenhou6_wins(hand: ReadHand, result: list[Any], where: str) -> None:
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
        hand.summary.append(win_words(win, None, words))
    hand.after = tuple(s + t for s, t in zip(hand.start, total, strict=True))  # type: ignore[assignment]


def _win_from_words(who: int, loser: int | None, pao: int | None, words: str, yaku: list[str],
                    where: str, hand: ReadHand) -> Win:
    if (pao is not None and pao == who) or (loser is not None and loser == who):
        raise LogProblem(f"{where}: seat {who} cannot pay for its own win")
    points = _POINTS.search(words)
    fu_han = _FU_HAN.search(words)
    yaku_numbers = [m for y in yaku for m in _YAKU_HAN.findall(y)]
    for digits in [*(points.groups() if points else ()), *(fu_han.groups() if fu_han else ()),
                   *yaku_numbers]:
        if digits is not None and len(digits) > _WORD_DIGITS:
            raise LogProblem(f"{where}: the win or its yaku hold a number of {len(digits):,} "
                             f"digits; a log's numbers have at most {_WORD_DIGITS}")
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
    yaku_han = sum(int(m) for m in yaku_numbers)
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
    if han == 5 and yaku_han in MANGAN_FU:
        return Win(winner=who, han=yaku_han, fu=MANGAN_FU[yaku_han], loser=loser, pao=pao)
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


def _tenhou6_settle_facts(hand: ReadHand, following: ReadHand | None, name: str,
                          index: int) -> None:
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
