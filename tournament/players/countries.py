"""Countries as the EMA writes them: one canonical three-letter code per player.

A players file may say "Germany", "Deutschland", "DE", "DEU" or "GER": all become GER, the
code the EMA ranking uses. ISO 3166-1 names and codes come from the maintained `pycountry`
package; on top of it, `EMA_COUNTRIES` holds what differs for the EMA: its own codes where
they are not ISO alpha-3, which countries are EMA members, and the countries' own names.
Nothing is guessed: a name that is not in either table is reported, not matched loosely.

Where the EMA codes come from (each checked difference is tested in tests/core):
- Verified: the EMA ranking website (mahjong-europe.org) names its country pages
  `ranking/Country/<CODE>_RCR.html` / `<CODE>_Information.html`; a crawl log of that site kept
  in github.com/Jesterboxboy/ema_scraper (utils/httrack.log) lists AUT, BEL, BLR, DEN, ESP,
  FIN, FRA, GBR, GER, ITA, NED, POL, POR, RUS, SUI, SVK, SWE, UKR; the same project reads the
  results workbook's country columns as these codes ("old3", calculators/get_results.py).
  The differences from ISO alpha-3 among them: DEN (DNK), GER (DEU), NED (NLD), POR (PRT),
  SUI (CHE).
- Not verified: every verified code is also the country's IOC code, so for the other
  European countries whose IOC code differs from ISO (Bulgaria BUL, Croatia CRO, Greece GRE,
  Latvia LAT, Slovenia SLO) the IOC code is used (`verified=False` below). Every other
  country is written with its ISO alpha-3 code.
- Members (for the "16 players from EMA countries" check): the membership list of the
  EMA on riichi.wiki (European_Mahjong_Association, with the EMA number prefixes 01-22) and
  the country pages of the EMA website above. The list changes; `member` is a warning's
  input only, never a refusal.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache


@dataclass(frozen=True, slots=True)
class EmaCountry:
    iso3: str  # ISO 3166-1 alpha-3
    code: str  # as the EMA writes it
    member: bool  # has a member organisation in the EMA
    names: tuple[str, ...] = ()  # own names and English names ISO does not have
    verified: bool = True  # the code was seen in an EMA source (see the module docstring)


EMA_COUNTRIES: tuple[EmaCountry, ...] = (
    EmaCountry("AUT", "AUT", True, ("Österreich",)),
    EmaCountry("BEL", "BEL", True, ("België", "Belgique", "Belgien")),
    EmaCountry("BLR", "BLR", True, ("Беларусь", "Belarus")),
    EmaCountry("CHE", "SUI", True, ("Schweiz", "Suisse", "Svizzera", "Svizra")),
    EmaCountry("CZE", "CZE", True, ("Česko", "Česká republika", "Czech Republic")),
    EmaCountry("DEU", "GER", True, ("Deutschland",)),
    EmaCountry("DNK", "DEN", True, ("Danmark",)),
    EmaCountry("ESP", "ESP", True, ("España",)),
    EmaCountry("FIN", "FIN", True, ("Suomi",)),
    EmaCountry("FRA", "FRA", True, ()),
    EmaCountry("GBR", "GBR", True, ("Great Britain", "Britain", "UK", "England", "Scotland",
                                    "Wales", "Northern Ireland")),
    EmaCountry("HUN", "HUN", True, ("Magyarország",)),
    EmaCountry("ITA", "ITA", True, ("Italia",)),
    EmaCountry("NLD", "NED", True, ("Nederland", "The Netherlands", "Holland")),
    EmaCountry("POL", "POL", True, ("Polska",)),
    EmaCountry("PRT", "POR", True, ()),
    EmaCountry("RUS", "RUS", True, ("Russia", "Россия")),
    EmaCountry("SVK", "SVK", True, ("Slovensko",)),
    EmaCountry("SWE", "SWE", True, ("Sverige",)),
    EmaCountry("UKR", "UKR", True, ("Україна", "Ukraina")),
    # European countries without a verified EMA code: the IOC code where it differs from ISO.
    EmaCountry("BGR", "BUL", False, ("България", "Bulgariya"), verified=False),
    EmaCountry("HRV", "CRO", False, ("Hrvatska",), verified=False),
    EmaCountry("GRC", "GRE", False, ("Ελλάδα", "Hellas", "Ellada"), verified=False),
    EmaCountry("LVA", "LAT", False, ("Latvija",), verified=False),
    EmaCountry("SVN", "SLO", False, ("Slovenija",), verified=False),
    # Own names and English short names of other countries players come from (ISO codes).
    EmaCountry("NOR", "NOR", False, ("Norge", "Noreg")),
    EmaCountry("IRL", "IRL", False, ("Éire",)),
    EmaCountry("LTU", "LTU", False, ("Lietuva",)),
    EmaCountry("EST", "EST", False, ("Eesti",)),
    EmaCountry("ISL", "ISL", False, ("Ísland",)),
    EmaCountry("ROU", "ROU", False, ("România",)),
    EmaCountry("SRB", "SRB", False, ("Srbija", "Србија")),
    EmaCountry("LUX", "LUX", False, ("Lëtzebuerg", "Luxemburg")),
    EmaCountry("TUR", "TUR", False, ("Turkey", "Türkiye")),
    EmaCountry("KOR", "KOR", False, ("Korea", "Republic of Korea", "대한민국")),
    EmaCountry("JPN", "JPN", False, ("日本", "Nippon", "Nihon")),
    EmaCountry("CHN", "CHN", False, ("中国", "PR China")),
    EmaCountry("USA", "USA", False, ("United States", "US", "America")),
    EmaCountry("MKD", "MKD", False, ("Macedonia",)),
)

# Two-letter codes people use that are not ISO alpha-2 (the EU's "EL" for Greece).
_EXTRA_CODES = {"UK": "GBR", "EL": "GRC"}


def fold(text: str) -> str:
    """A name as compared: spaces tidied, case and accents ignored ("Osterreich" finds
    "Österreich")."""
    decomposed = unicodedata.normalize("NFKD", " ".join(text.split()))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


@cache
def _tables() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """(EMA code by ISO alpha-3, EMA code by folded name or code, English name by EMA code)."""
    # (pycountry's tables load here, when a country is first looked up: a command that shows
    # no country starts without them.)
    import pycountry

    by_iso = {c.iso3: c.code for c in EMA_COUNTRIES}
    keys: dict[str, str] = {}
    names: dict[str, str] = {}
    for iso in pycountry.countries:
        code = by_iso.get(iso.alpha_3, iso.alpha_3)
        names[code] = getattr(iso, "common_name", None) or iso.name
        keys[fold(iso.alpha_2)] = code
        keys[fold(iso.alpha_3)] = code
        for attr in ("name", "common_name", "official_name"):
            value = getattr(iso, attr, None)
            if value:
                keys.setdefault(fold(value), code)
    for country in EMA_COUNTRIES:
        keys[fold(country.code)] = country.code
        for name in country.names:
            keys.setdefault(fold(name), country.code)
    for alias, iso3 in _EXTRA_CODES.items():
        keys.setdefault(fold(alias), by_iso.get(iso3, iso3))
    return by_iso, keys, names


# The codes of `EMA_COUNTRIES` as stored, each its own EMA code in the tables above (which
# set them last): what nearly every stored country is, answered without loading pycountry.
_OWN_CODES = frozenset(c.code for c in EMA_COUNTRIES)


def ema_code(country: str) -> str | None:
    """The EMA's code for a country given by name (English or its own), ISO alpha-2/alpha-3
    or EMA code: "Germany", "Deutschland", "de", "DEU", "GER" -> "GER". "" for an empty text;
    None when the text is not a country this table knows."""
    if country in _OWN_CODES:
        return country
    if not country.strip():
        return ""
    return _tables()[1].get(fold(country))


def country_name(code: str) -> str:
    """The English name of an EMA code ("GER" -> "Germany"); the code itself if unknown."""
    return _tables()[2].get(code, code)


def ema_members() -> frozenset[str]:
    """The EMA codes of the EMA's member countries."""
    return frozenset(c.code for c in EMA_COUNTRIES if c.member)


def is_ema_member(code: str) -> bool:
    return code in ema_members()


def unknown_country_message(text: str) -> str:
    return (f"'{text}' is not a country this app knows: write its English name, its own "
            f"name, its ISO code (DE, DEU) or its EMA code (GER)")
