"""Hypothesis runs derandomized in CI (the CI environment variable is set there): a red CI
then always reproduces, and a run never fails by the luck of the draw. Locally it explores
new examples each run."""

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

import sim

settings.register_profile("ci", derandomize=True, database=None, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")

# No test reads or writes the user's imported cards (cards.lookup): the whole run gets an
# empty data directory of its own and no MTGSIM_CARDS; tests that import use their own.
os.environ["MTGSIM_DATA_DIR"] = tempfile.mkdtemp(prefix="mtgsim-test-data-")
os.environ.pop("MTGSIM_CARDS", None)


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A test's own empty data directory (``MTGSIM_DATA_DIR``), and no ``MTGSIM_CARDS``."""
    path = tmp_path / "data"
    monkeypatch.setenv("MTGSIM_DATA_DIR", str(path))
    monkeypatch.delenv("MTGSIM_CARDS", raising=False)
    return path


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked ``pure_engine`` break the engine on purpose by monkeypatching its
    functions, to show a check catches it; the compiled engine (``sim.COMPILED``) calls its
    own functions directly, never the patched names, so they run only on the pure engine
    (CI runs the suite both ways: ``.ci/run``). Tests marked ``sources_check`` check the
    source files (the import contract, module sizes, the grammar's conflicts, what mypyc
    would compile): the same on both builds, so they run once, on the pure build."""
    if not sim.COMPILED:
        return
    skip = pytest.mark.skip(reason="patches the engine's functions, which the compiled build "
                            "does not look up; runs with MTGSIM_PURE=1")
    once = pytest.mark.skip(reason="a check of the sources, the same on both builds: the "
                            "pure build's run checks them")
    for item in items:
        if "pure_engine" in item.keywords:
            item.add_marker(skip)
        elif "sources_check" in item.keywords:
            item.add_marker(once)
