from mtgsim.cli import main

raise SystemExit(main())
