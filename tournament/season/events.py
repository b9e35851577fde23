"""One event of a season, read: its players with their place and total as the event's own
final standings show them, and its finished games with their final scores.

An event is opened read-only (`Tournament.open(..., read_only=True)`: nothing in it is
changed, nothing is copied) and its `check` is run first (SQLite's integrity check, every
table's log folded again against its stored result, every fact against the ledger): an event
that fails it is refused, its problems named. The standings are the event's own (its
tie-breaks, its final stage, its penalties): a substitute takes no place there and none in the
season; a disqualified player is listed apart there and this event gives them no score in the
season. Their games still happened: they count in the rating (see `rating`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tournament.issue_codes import IssueCode
from tournament.model import Issue

SHOWN = 5  # the problems of a failed check named in its message (`check` lists them all)


@dataclass(frozen=True, slots=True)
class EventPlayer:
    """A player of one event. `place` None: no place in the event (a substitute, a
    disqualified player); `shared` how many players share that place; `total` the event's
    final total in its display unit (uma and penalties included)."""

    id: int
    name: str
    ema_number: str
    online_name: str
    substitute: bool
    disqualified: bool
    place: int | None
    shared: int
    total: float


@dataclass(frozen=True, slots=True)
class EventGame:
    """A finished game: its round and table, its four players (East to North) and their
    final scores (raw points on the table)."""

    round: int
    table: int
    players: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class EventData:
    source: str  # as the season names it
    name: str  # the tournament's name
    start_date: str | None
    players: tuple[EventPlayer, ...]
    games: tuple[EventGame, ...]
    tie_breaks: tuple[str, ...]  # the event's own tie-break rules, in words

    @property
    def ranked(self) -> int:
        """How many players the event's standings place."""
        return sum(1 for p in self.players if p.place is not None)


def read_event(where: str, shown: str | None = None) -> tuple[EventData | None, list[Issue]]:
    """The event at `where` (a path or a URL), read-only after its check; or None and the
    problems (no such file, not a tournament, fails its check). `shown`: how messages name
    it (default `where`)."""
    from tournament.errors import StoreError
    from tournament.scoring.final import display_points
    from tournament.service import Tournament

    name = shown or where
    if "://" not in where and not Path(where).exists():
        return None, [Issue(IssueCode.NO_FILE, None, "event", f"{name}: no such file")]
    try:
        # A file is read beside the program that may have it open (`reader`: no lock taken,
        # as `serve` reads it): the desk adds the tournament it has open to a season.
        with Tournament.open(where, read_only=True, reader="://" not in where) as t:
            known = _fingerprint(where)
            problems = [] if known is not None and _passed(known) else t.ledger.check()
            if not problems and known is not None:
                _remember(known)
            if problems:
                named = "; ".join(p.message for p in problems[:SHOWN])
                more = (f"; and {len(problems) - SHOWN} more" if len(problems) > SHOWN
                        else "")
                return None, [Issue(IssueCode.CHECK_FAILED, None, "event", (
                    f"{name} fails its check ({named}{more}): it was changed behind the "
                    f"app's back; `check` says more; the event is not counted"),
                    {"event": name, "problems": [p.message for p in problems]})]
            standings = t.standings.get()
            rules = t.rules
            everyone = {p.id: p for p in t.players.all()}
            rows = [*((r, False) for r in standings.rows),
                    *((r, False) for r in standings.substitutes),
                    *((r, True) for r in standings.disqualified)]
            shared: dict[int | None, int] = {}
            for row in standings.rows:
                shared[row.place] = shared.get(row.place, 0) + 1
            players = []
            for row, disqualified in rows:
                p = everyone[row.player_id]
                players.append(EventPlayer(
                    p.id, p.name, (p.ema_number or "").strip(), p.online_name,
                    p.is_substitute, disqualified or row.disqualified, row.place,
                    shared.get(row.place, 0) if row.place is not None else 0,
                    display_points(row.points, rules)))
            games = tuple(EventGame(g.round, g.table, tuple(g.players),
                                    tuple(g.result.scores))
                          for g in t.standings.game_scores() if g.finished)
            data = EventData(name, t.settings.name, t.settings.start_date, tuple(players),
                             games, tuple(tb.text for tb in standings.tie_breaks))
    except StoreError as exc:
        return None, [Issue(IssueCode.STORE_ERROR, None, "event", f"{name}: {exc}")]
    return data, []


# -- checks already passed -------------------------------------------------------------------
# A check is a function of the file's bytes (and of this version of the app): a file whose
# bytes, write-ahead log included, hash to those of a file that passed it passes it again.
# Its SHA-256 is kept (an empty file named after it, in the data folder's "season-checks"),
# so a season viewed again does not fold every table of every event again; a file changed in
# any way, by the app or behind its back, has other bytes and is checked again. A server's
# tournament is checked every time.

def _checks_dir() -> Path:
    from tournament.paths import data_dir

    return data_dir(create=False) / "season-checks"


def _fingerprint(where: str) -> str | None:
    import hashlib

    from tournament import __version__

    if "://" in where:
        return None
    digest = hashlib.sha256(__version__.encode())
    try:
        for part in (Path(where), Path(f"{where}-wal")):
            if part.exists():
                with part.open("rb") as f:
                    digest.update(hashlib.file_digest(f, "sha256").digest())
    except OSError:
        return None
    return digest.hexdigest()


def _passed(fingerprint: str) -> bool:
    return (_checks_dir() / fingerprint).is_file()


def _remember(fingerprint: str) -> None:
    try:
        folder = _checks_dir()
        folder.mkdir(parents=True, exist_ok=True)
        (folder / fingerprint).touch()
    except OSError:
        pass  # (a read-only data folder: checked again next time)
