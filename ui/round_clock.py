"""The round clock at the desk: a ticking timer on the GUI thread over the stored clock.

The clock itself is the core's (`tournament.clock`): the organiser's actions are events
stored in the tournament file, so the clock survives a restart of the app. `ClockTicker`
reads those events once per change (on the database worker) and folds them on every tick of
a `QTimer` on the GUI thread, at the moment its time source gives: `time_source` (the real
UTC time) unless a test passes another. Every screen that shows the time (the rounds page,
the table page, the projector) asks the one ticker of the open tournament, so they agree.

Sounds: at the warning, and at time up the gong (`resources/sounds/gong.wav`, made by
`resources/make_sounds.py`), through a "sound sink": `QtSoundSink` plays them through Qt
Multimedia (`QSoundEffect`, in PySide6-Addons: the optional `riichi-tournament[sound]`); a
test passes its own sink that records what was played. Without Qt Multimedia the gong still
sounds, more simply (`FallbackSound`: the system's sound player on the WAV, else the system
beep). A machine without an audio output never crashes or waits: the sink says so once in
the log and stays silent. A ticker that starts (the app opened again, the
language switched) announces nothing for what happened before its first reading, so a gong
is never sounded twice.

Which round: each seated round has its own clock. The "live" round (what the projector shows
and the table page falls back on) is the highest round whose clock was started, while one of
its games goes on; once they are all over, the next seated round with a game to play.
"""

from __future__ import annotations

import enum
import logging
import shutil
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QProcess, QTimer, QUrl, Signal
from PySide6.QtWidgets import QApplication

from tournament.clock import (
    DEFAULT_WARNING,
    ClockEvent,
    ClockSignal,
    ClockWatcher,
    RoundClock,
    fold_clock,
)
from tournament.service import Changes
from ui import resources
from ui.session import Session
from ui.tasks import LatestWins

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

log = logging.getLogger(__name__)

TICK_MS = 250


def time_source() -> datetime:
    """The real time, as the clock needs it (UTC). Tests pass their own to `ClockTicker`."""
    return datetime.now(UTC)


class Sound(enum.StrEnum):
    WARNING = "warning"  # the room's warning time was reached
    GONG = "gong"  # the room's time is up
    TABLE_GONG = "table_gong"  # a table with its own extra minutes ran out


class SoundSink(Protocol):
    def play(self, sound: Sound) -> None: ...


# The one WAV the project makes (resources/make_sounds.py), played louder or softer: the
# warning is a soft stroke, the end of the room's time the full gong.
VOLUMES = {Sound.WARNING: 0.35, Sound.GONG: 1.0, Sound.TABLE_GONG: 0.6}


class QtSoundSink:
    """Plays the sounds through Qt Multimedia. Without an audio output, or if Qt Multimedia
    cannot be loaded or the file cannot be read, it logs that once and plays nothing."""

    def __init__(self, parent: QObject | None = None):
        self._parent = parent
        self._effect: Any = None
        self._silent_reason = ""
        self.played: list[Sound] = []  # what was sent to the audio output

    def _silent(self, reason: str) -> None:
        if not self._silent_reason:
            self._silent_reason = reason
            log.warning("round clock: no sound (%s); the clock goes on without it", reason)

    def _ready(self) -> Any:
        if self._effect is not None or self._silent_reason:
            return self._effect
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError:  # installed without the `sound` extra (PySide6-Addons)
            self._effect = FallbackSound()
            log.info("round clock: Qt Multimedia is not installed; the gong sounds through %s",
                     self._effect.way)
            return self._effect
        device = QMediaDevices.defaultAudioOutput()
        if device.isNull():
            self._silent("no audio output on this computer")
            return None
        try:
            path = resources.path("sounds/gong.wav")
        except resources.MissingResource as exc:
            self._silent(str(exc))
            return None
        effect = QSoundEffect(device, self._parent)
        effect.setSource(QUrl.fromLocalFile(str(path)))
        self._effect = effect
        return effect

    def play(self, sound: Sound) -> None:
        try:
            effect = self._ready()
            if effect is None:
                return
            if isinstance(effect, FallbackSound):
                effect.play()
                self.played.append(sound)
                return
            if effect.status() == effect.Status.Error:
                self._silent("the gong file cannot be played")
                self._effect = None
                return
            effect.setVolume(VOLUMES[sound])
            effect.play()
            self.played.append(sound)
        except Exception as exc:  # noqa: BLE001 - a sound must never stop the desk
            self._silent(f"{type(exc).__name__}: {exc}")


# System sound players that play a WAV file and exit, tried in this order: PulseAudio or
# PipeWire (most Linux desktops), ALSA, macOS.
PLAYERS = ("paplay", "pw-play", "aplay", "afplay")


