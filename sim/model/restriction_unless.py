"""Parameters of "~ can't attack | block | attack or block unless <condition>" where the
condition is one of ``sim.model.board_conditions`` (issue 29, attack requirements): "unless a
creature died under your control this turn", "... you control another creature with power 4
or greater", "... there are five or more cards in your graveyard" (CR 508.1c, 509.1b: a
restriction, checked as attackers or blockers are declared).

The value is the condition's words after "unless", read again by ``sim.text.condition_text``
as the restriction is judged (``sim.legality.unless_judge``); the kind and the value together
are the phrase ("can't attack unless" + " " + words), so the parameter renders as itself."""

from __future__ import annotations

from sim.model.attack_bans import NO_ATTACKS_ON_CONTROLLER

ATTACK_UNLESS = "can't attack unless"
BLOCK_UNLESS = "can't block unless"
ATTACK_OR_BLOCK_UNLESS = "can't attack or block unless"

#: the kinds restricting attacks (508.1c) and blocks (509.1b)
ATTACK_KINDS = frozenset((ATTACK_UNLESS, ATTACK_OR_BLOCK_UNLESS))
BLOCK_KINDS = frozenset((BLOCK_UNLESS, ATTACK_OR_BLOCK_UNLESS))

#: "~ can't block <kinds>" (CR 509.1b: judged on the attacker), "~ can't be blocked by <kinds>"
#: (judged on the blocker): the value the kinds' words ("black creatures", "knights or
#: walls", "creatures with power 2 or less"; ``sim.text.kind_words``), judged by
#: ``sim.legality.kind_judge``; ``KIND_PHRASES`` the words before the value
CANT_BLOCK_KINDS = "can't block kinds"
NOT_BY_KINDS = "can't be blocked by kinds"
KIND_PHRASES = {CANT_BLOCK_KINDS: "can't block ", NOT_BY_KINDS: "can't be blocked by ",
                NO_ATTACKS_ON_CONTROLLER: "can't attack you or "}  # (sim.model.attack_bans)
