"""A log's bytes or file to an `OnlineLog`: gzip undone, the text decoded, the format told
by its first character (XML: mjlog; JSON: tenhou.net/6)."""

from __future__ import annotations

import zlib

from tournament.online_logs.mjlog import read_mjlog
from tournament.online_logs.tenhou6 import read_tenhou6
from tournament.online_logs.values import MAX_LOG_BYTES, LogProblem, OnlineLog

# ---------------------------------------------------------------------------------------------
# Reading bytes


def read_log(data: bytes, name: str = "log") -> OnlineLog:
    """A log from its bytes: gzip or plain, XML or JSON, told apart by their first bytes."""
    if len(data) > MAX_LOG_BYTES:
        raise LogProblem(f"{name}: more than {MAX_LOG_BYTES:,} bytes, too large for a game "
                         "log")
    if data[:2] == b"\x1f\x8b":
        data = _gunzip(data, name)
    text = _decode(data, name)
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.startswith("<"):
        return read_mjlog(stripped, name)
    if stripped.startswith("{"):
        return read_tenhou6(stripped, name)
    raise LogProblem(f"{name}: not a Tenhou log (neither mjlog XML nor tenhou.net/6 JSON)")


def read_log_file(path: str) -> OnlineLog:
    """A log from a file, read no further than the size cap ('-': standard input)."""
    import sys

    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_LOG_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(MAX_LOG_BYTES + 1)
    except OSError as exc:
        raise LogProblem(f"{path}: cannot read the file ({exc.strerror or exc})") from None
    return read_log(data, path)


# A gzip file may hold several members, one after the other, which unpack to their texts
# joined (RFC 1952 §2.2; Python's gzip module and `gunzip` read them all). Tenhou writes one;
# a log joined from pieces has more. Each costs at least 18 bytes, so MAX_LOG_BYTES of them
# would be quick to read anyway, but a log is never in more than a few.
MAX_GZIP_MEMBERS = 1000


def _gunzip(data: bytes, name: str) -> bytes:
    # Decompress in bounded steps: a small gzip bomb must not fill memory. Every member is
    # read (the first alone was read before: a log of two members lost its second), under
    # one limit for all of them together.
    out = b""
    rest = data
    members = 0
    while rest:
        members += 1
        if members > MAX_GZIP_MEMBERS:
            raise LogProblem(f"{name}: the gzip data has more than {MAX_GZIP_MEMBERS:,} "
                             "members")
        inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            out += inflater.decompress(rest, MAX_LOG_BYTES + 1 - len(out))
        except zlib.error:
            raise LogProblem(f"{name}: the gzip data is damaged") from None
        if len(out) > MAX_LOG_BYTES or inflater.unconsumed_tail:
            raise LogProblem(f"{name}: the log unpacks to more than {MAX_LOG_BYTES:,} bytes")
        if not inflater.eof:
            raise LogProblem(f"{name}: the gzip data is cut short")
        rest = inflater.unused_data
        if rest and not rest.startswith(b"\x1f\x8b"):
            if rest.strip(b"\0"):  # (zeros after the last member are padding, as gzip says)
                raise LogProblem(f"{name}: the gzip data is followed by other data")
            rest = b""
    return out


def _decode(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise LogProblem(f"{name}: not UTF-8 text") from None
