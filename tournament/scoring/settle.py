"""Settle one hand: payments, honba, riichi sticks, pao, chombo; then the next table state.

`settle_hand` assumes a record that `validate_hand` accepted. The invariant that tests check
with hypothesis: the deltas of a hand plus the change of sticks on the table add up to zero.
"""

from __future__ import annotations

from dataclasses import replace

from tournament.model import (
    RIICHI_STICK,
    EndReason,
    HandRecord,
    HandResult,
    Outcome,
    Payment,
    TableState,
    Win,
    Wind,
)
from tournament.rules.points import MANGAN, YAKUMAN, HandValue, hand_value
from tournament.rules.ruleset import (
    Chombo,
    MultipleRon,
    MultiRonShare,
    PaoCovers,
    PaoHonba,
    Ruleset,
    TieUma,
)


def initial_state(rules: Ruleset) -> TableState:
    start = rules.start_points
    return TableState(scores=(start, start, start, start))


def turn_distance(discarder: int, seat: int) -> int:
    """How many turns after the discarder `seat` plays: 1 for the next player (to the right)."""
    return (seat - discarder) % 4


class _Ledger:
    def __init__(self) -> None:
        self.deltas = [0, 0, 0, 0]
        self.payments: list[Payment] = []
        self.sticks_change = 0  # in sticks

    def pay(self, payer: int, payee: int, amount: int, reason: str) -> None:
        if amount == 0:
            return
        self.deltas[payer] -= amount
        self.deltas[payee] += amount
        self.payments.append(Payment(payer, payee, amount, reason))

    def stake(self, seat: int) -> None:
        self.deltas[seat] -= RIICHI_STICK
        self.sticks_change += 1
        self.payments.append(Payment(seat, None, RIICHI_STICK, "riichi stake"))

    def take_own_stake(self, seat: int) -> None:
        self.deltas[seat] += RIICHI_STICK
        self.payments.append(Payment(None, seat, RIICHI_STICK, "own riichi stake back"))

    def take_sticks(self, seat: int, count: int, amount: int | None = None) -> None:
        value = count * RIICHI_STICK if amount is None else amount
        if value == 0:
            return
        self.deltas[seat] += value
        self.payments.append(Payment(None, seat, value, f"riichi sticks ({count})"
                                     if amount is None else "share of riichi sticks"))


def settle_hand(state: TableState, record: HandRecord, rules: Ruleset,
                index: int = 0) -> HandResult:
    ledger = _Ledger()
    dealer = state.dealer
    outcome = record.outcome
    paid_winners: tuple[int, ...] = ()

    if outcome is not Outcome.CHOMBO:
        # 004 §3.4.6: after a chombo the riichi bets of that hand are returned, so a chombo
        # record's riichi list moves nothing.
        for seat in record.riichi:
            ledger.stake(seat)
    sticks_on_table = state.sticks + ledger.sticks_change

    if outcome is Outcome.RON:
        paid_winners = _settle_ron(record, state, rules, ledger, sticks_on_table)
        ledger.sticks_change = -state.sticks
    elif outcome is Outcome.TSUMO:
        win = record.wins[0]
        _settle_tsumo(win, state, rules, ledger)
        ledger.take_sticks(win.winner, sticks_on_table)
        ledger.sticks_change = -state.sticks
        paid_winners = (win.winner,)
    elif outcome is Outcome.EXHAUSTIVE_DRAW:
        _settle_noten(record.tenpai, rules, ledger)
    elif outcome is Outcome.NAGASHI_MANGAN:
        # Paid like a mangan tsumo by each seat that made it, instead of noten payments;
        # no honba, and the riichi sticks stay on the table.
        for seat in record.nagashi_mangan_seats:
            value = HandValue(MANGAN, seat == dealer)
            for payer in range(4):
                if payer != seat:
                    amount = (value.tsumo_from_dealer if payer == dealer
                              else value.tsumo_from_other)
                    ledger.pay(payer, seat, amount, "nagashi mangan")
    elif outcome is Outcome.CHOMBO:
        assert record.offender is not None
        if rules.chombo is Chombo.MANGAN_AT_TABLE:
            # 004 §3.4.6: "4000 to East, 2000 to other players. If the offending player is
            # East, 4000 is payed to each of the other players."
            offender = record.offender
            value = HandValue(MANGAN, offender == dealer)
            for seat in range(4):
                if seat != offender:
                    amount = (value.tsumo_from_dealer if seat == dealer
                              else value.tsumo_from_other)
                    ledger.pay(offender, seat, amount, "chombo")
    # ABORTIVE_DRAW: nothing is paid; the sticks stay on the table.

    scores = tuple(s + d for s, d in zip(state.scores, ledger.deltas, strict=True))
    after = _next_state(state, record, rules, scores, state.sticks + ledger.sticks_change,
                        paid_winners)
    return HandResult(index=index, record=record, before=state, after=after,
                      deltas=tuple(ledger.deltas),  # type: ignore[arg-type]
                      payments=tuple(ledger.payments), paid_winners=paid_winners)


