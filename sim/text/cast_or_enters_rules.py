"""The transformer rule of the Oracle grammar (``oracle.lark``) for one trigger on two events:
"whenever you cast a <color> spell or a <kind> enters [the battlefield] under your control"
(CR 603.2, 601.2i, 603.6a; one ability, two events, 700.4). Its model: ``Triggered.event``
``CAST_OR_ENTERED``, ``subject`` the spell's color after ``CAST_OR_ENTERS``, ``about`` the
entering permanent's ``Filter``; matched by ``sim.rules.cast_or_enters``, rendered by
``sim.text.render_cast_or_enters``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Filter
from sim.text.trigger_rules import kind_filter

#: the event of "whenever you cast a <color> spell or a <kind> enters ..."
CAST_OR_ENTERED = "CastOrEntered"
#: its subject's prefix, before the spell's color ("green")
CAST_OR_ENTERS = "cast or enters "


class CastOrEntersRules(Transformer[Token, Any]):
    """The condition of ``event_trigger`` this module reads."""

    def cast_color_or_kind_enters(self, c: list[Any]) -> tuple[str, str, Filter]:
        """``c``: the spell's color, then "another" or not, the kind, its controllers."""
        color, *rest = c
        return CAST_OR_ENTERED, CAST_OR_ENTERS + str(color), kind_filter(rest)
