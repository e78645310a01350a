"""Effects lasting "until your next turn" (CR 500.5, 611.2a, 800.4m; issue 29, untilnext):
"target creature gains haste until your next turn", "until your next turn, up to one target
creature gets -2/-2", "target creature can't attack or block until your next turn".

CR 611.2a: a continuous effect from a resolving spell or ability that states a duration lasts
until then. CR 500.5: effects scheduled to last "until" a turn, phase or step expire as it
begins — "until your next turn" ends as the next turn of the player "your" names (the
controller of the spell or ability, ``Effect.source`` of a ``Duration.NEXT_TURN`` effect)
begins, before anything of that turn happens (its untap step: 502). It lasts through every
other player's turn in between, extra turns included (500.7); a turn of that player that is
skipped doesn't begin (614.10a: what waits for the "next" occurrence waits for the first one
not skipped). CR 800.4m: if that player has left the game, it lasts until that turn would
have begun (``sim.rules.turn`` calls ``turn_began`` as it passes over the turn of a player who
left), neither ending at once nor lasting forever. As one ends, a control-changing effect gives
its permanent back (613.1b) and a type-changing one's permanents are retyped (613.1d)
(``sim.model.tapped_durations.source_untapped``).
"""

from __future__ import annotations

from sim.model.board import Board
from sim.model.objects import Duration
from sim.model.tapped_durations import source_untapped

#: ``Op.duration``'s value for "until your next turn" (a ``Duration`` value), and its words
NEXT_TURN = Duration.NEXT_TURN.value
NEXT_TURN_WORDS = "until your next turn"

_NEXT = frozenset({Duration.NEXT_TURN})


def turn_began(board: Board, player: str) -> None:
    """``player``'s turn begins — or, when they have left the game, would have begun (CR
    800.4m): the effects lasting until their next turn end (500.5, 611.2a)."""
    if board.effects:
        source_untapped(board, player, _NEXT)


__all__ = ["NEXT_TURN", "NEXT_TURN_WORDS", "turn_began"]
