import json

from tournament.storage.password import hash_password, verify_password


def test_scrypt_hash_is_salted_and_verifies():
    first, second = hash_password("s3cret"), hash_password("s3cret")
    assert first != second  # a random salt each time
    assert '"algorithm": "scrypt"' in first and "s3cret" not in first
    assert verify_password("s3cret", first) and verify_password("s3cret", second)
    assert not verify_password("S3cret", first)
    assert not verify_password("s3cret", "not json")


def test_new_hashes_cost_at_least_owasps_scrypt_minimum():
    # The real cost (the suite lowers it on the imported module): N = 2^17, r = 8 (OWASP). One
    # hash, a few tenths of a second and 128 MiB. A fresh copy of the module has the cost the
    # app ships with.
    import importlib.util

    spec = importlib.util.find_spec("tournament.storage.password")
    assert spec is not None and spec.loader is not None
    password = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(password)
    hash_password = password.hash_password
    verify_password = password.verify_password

    assert password.COST["n"] >= 2**17 and password.COST["r"] >= 8
    stored = hash_password("s3cret")
    rec = json.loads(stored)
    assert (rec["n"], rec["r"], rec["p"]) == (password.COST["n"], password.COST["r"], 1)
    assert verify_password("s3cret", stored) and not password.needs_upgrade(stored)


def test_a_crafted_hash_cannot_demand_gigabytes():
    stored = json.dumps({"algorithm": "scrypt", "n": 2**30, "r": 8, "p": 1, "dklen": 32,
                         "salt": "00" * 16, "hash": "00" * 32, "text": "nfc"})
    assert not verify_password("x", stored)
