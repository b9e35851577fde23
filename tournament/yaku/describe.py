"""The yaku path: a win described by its yaku and dora -> han, fu and every problem, as data.

`describe_win` is the check behind a hand record's optional ``"yaku": [...]`` list (see
`check.py`) and behind the GUI's yaku picker. It never raises on bad input: unknown names,
closed-only yaku on an open hand, yaku that cannot be in one hand, dora without a yaku, ura
dora without riichi and fu that the yaku make impossible all come back as `Problem` values.

Problem codes:
    unknown_yaku, ambiguous_yaku, duplicate_yaku       names (field ``yaku[i]``)
    yaku_not_in_ruleset, not_a_winning_hand             variants the ruleset does not play
    closed_only_yaku                                    a closed-only yaku on an open hand
    yaku_combination                                    yaku that cannot be in one hand
    yaku_needs_tsumo, yaku_needs_ron                    against the record's outcome
    missing_yaku                                        a yaku the hand always has is missing
                                                        (riichi declared, closed tsumo...)
    riichi_not_declared, ippatsu_without_riichi         riichi yaku without a riichi
    riichi_open_hand                                    a declared riichi on an open hand
    no_yaku                                             nothing but dora
    ura_dora_without_riichi, red_fives_not_in_ruleset,
    too_many_red_fives, dora_with_renhou,
    negative_number                                     dora counts (fields dora/red_fives/...)
    bad_fu, impossible_fu                               fu (field ``fu``)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from tournament.issue_codes import IssueCode
from tournament.rules.points import VALID_FU
from tournament.rules.presets import DEFAULT_PRESET, preset
from tournament.rules.ruleset import Renhou, Ruleset
from tournament.yaku.catalogue import (
    BY_ID,
    DRAGON_IDS,
    RIICHI_IDS,
    WIND_IDS,
    Shape,
    Tiles,
    WinBy,
    YakuDef,
    ambiguous,
    counts_as_yakuman,
    display,
    exclusion,
    playable,
    resolve,
    suggestions,
)


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem with a described (or tile-given) win. `field` is relative to the win."""

    code: IssueCode
    field: str
    message: str
    yaku: tuple[str, ...] = ()  # the yaku ids concerned, if any

    def as_tuple(self) -> tuple[IssueCode, str, str]:
        return self.code, self.field, self.message

    def __str__(self) -> str:
        return f"{self.field}: {self.message}" if self.field else self.message


@dataclass(frozen=True, slots=True)
class CountedYaku:
    """A yaku as counted on this hand: han (0 for a yakuman) or the yakuman multiple."""

    id: str
    han: int
    yakuman: int = 0

    @property
    def label(self) -> str:
        y = BY_ID[self.id]
        return f"{y.en} {'yakuman' if self.yakuman else self.han}"


@dataclass(frozen=True, slots=True)
class WinDescription:
    yaku: tuple[CountedYaku, ...]
    yaku_han: int  # han from yaku alone
    dora_han: int  # dora + red fives + ura dora, as counted (0 with a yakuman or renhou)
    han: int  # what the record's han must be (0 for a yakuman)
    fu: int | None  # the fu given, or the fu the yaku fix (seven pairs 25, pinfu 20/30)
    yakuman: int  # the multiple the record's yakuman must be (0 if none)
    problems: tuple[Problem, ...]
    # False when a name could not be read: the han above are then not the hand's.
    countable: bool = True

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def codes(self) -> list[str]:
        return [p.code for p in self.problems]

    def breakdown(self) -> str:
        """For messages: "Riichi 1 + Pinfu 1 + dora 2 = 4"."""
        if self.yakuman:
            names = " + ".join(BY_ID[c.id].en for c in self.yaku)
            return f"{names} = yakuman x{self.yakuman}"
        parts = [f"{BY_ID[c.id].en} {c.han}" for c in self.yaku if c.han]
        if self.dora_han:
            parts.append(f"dora {self.dora_han}")
        return " + ".join(parts) + f" = {self.han}"


def _default_rules() -> Ruleset:
    return preset(DEFAULT_PRESET)


