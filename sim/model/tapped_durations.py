"""Effects lasting "for as long as ~ remains tapped" (CR 611.2b): "Vedalken Shackles", "target
creature gets +1/+1 for as long as ~ remains tapped", "it doesn't untap during its
controller's untap step for as long as ~ remains tapped".

CR 611.2b: a continuous effect from a resolved spell or ability may last "for as long as" a
stated condition holds; here that its source stays tapped. Such an effect
(``Duration.WHILE_TAPPED``, ``Effect.source`` the permanent) begins only if its source is
tapped on the battlefield as it would begin — if the duration has already ended, the effect
does nothing (611.2b) — and ends as soon as the source becomes untapped (701.26b: the
``Untapped`` event, whatever untaps it) or leaves the battlefield (400.7: a new object, never
"that" tapped permanent again). As it ends, a control-changing one gives its permanent back
(613.1b, ``give_back``) and a type-changing one's permanents are retyped (613.1d).
``sim.model.state.GameState`` calls these as effects are added and objects move; everything
that untaps a permanent calls ``untapped``.
"""

from __future__ import annotations

from sim.model.board import Board, give_back, retype
from sim.model.characteristic_layers import is_changing
from sim.model.events import Untapped
from sim.model.objects import Duration, Effect, Zone

#: ``Op.duration``'s value for "for as long as ~ remains tapped" (a ``Duration`` value)
WHILE_TAPPED = Duration.WHILE_TAPPED.value

#: the words of that duration
WHILE_TAPPED_WORDS = "for as long as ~ remains tapped"

#: ``Op.rule``'s whose-and-duration part of a ``FREEZE`` lasting while its source remains
#: tapped ("it|its controller's untap step for as long as ~ remains tapped", CR 502.3)
FROZEN_WHILE_TAPPED = "its controller's untap step " + WHILE_TAPPED_WORDS
FROZEN_ALL_WHILE_TAPPED = "their controllers' untap steps " + WHILE_TAPPED_WORDS

_TAPPED = Duration.WHILE_TAPPED


def while_tapped(duration: str, source: str) -> str:
    """``Effect.source`` for an effect of ``duration`` from ``source``'s ability: the source
    when the effect lasts while it remains tapped, else none."""
    return source if duration == WHILE_TAPPED else ""


def begins(board: Board, effect: Effect) -> bool:
    """Whether ``effect`` begins (CR 611.2b): one lasting while its source remains tapped only
    if the source is a tapped permanent now."""
    if effect.duration is not _TAPPED:
        return True
    source = board.permanents.get(effect.source)
    return source is not None and source.zone is Zone.BATTLEFIELD and source.tapped


def untapped(board: Board, pid: str) -> None:
    """The permanent ``pid`` became untapped (CR 701.26b): the ``Untapped`` event, after the
    effects lasting while it remained tapped end (611.2b). Everything that untaps a
    permanent calls this."""
    if board.effects:
        source_untapped(board, pid)
    board.log(Untapped, permanent=pid)


def source_untapped(board: Board, pid: str) -> None:
    """``pid`` became untapped or left the battlefield: the effects lasting while it remains
    tapped end (CR 611.2b)."""
    ended = [e for e in board.effects if e.duration is _TAPPED and e.source == pid]
    if not ended:
        return
    board.effects = [e for e in board.effects if not (e.duration is _TAPPED and e.source == pid)]
    for e in ended:
        if e.controller:
            give_back(board, e)  # 613.1b
        if is_changing(e):
            for affected in e.affected:  # 613.1d
                retype(board, affected)
    board.version += 1
    board.changes += 1


__all__ = ["FROZEN_ALL_WHILE_TAPPED", "FROZEN_WHILE_TAPPED", "WHILE_TAPPED", "WHILE_TAPPED_WORDS",
           "begins", "source_untapped", "untapped", "while_tapped"]
