"""The exceptions of a clone's copy effect (CR 707.9b: "except ..." modifications become part
of the copy's copiable values), held in the ``ENTERS_AS_COPY`` static ability
(``sim.text.copy_rules``, run by ``sim.rules.clones``): its ``params`` hold ``CLONE_TYPES``
(the types "except it's a <types> in addition to its other types" adds), ``CLONE_PT`` ("except
it's 7/7": the copy's base power and toughness) and ``GRANTED_TEXT`` (each quoted ability
"except it has "<ability>"" gives it, compiled into the clone's ``CardDef.granted``); ``add``
the keywords "except it has haste" gives it; ``what`` the permanents it may copy
(``Filter.subtype``: "any Ally creature", "any Equipment").
"""

from __future__ import annotations

from sim.model.abilities import Static

#: the ``Static.params`` key of the types the exception adds, space-separated ("Artifact Ninja")
CLONE_TYPES = "clone adds types"
#: the ``Static.params`` key of "in addition to its other creature types" (the wording)
CLONE_CREATURE_TYPES = "clone adds creature types"
#: the ``Static.params`` key of the copy's base power and toughness, "7/7"
CLONE_PT = "clone base power and toughness"
#: the ``Static.params`` key of "except it enters with x additional +1/+1 counters on it" (value
#: "x"); on the copy's card, a ``CardDef.params`` kind (value "x:<k>", k numbering the
#: instances: a copy of such a copy has each, 707.9b), counted by
#: ``sim.rules.tokens.enters_with_counters`` as "enters with X +1/+1 counters" (107.3m)
CLONE_COUNTERS = "clone enters with counters"
#: the ``Static.params`` key of the condition of "if you attacked this turn, you may have ~
#: enter ..." (raid; a ``sim.rules.turn_history`` condition, the words)
CLONE_IF = "clone only if"
#: ``Filter.zone`` of "any permanent that entered the battlefield this turn" (CR 603.6a:
#: ``Permanent.entered_turn``); "graveyard": "any creature card in a graveyard"
ENTERED_THIS_TURN = "entered this turn"
#: the ``Static.params`` key of how "and [it] has" is worded after the types ("it" or "")
CLONE_AND_IT = "clone and it has"


def clone_param(static: Static, key: str) -> str:
    """The value of ``key`` in ``static.params``, "" when it has none."""
    return next((v for k, v in static.params if k == key), "")
