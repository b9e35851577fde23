"""Real logs of tests/data/online_logs edited as the tests need them: cut short (the first hands
only, without the final result), or with the header's game length flipped to East only.

Each edit is made on the log's own text, so every hand kept is the real one, byte for byte."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

DATA = Path(__file__).parent / "data" / "online_logs"


def mjlog_text(name: str) -> str:
    """An mjlog of the data folder as XML text (gzip undone)."""
    raw = (DATA / name).read_bytes()
    return (gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw).decode("utf-8")


def cut_mjlog(text: str, keep: int | None = None, owari: bool = False) -> str:
    """The mjlog with its first `keep` hands only (all of them: None), and without its final
    result (the `owari` attribute of the last result) unless `owari`: then the real final
    result is moved onto the last hand kept."""
    final = re.search(r' owari="[^"]*"', text)
    assert final is not None, "a real mjlog ends with its owari"
    text = text.replace(final.group(0), "")
    starts = [m.start() for m in re.finditer(r"<INIT ", text)]
    if keep is not None and keep < len(starts):
        text = text[:starts[keep]] + "</mjloggm>"
    if owari:
        last = max(text.rfind("<AGARI "), text.rfind("<RYUUKYOKU "))
        end = text.index("/>", last)
        text = text[:end] + final.group(0) + text[end:]
    return text


def without_hand(text: str, index: int) -> str:
    """The mjlog with its hand `index` taken out (from its INIT to the next)."""
    starts = [m.start() for m in re.finditer(r"<INIT ", text)]
    return text[:starts[index]] + text[starts[index + 1]:]


def east_only_header(text: str) -> str:
    """The mjlog with its GO type saying East only (the East-South bit, 0x08, cleared)."""
    go = re.search(r'<GO type="([0-9]+)"', text)
    assert go is not None and int(go.group(1)) & 0x08, "an East-South game's header"
    return text.replace(go.group(0), f'<GO type="{int(go.group(1)) & ~0x08}"', 1)


def with_names(text: str, names: list[str]) -> str:
    """The mjlog with its players renamed (its UN tag's n0..n3), to match a tournament's."""
    from urllib.parse import quote

    for seat, name in enumerate(names):
        text = re.sub(rf'n{seat}="[^"]*"', f'n{seat}="{quote(name)}"', text, count=1)
    return text


def cut_tenhou6(name: str, keep: int) -> str:
    """A tenhou.net/6 log of the data folder with its first `keep` hands only and without its
    final result (`sc`)."""
    data = json.loads((DATA / name).read_text(encoding="utf-8"))
    del data["sc"]
    data["log"] = data["log"][:keep]
    return json.dumps(data, ensure_ascii=False)
