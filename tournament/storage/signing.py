"""The organiser's signatures on the ledger: what `check` needs to find a forged fact that
was re-chained with the public hashing.

The ledger (`storage.chain`) is a chain of unkeyed hashes: whoever holds the file can change a
fact and append links that match it. What they cannot make without the organiser password is
a signature. When a tournament has an organiser password, every change made with it ends with
a `signature` link whose digest is an HMAC-SHA256 of the link before it (so of the whole chain
up to there), keyed with the organiser's key: the second half of the 64 bytes scrypt derives
from the password and the stored record's salt (the first half gives the stored hash:
`storage.password`; the key is never stored). Changing the password (or upgrading its hash)
keeps the earlier keys in the new record, each encrypted with the new key and valid for the
changes up to the one that retired it (`Keys`).

`audit` walks the chain from the link where signatures start (`SIGNING_STARTS`: a new
tournament, or a file upgraded to format 11) and finds:
- an organiser fact (settings and ruleset, the password, players, seating, locks, approvals,
  penalties, the final stage, the audit trail) written, while the tournament had a password,
  in a change without a signature, or (with the password) with a signature that does not
  verify;
- a hand-log entry added to a table while it was locked (approved), in a change the organiser
  did not sign;
- the password taken away, and a hand dated in the future;
- the password's record set in a change that carries no signature made with it (or with the
  key it replaced): the app signs that change, and its signature covers every link before
  it, so a ledger rewritten from its start, without the signatures or with the signatures'
  start moved after a forged fact, is found. The record says it signs that change
  (`password.signs`), bound to the password: a record from before the signatures (renewed on
  the next unlock) gets a note instead.
Without the password, a signature cannot be verified: `audit` counts those changes
(`Audit.unverified`), so `check` can say exactly what it could not verify.

Referee facts (hand-log entries and table results on open tables) are never signed: a referee
station has no organiser password.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from tournament.issue_codes import IssueCode
from tournament.storage import password as passwords
from tournament.storage.digests import CHANGE, FACTS, fact_digest

SIGNING, SIGNATURE = "signing", "signature"
SIGNED = "signed with the organiser password"
# The facts only the organiser writes: a change that writes one must be signed.
ORGANISER_FACTS = frozenset(FACTS) - {"hand_log", "table_states"}
# A hand dated further ahead than this is dated in the future (clocks differ a little).
FUTURE = timedelta(days=1)


def SIGNING_STARTS(how: str) -> tuple[str, str, str]:  # noqa: N802 (a link, named as data)
    """The link after which the organiser's changes are signed."""
    return (SIGNING, f"the organiser's signatures start here ({how})", "")


def signature(key: bytes, prev: str) -> str:
    return hmac.new(key, prev.encode(), hashlib.sha256).hexdigest()


def signature_link(key: bytes, prev: str) -> tuple[str, str, str]:
    """The last link of a signed change, after the link whose hash is `prev`."""
    return (SIGNATURE, SIGNED, signature(key, prev))


# -- keys ---------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Keys:
    """The organiser's key, and the earlier ones (each with the last change it signs)."""

    current: bytes
    ring: tuple[tuple[bytes, int], ...] = ()

    def verifies(self, counter: int, prev: str, digest: str) -> bool:
        """Does `digest` sign change `counter` (after the link `prev`)?"""
        last = max((until for _, until in self.ring), default=0)
        candidates = [key for key, until in self.ring if counter <= until]
        if counter > last or not self.ring:
            candidates.append(self.current)
        return any(hmac.compare_digest(signature(key, prev), digest) for key in candidates)


def _pad(key: bytes, i: int) -> bytes:
    return hmac.new(key, f"riichi-tournament key ring {i}".encode(), hashlib.sha256).digest()


def _xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b, strict=True))


def open_keys(password: str, stored: str | None) -> Keys | None:
    """The organiser's keys from the password and the stored record (None: the password does
    not open it)."""
    if stored is None:
        return None
    key = passwords.derive_key(password, stored)
    if key is None:
        return None
    ring: list[tuple[bytes, int]] = []
    try:
        for i, item in enumerate(json.loads(stored).get("ring", ())):
            ring.append((_xor(bytes.fromhex(item["key"]), _pad(key, i)), int(item["until"])))
    except (ValueError, KeyError, TypeError, AttributeError):
        return None
    return Keys(key, tuple(ring))


