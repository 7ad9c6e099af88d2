# SPDX-License-Identifier: MIT
"""Every path and module the docs name exists: a newcomer who follows a name finds it.

Scans docs/*.md and README.md for repository paths (``firmware/...``, ``tests/...``,
``spit/...`` under firmware/lib, a drive's ``lib/spit/...`` and its ``.mpy``) and dotted names
(``spit.console.flow.app.App``: the module, and the first name after it defined at its top).
Not scanned: docs/FIGURES.md (generated from bench/results.json: its names are figure keys) and
the recipe's blocks in ARCHITECTURE.md's "Adding a screen" (the files it tells you to make).
"""

import ast
import pathlib
import re

import pytest

REPO = pathlib.Path(__file__).resolve().parents[1]
LIB = REPO / "firmware" / "lib"
DOCS = sorted(p for p in (REPO / "docs").glob("*.md") if p.name != "FIGURES.md")
DOCS.append(REPO / "README.md")
FILES = {"nvm", "txt", "bin", "uf2", "mpy", "py", "png", "toml", "json", "md", "svg"}
# a file (with its extension) or a folder (with its slash): "the spit/centre pile" is no path
PATH = re.compile(
    r"(?<![\w/.-])((?:firmware|host_tools|tests|docs|frozen|bench|hardware|lib/spit|spit)/"
    r"[\w/.-]*(?:\.\w+|/))"
)
DOTTED = re.compile(r"(?<![\w./])spit(?:\.\w+)+")


def text_of(doc):
    text = doc.read_text(encoding="utf-8")
    if doc.name == "ARCHITECTURE.md":  # the recipe's files are the ones it has you make
        start = text.index("## Adding a screen")
        end = text.index("\n## ", start + 3)
        text = text[:start] + re.sub(r"```.*?```", "", text[start:end], flags=re.S) + text[end:]
    return text


def module_file(dotted):
    path = LIB.joinpath(*dotted.split("."))
    for candidate in (path / "__init__.py", path.with_suffix(".py")):
        if candidate.exists():
            return candidate
    return None


def top_names(path):
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
    return names


def missing_module_names(text):
    out = []
    for dotted in sorted(set(DOTTED.findall(text))):
        parts = dotted.split(".")
        if parts[-1] in FILES:
            continue  # a file's name (spit.nvm), not a module's
        k = len(parts)
        while k and module_file(".".join(parts[:k])) is None:
            k -= 1
        found = module_file(".".join(parts[:k]))
        name = parts[k] if k < len(parts) else None
        if name is None:
            continue
        names = top_names(found)
        if name.endswith("_") and any(n.startswith(name) for n in names):
            continue  # a family of names: spit.E_*
        if name not in names:
            out.append(dotted)
    return out


def missing_paths(text):
    out = []
    for path in sorted(set(PATH.findall(text))):
        mine = [REPO / path, LIB / path, REPO / "firmware" / path]
        if path.endswith(".mpy"):  # a drive's compiled module: its source
            mine += [REPO / "firmware" / (path[:-4] + ".py")]
        if not any(p.exists() for p in mine):
            out.append(path)
    return out


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_path_and_module_a_doc_names_exists(doc):
    text = text_of(doc)
    assert missing_paths(text) == []
    assert missing_module_names(text) == []


def test_a_name_that_is_not_there_is_found():
    text = "see `spit.console.flow.nowhere` and `spit.console.flow.app.Nothing` in spit/nowhere.py"
    assert missing_module_names(text) == [
        "spit.console.flow.app.Nothing",
        "spit.console.flow.nowhere",
    ]
    assert missing_paths(text) == ["spit/nowhere.py"]
