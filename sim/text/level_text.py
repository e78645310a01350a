"""Leveler cards (CR 711) and level up (702.87a), read from their Oracle text:

    Level up {2}{G}
    LEVEL 1-3
    4/4
    LEVEL 4+
    6/6
    Trample

"Level up [cost]" is the activated ability "[Cost]: Put a level counter on this permanent.
Activate only as a sorcery." (``level_up``). Each striation — a heading "LEVEL N1-N2"
or "LEVEL N3+", its power/toughness line, the abilities printed below it — is a static ability
"as long as it has at least N1 and no more than N2 level counters on it [N3 or more], it has
base power and toughness [P/T] and has [abilities]" (711.2b-c): the heading and its P/T are
one clause read into a ``LEVEL_PT`` static, each ability printed in it is read as usual and
then made to hold only at those levels (``abilities.LEVEL``): a keyword or static ability as
a static ability under that condition, an activated ability with ``Activated.level``. A
triggered ability or mana ability printed in a striation, or a static ability with a condition
or rule of its own, is listed as not run.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol

import attrs

from sim.model.abilities import LEVEL, LEVEL_PT, SELF, Parsed, Static
from sim.model.keyword_abilities import level_up
from sim.model.programs import Activated, Program, Triggered

#: a striation's heading: "LEVEL 1-3", "LEVEL 4+" (CR 711.2a)
_HEADING = re.compile(r"^level (\d+)(?:\s*[-\u2013]\s*(\d+)|\+)$", re.IGNORECASE)
#: a striation's power/toughness line (711.2a)
_PT = re.compile(r"^(\d+)/(\d+)$")
#: "Level up {2}{G}" (its reminder text dropped)
_LEVEL_UP = re.compile(r"^level up ((?:\{[0-9wubrgcx/]+\})+)$", re.IGNORECASE)
_REMINDER = re.compile(r"\s*\([^)]*\)")

Model = Parsed | Activated | Triggered | Program


class Read(Protocol):
    """What ``sim.text.oracle.read_text`` returns (its fields used here)."""

    @property
    def parsed(self) -> Parsed: ...  # noqa: D102
    @property
    def unsupported(self) -> tuple[str, ...]: ...  # noqa: D102
    @property
    def activated(self) -> tuple[Activated, ...]: ...  # noqa: D102
    @property
    def triggered(self) -> tuple[Triggered, ...]: ...  # noqa: D102
    @property
    def supported(self) -> tuple[str, ...]: ...  # noqa: D102
    @property
    def read(self) -> tuple[tuple[str, Model], ...]: ...  # noqa: D102


@attrs.frozen(slots=True)
class Leveled:
    """A leveler's text read: as ``read_text``'s fields, to be made its ``Reading``."""

    parsed: Parsed
    unsupported: tuple[str, ...]
    activated: tuple[Activated, ...]
    triggered: tuple[Triggered, ...]
    supported: tuple[str, ...]
    read: tuple[tuple[str, Model], ...]


def is_leveler(text: str) -> bool:
    """Whether ``text`` has a striation heading ("LEVEL 1-3") on a line of its own."""
    return any(_HEADING.match(line.strip()) for line in text.splitlines())


def read_leveler(text: str, card_name: str, read: Callable[[str, str], Read]) -> Leveled:
    """A leveler's text (see the module docstring), its other lines read by ``read``
    (``read_text``)."""
    base: list[str] = []
    striations: list[tuple[str, list[str]]] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if _HEADING.match(line):
            striations.append((line, []))
        elif striations:
            striations[-1][1].append(line)
        else:
            base.append(line)
    parsed = Parsed()
    unsupported: list[str] = []
    activated: list[Activated] = []
    triggered: list[Triggered] = []
    supported: list[str] = []
    models: list[tuple[str, Model]] = []
    rest: list[str] = []
    for line in base:  # "Level up {cost}" (702.87a)
        found = _LEVEL_UP.match(_REMINDER.sub("", line).strip())
        if found is None:
            rest.append(line)
            continue
        ability = level_up(found[1].upper(), line)
        activated.append(ability)
        supported.append(line)
        models.append((line, ability))
    if rest:
        first = read("\n".join(rest), card_name)
        parsed |= first.parsed
        unsupported += first.unsupported
        activated += first.activated
        triggered += first.triggered
        supported += first.supported
        models += first.read
    for heading, lines in striations:
        found = _HEADING.match(heading)
        assert found is not None
        least, most = int(found[1]), int(found[2] or 0)
        pt = _PT.match(lines[0]) if lines else None
        if pt is None:  # no power/toughness: not a leveler's striation
            unsupported.append(heading)
            unsupported += lines
            continue
        clause = f"{heading}\n{lines[0]}"
        level = Static(clause, affects=SELF, power=int(pt[1]), toughness=int(pt[2]),
                       condition=LEVEL, count=least, amount=most, cda=LEVEL_PT)
        parsed |= Parsed(statics=(level,))
        supported.append(clause)
        models.append((clause, Parsed(statics=(level,))))
        if len(lines) > 1:
            gated: list[Parsed] = []
            _striation(read("\n".join(lines[1:]), card_name), least, most, gated,
                       unsupported, activated, supported, models)
            for each in gated:
                parsed |= each
    return Leveled(parsed, tuple(unsupported), tuple(activated), tuple(triggered),
                   tuple(supported), tuple(models))


def _striation(found: Read, least: int, most: int, parsed: list[Parsed],
               unsupported: list[str], activated: list[Activated], supported: list[str],
               models: list[tuple[str, Model]]) -> None:
    """The abilities printed in one striation (``found``, read alone), each made to hold
    only at ``least`` to ``most`` level counters (CR 711.2b-c), or listed as not run."""
    unsupported += found.unsupported
    for clause, model in found.read:
        gated = _gated(model, least, most)
        if gated is None:
            unsupported.append(clause)
            continue
        supported.append(clause)
        models.append((clause, gated))
        if isinstance(gated, Parsed):
            parsed.append(gated)
        elif isinstance(gated, Activated):
            activated.append(gated)


def _gated(model: Model, least: int, most: int) -> Parsed | Activated | None:
    """``model`` holding only at ``least`` to ``most`` level counters, or None when it can't
    be made to (a triggered or mana ability, a static ability with a condition, rule or
    count of its own)."""
    if isinstance(model, Activated):
        return None if model.level is not None else attrs.evolve(model, level=(least, most))
    if not isinstance(model, Parsed) or model.mana or model.adds:
        return None
    statics: list[Static] = []
    if model.flags or model.params:
        statics.append(Static("", affects=SELF, add=model.flags, params=model.params,
                              condition=LEVEL, count=least, amount=most))
    for s in model.statics:
        if s.condition or s.rule or s.cda or s.count or s.amount or s.per_turn:
            return None
        statics.append(attrs.evolve(s, condition=LEVEL, count=least, amount=most))
    return Parsed(statics=tuple(statics))
