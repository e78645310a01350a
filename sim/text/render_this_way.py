"""Writing back the instructions referring to what the instruction before them did (CR 608.2c,
``sim.model.this_way_verbs``), for ``sim.text.render_effects``."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.programs import Op
from sim.model.this_way_verbs import GAIN_DEALT
from sim.text.wording import Piece

#: each verb's writer
THIS_WAY_WRITERS: dict[str, Callable[[Op], Piece]] = {
    GAIN_DEALT: lambda op: "you gain life equal to the damage dealt this way",  # 120.3
}
