"""Convert a Mahjong Soul game record printed as protobuf text into a tenhou.net/6 log.

The input is the record's actions as Python prints them (``('RecordNewRound', <text>), ...``).
The result entries are written as the common converter tensoul (Equim-chan/tensoul,
convert.js) writes them: each win's payments worked out from the record's points (riichi sticks
and honba to the first winner only), draws with the record's own payments. Hand tiles are left
out (only each seat's discards, with the riichi discards marked "r"), and each Hule's payments
are checked against the record's own ``delta_scores``.

    python mjsoul_text_to_tenhou6.py ACTIONS.log REF > game.json
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any

Node = dict[str, list[Any]]


def parse_text(text: str) -> Node:
    """Protobuf text format (``key: value`` and ``key { ... }``) as lists of values."""
    root: Node = {}
    stack = [root]
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        if line == "}":
            stack.pop()
        elif line.endswith("{"):
            child: Node = {}
            stack[-1].setdefault(line[:-1].strip(), []).append(child)
            stack.append(child)
        else:
            key, _, value = line.partition(":")
            value = value.strip()
            item: Any
            if value.startswith('"'):
                item = json.loads(value)
            elif value in ("true", "false"):
                item = value == "true"
            else:
                item = int(value)
            stack[-1].setdefault(key.strip(), []).append(item)
    return root


def one(node: Node, key: str, default: Any = 0) -> Any:
    return node.get(key, [default])[0]


def tile(name: str) -> int:
    number, suit = name[0], name[1]
    base = {"m": 10, "p": 20, "s": 30, "z": 40}[suit]
    return 50 + "mps".index(suit) + 1 if number == "0" else base + int(number)


def records(text: str) -> list[tuple[str, Node]]:
    marks = list(re.finditer(r"\('Record(\w+)', ", text))
    out = []
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        body = text[mark.end():end]
        body = re.sub(r"\)\s*[,\]]?\s*$", "", body)
        out.append((mark.group(1), parse_text(body)))
    return out


def limit_words(h: Node) -> str:
    count, fu = one(h, "count"), one(h, "fu")
    if one(h, "yiman", False):
        return "役満"
    if count >= 13:
        return "数え役満"
    if count >= 11:
        return "三倍満"
    if count >= 8:
        return "倍満"
    if count >= 6:
        return "跳満"
    if count >= 5 or (count >= 4 and fu >= 40) or (count >= 3 and fu >= 70):
        return "満貫"
    return f"{fu}符{count}飜"


def convert(text: str, ref: str) -> dict[str, Any]:
    log: list[list[Any]] = []
    hand: dict[str, Any] = {}
    for kind, rec in records(text):
        if kind == "NewRound":
            hand = {"head": [4 * one(rec, "chang") + one(rec, "ju"), one(rec, "ben"),
                             one(rec, "liqibang")],
                    "scores": rec["scores"], "dealer": one(rec, "ju"),
                    "dora": [tile(d) for d in rec.get("doras", rec.get("dora", []))][:1],
                    "piles": [[], [], [], []], "nriichi": 0, "pending": False, "last": None}
            continue
        if hand.get("pending") and kind != "Hule":
            hand["nriichi"] += 1  # the riichi discard passed
            hand["pending"] = False
        if kind == "DiscardTile":
            seat = one(rec, "seat")
            riichi = one(rec, "is_liqi", False) or one(rec, "is_wliqi", False)
            t = tile(one(rec, "tile"))
            hand["piles"][seat].append(f"r{t}" if riichi else t)
            hand["pending"] = riichi
            hand["last"] = seat
        elif kind == "AnGangAddGang":
            hand["last"] = one(rec, "seat")  # a robbed kong is won on its seat
        elif kind in ("Hule", "NoTile", "LiuJu"):
            log.append(entry(hand, kind, rec))
    return {"title": ["", ""], "name": ["A", "B", "C", "D"],
            "rule": {"disp": "南喰赤", "aka53": 1, "aka52": 1, "aka51": 1}, "ref": ref,
            "log": log}


def entry(hand: dict[str, Any], kind: str, rec: Node) -> list[Any]:
    out: list[Any] = [hand["head"], hand["scores"], hand["dora"], []]
    for seat in range(4):
        out += [[], [], hand["piles"][seat]]
    if kind == "NoTile":
        delta = [0, 0, 0, 0]
        for payment in rec.get("scores", []):
            for i, d in enumerate(payment.get("delta_scores", [])):
                delta[i] += d
        words = "流し満貫" if one(rec, "liujumanguan", False) else "流局"
        out.append([words, delta])
    elif kind == "LiuJu":
        words = {1: "九種九牌", 2: "四風連打", 3: "四開槓", 4: "四家立直"}[one(rec, "type")]
        out.append([words])
    else:
        result: list[Any] = ["和了"]
        total = [0, 0, 0, 0]
        head = hand["head"]
        for k, h in enumerate(rec["hules"]):
            first = k == 0
            rp = 1000 * (hand["nriichi"] + head[2]) if first else 0
            hb = 100 * head[1] if first else 0
            seat, zimo = one(h, "seat"), one(h, "zimo", False)
            delta = [0, 0, 0, 0]
            if zimo:
                xian, qin = one(h, "point_zimo_xian"), one(h, "point_zimo_qin")
                if seat == hand["dealer"]:
                    delta = [-hb - xian] * 4
                    delta[seat] = rp + 3 * (hb + xian)
                    points = f"{xian}点∀"
                else:
                    delta = [-hb - xian] * 4
                    delta[seat] = rp + hb + qin + 2 * (hb + xian)
                    delta[hand["dealer"]] = -hb - qin
                    points = f"{xian}-{qin}点"
            else:
                delta[seat] = rp + 3 * hb + one(h, "point_rong")
                delta[hand["last"]] = -3 * hb - one(h, "point_rong")
                points = f"{one(h, 'point_rong')}点"
            if one(h, "yiman", False) and any(f.get("id") in ([37], [50]) for f in h["fans"]):
                raise SystemExit("a yakuman that may carry pao: not handled here")
            yaku = [f"役{one(f, 'id')}({one(f, 'val')}飜)" for f in h.get("fans", [])]
            result += [delta, [seat, seat if zimo else hand["last"], seat,
                               limit_words(h) + points, *yaku]]
            total = [a + b for a, b in zip(total, delta, strict=True)]
        if total != rec["delta_scores"]:
            print(f"note: round {head}: written {total}, the record paid {rec['delta_scores']}",
                  file=sys.stderr)
        out.append(result)
    return out


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as handle:
        text = handle.read()
    json.dump(convert(text, sys.argv[2]), sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
