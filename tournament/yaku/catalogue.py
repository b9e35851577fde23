"""The yaku catalogue: every yaku of the rules documents with its names, han and constraints.

Built from the competition rules 000_3273844b561d07b0.txt (section 6.5 "Yaku list", English and
French names, closed-only yaku, open-hand reductions, yaku that do not combine) and
001_3f97329ed93c307d.txt ("Table des yaku": French names, romaji, the closed-only marks ● and
the one-han-less-when-open marks ◇). The variant yaku of the guide 002_b13f5f4012e8894b.txt are
listed too, marked `variant`; they count only when the ruleset switches them on.

A win's `yaku` list in a hand record uses the ids below. Names are also accepted in English,
romaji or French, in any case, with or without accents, spaces, hyphens or apostrophes
("Tan'yao", "all simples", "Tout Ordinaire" all mean ``tanyao``): see `resolve`.

Ids (han closed/open; "closed" = the hand must be closed; yakuman count as one each):

one han (000 §6.5.1)
    riichi (1, closed), ippatsu (1, closed), double_riichi (1, closed; counted on top of
    riichi, so a double riichi is worth 2 han in all and ``double_riichi`` alone implies
    ``riichi``), menzen_tsumo (1, closed), pinfu (1, closed), iipeikou (1, closed),
    tanyao (1/1; open only if the ruleset has open tanyao), yakuhai_haku, yakuhai_hatsu,
    yakuhai_chun, yakuhai_seat_wind, yakuhai_round_wind (1/1 each; a double wind pung is
    ``yakuhai_seat_wind`` + ``yakuhai_round_wind``), chankan (1/1), rinshan (1/1),
    haitei (1/1), houtei (1/1)
two han (000 §6.5.2)
    chiitoitsu (2, closed), ittsu (2/1), sanshoku_doujun (2/1), chanta (2/1), toitoi (2/2),
    sanshoku_doukou (2/2), sanankou (2/2), sankantsu (2/2), honroutou (2/2),
    shousangen (2/2)
three han (000 §6.5.3)
    ryanpeikou (3, closed), honitsu (3/2), junchan (3/2)
mangan (000 §6.5.4)
    renhou (5, closed; per the ruleset: off, a mangan that does not combine, or a yakuman)
six han (000 §6.5.5)
    chinitsu (6/5)
yakuman (000 §6.5.6)
    tenhou, chiihou, kokushi, chuuren_poutou, suuankou (closed), suukantsu, ryuuiisou,
    chinroutou, tsuuiisou, daisangen, shousuushii, daisuushi
variants (002, "Score"; refused unless the ruleset plays them)
    nagashi_mangan (an outcome, not a winning hand), sanrenkou, iisou_sanjun,
    iisou_suushun, suurenkou, daisharin, shiisan_puutaa, paarenchan
"""

from __future__ import annotations

import difflib
import enum
import unicodedata
from dataclasses import dataclass, field

from tournament.rules.ruleset import Renhou, Ruleset


class WinBy(enum.StrEnum):
    """How a yaku must be won, when it says (000 §6.5.1: rinshan "counts as self-draw")."""

    ANY = "any"
    TSUMO = "tsumo"
    RON = "ron"


class Tiles(enum.StrEnum):
    """What a yaku says about the tiles of the whole hand; used to refuse impossible lists."""

    SIMPLES_ONLY = "only simples (2 to 8)"
    NO_SIMPLES = "only terminals and honours"
    HAS_TERMINAL = "a terminal or an honour"
    HAS_HONOUR = "an honour"
    NO_HONOURS = "no honours"
    ONE_SUIT = "a single suit"
    THREE_SUITS = "all three suits"


class Shape(enum.StrEnum):
    SETS = "four sets and a pair"
    PAIRS = "seven pairs"
    ORPHANS = "thirteen orphans"


