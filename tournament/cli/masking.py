"""Passwords never shown: of a `--db` URL, of the environment, of an option's value; in a
message, a command line or a traceback the error log keeps."""

from __future__ import annotations

import os
import re
from collections.abc import Sequence

# Where the commands take the organiser password from (else they ask for it).
PASSWORD_ENV = "RIICHI_TOURNAMENT_PASSWORD"
# Where `settings --password` takes a new password from when it changes one.
NEW_PASSWORD_ENV = "RIICHI_TOURNAMENT_NEW_PASSWORD"

# "user:password@" in a URL, with its scheme or without (as someone may type a --db URL);
# the password is group 2.
_URL_PASSWORD = re.compile(r"(://[^:/@\s'\"]*|(?:^|(?<=[\s=,'\"(]))[^:/@\s'\"]+)"
                           r":(?!//)([^@\s'\"]*)@")
# `new --password` is a flag (the password comes from the environment or is asked), but a
# password typed after it, or given as --password=..., is never repeated.
_PASSWORD_VALUE = re.compile(r"(--password[= ])[^\s'\"-][^\s'\"]*")


def _masked_url(text: str) -> str:
    return _URL_PASSWORD.sub(r"\1:***@", text)


def masked(text: str, secrets: Sequence[str] = ()) -> str:
    """`text` (a command line, a message, a traceback) without any password: those of URLs
    (`postgresql://user:***@host/db`), and wherever they appear the organiser's and the
    database's from the environment and `secrets` (e.g. a command line's URL passwords)."""
    text = _PASSWORD_VALUE.sub(r"\1***", _masked_url(text))
    found = [os.environ.get(PASSWORD_ENV), os.environ.get(NEW_PASSWORD_ENV),
             os.environ.get("PGPASSWORD"), *secrets]
    for secret in sorted({s for s in found if s}, key=len, reverse=True):
        if len(secret) >= 3:  # (shorter: it would blank out ordinary words)
            text = text.replace(secret, "***")
    return text


def argv_secrets(argv: Sequence[str]) -> list[str]:
    """The passwords a command line holds: of its URLs (as typed and decoded), and the
    values of password options."""
    from urllib.parse import unquote

    found: list[str] = []
    for i, token in enumerate(argv):
        name, sep, value = token.partition("=")
        if name == "--password":
            found.append(value if sep else _value_after(argv, i))
        for match in _URL_PASSWORD.finditer(token):
            found += [match.group(2), unquote(match.group(2))]
    return [s for s in found if s]


def _value_after(argv: Sequence[str], i: int) -> str:
    after = argv[i + 1] if i + 1 < len(argv) else ""
    return "" if after.startswith("-") else after


def masked_argv(argv: Sequence[str]) -> str:
    """A command line as the error log keeps it: no password of a URL, of the
    environment, or given as an option's value."""
    secrets = argv_secrets(argv)
    shown: list[str] = []
    hide = False
    for i, token in enumerate(argv):
        if hide:
            shown.append("***")
            hide = False
            continue
        name, sep, _ = token.partition("=")
        if name == "--password":
            shown.append(f"{name}=***" if sep else token)
            hide = not sep and _value_after(argv, i) != ""
            continue
        shown.append(masked(token, secrets))
    return " ".join(shown)
