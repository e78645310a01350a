"""Exile "until ~ leaves the battlefield" (CR 610.3): "exile target nonland permanent an
opponent controls until ~ leaves the battlefield". The exiled card is linked to the source
(``GameState.linked_exiles``); immediately after the source leaves the battlefield a second
one-shot effect returns it to the battlefield under its owner's control (610.3c), all those
of sources that left together at once (610.3d). ``return_linked`` is that second effect, run
after each instruction of a resolving spell or ability (``sim.rules.resolution``), after
costs are paid (``sim.rules.casting``) and after state-based actions
(``sim.rules.priority``)."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.events import Exiled
from sim.model.objects import Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.tokens import enter_battlefield


def exile_until_source_leaves(state: GameState, work: Resolving, op: fx.Op,
                              objects: list[str], n: int) -> bool:
    """"Exile <permanent> until ~ leaves the battlefield" (CR 610.3, 406.2): if the source has
    already left the battlefield it doesn't move (610.3a-b); otherwise each permanent is
    exiled and linked to the source."""
    source = work.item.source
    perm = state.permanents.get(source)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return True
    for o in objects:
        if o in state.permanents and state.permanents[o].zone is Zone.BATTLEFIELD:
            state.move(o, Zone.EXILE)
            state.log(Exiled, permanent=o, reason=f"exiled by {work.item.name} until it "
                                                  "leaves the battlefield (CR 610.3)")
            state.linked_exiles = (*state.linked_exiles, (o, source))
    return True


def return_linked(state: GameState) -> None:
    """CR 610.3, 610.3c-d: the cards exiled until a source leaves the battlefield whose source
    has left return to the battlefield under their owners' control, together; a card no
    longer in exile (or a token, which ceased to exist, 704.5d) stays where it is."""
    if not state.linked_exiles:
        return
    back: list[str] = []
    kept: list[tuple[str, str]] = []
    for card, source in state.linked_exiles:
        src = state.permanents.get(source)
        if src is not None and src.zone is Zone.BATTLEFIELD:
            kept.append((card, source))
            continue
        perm = state.permanents.get(card)
        if perm is not None and perm.zone is Zone.EXILE and not perm.token:
            back.append(card)
    state.linked_exiles = tuple(kept)
    for card in back:
        enter_battlefield(state, card, state.permanents[card].owner)
