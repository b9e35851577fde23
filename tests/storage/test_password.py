from tournament.storage.password import hash_password, verify_password


def test_scrypt_hash_is_salted_and_verifies():
    first, second = hash_password("s3cret"), hash_password("s3cret")
    assert first != second  # a random salt each time
    assert '"algorithm": "scrypt"' in first and "s3cret" not in first
    assert verify_password("s3cret", first) and verify_password("s3cret", second)
    assert not verify_password("S3cret", first)
    assert not verify_password("s3cret", "not json")