def describe_win(yaku: Sequence[str], dora: int = 0, red_fives: int = 0, ura_dora: int = 0,
                 open_hand: bool | None = None, fu: int | None = None,
                 ruleset: Ruleset | None = None, *, tsumo: bool | None = None,
                 riichi: bool | None = None) -> WinDescription:
    """Han, fu and every problem of a win given by its yaku ids or names.

    `open_hand` None means closed (the record's default). `fu` None or 0 means not given.
    `tsumo` (won by self-draw?) and `riichi` (did the winner's riichi stand this hand?) are
    optional context: when given, yaku that need a tsumo, a ron or a riichi are checked
    against them, and yaku the hand must have (menzen tsumo, riichi) are required.
    """
    rules = ruleset or _default_rules()
    is_open = bool(open_hand)
    problems: list[Problem] = []

    def bad(code: IssueCode, field: str, message: str, *ids: str) -> None:
        problems.append(Problem(code, field, message, ids))

    # -- names ----------------------------------------------------------------------------
    defs: list[YakuDef] = []
    countable = True
    for i, name in enumerate(yaku):
        where = f"yaku[{i}]"
        y = resolve(name) if isinstance(name, str) else None
        if y is None:
            countable = False
            group = ambiguous(name) if isinstance(name, str) else ()
            if group:
                bad(IssueCode.AMBIGUOUS_YAKU, where, f"'{name}' names several yaku: say which one "
                    f"({', '.join(group)}); a double wind pung is yakuhai_seat_wind and "
                    "yakuhai_round_wind")
                continue
            close = suggestions(name) if isinstance(name, str) else []
            hint = f"; did you mean {', '.join(close)}?" if close else \
                "; the yaku ids are listed in tournament/yaku/catalogue.py"
            bad(IssueCode.UNKNOWN_YAKU, where, f"unknown yaku '{name}'{hint}")
            continue
        if y in defs:
            bad(IssueCode.DUPLICATE_YAKU, where, f"{display(y.id)} is listed twice", y.id)
            continue
        defs.append(y)
    ids = {y.id for y in defs}
    implied: set[str] = set()
    if "double_riichi" in ids and "riichi" not in ids:
        # 000 §6.5.1 lists Double Riichi as a one-han yaku of its own: it is scored together
        # with Riichi (2 han in all), so naming double riichi alone implies riichi.
        defs.insert(0, BY_ID["riichi"])
        ids.add("riichi")
        implied.add("riichi")

    # -- what the ruleset plays -----------------------------------------------------------
    counted: list[YakuDef] = []
    for y in defs:
        where = _where(yaku, y)
        if y.id == "nagashi_mangan":
            played = ("" if rules.nagashi_mangan else
                      f"; nagashi mangan is not played under the {rules.name} ruleset")
            bad(IssueCode.NOT_A_WINNING_HAND, where,
                "nagashi mangan is not a winning hand: it is an "
                "exhaustive draw (002); record the hand with the outcome nagashi_mangan"
                + played, y.id)
            continue
        if not playable(y, rules):
            if y.id == "renhou":
                why = f"is not a yaku under the {rules.name} ruleset (renhou: off)"
            else:
                why = (f"is a variant yaku from the guide (002) that the {rules.name} ruleset "
                       "does not play")
            bad(IssueCode.YAKU_NOT_IN_RULESET, where, f"{display(y.id)} {why}", y.id)
            continue
        if is_open and y.closed_only:
            if y.id in implied:
                continue  # double riichi's own problem says it
            bad(IssueCode.CLOSED_ONLY_YAKU, where, f"{display(y.id)} needs a closed hand "
                f"({y.source}) but this hand is open", y.id)
            continue
        if is_open and y.id == "tanyao" and not rules.open_tanyao:
            bad(IssueCode.CLOSED_ONLY_YAKU, where, f"{display(y.id)} needs a closed hand under the "
                f"{rules.name} ruleset (no open tanyao)", y.id)
            continue
        counted.append(y)

    yakuman_defs = [y for y in counted if counts_as_yakuman(y, rules)]
    ordinary = [y for y in counted if y not in yakuman_defs]

    # -- combinations -------------------------------------------------------------------
    problems += _combination_problems(defs, yakuman_defs, ordinary, rules)

    # -- against the context ------------------------------------------------------------
    if tsumo is not None:
        for y in defs:
            if y.win is WinBy.TSUMO and not tsumo:
                bad(IssueCode.YAKU_NEEDS_TSUMO, _where(yaku, y), f"{display(y.id)} is won by "
                    f"self-draw ({y.source}) but this win is a ron", y.id)
            elif y.win is WinBy.RON and tsumo:
                bad(IssueCode.YAKU_NEEDS_RON, _where(yaku, y),
                    f"{display(y.id)} is won on a discard "
                    f"({y.source}) but this win is a tsumo", y.id)
        if (tsumo and not is_open and countable and not yakuman_defs
                and "menzen_tsumo" not in ids and "renhou" not in ids):
            bad(IssueCode.MISSING_YAKU, "yaku", "a closed hand won by self-draw always has Fully "
                "Concealed Hand (menzen_tsumo, 000 §6.5.1): add it to the list",
                "menzen_tsumo")
    riichi_listed = bool(ids & set(RIICHI_IDS))
    if riichi is False and riichi_listed:
        listed = [i for i in RIICHI_IDS if i in ids]
        bad(IssueCode.RIICHI_NOT_DECLARED, "yaku", f"{' and '.join(display(i) for i in listed)} "
            "listed, but the winner is not among the seats whose riichi was accepted this "
            "hand ('riichi')", *listed)
    if riichi and is_open:
        bad(IssueCode.RIICHI_OPEN_HAND, "open", "the winner declared riichi this hand, so the hand "
            "is closed (000 §6.5.1: riichi needs a closed hand): 'open' cannot be true")
    elif (riichi and not riichi_listed and countable and not yakuman_defs
            and not (ids & {"renhou", "tenhou", "chiihou"})):
        bad(IssueCode.MISSING_YAKU, "yaku", "the winner declared riichi this hand: Riichi (riichi, "
            "000 §6.5.1) is always scored, add it to the list", "riichi")
    if "ippatsu" in ids and not riichi_listed:
        bad(IssueCode.IPPATSU_WITHOUT_RIICHI, _where(yaku, BY_ID["ippatsu"]),
            "Ippatsu (ippatsu) is "
            "only for a player who declared riichi (000 §6.5.1): list riichi too", "ippatsu")

    # -- dora -------------------------------------------------------------------------------
    for name, value in (("dora", dora), ("red_fives", red_fives), ("ura_dora", ura_dora)):
        if value < 0:
            bad(IssueCode.NEGATIVE_NUMBER, name, f"'{name}' must not be negative, got {value}")
    if red_fives and not rules.red_fives:
        bad(IssueCode.RED_FIVES_NOT_IN_RULESET, "red_fives",
            f"the {rules.name} ruleset plays without "
            "red fives: count them as ordinary fives (no extra han)")
    elif red_fives > 3:
        bad(IssueCode.TOO_MANY_RED_FIVES, "red_fives",
            f"there is one red five per suit, so at most 3, not {red_fives}")
    if ura_dora and not (riichi or (riichi is None and riichi_listed)):
        bad(IssueCode.URA_DORA_WITHOUT_RIICHI, "ura_dora", "ura dora count only for a winner who "
            "declared riichi (002: the riichi lets one reveal the ura dora)")

    # -- han ------------------------------------------------------------------------------
    dora_total = max(dora, 0) + max(red_fives, 0) + max(ura_dora, 0)
    yakuman = 0
    result: list[CountedYaku] = []
    if yakuman_defs:
        yakuman = len(yakuman_defs) if rules.yakuman_stacking else 1
        result = [CountedYaku(y.id, 0, 1) for y in yakuman_defs]
        yaku_han = dora_han = han = 0
    elif "renhou" in {y.id for y in counted}:
        # 000 §6.5.4: Blessing of Man "is not cumulative with other yaku and dora".
        result = [CountedYaku("renhou", 5)]
        yaku_han = han = 5
        dora_han = 0
        for name, value in (("dora", dora), ("red_fives", red_fives), ("ura_dora", ura_dora)):
            if value:
                bad(IssueCode.DORA_WITH_RENHOU, name, "Blessing of Man (renhou) is not cumulative "
                    "with dora (000 §6.5.4): record no dora with it, or leave renhou out if "
                    "the hand is worth more without it (001)", "renhou")
    else:
        result = [CountedYaku(y.id, y.han(is_open)) for y in ordinary]
        yaku_han = sum(c.han for c in result)
        dora_han = dora_total
        han = yaku_han + dora_han
        if countable and yaku_han == 0:
            detail = ("no yaku listed" if not yaku else "none of the yaku listed counts on "
                      "this hand")
            bad(IssueCode.NO_YAKU, "yaku", f"a win needs at least one yaku: {detail} (dora alone "
                "are not a yaku, 002 \"Han\")")

    # -- fu -------------------------------------------------------------------------------
    given = fu or None
    fixed = None
    renhou_mangan = [c.id for c in result] == ["renhou"] and not yakuman
    if not yakuman and not renhou_mangan:
        # A renhou mangan hides the hand's other yaku (a seven pairs shape has 25 fu), and
        # fu do not count from 5 han on (002, "Han"): there is nothing to check them against.
        fixed = _fixed_fu(ids, is_open, tsumo)
        if given is not None and countable:
            problems += _fu_problems(given, ids, is_open, tsumo)
    return WinDescription(
        yaku=tuple(result), yaku_han=yaku_han, dora_han=dora_han, han=han,
        fu=given if given is not None else fixed, yakuman=yakuman,
        problems=tuple(problems), countable=countable,
    )