@dataclass(frozen=True, slots=True)
class YakuDef:
    """One yaku. `han_open` None = closed only; yakuman have han 0 and `yakuman` 1."""

    id: str
    en: str
    ja: str  # romaji as written in 000 (001 spellings are aliases)
    fr: str
    han_closed: int
    han_open: int | None
    source: str  # the rules document (and section) it comes from
    yakuman: int = 0
    win: WinBy = WinBy.ANY
    # Situational: the tiles cannot show it, the referee says it (riichi, last tile...).
    situational: bool = False
    # Variant yaku from 002: counted only when `switch` (a Ruleset field) turns them on;
    # a variant with no switch is not played by any ruleset of the app.
    variant: bool = False
    switch: str | None = None
    # Shape the yaku needs: at least this many chows and pungs/kongs (kongs among them).
    chows: int = 0
    pungs: int = 0
    kongs: int = 0
    shape: Shape | None = None
    tiles: frozenset[Tiles] = frozenset()
    aliases: tuple[str, ...] = ()
    note: str = ""

    @property
    def closed_only(self) -> bool:
        return self.han_open is None

    def han(self, open_hand: bool) -> int:
        """Han on a closed or open hand (0 when the yaku does not exist open)."""
        if open_hand:
            return self.han_open or 0
        return self.han_closed

    @property
    def names(self) -> tuple[str, str, str]:
        return self.en, self.ja, self.fr


def _t(*flags: Tiles) -> frozenset[Tiles]:
    return frozenset(flags)


def _yakuhai(yaku_id: str, en: str, ja: str, fr: str, *aliases: str) -> YakuDef:
    # 000 §6.5.1: a pung or kong of dragons, seat wind or prevailing wind; they combine.
    return YakuDef(yaku_id, en, ja, fr, 1, 1, "000 §6.5.1", pungs=1, shape=Shape.SETS,
                   tiles=_t(Tiles.HAS_HONOUR, Tiles.HAS_TERMINAL), aliases=aliases)


S61 = "000 §6.5.1"
S62 = "000 §6.5.2"
S63 = "000 §6.5.3"
S64 = "000 §6.5.4"
S65 = "000 §6.5.5"
S66 = "000 §6.5.6"
V002 = "002, Score"

_T = Tiles

