"""Awards and statistics: choose the award categories, give or take a player's flag, export
the statistics (their formats in `tournament.export.formats`: CSV, or the `stats --json`
document)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from tournament.export.formats import STATISTICS_FORMATS, ExportFormat
from tournament.service.outputs import check_output_path
from tournament.standings.awards import AwardCategory
from ui.operations import Op, chain, in_pool, read, run
from ui.session import Session


def edit_award_categories(
        session: Session,
        edit: Callable[[tuple[AwardCategory, ...]], Sequence[AwardCategory | str
                                                             | Mapping[str, object]]],
        initiator: object | None = None) -> Op:
    """Change the stored list of categories with `edit(current)` on the worker, so two quick
    edits never start from the same old list. The op's value: the categories stored."""
    who = session.referee
    return run(session, "set_award_categories",
               lambda t: t.awards.set_categories(list(edit(t.awards.categories())), who=who),
               initiator)


def set_player_flag(session: Session, player: int | str, flag: str, on: bool = True,
                    initiator: object | None = None) -> Op:
    """Give a player a flag (newcomer, woman...) or take it away. Value: the player's flags."""
    who = session.referee
    return run(session, "set_player_flag",
               lambda t: t.awards.set_flag(player, flag, on, who=who), initiator)


def export_statistics(session: Session, fmt: ExportFormat | str, out: Path,
                      round: int | None = None) -> Op:
    """Read the statistics after `round` (None: all rounds) on the worker, write them on the
    pool, as the format's spec does for `export --format` (one of `STATISTICS_FORMATS`; the
    same bytes in every language: files read by programs). The op's value: the path
    written."""
    fmt = ExportFormat(fmt)
    if fmt not in STATISTICS_FORMATS:
        raise ValueError(f"{fmt.value} is not a statistics format")
    spec = fmt.spec
    found = check_output_path(session.path, out)
    if found:
        return Op.done(None, tuple(found[:1]), "export_statistics")
    return chain(read(session, "read_statistics", lambda t: spec.read(t, round, "raw")),
                 "export_statistics",
                 lambda stats: in_pool("write_statistics", lambda: spec.write(stats, out),
                                       session))
