"""Package list for setuptools (the rest of the metadata is in pyproject.toml).

resources/ is installed as the data package `riichi_tournament_resources` so that a plain
`pip install .` ships the images and translations; ui/resources.py finds it either way.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["tournament", "tournament.*", "ui", "ui.*"])
    + ["riichi_tournament_resources"],
    package_dir={"riichi_tournament_resources": "resources"},
)