CATALOGUE: tuple[YakuDef, ...] = (
    # -- one han, 000 §6.5.1 -----------------------------------------------------------
    YakuDef("riichi", "Riichi", "Riichi", "Riichi", 1, None, S61, situational=True),
    YakuDef("ippatsu", "Ippatsu", "Ippatsu", "Ippatsu", 1, None, S61, situational=True),
    YakuDef("double_riichi", "Double Riichi", "Daburu riichi", "Double Riichi", 1, None, S61,
            situational=True, aliases=("Double riichi", "daburi"),
            note="counted on top of riichi: 2 han in all (000 and 001 list it at one han)"),
    YakuDef("menzen_tsumo", "Fully Concealed Hand", "Menzen tsumo", "Tout Caché Tiré", 1, None,
            S61, win=WinBy.TSUMO, aliases=("tsumo", "self-draw", "Tout caché tiré")),
    YakuDef("pinfu", "Pinfu", "Pinfu", "Pinfu", 1, None, S61, chows=4, shape=Shape.SETS,
            aliases=("All Chows", "No-points hand")),
    YakuDef("iipeikou", "Pure Double Chow", "Iipeikō", "Double Chows Purs", 1, None, S61,
            chows=2, shape=Shape.SETS, aliases=("iipeiko", "Suites jumelles")),
    YakuDef("tanyao", "All Simples", "Tan'yao", "Tout Ordinaire", 1, 1, S61,
            tiles=_t(_T.SIMPLES_ONLY), aliases=("tanyao chuu", "Tout intérieur"),
            note="open only when the ruleset has open tanyao"),
    _yakuhai("yakuhai_haku", "Yakuhai: White Dragon", "Yakuhai (haku)",
             "Yakuhai : dragon Blanc", "haku", "white dragon", "dragon blanc"),
    _yakuhai("yakuhai_hatsu", "Yakuhai: Green Dragon", "Yakuhai (hatsu)",
             "Yakuhai : dragon Vert", "hatsu", "green dragon", "dragon vert"),
    _yakuhai("yakuhai_chun", "Yakuhai: Red Dragon", "Yakuhai (chun)",
             "Yakuhai : dragon Rouge", "chun", "red dragon", "dragon rouge"),
    _yakuhai("yakuhai_seat_wind", "Yakuhai: Seat Wind", "Yakuhai (jikaze)",
             "Yakuhai : vent du joueur", "seat wind", "jikaze", "own wind", "vent du joueur"),
    _yakuhai("yakuhai_round_wind", "Yakuhai: Prevailing Wind", "Yakuhai (bakaze)",
             "Yakuhai : vent dominant", "round wind", "prevailing wind", "prevalent wind",
             "bakaze", "vent de la manche"),
    YakuDef("chankan", "Robbing a Kong", "Chankan", "Voler un Kong", 1, 1, S61, win=WinBy.RON,
            situational=True, aliases=("Vol de carré",)),
    YakuDef("rinshan", "After a Kong", "Rinshan kaihō", "Finir sur Kong", 1, 1, S61,
            win=WinBy.TSUMO, situational=True, pungs=1, kongs=1, shape=Shape.SETS,
            aliases=("rinshan kaihou", "Fleur de la montagne")),
    YakuDef("haitei", "Last Tile Draw", "Haitei", "Dernière Tuile Piochée", 1, 1, S61,
            win=WinBy.TSUMO, situational=True,
            aliases=("haitei raoyue", "Dernière pioche", "Under the Sea")),
    YakuDef("houtei", "Last Tile Claim", "Hōtei", "Dernière Tuile Réclamée", 1, 1, S61,
            win=WinBy.RON, situational=True,
            aliases=("houtei raoyui", "Dernière défausse", "Under the River")),
    # -- two han, 000 §6.5.2 -----------------------------------------------------------
    YakuDef("chiitoitsu", "Seven Pairs", "Chiitoitsu", "Sept Paires", 2, None, S62,
            shape=Shape.PAIRS, aliases=("chiitoi", "chiitoitsu", "Sept paires")),
    YakuDef("ittsu", "Pure Straight", "Ikkitsukan / Ittsū", "Grande Suite Pure", 2, 1, S62,
            chows=3, shape=Shape.SETS, tiles=_t(_T.HAS_TERMINAL),
            aliases=("ittsu", "ikkitsuukan", "ikkitsukan", "Grande suite")),
    YakuDef("sanshoku_doujun", "Mixed Triple Chow", "Sanshoku dōjun", "Triple Chows", 2, 1,
            S62, chows=3, shape=Shape.SETS, tiles=_t(_T.THREE_SUITS),
            aliases=("sanshoku", "Même suite en 3 familles")),
    YakuDef("chanta", "Outside Hand", "Chanta", "Terminales et Honneurs Partout", 2, 1, S62,
            chows=1, shape=Shape.SETS, tiles=_t(_T.HAS_HONOUR, _T.HAS_TERMINAL),
            aliases=("chantaiyao", "chantai"),
            note="with no honour tile the hand is Terminals in All Groups (junchan)"),
    YakuDef("toitoi", "All Pungs", "Toitoi", "Tout Pung", 2, 2, S62, pungs=4,
            shape=Shape.SETS, aliases=("toitoiho", "toitoihou", "Tout brelans")),
    YakuDef("sanshoku_doukou", "Triple Pung", "Sanshoku dōkō", "Triple Pungs", 2, 2, S62,
            pungs=3, shape=Shape.SETS, tiles=_t(_T.THREE_SUITS),
            aliases=("sanshoku douko", "Même brelan en 3 familles")),
    YakuDef("sanankou", "Three Concealed Pungs", "San'ankō", "Trois Pungs Cachés", 2, 2, S62,
            pungs=3, shape=Shape.SETS, aliases=("sananko", "Trois brelans cachés")),
    YakuDef("sankantsu", "Three Kongs", "Sankantsu", "Trois Kongs", 2, 2, S62, pungs=3,
            kongs=3, shape=Shape.SETS, aliases=("Trois carrés",)),
    YakuDef("honroutou", "All Terminals and Honours", "Honrōtō", "Tout Terminales et Honneurs",
            2, 2, S62, tiles=_t(_T.NO_SIMPLES, _T.HAS_TERMINAL), aliases=("honroto",)),
    YakuDef("shousangen", "Little Three Dragons", "Shōsangen", "Trois Petits Dragons", 2, 2,
            S62, pungs=2, shape=Shape.SETS, tiles=_t(_T.HAS_HONOUR, _T.HAS_TERMINAL),
            aliases=("shosangen", "Shō sangan"),
            note="the two dragon pungs score their yakuhai as well (000 §6.5.2)"),
    # -- three han, 000 §6.5.3 ---------------------------------------------------------
    YakuDef("ryanpeikou", "Twice Pure Double Chows", "Ryanpeikō",
            "Deux Fois Double Chows Purs", 3, None, S63, chows=4, shape=Shape.SETS,
            aliases=("ryanpeiko", "Doubles suites jumelles", "Twice Pure Double Chow")),
    YakuDef("honitsu", "Half Flush", "Hon'itsu", "Semi Pure", 3, 2, S63,
            tiles=_t(_T.ONE_SUIT, _T.HAS_HONOUR, _T.HAS_TERMINAL),
            aliases=("honiisou", "Semi-pure")),
    YakuDef("junchan", "Terminals in All Groups", "Junchan", "Terminales Partout", 3, 2, S63,
            chows=1, shape=Shape.SETS, tiles=_t(_T.NO_HONOURS, _T.HAS_TERMINAL),
            aliases=("junchan taiyao",)),
    # -- mangan, 000 §6.5.4 ------------------------------------------------------------
    YakuDef("renhou", "Blessing of Man", "Renhō", "Bénédiction de l’Homme", 5, None, S64,
            win=WinBy.RON, situational=True, switch="renhou",
            aliases=("renho", "Bénédiction de l'Homme"),
            note="a mangan that combines with no other yaku nor dora; 001: the hand counts "
                 "either 5 han or its value without renhou"),
    # -- six han, 000 §6.5.5 -----------------------------------------------------------
    YakuDef("chinitsu", "Full Flush", "Chin'itsu", "Main Pure", 6, 5, S65,
            tiles=_t(_T.ONE_SUIT, _T.NO_HONOURS), aliases=("chiniisou",)),
    # -- yakuman, 000 §6.5.6 -----------------------------------------------------------
    YakuDef("tenhou", "Blessing of Heaven", "Tenhō", "Bénédiction du Ciel", 0, None, S66,
            yakuman=1, win=WinBy.TSUMO, situational=True, aliases=("tenho",)),
    YakuDef("chiihou", "Blessing of Earth", "Chihō", "Bénédiction de la Terre", 0, None, S66,
            yakuman=1, win=WinBy.TSUMO, situational=True, aliases=("chiho", "chihou")),
    YakuDef("kokushi", "Thirteen Orphans", "Kokushi musō", "Treize Orphelins", 0, None, S66,
            yakuman=1, shape=Shape.ORPHANS,
            tiles=_t(_T.NO_SIMPLES, _T.HAS_HONOUR, _T.HAS_TERMINAL),
            aliases=("kokushi musou",)),
    YakuDef("chuuren_poutou", "Nine Gates", "Chūren pōto", "Neuf Portes", 0, None, S66,
            yakuman=1, shape=Shape.SETS,
            tiles=_t(_T.ONE_SUIT, _T.NO_HONOURS, _T.HAS_TERMINAL),
            aliases=("chuuren", "chuuren pouto", "Chūren pōtō")),
    YakuDef("suuankou", "Four Concealed Pungs", "Sūankō", "Quatre Pungs Cachés", 0, None, S66,
            yakuman=1, pungs=4, shape=Shape.SETS,
            aliases=("suuanko", "suanko", "Sū ankō", "Quatre brelans cachés")),
    YakuDef("suukantsu", "Four Kongs", "Sūkantsu", "Quatre Kongs", 0, 0, S66, yakuman=1,
            pungs=4, kongs=4, shape=Shape.SETS, aliases=("sukantsu", "Quatre carrés")),
    YakuDef("ryuuiisou", "All Green", "Ryūiisō", "Main Verte", 0, 0, S66, yakuman=1,
            aliases=("ryuisou", "ryuiso")),
    YakuDef("chinroutou", "All Terminals", "Chinrōtō", "Tout Terminales", 0, 0, S66,
            yakuman=1, tiles=_t(_T.NO_SIMPLES, _T.NO_HONOURS, _T.HAS_TERMINAL),
            aliases=("chinroto",)),
    YakuDef("tsuuiisou", "All Honours", "Tsūiisō", "Tout Honneurs", 0, 0, S66, yakuman=1,
            tiles=_t(_T.NO_SIMPLES, _T.HAS_HONOUR, _T.HAS_TERMINAL),
            aliases=("tsuisou", "tsuiso", "Tout honneur")),
    YakuDef("daisangen", "Big Three Dragons", "Daisangen", "Trois Grands Dragons", 0, 0, S66,
            yakuman=1, pungs=3, shape=Shape.SETS, tiles=_t(_T.HAS_HONOUR, _T.HAS_TERMINAL),
            aliases=("Dai sangan",)),
    YakuDef("shousuushii", "Little Four Winds", "Shōsūshi", "Quatre Petits Vents", 0, 0, S66,
            yakuman=1, pungs=3, shape=Shape.SETS, tiles=_t(_T.HAS_HONOUR, _T.HAS_TERMINAL),
            aliases=("shousuushi", "shosushi", "Shō sūshii")),
    YakuDef("daisuushi", "Big Four Winds", "Daisūshi", "Quatre Grands Vents", 0, 0, S66,
            yakuman=1, pungs=4, shape=Shape.SETS, tiles=_t(_T.HAS_HONOUR, _T.HAS_TERMINAL),
            aliases=("daisuushii", "daisushi", "Dai sūshii")),
    # -- variants from the guide 002 ("Score"), off unless the ruleset plays them -----------
    YakuDef("nagashi_mangan", "Nagashi Mangan", "Nagashi mangan", "Nagashi Mangan", 5, 5,
            V002, situational=True, variant=True, switch="nagashi_mangan",
            note="not a winning hand: an exhaustive draw with only terminals and honours "
                 "discarded, none of them claimed (record the outcome nagashi_mangan)"),
    YakuDef("sanrenkou", "Three Consecutive Pungs", "San renkō",
            "3 Pon / Kan séquentiels", 2, 2, V002, variant=True, pungs=3, shape=Shape.SETS,
            tiles=_t(_T.ONE_SUIT)),
    YakuDef("iisou_sanjun", "Pure Triple Chow", "Iisō san jun", "3 Chii identiques", 2, 1,
            V002, variant=True, chows=3, shape=Shape.SETS),
    YakuDef("iisou_suushun", "Quadruple Chow", "Iisō sū shun", "4 Chii identiques", 5, 5,
            V002, variant=True, chows=4, shape=Shape.SETS, aliases=("yon jun",)),
    YakuDef("suurenkou", "Four Consecutive Pungs", "Sū renkō", "4 Pon / Kan séquentiels", 0,
            0, V002, yakuman=1, variant=True, pungs=4, shape=Shape.SETS),
    YakuDef("daisharin", "Big Wheels", "Dai sharin", "Paires de 2 à 8 dans la même famille",
            0, None, V002, yakuman=1, variant=True, shape=Shape.PAIRS,
            tiles=_t(_T.SIMPLES_ONLY, _T.ONE_SUIT)),
    YakuDef("shiisan_puutaa", "Thirteen Unrelated Tiles", "Shii san pūtā",
            "13 tuiles sans lien", 0, None, V002, yakuman=1, variant=True, situational=True),
    YakuDef("paarenchan", "Eight Consecutive Wins", "Paarenchan",
            "8 victoires de suite du donneur", 0, 0, V002, yakuman=1, variant=True,
            situational=True, aliases=("pa renchan",)),
)

