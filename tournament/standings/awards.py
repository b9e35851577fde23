"""Awards: the organiser's categories, and who wins each. Pure: no storage, no Qt.

The organiser picks categories (stored in the tournament file in their order); each is a
`AwardCategory`: a kind, its argument (a flag, a minimum) and a tie rule. `compute_awards`
finds the winners from the standings, the statistics (`tournament.standings.stats`) and the players'
flags. Only ranked players can win (substitutes and disqualified players take no place).

Kinds
  best_country, best_club, best_team   the best-placed player of each country (club, team);
                                       one award per country. Countries are grouped by their
                                       ISO code ("FR" and "France" are one country).
  best_flag:FLAG                       the best-placed player with a flag the organiser gives
                                       players (`newcomer`, `woman`, any word).
  most_wins                            the most wins (hand detail only).
  highest_hand                         the largest win value (rule tables, before honba and
                                       sticks).
  most_yakuman                         the most yakuman (at least one).
  best_average_placement[:MIN]         the lowest average placement over at least MIN
                                       finished games (default: the most games any ranked
                                       player has, i.e. those who played every game).
  iron_defence[:MIN]                   the lowest deal-in rate over at least MIN hands
                                       (default: half, rounded up, of the most hands any
                                       ranked player has played).

Ties (the `/TIES` suffix)
  standings (default)  of the players tied on the category's value, the one placed best in
                       the standings wins; players who share that place share the award.
  share                every player tied on the value shares the award.
  The best-placed categories are decided by the standings themselves: players sharing the
  best place share the award under either rule.

Text form (command line, JSON): `KIND[:ARG][/TIES][=TITLE]`, e.g. `best_flag:newcomer`,
`iron_defence:40/share`, `best_flag:woman=Best woman player`.
"""

from __future__ import annotations

import enum
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.players.countries import country_name, ema_code
from tournament.players.roster import Player
from tournament.standings.ranking import StandingRow
from tournament.words.document_words import Country, Num, Text, plural
from tournament.words.numbers import whole_problem

if TYPE_CHECKING:
    # (Annotations only: what reads the award categories, e.g. opening a file to record a
    # table or print its standings, does not load the statistics.)
    from tournament.standings.stats import PlayerStats, Statistics, WinRecord

MAX_FLAG = 32
_FLAG = re.compile(r"^\w+$")


class AwardKind(enum.StrEnum):
    BEST_COUNTRY = "best_country"
    BEST_CLUB = "best_club"
    BEST_TEAM = "best_team"
    BEST_FLAG = "best_flag"
    MOST_WINS = "most_wins"
    HIGHEST_HAND = "highest_hand"
    MOST_YAKUMAN = "most_yakuman"
    BEST_AVERAGE_PLACEMENT = "best_average_placement"
    IRON_DEFENCE = "iron_defence"

    @property
    def by_place(self) -> bool:
        """Decided by the standings place."""
        return self in (AwardKind.BEST_COUNTRY, AwardKind.BEST_CLUB, AwardKind.BEST_TEAM,
                        AwardKind.BEST_FLAG)

    @property
    def takes_minimum(self) -> bool:
        return self in (AwardKind.BEST_AVERAGE_PLACEMENT, AwardKind.IRON_DEFENCE)


class Ties(enum.StrEnum):
    STANDINGS = "standings"
    SHARE = "share"


def flag_name(text: str) -> tuple[str, str | None]:
    """A player flag as stored: "New comer" -> "new_comer". Returns (name, problem)."""
    name = re.sub(r"[\s\-]+", "_", text.strip()).casefold()
    if not name:
        return name, "a flag needs a name (e.g. newcomer)"
    if len(name) > MAX_FLAG or not _FLAG.match(name):
        return name, (f"'{text}' is not a flag name: letters, digits and _ only, at most "
                      f"{MAX_FLAG}")
    return name, None


