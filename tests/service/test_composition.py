"""`Tournament` is composed of parts, not mixins (ARCHITECTURE.md, "The service"): the
collection (`Tournament` over `Base` over `OpenFile`) holds the file and the state every part
reads; each part is a plain class that keeps its own state, made in its `__init__`, and asks
another part through the tournament. These tests fail when a part (or the tournament) gains a
base class, or an attribute comes into being after `__init__` (state made lazily)."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.service.helpers import draw, new_tournament
from tournament.service import Tournament
from tournament.service.base import Base
from tournament.service.open_file import OpenFile

SERVICE = Path(__file__).parents[2] / "tournament" / "service"
PARTS = ("players", "rounds", "tables", "approvals", "setup", "online", "penalties", "clock",
         "awards", "final", "referee", "phones", "announcements", "standings", "ema", "ledger")


def _classes() -> dict[str, ast.ClassDef]:
    found = {}
    for path in sorted(SERVICE.glob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef):
                found[node.name] = node
    return found


def test_the_tournament_is_the_collection_and_each_part_a_plain_class(tmp_path):
    assert Tournament.__mro__ == (Tournament, Base, OpenFile, object)
    t = new_tournament(tmp_path)
    try:
        for name in PARTS:
            part = getattr(t, name)
            assert type(part).__mro__ == (type(part), object), name
            assert part._t is t, name
        # Nothing of a part's is reachable on the tournament itself (no mixin left behind).
        assert {"record_hand", "lock_round", "add_penalty"} & set(dir(t)) == set()
    finally:
        t.close()


def test_no_class_of_the_service_is_a_mixin_and_no_state_is_made_lazily():
    classes = _classes()
    parts = [c for name, c in classes.items() if name.endswith("Part")]
    assert len(parts) == len(PARTS)
    assert not [name for name in classes if name.endswith("Area")]
    for cls in parts:
        assert cls.bases == [], cls.name
    bases = {name: [ast.unparse(b) for b in classes[name].bases]
             for name in ("Tournament", "Base", "OpenFile")}
    assert bases == {"Tournament": ["Base"], "Base": ["OpenFile"], "OpenFile": []}
    for cls in [*parts, classes["Tournament"], classes["Base"], classes["OpenFile"]]:
        for node in ast.walk(cls):
            if isinstance(node, ast.ExceptHandler) and node.type is not None:
                assert "AttributeError" not in ast.unparse(node.type), \
                    f"{cls.name}:{node.lineno}: state made on first use"
    # A part sets only what its __init__ made.
    for cls in parts:
        made: set[str] = set()
        later: dict[str, int] = {}
        for fn in cls.body:
            if not isinstance(fn, ast.FunctionDef):
                continue
            for node in ast.walk(fn):
                targets = (node.targets if isinstance(node, ast.Assign)
                           else [node.target] if isinstance(node, (ast.AnnAssign, ast.AugAssign))
                           else [])
                for target in targets:
                    if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                            and target.value.id == "self":
                        if fn.name == "__init__":
                            made.add(target.attr)
                        else:
                            later.setdefault(target.attr, node.lineno)
        assert not set(later) - made, (cls.name, {k: later[k] for k in set(later) - made})


def test_a_round_of_changes_adds_no_attribute_to_the_tournament_or_a_part(tmp_path):
    t = new_tournament(tmp_path)
    try:
        before = {name: set(vars(getattr(t, name))) for name in PARTS}
        before["t"] = set(vars(t))
        t.rounds.seat(1, seed=1)
        t.tables.record_hand(1, 1, draw((0,)))
        t.tables.undo(1, 1)
        t.tables.redo(1, 1)
        t.tables.view(1, 1)
        t.penalties.add("P01", "yellow_card", reason="late")
        t.clock.start(1, minutes=90)
        t.awards.set_flag("P02", "newcomer")
        t.announcements.announce("Lunch at noon")
        t.referee.call(1, 2, "question")
        codes, _ = t.phones.issue_codes(1)
        t.phones.name(1, 1, "phone-key-1", code=codes[1])
        t.phones.entry(1)
        t.standings.get(provisional=True)
        t.standings.statistics()
        t.standings.player_statistics("P01")
        t.awards.winners()
        t.ema.readiness()
        t.ledger.issues()
        t.catch_up()
        after = {name: set(vars(getattr(t, name))) for name in PARTS}
        after["t"] = set(vars(t))
        assert after == before
    finally:
        t.close()
