"""Reading and writing "max speed — <triggered | activated ability>" (CR 702.178a: "as long
as you have max speed, this object has <ability>"; ``sim.model.speed_verbs``).

The ability exists only while its controller has max speed (speed 4, 702.179e), so it
triggers only then. A player's speed never decreases (702.179c-d: only an increase changes
it, and it stays at 4), so a player who had max speed as the event happened still has it as
the ability resolves: the ability is read as its plain triggered ability with the intervening
"if" (603.4) ``MAX_SPEED`` (``sim.rules.conditions``), checked as it triggers and as it
resolves — the same thing in every game. An ability that has an intervening "if" of its own
is not read.

An activated ability under "max speed —" can be activated only while its controller has max
speed (602.5: an ability that doesn't exist can't be activated; once activated it exists on
the stack on its own, 113.7a): it is read as the plain ability with the restriction
"activate only if you have max speed" (602.5b; ``sim.rules.activation``), which the text of its
effect carries (``ONLY_AT_MAX_SPEED``). A mana ability is not read (605.3: it would have to
be offered while paying, only at max speed).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.programs import Activated, Triggered
from sim.model.speed_verbs import MAX_SPEED
from sim.text.keyword_names import normalize
from sim.text.restrictions import self_named

#: "max speed — " as the normalized line begins
_PREFIX = "max speed —"


def speed_triggered(read: Callable[[str, str], Triggered | None], line: str,
                    card_name: str = "") -> Triggered | None:
    """``line`` read as a triggered ability by ``read`` (``sim.text.oracle.read_triggered``);
    "max speed — <triggered ability>" as that ability under ``MAX_SPEED`` (its program None
    when it can't be: it has an intervening "if" already, or isn't run)."""
    if not normalize(line).startswith(_PREFIX):
        return read(line, card_name)
    rest = line.split("—", 1)[1].strip()
    found = read(rest, card_name)
    if found is None:
        return None
    program = found.program
    if program is None or program.condition or found.keyword:
        return attrs.evolve(found, text=line, program=None)
    return attrs.evolve(found, text=line, program=attrs.evolve(program, condition=MAX_SPEED))


#: the restriction a "max speed —" activated ability's effect carries (602.5b)
ONLY_AT_MAX_SPEED = " Activate only if you have max speed."


def speed_activated(read: Callable[[str, str], Activated | None], line: str,
                    card_name: str = "") -> Activated | None:
    """``line`` read as an activated ability by ``read`` (``sim.text.oracle.read_activated``);
    "max speed — <cost>: <effect>" as that ability restricted to max speed (None: a mana
    ability, a keyword, or none)."""
    if not normalize(line).startswith(_PREFIX):  # (restrictions naming ~: CR 201.5)
        return self_named(read(line, card_name), card_name)
    found = read(line.split("—", 1)[1].strip(), card_name)
    if found is None or found.keyword or found.program is None:
        return None
    effect = found.effect.rstrip()
    return attrs.evolve(found, text=line, effect=effect + "." * (not effect.endswith(".")) +
                        ONLY_AT_MAX_SPEED)


def plain_activated(a: Activated, hint: str) -> Activated | None:
    """``a`` without its max speed restriction, when it is a "max speed —" ability (written
    "max speed — <it>", as the clause ``hint`` is), else None (written with "activate only if
    you have max speed", 602.5b)."""
    if not a.effect.endswith(ONLY_AT_MAX_SPEED) or not normalize(hint).startswith(_PREFIX):
        return None
    return attrs.evolve(a, effect=a.effect[:-len(ONLY_AT_MAX_SPEED)])


def at_max_speed(t: Triggered) -> Triggered | None:
    """``t`` without its ``MAX_SPEED`` condition, when it is a "max speed —" ability (written
    "max speed — <it>"), else None."""
    if t.program is None or t.program.condition != MAX_SPEED:
        return None
    return attrs.evolve(t, program=attrs.evolve(t.program, condition=""))
