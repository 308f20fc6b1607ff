"""The core's errors as Python exceptions: one class, GrundyError, and a subclass per code the core names
(``grundy.errors.TooManyValues``), so a caller catches either all of them or one kind."""

from __future__ import annotations

import json
from typing import Any, Dict, Optional, Type

from . import _native


class GrundyError(ValueError):
    """A failure the core reports: ``code`` (e.g. "EmptyItem"), ``message`` (its English text, as the CLI and the JS
    API say it), ``details`` (the code with its arguments, ``{"code", "args"}``) and where the text is at fault
    (``line``, ``column``: 1-based, or None)."""

    code: str
    message: str
    details: Dict[str, Any]
    line: Optional[int]
    column: Optional[int]

    def __init__(self, message: str, code: str = "", details: Optional[Dict[str, Any]] = None,
                 line: Optional[int] = None, column: Optional[int] = None) -> None:
        super().__init__(message)
        self.message = message
        self.code = code or type(self).__name__
        self.details = details if details is not None else {"code": self.code, "args": {}}
        self.line = line
        self.column = column

    def __reduce__(self):  # type: ignore[override]
        # Picklable with its fields (a Dask worker's error crosses to the client).
        return (from_core, (self.code, self.message, json.dumps(self.details), self.line, self.column))


# One subclass per code, made from the core's catalog (so a new code needs no change here).
CLASSES: Dict[str, Type[GrundyError]] = {
    code: type(code, (GrundyError,), {"__doc__": english, "__module__": "grundy.errors"})
    for code, english in _native.message_catalog()
}


def from_core(code: str, message: str, details: str, line: Optional[int], column: Optional[int]) -> GrundyError:
    """The exception for a core error (called by the native module)."""
    cls = CLASSES.get(code, GrundyError)
    return cls(message, code, json.loads(details), line, column)
