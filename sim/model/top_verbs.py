"""The top card of a library looked at or revealed, or another player's (CR 401,
701.20a; ``programs.TOP_CARD``): ``TOP_WHOSE``, an ``Op.params`` key, holds the words of where
the card of another player's library goes ("into their graveyard", "into that player's
graveyard", "on the bottom of that player's library"); ``Op.who`` is the player whose library
it is (``programs.YOU``: the controller's)."""

from __future__ import annotations

TOP_WHOSE = "whose"
#: the words of each place another player's top card may go, and where that is
THEIR_PLACES = {"into their graveyard": "into your graveyard",
                "into that player's graveyard": "into your graveyard",
                "on the bottom of that player's library": "on the bottom of your library"}

#: an ``Op(TOP_CARD)`` param: "reveal the top card of your library. if it's a <kind> card,
#: <instructions>" — the card stays on top; whether it is of the kind (``Op.card``) is kept for the
#: instructions after it (CR 701.20a, 608.2c)
TOP_IF = "if it's"
#: the ``Op.if_paid`` of those instructions: done only if the card revealed is of the kind
IF_ITS = "if it's of the kind"
#: an ``Op(TOP_CARD)`` param: "look at the top card of your library" as the whole effect — the
#: card looked at stays on top (information only, CR 401.3)
TOP_LOOK = "looked at"
#: an ``Op(TOP_CARD)`` param: "... if it's a <kind> card, [you may] put it <where>. otherwise, you
#: may put it <elsewhere>" — a card not of the kind may go there, its controller choosing (CR
#: 608.2c: "otherwise" is the condition's failing; a card of the kind not put stays on top)
TOP_ELSE_MAY = "otherwise you may"
#: an ``Op(TOP_CARD)`` param with ``TOP_IF``: "look at the top card of your library. you may
#: reveal that card. if a <kind> card is revealed this way, <instructions>" — the controller
#: chooses whether to reveal the card looked at, which stays on top; the instructions are done
#: only if it was revealed and is of the kind (CR 401.3, 701.20a, 608.2c)
TOP_MAY_REVEAL = "may reveal that card"
