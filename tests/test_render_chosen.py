""""As ~ enters, choose an opponent" (CR 614.12; ``sim.rules.chosen``, its words by
``sim.text.render_chosen``): the controller chooses one of their opponents as the permanent
spell resolves; the player chosen is the permanent's ``chosen``."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import finish, perm, play

from sim.model.objects import Zone
from sim.text.card_reader import read_card

TEXT = "As Probe enters the battlefield, choose an opponent.\nFlying"


@plays("As ~ enters the battlefield, choose an opponent.")
def test_the_controller_chooses_an_opponent_as_it_enters() -> None:
    """CR 614.12, 102.2: A's creature spell resolves; A chooses an opponent (B, the only
    one) and the permanent enters with B chosen, under A's control."""
    state = turn(perm("p1", "A", spell(TEXT, "Creature", cost="{U}", power=1, toughness=1),
                      Zone.HAND))
    play(state, "cast p1")
    finish(state)
    probe = state.permanents["p1"]
    assert probe.zone is Zone.BATTLEFIELD and probe.controller == "A" and probe.chosen == "B"


def test_both_wordings_and_the_other_choices_read_back() -> None:
    """The choice's words render back for each kind (a color, a creature type, an
    opponent), with or without "the battlefield"."""
    for text in ("As Probe enters, choose an opponent.", "As Probe enters, choose a color.",
                 "As Probe enters the battlefield, choose a creature type."):
        reading = read_card(text, "Probe", ("Enchantment",))
        assert not reading.unsupported, text
