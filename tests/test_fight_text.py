"""Reading fights, bites and their riders (issue 29, fight: ``sim.text.fight_rules``,
``sim.text.fight_text``, rendered back by ``sim.text.render_fights``): what is read, what is
refused because the engine would do something else, and that each reading renders back to
its exact text (a clause counts as run only then)."""

from __future__ import annotations

import pytest

from sim.model.fight_verbs import EXILE_DAMAGED, EXILE_DYING, EXILE_IF_IT_DIES, FIGHT
from sim.model.programs import BITE, RULE, SELF, THAT
from sim.text.effect_text import read_effect
from sim.text.render_effects import program
from sim.text.wording import matches


def _reads(text: str) -> list[tuple[str, str, str]]:
    prog = read_effect(text)
    assert not prog.unsupported, prog.unsupported
    assert matches(program(prog), text.lower().rstrip("."))  # it renders back exactly
    return [(op.verb, op.who, op.rule) for op in prog.ops]


def test_a_fight_names_its_first_creature_in_the_rule() -> None:
    """CR 701.14a: the first fighter is ``Op.rule``, the second ``Op.who``."""
    assert _reads("Target creature you control fights target creature you don't control.") \
        == [(FIGHT, "target:1", "target:0")]
    assert _reads("~ fights up to one target creature you don't control.") == \
        [(FIGHT, "target:0", SELF)]


def test_it_after_an_instruction_on_self_is_self() -> None:
    """CR 608.2c: "put a +1/+1 counter on ~, then it deals ..." — "it" is ~ (not the object
    a trigger is about)."""
    ops = _reads("Put a +1/+1 counter on ~, then it deals damage equal to its power to any "
                 "target.")
    assert ops[-1] == (BITE, "target:0", SELF)
    assert _reads("It deals damage equal to its power to any target.") == \
        [(BITE, "target:0", THAT)]


def test_another_target_differs_from_the_first_fighter() -> None:
    """CR 115.1, 115.3: "another target creature" after a target fighter: a slot that may not
    be the first (``among``), not "other than the source"."""
    prog = read_effect("Target creature you control fights another target creature.")
    second = prog.targets[1]
    assert (second.other, second.among) == (False, 0)
    assert read_effect("~ fights another target creature.").targets[0].other


@pytest.mark.parametrize("text", [
    "Target creature you control fights that creature.",  # "that creature": which one?
    "Each creature fights target creature.",  # a group can't fight
    "You fight target creature.",
])
def test_what_the_engine_would_misread_is_not_read(text: str) -> None:
    """A fight whose subjects the reader can't name exactly stays not run."""
    assert read_effect(text).unsupported


def test_the_riders() -> None:
    """CR 614.1a: each rider after what it follows; a creature-or-planeswalker rider only
    after a target of those types; "if a creature would die this turn" a rule for the turn."""
    assert _reads("~ deals 3 damage to each creature. If a creature dealt damage this way "
                  "would die this turn, exile it instead.")[-1][0] == EXILE_DAMAGED
    assert _reads("~ deals 2 damage to target creature or planeswalker. If that creature or "
                  "planeswalker would die this turn, exile it instead.")[-1] == \
        (EXILE_IF_IT_DIES, "target:0", "that creature or planeswalker")
    assert read_effect("~ deals 2 damage to target creature. If that creature or planeswalker "
                       "would die this turn, exile it instead.").unsupported
    assert _reads("All creatures get -1/-1 until end of turn. If a creature would die this "
                  "turn, exile it instead.")[-1] == (RULE, "", EXILE_DYING)
