# SPDX-License-Identifier: MIT
"""The host tools' tests: deploy's host copies of its name maps go to a test's own folder, not
out/names (which spitlog reads by default)."""

import pytest

from host_tools.deploy import shrink


@pytest.fixture(autouse=True)
def _names_host_copies(tmp_path_factory, monkeypatch):
    monkeypatch.setattr(shrink, "HOST_COPIES", tmp_path_factory.mktemp("names"))
