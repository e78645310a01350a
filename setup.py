"""The compiled build of the rules engine (``sim``) with mypyc: what ``pip install .`` and a
wheel (``python -m build``) install.

A wheel or a plain ``pip install .`` compiles ``sim`` with mypyc into C extension modules:
the same engine, about twice as fast. An editable install (``pip install -e .``, for working
on the sources) stays pure Python unless asked with ``MTGSIM_COMPILE=1``; ``MTGSIM_COMPILE=0``
never compiles. Everything is built out of the source tree: mypyc's C files in the build's
temporary folder, the modules into the wheel. An editable compiled install puts them in its
own environment (``site-packages/_mtgsim_native/sim``, found by ``sim._build``), so other
environments on the same checkout keep their own build. Any failure (no C compiler, a mypyc
or compiler error) installs the pure engine with a warning instead. ``pip install -v``
shows how far the compiler is.

The compiled modules come with a hash of the sources they were built from
(``_native_sources.py``, generated here beside them); ``sim/_build.py`` imports the sources
instead when they no longer match (an edit since the build) or when ``MTGSIM_PURE=1`` is set.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
#: "1": compile, editable installs too; "0": never; unset: compile wheels, not editable installs
ASKED = os.environ.get("MTGSIM_COMPILE")
#: the folder of an environment's site-packages where an editable compiled install puts the
#: compiled modules (``sim._build.NATIVE_FOLDER``)
NATIVE_FOLDER = "_mtgsim_native"
#: the generated module holding the sources' hash (``sim._build.SOURCES_MODULE``)
SOURCES_MODULE = "_native_sources.py"
def _sibling(name: str) -> Any:
    """The module ``sim/<name>.py`` loaded from its file (importing the package here would
    import the engine)."""
    spec = importlib.util.spec_from_file_location(f"_mtgsim{name}", ROOT / "sim" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sources_hash() -> str:
    """The hash of ``sim``'s sources, as ``sim/_build.py`` computes it."""
    return str(_sibling("_build").sources_hash())


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
            if len(objects) > 1:  # (not each of the modules' one-file stubs)
                print(f"mtgsim: compiled {len(done)} of {len(objects)} C files",
                      file=sys.stderr, flush=True)

        with ThreadPoolExecutor(jobs) as pool:
            list(pool.map(compile_one, objects))
        return list(objects)

    compiler.compile = compile_all


def wants_compiled(asked: str | None, editable: bool) -> bool:
    """Whether this build compiles ``sim``: as ``MTGSIM_COMPILE`` (``asked``) says, and when it
    says nothing, for a wheel but not for an editable install."""
    if not asked:
        return not editable
    return asked != "0"


class optional_build_ext(build_ext):
    """Compiles ``sim`` with mypyc when asked (``wants_compiled``), all or nothing: if any
    compiled module fails to build, none is installed. mypyc runs here, once, rather than
    whenever ``setup.py`` is loaded (pip loads it three times: requirements, metadata,
    build)."""

    native_dir: Path | None = None
    #: the hash of the sources as mypyc read them
    compiled_hash = ""

    def finalize_options(self) -> None:
        editable = bool(getattr(self, "editable_mode", False))  # pip install -e (PEP 660)
        in_place = bool(self.inplace) and not editable  # setup.py build_ext --inplace
        self.set_undefined_options("build", ("build_temp", "build_temp"),
                                   ("build_lib", "build_lib"))
        extensions: list[Any] = []
        if wants_compiled(ASKED, editable or in_place):
            # setuptools' editable wheel: the wheel being built (the install command's
            # install_lib) is what lands in site-packages: build there, not in the sources
            wheel = getattr(self.distribution.get_command_obj("install"), "install_lib", None)
            if editable and wheel is None:
                _warn("an editable compiled install needs setuptools 64 or later")
            else:
                if editable:
                    self.build_lib = os.path.join(wheel, NATIVE_FOLDER)
                self.compiled_hash = sources_hash()
                extensions = mypyc_extensions(self.build_temp)
            if extensions:
                self.native_dir = ROOT / "sim" if in_place else Path(self.build_lib, "sim")
        self.distribution.ext_modules = extensions
        super().finalize_options()
        self.parallel = os.cpu_count() or 1  # (mypyc's ~400 small modules, side by side)
        # (setuptools would copy an editable build's modules into the sources)
        self.inplace = in_place

    def build_extensions(self) -> None:
        parallel_compile(self.compiler, os.cpu_count() or 1)
        super().build_extensions()

    def run(self) -> None:
        if not self.extensions or self.native_dir is None:
            return
        self._drop_stale()
        try:
            super().run()
        except Exception as err:  # a C compiler error (CompileError, LinkError, ...)
            _warn(f"compiling failed ({err})")
            for ext in self.extensions:
                Path(self.get_ext_fullpath(ext.name)).unlink(missing_ok=True)
            self.extensions = []
            return
        (self.native_dir / SOURCES_MODULE).write_text(
            '"""Generated by setup.py: the hash of the sources sim was compiled from."""\n\n'
            f'SHA256 = "{self.compiled_hash}"\n')

    def _drop_stale(self) -> None:
        """Remove the compiled modules an earlier build left beside this one's that this build
        does not make: a module since left interpreted would be packed and shadow its source
        (its stand-in asks the shared library for a module it no longer has)."""
        assert self.native_dir is not None
        made = {Path(self.get_ext_fullpath(ext.name)).resolve() for ext in self.extensions}
        for path in self.native_dir.rglob("*"):
            if path.suffix in (".so", ".pyd") and path.resolve() not in made:
                path.unlink()

    def get_outputs(self) -> list[str]:
        if not self.extensions or self.native_dir is None:
            return []
        return [*super().get_outputs(), str(self.native_dir / SOURCES_MODULE)]


def mypyc_extensions(build_temp: str) -> list[Any]:
    """``sim``'s modules (but the interpreted ones) as mypyc's extensions, their C files
    written under ``build_temp``; none (with a warning) when mypyc is missing or fails."""
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not installed")
        return []
    package = ROOT / "sim"
    interpreted = _sibling("_build_modules").interpreted  # (which stay interpreted, and why)
    paths = sorted(str(p.relative_to(ROOT)) for p in package.rglob("*.py")
                   if not interpreted(p.relative_to(package).as_posix())
                   and p.name != SOURCES_MODULE)
    target = os.path.join(build_temp, "mypyc")
    try:
        # group_name puts the shared library inside the package (sim/_native__mypyc...so)
        extensions = mypycify(paths, group_name="sim._native", opt_level="3", multi_file=True,
                              target_dir=target)
    except (Exception, SystemExit) as err:  # mypyc reports its errors by exiting
        _warn(f"mypyc failed ({err})")
        return []
    for extension in extensions:  # multi_file writes the group's header under target/sim
        extension.include_dirs.append(os.path.join(target, "sim"))
    return extensions


os.chdir(ROOT)  # mypycify takes paths relative to the project
#: setuptools' build folder and metadata, out of the source tree (one per checkout)
OUT = Path(tempfile.gettempdir(), "mtgsim-build-" + hashlib.sha256(bytes(ROOT)).hexdigest()[:12])
OUT.mkdir(parents=True, exist_ok=True)
# a stand-in for the compiled modules, replaced when build_ext is configured: it makes the
# wheel a platform wheel, and build_ext run at all
setup(ext_modules=[] if ASKED == "0" else [Extension("sim._native__mypyc", sources=[])],
      cmdclass={"build_ext": optional_build_ext},
      options={"build": {"build_base": str(OUT / "build")},
               "egg_info": {"egg_base": str(OUT)}})