@dataclass(frozen=True, slots=True)
class AwardCategory:
    kind: AwardKind
    flag: str = ""  # best_flag: the flag
    minimum: int | None = None  # best_average_placement: games; iron_defence: hands
    ties: Ties = Ties.STANDINGS
    title: str = ""  # the organiser's own title ("" = the default)

    @property
    def label(self) -> str:
        """The award's title: the organiser's, or the default ("Best placed newcomer")."""
        if self.title:
            return self.title
        return {
            AwardKind.BEST_COUNTRY: "Best placed player of each country",
            AwardKind.BEST_CLUB: "Best placed player of each club",
            AwardKind.BEST_TEAM: "Best placed player of each team",
            AwardKind.BEST_FLAG: f"Best placed {self.flag.replace('_', ' ')}",
            AwardKind.MOST_WINS: "Most wins",
            AwardKind.HIGHEST_HAND: "Highest hand",
            AwardKind.MOST_YAKUMAN: "Most yakuman",
            AwardKind.BEST_AVERAGE_PLACEMENT: "Best average placement",
            AwardKind.IRON_DEFENCE: "Iron defence",
        }[self.kind]

    @property
    def label_words(self) -> str | Text:
        """`label` as words for a printed page (the organiser's own title as it is)."""
        if self.title:
            return self.title
        if self.kind is AwardKind.BEST_FLAG:
            flag: str | Text = (Text(f"flag.{self.flag}") if self.flag in FLAG_WORDS
                                else self.flag.replace("_", " "))
            return Text("award.best_flag", flag)
        return Text(f"award.{self.kind.value}")

    @property
    def spec(self) -> str:
        """The text form: `iron_defence:40/share`."""
        text = self.kind.value
        if self.kind is AwardKind.BEST_FLAG:
            text += f":{self.flag}"
        elif self.minimum is not None:
            text += f":{self.minimum}"
        if self.ties is not Ties.STANDINGS:
            text += f"/{self.ties.value}"
        if self.title:
            text += f"={self.title}"
        return text

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind.value, "flag": self.flag, "minimum": self.minimum,
                "ties": self.ties.value, "title": self.title}


def check_category(kind: str, flag: str = "", minimum: object = None,
                   ties: str = Ties.STANDINGS.value, title: str = "",
                   field: str = "awards") -> tuple[AwardCategory | None, list[Issue]]:
    """A category from its parts, or every problem with them."""
    issues: list[Issue] = []
    try:
        k = AwardKind(kind.strip().casefold())
    except ValueError:
        return None, [Issue(IssueCode.UNKNOWN_AWARD, None, field, f"unknown award '{kind}' (one of "
                            f"{', '.join(a.value for a in AwardKind)})")]
    try:
        rule = Ties(ties.strip().casefold())
    except ValueError:
        issues.append(Issue(IssueCode.BAD_TIES, None, field,
                            f"unknown tie rule '{ties}' (standings "
                            f"or share)"))
        rule = Ties.STANDINGS
    name = ""
    if k is AwardKind.BEST_FLAG:
        name, problem = flag_name(flag)
        if problem:
            issues.append(Issue(IssueCode.BAD_FLAG, None, field, f"best_flag: {problem}"))
    elif flag:
        issues.append(Issue(IssueCode.UNEXPECTED_ARGUMENT, None, field,
                            f"{k.value} takes no argument (got ':{flag}')"))
    number: int | None = None
    if minimum is not None and minimum != "":
        if not k.takes_minimum:
            issues.append(Issue(IssueCode.UNEXPECTED_ARGUMENT, None, field,
                                f"{k.value} takes no minimum (got ':{minimum}')"))
        elif isinstance(minimum, bool) or not isinstance(minimum, int | str) or whole_problem(
                str(minimum).strip(), low=1) is not None:  # ("²" passes isdigit, not int)
            issues.append(Issue(IssueCode.BAD_MINIMUM, None, field,
                                f"{k.value}: the minimum must be "
                                f"a whole number from 1, got {repr(minimum)[:40]}"))
        else:
            number = int(str(minimum).strip())
    clean = " ".join(title.split())
    if len(clean) > 80 or any(ord(c) < 32 for c in title.replace("\n", " ")):
        issues.append(Issue(IssueCode.BAD_TITLE, None, field, "an award title is plain text of at "
                            "most 80 characters"))
    if issues:
        return None, issues
    return AwardCategory(k, name, number, rule, clean), []


