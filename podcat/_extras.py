"""Optional extras: their absence is one `MissingExtraError` that names the ``pip install`` to run."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from podcat._errors import MissingExtraError

__all__ = ["needs_extra"]


@contextmanager
def needs_extra(extra: str, package: str, what: str) -> Iterator[None]:
    """Turn a failed import of ``package`` inside the block into a `MissingExtraError` naming ``extra``."""
    try:
        yield
    except ModuleNotFoundError as error:
        if error.name is None or error.name.partition(".")[0] != package:  # another module: a real bug, not ours
            raise
        raise MissingExtraError(extra, f"{what} need {package}: pip install 'podcat[{extra}]'") from None
