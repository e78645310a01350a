"""``WIN_GAME`` rendered back to Oracle text: "you win the game" (CR 104.2b; read by
``sim.text.game_end_rules``)."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.player_verbs import WIN_GAME
from sim.model.programs import YOU, Op
from sim.text.wording import Piece


def _win(op: Op) -> Piece:
    return "you win the game" if op.who == YOU else f"<{op.verb}>"


#: the writer of the verb (``sim.text.render_effects``)
GAME_END_WRITERS: dict[str, Callable[[Op], Piece]] = {WIN_GAME: _win}
