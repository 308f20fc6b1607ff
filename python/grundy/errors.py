"""Every code the core names as a subclass of GrundyError: ``except grundy.errors.TooManyValues``."""

from ._errors import CLASSES, GrundyError

globals().update(CLASSES)
__all__ = ["GrundyError", *sorted(CLASSES)]