def new_record(password: str, old: Keys | None, until: int) -> tuple[str, Keys]:
    """A stored record for `password` (its hash, see `storage.password`) and the keys it
    opens: the earlier keys (`old`) kept, encrypted with the new one, valid for the changes
    up to `until` (the change that replaces them)."""
    record, key = passwords.hash_with_key(password)
    ring = [] if old is None else [*old.ring, (old.current, until)]
    data = json.loads(record)
    data["ring"] = [{"key": _xor(k, _pad(key, i)).hex(), "until": u}
                    for i, (k, u) in enumerate(ring)]
    return json.dumps(data), Keys(key, tuple(ring))


# -- checking -----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Finding:
    code: IssueCode
    item: str
    label: str
    message: str
    variant: str = ""  # what the words of `code` say it as (`words.issues`), when not the code's


@dataclass(frozen=True, slots=True)
class Audit:
    findings: tuple[Finding, ...] = ()
    signed: int = 0  # changes signed (verified when the keys were given)
    unverified: int = 0  # signed changes that could not be verified (no password given)
    since: str | None = None  # when the signatures start (None: no such link)
    notes: tuple[str, ...] = field(default=())


def _null_password() -> str:
    return fact_digest("password", (1, None))


class Ends:
    """Where the ledger's changes end, and which are signed: from the links that mark them
    (their seq and item: a change's own link, the signatures' start, a signature), in order.
    A link belongs to the change the first such mark after it ends; that change is signed
    when the mark is a signature, or is followed at once by one."""

    MARKS = (CHANGE, SIGNING, SIGNATURE)

    def __init__(self, marks: Iterable[tuple[int, str]]) -> None:
        self._seqs: list[int] = []
        self._items: list[str] = []
        for seq, item in marks:
            self._seqs.append(int(seq))
            self._items.append(str(item))

    def signature(self, seq: int) -> int | None:
        """The seq of the signature on the change that holds link `seq` (None: unsigned)."""
        i = bisect_right(self._seqs, seq)
        if i == len(self._seqs):
            return None
        if self._items[i] == SIGNATURE:
            return self._seqs[i]
        after = i + 1
        if after < len(self._seqs) and self._items[after] == SIGNATURE \
                and self._seqs[after] == self._seqs[i] + 1:
            return self._seqs[after]
        return None


def record_findings(links: Sequence[Any], record: tuple[Any, ...] | None,
                    keys: Keys | None) -> tuple[list[Finding], list[str]]:
    """The organiser password's record (`record`: its fact row, None when not read) against the
    ledger (`links`, in order): see `record_link`."""
    if record is None or record[1] is None:
        return [], []
    want = fact_digest("password", record)
    at = next((i for i in range(len(links) - 1, -1, -1)
               if links[i].item == "password:1" and links[i].digest == want), None)
    if at is None:
        return [], []  # (the fact itself does not match its ledger: `chain.verify` says so)
    ends = Ends((x.seq, x.item) for x in links if x.item in Ends.MARKS)
    sig_seq = ends.signature(int(links[at].seq))
    sig = next((x for x in links[at:] if x.seq == sig_seq), None) if sig_seq else None
    return record_link(str(record[1]), links[at], sig,
                       any(x.item == SIGNING for x in links[at:]), keys)