def _settle_ron(record: HandRecord, state: TableState, rules: Ruleset, ledger: _Ledger,
                sticks: int) -> tuple[int, ...]:
    loser = record.wins[0].loser
    assert loser is not None
    wins = sorted(record.wins, key=lambda w: turn_distance(loser, w.winner))
    if rules.multiple_ron is MultipleRon.HEAD_BUMP:
        wins = wins[:1]
    honba_total = state.honba * rules.honba_value
    for position, win in enumerate(wins):
        nearest = position == 0
        value = hand_value(win.han, win.fu, win.yakuman, win.winner == state.dealer, rules)
        honba = honba_total if (nearest or rules.multi_ron_honba is MultiRonShare.EACH) else 0
        if win.pao is not None and win.pao != loser:
            # 003 §3.3.6: another player feeding the yakuman "shares the payment equally with
            # the player who fed" the last pung. The liability covers one yakuman; with
            # stacked yakuman the rest is the discarder's alone. Honba follow the payer of
            # the ron: the discarder.
            # Where the ruleset says so (Tenhou), the liable player pays the honba instead.
            liable = (value.ron if rules.pao_covers is PaoCovers.WHOLE_HAND
                      else HandValue(YAKUMAN, value.dealer_winner).ron)
            liable_honba = honba if rules.pao_ron_honba is PaoHonba.LIABLE else 0
            ledger.pay(loser, win.winner, value.ron - liable // 2 + honba - liable_honba, "ron")
            ledger.pay(win.pao, win.winner, liable // 2 + liable_honba,
                       "pao (liability, half)")
        else:
            ledger.pay(loser, win.winner, value.ron + honba, "ron")
    if rules.multi_ron_own_stake_back and len(wins) > 1:
        # 003 §3.3.12: "The 1000 points goes back to the riichi declarer if he wins"; 002,
        # "Ron": "chaque gagnant ... récupère sa mise de riichi ... Les points restants sur la
        # table sont donnés au gagnant qui se trouve le plus proche du perdant".
        for win in wins:
            if win.winner in record.riichi:
                ledger.take_own_stake(win.winner)
                sticks -= 1
    if rules.multi_ron_sticks is MultiRonShare.NEAREST or len(wins) == 1:
        ledger.take_sticks(wins[0].winner, sticks)
    else:
        total = sticks * RIICHI_STICK
        share = total // len(wins) // 100 * 100
        for position, win in enumerate(wins):
            amount = share + (total - share * len(wins) if position == 0 else 0)
            ledger.take_sticks(win.winner, sticks, amount)
    return tuple(w.winner for w in wins)


def _settle_tsumo(win: Win, state: TableState, rules: Ruleset, ledger: _Ledger) -> None:
    dealer = state.dealer
    value = hand_value(win.han, win.fu, win.yakuman, win.winner == dealer, rules)
    honba_each = state.honba * rules.honba_value // 3
    payers = [s for s in range(4) if s != win.winner]
    if win.pao is not None:
        # 003 §3.3.6: the liable player "must pay the full value of the hand in case Big
        # Three Dragons or Big Four Winds are made on a self-draw (the two remaining opponents
        # pay nothing)". Honba follow the payer. Stacked yakuman beyond the liable one are
        # paid as an ordinary tsumo.
        # Where the ruleset says so (Tenhou), the liable player pays the whole hand.
        covered = value.base if rules.pao_covers is PaoCovers.WHOLE_HAND else YAKUMAN
        liable = HandValue(covered, value.dealer_winner)
        ledger.pay(win.pao, win.winner, liable.ron + honba_each * 3, "pao (liability)")
        rest = HandValue(value.base - covered, value.dealer_winner)
        if rest.base:
            for payer in payers:
                amount = rest.tsumo_from_dealer if payer == dealer else rest.tsumo_from_other
                ledger.pay(payer, win.winner, amount, "tsumo")
        return
    for payer in payers:
        amount = value.tsumo_from_dealer if payer == dealer else value.tsumo_from_other
        ledger.pay(payer, win.winner, amount + honba_each, "tsumo")


def _settle_noten(tenpai: tuple[int, ...], rules: Ruleset, ledger: _Ledger) -> None:
    # 004 §3.4.2: "The total noten penalty amounts to 3000 points."
    noten = [s for s in range(4) if s not in tenpai]
    if not tenpai or not noten:
        return
    each = rules.noten_total // (len(tenpai) * len(noten))
    for payer in noten:
        for payee in tenpai:
            ledger.pay(payer, payee, each, "noten payment")


def _is_top(seat: int, scores: tuple[int, ...], rules: Ruleset) -> bool:
    for other, score in enumerate(scores):
        if other == seat:
            continue
        if score > scores[seat]:
            return False
        if score == scores[seat] and rules.tie_uma is TieUma.SEAT_ORDER and other < seat:
            return False
    return True


def _next_state(state: TableState, record: HandRecord, rules: Ruleset,
                scores: tuple[int, ...], sticks: int,
                paid_winners: tuple[int, ...]) -> TableState:
    outcome = record.outcome
    dealer = state.dealer
    chombos = state.chombos
    if outcome is Outcome.CHOMBO:
        assert record.offender is not None
        chombos = tuple(c + (s == record.offender) for s, c in enumerate(chombos))  # type: ignore[assignment]
    base = replace(state, scores=scores, sticks=sticks,  # type: ignore[arg-type]
                   hands_played=state.hands_played + 1, chombos=chombos)

    if rules.bust_ends_game and min(scores) < 0:
        return replace(base, ended=True, end_reason="a player's score went below zero",
                       end_code=EndReason.BUST)
    if outcome is Outcome.CHOMBO:
        # 004 §3.4.6: "No counter is placed, and the dealer does not rotate."
        return base

    if outcome.is_win:
        keeps = dealer in paid_winners
        honba = state.honba + 1 if keeps else 0
    elif outcome is Outcome.ABORTIVE_DRAW:
        keeps = True
        honba = state.honba + 1
    else:  # exhaustive draw, nagashi mangan: the dealer stays only if tenpai
        keeps = dealer in record.tenpai
        honba = state.honba + 1

    if keeps:
        following = replace(base, honba=honba)
    elif state.hand_number == 4:
        following = replace(base, honba=honba, round_wind=Wind((state.round_wind + 1) % 4),
                            hand_number=1)
    else:
        following = replace(base, honba=honba, hand_number=state.hand_number + 1)

    if record.last_hand:
        return replace(following, ended=True, end_reason="time was called on this hand",
                       end_code=EndReason.TIME_CALLED)

    last_wind = rules.last_round_wind
    in_last = state.round_wind > last_wind or (
        state.round_wind == last_wind and state.hand_number == 4)
    if not in_last or outcome is Outcome.ABORTIVE_DRAW:
        return following
    name = f"{state.round_wind.label} {state.hand_number}"
    if keeps:
        if rules.agari_yame and _is_top(dealer, scores, rules) and (
                not rules.west_extension or scores[dealer] >= rules.goal_points):
            return replace(following, ended=True,
                           end_reason=f"the dealer kept the deal in first place after {name}",
                           end_code=EndReason.DEALER_TOP)
        return following
    if rules.west_extension:
        if max(scores) >= rules.goal_points:
            return replace(following, ended=True,
                           end_reason=f"{name} ended with a player at the goal score",
                           end_code=EndReason.GOAL_SCORE)
        if state.round_wind > last_wind and state.hand_number == 4:
            return replace(following, ended=True, end_reason=f"{name} was the last extra hand",
                           end_code=EndReason.LAST_EXTRA_HAND)
        return following
    return replace(following, ended=True, end_reason=f"{name} was the last hand",
                   end_code=EndReason.LAST_HAND)
