"""The tile path: a hand given by its tiles -> yaku, han, fu with its breakdown, and payment.

The `mahjong` package (PyPI, MIT) splits the hand and finds yaku and fu; it is configured from
our `Ruleset` (open tanyao, red fives, kiriage, counted yakuman, renhou as a yakuman). What it
cannot express is done here, after it:

* yakuman that do not stack: the package adds yakuman up (All Honours + Big Three Dragons is a
  double yakuman there); without `yakuman_stacking` we count one (000 §6.5: "Yakuman yaku are
  not cumulative"). Its "double yakuman" hands (13-sided Thirteen Orphans, Four Concealed
  Pungs on a pair wait, pure Nine Gates, Big Four Winds) are single yakuman in our rules;
* renhou as a mangan (`Renhou.MANGAN`): the package adds a 5-han renhou to the other yaku and
  dora, but 000 §6.5.4 says Blessing of Man "is not cumulative with other yaku and dora" and
  001 says the hand counts "soit 5 han soit sa valeur sans Renhō": we score the hand without
  renhou and keep the larger of that and a plain mangan;
* Double Riichi: the package scores it 2 han in place of riichi; 000 §6.5.1 and 001 list
  it as a one-han yaku on top of Riichi, so we show riichi 1 + double_riichi 1 (same total);
* situations it does not check: ura dora indicators without riichi, After a Kong without a
  kong, Ippatsu with After a Kong (000 §6.5.1: the winner's kong broke the ippatsu), riichi
  with a blessing, renhou when the ruleset has none;
* payments: our `scoring.points.hand_value`, so that one table of values (001) rules the app.

Tile counts are checked before the package is called (see `tiles.tile_count_problems`).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from typing import Any

from tournament.issue_codes import IssueCode
from tournament.model import Wind
from tournament.rules.points import MANGAN, HandValue, hand_value
from tournament.rules.ruleset import Renhou, Ruleset
from tournament.yaku.catalogue import BY_ID, CATALOGUE
from tournament.yaku.describe import CountedYaku, Problem
from tournament.yaku.tiles import (
    FIVES,
    Meld,
    MeldKind,
    Tile,
    parse_meld,
    parse_tiles,
    tile_count_problems,
    waits,
)


@dataclass(frozen=True, slots=True)
class Situation:
    """What the tiles cannot show; the referee ticks it. `double_riichi` implies riichi."""

    tsumo: bool
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False

    @property
    def any_riichi(self) -> bool:
        return self.riichi or self.double_riichi


@dataclass(frozen=True, slots=True)
class HandInput:
    """A finished hand: `hand` is every tile outside the melds, the winning tile included."""

    hand: tuple[Tile, ...]
    win: Tile
    melds: tuple[Meld, ...]
    situation: Situation
    seat_wind: Wind
    round_wind: Wind
    dora_indicators: tuple[Tile, ...] = ()
    ura_dora_indicators: tuple[Tile, ...] = ()

    @property
    def dealer(self) -> bool:
        return self.seat_wind is Wind.EAST

    @property
    def open_hand(self) -> bool:
        return any(m.kind.opened for m in self.melds)


@dataclass(frozen=True, slots=True)
class FuPart:
    reason: str  # the package's names: base, closed_pon, open_terminal_kan, penchan, tsumo...
    fu: int


@dataclass(frozen=True, slots=True)
class HandScore:
    yaku: tuple[CountedYaku, ...]
    han: int  # yaku + dora; 0 for a yakuman
    fu: int
    fu_breakdown: tuple[FuPart, ...]
    yakuman: int  # the multiple counted under the ruleset (0 if none)
    dora: int
    red_fives: int
    ura_dora: int
    value: HandValue
    tsumo: bool
    open_hand: bool

    @property
    def points(self) -> int:
        """What the winner receives before honba and sticks (ron: the discarder's payment)."""
        return self.value.tsumo_total if self.tsumo else self.value.ron

    def to_json(self) -> dict[str, Any]:
        return {
            "yaku": [{"name": c.id, "han": c.han} for c in self.yaku],
            "han": self.han,
            "fu": self.fu,
            "fu_breakdown": [{"reason": p.reason, "fu": p.fu} for p in self.fu_breakdown],
            "yakuman": self.yakuman,
            "points": self.points,
        }


# -- reading -------------------------------------------------------------------------------


def read_hand(hand: str, win: str, melds: tuple[str, ...] | list[str] = (),
              dora_indicators: str = "", ura_dora_indicators: str = "", *,
              situation: Situation, seat_wind: Wind,
              round_wind: Wind) -> tuple[HandInput | None, list[Problem]]:
    """A `HandInput` from mpsz text (indicators may be comma-separated: "4s,1z")."""
    problems: list[Problem] = []

    def read(text: str, field: str) -> list[Tile]:
        tiles, bad = parse_tiles(text.replace(",", ""))
        problems.extend(Problem(IssueCode.BAD_TILES, field, f"{field}: {m}") for m in bad)
        return tiles

    hand_tiles = read(hand, "hand")
    win_tiles = read(win, "win")
    if not problems and len(win_tiles) != 1:
        problems.append(Problem(IssueCode.BAD_TILES, "win", f"win: give exactly one winning tile, "
                                f"not {len(win_tiles)}"))
    meld_list: list[Meld] = []
    for i, text in enumerate(melds):
        meld, bad = parse_meld(text)
        problems.extend(Problem(IssueCode.BAD_TILES, f"melds[{i}]", m) for m in bad)
        if meld:
            meld_list.append(meld)
    dora = read(dora_indicators, "dora_indicators") if dora_indicators.strip(", ") else []
    ura = (read(ura_dora_indicators, "ura_dora_indicators")
           if ura_dora_indicators.strip(", ") else [])
    if problems:
        return None, problems
    return HandInput(tuple(hand_tiles), win_tiles[0], tuple(meld_list), situation, seat_wind,
                     round_wind, tuple(dora), tuple(ura)), []


def hand_problems(hand: HandInput, rules: Ruleset) -> list[Problem]:
    """Impossible tiles and situations, found before the package is asked."""
    out = [Problem(IssueCode.IMPOSSIBLE_TILES, "hand", m) for m in tile_count_problems(
        hand.hand, hand.melds, hand.dora_indicators + hand.ura_dora_indicators,
        red_fives=rules.red_fives, ruleset_name=rules.name)]
    if hand.win not in hand.hand:
        out.append(Problem(IssueCode.IMPOSSIBLE_TILES, "win",
                           f"the winning tile {hand.win.label} is "
                           "not in the hand: the hand lists every tile outside the melds, "
                           "the winning tile included"))
    s = hand.situation

    def bad(message: str) -> None:
        out.append(Problem(IssueCode.BAD_SITUATION, "situation", message))

    if len(hand.dora_indicators) > 5:
        bad(f"{len(hand.dora_indicators)} dora indicators: there are at most 5 (one, plus "
            "one per kong)")
    if hand.ura_dora_indicators and not s.any_riichi:
        bad("ura dora indicators are given but the winner did not declare riichi: only a "
            "riichi lets one see the ura dora (002)")
    if len(hand.ura_dora_indicators) > max(len(hand.dora_indicators), 1):
        bad(f"{len(hand.ura_dora_indicators)} ura dora indicators for "
            f"{len(hand.dora_indicators)} dora indicator(s): there is one under each")
    if s.rinshan and not any(m.kind in (MeldKind.KAN, MeldKind.ANKAN) for m in hand.melds):
        bad("After a Kong (rinshan) is a win on the replacement tile of the winner's own "
            "kong, but no kan or ankan is among the melds (000 §6.5.1)")
    if s.ippatsu and s.rinshan:
        bad("Ippatsu with After a Kong: the winner's kong interrupted the round, which makes "
            "ippatsu invalid (000 §6.5.1: \"including concealed kong declarations\")")
    blessings = [n for n, on in (("tenhou", s.tenhou), ("chiihou", s.chiihou),
                                 ("renhou", s.renhou)) if on]
    if len(blessings) > 1:
        bad(f"{' and '.join(blessings)} cannot happen together (000 §6.5.4, §6.5.6)")
    if blessings and (s.any_riichi or s.ippatsu):
        bad(f"{blessings[0]} is won before the winner's first discard, so before any riichi "
            "or ippatsu (000 §6.5.4, §6.5.6)")
    if s.renhou and rules.renhou is Renhou.OFF:
        bad(f"Blessing of Man (renhou) is not a yaku under the {rules.name} ruleset")
    return out


# -- scoring -------------------------------------------------------------------------------

# Package yaku class -> our catalogue ids (None: dora, counted apart).
_PACKAGE_YAKU: dict[str, tuple[str, ...]] = {
    "Tsumo": ("menzen_tsumo",), "Riichi": ("riichi",),
    "DaburuRiichi": ("riichi", "double_riichi"), "Ippatsu": ("ippatsu",),
    "Chankan": ("chankan",), "Rinshan": ("rinshan",), "Haitei": ("haitei",),
    "Houtei": ("houtei",), "Pinfu": ("pinfu",), "Tanyao": ("tanyao",),
    "Iipeiko": ("iipeikou",), "Haku": ("yakuhai_haku",), "Hatsu": ("yakuhai_hatsu",),
    "Chun": ("yakuhai_chun",),
    **{f"SeatWind{w}": ("yakuhai_seat_wind",) for w in ("East", "South", "West", "North")},
    **{f"RoundWind{w}": ("yakuhai_round_wind",) for w in ("East", "South", "West", "North")},
    "Chiitoitsu": ("chiitoitsu",), "Chantai": ("chanta",), "Ittsu": ("ittsu",),
    "Sanshoku": ("sanshoku_doujun",), "SanshokuDoukou": ("sanshoku_doukou",),
    "SanKantsu": ("sankantsu",), "Toitoi": ("toitoi",), "Sanankou": ("sanankou",),
    "Shosangen": ("shousangen",), "Honroto": ("honroutou",), "Ryanpeikou": ("ryanpeikou",),
    "Junchan": ("junchan",), "Honitsu": ("honitsu",), "Chinitsu": ("chinitsu",),
    "Renhou": ("renhou",), "RenhouYakuman": ("renhou",), "Tenhou": ("tenhou",),
    "Chiihou": ("chiihou",), "Daisangen": ("daisangen",), "Suuankou": ("suuankou",),
    "SuuankouTanki": ("suuankou",), "Tsuuiisou": ("tsuuiisou",), "Ryuuiisou": ("ryuuiisou",),
    "Chinroutou": ("chinroutou",), "ChuurenPoutou": ("chuuren_poutou",),
    "DaburuChuurenPoutou": ("chuuren_poutou",), "KokushiMusou": ("kokushi",),
    "DaburuKokushiMusou": ("kokushi",), "DaiSuushii": ("daisuushi",),
    "Shousuushii": ("shousuushii",), "Suukantsu": ("suukantsu",),
}
_DORA = {"Dora": "dora", "AkaDora": "red_fives", "UraDora": "ura_dora"}
_ORDER = {y.id: i for i, y in enumerate(CATALOGUE)}

_PACKAGE_ERRORS = {
    "hand_not_winning": "",  # built with the waits, see _not_winning
    "no_yaku": "the hand has no yaku (dora alone are not a yaku, 002 \"Han\")",
    "winning_tile_not_in_hand": "the winning tile is not in the hand",
    "open_hand_riichi_not_allowed": "riichi needs a closed hand (000 §6.5.1), but a chi, pon "
                                    "or open kan is among the melds (an ankan keeps it closed)",
    "open_hand_daburi_not_allowed": "double riichi needs a closed hand (000 §6.5.1), but a "
                                    "chi, pon or open kan is among the melds",
    "ippatsu_without_riichi_not_allowed": "ippatsu is only for a player who declared riichi "
                                          "(000 §6.5.1): add --riichi or --double-riichi",
    "chankan_with_tsumo_not_allowed": "Robbing a Kong is scored as a win on a discard "
                                      "(000 §6.5.1): use --ron",
    "rinshan_without_tsumo_not_allowed": "After a Kong counts as a self-draw (000 §6.5.1): "
                                         "use --tsumo",
    "haitei_without_tsumo_not_allowed": "Last Tile Draw is a win by self-draw (000 §6.5.1): "
                                        "use --tsumo, or --houtei for a win on the last discard",
    "houtei_with_tsumo_not_allowed": "Last Tile Claim is a win on the last discard (000 "
                                     "§6.5.1): use --ron, or --haitei for the last tile drawn",
    "haitei_with_rinshan_not_allowed": "you cannot score Last Tile Draw and After a Kong "
                                       "together (000 §6.5.1): only After a Kong counts",
    "houtei_with_chankan_not_allowed": "Last Tile Claim and Robbing a Kong cannot happen "
                                       "together",
    "tenhou_not_as_dealer_not_allowed": "Blessing of Heaven is the dealer's (East player, "
                                        "000 §6.5.6): --seat-wind E",
    "tenhou_without_tsumo_not_allowed": "Blessing of Heaven is a win on the dealer's initial "
                                        "tiles, a self-draw: use --tsumo",
    "tenhou_with_meld_not_allowed": "Blessing of Heaven needs a closed hand with no kong "
                                    "(000 §6.5.6)",
    "chiihou_as_dealer_not_allowed": "Blessing of Earth is for a player other than the dealer "
                                     "(the dealer's is Blessing of Heaven)",
    "chiihou_without_tsumo_not_allowed": "Blessing of Earth is a win by self-draw "
                                         "(000 §6.5.6): use --tsumo",
    "chiihou_with_meld_not_allowed": "Blessing of Earth needs a closed hand with no call or "
                                     "kong (000 §6.5.6)",
    "renhou_as_dealer_not_allowed": "Blessing of Man is for a player other than the dealer",
    "renhou_with_tsumo_not_allowed": "Blessing of Man is a win on a discard (000 §6.5.4): "
                                     "use --ron",
    "renhou_with_meld_not_allowed": "Blessing of Man needs a closed hand with no call or kong "
                                    "(000 §6.5.4)",
}


def score_hand(hand: HandInput, rules: Ruleset) -> tuple[HandScore | None, list[Problem]]:
    """Yaku, han, fu and payment of a finished hand under a ruleset; or every problem."""
    problems = hand_problems(hand, rules)
    if problems:
        return None, problems
    s = hand.situation
    if s.renhou and rules.renhou is Renhou.MANGAN:
        return _score_renhou_mangan(hand, rules)
    response = _estimate(hand, rules, s)
    if response.error:
        return None, [_package_problem(hand, response.error)]
    return _score(hand, rules, response), []


def _score_renhou_mangan(hand: HandInput,
                         rules: Ruleset) -> tuple[HandScore | None, list[Problem]]:
    # 001: "la main compte soit 5 han soit sa valeur sans Renhō"; 000 §6.5.4: renhou does
    # not combine with other yaku nor dora. Ask with renhou first: it checks that renhou is
    # possible here (a closed non-dealer ron) and gives the hand's fu.
    with_renhou = _estimate(hand, rules, hand.situation)
    if with_renhou.error:
        return None, [_package_problem(hand, with_renhou.error)]
    without = _estimate(hand, rules, replace(hand.situation, renhou=False))
    if not without.error:
        score = _score(hand, rules, without)
        if score.yakuman or score.value.base > MANGAN:
            return score, []
    elif without.error != "no_yaku":
        return None, [_package_problem(hand, without.error)]
    fu = int(with_renhou.fu or 0)
    return HandScore(
        yaku=(CountedYaku("renhou", 5),), han=5, fu=fu,
        fu_breakdown=tuple(FuPart(d["reason"], d["fu"]) for d in with_renhou.fu_details or ()),
        yakuman=0, dora=0, red_fives=0, ura_dora=0,
        value=hand_value(5, fu, 0, hand.dealer, rules), tsumo=False,
        open_hand=hand.open_hand), []


def _score(hand: HandInput, rules: Ruleset, response: Any) -> HandScore:
    is_open = hand.open_hand
    counted: list[CountedYaku] = []
    dora = {"dora": 0, "red_fives": 0, "ura_dora": 0}
    package_yaku_han = 0
    for item in response.yaku:
        cls = type(item).__name__
        if cls in _DORA:
            dora[_DORA[cls]] += item.han_closed
            continue
        package_yaku_han += item.han_open if (is_open and item.han_open) else item.han_closed
        for yaku_id in _PACKAGE_YAKU[cls]:  # KeyError: a yaku our rules do not know
            y = BY_ID[yaku_id]
            is_yakuman = bool(y.yakuman) or item.is_yakuman
            counted.append(CountedYaku(yaku_id, 0 if is_yakuman else y.han(is_open),
                                       1 if is_yakuman else 0))
    counted.sort(key=lambda c: _ORDER[c.id])
    yakuman_ids = {c.id for c in counted if c.yakuman}
    if yakuman_ids:
        # 000 §6.5: "Yakuman yaku are not cumulative" unless the ruleset stacks them; the
        # package's double yakuman (13-sided wait...) are single ones in our rules.
        yakuman = len(yakuman_ids) if rules.yakuman_stacking else 1
        han = 0
    else:
        yakuman = 0
        yaku_han = sum(c.han for c in counted)
        if yaku_han != package_yaku_han:
            raise AssertionError(f"catalogue han {yaku_han} != package han "
                                 f"{package_yaku_han} for {response.yaku}")
        han = yaku_han + sum(dora.values())
    fu = int(response.fu or 0)
    return HandScore(
        yaku=tuple(counted), han=han, fu=fu,
        fu_breakdown=tuple(FuPart(d["reason"], d["fu"]) for d in response.fu_details or ()),
        yakuman=yakuman, dora=dora["dora"] if not yakuman else 0,
        red_fives=dora["red_fives"] if not yakuman else 0,
        ura_dora=dora["ura_dora"] if not yakuman else 0,
        value=hand_value(han, fu, yakuman, hand.dealer, rules), tsumo=hand.situation.tsumo,
        open_hand=is_open)


def _package_problem(hand: HandInput, error: str) -> Problem:
    if error == "hand_not_winning":
        return Problem(IssueCode.NOT_A_WIN, "hand", _not_winning(hand))
    if error == "no_yaku":
        return Problem(IssueCode.NO_YAKU, "hand", _PACKAGE_ERRORS[error])
    return Problem(IssueCode.BAD_SITUATION, "situation", _PACKAGE_ERRORS.get(error, error))


def _not_winning(hand: HandInput) -> str:
    rest = list(hand.hand)
    rest.remove(hand.win)
    text = (f"the tiles are not a winning hand (four sets and a pair, seven pairs or "
            f"thirteen orphans) with {hand.win} as the winning tile")
    try:
        found = waits(rest, hand.melds)
    except ValueError:
        return text
    if found:
        return text + f"; without it the hand waits on {', '.join(found)}"
    return text + "; without it the hand is not even waiting"


# -- the package ---------------------------------------------------------------------------


def package_options(rules: Ruleset) -> Any:
    """The package's OptionalRules for a ruleset (what it can express of ours)."""
    from mahjong.hand_calculating.hand_config import HandConstants, OptionalRules

    return OptionalRules(
        has_open_tanyao=rules.open_tanyao,
        has_aka_dora=rules.red_fives,
        # Our rules know no double yakuman hands; several yakuman stack or not (see _score).
        has_double_yakuman=False,
        kazoe_limit=(HandConstants.KAZOE_LIMITED if rules.counted_yakuman
                     else HandConstants.KAZOE_SANBAIMAN),
        kiriage=rules.kiriage_mangan,
        fu_for_open_pinfu=True,  # 001, fu table: "Pinfu ouvert" +2
        fu_for_pinfu_tsumo=False,  # 000 §6.5.1: a pinfu tsumo omits the 2 tsumo fu
        renhou_as_yakuman=rules.renhou is Renhou.YAKUMAN,
    )


def _estimate(hand: HandInput, rules: Ruleset, s: Situation) -> Any:
    from mahjong.constants import EAST
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig
    from mahjong.meld import Meld as PackageMeld

    next_copy: dict[int, int] = defaultdict(int)

    def take(t: Tile) -> int:
        # 136-format: four copies per kind. With red fives, copy 0 of each five is the red
        # one (the package's FIVE_RED_* ids), so plain fives use copies 1-3.
        if rules.red_fives and t.kind in FIVES:
            if t.red:
                return t.kind * 4
            copy = 1 + next_copy[t.kind]
        else:
            copy = next_copy[t.kind]
        next_copy[t.kind] += 1
        return t.kind * 4 + copy

    hand_ids = [take(t) for t in hand.hand]
    win_id = hand_ids[hand.hand.index(hand.win)]
    melds = []
    meld_ids: list[int] = []
    kinds = {MeldKind.CHI: PackageMeld.CHI, MeldKind.PON: PackageMeld.PON,
             MeldKind.KAN: PackageMeld.KAN, MeldKind.ANKAN: PackageMeld.KAN}
    for m in hand.melds:
        ids = [take(t) for t in m.tiles]
        meld_ids += ids
        melds.append(PackageMeld(meld_type=kinds[m.kind], tiles=ids, opened=m.kind.opened))
    dora = [take(t) for t in hand.dora_indicators]
    ura = [take(t) for t in hand.ura_dora_indicators]
    config = HandConfig(
        is_tsumo=s.tsumo, is_riichi=s.any_riichi, is_daburu_riichi=s.double_riichi,
        is_ippatsu=s.ippatsu, is_rinshan=s.rinshan, is_chankan=s.chankan,
        is_haitei=s.haitei, is_houtei=s.houtei, is_tenhou=s.tenhou, is_chiihou=s.chiihou,
        is_renhou=s.renhou, player_wind=EAST + int(hand.seat_wind),
        round_wind=EAST + int(hand.round_wind), options=package_options(rules))
    return HandCalculator.estimate_hand_value(
        hand_ids + meld_ids, win_id, melds=melds, dora_indicators=dora, config=config,
        ura_dora_indicators=ura)
