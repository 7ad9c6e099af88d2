# SPDX-License-Identifier: MIT
"""docs/ARCHITECTURE.md's "Adding a screen", done as written, in a copy of the tree.

Each code block of the recipe names where it goes on its first line: ``# PATH`` (a new file, the
block), or ``# PATH, after TEXT`` (the block's lines go after the first line that begins with
TEXT). The copy then runs the layout test and the new page's own test: a recipe that leaves a
step out (a layout line, a table line, the title's row) or a page that does not work fails here.
"""

import os
import pathlib
import re
import shutil
import subprocess
import sys

REPO = pathlib.Path(__file__).resolve().parents[1]
DOC = REPO / "docs" / "ARCHITECTURE.md"
TREE = ("firmware", "tests", "host_tools", "docs", "pyproject.toml")


def recipe():
    """(path, after, text) for each block of the section, in order."""
    doc = DOC.read_text(encoding="utf-8")
    start = doc.index("## Adding a screen")
    section = doc[start : doc.index("\n## ", start + 3)]
    steps = []
    for block in re.findall(r"```[a-z]*\n(.*?)```", section, re.S):
        head, _, body = block.partition("\n")
        where = re.fullmatch(r"# (\S+)(?:, after (.+))?", head.strip())
        if where:
            steps.append((where.group(1), where.group(2), body))
    return steps


def follow(root, steps):
    for path, after, text in steps:
        target = root / path
        if after is None:
            assert not target.exists(), path
            target.write_text(text, encoding="utf-8")
            continue
        lines = target.read_text(encoding="utf-8").split("\n")
        at = next(i for i, line in enumerate(lines) if line.strip().startswith(after))
        lines[at + 1 : at + 1] = text.rstrip("\n").split("\n")
        target.write_text("\n".join(lines), encoding="utf-8")


def test_the_recipe_names_a_module_a_table_line_a_row_and_a_test():
    paths = [path for path, _, _ in recipe()]
    assert paths == [
        "firmware/lib/spit/console/flow/screens/credits.py",  # the one new module
        "firmware/lib/spit/console/flow/screens/__init__.py",  # its line in the table
        "firmware/lib/spit/console/flow/menu.py",  # its words on the title
        "tests/console/test_credits.py",  # its test
    ]


def test_a_page_added_as_the_doc_says_passes_the_layout_test_and_its_own(tmp_path):
    root = tmp_path / "tree"
    skip = shutil.ignore_patterns("__pycache__", ".pytest_cache", "*.pyc")
    for name in TREE:
        source = REPO / name
        if source.is_dir():
            shutil.copytree(source, root / name, ignore=skip)
        else:
            shutil.copy2(source, root / name)
    follow(root, recipe())
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider",
         "tests/test_layout.py", "tests/console/test_credits.py"],
        cwd=root, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "passed" in done.stdout and "failed" not in done.stdout
