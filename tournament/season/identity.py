"""Who is who across a season's events.

Each event's players (its substitutes left out: "Substitute 1" of two events is nobody in
particular) are matched, in this order: by EMA number; by online name; by the name folded
for case, accents and width (NFKC, casefold, combining marks taken off: "Ｊöran" = "joran").
What the events cannot settle is listed as a conflict, never guessed:

- one EMA number carried under two different folded names: not merged;
- two people of one event whose names fold to one, while another event has that name: the
  other event's player is given to neither of them;
- one folded name carrying two EMA numbers: two people, not merged.

The organiser settles a conflict by hand: `different` (A=B: two people; no rule merges them)
and `same` (A=B: one person; merged after the rules, each side naming one person as the rules
see them, and never two people who played in one event). A side of a pair is a name (as
written first, then folded), an online name or an EMA number, optionally followed by "@EVENT"
(the event's name or its file's name) when the name alone would say too much.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.season.events import EventData


def fold(text: str) -> str:
    """A name as the season compares it: NFKC (full-width letters to plain ones), casefold,
    combining marks taken off (accents), spaces tidied."""
    text = unicodedata.normalize("NFKC", text).casefold()
    bare = "".join(ch for ch in unicodedata.normalize("NFD", text)
                   if not unicodedata.combining(ch))
    return " ".join(unicodedata.normalize("NFC", bare).split())


Node = tuple[int, int]  # (the event's index, the player's id in it)


@dataclass(frozen=True, slots=True)
class Matching:
    groups: tuple[tuple[Node, ...], ...]  # each person's players, events in season order
    conflicts: tuple[Issue, ...]  # IDENTITY_CONFLICT, each worded by its variant
    problems: tuple[Issue, ...]


class _Union:
    def __init__(self, nodes: Sequence[Node], apart: list[tuple[set[Node], set[Node]]]):
        self.parent = {n: n for n in nodes}
        self.members: dict[Node, set[Node]] = {n: {n} for n in nodes}
        self.apart = apart

    def find(self, n: Node) -> Node:
        while self.parent[n] != n:
            self.parent[n] = self.parent[self.parent[n]]
            n = self.parent[n]
        return n

    def union(self, a: Node, b: Node, forced: bool = False) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return True
        ma, mb = self.members[ra], self.members[rb]
        if not forced and any((ma & x and mb & y) or (ma & y and mb & x)
                              for x, y in self.apart):
            return False
        if len(ma) < len(mb):
            ra, rb, ma, mb = rb, ra, mb, ma
        self.parent[rb] = ra
        ma |= mb
        del self.members[rb]
        return True


def match_players(events: Sequence[EventData], same: Sequence[tuple[str, str]] = (),
                  different: Sequence[tuple[str, str]] = ()) -> Matching:
    """The season's people (see the module's docstring)."""
    info = {(i, p.id): p for i, e in enumerate(events) for p in e.players if not p.substitute}
    nodes = sorted(info)
    names = {n: fold(info[n].name) for n in nodes}
    problems: list[Issue] = []

    def named(side: str, option: str) -> set[Node]:
        text, at, where = side.rpartition("@") if "@" in side else (side, "", "")
        wanted = fold(text)
        scope = None
        if at:
            scope = {i for i, e in enumerate(events)
                     if fold(where) in (fold(e.name), fold(Path(e.source).name),
                                        fold(Path(e.source).stem))}
            if not scope:
                problems.append(Issue(IssueCode.UNKNOWN_PLAYER, None, option,
                                      f"--{option} '{side}': no event of the season is "
                                      f"called '{where}'", {"player": side}))
                return set()
        within = [n for n in nodes if scope is None or n[0] in scope]
        # The name as written first ("Güs Hahn" is not "Gus Hahn" when both are there),
        # then folded.
        exact = " ".join(text.split()).casefold()
        found = {n for n in within if exact in (" ".join(info[n].name.split()).casefold(),
                                                info[n].online_name.casefold(),
                                                info[n].ema_number)}
        found = found or {n for n in within if wanted in (
            names[n], fold(info[n].online_name), fold(info[n].ema_number))}
        if not found:
            problems.append(Issue(IssueCode.UNKNOWN_PLAYER, None, option,
                                  f"--{option} '{side}': no player of the season's events "
                                  f"is called so", {"player": side}))
        return found

    apart = [(named(a, "different"), named(b, "different")) for a, b in different]
    joined = [(a, b, named(a, "same"), named(b, "same")) for a, b in same]
    u = _Union(nodes, apart)
    # Each conflict, with the players it is about and whether the organiser settled it.
    conflicts: list[tuple[Issue, Callable[[], bool]]] = []

    def conflict(message: str, variant: str, people: Sequence[str], **params: object
                 ) -> Issue:
        # `people`: the two names (or EMA numbers) the organiser is asked about.
        return Issue(IssueCode.IDENTITY_CONFLICT, None, "players", message,
                     {"variant": variant, "people": list(people), **params})

    def merged_or_apart(group: Sequence[Node]) -> Callable[[], bool]:
        # Settled: they are one person now, or the organiser said each two are different.
        def settled() -> bool:
            roots = {u.find(n) for n in group}
            return len(roots) < 2 or _all_apart(u, roots, apart)
        return settled

    def placed(twice: Sequence[Node], group: Sequence[Node]) -> Callable[[], bool]:
        # Settled: every other event's player of that name is one of the two, or said to be
        # different from both.
        def settled() -> bool:
            mine = {u.find(n) for n in twice}
            return all(u.find(n) in mine or _all_apart(u, mine | {u.find(n)}, apart)
                       for n in group if n[0] != twice[0][0])
        return settled

    # 1. EMA numbers: one number under two folded names is a conflict (kept apart).
    by_ema: dict[str, list[Node]] = {}
    for n in nodes:
        if info[n].ema_number:
            by_ema.setdefault(info[n].ema_number, []).append(n)
    for number, group in sorted(by_ema.items()):
        spellings = sorted({names[n] for n in group})
        if len(spellings) > 1:
            shown = sorted({info[n].name for n in group})
            conflicts.append((conflict(
                f"EMA number {number} is carried by different names: "
                + ", ".join(f"'{s}'" for s in shown)
                + "; not merged (--same \"A=B\" merges them)",
                "ema_names", shown, ema_number=number, names=", ".join(shown)),
                merged_or_apart(group)))
        for n in group:
            same_name = next(m for m in group if names[m] == names[n])
            u.union(same_name, n)

    def emas(n: Node) -> set[str]:
        return {info[m].ema_number for m in u.members[u.find(n)] if info[m].ema_number}

    # 2. Online names, then 3. folded names: merged unless two EMA numbers meet, or one
    # event has two players of that name.
    for kind in ("online name", "name"):
        by_key: dict[str, list[Node]] = {}
        for n in nodes:
            key = fold(info[n].online_name) if kind == "online name" else names[n]
            if key:
                by_key.setdefault(key, []).append(n)
        for key, group in sorted(by_key.items()):
            per_event: dict[int, list[Node]] = {}
            for n in group:
                per_event.setdefault(n[0], []).append(n)
            twice = [g for g in per_event.values() if len(g) > 1]
            for both in twice:
                if len(per_event) > 1:  # (alone in its event, the name matches no one)
                    shown = [info[n].name for n in both]
                    conflicts.append((conflict(
                        f"{events[both[0][0]].name}: two players share the {kind} '{key}' ("
                        + ", ".join(f"'{s}'" for s in shown)
                        + f"); the other events' '{key}' is given to neither "
                          f"(--same \"NAME@EVENT=...\" says who)",
                        "shared_" + kind.replace(" ", "_"), shown,
                        event=events[both[0][0]].name, name=key, names=", ".join(shown)),
                        placed(both, group)))
            # Those of the other events are still one another's.
            group = [n for n in group if len(per_event[n[0]]) == 1]
            if not group:
                continue
            numbers = set().union(*(emas(n) for n in group))
            if len(numbers) > 1:
                conflicts.append((conflict(
                    f"the {kind} '{key}' carries different EMA numbers: "
                    + ", ".join(sorted(numbers)) + f"; kept as {len(numbers)} players "
                    f"(--same \"A=B\" merges them, --different \"A=B\" confirms them)",
                    kind.replace(" ", "_") + "_emas", sorted(numbers), name=key,
                    numbers=", ".join(sorted(numbers)), count=len(numbers)),
                    merged_or_apart(group)))
                continue
            for n in group[1:]:
                u.union(group[0], n)

    # The organiser's `same`, after the rules: each side must name one person as the rules
    # see them, and the two may not have played in one event.
    for a, b, a_nodes, b_nodes in joined:
        sides = []
        for side, found in ((a, a_nodes), (b, b_nodes)):
            people = {u.find(n) for n in found}
            if len(people) > 1:
                problems.append(Issue(IssueCode.BAD_TEXT, None, "same", (
                    f"--same '{a}={b}': '{side}' names {len(people)} players of the season "
                    f"who are not known to be one person; name one with NAME@EVENT, or by "
                    f"the EMA number")))
            sides.append(people)
        if any(len(p) != 1 for p in sides):
            continue
        (one,), (two,) = sides
        shared = sorted({n[0] for n in u.members[one]} & {n[0] for n in u.members[two]})
        if one != two and shared:
            problems.append(Issue(IssueCode.BAD_TEXT, None, "same", (
                f"--same '{a}={b}': both played in {events[shared[0]].name}, so they are "
                f"two people")))
            continue
        u.union(one, two, forced=True)

    listed: list[Issue] = []
    for told, settled in conflicts:
        if not settled() and all(told.message != seen.message for seen in listed):
            listed.append(told)
    groups = sorted(tuple(sorted(members)) for members in u.members.values())
    return Matching(tuple(groups), tuple(listed), tuple(problems))


def _all_apart(u: _Union, roots: set[Node], apart: list[tuple[set[Node], set[Node]]]) -> bool:
    """Has the organiser said of every two of these people that they are different?"""
    people = [u.members[r] for r in sorted(roots)]
    for i, a in enumerate(people):
        for b in people[i + 1:]:
            if not any((a & x and b & y) or (a & y and b & x) for x, y in apart):
                return False
    return True

