"""Property: no point is ever created or lost. For every hand of every random valid game,
the sum of the deltas plus the change of riichi sticks on the table is zero; at the end, the
final scores add up to the starting total, less the sticks that were not awarded."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.core.gen import drawing, random_hand
from tournament.model import RIICHI_STICK
from tournament.rules import PRESETS, LeftoverSticks
from tournament.scoring import final_result, initial_state, settle_hand, validate_hand


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.large_base_example, HealthCheck.too_slow])
@given(data=st.data(), name=st.sampled_from(sorted(PRESETS)), length=st.integers(1, 60))
def test_points_are_conserved_in_random_games(data, name, length):
    rules = PRESETS[name]
    state = initial_state(rules)
    total = 4 * rules.start_points

    choice = drawing(data)
    for index in range(length):
        if state.ended:
            break
        record = random_hand(choice, state, rules)
        assert validate_hand(record, state, rules, index) == [], record
        result = settle_hand(state, record, rules, index)
        sticks_change = (result.after.sticks - result.before.sticks) * RIICHI_STICK
        assert sum(result.deltas) + sticks_change == 0
        assert sum(result.after.scores) + result.after.sticks * RIICHI_STICK == total
        assert result.after.sticks >= 0 and result.after.honba >= 0
        state = result.after
    final = final_result(state, rules)
    lost = state.sticks * RIICHI_STICK if rules.leftover_sticks is LeftoverSticks.NONE else 0
    assert sum(final.scores) == total - lost
    assert sorted(final.places)[0] == 1
    if rules.oka == 4 * (rules.return_points - rules.start_points) and not any(state.chombos):
        assert abs(sum(final.points) + lost) < 1e-6