class FallbackSound:
    """The gong without Qt Multimedia: the WAV through the system's sound player (Windows:
    the standard library's `winsound`; elsewhere the first of `PLAYERS` found), started and
    not waited for; with none, the system beep (`QApplication.beep`). One volume for all."""

    def __init__(self) -> None:
        self.path: str | None = None
        self.program: str | None = None
        try:
            self.path = str(resources.path("sounds/gong.wav"))
        except resources.MissingResource:
            pass
        if self.path is not None and sys.platform != "win32":
            self.program = next(filter(None, map(shutil.which, PLAYERS)), None)
        self.way = ("winsound" if self.path is not None and sys.platform == "win32"
                    else self.program or "the system beep")

    def play(self) -> None:
        if sys.platform == "win32":
            if self.path is not None:
                import winsound

                winsound.PlaySound(self.path, winsound.SND_FILENAME | winsound.SND_ASYNC)
            else:
                QApplication.beep()
        elif self.program is not None and self.path is not None:
            # A detached process: the desk never waits for the sound, nor keeps its handle.
            if not QProcess.startDetached(self.program, [self.path]):
                QApplication.beep()
        else:
            QApplication.beep()


def default_sound_sink(parent: QObject | None = None) -> SoundSink:
    """The sink the desk uses (tests replace this function to record what is played)."""
    return QtSoundSink(parent)


@dataclass(frozen=True, slots=True)
class RoundBasis:
    """What folding one round's clock needs, read from the file."""

    round: int
    events: tuple[ClockEvent, ...]
    tables: tuple[int, ...]
    finished: Mapping[int, bool]


@dataclass(frozen=True, slots=True)
class ClockBasis:
    """Every seated round's clock events, the round length, which round is "final"."""

    minutes: int | None
    rounds: Mapping[int, RoundBasis] = field(default_factory=dict)
    names: Mapping[int, str] = field(default_factory=dict)  # "Final" for a final round
    at: datetime | None = None  # when `clocks` were folded
    clocks: Mapping[int, RoundClock] = field(default_factory=dict)  # each round at `at`
    partial: bool = False  # only some rounds were read (the others are as before)


def read_basis(t: Tournament, now: datetime | None = None,
               only: set[int] | None = None) -> ClockBasis:
    """On the database worker: the clock events of every seated round (or of the rounds in
    `only`), and each round's clock folded at `now` (the desk's time: folding a large round
    takes a while, and this is off the GUI thread)."""
    now = now or time_source()
    rounds: dict[int, RoundBasis] = {}
    names: dict[int, str] = {}
    clocks: dict[int, RoundClock] = {}
    stage = t.final.stage()
    for info in t.rounds.all():
        number = info.number
        if only is not None and number not in only:
            continue
        seating = t.rounds.seating(number)
        if not seating:
            continue
        clock = t.clock.state(number, now)
        clocks[number] = clock
        rounds[number] = RoundBasis(number, t.clock.events(number),
                                    tuple(c.table for c in clock.tables),
                                    {c.table: c.finished for c in clock.tables})
        if stage is not None and stage.is_final_round(number):
            names[number] = "final" if stage.rounds == 1 else \
                f"final:{number - stage.after_round}"
    return ClockBasis(t.settings.round_minutes, rounds, names, now, clocks,
                      partial=only is not None)


def fold(basis: ClockBasis, round: int, now: datetime) -> RoundClock | None:
    data = basis.rounds.get(round)
    if data is None:
        return None
    return fold_clock(data.events, data.tables, now, minutes=basis.minutes,
                      warning=DEFAULT_WARNING, finished=data.finished, round=round)


def live_round(basis: ClockBasis, clocks: Mapping[int, RoundClock | None]) -> int | None:
    """The round whose clock the room follows (see the module docstring), from the rounds'
    clocks folded at one moment."""
    if not basis.rounds:
        return None
    started = [r for r, c in clocks.items() if c is not None and c.started]
    top = max(started, default=None)
    if top is not None and not all(basis.rounds[top].finished.values()):
        return top
    waiting = [r for r, b in basis.rounds.items() if r > (top or 0)
               and not all(b.finished.values())]
    if waiting:
        return min(waiting)
    return top if top is not None else max(basis.rounds)


