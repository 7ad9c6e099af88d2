# SPDX-License-Identifier: MIT
"""The console's own firmware: CircuitPython with spit frozen in, plus CIRCUITPY (make firmware)."""
