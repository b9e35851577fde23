"""Where a problem is shown in the hand dialog: the core names a field as a path in the record
(`wins[0].fu`, `tenpai`, `riichi[1]`); these map it to the form's slot for it, falling back
to a wider slot when that one is not on screen."""

from __future__ import annotations

import re

WIN_FIELD = re.compile(r"wins\[(\d+)\](?:\.(\w+))?")
SIMPLE_SLOTS = {"riichi", "tenpai", "nagashi_mangan_seats", "abortive_kind", "offender",
                "last_hand", "wins", "reason", "note"}


def slot_for(field: str) -> str:
    """The form slot for a core field path: `wins[0].fu` -> "wins[0].fu", `riichi[2]` ->
    "riichi", `wins[1].loser` -> "loser" (one discarder for every winner), unknown -> ""."""
    match = WIN_FIELD.match(field)
    if match:
        index, sub = match.groups()
        if sub == "loser":
            return "loser"
        if sub in ("winner", "han", "fu", "yakuman", "pao"):
            return f"wins[{index}].{sub}"
        return f"wins[{index}]"
    base = re.sub(r"\[\d+\]$", "", field)
    return base if base in SIMPLE_SLOTS else ""


def fallback(slot: str) -> str:
    """Where a message goes when its slot is not on screen."""
    match = WIN_FIELD.fullmatch(slot)
    if match and match.group(2):
        return f"wins[{match.group(1)}]"
    if match:
        return "wins"
    return ""
