"""What the ``@plays`` tests play, piece by piece of the ability model, and what the Oracle
compiler can produce: the data behind ``tests/test_coverage.py``'s mechanism check.

A card is ``full`` when each clause is read into the ability model (``sim.model.abilities``,
``sim.model.programs``); a *mechanism* is one piece of that model the engine then runs: a
keyword flag, a parameter kind (``PROTECTION``, ``RAMPAGE``, ...), a static rule
(``MAX_ATTACKERS``, ``ATTACK_TAX``, ...), a condition (``YOUR_TURN``, ``CONTROLS``, ...), the
base set a static ability affects, a characteristic-defining ability, an effect's verb
(``DAMAGE``, ``DESTROY``, ...), subject and duration, and a trigger (its event and subject).

``played_tests`` finds the ``@plays`` tests (with ``ast``, like the pattern check);
``read_played`` reads a played clause as the compiler reads a card's text; ``pieces`` lists
the mechanisms a model holds (with the programs of the keywords it has, as
``sim.rules.triggers`` runs them). What the compiler can produce is derived from the compiler
itself, never copied by hand, so a new mechanism without a played test fails the check:
``compiler_constants`` (every constant of the two model modules the compiler's readers write
into a model), ``compiler_triggers`` (the (event, subject) pairs of its trigger tables) and
``compiler_events`` (the event classes it names).
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import cast

import attrs

from sim.model import abilities, cost_parts, events, programs
from sim.model.abilities import Static
from sim.model.keywords import Kw
from sim.model.programs import Op, Program, TargetSpec, Triggered
from sim.text import read_card
from sim.text.card_reader import CardReading
from sim.text.keyword_programs import keyword_program

TESTS = Path(__file__).parent
COMPILER = TESTS.parent / "sim" / "text"
MODEL_MODULES: dict[str, ModuleType] = {m.__name__: m for m in (abilities, programs,
                                                                  cost_parts)}

#: a rule number of the Comprehensive Rules: "702.19b", "508.1", "613.1c"
CR_NUMBER = re.compile(r"\b\d{3}\.\d+[a-z]?\b")

#: the constants the compiler writes that are no mechanism of their own (a placeholder)
NOT_MECHANISMS = {
    "SOURCE": "the source's id in a parameter's value, filled in as the effect resolves",
}

#: which field of which model class holds which kind of mechanism
_FIELDS: dict[tuple[type, str], str] = {
    (Static, "rule"): "rule", (Op, "rule"): "rule",
    (Static, "condition"): "condition", (Program, "condition"): "condition",
    (Static, "affects"): "affects", (Static, "cda"): "cda",
    (Op, "verb"): "verb", (Op, "who"): "subject", (Op, "duration"): "duration",
    (abilities.Filter, "controller"): "controller", (TargetSpec, "controller"): "controller",
}

_FIELDS[(Op, "if_paid")] = "condition"  # "if you do" / "if you don't" (CR 118.12)
_FIELDS[(Op, "delayed")] = "delayed"  # a delayed triggered ability's moment (CR 603.7a)
# an activated ability's cost parts paid with objects (602.2b, 601.2h): what they do, where
_FIELDS[(cost_parts.CostPart, "verb")] = "cost part"
_FIELDS[(cost_parts.CostPart, "zone")] = "cost zone"
# what a characteristic-defining ability or a "for each" bonus counts (604.3, 613.4c)
_FIELDS[(abilities.Count, "kind")] = "count"

#: the fields that give abilities (``Kw`` flags and ``(kind, value)`` parameters)
_GRANTS = ("flags", "add")


@dataclass(frozen=True)
class PlaysTest:
    """One test marked ``@plays``: where it is, the clauses it plays, its docstring."""

    path: Path
    name: str
    clauses: tuple[str, ...]
    docstring: str
    #: marked ``pytest.mark.xfail`` or ``skip``: it plays nothing (``playing``)
    expected_to_fail: bool = False

    @property
    def where(self) -> str:
        """``tests/test_foo.py::test_bar``."""
        return f"{self.path.relative_to(TESTS.parent)}::{self.name}"


def played_tests() -> list[PlaysTest]:
    """Every test function of the test files marked ``@plays(...)`` (its string literals)."""
    out: list[PlaysTest] = []
    for path in sorted(TESTS.rglob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.FunctionDef):
                continue
            for mark in node.decorator_list:
                if isinstance(mark, ast.Call) and getattr(mark.func, "id", "") == "plays":
                    clauses = tuple(a.value for a in mark.args
                                    if isinstance(a, ast.Constant) and isinstance(a.value, str))
                    out.append(PlaysTest(path, node.name, clauses,
                                         ast.get_docstring(node) or "",
                                         _expected_to_fail(node)))
    return out


def _expected_to_fail(node: ast.FunctionDef) -> bool:
    """Whether the test is marked ``pytest.mark.xfail`` or ``skip``: it doesn't show the engine
    running its clause (an xfail documents an engine bug until it is fixed)."""
    for mark in node.decorator_list:
        target = mark.func if isinstance(mark, ast.Call) else mark
        if isinstance(target, ast.Attribute) and target.attr in ("xfail", "skip"):
            return True
    return False


def names(clause: str) -> Iterator[str]:
    """The names a clause may call its card by: none, then every run of capitalised words
    ("Whenever Raider attacks" -> "Whenever Raider", "Whenever", "Raider"; "Cho-Manno,
    Revolutionary")."""
    yield ""
    for run in re.findall(r"[A-Z][\w'-]*(?:,? [A-Z][\w'-]*)*", clause):
        words = run.split()
        for i in range(len(words)):
            for j in range(len(words), i, -1):
                yield " ".join(words[i:j])


def read_played(clause: str) -> CardReading:
    """``clause`` read as a card's whole text: as a creature's, or an instant's (a spell's
    effect), with the card named by whichever of its capitalised words (``names``) reads the
    most of it."""
    best: tuple[int, CardReading] | None = None
    for types in (("Creature",), ("Instant",)):
        for name in names(clause):
            reading = read_card(clause, name, types)
            score = len(reading.supported) - len(reading.unsupported)
            if best is None or score > best[0]:
                best = (score, reading)
            if not reading.unsupported:
                return reading
    assert best is not None
    return best[1]


_KIND = re.compile(r"\|.*$")


def _trigger(event: str, subject: str) -> str:
    """A trigger as one string, a creature type in its subject as ``<type>``."""
    return f"{event}: {_KIND.sub('|<type>', subject)}"


def pieces(model: object) -> set[tuple[str, str]]:
    """The mechanisms ``model`` (any piece of the ability model) holds, as (kind, value):
    ("param", "rampage"), ("rule", "attack tax"), ("verb", "damage"), ("keyword",
    "FLYING"), ("trigger", "Died: self"), ... with those of the programs of the keywords it
    gives (``keyword_program``, as ``sim.rules.triggers`` runs them: rampage's, exalted's,
    ward's, ...)."""
    out: set[tuple[str, str]] = set()
    _walk(model, out)
    return out


def _walk(model: object, out: set[tuple[str, str]]) -> None:
    if isinstance(model, tuple | list):
        for item in model:
            _walk(item, out)
        return
    if not attrs.has(type(model)):
        return
    if isinstance(model, Triggered):
        out.add(("trigger", _trigger(model.event, model.subject)))
        out.add(("event", model.event))
    for field in attrs.fields(cast("type[attrs.AttrsInstance]", type(model))):
        value = getattr(model, field.name)
        kind = _FIELDS.get((type(model), field.name))
        if kind is not None:
            if isinstance(value, str) and value and not value.startswith("target:"):
                out.add((kind, value))
        elif field.name in _GRANTS and isinstance(value, Kw):
            for flag in Kw:
                if flag and flag in value and flag.name:
                    out.add(("keyword", flag.name))
                    _keyword_program(flag.name.lower().replace("_", " "), 0, out)
        elif field.name == "params" and isinstance(value, frozenset):
            for param_kind, param_value in value:
                out.add(("param", param_kind))
                if param_kind == abilities.ENTERS_TAPPED and param_value:  # what it counts
                    out.add(("entering", abilities.entering_condition(param_value)[0]))
                _keyword_program(param_kind, int(param_value) if param_value.isdigit() else 0,
                                 out)
        else:
            _walk(value, out)


def _keyword_program(keyword: str, n: int, out: set[tuple[str, str]]) -> None:
    """The pieces of the program of a keyword that triggers (702.23a rampage, 702.83a
    exalted, ...), if it has one."""
    try:
        program = keyword_program(keyword, n)
    except ValueError:
        return
    _walk(program, out)


def playing() -> list[PlaysTest]:
    """The ``@plays`` tests that play their clauses: not those expected to fail or skipped (an
    xfail documents an engine bug until it is fixed, and shows nothing running)."""
    return [t for t in played_tests() if not t.expected_to_fail]


def played_pieces() -> dict[tuple[str, str], str]:
    """Each mechanism the ``@plays`` tests play, with one test that plays it."""
    out: dict[tuple[str, str], str] = {}
    for test in playing():
        for clause in test.clauses:
            for _, model in read_played(clause).clauses:
                for piece in pieces(model):
                    out.setdefault(piece, test.where)
    return out


def _reader_modules() -> Iterator[tuple[Path, ast.Module]]:
    """The compiler's modules, parsed (the renderers among them write no model: they only
    compare, which ``compiler_constants`` leaves out)."""
    for path in sorted(COMPILER.glob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"))


def compiler_constants() -> dict[str, str]:
    """Every string constant of ``sim.model.abilities`` and ``sim.model.programs`` the
    compiler (``sim/text``) writes into a model: named anywhere in a module but in a
    comparison (``kind == EXILE_IF_DIES`` reads a model, it does not make one), as
    ``{"sim.model.abilities.RAMPAGE": "rampage", ...}``; less the ``NOT_MECHANISMS``."""
    out: dict[str, str] = {}
    for _, tree in _reader_modules():
        imported: dict[str, tuple[str, str]] = {}
        aliases: dict[str, str] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module in MODEL_MODULES:
                imported |= {a.asname or a.name: (node.module, a.name) for a in node.names}
            elif isinstance(node, ast.Import):
                aliases |= {a.asname or a.name: a.name for a in node.names
                            if a.name in MODEL_MODULES}
        compared = {id(sub) for node in ast.walk(tree) if isinstance(node, ast.Compare)
                    for sub in ast.walk(node)}
        for node in ast.walk(tree):
            if id(node) in compared:
                continue
            found = None
            if isinstance(node, ast.Name) and node.id in imported:
                found = imported[node.id]
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                    node.value.id in aliases:
                found = (aliases[node.value.id], node.attr)
            if found is None or not found[1].isupper() or found[1] in NOT_MECHANISMS:
                continue
            value = getattr(MODEL_MODULES[found[0]], found[1], None)
            if isinstance(value, str):
                out[f"{found[0]}.{found[1]}"] = value
    return out


def compiler_triggers() -> set[str]:
    """The triggers of the compiler's tables: every module-level tuple of ``(pattern, event,
    subject)`` rows in the modules of ``sim/text`` the compiler has loaded
    (``oracle._TRIGGERS`` today), each as ``_trigger`` writes it. Empty if no such table is
    left; the events the compiler names and the triggers of the cards still count
    (``test_coverage``)."""
    out: set[str] = set()
    for path, _ in _reader_modules():
        module = sys.modules.get(f"sim.text.{path.stem}")  # those the compiler has loaded
        if module is None:
            continue
        for value in vars(module).values():
            if isinstance(value, tuple) and value and all(
                    isinstance(row, tuple) and len(row) == 3
                    and isinstance(row[0], re.Pattern)
                    and isinstance(row[1], str) and isinstance(row[2], str)
                    for row in value):
                out |= {_trigger(event, subject) for _, event, subject in value
                        if hasattr(events, event)}
    return out


def compiler_events() -> set[str]:
    """The event classes (``sim.model.events``) whose name the compiler writes as a string: the
    events its triggered abilities wait for."""
    classes = {n for n, v in vars(events).items()
               if isinstance(v, type) and issubclass(v, events.Event) and v is not events.Event}
    return {node.value for _, tree in _reader_modules() for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in classes}
