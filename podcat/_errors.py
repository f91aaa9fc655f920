"""podcat's exceptions: one small hierarchy rooted in ``ValueError``."""

from __future__ import annotations

__all__ = [
    "DateParseError",
    "DurationParseError",
    "FeedError",
    "ListingParseError",
    "MissingExtraError",
    "PodcatError",
]


class PodcatError(ValueError):
    """Base class of every error podcat raises on bad input."""


class DurationParseError(PodcatError):
    """A text is not a duration podcat can read; ``text`` holds it."""

    def __init__(self, text: str, reason: str = "not a duration") -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"{reason}: {_clip(text)!r}")


class DateParseError(PodcatError):
    """A text is not a complete calendar date; ``text`` holds it."""

    def __init__(self, text: str, reason: str = "not a date") -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"{reason}: {_clip(text)!r}")


class ListingParseError(PodcatError):
    """A listing (or feed) could not be read as its layout requires.

    Like tomli's ``TOMLDecodeError``, it keeps ``msg``, ``lineno`` and ``colno`` as attributes,
    plus the offending line's ``text`` and the ``path`` it came from, when known.
    """

    def __init__(
        self,
        msg: str,
        *,
        lineno: int | None = None,
        colno: int | None = None,
        text: str = "",
        path: str | None = None,
    ) -> None:
        self.msg = msg
        self.lineno = lineno
        self.colno = colno
        self.text = text
        self.path = path
        where = ""
        if lineno is not None:
            where = f" (at line {lineno}" + (f", column {colno})" if colno is not None else ")")
        super().__init__(msg + where)


class FeedError(PodcatError):
    """A feed could not be generated or read safely."""


class MissingExtraError(ImportError):
    """An optional extra podcat needs for this is not installed; ``extra`` names it (``arrow``, ``plot``), and the
    message is the one line to run."""

    def __init__(self, extra: str, message: str) -> None:
        self.extra = extra
        super().__init__(message)


def _clip(text: str, limit: int = 80) -> str:
    """Keep error messages one readable line even for megabyte inputs."""
    return text if len(text) <= limit else text[:limit] + "…"
