"""Write each ```python block of README.md into FOLDER as readme_N.py, for mypy --strict to check in CI."""

import re
import sys
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"
folder = Path(sys.argv[1])
blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.DOTALL)
if not blocks:
    sys.exit(f"no python blocks in {README}")
for number, block in enumerate(blocks):
    (folder / f"readme_{number}.py").write_text(block, encoding="utf-8")
