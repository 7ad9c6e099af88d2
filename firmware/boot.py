# SPDX-License-Identifier: MIT
"""Runs once at power-up, before USB comes up: a second serial port for the event log."""

import usb_cdc

# console = the REPL for people; data = the machine-readable event log (docs/LOG.md)
usb_cdc.enable(console=True, data=True)
