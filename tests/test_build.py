"""The choice between the engine compiled with mypyc and its Python sources (``sim._build``)."""

from __future__ import annotations

import ast
import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import sim
import sim.model.board
from sim._build import (
    NATIVE_FOLDER,
    NativeFirst,
    native_dir,
    recorded_hash,
    sources_hash,
    use_compiled,
)
from sim._build_modules import interpreted

ROOT = Path(__file__).resolve().parent.parent


def package(tmp_path: Path, compiled: bool = True) -> Path:
    """A package folder with two sources and, if ``compiled``, a (dummy) compiled library."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "a.py").write_text("x = 1\n")
    (tmp_path / "b.py").write_text("y = 2\n")
    if compiled:
        (tmp_path / "_native__mypyc.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    return tmp_path


def test_compiled_modules_are_used_only_when_built_from_these_sources(tmp_path: Path) -> None:
    folder = package(tmp_path)
    built = sources_hash(folder)
    asked: list[int] = []

    def recorded() -> str:
        asked.append(1)
        return built

    assert use_compiled(folder, False, recorded)
    assert not use_compiled(folder, True, recorded)  # MTGSIM_PURE: not even looked up
    assert len(asked) == 1
    assert not use_compiled(folder, False, lambda: None)  # nothing recorded
    (folder / "b.py").write_text("y = 3\n")  # an edit since the build
    with pytest.warns(RuntimeWarning, match="changed since they were compiled"):
        assert not use_compiled(folder, False, recorded)


def test_no_compiled_library_means_the_sources(tmp_path: Path) -> None:
    folder = package(tmp_path, compiled=False)
    assert not use_compiled(folder, False, lambda: sources_hash(folder))


def test_the_hash_covers_every_source_but_the_generated_one(tmp_path: Path) -> None:
    folder = package(tmp_path)
    before = sources_hash(folder)
    (folder / "_native_sources.py").write_text('SHA256 = "whatever"\n')
    assert sources_hash(folder) == before
    (folder / "c.py").write_text("")
    assert sources_hash(folder) != before


def test_an_editable_compiled_install_keeps_its_modules_in_its_own_environment(
        tmp_path: Path) -> None:
    """The compiled modules of an editable install live in that environment's
    ``site-packages/_mtgsim_native/sim``, not beside the sources: found on ``sys.path``, used
    when they match the sources; another environment on the same sources runs them pure."""
    sources = package(tmp_path / "src", compiled=False)
    site = tmp_path / "site-packages"
    native = package(site / NATIVE_FOLDER / "src")  # (named as the package folder)
    assert native_dir(sources, [str(tmp_path / "elsewhere"), str(site)]) == native
    assert native_dir(sources, [str(tmp_path / "elsewhere")]) == sources  # another environment
    built = sources_hash(sources)
    assert use_compiled(sources, False, lambda: built, native=native)
    assert not use_compiled(sources, False, lambda: built)  # none beside the sources
    in_place = package(tmp_path / "older", compiled=True)  # a wheel, or an in-place build
    assert native_dir(in_place, [str(site)]) == in_place


def test_the_native_finder_loads_modules_only_from_the_native_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``NativeFirst`` finds ``sim``'s modules in the native folder (the recorded hash there),
    and leaves packages, other modules and other projects to the standard finders."""
    native = tmp_path / "sim"
    (native / "model").mkdir(parents=True)
    (native / "_native_sources.py").write_text('SHA256 = "x"\n')
    monkeypatch.setattr("sim._build.NATIVE", native)
    monkeypatch.setattr(NativeFirst, "finders", {})
    spec = NativeFirst.find_spec("sim._native_sources")
    assert spec is not None and spec.origin == str(native / "_native_sources.py")
    assert NativeFirst.find_spec("sim.model") is None  # a package: the sources' own
    assert NativeFirst.find_spec("sim.model.board") is None  # not compiled there
    assert NativeFirst.find_spec("numpy") is None


def _setup_function(name: str) -> object:
    """A function of ``setup.py``, defined alone (importing it would build)."""
    tree = ast.parse((ROOT / "setup.py").read_text())
    node = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == name)
    namespace: dict[str, object] = {}
    exec(compile(ast.Module([node], []), "setup.py", "exec"), namespace)
    return namespace[name]


def test_a_wheel_is_compiled_and_an_editable_install_only_when_asked() -> None:
    wants = _setup_function("wants_compiled")
    assert callable(wants)
    assert wants(None, False) and wants("", False)  # pip install . / python -m build
    assert not wants(None, True) and not wants("", True)  # pip install -e .
    assert wants("1", True) and wants("1", False)  # MTGSIM_COMPILE=1
    assert not wants("0", False) and not wants("0", True)  # MTGSIM_COMPILE=0


def test_the_running_engine_is_the_one_announced() -> None:
    """``sim.COMPILED`` says which modules were imported: the compiled ones from this very
    source tree, or the sources, even when compiled modules lie beside them (CI runs the
    suite both ways: ``MTGSIM_PURE=1`` with the compiled build installed)."""
    loaded_compiled = sim.model.board.__file__ is not None and sim.model.board.__file__.endswith(
        tuple(importlib.machinery.EXTENSION_SUFFIXES))
    assert loaded_compiled == sim.COMPILED
    assert ("compiled (mypyc)" if sim.COMPILED else "pure Python") == sim.BUILD
    if sim.COMPILED:
        assert recorded_hash() == sources_hash()


