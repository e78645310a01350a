"""The choice between the engine compiled with mypyc and its Python sources (``sim._build``)."""

from __future__ import annotations

import importlib.machinery
from pathlib import Path

import pytest

import sim
import sim.state
from sim._build import recorded_hash, sources_hash, use_compiled


def package(tmp_path: Path, compiled: bool = True) -> Path:
    """A package folder with two sources and, if ``compiled``, a (dummy) compiled library."""
    (tmp_path / "a.py").write_text("x = 1\n")
    (tmp_path / "b.py").write_text("y = 2\n")
    if compiled:
        (tmp_path / "_native__mypyc.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    return tmp_path


def test_compiled_modules_are_used_only_when_built_from_these_sources(tmp_path: Path) -> None:
    folder = package(tmp_path)
    built = sources_hash(folder)
    assert use_compiled(folder, built, pure=False)
    assert not use_compiled(folder, built, pure=True)  # MTGSIM_PURE
    assert not use_compiled(folder, None, pure=False)  # nothing recorded
    (folder / "b.py").write_text("y = 3\n")  # an edit since the build
    with pytest.warns(RuntimeWarning, match="changed since they were compiled"):
        assert not use_compiled(folder, built, pure=False)


def test_no_compiled_library_means_the_sources(tmp_path: Path) -> None:
    folder = package(tmp_path, compiled=False)
    assert not use_compiled(folder, sources_hash(folder), pure=False)


def test_the_hash_covers_every_source_but_the_generated_one(tmp_path: Path) -> None:
    folder = package(tmp_path)
    before = sources_hash(folder)
    (folder / "_native_sources.py").write_text('SHA256 = "whatever"\n')
    assert sources_hash(folder) == before
    (folder / "c.py").write_text("")
    assert sources_hash(folder) != before


def test_the_running_engine_is_the_one_announced() -> None:
    """``sim.COMPILED`` says which modules were imported: the compiled ones from this very
    source tree, or the sources, even when compiled modules lie beside them (CI runs the
    suite both ways: ``MTGSIM_PURE=1`` with the compiled build installed)."""
    loaded_compiled = sim.state.__file__ is not None and sim.state.__file__.endswith(
        tuple(importlib.machinery.EXTENSION_SUFFIXES))
    assert loaded_compiled == sim.COMPILED
    assert ("compiled (mypyc)" if sim.COMPILED else "pure Python") == sim.BUILD
    if sim.COMPILED:
        assert recorded_hash() == sources_hash()
