"""Optional extras: heavy libraries imported only when a feature asks for them.

``require("matplotlib", "plot", "--plot")`` returns the module, or raises ``MissingExtraError``
(a ``MtgsimError``: exit 2 on the command line) saying which extra installs it.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from sim.model.errors import MtgsimError

#: extra name -> what it installs (pyproject.toml's optional dependencies)
EXTRAS = {"plot": "matplotlib", "parquet": "pyarrow", "dask": "dask[distributed]"}


class MissingExtraError(MtgsimError):
    """A feature needs a library of an optional extra that is not installed."""


def require(module: str, extra: str, feature: str) -> ModuleType:
    """Import ``module`` for ``feature``, or say how to install it."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise MissingExtraError(
            f"{feature} needs {EXTRAS.get(extra, module)}, which is not installed: "
            f"pip install 'mtgsim[{extra}]'") from None
