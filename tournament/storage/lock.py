"""A lock so that two app instances never open the same tournament file.

An OS lock (flock / msvcrt.locking) on "<file>.lock" next to the tournament: the operating
system drops it when the process ends, even on kill -9 or a power cut, so there is never a stale
lock to clear by hand. The lock file holds who has it, for the message the second instance
shows. It is left in place on close (deleting it would race with an instance opening it).
"""

from __future__ import annotations

import os
import socket
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

from tournament.storage.errors import FileInUse, StoreError


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


class FileLock:
    def __init__(self, path: Path):
        self.target = path
        self.path = lock_path(path)
        self._handle: IO[str] | None = None
        self.created = False

    def acquire(self) -> None:
        self.created = not self.path.exists()
        try:
            handle = self.path.open("a+", encoding="utf-8")
        except OSError as exc:
            raise StoreError(f"{self.target} cannot be opened for writing: its folder does not "
                             f"allow a lock file ({exc.strerror}); copy the file to a folder "
                             f"you can write to") from None
        try:
            _lock(handle)
        except OSError:
            handle.seek(0)
            try:
                holder = handle.read().strip()
            except OSError:
                holder = ""
            handle.close()
            raise FileInUse(
                f"{self.target} is already open in another riichi-tournament window or "
                f"command{f' ({holder})' if holder else ''}; close it there first") from None
        handle.seek(0)
        handle.truncate()
        handle.write(f"pid {os.getpid()} on {socket.gethostname()} since "
                     f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC\n")
        handle.flush()
        self._handle = handle

    def release(self, remove: bool = False) -> None:
        if self._handle is None:
            return
        handle, self._handle = self._handle, None
        try:
            handle.seek(0)
            handle.truncate()
        except OSError:
            pass
        _unlock(handle)
        handle.close()
        if remove:
            self.path.unlink(missing_ok=True)

    @property
    def held(self) -> bool:
        return self._handle is not None


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(handle: IO[str]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(handle: IO[str]) -> None:
        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
else:
    import fcntl

    def _lock(handle: IO[str]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(handle: IO[str]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
