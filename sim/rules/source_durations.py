"""Effects of a resolving spell or ability that last while its source stays as it was (issue
29, conditions; CR 611.2b): "another target permanent gains indestructible for as long as you
control ~", "that creature doesn't untap during its controller's untap step for as long as you
control ~", "target artifact becomes an artifact creature ... for as long as ~ remains on the
battlefield", and "... for as long as ~ remains tapped".

CR 611.2b: "If a resolving spell or ability that creates a continuous effect contains a
variable such as X, the value of that variable is determined only once, on resolution" — and
for these durations: "Some continuous effects ... state that the effect lasts for as long as
[something]. If the stated condition is already false when the effect would begin, the effect
does nothing." A source that left the battlefield and came back since the ability was put on
the stack is a new object (400.7): the "~" of the ability is gone, so the effect does nothing.
Once begun, the effect ends as its source leaves the battlefield, becomes untapped, or (for
"you control ~") another player gains control of it (``sim.model.tapped_durations``,
``sim.model.control_durations``), whatever it does (pump, grant, restriction, "doesn't
untap", type change).
"""

from __future__ import annotations

import attrs

from sim.model.objects import Duration, Effect
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.model.tapped_durations import SOURCE_DURATIONS, while_tapped

_CONTROLLED = Duration.WHILE_CONTROLLED


def add_lasting(state: GameState, work: Resolving, effect: Effect) -> None:
    """Add ``effect``, created by ``work``'s spell or ability, to the game (``GameState``'s
    ``add_effect``, which leaves out one whose duration is already over, CR 611.2b); one lasting
    while its source stays (``SOURCE_DURATIONS``) only if that source is still the object the
    ability was put on the stack from (400.7), and one lasting "for as long as you control ~"
    for the ability's controller, who "you" is."""
    item = work.item
    source = while_tapped(effect.duration.value, item.source, item.controller)
    if source and not effect.source:  # the permanent it lasts with, or "your" next turn's
        effect = attrs.evolve(effect, source=source)  # player (500.5)
    if effect.duration in SOURCE_DURATIONS:
        perm = state.permanents.get(item.source)
        if item.moves >= 0 and (perm is None or perm.moves != item.moves):
            return  # 400.7: a new object; the condition is already false (611.2b)
        if effect.duration is _CONTROLLED:
            effect = attrs.evolve(effect, controller=item.controller)
    state.add_effect(effect)


__all__ = ["add_lasting"]
