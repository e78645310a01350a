"""The shape of the code, checked: import cycles (with grimp, the graph library import-linter is
built on), module and class sizes, unique names. ``tests/test_architecture.py`` runs these on
the repository; run as a script (``python tests/architecture.py ROOT``) it prints the import
cycles of the packages found under ``ROOT`` as JSON, so a copy of the tree can be checked
too."""

from __future__ import annotations

import ast
import json
import sys
from collections.abc import Iterable
from pathlib import Path

#: the packages of the project
PACKAGES = ("sim", "cards", "ai", "mtgsim")
#: the most lines a module may have, and a class (its field declarations, a data table, not
#: counted)
MODULE_LINES = 800
CLASS_LINES = 300


def import_cycles(packages: Iterable[str] = PACKAGES) -> list[list[str]]:
    """Every import cycle among the modules of ``packages``, as the sorted modules of each
    strongly connected component of the import graph: imports inside functions and under
    ``TYPE_CHECKING`` included (grimp counts every import statement)."""
    import grimp

    graph = grimp.build_graph(*packages, include_external_packages=False, cache_dir=None)
    modules = sorted(graph.modules)
    edges = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []
    for root in modules:  # Tarjan's algorithm, iterative (the graph may be deep)
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(edges[child])))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    cycles.append(sorted(component))
    return cycles


def sources(root: Path, packages: Iterable[str] = PACKAGES) -> list[Path]:
    """Every Python source of ``packages`` under ``root``."""
    return sorted(p for package in packages for p in (root / package).rglob("*.py"))


def class_lines(node: ast.ClassDef) -> int:
    """A class's lines, less its field declarations (annotated names, their comments)."""
    fields = sum(n.end_lineno - n.lineno + 1 for n in node.body  # type: ignore[operator]
                 if isinstance(n, ast.AnnAssign))
    return node.end_lineno - node.lineno + 1 - fields  # type: ignore[operator]


def too_big(root: Path) -> list[str]:
    """The modules over ``MODULE_LINES`` lines and the classes over ``CLASS_LINES``."""
    out = []
    for path in sources(root):
        text = path.read_text(encoding="utf-8")
        name = path.relative_to(root)
        lines = len(text.splitlines())
        if lines > MODULE_LINES:
            out.append(f"{name}: {lines} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef) and class_lines(node) > CLASS_LINES:
                out.append(f"{name}: class {node.name}, {class_lines(node)} lines")
    return out


def shared_names(root: Path) -> list[str]:
    """Module file names and public class names defined more than once."""
    modules: dict[str, list[str]] = {}
    classes: dict[str, list[str]] = {}
    for path in sources(root):
        where = str(path.relative_to(root))
        if path.name not in ("__init__.py", "__main__.py"):
            modules.setdefault(path.name, []).append(where)
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                classes.setdefault(node.name, []).append(where)
    return [f"module {n}: {', '.join(w)}" for n, w in sorted(modules.items()) if len(w) > 1] + \
        [f"class {n}: {', '.join(w)}" for n, w in sorted(classes.items()) if len(w) > 1]


if __name__ == "__main__":
    sys.path.insert(0, sys.argv[1])
    print(json.dumps(import_cycles()))
