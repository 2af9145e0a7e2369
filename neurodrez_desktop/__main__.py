"""``python -m neurodrez_desktop`` is the ``neurodrez`` command."""

import multiprocessing
import sys

from neurodrez_desktop.cli import main

if __name__ == "__main__":  # not when a worker process imports this module
    multiprocessing.freeze_support()
    sys.exit(main())
