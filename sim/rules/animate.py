"""Lands that animate themselves (issue 29, real decks): "~ becomes a 1/1 Blinkmoth artifact
creature with flying until end of turn. It's still a land." (Blinkmoth Nexus; CR 611.2a,
613.1d-f, 205.1b), the ``BECOME_CREATURE`` instruction ``sim.text.animate_rules`` reads."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.objects import Duration, Effect
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.move_ops import on_battlefield


def become_creature(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                    n: int) -> bool:
    """One continuous effect on the sources still on the battlefield (CR 611.2a: it affects
    those objects, fixed as it begins), applied in each layer it reaches (613.1d-f, 613.4b):
    the card types and creature types ``op.types`` adds beside its land type ("it's still a
    land", 205.1b; layer 4), the keywords ``op.add`` (layer 6) and base power and toughness
    ``op.power``/``op.toughness`` (layer 7b, so counters and "gets +N/+N" effects still
    apply over it, 613.4c), until end of turn (514.2)."""
    affected = frozenset(on_battlefield(state, objects))
    if affected:
        state.add_effect(Effect(affected, Duration(op.duration), set_power=op.power,
                                set_toughness=op.toughness, add=op.add, types=op.types,
                                description=work.item.name))
    return True
