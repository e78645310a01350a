"""An Aura's own protection doesn't remove it: "Enchanted creature has protection from white.
This effect doesn't remove White Ward." (CR 702.16c, 704.5m): a white Aura granting protection
from white stays attached; protection from white from any other source still removes it."""

from __future__ import annotations

from played import plays
from test_protection import creature
from test_stack import card, game, perm, to

from sim.model.objects import Zone

WARD = ("Enchanted creature has protection from white. This effect doesn't remove White "
        "Ward.")


def ward_game(knight: str = "", text: str = WARD) -> Zone:
    """A's Knight (``knight``'s text) enchanted by A's white Aura ``text``; the zone the Aura
    is in once state-based actions have been checked."""
    aura = card("White Ward", types=["enchantment"], subtypes=["Aura"], colors=["W"],
                text="Enchant creature\n" + text)
    state = game(perm("k1", "A", creature("Knight", knight)),
                 perm("w1", "A", aura, attached_to="k1"))
    to(state, "declare_attackers")
    return state.permanents["w1"].zone


@plays("This effect doesn't remove White Ward.")
def test_the_auras_own_protection_keeps_it_attached() -> None:
    """CR 702.16c, 704.5m: the Knight has protection from white from the white Aura itself,
    which "doesn't remove" it: the Aura stays on the battlefield; without that sentence the
    same Aura is put into its owner's graveyard."""
    assert ward_game() is Zone.BATTLEFIELD
    assert ward_game(text="Enchanted creature has protection from white.") is Zone.GRAVEYARD


@plays("This effect doesn't remove White Ward.")
def test_protection_from_another_source_still_removes_it() -> None:
    """CR 702.16c: only the Aura's own effect spares it; the Knight's printed protection from
    white makes the white Aura fall off all the same (704.5m)."""
    assert ward_game("Protection from white") is Zone.GRAVEYARD
