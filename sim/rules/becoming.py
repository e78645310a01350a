"""The ``BECOMES`` instruction (issue 29, "becomes"; ``sim.model.become_verbs``): "target
creature has base power and toughness 1/1 until end of turn", "~ becomes colorless until end
of turn", "target creature loses flying until end of turn", "~ becomes a 2/2 Bird artifact
creature with flying until end of turn", "target land becomes a 3/3 creature that's still a
land"."""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.attached_changes import change_effect
from sim.model.become_verbs import CHOSEN_COLOR
from sim.model.characteristic_layers import sources_before
from sim.model.objects import Duration
from sim.model.pump_verbs import QUOTED_UNTIL
from sim.model.stack_objects import QUALITY_CHOICE, Resolving
from sim.model.state import GameState
from sim.model.tapped_durations import while_tapped
from sim.rules.answers import answer
from sim.rules.chosen import quality_options
from sim.rules.move_ops import on_battlefield
from sim.rules.pump import quoted
from sim.rules.source_durations import add_lasting

#: a chosen color's letter (CR 105.1)
_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def becomes(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """One continuous effect on the objects still on the battlefield (CR 611.2a: those fixed
    as it begins; 611.2c), with one timestamp in each layer it reaches (613.6, 613.7): card
    types added beside the others (205.1b) and creature types replacing the others (205.1a;
    layer 4), colors (5), abilities gained and lost (6: ``Effect.before`` the static
    abilities' sources earlier than it; all of them, ``Effect.strip``, 613.1f:
    ``sim.model.ability_loss``), base power and toughness (7b, so counters and "gets
    +N/+N" still apply over it, 613.4c); for its duration (514.2), else for as long as the
    object stays on the battlefield (611.2a, 400.7); quoted abilities it gains ('with
    "Whenever this creature attacks, ..."', layer 6) compiled as it begins (``pump.quoted``)."""
    change = op.becoming
    affected = frozenset(on_battlefield(state, objects))
    if change is None or not affected:
        return True
    if change.choice:  # "the color | creature type of your choice" (608.2d)
        options = quality_options(state, work.item.controller, change.choice)
        chosen = answer(state, work, QUALITY_CHOICE, options)
        if chosen is None:
            return False  # the choose_quality decision waits
        change = attrs.evolve(change, colors=(_LETTERS[chosen],)) if change.choice == \
            CHOSEN_COLOR else attrs.evolve(change, subtypes=(chosen,))
    effect = change_effect(
        change, affected, Duration(op.duration) if op.duration else Duration.INDEFINITE,
        sources_before(state) if change.remove or change.strip else frozenset(),
        work.item.name, while_tapped(op.duration, work.item.source, work.item.controller))
    if change.quoted:  # 'with "<ability>"' (613.1f; 113.6: "this creature" is the permanent)
        effect = quoted(attrs.evolve(effect, params=effect.params | frozenset(
            (QUOTED_UNTIL, q) for q in change.quoted)))
    add_lasting(state, work, effect)
    return True
