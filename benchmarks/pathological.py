"""Parse time on pathological inputs at growing sizes: time per unit should stay flat (linear growth).

    python benchmarks/pathological.py [--scale 1.0]

Prints one row per input kind and size, with the time, the time per unit, and the growth against the
smallest size (a linear parser shows growth close to the size ratio).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import podcat

PLAY = "Play Episode Listen Later"
KINDS: dict[str, tuple[str, Callable[[int], str]]] = {
    "colons and digits": ("chars", lambda n: (PLAY + " " + "1:" * (n // 2) + "\n") + "12:" * (n // 3)),
    "play lines, no titles": ("lines", lambda n: f"{PLAY} Aug 4, 2024 16:33\n" * n),
    "title-like lines": ("lines", lambda n: "".join(f"Episode title {i}\n" for i in range(n)) + f"x\n{PLAY}\n"),
    "one long line": ("chars", lambda n: "Follow " + "x: 12 https://a.b/ " * (n // 19) + "\n" + PLAY),
    "blocks without blanks": ("lines", lambda n: f"t\n{PLAY} Aug 4, 2024 1:00\nd\n" * (n // 3)),
    "play words mid-line": ("chars", lambda n: f"t\n{PLAY} Aug 4, 2024 1:00\nx " + f"{PLAY} " * (n // 26) + "\n"),
    "regular blocks": ("lines", lambda n: f"t\n\n{PLAY} Aug 4, 2024 1:00\n\nd\n\n" * (n // 6)),
}
BASE_SIZES = {"chars": 1_250_000, "lines": 75_000}


def _time(text: str) -> float:
    best = float("inf")
    for _ in range(2):
        start = time.perf_counter()
        podcat.parse(text)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("--scale", type=float, default=1.0, help="multiply every size (0.1 for a smoke run)")
    scale = options.parse_args().scale
    print(f"{'input':<24}{'size':>12} {'unit':<6}{'seconds':>9}{'µs/unit':>10}{'growth':>8}{'size x':>8}")
    for name, (unit, make) in KINDS.items():
        base = max(int(BASE_SIZES[unit] * scale), 10)
        first = 0.0
        for factor in (1, 2, 4):
            size = base * factor
            seconds = _time(make(size))
            first = first or seconds
            print(f"{name:<24}{size:>12,} {unit:<6}{seconds:>9.3f}{seconds / size * 1e6:>10.3f}"
                  f"{seconds / first:>8.2f}{factor:>8}")


if __name__ == "__main__":
    main()
