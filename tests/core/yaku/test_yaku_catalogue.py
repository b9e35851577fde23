"""The catalogue against the rules documents: 000 (yaku list EN/FR) and 001 (Table des yaku)."""

from __future__ import annotations

import re

import pytest

from tests.core.yaku.support import DOC_000, DOC_001, requires_rules
from tournament.yaku import catalogue
from tournament.yaku.calculator import _PACKAGE_YAKU
from tournament.yaku.catalogue import BY_ID, YAKUHAI_IDS, resolve, standard, suggestions

# Every yaku of 000 §6.5 as the English column names it: (English, romaji, id).
YAKU_000 = [
    ("Riichi", "Riichi", "riichi"),
    ("Ippatsu", "Ippatsu", "ippatsu"),
    ("Double Riichi", "Daburu riichi", "double_riichi"),
    ("Fully Concealed Hand", "Menzen tsumo", "menzen_tsumo"),
    ("Pinfu", "Pinfu", "pinfu"),
    ("Pure Double Chow", "Iipeikō", "iipeikou"),
    ("All Simples", "Tan'yao", "tanyao"),
    ("Robbing a Kong", "Chankan", "chankan"),
    ("After a Kong", "Rinshan kaihō", "rinshan"),
    ("Last Tile Draw", "Haitei", "haitei"),
    ("Last Tile Claim", "Hōtei", "houtei"),
    ("Seven Pairs", "Chiitoitsu", "chiitoitsu"),
    ("Pure Straight", "Ikkitsukan / Ittsū", "ittsu"),
    ("Mixed Triple Chow", "Sanshoku dōjun", "sanshoku_doujun"),
    ("Outside Hand", "Chanta", "chanta"),
    ("All Pungs", "Toitoi", "toitoi"),
    ("Triple Pung", "Sanshoku dōkō", "sanshoku_doukou"),
    ("Three Concealed Pungs", "San'ankō", "sanankou"),
    ("Three Kongs", "Sankantsu", "sankantsu"),
    ("All Terminals and Honours", "Honrōtō", "honroutou"),
    ("Little Three Dragons", "Shōsangen", "shousangen"),
    ("Twice Pure Double Chows", "Ryanpeikō", "ryanpeikou"),
    ("Half Flush", "Hon'itsu", "honitsu"),
    ("Terminals in All Groups", "Junchan", "junchan"),
    ("Blessing of Man", "Renhō", "renhou"),
    ("Full Flush", "Chin'itsu", "chinitsu"),
    ("Blessing of Heaven", "Tenhō", "tenhou"),
    ("Blessing of Earth", "Chihō", "chiihou"),
    ("Thirteen Orphans", "Kokushi musō", "kokushi"),
    ("Nine Gates", "Chūren pōto", "chuuren_poutou"),
    ("Four Concealed Pungs", "Sūankō", "suuankou"),
    ("Four Kongs", "Sūkantsu", "suukantsu"),
    ("All Green", "Ryūiisō", "ryuuiisou"),
    ("All Terminals", "Chinrōtō", "chinroutou"),
    ("All Honours", "Tsūiisō", "tsuuiisou"),
    ("Big Three Dragons", "Daisangen", "daisangen"),
    ("Little Four Winds", "Shōsūshi", "shousuushii"),
    ("Big Four Winds", "Daisūshi", "daisuushi"),
]


def _english_entry(text: str, english: str, romaji: str) -> str:
    """The English column's paragraph of one yaku in 000."""
    start = text.index(f"\n{english} — {romaji}")
    return text[start:].split("|", 1)[0]


def test_the_catalogue_is_exactly_the_yaku_of_000_plus_yakuhai():
    ids = {yaku_id for _, _, yaku_id in YAKU_000} | set(YAKUHAI_IDS)
    assert {y.id for y in standard()} == ids
    assert len({y.id for y in catalogue.CATALOGUE}) == len(catalogue.CATALOGUE)


@requires_rules
@pytest.mark.parametrize("english,romaji,yaku_id", YAKU_000)
def test_each_yaku_of_000_has_its_names_and_closed_only_mark(english, romaji, yaku_id):
    text = DOC_000.read_text(encoding="utf-8")
    entry = _english_entry(text, english, romaji)
    y = BY_ID[yaku_id]
    assert (y.en, y.ja) == (english, romaji)
    assert resolve(english) is y and resolve(romaji) is y and resolve(y.fr) is y
    # The French column names it too (000 is bilingual).
    assert y.fr.replace("’", "'").lower() in text.replace("’", "'").lower()
    if "[The hand must be closed]" in entry:
        assert y.closed_only
    reduced = re.search(r"\[Worth only (one|two|five) han if the hand is open\]", entry)
    if reduced:
        assert y.han_open == {"one": 1, "two": 2, "five": 5}[reduced.group(1)]
        assert y.han_open == y.han_closed - 1


