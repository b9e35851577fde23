"""The main window is composed of parts, not of mixins (ARCHITECTURE.md, "The layers";
ui/window/__init__.py): `MainWindow` inherits Qt's main window only, and holds its parts
(menus, opening, documents, screens) as plain objects made in its `__init__`; neither the
window nor a part creates an attribute anywhere but in its `__init__` (a dialog kept while
open, an action, a label: made None or built there, then only changed), and nothing asks
for an attribute that may not be there yet (`getattr(obj, "name", default)`).

Read from the source (ast) and from the classes themselves; no window is opened."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ui import main_window
from ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
WINDOW = ROOT / "ui" / "main_window.py"
# The parts and what they see of the window (the tournament's screens, ui/window/area.py, and
# the page spec are widgets and data the window shows, not parts of it).
PARTS = [ROOT / "ui" / "window" / f"{name}.py"
         for name in ("base", "menus", "opening", "documents", "screens")]
ALLOWED_BASES = {"QMainWindow", "QObject", "object"}


def classes(tree: ast.Module) -> list[ast.ClassDef]:
    return [node for node in tree.body if isinstance(node, ast.ClassDef)]


def base_names(cls: ast.ClassDef) -> list[str]:
    return [ast.unparse(base) for base in cls.bases]


def is_self(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "self"


def set_names(node: ast.AST) -> list[tuple[str, int]]:
    """The attributes of `self` that `node` (a function) sets: assigned (`self.x = ...`,
    `self.x: T = ...`, `a, self.x = ...`, `self.x += ...`) or by name (`setattr(self, "x",
    ...)`, `hold(self, "x", dialog)`), with their lines."""
    found: list[tuple[str, int]] = []

    def targets(target: ast.expr) -> None:
        if isinstance(target, ast.Attribute) and is_self(target.value):
            found.append((target.attr, target.lineno))
        elif isinstance(target, ast.Tuple | ast.List):
            for element in target.elts:
                targets(element)

    for sub in ast.walk(node):
        if isinstance(sub, ast.Assign):
            for target in sub.targets:
                targets(target)
        elif isinstance(sub, ast.AnnAssign | ast.AugAssign):
            targets(sub.target)
        elif (isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name)
              and sub.func.id in ("setattr", "hold") and len(sub.args) >= 2
              and is_self(sub.args[0]) and isinstance(sub.args[1], ast.Constant)
              and isinstance(sub.args[1].value, str)):
            found.append((sub.args[1].value, sub.lineno))
    return found


def attributes_set_outside_init(cls: ast.ClassDef) -> list[str]:
    """What a method of `cls` other than `__init__` sets on `self` that `__init__` does not
    (a nested function or lambda of `__init__` counts as later: it runs later)."""
    methods = [n for n in cls.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    init = next((m for m in methods if m.name == "__init__"), None)
    made: set[str] = set()
    if init is not None:
        for statement in init.body:
            if not isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef):
                made |= {name for name, _ in set_names(statement)
                         if not _inside_lambda(statement, name)}
    later: list[str] = []
    for method in methods:
        for name, line in set_names(method):
            if name not in made:
                later.append(f"{cls.name}.{name} (line {line}, in {method.name})")
    return later


def _inside_lambda(statement: ast.stmt, name: str) -> bool:
    """Whether `name` is set only inside a lambda of `statement` (which runs later)."""
    inside = {n for lam in ast.walk(statement) if isinstance(lam, ast.Lambda)
              for n, _ in set_names(lam)}
    outside = {n for n, _ in set_names(statement)} - inside
    return name in inside and name not in outside


def lazy_reads(tree: ast.Module) -> list[str]:
    """`getattr(self, "name", default)` (or of the window, `self._w`, or a part of it): an
    attribute of the window or a part that may not be there yet."""
    def of_self(node: ast.expr) -> bool:
        while isinstance(node, ast.Attribute):
            node = node.value
        return is_self(node)

    return [f"line {node.lineno}: {ast.unparse(node)}" for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "getattr" and len(node.args) == 3 and of_self(node.args[0])]


def window_sources() -> list[Path]:
    return [WINDOW, *PARTS]


def part_classes() -> dict[str, str]:
    """The parts `MainWindow.__init__` makes: attribute -> class name (`self.x = Cls(self)`)."""
    tree = ast.parse(WINDOW.read_text(encoding="utf-8"))
    window = next(c for c in classes(tree) if c.name == "MainWindow")
    init = next(n for n in window.body if isinstance(n, ast.FunctionDef)
                and n.name == "__init__")
    parts: dict[str, str] = {}  # (the worker too: told apart by its module below)
    for node in ast.walk(init):
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Attribute) and is_self(node.targets[0].value)
                and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)
                and any(is_self(arg) for arg in node.value.args)):
            parts[node.targets[0].attr] = node.value.func.id
    return parts


# --- what it checks, on the code ------------------------------------------------------------
def test_the_window_inherits_qt_s_main_window_only():
    assert MainWindow.__bases__ == (main_window.QMainWindow,)


def test_the_window_holds_its_four_parts_as_plain_objects():
    parts = {attribute: getattr(main_window, name) for attribute, name in part_classes().items()}
    parts = {attribute: cls for attribute, cls in parts.items()
             if cls.__module__.startswith("ui.window.")}
    assert set(parts) == {"menus", "opening", "documents", "screens"}
    for attribute, cls in parts.items():
        assert cls.__bases__ == (object,), f"{attribute}: {cls.__name__} inherits {cls.__bases__}"


@pytest.mark.parametrize("path", window_sources(), ids=lambda p: p.name)
def test_no_class_of_the_window_inherits_a_mixin(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for cls in classes(tree):
        bases = set(base_names(cls))
        if path.name == "base.py":  # what the parts see of each other: protocols only
            assert bases == {"Protocol"}, f"{cls.name}({', '.join(bases)})"
        else:
            assert bases <= ALLOWED_BASES, f"{cls.name}({', '.join(bases)})"


@pytest.mark.parametrize("path", window_sources(), ids=lambda p: p.name)
def test_every_attribute_of_the_window_and_its_parts_is_made_in_init(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    later = [line for cls in classes(tree) for line in attributes_set_outside_init(cls)]
    assert later == []


@pytest.mark.parametrize("path", window_sources(), ids=lambda p: p.name)
def test_nothing_reads_an_attribute_that_may_not_be_there_yet(path):
    assert lazy_reads(ast.parse(path.read_text(encoding="utf-8"))) == []


def test_a_part_sets_on_the_window_only_what_the_window_makes_in_init():
    window = next(c for c in classes(ast.parse(WINDOW.read_text(encoding="utf-8")))
                  if c.name == "MainWindow")
    init = next(n for n in window.body if isinstance(n, ast.FunctionDef)
                and n.name == "__init__")
    made = {name for name, _ in set_names(init)}
    for path in PARTS:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign | ast.AnnAssign):
                for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    if (isinstance(target, ast.Attribute)
                            and isinstance(target.value, ast.Attribute)
                            and target.value.attr == "_w"):
                        assert target.attr in made, f"{path.name}:{node.lineno} {target.attr}"


# --- the checks themselves catch what they are for ---------------------------------------------
MIXIN_WINDOW = '''
class MenusPart(WindowBase):
    def _build_actions(self):
        self.new_action = QAction()

class MainWindow(MenusPart, OpeningPart):
    def __init__(self, settings):
        super().__init__()
        self.settings = settings
'''

LAZY_PART = '''
class Screens:
    def __init__(self, window):
        self._w = window
        self.projector = None
        self.menu = None

    def show(self):
        self.projector = make()          # made None in __init__: fine
        live, self.live = self.live, None  # never made there: later
        hold(self, "preview", dialog)    # by name: later too
        self.menu = getattr(self, "built_menu", None)
        flag = getattr(changes, "settings", False)  # another object's: not the part's state
'''


def test_the_checks_catch_mixins_late_attributes_and_lazy_reads():
    mixins = ast.parse(MIXIN_WINDOW)
    assert [set(base_names(c)) <= ALLOWED_BASES for c in classes(mixins)] == [False, False]
    assert attributes_set_outside_init(classes(mixins)[0]) == [
        "MenusPart.new_action (line 4, in _build_actions)"]
    lazy = ast.parse(LAZY_PART)
    assert attributes_set_outside_init(classes(lazy)[0]) == [
        "Screens.live (line 10, in show)", "Screens.preview (line 11, in show)"]
    assert lazy_reads(lazy) == ['line 12: getattr(self, \'built_menu\', None)']