def _where(names: Sequence[str], y: YakuDef) -> str:
    for i, name in enumerate(names):
        if isinstance(name, str) and resolve(name) is y:
            return f"yaku[{i}]"
    return "yaku"


# -- combinations ---------------------------------------------------------------------------

_TILE_CONFLICTS = (
    (Tiles.SIMPLES_ONLY, Tiles.HAS_TERMINAL),
    (Tiles.SIMPLES_ONLY, Tiles.HAS_HONOUR),
    (Tiles.SIMPLES_ONLY, Tiles.NO_SIMPLES),
    (Tiles.HAS_HONOUR, Tiles.NO_HONOURS),
    (Tiles.ONE_SUIT, Tiles.THREE_SUITS),
)


def _shape(y: YakuDef) -> Shape | None:
    if y.shape is not None:
        return y.shape
    return Shape.SETS if (y.chows or y.pungs) else None


def _pair_conflict(a: YakuDef, b: YakuDef) -> str:
    """Why two yaku cannot be in one hand, or "" (the explicit 000 rules come first)."""
    ex = exclusion(a.id, b.id)
    if ex:
        return ex.why
    sa, sb = _shape(a), _shape(b)
    if sa and sb and sa != sb:
        return f"{a.en} needs {sa.value}, {b.en} {sb.value}"
    for x, y in ((a, b), (b, a)):
        if Tiles.NO_SIMPLES in x.tiles and y.chows:
            return f"{x.en} has only terminals and honours, {y.en} needs a chow"
        for f1, f2 in _TILE_CONFLICTS:
            if f1 in x.tiles and f2 in y.tiles:
                return f"{x.en} needs {f1.value} in the hand, {y.en} {f2.value}"
    if WinBy.ANY not in (a.win, b.win) and a.win != b.win:
        tsumo_one, ron_one = (a, b) if a.win is WinBy.TSUMO else (b, a)
        return f"{tsumo_one.en} is won by self-draw, {ron_one.en} on a discard"
    return ""


