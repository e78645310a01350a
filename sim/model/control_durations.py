"""Effects lasting "for as long as ~ remains on the battlefield" or "for as long as you
control ~" (CR 611.2b; issue 29, control): "when ~ enters, gain control of target creature for
as long as you control ~" (Dragonlord Silumgar), "... for as long as ~ remains on the
battlefield" (Sower of Temptation).

CR 611.2b: such an effect (``Duration.WHILE_PRESENT`` / ``Duration.WHILE_CONTROLLED``,
``Effect.source`` the permanent, ``Effect.controller`` the player "you" names) begins only if
the duration hasn't already ended as it would begin — its source is the same object (400.7:
it hasn't left the battlefield since the ability was put on the stack, ``StackItem.moves``)
on the battlefield, controlled by that player for ``WHILE_CONTROLLED`` — else it does
nothing; it ends as soon as its source leaves the battlefield
(``sim.model.tapped_durations.source_left``) or, for ``WHILE_CONTROLLED``, as soon as another
player controls the source (``control_moved``, called wherever a permanent on the battlefield
changes controller). As a control-changing one ends, its permanent goes back (613.1b,
``give_back``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from sim.model.objects import Duration, Effect, Permanent

#: ``Op.duration``'s values for these durations, and their words
WHILE_PRESENT = Duration.WHILE_PRESENT.value
WHILE_CONTROLLED = Duration.WHILE_CONTROLLED.value
DURATION_WORDS = {WHILE_PRESENT: "for as long as ~ remains on the battlefield",
                  WHILE_CONTROLLED: "for as long as you control ~"}

_CONTROLLED = Duration.WHILE_CONTROLLED


class _Board(Protocol):
    effects: list[Effect]
    permanents: dict[str, Permanent]
    version: int
    changes: int


_B = TypeVar("_B", bound=_Board)


def control_moved(board: _B, pid: str, give_back: Callable[[_B, Effect], None]) -> None:
    """The permanent ``pid`` on the battlefield changed controller (CR 613.1b): the effects
    lasting while a player controls it that another player now controls end (611.2b), their
    permanents given back (``give_back``)."""
    perm = board.permanents[pid]
    ended = [e for e in board.effects if e.duration is _CONTROLLED and e.source == pid and
             e.controller != perm.controller]
    if not ended:
        return
    board.effects = [e for e in board.effects if not any(e is x for x in ended)]
    board.version += 1
    board.changes += 1
    for e in ended:
        give_back(board, e)


__all__ = ["DURATION_WORDS", "WHILE_CONTROLLED", "WHILE_PRESENT", "control_moved"]
