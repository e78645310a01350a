"""``python -m mtgsim``: the command line (``mtgsim.cli.main``)."""

from mtgsim.cli import main

raise SystemExit(main())
