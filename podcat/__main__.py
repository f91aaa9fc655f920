"""``python -m podcat``."""

import sys

from podcat._cli import main

sys.exit(main())
