"""`Changes`: merged, written and read back field by field, so a new flag needs no other edit."""

from __future__ import annotations

from dataclasses import fields

from tournament.service.values import EVERYTHING, FLAGS, LISTS, Changes


def test_merge_sets_every_flag_of_either_and_lists_each_table_once() -> None:
    a = Changes(tables=((1, 2),), standings=True, seating=(3,))
    b = Changes(tables=((1, 2), (1, 4)), announcements=True, seating=(3, 4), clock=(2,))
    merged = a | b
    assert merged == Changes(tables=((1, 2), (1, 4)), standings=True, announcements=True,
                             seating=(3, 4), clock=(2,))
    assert a | Changes() == a


def test_every_field_is_a_flag_or_a_list_and_each_one_merges() -> None:
    assert set(FLAGS) | LISTS == {f.name for f in fields(Changes)}
    for name in FLAGS:
        assert getattr(Changes() | Changes(**{name: True}), name) is True
        assert getattr(EVERYTHING, name) is True
    for name in LISTS:
        assert getattr(EVERYTHING, name) == ()


def test_json_round_trip_and_unreadable_means_everything() -> None:
    changes = Changes(tables=((2, 5),), seating=(1, 2), clock=(3,), penalties=True, final=True)
    assert Changes.from_json(changes.to_json()) == changes
    assert changes.to_json() == ('{"tables":[[2,5]],"seating":[1,2],"penalties":true,'
                                 '"clock":[3],"final":true}')
    assert Changes.from_json("{}") == Changes()
    assert Changes.from_json("not json") == EVERYTHING
    assert Changes.from_json('{"tables":[[1]]}') == EVERYTHING
    assert Changes.from_json('{"seating":["x"]}') == EVERYTHING


def test_any_of() -> None:
    assert Changes(clock=(1,)).any_of(("standings", "clock"))
    assert not Changes(standings=True).any_of(("players", "clock"))
