"""`python -m tournament ...`: see tournament/cli/."""

import sys

from tournament.cli import main

if __name__ == "__main__":
    sys.exit(main())
