"""How a static ability's condition is written around what it does (issue 29, conditions):
"as long as <condition>, <ability>", "<ability> as long as <condition>" (CR 611.3a), or, of a
negated condition (``sim.model.static_conditions.UNLESS``), "~ can't attack | block | attack
or block unless <condition>" (508.1c, 509.1b: the restriction while the condition doesn't
hold). ``sim.text.render_statics`` passes its ``condition`` (the words of a condition kind)
in: that module imports this one.
"""

from __future__ import annotations

from collections.abc import Callable

from sim.model.abilities import SELF_ATTACKING, Static
from sim.model.filters import Filter
from sim.model.speed_verbs import MAX_SPEED
from sim.model.static_conditions import UNLESS
from sim.text.wording import Piece, alt


def condition_ways(s: Static, body: Piece,
                   condition: Callable[[str, Filter | None, int], Piece]
                   ) -> tuple[Piece, list[Piece]]:
    """The words of ``s``'s condition and the ways ``body`` is written under it."""
    if s.condition == UNLESS + SELF_ATTACKING:  # "as long as ~ isn't attacking" (506.4)
        cond: Piece = alt("~ isn't attacking", "it isn't attacking", "~ is not attacking")
        return cond, [("as long as ", cond, ", ", body), (body, " as long as ", cond)]
    if s.condition.startswith(UNLESS):
        negated = condition(s.condition[len(UNLESS):], s.what, s.count)
        return negated, [(body, " unless ", negated)]
    cond = condition(s.condition, s.what, s.count)
    if s.condition == MAX_SPEED:  # "max speed — <ability>" (CR 702.178a)
        return cond, [("max speed — ", body), ("as long as ", cond, ", ", body)]
    return cond, [("as long as ", cond, ", ", body), (body, " as long as ", cond)]
