"""The organiser password: a salted scrypt hash stored with its parameters (never the text)."""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets

# scrypt cost: about 50 ms and 16 MiB on a laptop; the parameters are stored with each hash so
# they can be raised later without breaking old files.
N, R, P, DKLEN = 2**14, 8, 1, 32


def hash_password(password: str) -> str:
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(password.encode("utf-8"), salt=salt, n=N, r=R, p=P, dklen=DKLEN)
    return json.dumps({"algorithm": "scrypt", "n": N, "r": R, "p": P, "dklen": DKLEN,
                       "salt": salt.hex(), "hash": digest.hex()})


def verify_password(password: str, stored: str) -> bool:
    try:
        rec = json.loads(stored)
        if rec.get("algorithm") != "scrypt":
            return False
        digest = hashlib.scrypt(password.encode("utf-8"), salt=bytes.fromhex(rec["salt"]),
                                n=int(rec["n"]), r=int(rec["r"]), p=int(rec["p"]),
                                dklen=int(rec["dklen"]), maxmem=2**26)
    except (ValueError, KeyError, TypeError):
        return False
    return hmac.compare_digest(digest, bytes.fromhex(rec["hash"]))
