""""After this phase, there is an additional combat phase" (CR 500.8) as the last sentence of
an attack trigger's effect ("whenever ~ attacks for the first time each turn, untap all
creatures you control. after this phase, there is an additional combat phase"): an attack
trigger (event ``AttackerDeclared``: 508.1) triggers as attackers are declared and resolves
in that combat phase, so "this phase" is a combat phase and the added one comes directly
after it (``Op(EXTRA_COMBAT, rule=AFTER_THIS_PHASE)``, ``sim.rules.after_phase``). Read only
there: anywhere else "this phase" may be another phase, and the sentence stays unsupported."""

from __future__ import annotations

import attrs

from sim.model.phase_verbs import AFTER_THIS_PHASE
from sim.model.programs import EXTRA_COMBAT, Op, Program
from sim.text.keyword_names import normalize
from sim.text.wording import Piece

_SENTENCE = "after this phase, there is an additional combat phase"


def after_this_phase(program: Program, event: str) -> Program:
    """``program`` (a triggered ability's effect on ``event``) with its last sentence "after
    this phase, there is an additional combat phase", left unsupported, read when ``event``
    is an attack's (CR 508.1, 500.8); ``program`` unchanged otherwise."""
    if event != "AttackerDeclared" or not program.unsupported or program.modes or \
            program.optional:
        return program
    last = normalize(program.unsupported[-1]).rstrip(". ")
    if last != _SENTENCE or not normalize(program.text).rstrip(". ").endswith(last):
        return program
    op = Op(EXTRA_COMBAT, rule=AFTER_THIS_PHASE)
    return attrs.evolve(program, ops=(*program.ops, op), unsupported=program.unsupported[:-1])


def extra_combat_words(op: Op) -> Piece:
    """The wording of an additional combat phase (``sim.text.render_effects``)."""
    if op.rule == AFTER_THIS_PHASE:
        return _SENTENCE
    return ("after this main phase, there is an additional combat phase followed by an "
            "additional main phase")
