"""Package list and the translations build step (the rest of the metadata is in pyproject.toml).

resources/ is installed as the data package `riichi_tournament_resources` so that a plain
`pip install .` ships the images and translations; ui/resources.py finds it either way. Each
folder of it (icons/, tiles/, translations/...) is declared as a data package of its own:
setuptools only installs files of packages it was told about.

`build_translations`, a step of `build`, compiles resources/translations/*.ts into the .qm
files Qt loads (resources/make_translations.py): into the wheel, or beside the .ts files for
an editable install. The app never compiles them itself.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from setuptools import Command, find_namespace_packages, find_packages, setup
from setuptools.command.build import build

HERE = Path(__file__).resolve().parent
RESOURCES = "riichi_tournament_resources"


# Loaded from its file: the project is not importable while it is being built.
_spec = importlib.util.spec_from_file_location("make_translations",
                                               HERE / "resources" / "make_translations.py")
assert _spec is not None and _spec.loader is not None
make_translations = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_translations)


class build_translations(Command):  # noqa: N801 - setuptools names commands in snake_case
    """resources/translations/*.ts -> *.qm with lrelease (setuptools' SubCommand protocol)."""

    description = "compile the Qt translations (.ts -> .qm)"
    user_options: list[tuple[str, str | None, str]] = []

    def initialize_options(self) -> None:
        self.build_lib: str | None = None
        self.editable_mode = False

    def finalize_options(self) -> None:
        self.set_undefined_options("build_py", ("build_lib", "build_lib"))

    def _out(self) -> Path:
        if self.editable_mode:
            return HERE / "resources" / "translations"
        assert self.build_lib is not None
        return Path(self.build_lib) / RESOURCES / "translations"

    def run(self) -> None:
        written = make_translations.build(self._out(), only_stale=self.editable_mode)
        for path in written:
            print(f"compiled {path.name}")

    def get_source_files(self) -> list[str]:
        return [str(ts.relative_to(HERE)) for ts in make_translations.sources()]

    def get_outputs(self) -> list[str]:
        return list(self.get_output_mapping())

    def get_output_mapping(self) -> dict[str, str]:
        return {str(self._out() / make_translations.qm_name(ts)): str(ts)
                for ts in make_translations.sources()}


class build_with_translations(build):  # noqa: N801
    sub_commands = [*build.sub_commands, ("build_translations", None)]


setup(
    packages=find_packages(include=["tournament", "tournament.*", "ui", "ui.*"])
    + [RESOURCES]
    + [f"{RESOURCES}.{name}" for name in find_namespace_packages(where="resources",
                                                                exclude=["__pycache__"])],
    package_dir={RESOURCES: "resources"},
    cmdclass={"build": build_with_translations, "build_translations": build_translations},
)
