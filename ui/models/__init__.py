"""Qt table models. One shape: empty constructor, `set_rows(rows)`; checked by qtmodeltester."""
