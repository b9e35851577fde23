"""How much searching one request may do: a count of steps, and a clock only as a safety net.

A search that stops at a wall-clock deadline returns whatever it had reached by then, so the
same players, rounds and seed give one plan on an idle machine and another on a busy one.
Every search here therefore stops after a number of steps instead, and the plan depends only
on the request. A step is one candidate move looked at (a swap in the tabu search or the
relabelling, an annealing move in the cyclic search), each weighed by what it costs, so that
one step is one or two microseconds of work: the default budget takes a few seconds at most, well
inside the default time limit, which remains an outer safety net only. Should it ever be
reached (a far slower machine, a tiny time limit), the search stops there, keeps its best plan
so far, and the quality report says `time_limit_reached`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

# Steps a whole-schedule request may take: under two seconds on one core of a
# small two-core machine (a step is 1.5 to 2 microseconds there).
DEFAULT_STEPS = 1_000_000
# Reseating the rounds still to come is done while people wait at the tables: less.
RESEAT_STEPS = 300_000


@dataclass(slots=True)
class Budget:
    """Steps left to spend, and the safety-net deadline on `time.monotonic()`."""

    steps: int
    deadline: float | None = None
    used: int = 0
    timed_out: bool = False

    @property
    def left(self) -> int:
        return max(0, self.steps - self.used)

    def share(self, fraction: float) -> int:
        """A part of what is left, for one step of the pipeline."""
        return int(self.left * fraction)

    def spend(self, steps: int, timed_out: bool = False) -> None:
        self.used += steps
        self.timed_out = self.timed_out or timed_out

    def expired(self) -> bool:
        """True once the steps are spent or the safety net is reached (then remembered)."""
        if self.deadline is not None and time.monotonic() > self.deadline:
            self.timed_out = True
        return self.timed_out or self.left <= 0
