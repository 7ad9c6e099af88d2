# SPDX-License-Identifier: MIT
"""`python -m host_tools.spitlog`: see cli.py."""

import sys

from host_tools.spitlog.cli import main

sys.exit(main())
