"""Online game logs (Tenhou mjlog XML, tenhou.net/6 JSON) -> game records, checked by our core.

A table that played online brings its game's log instead of a score sheet. This package reads
the two formats the online rooms produce:

- Tenhou's mjlog: XML (plain, or gzip-compressed as Tenhou serves it). Tags used: GO (the room's
  rule bits), UN (names, URL-encoded), INIT (round, honba, sticks, scores in hundreds), REACH
  (step 2 = a riichi accepted), AGARI (a win: who, fromWho, ten="fu,points,limit", yaku /
  yakuman, sc = scores and deltas in hundreds, paoWho, owari) and RYUUKYOKU (a draw: type,
  sc, hai0..3 shown for the tenpai seats, owari).
- tenhou.net/6 JSON, the format of Tenhou's viewer, which Mahjong Soul logs are converted to:
  {"title", "name", "rule": {"disp", "aka"...}, "log": [[[round, honba, sticks], scores, dora,
  ura, haipai/draws/discards x 4, [result...]], ...]}.

Every hand becomes a `HandRecord` (the facts: outcome, riichi, winners, han, fu, yakuman, pao,
tenpai, abortive kind, nagashi) and the game is settled by our core (`scoring.game.replay`);
`compare` then sets our payments beside what the log says was paid, hand by hand, and the
game's end beside the log's. Logs are untrusted: every problem is a `LogProblem` line, never an
exception, and the reader never expands XML entities (a DOCTYPE is refused outright).

The package's modules: `values` (what a log is read into), `reading` (bytes or a file to a log),
`mjlog` and `tenhou6` (the two formats), `hands` (a hand as read, and the game it becomes),
`rules` (the room's rules, and `compare`). Their public names are importable from here.
"""

from __future__ import annotations

from tournament.online_logs.reading import read_log, read_log_file
from tournament.online_logs.rules import compare, room_rules, unfinished_note
from tournament.online_logs.values import (
    MAX_HANDS,
    MAX_LOG_BYTES,
    ROOM_MAHJONG_SOUL,
    ROOM_TENHOU,
    ROOM_UNKNOWN,
    Comparison,
    Difference,
    LogHand,
    LogProblem,
    OnlineLog,
)

__all__ = [
    "Comparison", "Difference", "LogHand", "LogProblem", "MAX_HANDS", "MAX_LOG_BYTES", "OnlineLog",
    "ROOM_MAHJONG_SOUL", "ROOM_TENHOU", "ROOM_UNKNOWN", "compare", "read_log", "read_log_file",
    "room_rules", "unfinished_note",
]
