"""Cross-check: on generated winning hands, the yaku path must give what the tile path gives.

Each hand is scored from its tiles (the mahjong package under our ruleset); its yaku and dora
are then fed to `describe_win`, as a referee using the fast path would, with the fu, the
open flag, tsumo/ron and riichi. Both paths must find no problem and the same han, yakuman
and points. The generator is seeded: the same few hundred hands every run.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from tournament.model import Wind
from tournament.rules import Ruleset, preset
from tournament.rules.points import hand_value
from tournament.yaku.calculator import HandInput, Situation, score_hand
from tournament.yaku.describe import describe_win
from tournament.yaku.tiles import FIVES, Meld, MeldKind, Tile

HANDS = 400
RULESETS = (preset("ema_rcr"), preset("tenhou"), preset("wrc"))


@dataclass
class Generated:
    hand: HandInput
    rules: Ruleset


def _sets(rng: random.Random) -> list[list[int]] | None:
    """Four sets and a pair as 34-format kinds, often leaning to one suit or to honours."""
    suits = [rng.randrange(3)] if rng.random() < 0.35 else [0, 1, 2]
    honours = rng.random() < 0.5

    def suited_kind(low: int = 0, high: int = 8) -> int:
        return rng.choice(suits) * 9 + rng.randint(low, high)

    groups: list[list[int]] = []
    for _ in range(4):
        roll = rng.random()
        if roll < 0.55:
            start = suited_kind(0, 6)
            groups.append([start, start + 1, start + 2])
        else:
            kind = 27 + rng.randrange(7) if honours and rng.random() < 0.4 else suited_kind()
            groups.append([kind] * (4 if roll > 0.9 else 3))
    pair = 27 + rng.randrange(7) if honours and rng.random() < 0.4 else suited_kind()
    groups.append([pair, pair])
    counts = Counter(k for g in groups for k in g)
    return groups if max(counts.values()) <= 4 else None


def _hand(rng: random.Random, rules: Ruleset) -> HandInput | None:
    shape = rng.random()
    melds: list[Meld] = []
    if shape < 0.08:  # seven pairs
        kinds = rng.sample(range(34), 7)
        closed = [Tile(k) for k in kinds for _ in range(2)]
    elif shape < 0.1:  # thirteen orphans
        orphans = [0, 8, 9, 17, 18, 26, *range(27, 34)]
        closed = [Tile(k) for k in orphans] + [Tile(rng.choice(orphans))]
    else:
        groups = _sets(rng)
        if groups is None:
            return None
        open_hand = rng.random() < 0.4
        closed = []
        for group in groups:
            tiles = tuple(Tile(k) for k in group)
            if len(group) == 4:
                kind = MeldKind.KAN if open_hand and rng.random() < 0.6 else MeldKind.ANKAN
                melds.append(Meld(kind, tiles))
            elif len(group) == 3 and open_hand and rng.random() < 0.5:
                kind = MeldKind.PON if group[0] == group[1] else MeldKind.CHI
                melds.append(Meld(kind, tiles))
            else:
                closed += tiles
    if rules.red_fives:  # one red five per suit, sometimes
        for i, t in enumerate(closed):
            if t.kind in FIVES and rng.random() < 0.5 and Tile(t.kind, True) not in closed:
                closed[i] = Tile(t.kind, True)
    is_open = any(m.kind.opened for m in melds)
    tsumo = rng.random() < 0.4
    riichi = not is_open and rng.random() < 0.5
    kong = any(m.kind in (MeldKind.KAN, MeldKind.ANKAN) for m in melds)
    seat = Wind(rng.randrange(4))
    last = rng.random() < 0.06
    situation = Situation(
        tsumo=tsumo, riichi=riichi, double_riichi=riichi and rng.random() < 0.1,
        ippatsu=riichi and rng.random() < 0.2, haitei=tsumo and last,
        houtei=not tsumo and last, rinshan=tsumo and kong and not last and rng.random() < 0.3,
        chankan=not tsumo and not last and rng.random() < 0.04,
        renhou=(not tsumo and not is_open and not riichi and not melds and seat is not Wind.EAST
                and rng.random() < 0.05 and rules.renhou.value != "off"))
    if situation.ippatsu and situation.rinshan:
        return None
    everything = closed + [t for m in melds for t in m.tiles]
    counts = Counter(t.kind for t in everything)
    free = [k for k in range(34) if counts[k] < 4]
    dora = [Tile(k) for k in rng.sample(free, rng.randint(1, 2))]
    ura = [Tile(k) for k in rng.sample(free, len(dora))] if riichi else []
    if max(Counter(t.kind for t in everything + dora + ura).values()) > 4:
        return None
    rng.shuffle(closed)
    return HandInput(tuple(closed), rng.choice(closed), tuple(melds), situation, seat,
                     Wind(rng.randrange(2)), tuple(dora), tuple(ura))


def generated_wins(count: int, seed: int = 20240601):
    rng = random.Random(seed)
    found = []
    tries = 0
    while len(found) < count and tries < 50 * count:
        tries += 1
        rules = RULESETS[tries % len(RULESETS)]
        hand = _hand(rng, rules)
        if hand is None:
            continue
        score, _ = score_hand(hand, rules)
        if score is not None:  # not every random hand has a yaku
            found.append((hand, rules, score))
    return found


def compare(hand: HandInput, rules: Ruleset, score) -> str:
    """"" if both paths agree, else why not."""
    s = hand.situation
    desc = describe_win([c.id for c in score.yaku], score.dora, score.red_fives,
                        score.ura_dora, score.open_hand, score.fu, rules, tsumo=s.tsumo,
                        riichi=s.any_riichi)
    if desc.problems:
        return "; ".join(p.message for p in desc.problems)
    if (desc.han, desc.yakuman) != (score.han, score.yakuman):
        return f"yaku path {desc.han} han/{desc.yakuman} yakuman, tiles {score.han}/" \
               f"{score.yakuman}"
    points = hand_value(desc.han, desc.fu or 0, desc.yakuman, hand.dealer, rules)
    paid = points.tsumo_total if s.tsumo else points.ron
    if paid != score.points:
        return f"yaku path pays {paid}, tiles {score.points}"
    return ""


def test_the_yaku_path_agrees_with_the_tile_path_on_generated_hands():
    wins = generated_wins(HANDS)
    assert len(wins) == HANDS
    disagreements = [(str(h.hand), [c.id for c in sc.yaku], why)
                     for h, rules, sc in wins if (why := compare(h, rules, sc))]
    share = 1 - len(disagreements) / len(wins)
    assert share == 1.0, f"agreement {share:.1%}: {disagreements[:5]}"


def test_the_generated_hands_are_varied():
    wins = generated_wins(HANDS)
    yaku = Counter(c.id for _, _, score in wins for c in score.yaku)
    assert len(yaku) >= 25, sorted(yaku)
    assert sum(1 for _, _, score in wins if score.open_hand) > HANDS // 5
    assert sum(1 for _, _, score in wins if score.yakuman) >= 3
