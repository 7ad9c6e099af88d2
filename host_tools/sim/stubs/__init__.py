# SPDX-License-Identifier: MIT
"""Host stand-ins for CircuitPython modules, installed into sys.modules by host_tools.sim."""
