"""The projector's own countdown (started, paused and set from the organiser's window), and
how the big clock writes time left: "1:29:59", "04:59", "−00:12"."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer

from ui.text import MINUS


def clock(ms: int) -> str:
    """"1:29:59", "04:59", or "−00:12" once time is up."""
    sign = MINUS if ms < 0 else ""
    seconds = (abs(ms) + (999 if ms > 0 else 0)) // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{sign}{hours}:{minutes:02d}:{secs:02d}"
    return f"{sign}{minutes:02d}:{secs:02d}"


def round_clock_text(seconds: float) -> str:
    """The stored clock's seconds left as the big clock writes them ("04:59", "1:29:59")."""
    return clock(int(seconds * 1000))


class Countdown:
    """A round's countdown, independent of the widgets: start, pause, reset, remaining."""

    def __init__(self, minutes: int):
        self.total_ms = minutes * 60_000
        self._spent_ms = 0
        self._running = QElapsedTimer()

    @property
    def running(self) -> bool:
        return self._running.isValid()

    def start(self) -> None:
        if not self.running:
            self._running.start()

    def pause(self) -> None:
        if self.running:
            self._spent_ms += self._running.elapsed()
            self._running.invalidate()

    def reset(self, minutes: int | None = None) -> None:
        if minutes is not None:
            self.total_ms = minutes * 60_000
        self._spent_ms = 0
        self._running.invalidate()

    def add_minutes(self, minutes: int) -> None:
        self.total_ms = max(0, self.total_ms + minutes * 60_000)

    def remaining_ms(self) -> int:
        spent = self._spent_ms + (self._running.elapsed() if self.running else 0)
        return self.total_ms - spent