def _class_bases() -> list[tuple[str, str, str, str]]:
    """Every class of ``sim`` whose base is a class another module of ``sim`` defines: (its
    module's path, its name, the base's module's path, the base's name)."""
    package = ROOT / "sim"
    found = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text())
        imported = {alias.asname or alias.name: node.module
                    for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                    and node.module and node.module.startswith("sim.")
                    for alias in node.names}
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                found += [(path.relative_to(package).as_posix(), node.name,
                           imported[base.id].removeprefix("sim.").replace(".", "/") + ".py",
                           base.id)
                          for base in node.bases
                          if isinstance(base, ast.Name) and base.id in imported]
    return found


def test_a_compiled_class_and_its_bases_are_compiled_alike() -> None:
    """mypyc compiles a class of a compiled module as a native class: its bases must be
    compiled too, and an interpreted class cannot subclass it (a ``TypeError`` as the module
    is imported). So the build compiles or interprets each class together with its bases from
    other modules of ``sim`` (``sim._build_modules``)."""
    pairs = _class_bases()
    apart = [f"{module}:{name}({base_module}:{base})" for module, name, base_module, base in pairs
             if interpreted(module) != interpreted(base_module)
             and not base_module.endswith("__init__.py")]
    assert pairs and apart == []


def test_every_grammar_transformer_module_is_left_interpreted() -> None:
    """Each base of the grammar's transformer (``sim.text.grammar.Build``) subclasses lark's
    ``Transformer``, which mypyc cannot compile: one compiled base makes ``Build`` impossible
    ("multiple bases have instance lay-out conflict" as the wheel's engine is imported), so
    setup.py must leave its module interpreted."""
    from sim.text.grammar import Build
    modules = {base.__module__ for base in [Build, *Build.__mro__[1:]]
               if base.__module__.startswith("sim.")}
    missing = sorted(m for m in modules
                     if not interpreted(m.removeprefix("sim.").replace(".", "/") + ".py"))
    assert modules and missing == []


def _compared_by_identity_when_compiled() -> list[str]:
    """The comparisons of the compiled modules that mypyc would compile to ``is``: ``==`` or
    ``!=`` between two values whose static type is one attrs class of a compiled module (or
    tuples of them), and ``in``/``not in`` a tuple or list display of such values. mypyc
    (mypy 2.4, ``LowLevelIRBuilder.translate_eq_cmp``) compares two instances of a class of
    its compilation by identity when that class's body defines no ``__eq__`` — and an attrs
    class's ``__eq__`` is made by attrs at run time, unseen: ``Filter(...) == ANY`` was False
    compiled, True in Python. Found with mypy's own type map of ``sim``."""
    from mypy import build
    from mypy.modulefinder import BuildSource
    from mypy.nodes import ComparisonExpr, ListExpr, TupleExpr
    from mypy.options import Options
    from mypy.types import Instance, TupleType, get_proper_type
    from mypy.types import Type as MypyType

    options = Options()
    options.export_types = options.preserve_asts = True
    options.incremental = False
    paths = sorted((ROOT / "sim").rglob("*.py"))
    names = {_module_name(p): p for p in paths}
    sources = [BuildSource(str(p), name) for name, p in names.items()]
    result = build.build(sources, options)

    def compiled(module: str) -> bool:
        path = names.get(module)
        if path is None:
            return False
        return not interpreted(path.relative_to(ROOT / "sim").as_posix())

    def risky(typ: MypyType | None) -> bool:
        proper = get_proper_type(typ) if typ is not None else None
        if isinstance(proper, Instance):
            module = proper.type.module_name
            return compiled(module) and "attrs" in proper.type.metadata
        return isinstance(proper, TupleType) and any(risky(t) for t in proper.items)

    found = []
    for expr in result.types:
        if not isinstance(expr, ComparisonExpr):
            continue
        for op, left, right in zip(expr.operators, expr.operands, expr.operands[1:],
                                   strict=False):
            if not risky(result.types.get(left)):
                continue
            if op in ("==", "!=") and risky(result.types.get(right)) or \
                    op in ("in", "not in") and isinstance(right, TupleExpr | ListExpr) and \
                    any(risky(result.types.get(item)) for item in right.items):
                where = [f"{p.relative_to(ROOT)}:{expr.line}" for p in paths  # (the type
                         if op in _line(p, expr.line)]                         # map keeps no file)
                found.append(f"{' or '.join(where)}: {op} on {result.types.get(left)}")
    return found


def _module_name(path: Path) -> str:
    """The dotted name of the module at ``path`` (a file of ``sim``)."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _line(path: Path, number: int) -> str:
    lines = path.read_text().splitlines()
    return lines[number - 1] if 0 < number <= len(lines) else ""


@pytest.mark.sources_check  # (it type-checks all of sim with mypy: minutes)
def test_no_attrs_values_are_compared_by_identity_once_compiled() -> None:
    assert _compared_by_identity_when_compiled() == []


def test_the_compiled_engine_plays_as_the_python_sources() -> None:
    """The same random boards (tricks included) and random games from random decks, every
    decision random, end in the same positions and events on the compiled engine and on its
    Python sources (a ``MTGSIM_PURE=1`` process): the compiled build is a fast path of the
    sources, checked against them. On the pure build, both sides are the sources."""
    import build_probe

    here = build_probe.hashes(40, 6)
    done = subprocess.run([sys.executable, "build_probe.py", "40", "6"], cwd=ROOT / "tests",
                          env={**os.environ, "MTGSIM_PURE": "1"}, capture_output=True,
                          text=True, check=True)
    assert json.loads(done.stdout) == here