def _combination_problems(defs: list[YakuDef], yakuman_defs: list[YakuDef],
                          ordinary: list[YakuDef], rules: Ruleset) -> list[Problem]:
    out: list[Problem] = []

    def bad(message: str, *ids: str) -> None:
        out.append(Problem(IssueCode.YAKU_COMBINATION, "yaku", message, ids))

    if yakuman_defs and ordinary:
        names = ", ".join(display(y.id) for y in ordinary)
        bad(f"{' and '.join(display(y.id) for y in yakuman_defs)} "
            f"{'is a yakuman' if len(yakuman_defs) == 1 else 'are yakuman'}: ordinary yaku do "
            f"not add to a yakuman (000 §6.5: a yakuman hand scores the yakuman only); leave "
            f"out {names}", *(y.id for y in yakuman_defs + ordinary))
    renhou = BY_ID["renhou"]
    if (renhou in ordinary and rules.renhou is Renhou.MANGAN and len(ordinary) > 1):
        others = [y for y in ordinary if y is not renhou]
        bad(f"{display('renhou')} is not cumulative with other yaku (000 §6.5.4): list "
            f"renhou alone for a mangan, or {', '.join(display(y.id) for y in others)} "
            "without renhou if they are worth more (001: the hand counts either 5 han or its "
            "value without renhou)", "renhou", *(y.id for y in others))
    for a, b in combinations(defs, 2):
        why = _pair_conflict(a, b)
        if why:
            bad(f"{display(a.id)} and {display(b.id)} cannot both be scored: {why}", a.id, b.id)
    if out:
        return out  # the set count below would only repeat these
    out += _set_count_problems(defs)
    return out


