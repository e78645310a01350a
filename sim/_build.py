"""Which ``sim`` runs: the modules compiled by mypyc (``setup.py``: a wheel, ``pip install .``,
or ``MTGSIM_COMPILE=1 pip install -e .``) or the Python sources. Imported by
``sim/__init__.py`` before any other module of the package, and never compiled itself.

The compiled modules sit beside the sources in an installed wheel; an editable compiled
install keeps them in its environment's ``site-packages/_mtgsim_native/sim``
(``NATIVE_FOLDER``), out of the source tree, and a finder (``NativeFirst``) loads them from
there ahead of the sources."""

import hashlib
import importlib
import importlib.machinery
import os
import sys
import warnings
from collections.abc import Callable
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
#: where an editable compiled install puts the compiled modules, in a ``sys.path`` folder
NATIVE_FOLDER = "_mtgsim_native"
#: the module ``setup.py`` generates, holding the hash of the sources it compiled
SOURCES_MODULE = "_native_sources"


def sources_hash(package: Path = PACKAGE) -> str:
    """The SHA-256 of ``package``'s sources (its sub-packages' too), computed as ``setup.py``
    does at a build."""
    digest = hashlib.sha256()
    for path in sorted(package.rglob("*.py")):
        if path.stem != SOURCES_MODULE:
            name = path.relative_to(package).as_posix()
            digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def native_dir(package: Path = PACKAGE, path: list[str] = sys.path) -> Path:
    """The folder holding ``package``'s compiled modules: the package itself (a wheel, or an
    older in-place build) when they are there, else the first ``NATIVE_FOLDER/sim`` on
    ``path`` that holds them (an editable compiled install), else the package."""
    if any(package.glob("_native__mypyc*")):
        return package
    for entry in path:
        folder = Path(entry or ".", NATIVE_FOLDER, package.name)
        if any(folder.glob("_native__mypyc*")):
            return folder
    return package


def recorded_hash() -> str | None:
    """The hash of the sources the compiled modules were built from (``setup.py`` compiles it
    into them), or None when there is none."""
    try:
        return str(importlib.import_module(f"sim.{SOURCES_MODULE}").SHA256)
    except (ImportError, AttributeError):
        return None


def use_compiled(package: Path, pure: bool,
                 recorded: Callable[[], str | None] = recorded_hash,
                 native: Path | None = None) -> bool:
    """Whether ``package``'s compiled modules (in ``native``, by default the package itself)
    are used: they exist, the pure engine is not asked for (``pure``: ``MTGSIM_PURE``), and
    they were compiled from the sources as they are now (``recorded()``: their hash then,
    only looked up when the rest holds); an edit since the build would otherwise go unseen,
    so then the sources run, with a warning."""
    if pure or not any((native or package).glob("_native__mypyc*")):
        return False
    built = recorded()
    if built is None:
        return False
    if sources_hash(package) != built:
        warnings.warn("mtgsim: sim's sources changed since they were compiled; running them "
                      "as pure Python (rebuild: pip install ., or MTGSIM_COMPILE=1 pip "
                      "install -e .)",
                      RuntimeWarning, stacklevel=2)
        return False
    return True


class SourceOnly:
    """A finder ahead of the standard ones that looks for ``sim``'s modules (in any of its
    sub-packages) among the Python sources only, so that compiled modules beside them are
    never loaded."""

    finders: dict[Path, importlib.machinery.FileFinder] = {}
    loaders: tuple[tuple[type, list[str]], ...] = (
        (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES),)

    @classmethod
    def folder(cls) -> Path:
        """Where the modules are looked for."""
        return PACKAGE

    @classmethod
    def find_spec(cls, name: str, path: object = None,
                  target: object = None) -> importlib.machinery.ModuleSpec | None:
        if not name.startswith("sim."):
            return None
        folder = cls.folder().joinpath(*name.split(".")[1:-1])
        finder = cls.finders.get(folder)
        if finder is None:
            finder = cls.finders[folder] = importlib.machinery.FileFinder(str(folder),
                                                                         *cls.loaders)
        return finder.find_spec(name)


class NativeFirst(SourceOnly):
    """A finder ahead of the standard ones that loads ``sim``'s compiled modules (and the hash
    module beside them) from an editable compiled install's folder (``NATIVE``), so that
    they run although the package's sources are elsewhere; the packages themselves are the
    sources'."""

    finders: dict[Path, importlib.machinery.FileFinder] = {}
    loaders = ((importlib.machinery.ExtensionFileLoader, importlib.machinery.EXTENSION_SUFFIXES),
               *SourceOnly.loaders)

    @classmethod
    def folder(cls) -> Path:
        return NATIVE

    @classmethod
    def find_spec(cls, name: str, path: object = None,
                  target: object = None) -> importlib.machinery.ModuleSpec | None:
        spec = super().find_spec(name, path, target)
        return None if spec is None or spec.submodule_search_locations is not None else spec


#: whether the engine runs compiled (mypyc) or as pure Python; ``BUILD`` says it in words
NATIVE = native_dir()
if NATIVE != PACKAGE:
    sys.meta_path.insert(0, NativeFirst)  # (recorded_hash imports the hash module from there)
COMPILED = use_compiled(PACKAGE, os.environ.get("MTGSIM_PURE", "") not in ("", "0"),
                        native=NATIVE)
BUILD = "compiled (mypyc)" if COMPILED else "pure Python"
if not COMPILED:
    if NATIVE != PACKAGE:
        sys.meta_path.remove(NativeFirst)
    sys.meta_path.insert(0, SourceOnly)

__all__ = ["BUILD", "COMPILED", "NATIVE", "native_dir", "recorded_hash", "sources_hash",
           "use_compiled"]
