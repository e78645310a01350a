"""A cache of the Oracle grammar's parser that loads in a fraction of lark's time.

lark's own cache (``Lark(cache=True)``) stores the LALR parse table in its serialized form
and rebuilds every state of it when a process starts: with the Oracle grammar's 36,000
states and 780,000 actions that took about six seconds in every process that imports
``sim`` (every command, every worker). This cache keeps lark's serialized parser *without*
the table's states, its rules and terminals as objects, and the states as two flat integer
arrays read back in one step; a
state becomes lark's action dictionary the first time the parser (or the lexer table,
``sim.text.grammar._Table``) reads it (``_States``): a report over a whole card database
visits a few thousand states, one scenario a few hundred.

The file lives in the user's cache directory (``$MTGSIM_CACHE_DIR``, else ``platformdirs``'
user cache directory for mtgsim: not a directory other users can write to, since a pickle is
code), named by a digest of the grammar's text, lark's version, Python's version and this
format's (``FORMAT``): a changed grammar or library never reads a stale table. Reading a
missing, truncated or foreign file gives None (the caller builds the parser with lark, from
lark's own cache when it has one); failing to write one is not an error.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from array import array
from pathlib import Path
from typing import Any, Final

import lark
import platformdirs
from lark import Lark
from lark.grammar import Rule
from lark.lexer import TerminalDef
from lark.parsers.lalr_analysis import Reduce, Shift
from lark.utils import SerializeMemoizer

#: the layout of the cache file; raise it when that layout changes
FORMAT: Final = 2
#: the environment variable naming the cache directory instead of the user's
CACHE_DIR_ENV: Final = "MTGSIM_CACHE_DIR"


def folder() -> Path:
    """The directory of the cache: ``$MTGSIM_CACHE_DIR``, else the user cache directory."""
    override = os.environ.get(CACHE_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_cache_dir("mtgsim"))


def path(text: str) -> Path:
    """Where the parser of the grammar ``text`` is cached."""
    key = f"{FORMAT}|{lark.__version__}|{sys.version_info[:2]}|{text}"
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]
    return folder() / f"grammar-{digest}.pickle"


class _States(dict[int, dict[str, tuple[Any, Any]]]):
    """The parse table's states as lark reads them (``states[state][terminal]`` is
    ``(Shift, state)`` or ``(Reduce, rule)``), each decoded from the flat arrays the first
    time it is read."""

    def __init__(self, terminals: list[str], offsets: array[int], actions: array[int],
                 rules: list[Rule]) -> None:
        super().__init__()
        self._terminals = terminals
        self._offsets = offsets
        self._actions = actions
        self._rules = rules

    def __missing__(self, state: int) -> dict[str, tuple[Any, Any]]:
        terminals, flat, rules = self._terminals, self._actions, self._rules
        decoded: dict[str, tuple[Any, Any]] = {}
        for i in range(self._offsets[state], self._offsets[state + 1], 2):
            target = flat[i + 1]  # a state shifted to, or ~rule reduced by
            decoded[terminals[flat[i]]] = (Shift, target) if target >= 0 else \
                (Reduce, rules[~target])
        self[state] = decoded
        return decoded


def _flat(parser: Lark) -> tuple[list[str], array[int], array[int]]:
    """``parser``'s parse table as terminal names and two arrays: where each state's actions
    begin, and the actions (terminal, then the state shifted to or ~ the rule's index)."""
    table = parser.parser.parser.parser.parse_table
    index = {id(rule): i for i, rule in enumerate(parser.rules)}
    terminals: dict[str, int] = {}
    offsets = array("i", [0])
    flat = array("i")
    for state in range(len(table.states)):
        for name, (action, arg) in table.states[state].items():
            flat.append(terminals.setdefault(name, len(terminals)))
            flat.append(arg if action is Shift else ~index[id(arg)])
        offsets.append(len(flat))
    return list(terminals), offsets, flat


def keep(text: str, parser: Lark) -> None:
    """Cache ``parser``, the parser lark built of the grammar ``text`` (written whole to a
    temporary file, then moved into place: a reader never sees half a file)."""
    memo = SerializeMemoizer([TerminalDef, Rule])
    data = parser.serialize(memo)
    # (copies: lark's serialized form shares some dictionaries with the live parser)
    data["parser"] = {**data["parser"], "parser": {**data["parser"]["parser"], "states": {}}}
    data["options"] = {k: v for k, v in data["options"].items()  # given again as read back
                       if k not in ("transformer", "_plugins")}
    # the rules and terminals themselves, pickled (lark's loader takes them through as they
    # are: rebuilding 12,000 rules from their serialized form took a second)
    objects = memo.memoized.reversed()
    terminals, offsets, flat = _flat(parser)
    target = path(text)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, partial = tempfile.mkstemp(dir=target.parent, prefix=target.name)
        with os.fdopen(fd, "wb") as f:
            pickle.dump({"data": data, "memo": objects, "terminals": terminals,
                         "offsets": offsets, "actions": flat}, f, pickle.HIGHEST_PROTOCOL)
        os.replace(partial, target)
    except OSError:
        return


def cached(text: str, transformer: Any, plugins: dict[str, Any]) -> Lark | None:
    """The parser of the grammar ``text`` from its cache, with ``transformer`` and lark's
    ``plugins``; None when there is no cache for it that can be read."""
    try:
        with path(text).open("rb") as f:
            kept = pickle.load(f)
        load: Any = Lark._load_from_dict  # lark's own loader of its cache (untyped)
        parser: Lark = load(kept["data"], kept["memo"], transformer=transformer,
                            _plugins=plugins)
        table = parser.parser.parser.parser.parse_table
        table.states = _States(kept["terminals"], kept["offsets"], kept["actions"],
                               parser.rules)
    except Exception:  # no cache, or a file this lark cannot read: the caller rebuilds it
        return None
    return parser
