"""A table's game counted for the statistics, once (`digest_game` -> `GameDigest`): the
counts its hands give each seat and the tournament, and its wins with what they were worth.

The service keeps the digest with the table's stored summary (`hand_log.TableSummary`), so
`stats.compute_statistics` sums digests instead of replaying every hand; the JSON form
(`GameDigest.to_json`/`from_json`) is how the summary stores it. Pure: no storage, no Qt.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tournament.model import HandResult, Outcome, TableState, Win, Wind
from tournament.rules.points import YAKUMAN, HandValue, hand_value
from tournament.rules.ruleset import Ruleset
from tournament.yaku.catalogue import resolve


def win_value(win: Win, outcome: Outcome, dealer: int, rules: Ruleset) -> int:
    """A win's value from the rule tables, before honba and riichi sticks."""
    value = hand_value(win.han, win.fu, win.yakuman, win.winner == dealer, rules)
    return value.ron if outcome is Outcome.RON else value.tsumo_total


def yaku_id(name: str) -> str:
    """The catalogue id of a yaku name as recorded ("Tanyao" -> "tanyao"); unknown names
    are kept as written."""
    found = resolve(name)
    return found.id if found is not None else name


@dataclass(frozen=True, slots=True)
class SeatDigest:
    """One seat's counts in one game that its wins do not give."""

    dealer_hands: int = 0
    dealer_keeps: int = 0
    riichi: int = 0
    riichi_wins: int = 0
    deal_ins: int = 0
    noten: int = 0
    chombo: int = 0


@dataclass(frozen=True, slots=True)
class WinDigest:
    """One paid win of a game, with what the statistics and the biggest hands show of it."""

    index: int  # the hand's index in its game
    wind: Wind  # the hand: "South 2, 1 honba"
    number: int
    honba: int
    outcome: Outcome  # ron or tsumo
    winner: int  # seats
    loser: int | None
    han: int
    fu: int
    yakuman: int
    points: int  # the win value (`win_value`)
    limit_yakuman: bool  # worth a yakuman (a multiple, or counted 13+ han)
    dealer: bool
    yaku: tuple[str, ...] | None  # as recorded (resolved when counted)

    @property
    def when(self) -> str:
        """"South 2, 1 honba" (the hand's title, as the table's state words it)."""
        return TableState((0, 0, 0, 0), self.wind, self.number, self.honba).title


@dataclass(frozen=True, slots=True)
class GameDigest:
    """What the statistics read from one game recorded hand by hand, counted once
    (`digest_game`): the service keeps it with the table's stored summary, so the statistics
    of a tournament add up digests instead of replaying every hand of every table."""

    played: int  # settled hands, chombos apart
    draws: int  # exhaustive draws (nagashi mangan included)
    outcomes: tuple[tuple[Outcome, int], ...]  # records per outcome, in Outcome order
    seats: tuple[SeatDigest, SeatDigest, SeatDigest, SeatDigest]
    wins: tuple[WinDigest, ...]  # in hand order

    def to_json(self) -> list[Any]:
        """A compact list (read back by `from_json`)."""
        return [self.played, self.draws, [[o.value, n] for o, n in self.outcomes],
                [[s.dealer_hands, s.dealer_keeps, s.riichi, s.riichi_wins, s.deal_ins,
                  s.noten, s.chombo] for s in self.seats],
                [[w.index, int(w.wind), w.number, w.honba, w.outcome.value, w.winner, w.loser,
                  w.han, w.fu, w.yakuman, w.points, w.limit_yakuman, w.dealer,
                  None if w.yaku is None else list(w.yaku)] for w in self.wins]]

    @classmethod
    def from_json(cls, data: Any) -> GameDigest:
        """A stored digest (ValueError/TypeError if it is not one)."""
        played, draws, outcomes, seats, wins = data
        if type(played) is not int or type(draws) is not int:
            raise TypeError("a count is not a number")
        counted = tuple((Outcome(o), _count(n)) for o, n in outcomes)
        if len(seats) != 4:
            raise ValueError("not four seats")
        four = tuple(SeatDigest(*map(_count, seat)) if len(seat) == 7 else _bad_digest()
                     for seat in seats)
        return cls(played, draws, counted, (four[0], four[1], four[2], four[3]),
                   tuple(_win(w) for w in wins))


