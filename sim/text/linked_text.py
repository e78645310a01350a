"""Linked abilities (CR 607.2a) read across a card's abilities: "When ~ enters, exile another
target creature. When ~ leaves the battlefield, return the exiled card to the battlefield
under its owner's control." The second ability (``RETURN_LINKED``, read from its sentence by
``sim.text.delayed_text``) returns what the first exiled; it is run only when the card has an
exile of a target on the battlefield it refers to (an Aura returned is attached to what its
owner chooses as it enters, 303.4f-g, ``sim.rules.aura_entry``)."""

from __future__ import annotations

from sim.model.abilities import Parsed
from sim.model.cost_parts import BATTLEFIELD
from sim.model.cost_parts import EXILE as EXILE_PART
from sim.model.programs import EXILE, RETURN_LINKED, Activated, Op, Program, Triggered
from sim.model.unless_verbs import UNLESS

Read = list[tuple[str, Parsed | Activated | Triggered | Program]]

def _returns(model: object) -> bool:
    program = getattr(model, "program", None)
    return program is not None and any(op.verb == RETURN_LINKED for op in program.ops)


def exiles_permanent_paid(op: Op) -> bool:
    """Whether ``op`` is an "unless" paid by exiling a permanent the payer controls (CR 118.12a,
    406.3: champion's "sacrifice it unless you exile another Goblin you control", 702.72a),
    the exiled card linked to a "return the exiled card" ability (607.2k)."""
    return op.verb == UNLESS and op.cost is not None and op.cost.verb == EXILE_PART and \
        op.cost.zone == BATTLEFIELD and not op.cost.own


def _exiles(program: Program | None) -> tuple[bool, bool]:
    """Whether ``program`` exiles something, and whether all it exiles is a target on the
    battlefield."""
    if program is None:
        return False, True
    found, safe = False, True
    for op in program.ops:
        if exiles_permanent_paid(op):  # champion's "unless you exile another ..." (702.72a)
            found = True
        if op.verb != EXILE:
            continue
        found = True
        if not op.who.startswith("target:"):
            safe = False
            continue
        spec = program.targets[int(op.who[7:])]
        safe = safe and not spec.zone
    return found, safe


def check_linked(read: Read, triggered: list[Triggered], supported: list[str],
                 unsupported: list[str]) -> None:
    """Each ability returning "the exiled card" (CR 607.2a) stays run only if another ability
    of the card exiles a target on the battlefield; otherwise it is
    listed as not run (and not triggered)."""
    returning = [(text, model) for text, model in read if _returns(model)]
    if not returning:
        return
    found, safe = False, True
    for _, model in read:
        if not _returns(model):
            f, s = _exiles(getattr(model, "program", None))
            found, safe = found or f, safe and s
    if found and safe:
        return
    for text, model in returning:
        read.remove((text, model))
        supported.remove(text)
        unsupported.append(text)
        if isinstance(model, Triggered) and model in triggered:
            triggered.remove(model)
