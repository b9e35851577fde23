"""The EMA ranking (MERS) results file: what a certified tournament sends to the European
Mahjong Association after its last round.

One row per ranked player, best first, with the columns of the EMA results sheet in this
order: place, first name, LAST NAME, EMA number, table points, score, EMA member, country,
then the tournament's name, date (dd.mm.yyyy), city, number of participants and rules.

What was checked, and against what (see also README):
- The player block (place, first name, last name, EMA number, table points, score, EMA
  member, country) is in the order of the EMA's results workbook, as read cell by cell by a
  public importer of that workbook (github.com/Jesterboxboy/ema_scraper, get_results.py:
  columns C-J). The tournament cells there sit in other columns of the sheet (name, player
  count, city, rules, date); here they are repeated on every row, after the player block.
- Countries: that workbook holds three-letter codes; written here as ISO 3166-1 alpha-3
  (FRA, DEU), converted from the players' alpha-2 codes or English names.
- Table points: EMA tournament pages show them for MCR (4/2/1/0 for 1st-4th of each game);
  they are computed the same way here, with tied players sharing the points of the places
  they tie for (2nd and 3rd tied: 1.5 each). EMA ranks riichi players on the score.
- Ties keep the same place ("1, 2, 2, 4"), as EMA gives tied players the same base rank.
- Substitutes and disqualified players are left out: they take no place.
Not verified: the exact header texts, the CSV delimiter (";" is used, what spreadsheet
programs in most EMA countries expect), the form of "EMA member" ("yes"/"no" here), and whether
EMA wants the score in the display unit (default, 37.3) or raw points (`raw_score=True`).
"""

from __future__ import annotations

import csv
import io
import re
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from pathlib import Path
from typing import Any

from tournament.errors import InvalidInput
from tournament.export.countries import alpha3
from tournament.export.files import write_text
from tournament.export.gather import decimals, last_played_round
from tournament.export.tables import write_xlsx
from tournament.model import Issue
from tournament.service import Tournament

COLUMNS = ("Place", "First name", "LAST NAME", "EMA number", "Table points", "Score",
           "EMA member", "Country", "Tournament", "Date", "City", "Participants", "Rules")
DELIMITER = ";"
TABLE_POINTS = (4, 2, 1, 0)  # 1st to 4th of a game
RULES = "Riichi"
# Words that belong to the family name: "Anna van der Berg" -> Anna, VAN DER BERG.
PARTICLES = {"van", "von", "der", "den", "de", "del", "della", "di", "da", "dos", "das", "du",
             "le", "la", "ten", "ter", "zu", "af", "av", "bin", "ibn", "mac", "st.", "st"}


@dataclass(frozen=True, slots=True)
class EmaRow:
    place: int
    first_name: str
    last_name: str  # upper case
    ema_number: str  # "" for a player without one
    table_points: float
    score: float | int
    member: bool

    country: str  # ISO 3166-1 alpha-3


@dataclass(frozen=True, slots=True)
class EmaResults:
    tournament: str
    date: str  # dd.mm.yyyy
    city: str
    participants: int
    rules: str
    rows: tuple[EmaRow, ...]
    round: int
    decimals: int = 1  # of the score in the CSV (the display unit's)

    def header(self) -> list[str]:
        return list(COLUMNS)

    def cells(self) -> list[list[Any]]:
        return [[r.place, r.first_name, r.last_name, r.ema_number, r.table_points, r.score,
                 "yes" if r.member else "no", r.country, self.tournament, self.date,
                 self.city, self.participants, self.rules] for r in self.rows]


def split_name(name: str) -> tuple[str, str]:
    """(first name, LAST NAME): "Aiko Tanaka" -> ("Aiko", "TANAKA"); "Tanaka, Aiko" (the
    family name first, with a comma) -> ("Aiko", "TANAKA"); particles stay with the family
    name: "Anna van der Berg" -> ("Anna", "VAN DER BERG"). One word is a family name."""
    name = " ".join(name.split())
    if "," in name:
        last, _, first = name.partition(",")
        return first.strip(), last.strip().upper()
    words = name.split(" ")
    if len(words) == 1:
        return "", words[0].upper()
    cut = len(words) - 1
    while cut > 1 and words[cut - 1].casefold() in PARTICLES:
        cut -= 1
    return " ".join(words[:cut]), " ".join(words[cut:]).upper()


def city_of(venue: str) -> str:
    """The city is the venue's last comma-separated part: "Salle des Fêtes, Lyon" -> "Lyon".
    A postcode in front of it is dropped ("75011 Paris" -> "Paris")."""
    part = venue.rsplit(",", 1)[-1].strip()
    return re.sub(r"^[\d\- ]+(?=\D)", "", part).strip()


