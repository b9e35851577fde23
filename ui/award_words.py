"""Award results in the desk's language: the title of each award, what its winner won it
with, and why an award has no winner.

The core (`tournament.standings.awards`) decides the winners and words them in English for the
command line and the printed certificates; the desk says the same from the result's kind and group
and from the winners' statistics, so a French desk reads French.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from tournament.standings.awards import AwardKind, AwardResult
from tournament.standings.stats import PlayerStats
from ui.models.statistics_model import han_fu_text, percent
from ui.text import QT_TR_NOOP, count, country_in_language, labelled, number, tr

TITLES = {
    AwardKind.MOST_WINS: QT_TR_NOOP("Most wins"),
    AwardKind.HIGHEST_HAND: QT_TR_NOOP("Highest hand"),
    AwardKind.MOST_YAKUMAN: QT_TR_NOOP("Most yakuman"),
    AwardKind.BEST_AVERAGE_PLACEMENT: QT_TR_NOOP("Best average placement"),
    AwardKind.IRON_DEFENCE: QT_TR_NOOP("Iron defence"),
}
GROUPS = {
    AwardKind.BEST_COUNTRY: QT_TR_NOOP("no ranked player has a country"),
    AwardKind.BEST_CLUB: QT_TR_NOOP("no ranked player has a club"),
    AwardKind.BEST_TEAM: QT_TR_NOOP("no ranked player has a team"),
}

# The flags the desk suggests, named in the desk's language where a title shows them; the
# flag itself (what is stored and typed) stays the organiser's word.
FLAGS = {
    "newcomer": QT_TR_NOOP("newcomer"),
    "woman": QT_TR_NOOP("woman"),
    "junior": QT_TR_NOOP("junior"),
    "senior": QT_TR_NOOP("senior"),
}

Stats = Mapping[int, PlayerStats]


def flag_word(flag: str) -> str:
    """"newcomer" -> "nouveau venu" in French; a flag of the organiser's own as it is."""
    return tr(FLAGS[flag]) if flag in FLAGS else flag.replace("_", " ")


def award_title(a: AwardResult) -> str:
    """"Best placed player: Germany", "Best placed newcomer", "Most wins", or the
    organiser's own title (with the group, for an award per country, club or team)."""
    c = a.category
    if c.kind in GROUPS:
        # The core names a country in English ("Austria"): named here in the desk's language.
        group = country_in_language(a.group) if c.kind is AwardKind.BEST_COUNTRY else a.group
        return labelled(c.title or tr("Best placed player"), group) if group else \
            (c.title or tr("Best placed player"))
    if c.title:
        return c.title
    if c.kind is AwardKind.BEST_FLAG:
        return tr("Best placed %1").replace("%1", flag_word(c.flag))
    return tr(TITLES[c.kind])


def _minimum(note: str) -> str:
    found = re.search(r"\d+", note)
    return found.group(0) if found else ""


def award_value(a: AwardResult, stats: Stats) -> str:
    """What the first winner won it with ("9 wins", "place 3 in the standings"), or why
    there is no winner."""
    c = a.category
    if not a.winners:
        return no_winner(a)
    if c.kind.by_place:
        return tr("place %1 in the standings").replace("%1", a.winners[0].place)
    p = stats.get(a.winners[0].player_id)
    if p is None:
        return a.value
    if c.kind is AwardKind.MOST_WINS:
        return count(p.wins, tr("%n win"), tr("%n wins"))
    if c.kind is AwardKind.MOST_YAKUMAN:
        return tr("%n yakuman").replace("%n", str(p.yakuman))
    if c.kind is AwardKind.HIGHEST_HAND and p.largest is not None:
        text = tr("%1 points: %2").replace("%1", number(p.largest.points)) \
            .replace("%2", han_fu_text(p.largest))
        if len(a.winners) == 1:
            text += " " + tr("(round %1, table %2)").replace("%1", str(p.largest.round)) \
                .replace("%2", str(p.largest.table))
        return text
    if c.kind is AwardKind.BEST_AVERAGE_PLACEMENT and p.average_placement is not None:
        return count(p.games, tr("average placement %1 over %n game"),
                     tr("average placement %1 over %n games")).replace(
            "%1", number(p.average_placement, 2))
    if c.kind is AwardKind.IRON_DEFENCE:
        return tr("dealt in %1 times in %2 hands (%3)").replace("%1", number(p.deal_ins)) \
            .replace("%2", number(p.hands)).replace("%3", percent(p.deal_in_rate))
    return a.value


def no_winner(a: AwardResult) -> str:
    c = a.category
    if c.kind in GROUPS:
        return tr(GROUPS[c.kind])
    if c.kind is AwardKind.BEST_FLAG:
        return tr("no ranked player has the flag “%1”").replace("%1", c.flag)
    if c.kind in (AwardKind.MOST_WINS, AwardKind.HIGHEST_HAND):
        return tr("no win was recorded hand by hand")
    if c.kind is AwardKind.MOST_YAKUMAN:
        return tr("no yakuman was recorded")
    if c.kind is AwardKind.BEST_AVERAGE_PLACEMENT:
        return tr("no ranked player has %1 finished games").replace("%1", _minimum(a.note))
    return tr("no ranked player has played %1 hands").replace("%1", _minimum(a.note))
