""""After this phase, there is an additional combat phase" (CR 500.8) as the last sentence of
an attack trigger's effect ("whenever ~ attacks for the first time each turn, untap all
creatures you control. after this phase, there is an additional combat phase"): an attack
trigger (event ``AttackerDeclared``: 508.1) triggers as attackers are declared and resolves
in that combat phase, as a block's (509.1) and a combat damage one's (510.2) do, so "this
phase" is a combat phase and the added one comes directly
after it (``Op(EXTRA_COMBAT, rule=AFTER_THIS_PHASE)``, ``sim.rules.after_phase``). Read only
there: anywhere else "this phase" may be another phase, and the sentence stays unsupported."""

from __future__ import annotations

import attrs

from sim.model.phase_verbs import AFTER_THIS_PHASE
from sim.model.programs import EXTRA_COMBAT, Op, Program
from sim.text.keyword_names import normalize
from sim.text.wording import Piece, alt

_SENTENCE = "after this phase, there is an additional combat phase"
#: the same said of the combat phase by name (CR 500.8: the phase it resolves in)
_COMBAT_SENTENCE = "after this combat phase, there is an additional combat phase"

#: the triggers that trigger and resolve only in a combat phase besides an attack's (508.1):
#: a block's (509.1, "whenever ~ blocks | becomes blocked"), combat damage's (510.2: "whenever
#: ~ deals combat damage to a player", resolving in the combat damage step, 510.3)
_IN_COMBAT = frozenset((("DamageDealt", "self to a player"), ("DamageDealt", "self to an opponent"),
                        ("DamageDealt", "self dealt combat damage")))


def after_this_phase(program: Program, event: str, subject: str = "") -> Program:
    """``program`` (a triggered ability's effect on ``event`` of ``subject``) with its last
    sentence "after this [combat] phase, there is an additional combat phase", left
    unsupported, read when the ability triggers and resolves only in a combat phase (an
    attack's, a block's, combat damage's: CR 508.1, 509.1, 510.2, 500.8); ``program``
    unchanged otherwise."""
    if event not in ("AttackerDeclared", "BlockerDeclared") and (event, subject) not in \
            _IN_COMBAT or not program.unsupported or program.modes or program.optional:
        return program
    last = normalize(program.unsupported[-1]).rstrip(". ")
    if last not in (_SENTENCE, _COMBAT_SENTENCE) or \
            not normalize(program.text).rstrip(". ").endswith(last):
        return program
    op = Op(EXTRA_COMBAT, rule=AFTER_THIS_PHASE)
    return attrs.evolve(program, ops=(*program.ops, op), unsupported=program.unsupported[:-1])


def extra_combat_words(op: Op) -> Piece:
    """The wording of an additional combat phase (``sim.text.render_effects``)."""
    if op.rule == AFTER_THIS_PHASE:
        return alt(_SENTENCE, _COMBAT_SENTENCE)
    return ("after this main phase, there is an additional combat phase followed by an "
            "additional main phase")
