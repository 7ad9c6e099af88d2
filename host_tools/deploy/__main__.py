# SPDX-License-Identifier: MIT
"""`python -m host_tools.deploy`: see cli.py."""

import sys

from host_tools.deploy.cli import main

sys.exit(main())
