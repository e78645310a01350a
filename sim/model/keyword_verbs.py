"""Model marks of issue 29's keyword family (h-kw): a delayed instruction on several tokens
("create three ... tokens. sacrifice them at the beginning of the next end step", CR 603.7c:
``Op.rule`` ``THEM`` on an instruction whose ``who`` is ``CREATED``), rendered "them"."""

from __future__ import annotations

#: ``Op.rule`` of a delayed instruction on the tokens the one before created, more than one
#: ("them", "those tokens", "the tokens"); without it, the one token ("it", "that token")
THEM = "them"

__all__ = ["THEM"]

#: myriad's instruction (CR 702.116a): for each opponent other than defending player, a token
#: copy of the source tapped and attacking that player or a planeswalker they control (or
#: none), the tokens exiled at end of combat (``sim.rules.myriad``)
MYRIAD = "myriad"

#: the answer to myriad's choice for one opponent that creates no token for them
NO_TOKEN = "none"

__all__ += ["MYRIAD", "NO_TOKEN"]

#: ninjutsu's instruction (CR 702.49a, c): put the card from its owner's hand onto the
#: battlefield tapped and attacking what the returned creature attacked
#: (``sim.rules.ninjutsu``)
NINJUTSU = "ninjutsu"

__all__ += ["NINJUTSU"]

#: enlist's reflexive triggered ability's instruction (CR 702.154a): "this creature gets +X/+0
#: until end of turn, where X is the tapped creature's power" (``StackItem.that``: the
#: creature tapped; ``sim.rules.enlist``)
ENLIST_BONUS = "enlist bonus"

#: the answer to enlist's choice that taps no creature (CR 702.154a: "up to one")
NO_ENLIST = "none"

__all__ += ["ENLIST_BONUS", "NO_ENLIST"]

#: offspring's triggered ability's instruction (CR 702.175a): "create a token that's a copy of
#: it, except it's 1/1" (``sim.rules.offspring``)
OFFSPRING_COPY = "offspring copy"

__all__ += ["OFFSPRING_COPY"]

#: the answer to a dredge choice that draws the card (CR 702.52a: "you may")
DRAW_INSTEAD = "draw"

__all__ += ["DRAW_INSTEAD"]
