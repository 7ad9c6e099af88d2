# SPDX-License-Identifier: MIT
"""Put the console's firmware on a CircuitPython board: `python -m host_tools.deploy`.

Copies firmware/ and the pinned device libraries onto the CIRCUITPY drive (offline, from the
packages in this venv), code.py last, never leaving new libraries with an old code.py or the
reverse; and builds a filesystem UF2 for a blank board (`build-uf2`).
"""
