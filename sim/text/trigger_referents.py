"""What "it" and "that creature" name in a triggered ability's effect before the effect
names anything itself (CR 603.2, 608.2c): the object the trigger is about.

A trigger about ~ ("whenever ~ blocks, it gets ...") names ~; a step trigger of an Aura's
"At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on
that creature" names the enchanted creature (CR 303.4, 503.1); every other trigger names the
object its event is about (``THAT``), which for another step trigger (about no object, 603.2b)
is the object an earlier instruction of the effect made or named ("create a token. exile it
at the beginning of the next end step": ``sim.rules.delayed``)."""

from __future__ import annotations

from sim.model.programs import ENCHANTED_CREATURE, SELF, THAT

#: the step triggers of "enchanted creature's controller" (``sim.text.render_triggers``)
_OF_ENCHANTED = ("upkeep of enchanted's controller", "end of enchanted's controller")


def trigger_it(event: str, subject: str) -> str:
    """What "it" names in the effect of a trigger on ``event`` about ``subject``."""
    if subject.startswith(("self", "to self")):
        return SELF
    return ENCHANTED_CREATURE if event == "StepBegan" and subject in _OF_ENCHANTED else THAT
