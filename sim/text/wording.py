"""Wordings: the pattern a rendering of the ability model is (``sim.text.render``), and the
normalisation of the Oracle text it is compared with.

A rendering is literal text, ``Alt`` (one of several wordings of the same meaning, the first
canonical) or a sequence of renderings; ``matches`` says whether a wording of it is a whole
text, by backtracking over the pieces (nothing is compiled). ``normal`` folds what Oracle text
words in several ways for one meaning; ``number`` and ``listing`` give a number's and a list's
wordings.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

import attrs

from sim.model.programs import Op
from sim.model.that_many import THAT_MANY
from sim.text.keyword_names import normalize, self_reference


@attrs.frozen(slots=True)
class Alt:
    """One of several wordings of the same meaning (the first is the canonical one)."""

    options: tuple[Piece, ...]


#: a rendering: literal text, alternatives, or a sequence of renderings
Piece = str | Alt | tuple["Piece", ...]


def alt(*options: Piece) -> Piece:
    """The wordings ``options`` (one alone is itself)."""
    unique = tuple(dict.fromkeys(options))
    return unique[0] if len(unique) == 1 else Alt(unique)


def _ends(piece: Piece, key: str, at: int) -> Iterator[int]:
    """Every position where a wording of ``piece`` that starts at ``at`` in ``key`` ends (a
    backtracking match: renderings are short, and nothing is compiled)."""
    if isinstance(piece, str):
        if key.startswith(piece.lower(), at):
            yield at + len(piece)
    elif isinstance(piece, Alt):
        for option in piece.options:
            yield from _ends(option, key, at)
    else:
        yield from _sequence(piece, 0, key, at)


def _sequence(parts: tuple[Piece, ...], i: int, key: str, at: int) -> Iterator[int]:
    if i == len(parts):
        yield at
        return
    for end in _ends(parts[i], key, at):
        yield from _sequence(parts, i + 1, key, end)


def matches(piece: Piece, key: str) -> bool:
    """Whether a wording of ``piece`` is the whole of ``key``."""
    return any(end == len(key) for end in _ends(piece, key, 0))


def canonical(piece: Piece) -> str:
    """The first wording of every alternative."""
    if isinstance(piece, str):
        return piece
    if isinstance(piece, Alt):
        return canonical(piece.options[0])
    return "".join(canonical(p) for p in piece)


def join(parts: Sequence[Piece], sep: Piece = "") -> Piece:
    """``parts`` with ``sep`` between them."""
    out: list[Piece] = []
    for i, part in enumerate(parts):
        if i:
            out.append(sep)
        out.append(part)
    return tuple(out)


# --- normalising the text compared --------------------------------------------------------------

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SAME = ((re.compile(r"\benters the battlefield\b"), "enters"),
         (re.compile(r"\s*[—–]\s*|\s+-\s+"), " — "),
         (re.compile(r"[−–]"), "-"))


@lru_cache(maxsize=1 << 16)
def normal(text: str, card_name: str = "") -> str:
    """``text`` as compared: reminder text dropped, lower case, the card's names as ``~``,
    the wordings of CR-identical meaning above folded, no final period (cached on both
    strings: a clause is compared once as it is read, again as its card is counted)."""
    key = self_reference(normalize(_REMINDER.sub("", text)), card_name)
    for pattern, same in _SAME:
        key = pattern.sub(same, key)
    return key.rstrip(". ")


# --- numbers, lists, abilities ------------------------------------------------------------------

_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number(n: int, x: bool = False, article: bool = False) -> Piece:
    """``n`` as a digit or a word ("X" when ``x``); 1 also as "a"/"an" when ``article``."""
    if x:
        return "x"
    options: list[Piece] = [str(n)]
    if 0 <= n < len(_WORDS):
        options.append(_WORDS[n])
    elif n == 20:  # "if you control twenty or more creatures" (Epic Struggle)
        options.append("twenty")
    if article and n == 1:
        options = ["a", "an", *options]
    return alt(*options)


def op_number(op: Op, article: bool = False, much: bool = False) -> Piece:
    """``op``'s amount as ``number`` words it, or "that many" ("that much" with ``much``: of
    life) when it counts the amount of its trigger's event (``THAT_MANY``, CR 608.2h;
    ``sim.text.that_many_amounts``)."""
    if op.x and any(k == THAT_MANY for k, _ in op.params):
        return "that much" if much else "that many"
    return number(op.amount, op.x, article)


def listing(items: Sequence[Piece], last: str = "and") -> Piece:
    """``items`` as an English list in any order ("a and b", "a, b, and c")."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    orders = list(itertools.permutations(items)) if len(items) <= 5 else [tuple(items)]
    ways: list[Piece] = []
    for order in orders:
        if len(order) == 2:
            ways.append((order[0], f" {last} ", order[1]))
        else:
            ways.append((join(order[:-1], ", "), f", {last} ", order[-1]))
    return alt(*ways)


def it_for_self(piece: Piece) -> Piece:
    """``piece`` with "it" allowed wherever it says ~ (after a condition naming ~, or about the
    object just acted on: "if there are no depletion counters on ~, sacrifice it", "then if it
    has ... counters on it, transform it")."""
    if isinstance(piece, str):
        parts = piece.split("~")
        if len(parts) == 1:
            return piece
        out: list[Piece] = [parts[0]]
        for part in parts[1:]:
            out += [alt("~", "it"), part]
        return tuple(out)
    if isinstance(piece, tuple):
        return tuple(it_for_self(p) for p in piece)
    return Alt(tuple(it_for_self(p) for p in piece.options))


__all__ = ["Alt", "Piece", "alt", "canonical", "it_for_self", "join", "listing", "matches",
           "normal", "number"]