BY_ID: dict[str, YakuDef] = {y.id: y for y in CATALOGUE}
YAKUHAI_IDS = ("yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun", "yakuhai_seat_wind",
               "yakuhai_round_wind")
DRAGON_IDS = YAKUHAI_IDS[:3]
WIND_IDS = YAKUHAI_IDS[3:]
RIICHI_IDS = ("riichi", "double_riichi")


def standard() -> tuple[YakuDef, ...]:
    """The yaku of 000 (no variants), in the order of the document."""
    return tuple(y for y in CATALOGUE if not y.variant)


def playable(y: YakuDef, rules: Ruleset) -> bool:
    """Whether a winning hand can score this yaku under a ruleset (for the GUI's picker).

    Nagashi mangan is never a yaku of a win (it is an outcome); the other variants of 002
    need their ruleset switch, and none of them has one yet except renhou.
    """
    if y.id == "nagashi_mangan":
        return False
    if y.id == "renhou":
        return rules.renhou is not Renhou.OFF
    if y.variant:
        return y.switch is not None and bool(getattr(rules, y.switch))
    return True


def counts_as_yakuman(y: YakuDef, rules: Ruleset) -> bool:
    """Yakuman under this ruleset (renhou is one when the ruleset says so)."""
    return bool(y.yakuman) or (y.id == "renhou" and rules.renhou is Renhou.YAKUMAN)