def record_link(record: str, link: Any, sig: Any | None, started_after: bool,
                keys: Keys | None) -> tuple[list[Finding], list[str]]:
    """The organiser password's record against the link that set it (`link`) and the
    signature on that link's change (`sig`, None: unsigned). The app signs the change that
    sets it (with it, or with the key it replaces), and that signature covers every link
    before it: a record set in a change without one means the ledger was rewritten, to pass
    forged facts off as made before the password. The one exception, a record from before the
    signatures (`password.signs` says which, bound to the password) set before the link where
    they start (`started_after`), gets a note: it is renewed at the next unlock."""
    if sig is not None and (keys is None or keys.verifies(int(sig.counter), sig.prev,
                                                         sig.digest)):
        return [], []
    if sig is None and started_after and not passwords.signs(record):
        return [], ["the organiser password was set by an older version, before the "
                    "organiser's signatures began: the ledger before its first signed change "
                    "cannot be told from a rewritten one (the password is renewed at the next "
                    "round approved or unlocked with it)"]
    why = ("its change carries no organiser signature" if sig is None else
           "its change's signature does not match the organiser password")
    return [Finding(IssueCode.UNSIGNED_FACT, link.item, link.label,
                    f"{link.label}: set at change {link.counter} ({_who(link)}), but {why}; "
                    f"the app signs the change that sets it, so the ledger before was "
                    f"rewritten behind the app's back", "rewritten")], []


def unsigned(ends: Ends, start: int, passwords: Sequence[Sequence[Any]],
             organisers: Sequence[tuple[int, str]], hands: Sequence[Sequence[Any]],
             locked: Mapping[int, int], name: Callable[[str], str]) -> list[Finding]:
    """What `audit` finds without the password, from a few of the ledger's links (the quick
    check of a ledger too long to walk whole, `chain.quick`), after the link where the
    signatures start (`start`): the password taken away (`passwords`: its links' seq,
    digest, counter, station and moment, in order); an organiser fact last written, while
    the tournament had a password, in a change that carries no signature (`organisers`: the
    seq and item of each one's latest link; `name` words an item); a hand written to a locked
    table since its lock, in a change that carries no signature (`hands`: table id, seq,
    item, label, counter, station and moment of the hand links after the earliest lock;
    `locked`: table id -> the seq of its lock's link, for the tables locked now)."""
    null = _null_password()
    findings: list[Finding] = []
    had = False
    on: list[bool] = []
    for seq, dig, counter, station, at in passwords:
        now = str(dig) not in ("", null)
        if int(seq) > start and had and not now:
            findings.append(Finding(
                IssueCode.UNSIGNED_FACT, "password:1", "the organiser password",
                f"the organiser password: taken away at change {counter} "
                f"({_where(station, at)}); an organiser password is never removed by the app",
                "taken_away"))
        had = now
        on.append(now)
    seqs = [int(found[0]) for found in passwords]
    for seq, item in organisers:
        before = bisect_right(seqs, seq - 1)
        if seq <= start or before == 0 or not on[before - 1]:
            continue  # (before the signatures start, or with no password then)
        if ends.signature(seq) is None:
            named = name(item)
            findings.append(Finding(
                IssueCode.UNSIGNED_FACT, item, named,
                f"{named}: changed without the organiser password (its change carries no "
                f"organiser signature)"))
    for table, seq, item, label, counter, station, at in hands:
        if seq > start and seq > locked.get(table, seq) and ends.signature(seq) is None:
            findings.append(Finding(
                IssueCode.UNSIGNED_FACT, item, label,
                f"{label}: added at change {counter} ({_where(station, at)}) while its table "
                f"was locked (approved), with no organiser unlock"))
    return findings


