"""The words of a counted bonus and the abilities beside it (``sim.text.per_grants``):
"enchanted creature gets +1/+1 for each plains you control and has flying" (CR 613.4c,
613.1f)."""

from __future__ import annotations

from sim.model.abilities import ENCHANTED, EQUIPPED, Parsed
from sim.text.render_statics import abilities, static
from sim.text.wording import Piece, listing


def per_and_granted(model: Parsed) -> Piece | None:
    """The sentence of a clause read into a counted bonus and a grant to the same attached
    creature, or None for another model."""
    if len(model.statics) != 2 or model.flags or model.params or model.mana:
        return None
    per, grant = model.statics
    if per.per is None or per.affects not in (ENCHANTED, EQUIPPED) or \
            grant.affects != per.affects or grant.per is not None or grant.power or \
            grant.toughness or grant.rule or grant.condition or per.condition or \
            not (grant.add or grant.params):
        return None
    return (static(per), " and has ", listing(abilities(grant.add, grant.params)))


__all__ = ["per_and_granted"]
