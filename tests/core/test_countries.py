"""Countries as the EMA writes them: every spelling a players file may use becomes one EMA code,
and each EMA code that differs from ISO alpha-3 is checked against its source."""

from __future__ import annotations

import pycountry
import pytest

from tournament.players.countries import (
    EMA_COUNTRIES,
    country_name,
    ema_code,
    ema_members,
    is_ema_member,
)

# Seen on the EMA ranking website's country pages (see tournament/players/countries.py): the codes
# the EMA writes where ISO 3166-1 alpha-3 has another.
VERIFIED_DIFFERENCES = [("DNK", "DEN"), ("DEU", "GER"), ("NLD", "NED"), ("PRT", "POR"),
                        ("CHE", "SUI")]
# The IOC codes used for European countries no EMA source shows (flagged unverified).
ASSUMED_DIFFERENCES = [("BGR", "BUL"), ("HRV", "CRO"), ("GRC", "GRE"), ("LVA", "LAT"),
                       ("SVN", "SLO")]
# Seen on the same pages and equal to ISO alpha-3.
VERIFIED_SAME = ["AUT", "BEL", "BLR", "ESP", "FIN", "FRA", "GBR", "ITA", "POL", "RUS", "SVK",
                 "SWE", "UKR"]


@pytest.mark.parametrize("iso3, code", VERIFIED_DIFFERENCES)
def test_each_verified_ema_difference(iso3, code):
    alpha2 = pycountry.countries.get(alpha_3=iso3).alpha_2
    name = pycountry.countries.get(alpha_3=iso3).name
    assert {ema_code(x) for x in (iso3, alpha2, name, code, code.lower())} == {code}
    entry = next(c for c in EMA_COUNTRIES if c.iso3 == iso3)
    assert entry.code == code and entry.verified and entry.member


@pytest.mark.parametrize("iso3, code", ASSUMED_DIFFERENCES)
def test_each_assumed_difference_is_marked_unverified(iso3, code):
    assert ema_code(iso3) == code
    entry = next(c for c in EMA_COUNTRIES if c.iso3 == iso3)
    assert not entry.verified


@pytest.mark.parametrize("code", VERIFIED_SAME)
def test_codes_the_ema_shares_with_iso(code):
    assert ema_code(code) == code
    assert ema_code(pycountry.countries.get(alpha_3=code).alpha_2) == code


def test_no_ema_code_is_another_countrys_iso_code():
    for country in EMA_COUNTRIES:
        assert pycountry.countries.get(alpha_3=country.iso3) is not None, country
        if country.code != country.iso3:
            assert pycountry.countries.get(alpha_3=country.code) is None, country


@pytest.mark.parametrize("text", ["Germany", "Deutschland", "DE", "DEU", "GER", "de",
                                  "  germany ", "GERMANY", "Federal Republic of Germany"])
def test_germany_however_written(text):
    assert ema_code(text) == "GER"


@pytest.mark.parametrize("text, code", [
    ("Russia", "RUS"), ("Russian Federation", "RUS"), ("Turkey", "TUR"), ("Türkiye", "TUR"),
    ("Korea", "KOR"), ("South Korea", "KOR"), ("Schweiz", "SUI"), ("Suisse", "SUI"),
    ("Svizzera", "SUI"), ("Nederland", "NED"), ("Holland", "NED"), ("Danmark", "DEN"),
    ("España", "ESP"), ("Espana", "ESP"), ("Italia", "ITA"), ("Polska", "POL"),
    ("Česko", "CZE"), ("Czech Republic", "CZE"), ("Magyarország", "HUN"), ("Suomi", "FIN"),
    ("Sverige", "SWE"), ("Norge", "NOR"), ("Österreich", "AUT"), ("Osterreich", "AUT"),
    ("België", "BEL"), ("Belgique", "BEL"), ("UK", "GBR"), ("Great Britain", "GBR"),
    ("England", "GBR"), ("Portugal", "POR"), ("Japan", "JPN"), ("JP", "JPN"),
    ("United States", "USA"), ("Україна", "UKR"), ("Slovenija", "SLO"),
])
def test_english_and_own_names_and_codes(text, code):
    assert ema_code(text) == code


@pytest.mark.parametrize("text", ["Atlantis", "Germ", "XX", "XYZ", "Europe", "276"])
def test_unknown_names_are_not_guessed(text):
    assert ema_code(text) is None


def test_empty_is_no_country():
    assert ema_code("") == "" and ema_code("   ") == ""


def test_members_and_names():
    assert {"GER", "NED", "SUI", "DEN", "POR", "FRA", "ITA", "POL", "GBR"} <= ema_members()
    assert is_ema_member("GER") and not is_ema_member("JPN") and not is_ema_member("DEU")
    assert country_name("GER") == "Germany" and country_name("SUI") == "Switzerland"
    assert country_name("???") == "???"


def test_a_stored_ema_code_is_answered_as_the_tables_answer_it_without_loading_them():
    """`ema_code` knows the codes of EMA_COUNTRIES without pycountry's tables (the EMA file's
    check of 400 stored codes need not load them): the same answer the tables give."""
    from tournament.players import countries

    countries._tables.cache_clear()
    assert [ema_code(c.code) for c in EMA_COUNTRIES] == [c.code for c in EMA_COUNTRIES]
    assert countries._tables.cache_info().currsize == 0
    keys = countries._tables()[1]
    assert [keys[countries.fold(c.code)] for c in EMA_COUNTRIES] == [c.code for c in
                                                                     EMA_COUNTRIES]
    assert ema_code("ger") == "GER" and ema_code("AUS") == "AUS" and ema_code("XYZ") is None
