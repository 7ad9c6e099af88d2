"""Whole games through the buttons in each language (tests/console/driver.py): every press
judged as in English, the refusals' lines read in the console's language."""

import pytest
from driver import drive, judge


@pytest.mark.parametrize("language", ["de", "it", "fr", "lb"])
def test_a_whole_game_in_each_language_keeps_every_promise(language):
    driver, run = drive("cpu_b", 4, language=language)
    assert driver.done, "the game did not come back to the title"
    assert run.app.stats.settings.language == ["en", "de", "it", "fr", "lb"].index(language)
    assert len(driver.typed) > 80
    assert judge(driver, run) == []
