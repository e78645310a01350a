"""Restrictions on players for the rest of the turn rendered back to Oracle text (issue 29,
untilturn; ``sim.model.restriction_verbs``): "<player> can't cast [<kind>] spells this turn",
"<player> can't play lands this turn" (CR 101.2, 611.2a), for ``sim.text.render_players``'
table of writers."""

from __future__ import annotations

from collections.abc import Callable

from sim.model import programs as pg
from sim.model.programs import Op
from sim.model.restriction_verbs import NO_CASTING_ON_YOUR_TURN, RESTRICTIONS, STATIC_LIMITS
from sim.text.wording import Piece, alt

#: how an instruction names a player (``render_effects._Writer.who``)
Namer = Callable[[str], Piece]

#: the players of a group as such a sentence names them
_GROUPS: dict[str, Piece] = {pg.OPPONENTS: alt("your opponents", "each opponent"),
                             pg.EACH_PLAYER: alt("players", "each player")}


def restriction(name: Namer, op: Op) -> Piece:
    """"<player> can't cast <kind> spells | can't play lands this turn" (CR 101.2): the
    verb is the rule's own words."""
    who = _GROUPS.get(op.who) or name(op.who)
    return (who, " ", op.verb, " this turn")


#: the writers of ``sim.model.restriction_verbs``' verbs
RESTRICTION_WRITERS: dict[str, Callable[[Namer, Op], Piece]] = dict.fromkeys(
    RESTRICTIONS, restriction)

#: the static rules of this family as written (merged into ``render_statics``' table through
#: ``render_replacements.REPLACEMENT_TEXTS``: that module is at its size limit)
STATIC_RESTRICTION_TEXTS: dict[str, Piece] = {
    NO_CASTING_ON_YOUR_TURN: "your opponents can't cast spells during your turn"}
STATIC_RESTRICTION_TEXTS.update({rule: rule for rule in STATIC_LIMITS})  # its own words

__all__ = ["RESTRICTION_WRITERS", "STATIC_RESTRICTION_TEXTS", "restriction"]
