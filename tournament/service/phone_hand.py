"""A phone's hand before the service checks it: each win a phone gave by its yaku (and dora)
counted by the core (`yaku.describe.describe_win`, the check behind the desk's yaku
picker), and what the phone may enter under the tournament's ruleset and setting.

A win given by its yaku carries no han: the core counts them (and the fu its yaku fix:
seven pairs 25; the yakuman they make), and the hand is then checked like any other, so the
yaku list is checked against the han exactly as for the desk (`yaku.check`): an impossible
list is refused with the same problems.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import PhoneEntry
from tournament.rules.ruleset import Ruleset
from tournament.service.arguments import issue
from tournament.yaku.catalogue import CATALOGUE, playable
from tournament.yaku.describe import describe_win

# The yaku a phone lists first (the ones most hands have); the rest are found by searching.
SHORT_YAKU = ("riichi", "ippatsu", "menzen_tsumo", "pinfu", "tanyao", "iipeikou",
              "yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun", "yakuhai_seat_wind",
              "yakuhai_round_wind", "chiitoitsu", "toitoi", "honitsu", "ittsu",
              "sanshoku_doujun", "chanta")
# The yakuman a liable player (pao) answers for (000 §6.5.6: Big Three Dragons, Big Four
# Winds): the phone offers a liable player for these.
PAO_YAKU = ("daisangen", "daisuushi")


def phone_rules(rules: Ruleset, mode: PhoneEntry) -> dict[str, Any]:
    """What a table's phone may enter under `rules` and the tournament's setting: the
    outcomes, the abortive draws, the yakuman multiples, whether red fives count, how a
    win's value is given (`phone_entry`), and the yaku (short list first) with their han
    closed and open and their names in English, French and romaji."""
    yaku = [{"id": y.id, "en": y.en, "fr": y.fr, "ja": y.ja, "han": y.han_closed,
             "open": y.han_open, "yakuman": y.yakuman, "short": y.id in SHORT_YAKU,
             "pao": y.id in PAO_YAKU, "win": y.win.value}
            for y in CATALOGUE if playable(y, rules)]
    yaku.sort(key=lambda y: SHORT_YAKU.index(str(y["id"])) if y["short"]
              else len(SHORT_YAKU))
    return {"outcomes": [o.value for o in rules.outcomes()],
            "abortive_kinds": [k.value for k in rules.abortive_kinds()],
            "yakuman": list(rules.yakuman_multiples()),
            "red_fives": bool(rules.red_fives),
            "phone_entry": mode.value,
            "yaku": yaku}


def counted_by_yaku(hand: Any, rules: Ruleset, mode: PhoneEntry
                    ) -> tuple[Any, tuple[dict[str, Any], ...], list[Issue]]:
    """A phone's hand with each win given by its yaku counted by the core (its han, the fu
    its yaku fix, its yakuman), each win's value as counted ({"winner", "han", "fu",
    "yakuman", "yaku": [[id, han], ...], "dora"}), and what the tournament's setting
    refuses (`yaku_needed`: a win given by han alone where the phones give yaku). Anything
    that is not a hand with a list of wins is given back as it is, for the record's own
    checks to refuse."""
    if not isinstance(hand, Mapping) or not isinstance(hand.get("wins"), list):
        return hand, (), []
    outcome = hand.get("outcome")
    given_riichi = hand.get("riichi")
    riichi: list[Any] = given_riichi if isinstance(given_riichi, list) else []
    problems: list[Issue] = []
    wins: list[Any] = []
    values: list[dict[str, Any]] = []
    for i, win in enumerate(hand["wins"]):
        if not isinstance(win, Mapping):
            wins.append(win)
            continue
        win = dict(win)
        given = win.get("yaku")
        if given is None and mode is PhoneEntry.YAKU:
            problems.append(issue(IssueCode.YAKU_NEEDED, f"wins[{i}].yaku", "this tournament's "
                                  "phones give a win by its yaku (and dora): choose the yaku",
                                  winner=win.get("winner")))
        if isinstance(given, list) and all(isinstance(n, str) for n in given) \
                and win.get("han") is None:
            fu = win.get("fu")
            desc = describe_win(
                given, _count(win.get("dora")), _count(win.get("red_fives")),
                _count(win.get("ura_dora")),
                win.get("open") if isinstance(win.get("open"), bool) else None,
                fu if isinstance(fu, int) and not isinstance(fu, bool) and fu else None,
                rules, tsumo={"tsumo": True, "ron": False}.get(str(outcome)),
                riichi=win.get("winner") in riichi)
            win["han"] = desc.han
            win["yakuman"] = desc.yakuman
            if desc.fu is not None:
                win["fu"] = desc.fu
            elif desc.han >= 5 or desc.yakuman:
                win.setdefault("fu", 0)
            values.append({"winner": win.get("winner"), "han": desc.han, "fu": win.get("fu"),
                           "yakuman": desc.yakuman,
                           "yaku": [[c.id, c.han or c.yakuman] for c in desc.yaku],
                           "dora": desc.dora_han})
        else:
            values.append({"winner": win.get("winner"), "han": win.get("han"),
                           "fu": win.get("fu"), "yakuman": win.get("yakuman", 0),
                           "yaku": [], "dora": 0})
        wins.append(win)
    return {**hand, "wins": wins}, tuple(values), problems


def _count(value: Any) -> int:
    """A dora count as given (anything else is 0 here: the record's own check refuses it)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0
