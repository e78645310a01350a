"""The Role tokens' characteristics (CR 303.7, 111.10; ``sim.model.role_verbs``): each an
Enchantment — Aura Role token whose abilities the Oracle compiler runs in full."""

from __future__ import annotations

from played import plays
from test_library import BEARS, turn
from test_roles import resolve, roles
from test_stack import card, perm, play

from sim.model.objects import Zone
from sim.model.role_verbs import ROLE_VERBS, ROLES
from sim.rules.tokens import spec_card

CLOTHIER = ("When this creature enters, create a Royal Role token attached to another target "
            "creature you control.")


def test_each_role_runs_in_full() -> None:
    """CR 303.7: each Role's card compiles with nothing unread; one verb per Role."""
    for word, spec in ROLES.items():
        made = spec_card(spec)
        assert made.name == f"{word.title()} Role" and not made.unsupported, word
        assert made.subtypes == ("Aura", "Role") and made.types == ("Enchantment",)
    assert set(ROLE_VERBS.values()) == set(ROLES.values())


@plays("When this creature enters, create a Royal Role token attached to another target "
       "creature you control.")
def test_a_royal_role_on_another_creature() -> None:
    """CR 303.7, 115.3: the entering creature's trigger targets another creature A controls:
    the Bears get the Royal Role (+1/+1 and ward {1})."""
    clothier = card("Clothier", types=["Creature"], cost="{W}", power=1, toughness=1,
                    text=CLOTHIER)
    state = turn(perm("c1", "A", clothier, Zone.HAND), perm("b1", "A", BEARS), mana="{W}")
    play(state, "cast c1", "target b1")  # the only other creature A controls
    resolve(state)
    assert roles(state) == [("Royal Role", "b1")] and state.power("b1") == 3
    assert state.power("c1") == 1
