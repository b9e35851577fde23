"""The standalone app's console program (dist-tools/riichi-tournament.spec):
`riichi-tournament-cli`, the headless tools and `print`."""

import sys

from ui.cli import main

sys.exit(main())
