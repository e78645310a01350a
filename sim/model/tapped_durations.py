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
from sim.model.control_durations import DURATION_WORDS
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
_UNTIL_NEXT_TURN = Duration.NEXT_TURN.value

#: the durations that end as their source leaves the battlefield (611.2b)
_FROM_SOURCE = frozenset({_TAPPED, Duration.WHILE_PRESENT, Duration.WHILE_CONTROLLED})
#: the same, public (``sim.rules.source_durations``)
SOURCE_DURATIONS = _FROM_SOURCE
#: the words of each of those durations, by ``Op.duration`` value ("for as long as ~ remains
#: tapped | on the battlefield", "for as long as you control ~")
SOURCE_DURATION_WORDS = {WHILE_TAPPED: WHILE_TAPPED_WORDS, **DURATION_WORDS}


def source_duration(rule: str) -> Duration | None:
    """The duration an instruction's words ``rule`` end with (one of ``SOURCE_DURATION_WORDS``),
    or None."""
    for value, words in SOURCE_DURATION_WORDS.items():
        if rule.endswith(words):
            return Duration(value)
    return None


def while_tapped(duration: str, source: str, controller: str = "") -> str:
    """``Effect.source`` for an effect of ``duration`` from ``source``'s ability: the source
    when the effect lasts while it remains tapped (or on the battlefield, or controlled); the
    ability's ``controller`` when it lasts until their next turn (CR 500.5,
    ``sim.model.next_turn_durations``), else none."""
    if duration == _UNTIL_NEXT_TURN:
        return controller
    return source if duration == WHILE_TAPPED or duration in DURATION_WORDS else ""


def begins(board: Board, effect: Effect) -> bool:
    """Whether ``effect`` begins (CR 611.2b): one lasting while its source remains tapped only
    if the source is a tapped permanent now."""
    if effect.duration not in _FROM_SOURCE:
        return True
    source = board.permanents.get(effect.source)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return False  # 611.2b, also "for as long as ~ remains on the battlefield"
    if effect.duration is Duration.WHILE_CONTROLLED:  # "for as long as you control ~"
        return source.controller == effect.controller
    return effect.duration is not _TAPPED or source.tapped


def untapped(board: Board, pid: str) -> None:
    """The permanent ``pid`` became untapped (CR 701.26b): the ``Untapped`` event, after the
    effects lasting while it remained tapped end (611.2b). Everything that untaps a
    permanent calls this."""
    if board.effects:
        source_untapped(board, pid)
    board.log(Untapped, permanent=pid)


def source_left(board: Board, pid: str) -> None:
    """``pid`` left the battlefield: the effects lasting while it remains tapped, on the
    battlefield or controlled end (CR 611.2b, 400.7; ``sim.model.control_durations``)."""
    source_untapped(board, pid, _FROM_SOURCE)


def source_untapped(board: Board, pid: str,
                    durations: frozenset[Duration] = frozenset({_TAPPED})) -> None:
    """``pid`` became untapped: the effects lasting while it remains tapped end (CR 611.2b);
    those of ``durations``."""
    ended = [e for e in board.effects if e.duration in durations and e.source == pid]
    if not ended:
        return
    board.effects = [e for e in board.effects if not (e.duration in durations and
                                                      e.source == pid)]
    for e in ended:
        if e.controller:
            give_back(board, e)  # 613.1b
        if is_changing(e):
            for affected in e.affected:  # 613.1d
                retype(board, affected)
    board.version += 1
    board.changes += 1


__all__ = ["FROZEN_ALL_WHILE_TAPPED", "FROZEN_WHILE_TAPPED", "SOURCE_DURATIONS",
           "SOURCE_DURATION_WORDS", "WHILE_TAPPED", "WHILE_TAPPED_WORDS", "begins",
           "source_duration", "source_left", "source_untapped", "untapped", "while_tapped"]
