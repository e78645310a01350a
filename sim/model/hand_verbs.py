"""The ``Op`` verbs of looking at another player's hand (CR 402.3: a hand is hidden from the
other players unless an effect lets one look at it): ``LOOK_HAND``, "look at target player's |
target opponent's | that player's hand" (``Op.who`` whose hand), run by
``sim.rules.hand_looks``; and ``HandLooked``, the event of it."""

from __future__ import annotations

from typing import ClassVar

import attrs

from sim.model.events import Event

#: "look at target player's hand" (CR 402.3)
LOOK_HAND = "look at hand"
#: "target player reveals their hand and discards all <kind> cards" (CR 701.20a, 701.9a):
#: ``Op.card`` the kinds ("nonland"), ``Op.who`` the player
DISCARD_ALL_KIND = "reveal and discard all"


@attrs.frozen(slots=True)
class HandLooked(Event):
    """``player`` looked at ``whose`` hand (CR 402.3): the names of the cards seen, in the
    hand's order (an empty hand: none)."""

    kind: ClassVar[str] = "looks at hand"
    player: str
    whose: str
    cards: tuple[str, ...] = ()


#: Duress's chain ending "... you choose a <kind> card from it. exile that card." (CR 406.2):
#: ``Op.rule`` of ``programs.DISCARD_CHOSEN``, the exile a sentence of its own (``programs.EXILE``
#: is "... from it and exile that card")
EXILE_THAT = "exile that"
#: Duress's choice made looking, not revealing: "look at target player's hand and choose a card
#: from it. that player | the player discards that card" (CR 402.3, 701.9a): ``Op.rule`` of
#: ``programs.DISCARD_CHOSEN``, "that player" or "the player" after the words (the card is
#: discarded, so revealed, as with Duress: the outcome is the same)
LOOKED_THAT, LOOKED_THE = "looked|that", "looked|the"
#: what separates the kinds of ``DISCARD_CHOSEN``'s ``Op.card`` from its mana value bound,
#: "nonland|<=2" for "a nonland card from it with mana value 2 or less", "|>=4" for "a card
#: from it with mana value 4 or greater" (CR 202.3)
MV_MARK = "|"


def chosen_parts(card: str) -> tuple[str, str, int]:
    """``DISCARD_CHOSEN``'s ``Op.card`` as its kinds, its bound ("<=", ">=" or "") and the
    bound's mana value."""
    kinds, _, bound = card.partition(MV_MARK)
    return (kinds, bound[:2], int(bound[2:])) if bound else (kinds, "", 0)
