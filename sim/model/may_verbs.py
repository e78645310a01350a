"""The instructions of optional choices made as a spell or ability resolves (CR 603.5, 608.2c:
"you may ..."), split from ``sim.model.programs``, whose ``Op`` verbs they are; handled by
``sim.rules.may_ops``."""

from __future__ import annotations

#: "tap or untap target creature" (CR 701.26a-b): as it resolves its controller chooses
#: whether the permanent is tapped or untapped (608.2c; a ``CARD_CHOICE``: "tap" / "untap")
TAP_OR_UNTAP = "tap or untap"
#: the answers of ``TAP_OR_UNTAP``
TAP_IT, UNTAP_IT = "tap", "untap"

#: "put a land card from your hand onto the battlefield [tapped]" (CR 305.4: not playing a
#: land; 110.2): ``Op.card`` the card type ("land", "creature", "artifact"); its controller
#: chooses a card of that type in their hand (608.2c; a ``CARD_CHOICE``)
FROM_HAND = "put from hand onto the battlefield"
#: the card types ``FROM_HAND`` may name: permanent cards that need no other choice to enter
#: (an Aura's object to enchant, 303.4f, is not asked here)
FROM_HAND_KINDS = frozenset(("land", "creature", "artifact"))

#: ``Op.if_paid`` of the instructions of a sentence after "you may" that is not the whole
#: program's ("destroy target artifact. you may put a land card ..."; "you may tap or untap
#: target creature. draw a card ..."): the first asks its controller (CR 603.5), the answer
#: kept for "if you do" / "if you don't" (118.12); the sentences after are done either way
MAY = "you may"
