"""The house rules, checked rather than hoped for: the import contract of pyproject.toml
(``lint-imports``: mtgsim over ai and cards over sim; sim's layers model < text < legality <
rules < variants < engine < io < testing; cards reads sim only through its model and its
Oracle compiler; mtgsim's library never imports its command line, and its experiments'
harness and batch kernel no experiment), no import cycle at all, small modules and classes,
unique names, ``py.typed`` shipped — and a deliberately added back-import is caught.
(Docstrings on every public definition are ruff's ``D1`` rules.)"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from architecture import PACKAGES, import_cycles, shared_names, too_big

ROOT = Path(__file__).resolve().parent.parent
LINT = Path(sys.executable).with_name("lint-imports")


def lint(root: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` on the packages under ``root`` (with the repository's contract)."""
    return subprocess.run([str(LINT), "--config", str(ROOT / "pyproject.toml"), "--no-cache"],
                          cwd=root, capture_output=True, text=True,
                          env={"PYTHONPATH": str(root), "PATH": ""})


@pytest.mark.sources_check
def test_the_import_contract_is_kept() -> None:
    done = lint(ROOT)
    assert done.returncode == 0 and "0 broken" in done.stdout, done.stdout + done.stderr


@pytest.mark.sources_check
def test_there_is_no_import_cycle() -> None:
    assert import_cycles() == []


@pytest.mark.sources_check
def test_modules_and_classes_stay_small() -> None:
    assert too_big(ROOT) == []


@pytest.mark.sources_check
def test_module_and_public_class_names_are_unique() -> None:
    assert shared_names(ROOT) == []


def test_every_package_ships_its_types() -> None:
    """``py.typed`` (PEP 561): the strict typing reaches the users of each package."""
    assert all((ROOT / package / "py.typed").is_file() for package in PACKAGES)


@pytest.fixture(scope="module")
def broken(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the packages where the model imports the engine: a back-import."""
    root = tmp_path_factory.mktemp("broken")
    for package in PACKAGES:
        shutil.copytree(ROOT / package, root / package,
                        ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    errors = root / "sim" / "model" / "errors.py"
    errors.write_text(errors.read_text() + "\n\ndef _late() -> None:\n"
                      "    import sim.engine.core  # noqa: F401\n")
    return root


@pytest.mark.sources_check
def test_a_back_import_breaks_the_contract(broken: Path) -> None:
    done = lint(broken)
    assert done.returncode != 0
    assert "sim's layers import only the layers below them BROKEN" in done.stdout


@pytest.mark.sources_check
def test_a_back_import_makes_a_cycle(broken: Path) -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tests" / "architecture.py"), str(broken)],
                          capture_output=True, text=True, check=True)
    cycles = json.loads(done.stdout)
    assert any("sim.model.errors" in c and "sim.engine.core" in c for c in cycles)
