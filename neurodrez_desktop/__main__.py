"""``python -m neurodrez_desktop`` is the ``neurodrez`` command."""

import sys

from neurodrez_desktop.cli import main

sys.exit(main())
