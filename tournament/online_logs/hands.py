"""A hand as either reader collects it (`ReadHand`), and the game it becomes
(`finish_log`): the records settled by our core and the log's own words for each hand."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Any

from tournament.model import (
    AbortiveKind,
    HandRecord,
    Outcome,
    Win,
)
from tournament.online_logs.values import LogHand, LogProblem, OnlineLog
from tournament.rules.presets import PRESETS

# The lowest fu at which a 3 or 4 han hand is a mangan without kiriage: what is recorded for a
# mangan of fewer than 5 han when the log does not give its fu (the payment is the same).
MANGAN_FU = {3: 70, 4: 40}


@dataclass
class ReadHand:
    """A hand being read (either format)."""

    round_index: int
    honba: int
    sticks: int
    start: tuple[int, int, int, int]
    riichi: list[int] = field(default_factory=list)
    declared: list[int] = field(default_factory=list)  # step 1 seen, not (yet) accepted
    wins: list[Win] = field(default_factory=list)
    outcome: Outcome | None = None
    tenpai: tuple[int, ...] = ()
    abortive: AbortiveKind | None = None
    nagashi: tuple[int, ...] = ()
    after: tuple[int, int, int, int] | None = None  # scores after the hand (log)
    summary: list[str] = field(default_factory=list)
    kiriage: bool = False
    piles: list[Any] = field(default_factory=list)  # tenhou.net/6: each seat's discards



# ---------------------------------------------------------------------------------------------
# Shared


def finish_log(fmt: str, room: str, room_text: str, names: tuple[str, ...],
               hands: list[ReadHand], *, east_only: bool, red_fives: bool, open_tanyao: bool,
               final: tuple[int, int, int, int] | None, name: str,
               csrule: tuple[str, ...] = ()) -> OnlineLog:
    out: list[LogHand] = []
    if hands[0].round_index != 0:
        raise LogProblem(f"{name}: the log does not start at East 1")
    for i, hand in enumerate(hands):
        assert hand.outcome is not None and hand.after is not None
        if hand.outcome is Outcome.RON and len({w.loser for w in hand.wins}) != 1:
            raise LogProblem(f"{name}: hand {i}: the winners of one ron name different losers")
        if hand.outcome is Outcome.ABORTIVE_DRAW and hand.abortive is AbortiveKind.FOUR_RIICHI:
            # The fourth stake is paid when the draw is called.
            hand.riichi = sorted(set(hand.riichi) | {0, 1, 2, 3})
        riichi = tuple(sorted(set(hand.riichi)))
        tenpai = hand.tenpai
        if hand.outcome in (Outcome.EXHAUSTIVE_DRAW, Outcome.NAGASHI_MANGAN):
            tenpai = tuple(sorted(set(tenpai) | set(riichi)))
        record = HandRecord(outcome=hand.outcome, riichi=riichi, wins=tuple(hand.wins),
                            tenpai=tenpai, abortive_kind=hand.abortive,
                            nagashi_mangan_seats=hand.nagashi)
        sticks_after = hands[i + 1].sticks if i + 1 < len(hands) else None
        deltas = tuple(a - s for a, s in zip(hand.after, hand.start, strict=True))
        out.append(LogHand(record, hand.round_index // 4, hand.round_index % 4 + 1, hand.honba,
                           hand.sticks, hand.start, deltas,  # type: ignore[arg-type]
                           sticks_after, "; ".join(hand.summary)))
    starts = set(hands[0].start)
    start_points = hands[0].start[0] if len(starts) == 1 else 25000
    last = hands[-1]
    end_scores = final or last.after
    ends_short = (last.round_index == (3 if east_only else 7) and end_scores is not None
                  and max(end_scores) < PRESETS["tenhou"].goal_points)
    if len(starts) != 1:
        raise LogProblem(f"{name}: the players do not start with equal scores")
    return OnlineLog(fmt, room, room_text, names, tuple(out),  # type: ignore[arg-type]
                     east_only=east_only, red_fives=red_fives, open_tanyao=open_tanyao,
                     start_points=start_points, kiriage_seen=any(h.kiriage for h in hands),
                     triple_ron_seen=any(len(h.wins) == 3 for h in hands),
                     triple_ron_abortive_seen=any(h.abortive is AbortiveKind.TRIPLE_RON
                                                  for h in hands), final_scores=final,
                     ends_short_of_goal=ends_short, csrule=csrule[:64])


def clean_name(text: str) -> str:
    return "".join(ch for ch in text if unicodedata.category(ch)[0] != "C").strip()[:100]


def seats_words(seats: tuple[int, ...]) -> str:
    return ", ".join(f"seat {s}" for s in seats) if seats else "none"


def win_words(win: Win, points: int | None, words: str | None = None) -> str:
    how = (f"seat {win.winner} ron on seat {win.loser}" if win.loser is not None
           else f"seat {win.winner} tsumo")
    value = (f"yakuman x{win.yakuman}" if win.yakuman
             else f"{win.han} han" + (f" {win.fu} fu" if win.fu else ""))
    pao = f", pao seat {win.pao}" if win.pao is not None else ""
    shown = f" ({words})" if words else (f" ({points:,})" if points is not None else "")
    return f"{how}: {value}{pao}{shown}"
