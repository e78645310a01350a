"""``LIFE_BECOMES`` (``sim.text.life_total_text``) rendered back to Oracle text (CR 119.5), and
``LOSE_HALF_UP`` / ``LOSE_HALF_DOWN`` (``sim.text.half_life_rules``, CR 119.3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sim.model.life_total_verbs import LIFE_BECOMES, LOSE_HALF_DOWN, LOSE_HALF_UP
from sim.model.programs import THAT_PLAYER, Op
from sim.text.life_total_text import life_total_words
from sim.text.wording import Piece, alt


def _write(names: Any, op: Op) -> Piece:
    return life_total_words(op)


def _half(names: Any, op: Op) -> Piece:
    """"that player loses | they lose | each opponent loses half their life, rounded up"."""
    rounding = "up" if op.verb == LOSE_HALF_UP else "down"
    tail = f" half their life, rounded {rounding}"
    loses = (names.who(op.who), " loses", tail)
    return alt(loses, ("they lose", tail)) if op.who == THAT_PLAYER else loses


#: the writers of the verbs (``sim.text.render_effects``' ``FIGHT_WRITERS``, from ``render``)
LIFE_TOTAL_WRITERS: dict[str, Callable[[Any, Op], Piece]] = {
    LIFE_BECOMES: _write, LOSE_HALF_UP: _half, LOSE_HALF_DOWN: _half}
