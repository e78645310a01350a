"""Targets whose legal choices depend on an earlier target of the same spell or ability, or
on the player a trigger is about (issue 29, burn): "target creature that player controls",
"target creature that player or that planeswalker's controller controls".

CR 115.3 and 601.2c: the targets are chosen in the order the text names them, so "that
player" is the player (or the planeswalker's controller) chosen for the target named just
before; 608.2b: on resolution the target is legal only if it is still controlled by that
player (``sim.rules.targeting.qualifies`` with ``TargetSpec.controller`` "target:k"). In a
triggered ability about a player that names no target before ("whenever ~ deals combat
damage to a player, destroy target artifact that player controls", 603.2), "that player" is
that player (``THAT_PLAYER``, ``StackItem.that``). Any other "that player" names nobody the
engine knows: the spec keeps the controller "?" (no choice is legal, and it renders back as
other words, so the clause stays listed as not run).
"""

from __future__ import annotations

import attrs

from sim.model.damage_verbs import PLAYER_OR_WALKER, PLAYER_OR_WALKER_TYPES
from sim.model.programs import THAT_PLAYER, TargetSpec, target
from sim.text.wording import Piece, alt

#: the words after a target's types naming a player named before, and the controller they
#: are read as until linked (``linked``)
LINKED_TAILS: dict[str, tuple[str, str]] = {
    "that player controls": ("controller", THAT_PLAYER),
    "that player or that planeswalker's controller controls": ("controller", PLAYER_OR_WALKER)}

_PLAYER = frozenset({"player"})
#: an unresolved "that player": a player the program never named (no choice is legal)
UNNAMED = "?"


def linked(spec: TargetSpec, targets: list[TargetSpec], that_player: bool) -> TargetSpec:
    """``spec`` with its "that player" made the target named just before it ("target:k", a
    player target for "that player controls", a player or planeswalker target for "... or
    that planeswalker's controller controls"; CR 115.3, 601.2c), or the trigger's player when
    no target comes before (603.2), or ``UNNAMED``."""
    if spec.controller not in (THAT_PLAYER, PLAYER_OR_WALKER):
        return spec
    walker = spec.controller == PLAYER_OR_WALKER
    if targets:
        last = targets[-1]
        fits = last.types == (PLAYER_OR_WALKER_TYPES if walker else _PLAYER) and not last.up_to
        return attrs.evolve(spec, controller=target(len(targets) - 1) if fits else UNNAMED)
    return attrs.evolve(spec, controller=THAT_PLAYER if that_player and not walker else UNNAMED)


def linked_tail(spec: TargetSpec) -> Piece | None:
    """The words of a linked target's controller (``linked``), or None for another."""
    if spec.controller.startswith("target:"):  # (the reader linked only the fitting words)
        return alt(" that player controls",
                   " that player or that planeswalker's controller controls")
    if spec.controller == THAT_PLAYER:
        return " that player controls"
    return None


__all__ = ["LINKED_TAILS", "UNNAMED", "linked", "linked_tail"]
