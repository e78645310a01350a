"""The transformer rule of the Oracle grammar (``oracle.lark``) for "whenever ~ crews a
Vehicle" (CR 702.122c: a creature crews a Vehicle when it's tapped to pay the cost of the
Vehicle's crew ability); "that Vehicle" in its effect names the Vehicle (``THAT``). Matched by
``sim.rules.crew_triggers``, rendered by ``sim.text.render_crew_triggers``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.text.effect_rules import Who

#: the event of "whenever ~ crews a Vehicle" (the crew ability activated, 602.2)
CREWED = "Crewed"
#: its subject
SELF_CREWS = "self crews a vehicle"


class CrewTriggerRules(Transformer[Token, Any]):
    """The condition of ``event_trigger`` and the subject this module reads."""

    def self_crews(self, c: list[Any]) -> tuple[str, str]:
        return CREWED, SELF_CREWS

    def that_vehicle(self, c: list[Any]) -> Who:
        """"That Vehicle": the object the trigger is about (CR 603.2), as "that creature"."""
        return Who("it", "that vehicle")