def ema_date(iso: str) -> str:
    d = date.fromisoformat(iso)
    return f"{d.day:02d}.{d.month:02d}.{d.year:04d}"


def _share(places: tuple[int, ...]) -> list[Fraction]:
    """Table points of one game by seat; tied seats share the points of the places they
    cover."""
    out: list[Fraction] = [Fraction(0)] * len(places)
    by_place: dict[int, list[int]] = defaultdict(list)
    for seat, place in enumerate(places):
        by_place[place].append(seat)
    for place, seats in by_place.items():
        covered = TABLE_POINTS[place - 1:place - 1 + len(seats)]
        for seat in seats:
            out[seat] = Fraction(sum(covered), len(seats))
    return out


def ema_results(t: Tournament, round: int | None = None, *, city: str | None = None,
                raw_score: bool = False) -> EmaResults:
    """The results after `round` (default: the last round played). Raises InvalidInput with
    every problem: an unfinished game, no date, no city, a country EMA cannot read."""
    issues: list[Issue] = []
    settings = t.settings
    if round is None:
        round = last_played_round(t)
    if round is None:
        raise InvalidInput([Issue("no_results", None, "round", "no game has been played yet")])
    if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= \
            settings.rounds:
        raise InvalidInput([Issue("bad_round", None, "round", f"the tournament has "
                                  f"{settings.rounds} rounds; there is no round {round}")])
    standings = t.standings(round)
    for r, table in standings.pending:
        issues.append(Issue("unfinished", None, "round", f"round {r} table {table} has no "
                            f"final result: the EMA file needs every game finished"))
    if not settings.start_date:
        issues.append(Issue("no_date", None, "start_date", "the tournament has no start date "
                            "(EMA needs the date)"))
    where = (city if city is not None else city_of(settings.venue)).strip()
    if not where:
        issues.append(Issue("no_city", None, "city", "no city: give the venue as \"Hall, "
                            "City\" in the settings, or the city for this export"))
    points: dict[int, Fraction] = defaultdict(Fraction)
    for game in t.game_scores():
        if game.round > round or not game.finished:
            continue
        for pid, share in zip(game.players, _share(game.result.places), strict=True):
            points[pid] += share
    rows: list[EmaRow] = []
    previous: tuple[int | None, int] = (None, 0)  # (standings place, file place)
    # Registered players who never played are not participants; the others keep their
    # order, and tied players keep sharing a place.
    played = [r for r in standings.rows if r.games]
    for i, row in enumerate(played):
        place = previous[1] if row.place == previous[0] else i + 1
        previous = (row.place, place)
        player = t.player(row.player_id)
        country = alpha3(player.country) if player.country else None
        if country is None:
            issues.append(Issue("bad_country", None, f"players.{player.name}.country",
                                f"{player.name}: country '{player.country}' is not an ISO "
                                f"3166 code or country name" if player.country else
                                f"{player.name} has no country"))
        first, last = split_name(player.name)
        rows.append(EmaRow(
            place=place, first_name=first, last_name=last,
            ema_number=player.ema_number or "",
            table_points=float(f"{float(points[row.player_id]):.2f}"),
            score=int(row.points) if raw_score else float(f"{t.display(row.points):.2f}"),
            member=bool(player.ema_number), country=country or player.country))
    if issues:
        raise InvalidInput(issues)
    assert settings.start_date is not None
    return EmaResults(tournament=settings.name, date=ema_date(settings.start_date), city=where,
                      participants=len(rows), rules=RULES, rows=tuple(rows), round=round,
                      decimals=0 if raw_score else decimals(t))


def _number(value: float, decimals: int | None) -> str:
    """Table points as few digits as they need (8, 1.5, 2.33); scores with the unit's."""
    if decimals is None:
        return f"{round(value, 2):g}"
    return f"{value:.{decimals}f}"


def ema_csv(results: EmaResults) -> str:
    out = io.StringIO(newline="")
    writer = csv.writer(out, delimiter=DELIMITER, lineterminator="\r\n")
    writer.writerow(results.header())
    for row in results.cells():
        row[4] = _number(row[4], None)
        row[5] = _number(row[5], results.decimals)
        writer.writerow(row)
    return out.getvalue()


def write_ema(results: EmaResults, path: Path | str) -> Path:
    """CSV, or the spreadsheet variant when `path` ends in .xlsx."""
    if Path(path).suffix.casefold() == ".xlsx":
        return write_xlsx(path, "Results", results.header(), results.cells(),
                          number_format="General", text_columns=("EMA number",))
    return write_text(path, ema_csv(results), encoding="utf-8-sig")
