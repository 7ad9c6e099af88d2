# SPDX-License-Identifier: MIT
"""The emulated Pico: the real firmware on CircuitPython 10.2.1 inside rp2040js (``python -m
host_tools.pico``). ``run.py`` builds the drive and drives a run, ``emulator.mjs`` is the board,
``report.py`` turns what the board said into figures. See docs/PICO.md."""
