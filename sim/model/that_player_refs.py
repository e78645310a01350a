"""Whether a triggered ability's program names "that player" — the player its trigger event is
about (CR 603.2, 603.2b: the active player whose step began, the player dealt damage, the
player who cast a spell) — so the trigger remembers that player (``StackItem.that``): as an
instruction's player ("that player loses 2 life"), or as the controller of a target or a group
("tap target creature that player controls", "each creature that player controls"; issue 29,
burn: ``sim.text.linked_targets``). Computed as the trigger matches, from the program alone."""

from __future__ import annotations

from sim.model.programs import THAT_PLAYER, THAT_PLAYERS, Program


def names_that_player(program: Program | None) -> bool:
    """Whether ``program`` (or one of its modes) names the trigger's player."""
    if program is None:
        return False
    return any(op.who in THAT_PLAYERS for op in program.ops) or \
        any(t.controller == THAT_PLAYER for t in program.targets) or \
        any(g.controller == THAT_PLAYER for g in program.groups) or \
        any(names_that_player(m) for m in program.modes)
