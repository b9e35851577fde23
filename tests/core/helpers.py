"""Small builders shared by the core tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tournament.games.record_json import parse_hand
from tournament.model import HandRecord, TableState, Wind
from tournament.rules import Ruleset, preset
from tournament.scoring import initial_state, settle_hand, validate_hand


def hand(**data: Any) -> HandRecord:
    data.setdefault("riichi", [])
    record, issues = parse_hand(data)
    assert not issues, issues
    assert record is not None
    return record


def state(rules: Ruleset, **changes: Any) -> TableState:
    start = initial_state(rules)
    if "round" in changes:
        label = changes.pop("round")
        changes["round_wind"] = Wind.from_letter(label[0])
        changes["hand_number"] = int(label[1])
    return replace(start, **changes)


def settle(rules_name: str | Ruleset, record: HandRecord, **state_changes: Any):
    rules = preset(rules_name) if isinstance(rules_name, str) else rules_name
    before = state(rules, **state_changes)
    assert validate_hand(record, before, rules) == []
    return settle_hand(before, record, rules)


def codes(rules_name: str, record: HandRecord, **state_changes: Any) -> list[str]:
    rules = preset(rules_name)
    return [i.code for i in validate_hand(record, state(rules, **state_changes), rules)]
