"""One lock per tournament file, whatever path it is opened by.

The lock is an operating-system lock on the database file itself, so a hard link, a symlink or
another spelling of the path meets the same lock (a lock named after the path would not). It
is taken on one byte of SQLite's lock-byte page (at 1 GiB), past the bytes SQLite locks for its
own transactions and on a page SQLite never stores data in, so the two never interfere:

- Linux: an open-file-description lock (F_OFD_SETLK): held by this open file, so it also
  refuses a second opening inside the same process, and closing another descriptor of the
  file (SQLite does) never drops it;
- other POSIX systems: a POSIX record lock, plus a table of the files this process holds (a
  POSIX lock does not refuse its own process);
- Windows: a byte-range lock (msvcrt.locking) on the same byte.

The operating system drops the lock when the process ends, even on kill -9 or a power cut, so
there is never a stale lock to clear by hand. A writer takes it exclusive; a read-only opening
(a read-only medium, a backup) takes it shared, so readers never meet a writer.

Who holds a file, for the message a second instance shows, is written beside the file as
"<file>.lock" (symlinks resolved) and in a small registry keyed by the file's identity in the
temporary folder (which finds the holder through a hard link too). Both are information only:
a missing or stale one never blocks anything.
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
from datetime import UTC, datetime
from pathlib import Path

from tournament.storage.errors import FileInUse, StoreError

# SQLite's PENDING_BYTE is 0x40000000; it locks that byte and the 511 after it.
LOCK_OFFSET = 0x40000000 + 0x300

# Files this process holds: identity -> number of shared holders, or -1 when exclusive.
_HELD: dict[tuple[int, int], int] = {}
_HELD_GUARD = threading.Lock()


def host_name() -> str:
    """This computer's name (a station's default name, and who holds a file):
    `socket.gethostname()`, which on POSIX is the kernel's node name, read here without
    loading the socket module."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket

    return socket.gethostname()


def lock_path(path: Path) -> Path:
    """The information file beside a tournament: who has it open."""
    path = Path(path)
    return path.with_name(path.name + ".lock")


def _registry(identity: tuple[int, int]) -> Path:
    return Path(tempfile.gettempdir()) / "riichi-tournament-locks" / f"{identity[0]}-{identity[1]}"


class FileLock:
    def __init__(self, path: Path, shared: bool = False):
        self.target = Path(path)
        self.shared = shared
        self._fd: int | None = None
        self._identity: tuple[int, int] | None = None
        self._written: list[tuple[Path, str]] = []

    @property
    def path(self) -> Path:
        """The information file beside the tournament (symlinks resolved)."""
        return lock_path(Path(os.path.realpath(self.target)))

    def acquire(self) -> None:
        try:
            fd = os.open(self.target, (os.O_RDONLY if self.shared else os.O_RDWR)
                         | getattr(os, "O_BINARY", 0))
        except OSError as exc:
            raise StoreError(f"{self.target} cannot be opened ({exc.strerror})") from None
        try:
            info = os.fstat(fd)
            identity = (info.st_dev, info.st_ino)
            with _HELD_GUARD:
                count = _HELD.get(identity, 0)
                if count < 0 or (count > 0 and not self.shared):
                    raise self._in_use(identity)
                try:
                    _lock(fd, self.shared)
                except OSError:
                    raise self._in_use(identity) from None
                _HELD[identity] = -1 if not self.shared else count + 1
        except BaseException:
            os.close(fd)
            raise
        self._fd, self._identity = fd, identity

    def announce(self) -> None:
        """Write who holds the file (after the checks: a refused file gets no lock file)."""
        if self._identity is None:
            return
        text = (f"{'read-only, ' if self.shared else ''}pid {os.getpid()} on "
                f"{host_name()} since {datetime.now(UTC):%Y-%m-%d %H:%M} UTC")
        places = [_registry(self._identity)]
        if not self.shared:
            places.append(self.path)
        for place in places:
            try:
                place.parent.mkdir(mode=0o1777, exist_ok=True)
                place.write_bytes(f"{text}\n".encode())
                self._written.append((place, text))
            except OSError:
                pass  # information only: a folder we cannot write to is fine

    def _in_use(self, identity: tuple[int, int]) -> FileInUse:
        holder = ""
        for place in (_registry(identity), self.path):
            try:
                holder = place.read_bytes().decode("utf-8").strip()
            except (OSError, UnicodeDecodeError):
                continue
            if holder:
                break
        holder = "".join(c if c.isprintable() else "?" for c in holder)[:200]
        return FileInUse(
            f"{self.target} is already open in another riichi-tournament window or "
            f"command{f' ({holder})' if holder else ''}; close it there first")

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        for place, text in self._written:
            try:
                if place.read_bytes().decode("utf-8", "replace").strip() == text:
                    place.unlink()
            except OSError:
                pass
        self._written = []
        with _HELD_GUARD:
            identity = self._identity
            assert identity is not None
            count = _HELD.get(identity, 0)
            if count > 1:
                _HELD[identity] = count - 1
            else:
                _HELD.pop(identity, None)
            _unlock(fd)
            os.close(fd)

    @property
    def held(self) -> bool:
        return self._fd is not None


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(fd: int, shared: bool) -> None:
        # Windows byte-range locks are exclusive only: two read-only openers meet too.
        os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        try:
            os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
else:
    import fcntl
    import struct

    # struct flock with 64-bit offsets (the layout F_OFD_SETLK takes on Linux): two shorts
    # (type, whence), the start and the length, the pid, in the platform's alignment and
    # padded to its size (32 bytes on x86-64 and arm64).
    _FLOCK = struct.Struct("@hhqqi0q")

    _OFD = getattr(fcntl, "F_OFD_SETLK", None) if sys.platform.startswith("linux") else None

    def _ofd(fd: int, kind: int) -> bool:
        """An open-file-description lock; False where the kernel has none."""
        assert _OFD is not None
        request = _FLOCK.pack(kind, os.SEEK_SET, LOCK_OFFSET, 1, 0)
        try:
            fcntl.fcntl(fd, _OFD, request)
        except OSError as exc:
            if exc.errno == 22:  # EINVAL: a kernel before 3.15
                return False
            raise
        return True

    def _lock(fd: int, shared: bool) -> None:
        kind = fcntl.F_RDLCK if shared else fcntl.F_WRLCK
        if _OFD is not None and _ofd(fd, kind):
            return
        fcntl.lockf(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB, 1,
                    LOCK_OFFSET, os.SEEK_SET)

    def _unlock(fd: int) -> None:
        try:
            if _OFD is not None and _ofd(fd, fcntl.F_UNLCK):
                return
            fcntl.lockf(fd, fcntl.LOCK_UN, 1, LOCK_OFFSET, os.SEEK_SET)
        except OSError:
            pass
