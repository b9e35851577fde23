"""The standalone app's GUI program (dist-tools/riichi-tournament.spec): `riichi-tournament`."""

import sys

from ui.app import main

sys.exit(main())
