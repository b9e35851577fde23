"""One file per schema version (see ../README.md)."""