def parse_category(text: str, field: str = "awards") -> tuple[AwardCategory | None,
                                                               list[Issue]]:
    """`KIND[:ARG][/TIES][=TITLE]` -> a category (see the module docstring)."""
    body, _, title = text.partition("=")
    body, _, ties = body.partition("/")
    kind, _, arg = body.partition(":")
    try:
        k: AwardKind | None = AwardKind(kind.strip().casefold())
    except ValueError:
        k = None
    flag, minimum = "", None
    if k is not None and k.takes_minimum:
        minimum = arg.strip() or None
    else:
        flag = arg  # best_flag's flag; for the others check_category says it is not wanted
    return check_category(kind, flag, minimum, ties or Ties.STANDINGS.value, title, field)


def category_from_dict(data: object, field: str = "awards") -> tuple[AwardCategory | None,
                                                                     list[Issue]]:
    if isinstance(data, str):
        return parse_category(data, field)
    if not isinstance(data, dict):
        return None, [Issue(IssueCode.BAD_JSON, None, field,
                            "an award is an object or its text form")]
    return check_category(str(data.get("kind", "")), str(data.get("flag") or ""),
                          data.get("minimum"), str(data.get("ties") or "standings"),
                          str(data.get("title") or ""), field)


@dataclass(frozen=True, slots=True)
class AwardWinner:
    player_id: int
    player: str
    place: str  # in the standings: "3", "2=" (tied)
    club: str = ""
    country: str = ""


@dataclass(frozen=True, slots=True)
class AwardResult:
    """One award: its title, for which group (a country, a club, a team; "" for the others),
    who won it, and what they won it with. No winner: `note` says why."""

    category: AwardCategory
    title: str  # "Best placed player of each country: France", "Most wins"
    group: str
    winners: tuple[AwardWinner, ...]
    value: str  # "7 wins", "place 3"
    note: str = ""
    # `title` and `value` as words for a printed page (None: print them as they are).
    words: str | Text | None = None
    value_words: Text | None = None

    @property
    def shared(self) -> bool:
        return len(self.winners) > 1


def _place_text(row: StandingRow) -> str:
    return "" if row.place is None else f"{row.place}{'=' if row.tied else ''}"


def _winner(row: StandingRow, player: Player | None) -> AwardWinner:
    return AwardWinner(row.player_id, row.name, _place_text(row),
                       player.club if player else "", player.country if player else "")


def _pick(candidates: list[StandingRow], ties: Ties) -> list[StandingRow]:
    """Players tied on a category's value -> the winners under the tie rule."""
    if ties is Ties.SHARE or len(candidates) < 2:
        return candidates
    best = min(r.place for r in candidates if r.place is not None)
    return [r for r in candidates if r.place == best]


def _group_key(kind: AwardKind, player: Player | None, row: StandingRow) -> tuple[str, str]:
    """(key, name shown) of the group a player belongs to ("" key: none)."""
    if player is None:
        return "", ""
    if kind is AwardKind.BEST_COUNTRY:
        if not player.country.strip():
            return "", ""
        code = ema_code(player.country)
        if not code:
            return player.country.strip().casefold(), " ".join(player.country.split())
        return code, country_name(code)
    value = player.club if kind is AwardKind.BEST_CLUB else (player.team or row.team)
    value = " ".join(value.split())
    return value.casefold(), value


