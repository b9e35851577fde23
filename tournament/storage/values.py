"""How the storage layer writes values: moments (ISO 8601, UTC, milliseconds, "Z") and JSON
(compact, UTF-8 as is)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any


def now() -> str:
    return iso(datetime.now(UTC))


def iso(moment: datetime) -> str:
    """A moment as stored: ISO 8601, UTC, milliseconds, "Z"."""
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def moment(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(UTC)


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
