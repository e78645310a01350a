"""Cast triggers about a spell of the quality its source's controller chose as it entered (CR
614.12, 601.2i): "whenever you cast a spell of the chosen color", "whenever you cast a [creature]
spell of the chosen type" (after "as ~ enters, choose a creature type"; ``Permanent.chosen``).
The kinds are ``Triggered.subject`` kinds of a "SpellCast" trigger (``sim.text.designation_rules``
reads them, ``sim.text.render_player_triggers`` writes them, ``sim.rules.player_triggers``
runs them with ``chosen_spell_is``)."""

from __future__ import annotations

from sim.model.objects import Permanent
from sim.model.spend_limits import card_is

#: "a spell of the chosen color" (CR 105.2)
CHOSEN_COLOR = "chosen color"
#: "a spell of the chosen type" (CR 205.3m: a creature type; a kindred spell has them too,
#: 205.3e; a changeling card is every creature type, 702.73a)
SPELL_CHOSEN_TYPE = "chosen type"
#: "a creature spell of the chosen type"
CREATURE_CHOSEN_TYPE = "creature chosen type"
#: each kind's words after "cast"
CHOSEN_SPELL_WORDS = {CHOSEN_COLOR: "a spell of the chosen color",
                      SPELL_CHOSEN_TYPE: "a spell of the chosen type",
                      CREATURE_CHOSEN_TYPE: "a creature spell of the chosen type"}


def chosen_spell_is(spell: Permanent | None, kind: str, chosen: str) -> bool:
    """Whether the spell ``spell`` (its card as cast, CR 601.2i) is of the quality ``kind``
    names, ``chosen`` the color or creature type its source's controller chose ("" none
    chosen: no spell is, CR 614.12)."""
    if spell is None or not chosen:
        return False
    card = spell.card
    if kind == CHOSEN_COLOR:
        return card_is(card, chosen)
    if kind == CREATURE_CHOSEN_TYPE and not card.is_creature:
        return False
    return card.has_subtype(chosen)