def compute_awards(categories: Sequence[AwardCategory], rows: Sequence[StandingRow],
                   players: Mapping[int, Player], stats: Statistics,
                   flags: Mapping[int, frozenset[str]]) -> tuple[AwardResult, ...]:
    """The winners of each category, in the categories' order (a per-group category gives
    one result per group, groups by their best player's place). `rows` are the ranked rows
    of the standings, best first."""
    ranked = [r for r in rows if r.place is not None]
    by_id: dict[int, PlayerStats] = {p.player_id: p for p in stats.players}
    out: list[AwardResult] = []
    for c in categories:
        if c.kind.by_place:
            out += _by_place(c, ranked, players, flags)
        else:
            out.append(_by_stat(c, ranked, players, by_id))
    return tuple(out)


def _by_place(c: AwardCategory, ranked: list[StandingRow], players: Mapping[int, Player],
              flags: Mapping[int, frozenset[str]]) -> list[AwardResult]:
    if c.kind is AwardKind.BEST_FLAG:
        holders = [r for r in ranked if c.flag in flags.get(r.player_id, frozenset())]
        if not holders:
            return [AwardResult(c, c.label, "", (), "", f"no ranked player has the flag "
                                f"'{c.flag}'")]
        best = [r for r in holders if r.place == holders[0].place]
        return [AwardResult(c, c.label, "", tuple(_winner(r, players.get(r.player_id))
                                                  for r in best),
                            f"place {_place_text(best[0])} in the standings",
                            words=c.label_words,
                            value_words=Text("award.place", _place_text(best[0])))]
    groups: dict[str, tuple[str, list[StandingRow]]] = {}
    countries: set[str] = set()  # the groups named by their country's English name
    for r in ranked:
        key, name = _group_key(c.kind, players.get(r.player_id), r)
        if key:
            groups.setdefault(key, (name, []))[1].append(r)
            if c.kind is AwardKind.BEST_COUNTRY and name == country_name(key):
                countries.add(name)
    if not groups:
        what = {AwardKind.BEST_COUNTRY: "country", AwardKind.BEST_CLUB: "club",
                AwardKind.BEST_TEAM: "team"}[c.kind]
        return [AwardResult(c, c.label, "", (), "", f"no ranked player has a {what}")]
    results = []
    for name, members in groups.values():  # in the order of each group's best player
        best = [r for r in members if r.place == members[0].place]
        title = c.title or "Best placed player"
        group: str | Country = Country(name) if name in countries else name
        results.append(AwardResult(c, f"{title}: {name}", name,
                                   tuple(_winner(r, players.get(r.player_id)) for r in best),
                                   f"place {_place_text(best[0])} in the standings",
                                   words=Text("award.group", c.title
                                              or Text("award.best_player"), group),
                                   value_words=Text("award.place", _place_text(best[0]))))
    return results


def _rate(value: float) -> str:
    return f"{value * 100:.1f}%"


