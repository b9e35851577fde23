"""Package list for setuptools (the rest of the metadata is in pyproject.toml).

resources/ is installed as the data package `riichi_tournament_resources` so that a plain
`pip install .` ships the images and translations; ui/resources.py finds it either way. Each
folder of it (icons/, tiles/, translations/...) is declared as a data package of its own:
setuptools only installs files of packages it was told about.
"""

from setuptools import find_namespace_packages, find_packages, setup

RESOURCES = "riichi_tournament_resources"

setup(
    packages=find_packages(include=["tournament", "tournament.*", "ui", "ui.*"])
    + [RESOURCES]
    + [f"{RESOURCES}.{name}" for name in find_namespace_packages(where="resources",
                                                                exclude=["__pycache__"])],
    package_dir={RESOURCES: "resources"},
)