# --- explicit "does not combine" rules ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class Exclusion:
    first: str
    second: str
    why: str  # quoted from the rules, with the document


EXCLUSIONS: tuple[Exclusion, ...] = (
    Exclusion("iipeikou", "ryanpeikou",
              "000 §6.5.3, Twice Pure Double Chows: \"Does not combine with Pure Double Chow\""),
    Exclusion("chanta", "junchan",
              "000 §6.5.3, Terminals in All Groups: \"Does not combine with Outside Hand\""),
    Exclusion("chanta", "honroutou",
              "000 §6.5.2, All Terminals and Honours: \"Does not combine with Outside Hand\""),
    Exclusion("honitsu", "chinitsu",
              "000 §6.5.5, Full Flush: \"Does not combine with Half Flush\""),
    Exclusion("haitei", "rinshan",
              "000 §6.5.1, Last Tile Draw: \"you cannot score Last Tile Draw and After a Kong "
              "together\""),
    Exclusion("ippatsu", "rinshan",
              "000 §6.5.1, Ippatsu: calls \"including concealed kong declarations, interrupt "
              "the round, making Ippatsu invalid\", and After a Kong needs the winner's kong"),
    Exclusion("tenhou", "chiihou", "000 §6.5.6: Blessing of Heaven is the dealer's, Blessing "
              "of Earth another player's first draw"),
    Exclusion("tenhou", "renhou", "000 §6.5.4/§6.5.6: Blessing of Man is a win on a discard, "
              "Blessing of Heaven on the dealer's own first tiles"),
    Exclusion("chiihou", "renhou", "000 §6.5.4/§6.5.6: Blessing of Man is won on a discard "
              "before the player's first draw, Blessing of Earth on that draw"),
)


