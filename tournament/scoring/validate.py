"""Is this hand possible under this ruleset at this table state? Every problem as an `Issue`.

The shape of a record (types, seats in range, duplicates) is checked when it is read
(`tournament.games.record_json`); this module checks what depends on the ruleset and the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tournament.issue_codes import IssueCode
from tournament.model import AbortiveKind, HandRecord, Issue, Outcome, TableState, Win
from tournament.rules.points import VALID_FU, han_fu_problem
from tournament.rules.ruleset import MAX_YAKUMAN, Ruleset

# bad(code, field, message, **params): how the checks below report a problem. The params are
# what the message names (seats, numbers, the ruleset), and `variant` when one code has
# several wordings, so a front end can word it in another language.
Bad = Callable[..., None]

# Bounds on what a referee types, so that an implausible number (1e308 han, 10^100 yakuman)
# is refused, naming the bound, instead of being scored. Each bound is the most a real hand
# can have, worked out from the rules documents (000 to 004), so that no real hand is
# ever refused: a count between 13 and the bound is a real hand and is scored by the ruleset
# (`points.base_points`: sanbaiman, or a counted yakuman where the ruleset has one).
#
# Dora and ura dora (MAX_DORA): 002, "Les indicateurs de Dora": each indicator makes the tile
# "immédiatement supérieure" dora, 1 han a tile; 002, "Kan": "Seuls 4 Kan peuvent être
# déclarés dans une partie" and each "révèle un Dora supplémentaire (kandora)", so at most
# 1 + 4 = 5 indicators, and as many ura indicators (002: "dora indiqué par la tuile située
# dessous l'indicateur"). An indicator counts the tiles of one kind in the hand, at most 4:
# at most 5 x 4 = 20 dora and 20 ura dora.
#
# Yaku (MAX_YAKU_HAN, 000 §6.5): a hand that is not a yakuman has at most 20 han of yaku:
# honitsu 3 (closed), honroutou 2, toitoi 2, sanankou 2, sankantsu 2, shousangen 2 and
# yakuhai 4 (two dragon pungs + a double wind pung; 000 §6.5.1: "a pung or kong of this wind
# scores yakuhai twice") is 17 from the tiles; the hand cannot be won by tsumo (four
# concealed pungs won by self-draw are Four Concealed Pungs, 000 §6.5.6) nor with ippatsu
# and houtei together (000 §6.5.1: no riichi "if there are less than four tiles left in the
# wall"), so double riichi 2 + houtei 1 is the most the situation adds: 20. The other shapes
# give less: four chows at most 13 (chinitsu 6, junchan 3, ryanpeikou 3, pinfu 1) + 4
# (double riichi, ippatsu, menzen tsumo) = 17; seven pairs at most 9 + 4 = 13; a chinitsu
# with four pungs 13 + 3 = 16; an honours hand with one chow 15 + 4 = 19.
# Red fives (ruleset `red_fives`: "One red five in each suit") add nothing to the top: the
# 20-han hands are all terminals and honours (no five), and every hand of 18 han of yaku or
# more is a half or full flush (at most one red five), so yaku + red fives <= 20.
# Together: 20 + 20 + 20 = 60 (MAX_HAN). It is reached: Haku, East and 1-man concealed kongs,
# a Hatsu pung won on a double-riichi shanpon wait from the last discard (houtei), a Chun
# pair, with a fourth kong declared by another player: five indicators and five ura
# indicators, two Chun and four North and four 9-man, each pointing at one of the three
# kongs (tests/core/test_han_bound.py).
MAX_YAKU_HAN = 20
MAX_DORA = 20
MAX_HAN = MAX_YAKU_HAN + 2 * MAX_DORA
# A stacked yakuman: at most MAX_YAKUMAN (six: e.g. Big Four Winds + Four Concealed Triplets
# single wait + All Honours + Four Kongs), from the ruleset module.
# Red fives: one in each suit (ruleset `red_fives`); records from clubs with a second red
# five of pins carry 4.
MAX_RED_FIVES = 4


def validate_hand(record: HandRecord, state: TableState, rules: Ruleset,
                  index: int | None = None) -> list[Issue]:
    issues: list[Issue] = []

    def bad(code: IssueCode, field: str, message: str, **params: Any) -> None:
        issues.append(Issue(code, index, field, message, params))

    if state.ended:
        bad(IssueCode.HAND_AFTER_END, "outcome",
            f"the game has already ended ({state.end_reason}); no hand can follow",
            reason=state.end_reason, end_code=state.end_code)
        return issues

    outcome = record.outcome
    if outcome is Outcome.ABORTIVE_DRAW:
        _check_abortive(record, rules, bad)
    elif outcome is Outcome.NAGASHI_MANGAN and not rules.nagashi_mangan:
        bad(IssueCode.OUTCOME_NOT_IN_RULESET, "outcome",
            f"nagashi mangan is not played under the {rules.name} ruleset",
            variant="nagashi_mangan", ruleset=rules.name)

    if outcome is Outcome.RON:
        _check_ron(record, rules, bad)
    elif outcome is Outcome.TSUMO:
        _check_tsumo(record, bad)
    if outcome.is_win:
        for i, win in enumerate(record.wins):
            _check_value(win, i, outcome is Outcome.TSUMO, state, rules, bad)
            if win.yaku is not None and not _bounds(win):
                # The yaku path: a referee listed the yaku; the han must agree with them.
                # (The yaku catalogue is imported here, when a hand lists yaku: a command
                # that folds a table's log starts without it.)
                from tournament.yaku.check import declared_win_issues

                for code, field, message in declared_win_issues(win, record, rules,
                                                                 state.dealer):
                    bad(code, f"wins[{i}].{field}" if field else f"wins[{i}]", message,
                        seat=win.winner)

    if outcome in (Outcome.EXHAUSTIVE_DRAW, Outcome.NAGASHI_MANGAN):
        # 004 §3.4.6: "declaring riichi on a hand that is not waiting (determined only in case
        # of a drawn game)" is a chombo; 004 §3.4.2: riichi declarers must show their hands.
        for seat in record.riichi:
            if seat not in record.tenpai:
                bad(IssueCode.RIICHI_NOTEN, "tenpai",
                    f"seat {seat} declared riichi but is not listed as tenpai. A riichi "
                    f"declarer must show a waiting hand at an exhaustive draw; a noten riichi "
                    f"is a chombo (004 §3.4.6): record a chombo for seat {seat} instead, or "
                    f"add seat {seat} to 'tenpai'", seat=seat)
    if outcome is Outcome.NAGASHI_MANGAN and not record.nagashi_mangan_seats:
        bad(IssueCode.MISSING_FIELD, "nagashi_mangan_seats",
            "say which seats made nagashi mangan in 'nagashi_mangan_seats'",
            variant="nagashi_mangan_seats")
    if outcome is Outcome.CHOMBO:
        if record.offender is None:
            bad(IssueCode.MISSING_FIELD, "offender", "say which seat committed the chombo",
                variant="offender")
        if record.last_hand:
            bad(IssueCode.LAST_HAND_ON_CHOMBO, "last_hand",
                "a chombo is not a hand (004 §3.4: it is followed by a re-deal): mark the "
                "re-dealt hand as the last one instead")
    return issues


def _check_abortive(record: HandRecord, rules: Ruleset, bad: Bad) -> None:
    kind = record.abortive_kind
    if kind is AbortiveKind.TRIPLE_RON:
        if not rules.triple_ron_abortive:
            bad(IssueCode.OUTCOME_NOT_IN_RULESET, "abortive_kind",
                f"a triple ron is not an abortive draw under the {rules.name} ruleset: record "
                f"it as a ron with its winners", variant="triple_ron", ruleset=rules.name)
        return
    if not rules.abortive_draws:
        bad(IssueCode.OUTCOME_NOT_IN_RULESET, "outcome",
            f"there are no abortive draws under the {rules.name} ruleset",
            variant="abortive_draw", ruleset=rules.name)
        return
    if kind is AbortiveKind.FOUR_RIICHI and sorted(record.riichi) != [0, 1, 2, 3]:
        # 004 §3.4.3: "All four players have declared riichi".
        bad(IssueCode.FOUR_RIICHI_NEEDS_ALL, "riichi",
            "a four-riichi abortive draw needs all four seats in 'riichi' (004 §3.4.3)")


def _check_ron(record: HandRecord, rules: Ruleset, bad: Bad) -> None:
    winners = [w.winner for w in record.wins]
    losers = {w.loser for w in record.wins}
    for i, win in enumerate(record.wins):
        if win.loser is None:
            bad(IssueCode.MISSING_FIELD, f"wins[{i}].loser", "a ron needs the discarder in 'loser'",
                variant="loser")
        elif win.loser == win.winner:
            bad(IssueCode.WINNER_IS_LOSER, f"wins[{i}].loser",
                f"seat {win.winner} cannot win on their own discard", seat=win.winner)
        elif win.loser in winners:
            bad(IssueCode.WINNER_PAYS, f"wins[{i}].loser",
                f"seat {win.loser} is listed as a winner and also pays this ron",
                variant="loser", seat=win.loser)
        if winners.count(win.winner) > 1 and winners.index(win.winner) < i:
            bad(IssueCode.DUPLICATE_SEAT, f"wins[{i}].winner", f"seat {win.winner} is listed twice "
                "as a winner", seat=win.winner)
    if len(losers - {None}) > 1:
        bad(IssueCode.DIFFERENT_LOSERS, "wins",
            "every winner of a multiple ron wins on the same discard: give them the same "
            "'loser'")
    count = len(set(winners))
    if count > rules.max_ron_winners:
        if rules.triple_ron_abortive and count == 3:
            bad(IssueCode.TOO_MANY_WINNERS, "wins",
                f"a triple ron is an abortive draw under the {rules.name} ruleset: record "
                f"an abortive_draw with abortive_kind 'triple_ron'", variant="triple_ron",
                ruleset=rules.name)
        else:
            bad(IssueCode.TOO_MANY_WINNERS, "wins",
                f"at most {rules.max_ron_winners} players can win on one discard under the "
                f"{rules.name} ruleset", variant="ron", count=rules.max_ron_winners,
                ruleset=rules.name)


def _check_tsumo(record: HandRecord, bad: Bad) -> None:
    if len(record.wins) > 1:
        bad(IssueCode.TOO_MANY_WINNERS, "wins", "only one player can win by tsumo", variant="tsumo")
    for i, win in enumerate(record.wins):
        if win.loser is not None:
            bad(IssueCode.TSUMO_WITH_LOSER, f"wins[{i}].loser",
                "a tsumo has no discarder: leave out 'loser' (everyone pays)")


def _check_value(win: Win, i: int, tsumo: bool, state: TableState, rules: Ruleset,
                 bad: Bad) -> None:
    path = f"wins[{i}]"
    bounds = _bounds(win)
    if bounds:
        for field, message, most in bounds:
            bad(IssueCode.IMPLAUSIBLE_NUMBER, f"{path}.{field}", message, variant=field,
                value=getattr(win, field), most=most)
        return
    problem = han_fu_problem(win.han, win.fu, win.yakuman, tsumo, rules)
    if problem:
        bad(problem.code, f"{path}.{problem.field}", problem.message, **problem.params)
    if win.pao is not None:
        if not win.yakuman:
            bad(IssueCode.PAO_WITHOUT_YAKUMAN, f"{path}.pao",
                "pao (liability) applies only to a yakuman: Big Three Dragons or Big Four "
                "Winds (003 §3.3.6)")
        if win.pao == win.winner:
            bad(IssueCode.WINNER_PAYS, f"{path}.pao", f"seat {win.pao} cannot be liable for their "
                "own win", variant="pao", seat=win.pao)
    if (rules.two_han_minimum_at_5_honba and state.honba >= 5 and not win.yakuman
            and win.han < 2):
        # 002, "Fin de partie": from 5 counters on a hand must be worth 2 han minimum.
        bad(IssueCode.TWO_HAN_MINIMUM, f"{path}.han",
            f"with {state.honba} counters on the table a win needs at least 2 han under this "
            "ruleset", honba=state.honba)


def _bounds(win: Win) -> list[tuple[str, str, int]]:
    """Numbers beyond what any real hand has (field, message, the bound)."""
    out = []
    if win.han > MAX_HAN:
        out.append(("han", f"{win.han:,} han is more than any hand can have: at most "
                           f"{MAX_HAN} ({MAX_YAKU_HAN} of yaku, {MAX_DORA} dora and "
                           f"{MAX_DORA} ura dora)", MAX_HAN))
    if win.yakuman > MAX_YAKUMAN:
        out.append(("yakuman", f"a {win.yakuman:,}-fold yakuman is not possible: at most "
                               f"{MAX_YAKUMAN} yakuman can combine in one hand", MAX_YAKUMAN))
    if win.yakuman and win.fu > max(VALID_FU):  # (the fu of other hands: han_fu_problem)
        out.append(("fu", f"{win.fu:,} fu is not possible: at most {max(VALID_FU)} fu",
                    max(VALID_FU)))
    for field, limit in (("dora", MAX_DORA), ("ura_dora", MAX_DORA),
                         ("red_fives", MAX_RED_FIVES)):
        value = getattr(win, field)
        if value > limit:
            out.append((field, f"{value:,} {field.replace('_', ' ')} is not possible: at "
                               f"most {limit}", limit))
    return out
