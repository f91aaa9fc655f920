"""``python -m podcat``."""

import sys

from podcat.cli import main

sys.exit(main())