def audit(links: Sequence[Any], rows: Mapping[str, Mapping[Any, tuple[Any, ...]]],
          keys: Keys | None, *, now: datetime | None = None) -> Audit:
    """Walk the chain (`links`: `chain.Link`s in order, already checked link by link) with
    the facts as they are now (`rows`: fact -> key -> row) and, when given, the organiser's
    keys. See the module's text for what is found."""
    findings, notes = record_findings(links, rows.get("password", {}).get(1), keys)
    start = next((i for i, link in enumerate(links) if link.item == SIGNING), None)
    if start is None:
        return Audit(tuple(findings), notes=tuple(notes))
    moment = now or datetime.now(UTC)
    tables = rows.get("tables", {})
    locked_digest = {key: fact_digest("tables", (*row[:3], 1)) for key, row in tables.items()}
    hands = rows.get("hand_log", {})
    signed = unverified = 0
    locked: dict[int, bool] = {}
    has_password = False
    null = _null_password()
    # The state before the signatures start: each table's lock, whether a password is set.
    for link in links[:start]:
        _follow(link, locked, locked_digest)
        if link.item == "password:1":
            has_password = link.digest not in ("", null)
    group: list[Any] = []

    def close(group: list[Any], sig: Any | None) -> None:
        nonlocal signed, unverified, has_password
        ok: bool | None = None  # None: not checked (no keys)
        if sig is not None:
            signed += 1
            if keys is None:
                unverified += 1
            else:
                ok = keys.verifies(int(sig.counter), sig.prev, sig.digest)
                if not ok:
                    findings.append(Finding(
                        IssueCode.SIGNATURE_WRONG, sig.item, f"change {sig.counter}",
                        f"change {sig.counter} ({_who(sig)}): its organiser signature does "
                        f"not match the organiser password: made without it, behind the "
                        f"app's back"))
        for link in group:
            fact = link.item.split(":", 1)[0]
            if link.item == "password:1":
                if has_password and link.digest in ("", null):
                    findings.append(Finding(
                        IssueCode.UNSIGNED_FACT, link.item, link.label,
                        f"{link.label}: taken away at change {link.counter} ({_who(link)}); "
                        f"an organiser password is never removed by the app", "taken_away"))
            if fact in ORGANISER_FACTS and has_password and (sig is None or ok is False):
                why = ("its change carries no organiser signature" if sig is None else
                       "its change's signature does not match the organiser password")
                findings.append(Finding(
                    IssueCode.UNSIGNED_FACT, link.item, link.label,
                    f"{link.label}: changed at change {link.counter} ({_who(link)}) without "
                    f"the organiser password ({why})"))
            if fact == "hand_log" and link.digest:
                table = hands.get(_key(link.item), (None, None))[1]
                if table is not None and locked.get(int(table)) and ok is not True \
                        and (sig is None or keys is not None):
                    findings.append(Finding(
                        IssueCode.UNSIGNED_FACT, link.item, link.label,
                        f"{link.label}: added at change {link.counter} ({_who(link)}) while "
                        f"its table was locked (approved), with no organiser unlock"))
            _follow(link, locked, locked_digest)
            if link.item == "password:1":
                has_password = link.digest not in ("", null)

    for link in links[start + 1:]:
        if link.item == SIGNATURE:
            close(group, link)
            group = []
            continue
        if group and group[-1].item == CHANGE:
            close(group, None)
            group = []
        group.append(link)
    close(group, None)
    for key, row in hands.items():
        at = _moment(row[7])
        if at is not None and at > moment + FUTURE:
            findings.append(Finding(IssueCode.FACT_CHANGED, f"hand_log:{key}",
                                    f"hand log entry {key}",
                                    f"hand log entry {key} (table id {row[1]}, entry {row[2]}) "
                                    f"is dated {str(row[7])[:16].replace('T', ' ')} UTC, in "
                                    f"the future: written behind the app's back"))
    return Audit(tuple(findings), signed, unverified, links[start].at, tuple(notes))


def _follow(link: Any, locked: dict[int, bool], locked_digest: Mapping[Any, str]) -> None:
    """A table's lock as this link leaves it."""
    if link.item.startswith("tables:"):
        key = _key(link.item)
        if key in locked_digest:
            locked[int(key)] = link.digest == locked_digest[key]


def _key(item: str) -> Any:
    text = item.split(":", 1)[1] if ":" in item else ""
    return int(text) if text.isdecimal() and text.isascii() else text


def _who(link: Any) -> str:
    return _where(link.station, link.at)


def _where(station: Any, at: Any) -> str:
    where = f"station '{station}'" if station else "no station"
    return f"{where}, {str(at)[:16].replace('T', ' ')} UTC"


def _moment(text: Any) -> datetime | None:
    try:
        found = datetime.fromisoformat(str(text).replace("Z", "+00:00"))
    except ValueError:
        return None
    return found if found.tzinfo is not None else found.replace(tzinfo=UTC)


__all__ = ["ORGANISER_FACTS", "SIGNATURE", "SIGNED", "SIGNING", "SIGNING_STARTS", "Audit",
           "Ends", "Finding", "Keys", "audit", "new_record", "open_keys", "record_findings",
           "record_link", "unsigned",
           "signature_link"]
