"""The organiser password: a salted scrypt hash stored with its parameters (never the text).

Cost: N = 2^17, r = 8, p = 1 (OWASP's minimum for scrypt): 128 MiB and a few tenths of a second
on a laptop, once per unlock. The parameters are stored with each hash, so a hash made with a
lower cost still verifies, and `needs_upgrade` says when it should be replaced (the service
does it on the next successful unlock).

The text is normalised before hashing: Unicode NFC (an "é" typed as one character on one
keyboard and as e + accent on another is the same password) and no trailing line break (a
password read from a file or a pipe often ends with one).
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
                       "salt": salt.hex(), "hash": both[:DKLEN].hex(), "text": "nfc"}), \
        both[DKLEN:]


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
            if hmac.compare_digest(both[:dklen], expected):
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
        return any(hmac.compare_digest(_scrypt(text, salt, n, r, p, dklen), expected)
                   for text in _candidates(password, rec))
    except (ValueError, KeyError, TypeError, OverflowError, MemoryError):
        return False


def needs_upgrade(stored: str) -> bool:
    """Was this hash made with less than today's cost, or from the text as typed?"""
    rec = _record(stored)
    if rec is None:
        return False
    try:
        return (rec.get("text") != "nfc" or int(rec["n"]) < COST["n"]
                or int(rec["r"]) < COST["r"])
    except (ValueError, KeyError, TypeError):
        return True
