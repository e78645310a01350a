""""Whenever ~ crews a Vehicle" (``sim.text.crew_trigger_rules``): CR 702.122c, a creature
crews a Vehicle when it's tapped to pay the cost of the Vehicle's crew ability (702.122a).
The creatures tapped for that cost are logged (``Tapped``) just before the ability's
``AbilityActivated`` (``sim.rules.casting``, 601.2h, 602.2), with nothing between them: the
trigger looks at those, once per crew ability ~ was tapped for, the Vehicle its object
(``THAT``: "that Vehicle"). A crew ability already gone from the stack (countered at once) is
not looked up: its Vehicle is still named by the event."""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.events import AbilityActivated, Event, Tapped
from sim.model.keyword_abilities import CREW_PROGRAM
from sim.model.objects import Permanent, Zone
from sim.model.programs import Triggered
from sim.model.state import GameState


def crew_matches(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
                 ) -> Iterator[str | None]:
    """Once per crew ability of ``batch`` ``perm`` was tapped to pay for, the Vehicle."""
    if perm.zone is not Zone.BATTLEFIELD:
        return
    me = perm.id
    for k, e in enumerate(batch):
        if not isinstance(e, AbilityActivated) or not _is_crew(state, e):
            continue
        j = k - 1
        while j >= 0 and isinstance(batch[j], Tapped):
            if batch[j].permanent == me:  # type: ignore[attr-defined]
                yield e.source
                break
            j -= 1


def modifiable(state: GameState, pid: str) -> bool:
    """Whether a "gets +N/+N | gains <ability> until end of turn" effect applies to ``pid``:
    a creature, or a Vehicle on the battlefield not yet one ("that Vehicle gets +1/+1", its
    trigger resolving before the crew ability: CR 611.2c, the objects affected are fixed as it
    resolves; 208.3, its printed power and toughness count once it is a creature)."""
    perm = state.permanents.get(pid)
    return perm is not None and perm.zone is Zone.BATTLEFIELD and (
        perm.card.is_creature or perm.card.has_subtype("Vehicle"))


def _is_crew(state: GameState, e: AbilityActivated) -> bool:
    """Whether ``e`` activated a crew ability (its program crew's own, 702.122a)."""
    return any(item.id == e.item and item.program is CREW_PROGRAM for item in state.stack)
