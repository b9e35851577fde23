"""Seating engine: repeat-free schedules, balanced winds and a quality report.

Pure Python, no Qt and no database. Entry points:

* `generate(players, rounds, constraints, seed, time_limit)` -- a whole schedule.
* `reseat(rounds, from_round, players, ...)` -- re-seat the rounds not yet played.
* `random_schedule`, `swiss_round` -- the other seating modes; `greedy_schedule` -- the
  simple baseline `generate` never does worse than.
* `parse_manual(text)` -- a typed or CSV schedule, with problems as data.
* `quality_report(rounds, constraints)` -- how good any schedule is.
* `Schedule.to_json()` / `Schedule.from_json(data)` -- a plan as plain JSON data, to store.
* `seat_next(plan, played, players, rounds, ...)` -- the next round from a stored plan,
  planning again only when the played rounds or the players no longer fit it;
  `first_difference`, `next_round` -- the checks it makes.

Searches are bounded by step budgets (budget.py), never by the clock: the same request and
seed give the same plan on any machine; `time_limit` is an outer safety net.
"""

from tournament.seating.budget import DEFAULT_STEPS, RESEAT_STEPS
from tournament.seating.engine import (
    as_json,
    check_players,
    generate,
    greedy_schedule,
    random_schedule,
    reseat,
)
from tournament.seating.manual import parse_manual
from tournament.seating.model import (
    Constraints,
    ManualProblem,
    QualityReport,
    Round,
    Rounds,
    Schedule,
    SeatingPlayer,
    Table,
    best_known,
    repeat_free_limit,
)
from tournament.seating.plan import PlanStep, first_difference, next_round, seat_next
from tournament.seating.report import quality_report
from tournament.seating.swiss import swiss_round

__all__ = [
    "DEFAULT_STEPS",
    "RESEAT_STEPS",
    "Constraints",
    "ManualProblem",
    "PlanStep",
    "QualityReport",
    "Round",
    "Rounds",
    "Schedule",
    "SeatingPlayer",
    "Table",
    "as_json",
    "best_known",
    "check_players",
    "first_difference",
    "generate",
    "next_round",
    "greedy_schedule",
    "parse_manual",
    "quality_report",
    "random_schedule",
    "repeat_free_limit",
    "reseat",
    "seat_next",
    "swiss_round",
]
