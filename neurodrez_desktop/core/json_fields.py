"""Reading fields of a state's JSON with a clear error naming the field."""

from __future__ import annotations

from typing import Any

from neurodrez_desktop.core.errors import MalformedStateError


def required(obj: dict[str, Any], name: str, kind: type) -> Any:
    """``obj[name]``, which must exist and be a ``kind`` (a bool is not an int here)."""
    if name not in obj:
        raise MalformedStateError(f"missing field {name!r}")
    value = obj[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise MalformedStateError(f"{name} must be of type {kind.__name__}")
    return value
