"""``LIFE_BECOMES`` (``sim.text.life_total_text``) rendered back to Oracle text (CR 119.5)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sim.model.life_total_verbs import LIFE_BECOMES
from sim.model.programs import Op
from sim.text.life_total_text import life_total_words
from sim.text.wording import Piece


def _write(names: Any, op: Op) -> Piece:
    return life_total_words(op)


#: the writer of the verb (``sim.text.render_effects``' ``FIGHT_WRITERS``, from ``render``)
LIFE_TOTAL_WRITERS: dict[str, Callable[[Any, Op], Piece]] = {LIFE_BECOMES: _write}