def _blessing_exclusions() -> tuple[Exclusion, ...]:
    # Riichi cannot be declared before the first discard, and the blessings are won before it.
    return tuple(
        Exclusion(riichi, blessing, f"000 §6.5: {BY_ID[blessing].en} is won before the "
                  "player's first discard, so before any riichi")
        for blessing in ("tenhou", "chiihou", "renhou")
        for riichi in ("riichi", "double_riichi", "ippatsu"))


EXCLUSIONS += _blessing_exclusions()


def exclusion(a: str, b: str) -> Exclusion | None:
    for ex in EXCLUSIONS:
        if {ex.first, ex.second} == {a, b}:
            return ex
    return None


# --- names -------------------------------------------------------------------------------


_LONG_VOWELS = str.maketrans({"ō": "ou", "ū": "uu", "ā": "aa", "ī": "ii", "ē": "ee",
                               "Ō": "Ou", "Ū": "Uu", "Ā": "Aa", "Ī": "Ii", "Ē": "Ee"})


def normalise(name: str, long_vowels: bool = False) -> str:
    """Lower case, no accents, letters and digits only: "Tan'yao" -> "tanyao".

    Romaji macrons are dropped ("Hōtei" -> "hotei"), or with `long_vowels` written double
    ("Hōtei" -> "houtei", the spelling of the ids); both spellings are accepted.
    """
    if long_vowels:
        name = name.translate(_LONG_VOWELS)
    decomposed = unicodedata.normalize("NFKD", name)
    return "".join(c for c in decomposed.lower() if c.isalnum())