@requires_rules
def test_yakuhai_are_one_han_open_or_closed_and_name_a_group():
    text = DOC_000.read_text(encoding="utf-8")
    assert "Yakuhai — Yakuhai Pung or kong of dragons, the player’s seat wind or the " \
           "prevailing wind" in text
    for yaku_id in YAKUHAI_IDS:
        assert (BY_ID[yaku_id].han_closed, BY_ID[yaku_id].han_open) == (1, 1)
    assert catalogue.ambiguous("Yakuhai") == YAKUHAI_IDS
    assert catalogue.ambiguous("Honneur de valeur") == YAKUHAI_IDS  # 001's French name


def _table_001() -> list[tuple[str, str, str, str]]:
    """(section, mark, French name, romaji) rows of 001's "Table des yaku"."""
    rows: list[tuple[str, str, str, str]] = []
    if not DOC_001.exists():
        return rows
    section = ""
    for line in DOC_001.read_text(encoding="utf-8").splitlines():
        if line.startswith(("Yaku à", "Yakuman")):
            section = line.strip()
            continue
        if line.startswith("Table des fu"):
            break
        match = re.match(r"([●◇]?) ?([^\t]+)\t<i>([^<]+)</i>", line)
        if section and match:
            rows.append((section, match.group(1), match.group(2).strip(), match.group(3)))
    return rows


@requires_rules
def test_001_lists_the_same_yaku():
    rows = _table_001()
    assert len(rows) == 39  # 38 yaku and the yakuhai group ("Honneur de valeur")
    named = {resolve(french).id for _, _, french, _ in rows if resolve(french)}
    assert named | set(YAKUHAI_IDS) == {y.id for y in standard()}


@pytest.mark.parametrize("section,mark,french,romaji", _table_001())
def test_each_row_of_001_agrees_with_the_catalogue(section, mark, french, romaji):
    y = resolve(french)
    if y is None:
        assert catalogue.ambiguous(french) == YAKUHAI_IDS
        return
    assert resolve(romaji) is y, romaji
    # "Les yaku en rouge (●) exigent une main fermée. Les yaku en bleu (◇) valent 1 han de
    # moins si la main est ouverte."
    assert y.closed_only == (mark == "●")
    if mark == "◇":
        assert y.han_open == y.han_closed - 1
    elif mark == "":
        assert y.han_open == y.han_closed
    if section == "Yakuman":
        assert y.yakuman == 1 and y.han_closed == 0
    else:
        assert y.han_closed == int(section.split()[2])


@pytest.mark.parametrize("name,yaku_id", [
    ("TANYAO", "tanyao"), ("tan yao", "tanyao"), ("Tout intérieur", "tanyao"),
    ("all simples", "tanyao"), ("Iipeiko", "iipeikou"), ("pure double chow", "iipeikou"),
    ("Ittsū", "ittsu"), ("Ikkitsukan", "ittsu"), ("san-ankou", "sanankou"),
    ("Chiitōi", "chiitoitsu"), ("seven pairs", "chiitoitsu"), ("menzen tsumo", "menzen_tsumo"),
    ("Tsumo", "menzen_tsumo"), ("Haitei raoyue", "haitei"), ("Hōtei raoyui", "houtei"),
    ("Daburu Riichi", "double_riichi"), ("Kokushi Musou", "kokushi"),
    ("Bénédiction de l'Homme", "renhou"), ("haku", "yakuhai_haku"),
    ("prevalent wind", "yakuhai_round_wind"), ("Quatre brelans cachés", "suuankou"),
])
def test_names_are_accepted_in_english_romaji_and_french_in_any_case(name, yaku_id):
    assert resolve(name) is BY_ID[yaku_id]


def test_unknown_names_get_close_matches():
    assert resolve("pinfuu") is None
    assert suggestions("pinfuu")[0] == "pinfu"
    assert "sanshoku_doujun" in suggestions("sanshok")
    assert "chiitoitsu" in suggestions("chitoitsu")
    assert suggestions("xyzzy") == []


def test_catalogue_han_agree_with_the_mahjong_package():
    """The package's han are the tile path's; ours are the yaku path's: they must agree."""
    from mahjong.hand_calculating.yaku_config import YakuConfig

    config = YakuConfig()
    checked = 0
    for attr in vars(config).values():
        cls = type(attr).__name__
        ids = _PACKAGE_YAKU.get(cls)
        if ids is None:
            continue
        ours = [BY_ID[i] for i in ids]
        if attr.is_yakuman:
            assert all(y.yakuman == 1 or y.id == "renhou" for y in ours), cls
            continue
        checked += 1
        if cls == "Renhou":
            assert attr.han_closed == 5 == BY_ID["renhou"].han_closed
            continue
        assert attr.han_closed == sum(y.han_closed for y in ours), cls
        assert attr.han_open == sum(y.han_open or 0 for y in ours), cls
    assert checked >= 30
