"""riichi-tournament GUI: the only package that imports PySide6."""