def _by_stat(c: AwardCategory, ranked: list[StandingRow], players: Mapping[int, Player],
             by_id: Mapping[int, PlayerStats]) -> AwardResult:
    stats = [(r, by_id[r.player_id]) for r in ranked if r.player_id in by_id]

    def result(winners: list[StandingRow], value: str, note: str = "",
               words: Text | None = None) -> AwardResult:
        return AwardResult(c, c.label, "", tuple(_winner(r, players.get(r.player_id))
                                                 for r in winners), value, note,
                           c.label_words, words)

    def best_of(pairs: list[tuple[StandingRow, float]], lowest: bool = False
                ) -> tuple[list[StandingRow], float]:
        target = (min if lowest else max)(v for _, v in pairs)
        tied = [r for r, v in pairs if math.isclose(v, target, rel_tol=0, abs_tol=1e-12)]
        return _pick(tied, c.ties), target

    if c.kind is AwardKind.MOST_WINS:
        pairs = [(r, float(s.wins)) for r, s in stats if s.wins]
        if not pairs:
            return result([], "", "no win was recorded hand by hand")
        winners, top = best_of(pairs)
        return result(winners, f"{int(top)} win{'s' if top != 1 else ''}",
                      words=Text(plural("award.wins", int(top)), int(top)))
    if c.kind is AwardKind.MOST_YAKUMAN:
        pairs = [(r, float(s.yakuman)) for r, s in stats if s.yakuman]
        if not pairs:
            return result([], "", "no yakuman was recorded")
        winners, top = best_of(pairs)
        return result(winners, f"{int(top)} yakuman", words=Text("award.yakuman", int(top)))
    if c.kind is AwardKind.HIGHEST_HAND:
        pairs = [(r, float(s.largest.points)) for r, s in stats if s.largest is not None]
        if not pairs:
            return result([], "", "no win was recorded hand by hand")
        winners, top = best_of(pairs)
        hand = by_id[winners[0].player_id].largest
        assert hand is not None
        detail = f"{hand.points:,} points: {hand.han_fu}"
        words = Text("award.hand", Num(hand.points), han_fu_words(hand))
        if len(winners) == 1:
            detail += f" (round {hand.round}, table {hand.table}, {hand.when})"
            words = Text("award.hand_where", Num(hand.points), han_fu_words(hand), hand.round,
                         hand.table, when_words(hand))
        return result(winners, detail, words=words)
    if c.kind is AwardKind.BEST_AVERAGE_PLACEMENT:
        most = max((s.games for _, s in stats), default=0)
        minimum = c.minimum if c.minimum is not None else most
        pairs = [(r, s.average_placement) for r, s in stats
                 if s.games >= max(minimum, 1) and s.average_placement is not None]
        if not pairs:
            return result([], "", f"no ranked player has {minimum} finished games")
        winners, low = best_of([(r, float(v)) for r, v in pairs], lowest=True)
        games = by_id[winners[0].player_id].games
        return result(winners, f"average placement {low:.2f} over {games} game"
                      + ("s" if games != 1 else ""),
                      words=Text(plural("award.placement", games), Num(low, 2), games))
    # Iron defence
    most = max((s.hands for _, s in stats), default=0)
    minimum = c.minimum if c.minimum is not None else max(1, -(-most // 2))
    pairs2 = [(r, s.deal_in_rate) for r, s in stats
              if s.hands >= minimum and s.deal_in_rate is not None]
    if not pairs2:
        return result([], "", f"no ranked player has played {minimum} hands")
    winners, low = best_of([(r, float(v)) for r, v in pairs2], lowest=True)
    s = by_id[winners[0].player_id]
    return result(winners, f"dealt in {s.deal_ins} time{'s' if s.deal_ins != 1 else ''} in "
                  f"{s.hands} hands ({_rate(low)})",
                  words=Text(plural("award.deal_ins", s.deal_ins), s.deal_ins, s.hands,
                             Num(low * 100, 1)))


# Flags with words of their own on paper (the ones the desk suggests); any other is printed
# as the organiser wrote it.
FLAG_WORDS = frozenset({"newcomer", "woman", "junior", "senior"})


def han_fu_words(hand: WinRecord) -> Text:
    """`WinRecord.han_fu` as words: "3 han 40 fu", "mangan, 5 han", "2x yakuman"."""
    if hand.yakuman:
        return Text("yakuman") if hand.yakuman == 1 else Text("yakuman.n", hand.yakuman)
    text = Text("han_fu", hand.han, hand.fu) if hand.fu else Text("han", hand.han)
    return Text("limit_han", hand.limit, text) if hand.limit else text


def when_words(hand: WinRecord) -> str | Text:
    """`WinRecord.when` as words: "South 2, 1 honba" (as recorded when not known)."""
    if not hand.hand_number:
        return hand.when
    when = Text(f"when.{hand.round_wind.value}", hand.hand_number)
    return Text("when.honba", when, hand.honba) if hand.honba else when
