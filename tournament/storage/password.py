"""The organiser password: a salted scrypt hash stored with its parameters (never the text).

Cost: N = 2^17, r = 8, p = 1 (OWASP's minimum for scrypt): 128 MiB and a few tenths of a second
on a laptop, once per unlock. The parameters are stored with each hash, so a hash made with a
lower cost still verifies, and `needs_upgrade` says when it should be replaced (the service
does it on the next successful unlock).

The text is normalised before hashing: Unicode NFC (an "é" typed as one character on one
keyboard and as e + accent on another is the same password) and no trailing line break (a
password read from a file or a pipe often ends with one).

A record made since the organiser's signatures began says so (`signs`), and its hash is keyed
with that mark: whoever holds the file can neither take the mark off (to pass a rewritten
ledger off as one from before the signatures) nor put it on. A record without it is replaced
on the next unlock too.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import unicodedata
from typing import Any

# The cost of new hashes. Tests lower it (a module attribute, read at each call).
COST = {"n": 2**17, "r": 8, "p": 1}
DKLEN = 32
# The organiser's key: the bytes scrypt derives after the hash (`derive_key`).
KEY_LEN = 32
# A stored hash whose parameters would need more memory than this is refused (a crafted file
# must not make the app allocate gigabytes).
MAX_MEMORY = 2**30
# What a record that signs (`signs`) keys its hash with.
SIGNS_MARK = b"riichi-tournament: this password signs the change that set it"


def normalise(password: str) -> str:
    return unicodedata.normalize("NFC", password).rstrip("\r\n")


def _scrypt(text: str, salt: bytes, n: int, r: int, p: int, dklen: int) -> bytes:
    memory = 128 * r * n * p
    if memory > MAX_MEMORY:
        raise ValueError("scrypt parameters beyond the memory limit")
    return hashlib.scrypt(text.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=dklen,
                          maxmem=memory + 2**20)


def hash_password(password: str) -> str:
    return hash_with_key(password)[0]


def hash_with_key(password: str) -> tuple[str, bytes]:
    """A stored record of `password` and the organiser's key it opens (`derive_key`)."""
    salt = secrets.token_bytes(16)
    n, r, p = COST["n"], COST["r"], COST["p"]
    both = _scrypt(normalise(password), salt, n, r, p, DKLEN + KEY_LEN)
    return json.dumps({"algorithm": "scrypt", "n": n, "r": r, "p": p, "dklen": DKLEN,
                       "salt": salt.hex(), "hash": _signing(both[:DKLEN]).hex(),
                       "text": "nfc", "signs": 1}), both[DKLEN:]


def signs(stored: str | None) -> bool:
    """Does this record say it signs the change that set it (`storage.signing`)? Every record
    made since the organiser's signatures began does. What it says is bound to the password:
    a record whose mark was added or taken away no longer opens with it (`_matches`)."""
    rec = _record(stored) if stored is not None else None
    return rec is not None and _marked(rec)


def _marked(rec: dict[str, Any]) -> bool:
    return rec.get("signs") == 1 and rec.get("text") == "nfc"


def _signing(first: bytes) -> bytes:
    """The stored hash of a record that signs: the scrypt hash keyed with the mark, so that
    the mark cannot be taken off (nor put on) a record without the password."""
    return hmac.new(first, SIGNS_MARK, hashlib.sha256).digest()[:len(first)]


def _matches(rec: dict[str, Any], first: bytes, expected: bytes) -> bool:
    return hmac.compare_digest(_signing(first) if _marked(rec) else first, expected)


def derive_key(password: str, stored: str) -> bytes | None:
    """The organiser's key (`storage.signing`): the 32 bytes scrypt derives after the
    stored hash, from the same password, salt and cost; never stored, so the file alone does
    not give it. None when `password` does not match the stored hash."""
    rec = _record(stored)
    if rec is None:
        return None
    try:
        salt, expected = bytes.fromhex(rec["salt"]), bytes.fromhex(rec["hash"])
        n, r, p, dklen = (int(rec[k]) for k in ("n", "r", "p", "dklen"))
        for text in _candidates(password, rec):
            both = _scrypt(text, salt, n, r, p, dklen + KEY_LEN)
            if _matches(rec, both[:dklen], expected):
                return both[dklen:]
    except (ValueError, KeyError, TypeError, OverflowError, MemoryError):
        return None
    return None


def _record(stored: str) -> dict[str, Any] | None:
    try:
        rec = json.loads(stored)
    except ValueError:
        return None
    return rec if isinstance(rec, dict) and rec.get("algorithm") == "scrypt" else None


def _candidates(password: str, rec: dict[str, Any]) -> list[str]:
    if rec.get("text") == "nfc":
        return [normalise(password)]
    # A hash made before the text was normalised was made from it as typed, on whatever
    # keyboard (composed or decomposed accents) and perhaps with a line break read along.
    nfc = normalise(password)
    nfd = unicodedata.normalize("NFD", nfc)
    return list(dict.fromkeys([password, nfc, nfd, nfc + "\n", nfd + "\n"]))


def verify_password(password: str, stored: str) -> bool:
    rec = _record(stored)
    if rec is None:
        return False
    try:
        salt, expected = bytes.fromhex(rec["salt"]), bytes.fromhex(rec["hash"])
        n, r, p, dklen = (int(rec[k]) for k in ("n", "r", "p", "dklen"))
        return any(_matches(rec, _scrypt(text, salt, n, r, p, dklen), expected)
                   for text in _candidates(password, rec))
    except (ValueError, KeyError, TypeError, OverflowError, MemoryError):
        return False


def needs_upgrade(stored: str) -> bool:
    """Was this hash made with less than today's cost, from the text as typed, or before
    records signed the change that set them (`signs`)?"""
    rec = _record(stored)
    if rec is None:
        return False
    try:
        return (not _marked(rec) or int(rec["n"]) < COST["n"]
                or int(rec["r"]) < COST["r"])
    except (ValueError, KeyError, TypeError):
        return True
