"""Scripts that use podcat type-check: podcat's types reach a script outside the repository (py.typed is shipped)."""

from __future__ import annotations

import subprocess
import sys
import sysconfig
from pathlib import Path

from tests.conftest import REPO

# A user's script: its types come from podcat's annotations, and a mistake in it is found.
SCRIPT = """\
import podcat

catalog = podcat.load("show.txt")
reveal_type(catalog.show)
reveal_type(catalog.between("2015").longer_than(3600)[0].duration)
count: str = len(catalog)
"""


def test_a_script_outside_the_repository_finds_podcats_types(tmp_path: Path) -> None:
    """Install podcat as the README's ``pip install .`` does, into a fresh environment whose other packages come
    from this one (attrs, dateutil), and type-check a script in a folder of its own with mypy."""
    environment = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", environment], check=True)
    python = environment / "bin" / "python"
    site = Path(subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    install = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", site, REPO]
    subprocess.run(install, check=True, capture_output=True, cwd=tmp_path)
    assert (site / "podcat" / "py.typed").is_file()
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    user = tmp_path / "user"
    user.mkdir()
    (user / "script.py").write_text(SCRIPT, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--python-executable", python, "--cache-dir", tmp_path / "cache",
         "script.py"],
        capture_output=True, text=True, cwd=user, check=False,
    )
    assert done.stdout.splitlines() == [
        'script.py:4: note: Revealed type is "podcat._models.Show | None"',
        'script.py:5: note: Revealed type is "datetime.timedelta | None"',
        'script.py:6: error: Incompatible types in assignment (expression has type "int", variable has type "str")  '
        "[assignment]",
        "Found 1 error in 1 file (checked 1 source file)",
    ]
