"""The optional compiled build of the rules engine (``sim``) with mypyc.

``MTGSIM_COMPILE=1 pip install -e .`` (or ``pip install .``) compiles ``sim`` with mypyc into
C extension modules beside its sources: the same engine, about twice as fast. Without the
variable nothing is compiled and ``sim`` is plain Python. The build asks for mypy only when
compiling (``setup_requires``, which setuptools' build backend hands to pip as build
requirements), and any failure (no C compiler, a mypyc or compiler error) installs the pure
engine with a warning instead.

The compiled modules record a hash of ``sim``'s sources (``sim/_native_sources.py``, generated
here and compiled with them); ``sim/__init__.py`` imports the sources instead when they no
longer match (an edit since the build) or when ``MTGSIM_PURE=1`` is set.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
COMPILE = os.environ.get("MTGSIM_COMPILE", "") not in ("", "0")
#: the mypy whose mypyc compiles ``sim``, and what mypy reads while type-checking it
BUILD_REQUIRES = ["mypy==2.4.1", "attrs>=23.1", "numpy>=1.24", "mypy_extensions>=1.0",
                  "lark>=1.2"]
#: the generated module holding the sources' hash (not in git; ``sim._build.SOURCES_MODULE``)
SOURCES_MODULE = "_native_sources.py"
#: modules left interpreted (paths in ``sim``): every package's ``__init__`` and ``_build``
#: (they choose compiled or pure, and re-export); the attrs classes with a ``ClassVar``
#: ``kind`` (mypyc turns those annotations into attrs fields); the exceptions (pickled through
#: ``__dict__`` by the Monte Carlo workers); the conformance checker (an ``AssertionError``
#: subclass: the whole ``testing`` package); the Oracle grammar's transformer
#: (``sim.text.grammar`` and its ``*_rules`` modules subclass lark's ``Transformer``, which
#: mypyc cannot compile)
INTERPRETED = {"_build.py", "model/events.py", "model/actions.py", "variants/puzzle_quest.py",
               "model/errors.py", "testing/", "text/grammar.py", "text/static_rules.py",
               "text/effect_rules.py", "text/ability_rules.py", "text/cda_rules.py",
               "text/subject_rules.py", "text/hand_rules.py",
               "text/move_rules.py", "text/cast_rules.py",
               "text/library_rules.py", "text/trigger_rules.py",
               "text/player_trigger_rules.py",
               "text/designation_rules.py", "text/copy_rules.py", "text/mana_rules.py",
               "text/game_end_rules.py",
               "text/mana_rider_rules.py",
               "text/replacement_rules.py", "text/prevention_rules.py",
               "text/cost_part_rules.py", "text/keyword_rules.py",
               "text/exile_play_rules.py", "text/transform_rules.py", "text/speed_rules.py",
               "text/split_rules.py",
               "text/counter_rules.py", "text/animate_rules.py",
               "text/stack_target_rules.py", "text/target_phrases.py",
               "text/damage_rules.py", "text/role_rules.py", "text/token_rules.py",
               "text/static_condition_rules.py",
               "text/fight_rules.py",
               "text/may_rules.py", "text/control_rules.py", "text/where_x_rules.py",
               "text/combat_trigger_rules.py",
               "text/zone_trigger_rules.py", "text/life_trigger_rules.py",
               "text/counter_trigger_rules.py",
               "text/combat_event_rules.py", "text/graveyard_trigger_rules.py",
               "text/cast_or_enters_rules.py", "text/crew_trigger_rules.py",
               "text/unless_rules.py",
               "text/search_rules.py", "text/duration_rules.py",
               "text/top_look_rules.py", "text/dig_count_rules.py",
               "text/top_if_rules.py", "text/peek_rules.py", "text/top_play_rules.py",
               "text/hand_look_rules.py", "model/hand_verbs.py",
               "text/restriction_rules.py",
               "text/impulse_rules.py", "text/object_count_rules.py",
               "text/count_quality_rules.py", "text/evasion_now_rules.py",
               "text/combat_param_rules.py",
               "text/pump_rules.py",
               "text/value_target_rules.py",
               "text/draw_rules.py",
               "text/spell_value_rules.py", "text/tribe_rules.py",
               "text/enter_counter_rules.py"}


def interpreted(relative: str) -> bool:
    """Whether the module at ``relative`` (a path in ``sim``) stays interpreted."""
    return relative.endswith("__init__.py") or relative in INTERPRETED or any(
        relative.startswith(folder) for folder in INTERPRETED if folder.endswith("/"))


def sources_hash() -> str:
    """The hash of ``sim``'s sources, as ``sim/_build.py`` computes it (loaded from its file:
    importing the package here would import the engine)."""
    spec = importlib.util.spec_from_file_location("_mtgsim_build", ROOT / "sim" / "_build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return str(module.sources_hash())


def _warn(message: str) -> None:
    print(f"mtgsim: {message}; sim stays pure Python", file=sys.stderr)


def parallel_compile(compiler: Any, jobs: int) -> None:
    """Make ``compiler`` (a distutils C compiler) compile an extension's C files side by side,
    ``jobs`` at a time, and say how far it is; distutils compiles them one after the other.
    mypyc's ``multi_file`` output has one C file per module: compiled on two cores this
    takes about 4 minutes, where the single 80 MB translation unit took 13."""
    from concurrent.futures import ThreadPoolExecutor

    def compile_all(sources: list[str], output_dir: str | None = None, macros: Any = None,
                    include_dirs: Any = None, debug: bool = False, extra_preargs: Any = None,
                    extra_postargs: Any = None, depends: Any = None) -> list[str]:
        macros, objects, extra, pp_opts, build = compiler._setup_compile(
            output_dir, macros, include_dirs, sources, depends, extra_postargs)
        cc_args = compiler._get_cc_args(pp_opts, debug, extra_preargs)
        done = []

        def compile_one(obj: str) -> None:
            source, ext = build[obj]
            compiler._compile(obj, source, ext, cc_args, extra, pp_opts)
            done.append(obj)
            print(f"mtgsim: compiled {len(done)} of {len(objects)} C files", file=sys.stderr,
                  flush=True)

        with ThreadPoolExecutor(jobs) as pool:
            list(pool.map(compile_one, objects))
        return list(objects)

    compiler.compile = compile_all


class optional_build_ext(build_ext):
    """All or nothing: if any compiled module fails to build, none is installed."""

    def build_extensions(self) -> None:
        parallel_compile(self.compiler, os.cpu_count() or 1)
        super().build_extensions()

    def run(self) -> None:
        try:
            super().run()
        except Exception as err:  # a C compiler error (CompileError, LinkError, ...)
            _warn(f"compiling failed ({err})")
            for ext in self.extensions:
                path = Path(self.get_ext_fullpath(ext.name))
                if self.inplace:
                    path = ROOT / self.get_ext_filename(ext.name)
                path.unlink(missing_ok=True)
            self.extensions = []

    def get_outputs(self) -> list[str]:
        return super().get_outputs() if self.extensions else []


def ext_modules() -> list[Any]:
    if not COMPILE:
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:  # (also while setuptools asks for the build requirements, which pip
        _warn("mypyc is not installed")  # then installs before building: not shown)
        return []
    package = ROOT / "sim"
    (package / SOURCES_MODULE).write_text(
        '"""Generated by setup.py: the hash of the sources sim was compiled from."""\n\n'
        f'SHA256 = "{sources_hash()}"\n')
    paths = sorted(str(p.relative_to(ROOT)) for p in package.rglob("*.py")
                   if not interpreted(p.relative_to(package).as_posix()))
    try:
        # group_name puts the shared library inside the package (sim/_native__mypyc...so),
        # where an editable install's finder sees it
        extensions = mypycify(paths, group_name="sim._native", opt_level="3", multi_file=True)
    except (Exception, SystemExit) as err:  # mypyc reports its errors by exiting
        _warn(f"mypyc failed ({err})")
        return []
    for extension in extensions:  # multi_file writes the group's header under build/sim
        extension.include_dirs.append(os.path.join("build", "sim"))
    return extensions


os.chdir(ROOT)  # mypycify takes paths relative to the project
setup(ext_modules=ext_modules(), cmdclass={"build_ext": optional_build_ext},
      setup_requires=BUILD_REQUIRES if COMPILE else [])