def _set_count_problems(defs: list[YakuDef]) -> list[Problem]:
    """Yaku that need more chows and pungs together than the four sets of a hand."""
    ids = {y.id for y in defs}
    out: list[Problem] = []
    dragons = len(ids & set(DRAGON_IDS))
    if "shousangen" in ids and dragons != 2:
        if dragons < 2:
            out.append(Problem(
                IssueCode.MISSING_YAKU, "yaku", "Little Three Dragons (shousangen) has two dragon "
                "pungs, and each also scores its yakuhai (000 §6.5.2: \"Add the two han for "
                "the individual pungs\"): list both dragon yakuhai", ("shousangen",)))
        else:
            out.append(Problem(
                IssueCode.YAKU_COMBINATION, "yaku",
                "Little Three Dragons (shousangen) has two dragon "
                "pungs and a dragon pair: with three dragon pungs the hand is Big Three "
                "Dragons (daisangen)", ("shousangen", *DRAGON_IDS)))
        return out
    chows = max((y.chows for y in defs), default=0)
    if {"ittsu", "sanshoku_doujun"} <= ids:
        chows = max(chows, 5)  # a straight and a triple chow share at most one chow
    winds = 1 if ids & set(WIND_IDS) else 0
    honour_pungs = max(dragons, 3 if "daisangen" in ids else 0) + max(
        winds, 3 if "shousuushii" in ids else 0, 4 if "daisuushi" in ids else 0)
    suited_pungs = max((y.pungs for y in defs if y.id in
                        ("sanshoku_doukou", "sanrenkou", "suurenkou")), default=0)
    any_pungs = max((y.pungs for y in defs), default=0)
    pungs = max(any_pungs, honour_pungs + suited_pungs)
    if chows + pungs > 4:
        needing = [y.id for y in defs if y.chows or y.pungs]
        out.append(Problem(
            IssueCode.YAKU_COMBINATION, "yaku", f"{', '.join(display(i) for i in needing)} need at "
            f"least {chows} chow(s) and {pungs} pung(s) or kong(s) together, but a hand has "
            "only four sets", tuple(needing)))
    return out


# -- fu -----------------------------------------------------------------------------------


def _fixed_fu(ids: set[str], is_open: bool, tsumo: bool | None) -> int | None:
    if "chiitoitsu" in ids:
        return 25
    if "pinfu" in ids and not is_open and tsumo is not None:
        return 20 if tsumo else 30
    return None


def _fu_problems(fu: int, ids: set[str], is_open: bool, tsumo: bool | None) -> list[Problem]:
    def bad(code: IssueCode, message: str, *yaku: str) -> list[Problem]:
        return [Problem(code, "fu", message, yaku)]

    if fu not in VALID_FU:
        return bad(IssueCode.BAD_FU, f"{fu} fu is not possible: fu are 20, 25 or a multiple of 10 "
                   "from 30 to 130")
    if "chiitoitsu" in ids:
        if fu != 25:
            return bad(IssueCode.IMPOSSIBLE_FU,
                       f"Seven Pairs (chiitoitsu) always scores exactly 25 "
                       f"fu (000 §6.5.2), not {fu}", "chiitoitsu")
        return []
    if fu == 25:
        return bad(IssueCode.IMPOSSIBLE_FU, "25 fu is only for Seven Pairs (001, fu table), which "
                   "is not listed")
    if "pinfu" in ids and not is_open:
        if tsumo is True and fu != 20:
            return bad(IssueCode.IMPOSSIBLE_FU, f"a pinfu tsumo is 20 fu, not {fu}: no fu besides "
                       "the 20 for winning, not even the 2 for a tsumo (000 §6.5.1, 001)",
                       "pinfu")
        if tsumo is False and fu != 30:
            return bad(IssueCode.IMPOSSIBLE_FU,
                       f"a pinfu ron is 30 fu, not {fu}: 20 for winning and "
                       "10 for a closed ron, nothing else (000 §6.5.1, 001)", "pinfu")
        if tsumo is None and fu not in (20, 30):
            return bad(IssueCode.IMPOSSIBLE_FU, f"a pinfu hand is 20 fu on a tsumo or 30 on a ron, "
                       f"not {fu} (000 §6.5.1)", "pinfu")
        return []
    if fu == 20:
        return bad(IssueCode.IMPOSSIBLE_FU,
                   "20 fu is only a pinfu tsumo: without pinfu a hand has at "
                   "least 30 fu (001: an open hand with no other fu gets +2, a tsumo +2)")
    if fu == 30 and not is_open and tsumo is False:
        return bad(IssueCode.IMPOSSIBLE_FU,
                   "a closed ron without pinfu or seven pairs has at least "
                   "40 fu: 30 (001, 'Main fermée sur écart') plus at least 2, since a closed "
                   "hand with no other fu is pinfu")
    return []
