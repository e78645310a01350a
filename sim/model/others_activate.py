"""Activated abilities any player may activate (CR 602.2: "Only an object's controller (or its
owner, if it doesn't have a controller) can activate its activated ability unless the object
specifically says otherwise"): "{2}: Target creature gains flying until end of turn. Any
player may activate this ability." The player who activates it controls it (113.8) and pays
its costs (602.2b, 601.2h): "you" in its effect is that player. The words stay in the
ability's effect text, as "activate only ..." restrictions do (``sim.text.restrictions``
reads them, ``sim.rules.activation`` lists who may activate it); ``CardDef.others_activate``
flags the card once, so the priority listing looks at other players' permanents only for
such cards."""

from __future__ import annotations

from collections.abc import Iterable

from sim.model.programs import Activated

#: the sentence, lower case, ending the ability's effect; "but only <restriction>" may follow
#: (602.5b, relative to the player activating it: "but only during their turn")
ANY_PLAYER = "any player may activate this ability"


def others_may(ability: Activated) -> bool:
    """Whether ``ability``'s text says any player may activate it (602.2)."""
    return ANY_PLAYER in ability.effect.lower()


def any_others(abilities: Iterable[Activated]) -> bool:
    """Whether any of ``abilities`` may be activated by any player (602.2)."""
    return any(others_may(a) for a in abilities)