def _count(value: Any) -> int:
    if type(value) is not int:
        raise TypeError("a count is not a number")
    return value


def _bad_digest() -> SeatDigest:
    raise ValueError("a seat's counts are not seven numbers")


# Looked up rather than called (Outcome(...) is slow): one per stored win is read.
_WIN_OUTCOMES = {Outcome.RON.value: Outcome.RON, Outcome.TSUMO.value: Outcome.TSUMO}
_WINDS = tuple(Wind)


def _win(data: Any) -> WinDigest:
    (index, wind, number, honba, outcome, winner, loser, han, fu, yakuman, points, big,
     dealer, yaku) = data
    numbers = (index, wind, number, honba, winner, han, fu, yakuman, points)
    if {*map(type, numbers)} != {int} or (loser is not None and type(loser) is not int):
        raise TypeError("a win's number is not a number")
    if not 0 <= winner < 4 or (loser is not None and not 0 <= loser < 4) or not 0 <= wind < 4:
        raise ValueError("a seat or a wind is not 0 to 3")
    if yaku is not None and (type(yaku) is not list or any(type(n) is not str for n in yaku)):
        raise TypeError("a yaku is not a name")
    found = _WIN_OUTCOMES.get(outcome)
    if found is None:
        raise ValueError("a win that is not a ron or a tsumo")
    return WinDigest(index, _WINDS[wind], number, honba, found, winner, loser, han, fu,
                     yakuman, points, bool(big), bool(dealer),
                     None if yaku is None else tuple(yaku))


def digest_game(hands: Iterable[HandResult], rules: Ruleset,
                values: dict[tuple[int, int, int, bool], HandValue] | None = None
                ) -> GameDigest:
    """Count one game's settled hands (in effect, in order) for the statistics. `values`:
    hand values already worked out under `rules` (a few dozen make a whole tournament), kept
    across the games of one call."""
    values = {} if values is None else values
    seats = [[0] * 7 for _ in range(4)]  # SeatDigest's fields, in order
    outcomes: Counter[Outcome] = Counter()
    wins: list[WinDigest] = []
    played = draws = 0
    ron, tsumo, chombo = Outcome.RON, Outcome.TSUMO, Outcome.CHOMBO
    drawn = (Outcome.EXHAUSTIVE_DRAW, Outcome.NAGASHI_MANGAN)
    for result in hands:
        record = result.record
        outcome = record.outcome
        outcomes[outcome] += 1
        if outcome is chombo:
            if record.offender is not None:
                seats[record.offender][6] += 1
            continue
        played += 1
        dealer = result.before.dealer
        paid = result.paid_winners
        seats[dealer][0] += 1
        for seat in record.riichi:
            seats[seat][2] += 1
            if seat in paid:
                seats[seat][3] += 1
        if outcome is ron or outcome is tsumo:
            if dealer in paid:
                seats[dealer][1] += 1
            if outcome is ron and record.wins[0].loser is not None:
                seats[record.wins[0].loser][4] += 1
            before = result.before
            for win in record.wins:
                if win.winner not in paid:
                    continue
                key = (win.han, win.fu, win.yakuman, win.winner == dealer)
                value = values.get(key)
                if value is None:
                    value = values[key] = hand_value(*key, rules)
                wins.append(WinDigest(
                    result.index, before.round_wind, before.hand_number, before.honba,
                    outcome, win.winner, win.loser, win.han, win.fu, win.yakuman,
                    value.ron if outcome is ron else value.tsumo_total,
                    value.base >= YAKUMAN, win.winner == dealer,
                    tuple(win.yaku) if win.yaku else None))
        elif outcome in drawn:
            draws += 1
            tenpai = record.tenpai
            for seat in range(4):
                if seat not in tenpai:
                    seats[seat][5] += 1
            if dealer in tenpai:
                seats[dealer][1] += 1
    a, b, c, d = (SeatDigest(*counts) for counts in seats)
    return GameDigest(played, draws, tuple((o, outcomes[o]) for o in Outcome if outcomes[o]),
                      (a, b, c, d), tuple(wins))
