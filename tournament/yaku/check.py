"""A hand record's win that lists its yaku: does the record agree with them?

Called by `tournament.scoring.validate` for every win whose ``yaku`` is not None. The han in
the record must equal the yaku (closed or open as ``open`` says, closed by default) plus dora,
red fives and ura dora; a yakuman list must match ``yakuman``; and everything
`describe_win` finds (closed-only yaku on an open hand, yaku that do not combine, ura dora
or riichi without a riichi, fu the yaku make impossible...) is refused with a message naming
the yaku concerned.
"""

from __future__ import annotations

from tournament.issue_codes import IssueCode
from tournament.model import HandRecord, Outcome, Win
from tournament.rules.ruleset import Ruleset
from tournament.yaku.catalogue import resolve
from tournament.yaku.describe import describe_win

# Checked already by scoring.validate (han_fu_problem) for every win, yaku or not.
_REPORTED_BY_VALIDATE = frozenset({"bad_fu"})


# 000 §6.5.6: Blessing of Heaven is "East player winning on his initial dealt tiles";
# Blessing of Earth and Blessing of Man (§6.5.4) are won before the player's first turn, so
# never by the dealer.
_DEALER_ONLY = frozenset({"tenhou"})
_NON_DEALER_ONLY = frozenset({"chiihou", "renhou"})


def declared_win_issues(win: Win, record: HandRecord, rules: Ruleset,
                        dealer: int | None = None) -> list[tuple[IssueCode, str, str]]:
    """Every problem of a win's yaku list as (code, field relative to the win, message).

    `dealer` is the dealer's seat when the table state is known.
    """
    if win.yaku is None:
        return []
    out_dealer: list[tuple[IssueCode, str, str]] = []
    if dealer is not None:
        for name in win.yaku:
            y = resolve(name)
            if y is None:
                continue
            if y.id in _DEALER_ONLY and win.winner != dealer:
                out_dealer.append((IssueCode.DEALER_ONLY_YAKU, "yaku",
                                   f"{y.en} is won by the dealer (East) only"))
            if y.id in _NON_DEALER_ONLY and win.winner == dealer:
                out_dealer.append((IssueCode.NON_DEALER_ONLY_YAKU, "yaku",
                                   f"{y.en} cannot be won by the dealer (East)"))
    tsumo = {Outcome.TSUMO: True, Outcome.RON: False}.get(record.outcome)
    desc = describe_win(win.yaku, win.dora, win.red_fives, win.ura_dora, win.open_hand,
                        win.fu or None, rules, tsumo=tsumo,
                        riichi=win.winner in record.riichi)
    out = out_dealer + [p.as_tuple() for p in desc.problems
                        if p.code not in _REPORTED_BY_VALIDATE]
    if not desc.countable or not desc.yaku:
        return out  # the han of unreadable names are unknown: comparing would only confuse
    if desc.yakuman:
        if win.yakuman != desc.yakuman:
            cap = "" if rules.yakuman_stacking else (
                f" (yakuman do not stack under the {rules.name} ruleset)")
            out.append((IssueCode.YAKUMAN_MISMATCH, "yakuman",
                        f"'yakuman' is {win.yakuman} but the yaku listed make "
                        f"{desc.breakdown()}{cap}"))
    elif win.yakuman:
        out.append((IssueCode.YAKUMAN_MISMATCH, "yakuman",
                    f"'yakuman' is {win.yakuman} but no yaku listed is a yakuman: "
                    f"{desc.breakdown()} han"))
    elif win.han != desc.han:
        out.append((IssueCode.HAN_MISMATCH, "han",
                    f"'han' is {win.han} but the yaku and dora listed add up to "
                    f"{desc.breakdown()}{' (open hand)' if win.open_hand else ''}"))
    return out