class ClockTicker(QObject):
    """The open tournament's round clocks, ticking. `ticked` after every tick (the screens
    read `clock(round)` then); `signalled(round, ClockSignal, table)` when a warning or time up
    is reached while the desk is open; `loaded` after the stored clock was read again."""

    ticked = Signal()
    loaded = Signal()
    signalled = Signal(int, object, object)

    def __init__(self, session: Session, now: Callable[[], datetime] | None = None,
                 sink: SoundSink | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.now: Callable[[], datetime] = now or time_source
        self.sink = sink if sink is not None else default_sound_sink(self)
        self.basis: ClockBasis | None = None
        self._watchers: dict[int, ClockWatcher] = {}
        self._clocks: dict[int, RoundClock] = {}
        # Every round is folded on the worker when the clock is read again (after any
        # change). Then a clock that is not running, or whose games are all over, stays as
        # it is until the next change; a running one is folded again on the GUI thread when
        # the second shown changes. Folding a round of 500 tables takes tens of milliseconds
        # (benchmarks/bench_round_clock.py): not four times a second for every round.
        self._folded: dict[int, int] = {}  # round -> the second it was folded at
        self._fresh: dict[int, RoundClock] = {}  # folded by the worker, not yet watched
        self._wanted: set[int] | None = set()  # rounds to read again next (None: all)
        self.reads = LatestWins()
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        session.changed.connect(self._changed)
        self.reload()

    # --- reading the stored clock --------------------------------------------------------
    def reload(self, rounds: Iterable[int] | None = None) -> None:
        """Read the stored clock again: every round (None), or only `rounds` (a clock action,
        a hand recorded: only that round's clock or its finished games changed)."""
        wanted = None if rounds is None or self.basis is None else set(rounds)
        if not self.reads.start():
            self._wanted = None if wanted is None or self._wanted is None \
                else self._wanted | wanted
            return
        now = self.now()
        self.session.read(lambda t: read_basis(t, now, wanted), self._got, self._failed)

    def _got(self, basis: ClockBasis) -> None:
        again = self.reads.done()
        old = self.basis
        if old is not None and basis.partial:
            # Only some rounds were read: the others stay as they are.
            basis = replace(basis, rounds={**old.rounds, **basis.rounds},
                            names={**old.names, **basis.names})
        self.basis = basis
        self._fresh.update(basis.clocks)
        for number in basis.clocks:
            self._folded.pop(number, None)
        self.tick()
        self.loaded.emit()
        if again:
            wanted, self._wanted = self._wanted, set()
            self.reload(wanted)

    def _failed(self, exc: BaseException) -> None:
        self.reads.failed()
        log.warning("round clock: cannot read the clock: %s", exc)

    def _changed(self, changes: Changes, _initiator: object = None) -> None:
        if changes.seating or changes.rounds or changes.settings or changes.final:
            self.reload()
        elif changes.clock or changes.tables:
            self.reload(set(changes.clock) | {r for r, _ in changes.tables})

    # --- ticking -------------------------------------------------------------------------
    def tick(self) -> None:
        basis = self.basis
        if basis is None:
            return
        now = self.now()
        second = int(now.timestamp())
        clocks = {}
        fresh, self._fresh = self._fresh, {}
        at = basis.at or now
        for number, data in basis.rounds.items():
            clock = fresh.get(number)
            if clock is not None:
                self._folded[number] = int(at.timestamp())
            else:
                clock = self._clocks.get(number)
                if clock is None:
                    clock = fold(basis, number, now)
                elif not (clock.running and not all(data.finished.values())
                          and self._folded.get(number) != second):
                    clocks[number] = clock  # unchanged: nothing new to announce
                    continue
                else:
                    clock = fold(basis, number, now)
                if clock is None:
                    continue
                self._folded[number] = second
            clocks[number] = clock
            watcher = self._watchers.setdefault(number, ClockWatcher())
            for signal in watcher.update(clock):
                self._announce(number, signal.kind, signal.table)
        self._clocks = clocks
        self.ticked.emit()

    def _announce(self, round: int, kind: ClockSignal, table: int | None) -> None:
        sound = {ClockSignal.WARNING: Sound.WARNING, ClockSignal.TIME_UP: Sound.GONG,
                 ClockSignal.TABLE_TIME_UP: Sound.TABLE_GONG}[kind]
        try:
            self.sink.play(sound)
        except Exception as exc:  # noqa: BLE001 - a sound must never stop the clock
            log.warning("round clock: the sound failed: %s", exc)
        self.signalled.emit(round, kind, table)

    # --- what the screens ask ------------------------------------------------------------
    def clock(self, round: int | None) -> RoundClock | None:
        """The round's clock at the last tick (None: not seated, or not read yet)."""
        return None if round is None else self._clocks.get(round)

    def live_round(self) -> int | None:
        return None if self.basis is None else live_round(self.basis, self._clocks)

    def round_name(self, round: int) -> str:
        """"" for a qualifying round, "final" or "final:2" for a final round."""
        return "" if self.basis is None else self.basis.names.get(round, "")

    def stop(self) -> None:
        self.timer.stop()
