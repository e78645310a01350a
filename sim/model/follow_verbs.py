"""The instructions of short follow-up sentences that name again what the sentence before
acted on or made (CR 608.2c: later text refers to the objects earlier text affected). Split
from ``sim.model.programs``, whose ``Op`` verbs they are (read by ``sim.text.follow_text``,
run by ``sim.rules.follow_ops``)."""

from __future__ import annotations

#: "it gains haste" with no duration after "return target creature card ... to the
#: battlefield", "create a token that's a copy of ...": a continuous effect that lasts as long
#: as its object stays (CR 611.2a, 400.7); ``Op.add`` the haste flag, ``Op.duration``
#: indefinite (a ``MODIFY`` in all but its words)
GAINS_HASTE = "gains haste"
#: "they gain haste until end of turn" after "create two 1/1 ... tokens", "it gets +1/+1 until
#: end of turn" after "create a token that's a copy of ...": a ``MODIFY`` of the tokens the
#: instruction before created (``CREATED``, CR 111.1, 608.2c)
MODIFY_MADE = "modify made"

#: the verbs run as a ``MODIFY`` (``sim.rules.effect_ops._modify``): only their words differ
FOLLOW_VERBS = frozenset((GAINS_HASTE, MODIFY_MADE))
