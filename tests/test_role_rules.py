"""Reading Role tokens (CR 303.7; ``sim.text.role_rules``): one Role, on a creature; other
wordings are not read."""

from __future__ import annotations

from played import plays
from test_library import BEARS, spell, turn
from test_roles import resolve, roles
from test_stack import perm, play

from sim.model.objects import Zone
from sim.text import read_card

VIRTUOUS = "Create a Virtuous Role token attached to target creature you control."


@plays("Create a Virtuous Role token attached to target creature you control.")
def test_a_virtuous_role_counts_enchantments() -> None:
    """CR 303.7: "Enchanted creature gets +1/+1 for each enchantment you control." — the
    Role itself is an enchantment A controls: the Bears are 3/3."""
    state = turn(perm("s1", "A", spell(VIRTUOUS, "Sorcery"), Zone.HAND), perm("b1", "A", BEARS),
                 mana="{U}")
    play(state, "cast s1", "target b1")
    resolve(state)
    assert roles(state) == [("Virtuous Role", "b1")] and state.power("b1") == 3


def test_other_wordings_are_not_read() -> None:
    """CR 303.7: two Roles at once, a Role on a player or a planeswalker, and the Roles whose
    abilities are not run (Cursed, Young Hero) are not read."""
    for text in ("Create two Monster Role tokens attached to target creature you control.",
                 "Create a Monster Role token attached to target creature or planeswalker.",
                 "Create a Cursed Role token attached to target creature an opponent controls."):
        assert read_card(text, "P", ("Sorcery",)).status != "full", text
    for text in (VIRTUOUS, "Create a Royal Role token attached to that creature."):
        assert read_card(text, "P", ("Sorcery",)).unsupported == (), text
