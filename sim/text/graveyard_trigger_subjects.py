"""The subjects of "when ~ is put into a graveyard from anywhere" and "whenever a [creature |
<color>] card is put into an opponent's graveyard from anywhere" (CR 603.2, 404.1; read by
``sim.text.graveyard_trigger_rules``, matched by ``sim.rules.graveyard_triggers``, rendered by
``sim.text.render_graveyard_triggers``)."""

from __future__ import annotations

#: "when ~ is put into a graveyard from anywhere"
SELF_ANYWHERE = "self to a graveyard from anywhere"
#: "whenever a <kind> card is put into an opponent's graveyard from anywhere": the prefix, then
#: the kind ("" any card, "creature", or a color)
CARD_TO_OPPONENTS = "card to an opponent's graveyard from anywhere|"
#: "whenever a <kind> card is put into your graveyard from anywhere": the prefix
CARD_TO_YOURS = "card to your graveyard from anywhere|"
#: the kinds read
GRAVE_KINDS = ("", "creature", "land", "white", "blue", "black", "red", "green")
#: every subject of these conditions
GRAVEYARD_SUBJECTS = frozenset((SELF_ANYWHERE, *(CARD_TO_OPPONENTS + k for k in GRAVE_KINDS),
                                *(CARD_TO_YOURS + k for k in GRAVE_KINDS)))