def _keys(name: str) -> set[str]:
    return {normalise(name), normalise(name, long_vowels=True)}


@dataclass(frozen=True, slots=True)
class _Names:
    exact: dict[str, str] = field(default_factory=dict)  # normalised name -> id
    ambiguous: dict[str, tuple[str, ...]] = field(default_factory=dict)


def _build_names() -> _Names:
    names = _Names()
    for y in CATALOGUE:
        forms = [y.id, y.en, y.ja, y.fr, *y.aliases]
        # "Ikkitsukan / Ittsū": each spelling on its own too
        forms += [part for part in y.ja.split("/")]
        for form in forms:
            for key in _keys(form):
                other = names.exact.get(key)
                if other is not None and other != y.id:
                    raise AssertionError(f"yaku name {form!r} means both {other} and {y.id}")
                names.exact[key] = y.id
    # Names people use for a group of yaku: say which one is meant.
    for word in ("yakuhai", "fanpai", "honneur de valeur", "value tiles", "dragon pung",
                 "valued honour", "Yakuhai / fanpai"):
        names.ambiguous[normalise(word)] = YAKUHAI_IDS
    for word in ("double wind", "double east", "double south"):
        names.ambiguous[normalise(word)] = WIND_IDS
    return names


_NAMES = _build_names()


def resolve(name: str) -> YakuDef | None:
    """The yaku a name means (id, English, romaji or French, any case), or None."""
    for key in (normalise(name, long_vowels=True), normalise(name)):
        if key in _NAMES.exact:
            return BY_ID[_NAMES.exact[key]]
    return None


def ambiguous(name: str) -> tuple[str, ...]:
    """The ids a group name such as "yakuhai" may mean (empty if it is not one)."""
    return _NAMES.ambiguous.get(normalise(name), ())


def suggestions(name: str, limit: int = 4) -> list[str]:
    """Ids of the yaku whose names are closest to an unknown name, best first."""
    key = normalise(name)
    if not key:
        return []
    keys = list(_NAMES.exact)
    close = difflib.get_close_matches(key, keys, n=12, cutoff=0.6)
    # A name that is the start of a known name ("sanshoku d") is a strong hint too.
    close += [k for k in keys if k.startswith(key) and len(key) >= 4]
    out: list[str] = []
    for k in close:
        yaku_id = _NAMES.exact[k]
        if yaku_id not in out:
            out.append(yaku_id)
    return out[:limit]


def display(yaku_id: str) -> str:
    """How a message names a yaku: "Pure Double Chow (iipeikou)"."""
    y = BY_ID.get(yaku_id)
    return f"{y.en} ({y.id})" if y else yaku_id
